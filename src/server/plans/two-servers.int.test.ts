/**
 * "Two server processes on one database, 50 plans created across both, every one completed
 * exactly once": each server runs its own in-process worker on the shared queue.
 */
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealPlanCreatedResponseSchema } from '../../shared/meal-plan';
import type { Database } from '../db/client';
import { aiPrompts, mealPlans } from '../db/schema';
import { PLAN_EVENTS_CHANNEL, type PlanEvent } from './plan-events';
import {
  fastGenerationEnv,
  FREE_PLAN_FORM,
  makePro,
  signInAs,
  waitFor,
} from './plans-test-support';
import { freePort } from '../test-support/test-server';
import { createTestDatabase } from '../test-support/test-database';
import { signIn, type TestClient } from '../test-support/http-client';
import { startServerProcess, type ChildServer } from './worker-process';

let database: { url: string; db: Database; drop: () => Promise<void> };
const servers: ChildServer[] = [];
const urls: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const ports = [await freePort(), await freePort()];
  const started = await Promise.all(
    ports.map((port) =>
      startServerProcess({
        ...fastGenerationEnv(),
        // The production expiry: on a busy machine a job may take longer than the 2 s of
        // the crash tests, and a re-delivery is not what this test is about.
        GENERATION_JOB_EXPIRE_SECONDS: '15',
        PORT: String(port),
        DATABASE_URL: database.url,
        RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
        RATE_LIMIT_GENERATION_PER_MINUTE: '1000',
      }),
    ),
  );
  servers.push(...started);
  urls.push(...ports.map((p) => `http://localhost:${p}`));
}, 120_000);

afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => {});
  await database?.drop();
});

describe('two server processes on one database', () => {
  it('complete 50 plans created across both, each exactly once', { timeout: 120_000 }, async () => {
    // Listen like a third process would: every completion is announced once per plan.
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const completions = new Map<string, number>();
    listener.on('notification', (n) => {
      const event = JSON.parse(n.payload!) as PlanEvent;
      if (event.type === 'status' && event.status.status === 'completed') {
        completions.set(event.status.id, (completions.get(event.status.id) ?? 0) + 1);
      }
    });
    await listener.query(`LISTEN ${PLAN_EVENTS_CHANNEL}`);

    // Five Pro people, each signed in on both servers.
    const people: TestClient[][] = [];
    for (let p = 0; p < 5; p++) {
      const onFirst = await signInAs(urls[0]!, `Twin ${p}`);
      await makePro(database.db, onFirst.userId);
      const me = await onFirst.client.json<{ user: { email: string; name: string } }>('/api/me');
      const onSecond = await signIn(urls[1]!, {
        name: me.body.user.name,
        email: me.body.user.email,
      });
      people.push([onFirst.client, onSecond]);
    }

    const created = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const client = people[i % 5]![i % 2]!;
        const res = await client.json('/api/meal-plans', {
          method: 'POST',
          body: {
            ...FREE_PLAN_FORM,
            duration: '3',
            budget: '200',
            useNewGeneration: i % 4 === 3,
          },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return mealPlanCreatedResponseSchema.parse(res.body).plan;
      }),
    );
    const ids = created.map((p) => p.id);
    expect(new Set(ids).size).toBe(50);

    await waitFor(
      async () => {
        const rows = await database.db
          .select({ status: mealPlans.status })
          .from(mealPlans)
          .where(inArray(mealPlans.id, ids));
        return rows.every((r) => r.status !== 'processing');
      },
      90_000,
      'all 50 plans to finish',
    );
    // Let any late duplicate announcement arrive before counting.
    await waitFor(async () => completions.size >= 50, 5_000, 'every completion event');
    await listener.end();

    const rows = await database.db.select().from(mealPlans).where(inArray(mealPlans.id, ids));
    expect(rows.filter((r) => r.status === 'completed')).toHaveLength(50);
    expect(rows.filter((r) => r.generatedPlan === null || r.progress !== 100)).toEqual([]);
    for (const id of ids) expect(completions.get(id), id).toBe(1);

    // One job per plan, run once: completed on the first delivery.
    const { rows: jobs } = await database.db.$client.query<{
      plan: string;
      state: string;
      retry_count: number;
      worker: string;
    }>(
      `select data->>'planId' as plan, state, retry_count, output->>'worker' as worker
         from pgboss.job where name = 'meal-plan-generation'
       union all
       select data->>'planId', state, retry_count, output->>'worker'
         from pgboss.archive where name = 'meal-plan-generation'`,
    );
    const mine = jobs.filter((j) => ids.includes(j.plan));
    expect(mine).toHaveLength(50);
    expect(mine.filter((j) => j.state !== 'completed' || j.retry_count !== 0)).toEqual([]);
    // Both processes generated: the queue spread the plans over their workers.
    expect(new Set(mine.map((j) => j.worker)).size).toBe(2);

    // Step records written once: 1 for a classic plan, 4 for a step-based one.
    for (const plan of created) {
      const prompts = await database.db
        .select({ type: aiPrompts.type })
        .from(aiPrompts)
        .where(eq(aiPrompts.mealPlanId, plan.id));
      expect(prompts).toHaveLength(plan.generationMethod === 'new' ? 4 : 1);
    }
  });
});
