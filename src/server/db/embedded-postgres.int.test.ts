/**
 * Two instances side by side: each data folder runs its own embedded PostgreSQL on its own
 * port (chosen free, remembered in the folder), an instance never uses a PostgreSQL it did
 * not start, a folder in use is refused with a clear message, and a folder whose first start
 * was interrupted is recovered.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../server';
import { rememberedPort, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';

const root = path.join(PROJECT_ROOT, '.test-data', `instances-${process.pid}`);
const running: EmbeddedDatabase[] = [];
afterAll(async () => {
  for (const db of running) await db.stop().catch(() => {});
  rmSync(root, { recursive: true, force: true });
});

async function start(name: string, port?: number): Promise<EmbeddedDatabase> {
  const db = await startEmbeddedPostgres({ dataDir: path.join(root, name), port });
  running.push(db);
  return db;
}

async function stop(db: EmbeddedDatabase): Promise<void> {
  await db.stop();
  running.splice(running.indexOf(db), 1);
}

async function ask<T>(url: string, sql: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: T }>(sql);
    return rows[0]!.v;
  } finally {
    await client.end();
  }
}

const dataDirectoryOf = (url: string) =>
  ask<string>(url, "select current_setting('data_directory') as v");

function occupy(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(port, '127.0.0.1', () => resolve(s));
  });
}

describe('embedded PostgreSQL per data folder', () => {
  it(
    'runs two data folders side by side on their own remembered ports',
    { timeout: 180_000 },
    async () => {
      const a = await start('a');
      const b = await start('b');
      expect(a.port).not.toBe(b.port);
      expect(rememberedPort(path.join(root, 'a'))).toBe(a.port);
      expect(rememberedPort(path.join(root, 'b'))).toBe(b.port);
      expect(await dataDirectoryOf(a.url)).toContain(path.join('a', 'postgres'));
      expect(await dataDirectoryOf(b.url)).toContain(path.join('b', 'postgres'));
      // The app's address is the Unix-domain socket (no server IP address), where the platform
      // has one; loopback TCP still answers for other tools.
      const socketAddress = await ask<string | null>(a.url, 'select inet_server_addr() as v');
      expect(socketAddress).toBe(process.platform === 'win32' ? '127.0.0.1' : null);
      const tcp = new URL(a.url);
      tcp.search = '';
      expect(await ask<string>(tcp.toString(), 'select inet_server_addr()::text as v')).toBe(
        '127.0.0.1/32',
      );

      // The same folder twice: refused with a clear message, the first keeps running.
      await expect(start('a')).rejects.toThrow(/is in use by another running PantryPilot/);
      expect(await dataDirectoryOf(a.url)).toContain(path.join('a', 'postgres'));

      // Restarted, a folder comes back on its remembered port.
      await stop(a);
      const again = await start('a');
      expect(again.port).toBe(a.port);
      await stop(again);

      // Its port now serves B's PostgreSQL: A must not use it, and moves to a free port.
      writeFileSync(path.join(root, 'a', 'postgres-port'), String(b.port));
      const moved = await start('a');
      expect(moved.port).not.toBe(b.port);
      expect(await dataDirectoryOf(moved.url)).toContain(path.join('a', 'postgres'));
      expect(rememberedPort(path.join(root, 'a'))).toBe(moved.port);
      await stop(moved);
      await stop(b);
    },
  );

  it(
    'says which variable to change when EMBEDDED_PG_PORT is taken',
    { timeout: 60_000 },
    async () => {
      const blocker = await occupy(0);
      const address = blocker.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      try {
        await expect(start('fixed', port)).rejects.toThrow(
          `EMBEDDED_PG_PORT ${port} is in use by another program`,
        );
      } finally {
        blocker.close();
      }
    },
  );

  it('recovers a folder whose first start stopped half-way', { timeout: 180_000 }, async () => {
    // initdb interrupted: a postgres folder without PG_VERSION.
    mkdirSync(path.join(root, 'half', 'postgres'), { recursive: true });
    writeFileSync(path.join(root, 'half', 'postgres', 'global.tmp'), 'partial');
    const first = await start('half');
    expect(await dataDirectoryOf(first.url)).toContain(path.join('half', 'postgres'));

    // Initialised but the app's database never created ("database pantrypilot does not exist").
    const adminUrl = new URL(first.url);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query('drop database pantrypilot with (force)');
    await admin.end();
    rmSync(path.join(root, 'half', 'postgres-initialised'));
    await stop(first);
    const second = await start('half');
    const client = new pg.Client({ connectionString: second.url });
    await client.connect();
    expect((await client.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    await client.end();
    await stop(second);
  });
});
