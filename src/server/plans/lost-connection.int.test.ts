/**
 * "A dropped database connection never kills the server": the connection a generation job
 * holds (the one with the plan's advisory lock) is terminated by PostgreSQL mid-job
 * (pg_terminate_backend, error 57P01). The web server with its in-process worker keeps
 * answering /healthz, and the queue retries the job until the plan is completed.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealPlanCreatedResponseSchema } from '../../shared/meal-plan';
import { mealPlans } from '../db/schema';
import type { TestServer } from '../test-support/test-server';
import {
  FREE_PLAN_FORM,
  makePro,
  signInAs,
  startPlansTestServer,
  waitFor,
} from './plans-test-support';

const PLAN_LOCK_CLASS = 72707005;

let server: TestServer;
beforeAll(async () => {
  server = await startPlansTestServer({ GENERATION_PLANNER_THREADS: '0' });
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

describe('the generation job loses its database connection', () => {
  it(
    'does not crash the server, and the retried job completes the plan',
    { timeout: 60_000 },
    async () => {
      const databaseUrl = server.db.$client.options.connectionString!;
      const { client, userId } = await signInAs(server.url, 'Lost Lou');
      await makePro(server.db, userId);

      // Hold the job mid-way: its read of the person's pantry waits for this lock.
      const blocker = new pg.Client({ connectionString: databaseUrl });
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query('lock table user_pantry in access exclusive mode');

      const created = await client.json('/api/meal-plans', {
        method: 'POST',
        body: { ...FREE_PLAN_FORM, duration: '3', budget: '200' },
      });
      const planId = mealPlanCreatedResponseSchema.parse(created.body).plan.id;

      const jobBackend = await waitFor(
        async () => {
          const { rows } = await blocker.query<{ pid: number }>(
            `select pid from pg_locks where locktype = 'advisory' and classid = $1 and granted`,
            [PLAN_LOCK_CLASS],
          );
          const waiting = await blocker.query(
            `select 1 from pg_locks l join pg_class c on c.oid = l.relation
            where c.relname = 'user_pantry' and not l.granted`,
          );
          return waiting.rows.length > 0 ? rows[0]?.pid : undefined;
        },
        20_000,
        'the job to hold its plan lock and wait for the pantry',
      );
      await blocker.query('select pg_terminate_backend($1)', [jobBackend]);
      await blocker.query('rollback');
      await blocker.end();

      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);

      const done = await waitFor(
        async () => {
          const [row] = await server.db.select().from(mealPlans).where(eq(mealPlans.id, planId));
          return row && row.status !== 'processing' ? row : undefined;
        },
        25_000,
        'the plan to finish',
      );
      expect(done).toMatchObject({ status: 'completed', error: null });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    },
  );
});
