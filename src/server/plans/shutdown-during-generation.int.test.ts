/**
 * SIGTERM while a plan is being generated: the server process stops cleanly ("Stopped.",
 * exit code 0) instead of dying on an unhandled connection error.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/free-port';
import { signIn } from '../test-support/http-client';
import { createTestDatabase } from '../test-support/test-database';
import { fastGenerationEnv, FREE_PLAN_FORM, waitFor } from './plans-test-support';
import { startServerProcess, type ChildServer } from './worker-process';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ChildServer | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await server?.kill().catch(() => {});
  await database.drop();
});

describe('shutdown during generation', () => {
  it('says "Stopped." and exits 0', { timeout: 120_000 }, async () => {
    const port = String(await freePort());
    server = await startServerProcess({
      ...fastGenerationEnv(),
      PORT: port,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'info',
      GENERATION_PLANNER_THREADS: '0',
    });
    const client = await signIn(`http://localhost:${port}`, {
      name: 'Stop Sam',
      email: 'stop.sam@example.com',
    });
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table user_pantry in access exclusive mode');
    const created = await client.json('/api/meal-plans', { method: 'POST', body: FREE_PLAN_FORM });
    expect(created.status).toBe(201);
    await waitFor(
      async () =>
        (
          await blocker.query(
            `select 1 from pg_locks l join pg_class c on c.oid = l.relation
              where c.relname = 'user_pantry' and not l.granted`,
          )
        ).rows.length > 0,
      30_000,
      'the job to be mid-way',
    );
    const exited = new Promise<number | null>((resolve) =>
      server!.child.once('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    await blocker.query('rollback');
    await blocker.end();
    const code = await exited;
    expect(code).toBe(0);
    expect(server.output()).toContain('Stopped.');
    expect(server.output()).not.toMatch(/Unhandled|57P01/);
  });
});
