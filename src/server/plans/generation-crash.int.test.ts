/**
 * "A worker killed mid-job leaves nothing half-written, and the job is picked up again":
 * a worker process is held in the middle of a job (its first progress step committed, its
 * read of the person's preferences blocked by a lock this test holds), killed with SIGKILL,
 * and a second worker process then completes the plan, once.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealPlanCreatedResponseSchema, type MealPlanStatus } from '../../shared/meal-plan';
import { aiPrompts, mealPlans } from '../db/schema';
import type { TestServer } from '../test-support/test-server';
import {
  collectSse,
  fastGenerationEnv,
  FREE_PLAN_FORM,
  makePro,
  signInAs,
  startPlansTestServer,
  waitFor,
} from './plans-test-support';
import { startWorkerProcess, type ChildServer } from './worker-process';

let server: TestServer;
const workers: ChildServer[] = [];
beforeAll(async () => {
  // The web server does not generate: only the worker processes do.
  server = await startPlansTestServer({ RUN_WORKER: 'false' });
});
afterAll(async () => {
  for (const w of workers) await w.kill().catch(() => {});
  await server.stop();
  await server.dropDatabase();
});

describe('a worker process killed with SIGKILL during a job', () => {
  it('leaves the plan unfinished but whole, and another worker completes it exactly once', async () => {
    const databaseUrl = server.db.$client.options.connectionString!;
    const workerEnv = {
      ...fastGenerationEnv(),
      GENERATION_JOB_EXPIRE_SECONDS: '3',
      DATABASE_URL: databaseUrl,
    };
    const { client, userId } = await signInAs(server.url, 'Crash Cora');
    await makePro(server.db, userId);
    const created = await client.json('/api/meal-plans', {
      method: 'POST',
      body: { ...FREE_PLAN_FORM, duration: '3', budget: '200', useNewGeneration: true },
    });
    const planId = mealPlanCreatedResponseSchema.parse(created.body).plan.id;

    // Hold the worker mid-job: reading preferences waits for this lock.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table user_preferences in access exclusive mode');

    const first = await startWorkerProcess(workerEnv);
    workers.push(first);
    await waitFor(
      async () => {
        const { rows } = await blocker.query(
          `select 1 from pg_locks l join pg_class c on c.oid = l.relation
            where c.relname = 'user_preferences' and not l.granted`,
        );
        const [row] = await server.db.select().from(mealPlans).where(eq(mealPlans.id, planId));
        return rows.length > 0 && row?.progress === 5;
      },
      20_000,
      'the first worker to be inside the job',
    );
    await first.kill();
    await blocker.query('rollback');
    await blocker.end();

    // Nothing half-written: still processing, no generated plan, no step records.
    const [held] = await server.db.select().from(mealPlans).where(eq(mealPlans.id, planId));
    expect(held).toMatchObject({ status: 'processing', generatedPlan: null, completedAt: null });
    expect(
      await server.db.select().from(aiPrompts).where(eq(aiPrompts.mealPlanId, planId)),
    ).toEqual([]);

    // The web server's event stream shows what the other process's worker does.
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const stream = collectSse(client, `/api/meal-plans/${planId}/events`, {
      timeoutMs: 30_000,
      onOpen: () => opened(),
    });
    await open;
    const second = await startWorkerProcess(workerEnv);
    workers.push(second);
    const done = await waitFor(
      async () => {
        const [row] = await server.db.select().from(mealPlans).where(eq(mealPlans.id, planId));
        return row?.status !== 'processing' && row;
      },
      30_000,
      'the second worker to complete the plan',
    );
    expect(done.status).toBe('completed');
    const streamed = (await stream).events.map((e) => e.data as MealPlanStatus);
    expect(streamed.at(-1)).toMatchObject({ status: 'completed', percentComplete: 100 });
    expect(
      streamed.some((e) => e.status === 'processing' && e.currentStep === 'choose-dishes'),
    ).toBe(true);
    expect(done.generatedPlan).not.toBeNull();
    expect(done.progress).toBe(100);
    const prompts = await server.db
      .select({ type: aiPrompts.type })
      .from(aiPrompts)
      .where(eq(aiPrompts.mealPlanId, planId));
    expect(prompts.map((p) => p.type).sort()).toEqual([
      'step-1-choose-dishes',
      'step-2-optimise-week',
      'step-3-price-list',
      'step-4-finalise',
    ]);
    // One job, delivered again after the killed worker's delivery expired, completed.
    const jobs = await waitFor(
      async () => {
        const { rows } = await server.db.$client.query<{ state: string; retry_count: number }>(
          `select state, retry_count from pgboss.job where data->>'planId' = $1
           union all
           select state, retry_count from pgboss.archive where data->>'planId' = $1`,
          [planId],
        );
        return rows.every((j) => j.state === 'completed') && rows;
      },
      20_000,
      'the job to be completed',
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.retry_count).toBeGreaterThanOrEqual(1);
    await second.stop();
    // Two worker processes start and a job expires and is redelivered: its own waits add up
    // to more than the default 30 s on a busy machine.
  }, 120_000);
});
