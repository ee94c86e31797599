/**
 * A server without a worker (RUN_WORKER=false): plans stay queued, which shows the active
 * plan, the 10-minute time-out (read as an error at once, then written by the sweeper and
 * pushed to the person's event stream), retry of a timed-out plan, and the generation rate
 * limit.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeMealPlanResponseSchema,
  GENERATION_TIMED_OUT_MESSAGE,
  mealPlanCreatedResponseSchema,
  mealPlanListResponseSchema,
  mealPlanStatusSchema,
  QUEUED_MESSAGE,
  RETRYING_MESSAGE,
  type MealPlanStatus,
} from '../../shared/meal-plan';
import { mealPlans } from '../db/schema';
import type { TestClient } from '../test-support/http-client';
import type { TestServer } from '../test-support/test-server';
import {
  collectSse,
  FREE_PLAN_FORM,
  makePro,
  signInAs,
  startPlansTestServer,
  waitFor,
} from './plans-test-support';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await startPlansTestServer({
    RUN_WORKER: 'false',
    RATE_LIMIT_GENERATION_PER_MINUTE: '5',
  });
  const person = await signInAs(server.url, 'Waiting Wes');
  await makePro(server.db, person.userId);
  client = person.client;
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

let planId: string;

async function jobsOf(id: string) {
  const { rows } = await server.db.$client.query<{ state: string; attempt: number }>(
    `select state, (data->>'attempt')::int as attempt from pgboss.job where data->>'planId' = $1
     order by created_on`,
    [id],
  );
  return rows;
}

describe('plans without a worker: active, time-out, retry, rate limit', () => {
  it('a new plan is processing, queued with its job, and is the active plan', async () => {
    const res = await client.json('/api/meal-plans', { method: 'POST', body: FREE_PLAN_FORM });
    expect(res.status).toBe(201);
    const plan = mealPlanCreatedResponseSchema.parse(res.body).plan;
    planId = plan.id;
    expect(plan).toMatchObject({
      status: 'processing',
      currentStep: 'queued',
      message: QUEUED_MESSAGE,
    });
    const active = activeMealPlanResponseSchema.parse(
      (await client.json('/api/meal-plans/active')).body,
    );
    expect(active.plan?.id).toBe(plan.id);
    expect(await jobsOf(plan.id)).toEqual([{ state: 'created', attempt: 0 }]);
  });

  it('a plan processing for over 10 minutes is an error: at once for readers, then stored and pushed', async () => {
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const stream = collectSse(client, '/api/meal-plans/events', {
      until: (events) => events.some((e) => (e.data as MealPlanStatus).status === 'error'),
      onOpen: () => opened(),
    });
    await open;
    await server.db
      .update(mealPlans)
      .set({ startedAt: sql`now() - interval '11 minutes'` })
      .where(eq(mealPlans.id, planId));
    const status = mealPlanStatusSchema.parse(
      (await client.json(`/api/meal-plans/${planId}/status`)).body,
    );
    expect(status).toMatchObject({
      status: 'error',
      currentStep: 'error',
      error: GENERATION_TIMED_OUT_MESSAGE,
    });
    const events = (await stream).events.map((e) => e.data as MealPlanStatus);
    expect(events.at(-1)).toMatchObject({
      id: planId,
      status: 'error',
      error: GENERATION_TIMED_OUT_MESSAGE,
      message: GENERATION_TIMED_OUT_MESSAGE,
    });
    // The stream may show the time-out from its first read, before the sweeper writes it.
    const row = await waitFor(
      async () => {
        const [r] = await server.db.select().from(mealPlans).where(eq(mealPlans.id, planId));
        return r?.status === 'error' && r;
      },
      10_000,
      'the sweeper to store the time-out',
    );
    expect(row).toMatchObject({
      status: 'error',
      error: GENERATION_TIMED_OUT_MESSAGE,
      name: '1-Day Meal Plan',
    });
    const list = mealPlanListResponseSchema.parse((await client.json('/api/meal-plans')).body);
    expect(list.plans[0]).toMatchObject({ status: 'error', error: GENERATION_TIMED_OUT_MESSAGE });
    const active = activeMealPlanResponseSchema.parse(
      (await client.json('/api/meal-plans/active')).body,
    );
    expect(active.plan).toBeNull();
  });

  it('retry puts a timed-out plan back to processing with progress 0 and a new job', async () => {
    const res = await client.json(`/api/meal-plans/${planId}/retry`, { method: 'POST' });
    expect(res.status).toBe(202);
    expect(mealPlanCreatedResponseSchema.parse(res.body).plan).toMatchObject({
      status: 'processing',
      progress: 0,
      currentStep: 'queued',
      message: RETRYING_MESSAGE,
      error: null,
    });
    const status = mealPlanStatusSchema.parse(
      (await client.json(`/api/meal-plans/${planId}/status`)).body,
    );
    expect(status).toMatchObject({
      status: 'processing',
      percentComplete: 0,
      message: RETRYING_MESSAGE,
    });
    const active = activeMealPlanResponseSchema.parse(
      (await client.json('/api/meal-plans/active')).body,
    );
    expect(active.plan?.id).toBe(planId);
    await waitFor(async () => (await jobsOf(planId)).length === 2, 5_000, 'the retry job');
    expect((await jobsOf(planId)).map((j) => j.attempt)).toEqual([0, 1]);
    // A plan being generated cannot be retried again.
    expect((await client.json(`/api/meal-plans/${planId}/retry`, { method: 'POST' })).status).toBe(
      409,
    );
  });

  it('limits how often generation can be started', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await client.json('/api/meal-plans', { method: 'POST', body: FREE_PLAN_FORM });
      statuses.push(res.status);
    }
    // Five starts a minute: one create and two retries came before these.
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
    const limited = await client.json<{ error: { code: string } }>('/api/meal-plans', {
      method: 'POST',
      body: FREE_PLAN_FORM,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
  });
});
