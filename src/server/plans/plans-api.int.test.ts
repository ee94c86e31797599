import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mealPlanCreatedResponseSchema,
  mealPlanDetailResponseSchema,
  mealPlanStatusSchema,
} from '../../shared/meal-plan';
import type { TestServer } from '../test-support/test-server';
import {
  collectSse,
  FREE_PLAN_FORM,
  signInAs,
  startPlansTestServer,
  waitFor,
} from './plans-test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startPlansTestServer();
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

describe('smoke', () => {
  it('creates a plan and it completes', async () => {
    const { client } = await signInAs(server.url, 'Free Fran');
    const t0 = performance.now();
    const created = await client.json('/api/meal-plans', { method: 'POST', body: FREE_PLAN_FORM });
    expect(created.status).toBe(201);
    const { plan } = mealPlanCreatedResponseSchema.parse(created.body);
    const sse = await collectSse(client, `/api/meal-plans/${plan.id}/events`);
    console.log(
      sse.events.map((e) => [
        e.event,
        (e.data as any).currentStep,
        (e.data as any).percentComplete,
        Math.round(e.at - t0),
      ]),
    );
    const status = await waitFor(async () => {
      const s = mealPlanStatusSchema.parse(
        (await client.json(`/api/meal-plans/${plan.id}/status`)).body,
      );
      return s.status !== 'processing' && s;
    });
    console.log(status, Math.round(performance.now() - t0));
    const detail = mealPlanDetailResponseSchema.parse(
      (await client.json(`/api/meal-plans/${plan.id}`)).body,
    );
    expect(detail.plan.status).toBe('completed');
  });
});
