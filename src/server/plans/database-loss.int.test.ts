/**
 * "The server survives any database connection dying at any moment" (issue 28, item 1): a real
 * server process (main.ts, with its in-process generation worker) while every backend of its
 * database is terminated, round after round, during plan generation and list changes. The
 * process never exits, and requests succeed afterwards. While the database refuses all
 * connections, requests answer 503 (not 500), and they recover when it accepts them again.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listStateSchema } from '../../shared/list-sync';
import { mealPlanCreatedResponseSchema, mealPlanStatusSchema } from '../../shared/meal-plan';
import type { Database } from '../db/client';
import type { TestClient } from '../test-support/http-client';
import { createTestDatabase } from '../test-support/test-database';
import { freePort } from '../test-support/free-port';
import {
  fastGenerationEnv,
  FREE_PLAN_FORM,
  makePro,
  signInAs,
  waitFor,
} from './plans-test-support';
import { startServerProcess, type ChildServer } from './worker-process';

let database: { url: string; db: Database; drop: () => Promise<void> };
let child: ChildServer;
let url: string;
let admin: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  const port = String(await freePort());
  url = `http://localhost:${port}`;
  child = await startServerProcess({
    ...fastGenerationEnv(),
    GENERATION_JOB_EXPIRE_SECONDS: '5',
    DATABASE_URL: database.url,
    PORT: port,
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
    RATE_LIMIT_GENERATION_PER_MINUTE: '1000',
  });
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
}, 90_000);

afterAll(async () => {
  await admin?.end().catch(() => {});
  await child?.kill().catch(() => {});
  await database?.drop();
});

const terminateAll = () =>
  admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`,
  );

function alive() {
  return child.child.exitCode === null && child.child.signalCode === null;
}

async function createPlan(client: TestClient): Promise<string> {
  const res = await waitFor(
    async () => {
      const r = await client.json('/api/meal-plans', {
        method: 'POST',
        body: { ...FREE_PLAN_FORM, duration: '3', budget: '200' },
      });
      return r.status === 201 ? r : undefined;
    },
    20_000,
    'a plan to be created',
  );
  return mealPlanCreatedResponseSchema.parse(res.body).plan.id;
}

async function completed(client: TestClient, id: string) {
  return waitFor(
    async () => {
      const res = await client.json(`/api/meal-plans/${id}/status`);
      if (res.status !== 200) return undefined;
      const status = mealPlanStatusSchema.parse(res.body).status;
      return status === 'processing' ? undefined : status;
    },
    60_000,
    `plan ${id} to finish`,
  );
}

describe('every database connection terminated, again and again', () => {
  it(
    'during generation and list changes: the process lives on, and requests succeed afterwards',
    { timeout: 180_000 },
    async () => {
      const { client, userId } = await signInAs(url, 'Terminated Tess');
      await makePro(database.db, userId);
      const listPlan = await createPlan(client);
      expect(await completed(client, listPlan)).toBe('completed');
      const keys = Object.keys(
        listStateSchema.parse((await client.json(`/api/meal-plans/${listPlan}/list-state`)).body)
          .items,
      );

      const generating: string[] = [];
      const statuses: number[] = [];
      for (let round = 0; round < 8; round++) {
        generating.push(await createPlan(client));
        // List changes in flight while the connections die.
        const changes = Promise.all(
          keys.slice(0, 4).map((key, i) =>
            client
              .json(`/api/meal-plans/${listPlan}/list-changes`, {
                method: 'POST',
                body: {
                  changes: [
                    { key, kind: 'inBasket', value: (round + i) % 2 === 0, baseVersion: 0 },
                  ],
                },
              })
              .then((r) => statuses.push(r.status))
              .catch(() => statuses.push(0)),
          ),
        );
        await new Promise((r) => setTimeout(r, 100 + round * 60));
        await terminateAll();
        await changes;
        await new Promise((r) => setTimeout(r, 150));
        await terminateAll();
        expect(alive(), child.output()).toBe(true);
      }
      // Never a 500: each change either applied or answered 503 while the database was away.
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);

      // Afterwards everything works: health, the list, and every plan finishes.
      await waitFor(
        async () => ((await fetch(`${url}/healthz`)).status === 200 ? true : undefined),
        20_000,
        'health',
      );
      const res = await client.json(`/api/meal-plans/${listPlan}/list-changes`, {
        method: 'POST',
        body: { changes: [{ key: keys[5], kind: 'inBasket', value: true, baseVersion: 0 }] },
      });
      expect(res.status).toBe(200);
      // Each plan finished: completed, or (its retries used up by the kills) failed with Retry,
      // never left "Generating...". A failed one completes when retried.
      for (const id of generating) {
        const status = await completed(client, id).catch(async (error: Error) => {
          const jobs = await admin.query(
            `select state, retry_count from pgboss.job where data::text like $1`,
            [`%${id}%`],
          );
          throw new Error(
            `${error.message}\njobs: ${JSON.stringify(jobs.rows)}\n${child.output().slice(-2000)}`,
          );
        });
        expect(['completed', 'error']).toContain(status);
        if (status === 'error') {
          expect(
            (await client.json(`/api/meal-plans/${id}/retry`, { method: 'POST' })).status,
          ).toBe(202);
          expect(await completed(client, id)).toBe('completed');
        }
      }
      expect(alive(), child.output()).toBe(true);
    },
  );

  it(
    'while the database refuses every connection, requests answer 503, and recover after',
    { timeout: 60_000 },
    async () => {
      const { client } = await signInAs(url, 'Away Avery');
      const name = new URL(database.url).pathname.slice(1);
      // From another database: PostgreSQL will not close the database one is connected to.
      const outside = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
      await outside.connect();
      await outside.query(`alter database ${name} allow_connections false`);
      await terminateAll();
      try {
        const health = await fetch(`${url}/healthz`);
        expect(health.status).toBe(503);
        const list = await client.json<{ error: { code: string } }>('/api/meal-plans');
        expect(list.status).toBe(503);
        expect(list.body.error.code).toBe('DATABASE_UNAVAILABLE');
        const me = await client.json('/api/pantry');
        expect(me.status).toBe(503);
        expect(alive(), child.output()).toBe(true);
      } finally {
        await outside.query(`alter database ${name} allow_connections true`);
        await outside.end();
      }
      await waitFor(
        async () => ((await client.json('/api/meal-plans')).status === 200 ? true : undefined),
        20_000,
        'requests to succeed again',
      );
      expect(alive()).toBe(true);
    },
  );
});
