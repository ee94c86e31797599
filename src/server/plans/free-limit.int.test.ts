/**
 * The free plan counts plans ever created, except plans that failed to generate: deleting
 * the free plan does not give another, and a failed first plan does not use it up.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealPlanCreatedResponseSchema } from '../../shared/meal-plan';
import { mealPlans, userSubscriptions } from '../db/schema';
import type { TestServer } from '../test-support/test-server';
import { FREE_PLAN_FORM, signInAs, startPlansTestServer } from './plans-test-support';
import { FREE_PLAN_USED_MESSAGE } from './tier-limits';

let server: TestServer;
beforeAll(async () => {
  // No worker: plans stay as this test sets them.
  server = await startPlansTestServer({ RUN_WORKER: 'false' });
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

type ErrorBody = { error: { code: string; message: string } };

describe('the free plan', () => {
  it('is given once when a person asks for several plans at once', async () => {
    const { client, userId } = await signInAs(server.url, 'Double Tap Dana');
    // An account from before subscription records: the first create makes the record.
    await server.db.delete(userSubscriptions).where(eq(userSubscriptions.userId, userId));
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.json('/api/meal-plans', { method: 'POST', body: FREE_PLAN_FORM })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403, 403]);
  });

  it('is used up by a plan that was deleted', async () => {
    const { client } = await signInAs(server.url, 'Deleting Dee');
    const first = await client.json('/api/meal-plans', { method: 'POST', body: FREE_PLAN_FORM });
    expect(first.status).toBe(201);
    const id = mealPlanCreatedResponseSchema.parse(first.body).plan.id;
    await server.db.update(mealPlans).set({ status: 'completed' }).where(eq(mealPlans.id, id));
    expect((await client.json(`/api/meal-plans/${id}`, { method: 'DELETE' })).status).toBe(200);
    // The deleted plan still counts, and the session says so (issue 29).
    expect((await client.json<{ planCount: number }>('/api/me')).body.planCount).toBe(1);

    const again = await client.json<ErrorBody>('/api/meal-plans', {
      method: 'POST',
      body: FREE_PLAN_FORM,
    });
    expect(again.status).toBe(403);
    expect(again.body.error).toMatchObject({
      code: 'UPGRADE_REQUIRED',
      message: FREE_PLAN_USED_MESSAGE,
    });
  });

  it('is not used up by a plan that failed, even once deleted; retrying it then is refused', async () => {
    const { client } = await signInAs(server.url, 'Failing Fay');
    const failed = mealPlanCreatedResponseSchema.parse(
      (await client.json('/api/meal-plans', { method: 'POST', body: FREE_PLAN_FORM })).body,
    ).plan.id;
    await server.db
      .update(mealPlans)
      .set({ status: 'error', error: 'planner failed' })
      .where(eq(mealPlans.id, failed));
    // The session the buttons read says so too (issue 29): still "Create Plan", not "Upgrade".
    const me = await client.json<{ planCount: number }>('/api/me');
    expect(me.body.planCount).toBe(0);

    const second = await client.json('/api/meal-plans', { method: 'POST', body: FREE_PLAN_FORM });
    expect(second.status).toBe(201);

    // The failed plan would count once retried: the free plan is the second one now.
    const retry = await client.json<ErrorBody>(`/api/meal-plans/${failed}/retry`, {
      method: 'POST',
    });
    expect(retry.status).toBe(403);
    expect(retry.body.error.message).toBe(FREE_PLAN_USED_MESSAGE);

    // Deleting the failed plan does not make it count either.
    expect((await client.json(`/api/meal-plans/${failed}`, { method: 'DELETE' })).status).toBe(200);
    const secondId = mealPlanCreatedResponseSchema.parse(second.body).plan.id;
    await server.db
      .update(mealPlans)
      .set({ status: 'error', error: 'planner failed' })
      .where(eq(mealPlans.id, secondId));
    const third = await client.json('/api/meal-plans', { method: 'POST', body: FREE_PLAN_FORM });
    expect(third.status).toBe(201);
  });
});
