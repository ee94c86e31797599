/**
 * `npm run db:migrate` (docs/deploy.md): migrates an empty database once, is a no-op the second
 * time, and refuses to run without DATABASE_URL.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { PROJECT_ROOT } from '../server';

const run = promisify(execFile);
const name = `migrate_${Date.now().toString(36)}`;
let url: string;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(inject('adminDatabaseUrl'));
  u.pathname = `/${name}`;
  url = u.toString();
});
afterAll(async () => {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

function migrate(env: Record<string, string>) {
  const { DATABASE_URL: _unset, ...rest } = process.env;
  return run('npm', ['run', '--silent', 'db:migrate'], {
    cwd: PROJECT_ROOT,
    env: { ...rest, ...env },
  });
}

describe('npm run db:migrate', () => {
  it('applies every migration to an empty database, then finds nothing to do', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(PROJECT_ROOT, 'drizzle/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const expected = `Migrations applied: ${journal.entries.length} in total`;
    expect((await migrate({ DATABASE_URL: url })).stdout).toContain(expected);
    expect((await migrate({ DATABASE_URL: url })).stdout).toContain(expected);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(
      `select to_regclass('public.open_streams') as streams, to_regclass('public.meal_plans') as plans`,
    );
    await client.end();
    expect(rows[0]).toEqual({ streams: 'open_streams', plans: 'meal_plans' });
  }, 60_000);

  it('refuses to run without DATABASE_URL', async () => {
    await expect(migrate({})).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('DATABASE_URL is required'),
    });
  }, 30_000);
});
