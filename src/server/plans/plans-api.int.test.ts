/**
 * The plans API against real PostgreSQL, with the generation worker in the server process:
 * every route, the owner checks, validation and sanitising, the tier limits, generation by
 * both methods with progress pushed over server-sent events, the shopping list, delete,
 * and retry of a plan whose generation failed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeMealPlanResponseSchema,
  aiPromptsResponseSchema,
  GENERATING_NAME,
  mealPlanCreatedResponseSchema,
  mealPlanDetailResponseSchema,
  swapOptionsResponseSchema,
  mealPlanListResponseSchema,
  mealPlanStatusSchema,
  RETRYING_MESSAGE,
  shoppingListResponseSchema,
  storesResponseSchema,
  type MealPlanStatus,
} from '../../shared/meal-plan';
import { aiPrompts, mealPlans } from '../db/schema';
import { TestClient } from '../test-support/http-client';
import type { TestServer } from '../test-support/test-server';
import {
  collectSse,
  FREE_PLAN_FORM,
  makePro,
  signInAs,
  startPlansTestServer,
  waitFor,
} from './plans-test-support';
import { FREE_PLAN_SHAPE_MESSAGE, FREE_PLAN_USED_MESSAGE } from './tier-limits';

let server: TestServer;
beforeAll(async () => {
  server = await startPlansTestServer();
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

const PRO_FORM = {
  ...FREE_PLAN_FORM,
  duration: '7',
  servingsPerMeal: '4',
  budget: '400',
} as const;

async function createPlan(client: TestClient, body: object) {
  const res = await client.json('/api/meal-plans', { method: 'POST', body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return mealPlanCreatedResponseSchema.parse(res.body).plan;
}

async function finished(client: TestClient, id: string): Promise<MealPlanStatus> {
  return waitFor(
    async () => {
      const res = await client.json(`/api/meal-plans/${id}/status`);
      const status = mealPlanStatusSchema.parse(res.body);
      return status.status !== 'processing' && status;
    },
    20_000,
    `plan ${id} to finish`,
  );
}

async function proPerson(name: string) {
  const person = await signInAs(server.url, name);
  await makePro(server.db, person.userId);
  return person;
}

describe('plans API: sessions and validation', () => {
  it('answers 401 on every route without a session', async () => {
    const anonymous = new TestClient(server.url);
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string][] = [
      ['POST', '/api/meal-plans'],
      ['GET', '/api/meal-plans'],
      ['GET', '/api/meal-plans/active'],
      ['GET', '/api/meal-plans/events'],
      ['GET', `/api/meal-plans/${id}`],
      ['GET', `/api/meal-plans/${id}/status`],
      ['GET', `/api/meal-plans/${id}/events`],
      ['GET', `/api/meal-plans/${id}/prompts`],
      ['PUT', `/api/meal-plans/${id}/shopping-list`],
      ['POST', `/api/meal-plans/${id}/swap`],
      ['POST', `/api/meal-plans/${id}/retry`],
      ['DELETE', `/api/meal-plans/${id}`],
    ];
    for (const [method, path] of routes) {
      const res = await anonymous.json(path, { method, body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it("refuses invalid forms with the spec's submit messages, joined with '. '", async () => {
    const { client } = await signInAs(server.url, 'Val Idate');
    const cases: [object, string][] = [
      [{ ...FREE_PLAN_FORM, meals: [] }, 'Please select at least one meal type'],
      [{ ...FREE_PLAN_FORM, budget: '' }, 'Please enter a valid budget amount'],
      [{ ...FREE_PLAN_FORM, budget: '-5' }, 'Please enter a valid budget amount'],
      [{ ...FREE_PLAN_FORM, duration: 'x' }, 'Please enter a valid duration'],
      [{ ...FREE_PLAN_FORM, servingsPerMeal: '0' }, 'Please enter a valid number of servings'],
      [
        { ...FREE_PLAN_FORM, meals: [], budget: 'abc' },
        'Please select at least one meal type. Please enter a valid budget amount',
      ],
      [
        { ...FREE_PLAN_FORM, budget: '11' },
        'Budget is too low for the number of meals and servings',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await client.json<{ error: { code: string; message: string } }>(
        '/api/meal-plans',
        { method: 'POST', body },
      );
      expect(res.status, message).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    // The minimum-budget rule of the shared budget check, word for word.
    const low = await client.json<{ error: { message: string } }>('/api/meal-plans', {
      method: 'POST',
      body: { ...FREE_PLAN_FORM, meals: ['Dinner'], budget: '4' },
    });
    expect(low.status).toBe(400);
    expect(low.body.error.message).toBe(
      'Your budget of $4 is too low for 2 people over 1 day with dinner. We recommend a minimum budget of $5.',
    );
    const target = await client.json<{ error: { field: string } }>('/api/meal-plans', {
      method: 'POST',
      body: { ...FREE_PLAN_FORM, store: 'Target' },
    });
    expect(target.status).toBe(400);
    expect(target.body.error.field).toBe('store');
    const notJson = await client.request('/api/meal-plans', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(notJson.status).toBe(400);
    // Nothing was stored by any refusal.
    const list = mealPlanListResponseSchema.parse((await client.json('/api/meal-plans')).body);
    expect(list.plans).toEqual([]);
  });

  it('refuses a cross-site create (CSRF origin check)', async () => {
    const { client } = await signInAs(server.url, 'Cross Site');
    const res = await client.json('/api/meal-plans', {
      method: 'POST',
      body: FREE_PLAN_FORM,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('plans API: tier limits on the server', () => {
  it('a free person creates one plan in total, of 1 day and 2 servings', async () => {
    const { client } = await signInAs(server.url, 'Free Fran');
    const longer = await client.json<{ error: { code: string; message: string } }>(
      '/api/meal-plans',
      { method: 'POST', body: { ...FREE_PLAN_FORM, duration: '7', budget: '200' } },
    );
    expect(longer.status).toBe(403);
    expect(longer.body.error).toEqual({
      code: 'UPGRADE_REQUIRED',
      message: FREE_PLAN_SHAPE_MESSAGE,
      field: 'duration',
    });
    const more = await client.json('/api/meal-plans', {
      method: 'POST',
      body: { ...FREE_PLAN_FORM, servingsPerMeal: '4', budget: '100' },
    });
    expect(more.status).toBe(403);

    // Two at once: exactly one is created.
    const both = await Promise.all(
      [1, 2].map(() => client.json('/api/meal-plans', { method: 'POST', body: FREE_PLAN_FORM })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 403]);
    const refused = both.find((r) => r.status === 403)!.body as { error: { message: string } };
    expect(refused.error.message).toBe(FREE_PLAN_USED_MESSAGE);

    const again = await client.json('/api/meal-plans', { method: 'POST', body: FREE_PLAN_FORM });
    expect(again.status).toBe(403);
    const me = await client.json<{ planCount: number }>('/api/me');
    expect(me.body.planCount).toBe(1);
  });

  it('a Pro person creates any number of plans of 1, 3, 5 or 7 days and 1 to 50 servings', async () => {
    const { client } = await proPerson('Pro Pat');
    const two = await client.json<{ error: { message: string } }>('/api/meal-plans', {
      method: 'POST',
      body: { ...PRO_FORM, duration: '2' },
    });
    expect(two.status).toBe(400);
    expect(two.body.error.message).toBe('Please enter a valid duration');
    const tooMany = await client.json<{ error: { message: string } }>('/api/meal-plans', {
      method: 'POST',
      body: { ...PRO_FORM, servingsPerMeal: '51', budget: '9000' },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('Please enter a valid number of servings');
    const created = [];
    for (const [duration, servings] of [
      ['1', '1'],
      ['3', '2'],
      ['5', '50'],
    ]) {
      created.push(
        await createPlan(client, {
          ...PRO_FORM,
          duration,
          servingsPerMeal: servings,
          // $36 a person a day, $60 at least: one day for one person opens whole packages
          // (its cheapest plan is about $48 at May 2026 prices).
          budget: String(Math.max(60, Number(duration) * Number(servings) * 36)),
        }),
      );
    }
    for (const plan of created) {
      const done = await finished(client, plan.id);
      expect(done.status, JSON.stringify(done).slice(0, 400)).toBe('completed');
    }
  });
});

describe('plans API: generation, reading and progress', () => {
  it('classic: stores the plan as processing, pushes each step over SSE, and completes', async () => {
    const { client, userId } = await proPerson('Classic Cleo');
    const plan = await createPlan(client, {
      ...PRO_FORM,
      budget: ' 400.50 ',
      preferences: { note: '  <b>no mushrooms</b> ', tags: [' <x> '] },
    });
    expect(plan).toMatchObject({
      status: 'processing',
      name: GENERATING_NAME,
      progress: 0,
      budget: 400.5,
      budgetCents: 40050,
      duration: 7,
      servingsPerMeal: 4,
      meals: ['breakfast', 'lunch', 'dinner'],
      totalMeals: 21,
      store: 'walmart',
      generationMethod: 'classic',
      userName: 'Classic Cleo',
      metadata: {
        budget: 400.5,
        duration: 7,
        total_recipes: 21,
        store: 'walmart',
        servings_per_meal: 4,
      },
    });

    const stream = await collectSse(client, `/api/meal-plans/${plan.id}/events`);
    expect(stream.ended).toBe(true);
    // A reconnecting EventSource is told that the plan's stream is over.
    const reconnect = await client.request(`/api/meal-plans/${plan.id}/events`, {
      headers: { 'last-event-id': stream.events.at(-1)!.id! },
    });
    expect(reconnect.status).toBe(204);
    const statuses = stream.events.map((e) => mealPlanStatusSchema.parse(e.data));
    expect(statuses.at(-1)).toMatchObject({ status: 'completed', percentComplete: 100 });
    const percents = statuses.map((s) => s.percentComplete);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    const versions = statuses.map((s) => s.version);
    expect(new Set(versions).size).toBe(versions.length);

    const detail = mealPlanDetailResponseSchema.parse(
      (await client.json(`/api/meal-plans/${plan.id}`)).body,
    ).plan;
    expect(detail.status).toBe('completed');
    expect(detail.name).toBe('7-Day Meal Plan');
    // No total in the description (issue 29): the list's total is the one figure.
    expect(detail.description).toMatch(
      /^Breakfast, lunch and dinner for 4 people at Walmart, on a \$[\d,.]+ budget\.$/,
    );
    expect(detail.generatedPlan!.recipes).toHaveLength(21);
    expect(detail.settings).toMatchObject({
      meals: ['breakfast', 'lunch', 'dinner'],
      store: 'walmart',
      budget: '400.50',
      budgetPreference: 'balanced',
      duration: 7,
      servingsPerMeal: 4,
      preferences: { note: 'bno mushrooms/b', tags: ['x'] },
    });
    expect(detail.progressDetail.steps.map((s) => s.step)).toEqual([
      'load-preferences',
      'optimise-week',
      'price-list',
      'finalise',
    ]);
    expect(detail.progressDetail.steps.every((s) => s.durationMs !== null)).toBe(true);
    expect(detail.totalCostCents).toBeGreaterThan(0);
    expect(detail.totalCostCents).toBeLessThanOrEqual(40050);
    expect(detail.cart).not.toBeNull();
    expect(detail.completedAt).not.toBeNull();

    const status = mealPlanStatusSchema.parse(
      (await client.json(`/api/meal-plans/${plan.id}/status`)).body,
    );
    expect(status).toMatchObject({
      status: 'completed',
      currentStep: 'completed',
      percentComplete: 100,
      error: null,
    });
    const prompts = aiPromptsResponseSchema.parse(
      (await client.json(`/api/meal-plans/${plan.id}/prompts`)).body,
    ).prompts;
    expect(prompts.map((p) => p.type)).toEqual(['classic']);
    const [row] = await server.db.select().from(mealPlans).where(eq(mealPlans.id, plan.id));
    expect(row!.userId).toBe(userId);
    expect(row!.budgetCents).toBe(40050);
  });

  it('new method: records each step (dishes, week, pricing, finalise) in ai_prompts', async () => {
    const { client } = await proPerson('Stepwise Sam');
    await client.json('/api/preferences', {
      method: 'PUT',
      body: {
        cuisinePreferences: ['italian', 'thai'],
        breakfastPreferences: ['eggs'],
        lunchPreferences: ['soup'],
        dinnerPreferences: ['tacos'],
        allergies: ['peanuts'],
      },
    });
    const plan = await createPlan(client, { ...PRO_FORM, duration: '3', useNewGeneration: true });
    expect(plan.generationMethod).toBe('new');
    const stream = await collectSse(client, `/api/meal-plans/${plan.id}/events`);
    expect(stream.events.at(-1)!.data).toMatchObject({ status: 'completed' });
    const prompts = aiPromptsResponseSchema.parse(
      (await client.json(`/api/meal-plans/${plan.id}/prompts`)).body,
    ).prompts;
    expect(prompts.map((p) => p.type)).toEqual([
      'step-1-choose-dishes',
      'step-2-optimise-week',
      'step-3-price-list',
      'step-4-finalise',
    ]);
    const step1 = JSON.parse(prompts[0]!.response) as { source: string; recipeIds: string[] };
    expect(step1.source).toBe('built-in');
    expect(step1.recipeIds.length).toBeGreaterThan(0);
    const step2 = JSON.parse(prompts[1]!.prompt) as {
      input: { preferredRecipeIds: string[]; allergies: string[]; cuisines: string[] };
    };
    expect(step2.input.preferredRecipeIds).toEqual(step1.recipeIds);
    expect(step2.input.allergies).toEqual(['peanuts']);
    expect(step2.input.cuisines).toEqual(['italian', 'thai']);
    const step3 = JSON.parse(prompts[2]!.response) as { source: string; problem: string };
    expect(step3.source).toBe('reference');
    expect(step3.problem).toContain('Walmart live prices are off');
    const detail = mealPlanDetailResponseSchema.parse(
      (await client.json(`/api/meal-plans/${plan.id}`)).body,
    ).plan;
    expect(detail.progressDetail.steps.map((s) => s.step)).toEqual([
      'load-preferences',
      'choose-dishes',
      'optimise-week',
      'price-list',
      'finalise',
    ]);
    expect(detail.generatedPlan!.recipes).toHaveLength(9);
  });

  it('lists newest first, and the person stream pushes every change of their plans', async () => {
    const { client } = await proPerson('Lister Lu');
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const collected = collectSse(client, '/api/meal-plans/events', {
      until: (events) =>
        events.filter(
          (e) => e.event === 'status' && (e.data as MealPlanStatus).status === 'completed',
        ).length >= 2,
      onOpen: () => opened(),
    });
    // The stream subscribes before its response starts, so nothing after this is missed.
    await open;
    const first = (await createPlan(client, PRO_FORM)).id;
    const second = (await createPlan(client, { ...PRO_FORM, duration: '1', budget: '100' })).id;
    const events = (await collected).events;
    const completedIds = events
      .filter((e) => (e.data as MealPlanStatus).status === 'completed')
      .map((e) => (e.data as MealPlanStatus).id);
    expect(completedIds.sort()).toEqual([first, second].sort());
    const list = mealPlanListResponseSchema.parse((await client.json('/api/meal-plans')).body);
    expect(list.plans.map((p) => p.id)).toEqual([second, first]);
    expect(list.plans.every((p) => p.status === 'completed' && p.totalCostCents! > 0)).toBe(true);
    const active = activeMealPlanResponseSchema.parse(
      (await client.json('/api/meal-plans/active')).body,
    );
    expect(active.plan).toBeNull();
  });

  it('reports where prices come from', async () => {
    const res = await new TestClient(server.url).json('/api/stores');
    expect(storesResponseSchema.parse(res.body).stores).toEqual([
      expect.objectContaining({ store: 'walmart', pricing: 'reference' }),
      expect.objectContaining({ store: 'kroger', pricing: 'reference' }),
      expect.objectContaining({ store: 'instacart', pricing: 'reference' }),
      expect.objectContaining({ store: 'target', pricing: 'reference' }),
    ]);
  });
});

describe('plans API: the shopping list, owner checks, delete and retry', () => {
  it('removes items and adds them back, saving and returning the whole list', async () => {
    const { client } = await proPerson('Shopper Sue');
    const plan = await createPlan(client, PRO_FORM);
    await finished(client, plan.id);
    const detail = mealPlanDetailResponseSchema.parse(
      (await client.json(`/api/meal-plans/${plan.id}`)).body,
    ).plan;
    const keys = Object.keys(detail.generatedPlan!.shopping_list.items);
    const [key] = keys;
    const item = detail.generatedPlan!.shopping_list.items[key!]!;
    const full = detail.totalCostCents!;

    const removed = await client.json(`/api/meal-plans/${plan.id}/shopping-list`, {
      method: 'PUT',
      body: {
        items: {
          ...detail.generatedPlan!.shopping_list.items,
          [key!]: { ...item, active: 0, price: 0.01 },
        },
      },
    });
    expect(removed.status).toBe(200);
    const list = shoppingListResponseSchema.parse(removed.body);
    expect(list.shopping_list.items[key!]).toMatchObject({ active: 0, price: item.price });
    expect(list.totalCents).toBe(full - Math.round(item.price * 100) * item.quantity_to_buy);
    expect(list.activeItemCount).toBe(keys.length - 1);
    // Saved: a reload shows it removed.
    const reloaded = mealPlanDetailResponseSchema.parse(
      (await client.json(`/api/meal-plans/${plan.id}`)).body,
    ).plan;
    expect(reloaded.generatedPlan!.shopping_list.items[key!]!.active).toBe(0);
    expect(reloaded.totalCostCents).toBe(list.totalCents);
    const listed = mealPlanListResponseSchema.parse((await client.json('/api/meal-plans')).body);
    expect(listed.plans[0]!.totalCostCents).toBe(list.totalCents);

    const back = shoppingListResponseSchema.parse(
      (
        await client.json(`/api/meal-plans/${plan.id}/shopping-list`, {
          method: 'PUT',
          body: { items: { [key!]: { active: 1 } } },
        })
      ).body,
    );
    expect(back.totalCents).toBe(full);
    const unknown = await client.json(`/api/meal-plans/${plan.id}/shopping-list`, {
      method: 'PUT',
      body: { items: { 'not-an-item': { active: 0 } } },
    });
    expect(unknown.status).toBe(400);
  });

  it('shows a change written by another server process, although it keeps read plans', async () => {
    const { client } = await proPerson('Second Server Sam');
    const plan = await createPlan(client, PRO_FORM);
    await finished(client, plan.id);
    const read = async () =>
      mealPlanDetailResponseSchema.parse((await client.json(`/api/meal-plans/${plan.id}`)).body)
        .plan;
    const listedTotal = async () =>
      mealPlanListResponseSchema
        .parse((await client.json('/api/meal-plans')).body)
        .plans.find((p) => p.id === plan.id)!.totalCostCents;
    const before = await read();
    const totalBefore = await listedTotal();
    const [key] = Object.keys(before.generatedPlan!.shopping_list.items);
    const item = before.generatedPlan!.shopping_list.items[key!]!;
    // What another process would write: straight to the row, behind this server's back.
    await server.db.$client.query(
      `update meal_plans
          set generated_plan = jsonb_set(generated_plan, $2::text[], '0'::jsonb)
        where id = $1`,
      [plan.id, ['shopping_list', 'items', key!, 'active']],
    );
    const after = await read();
    expect(after.generatedPlan!.shopping_list.items[key!]!.active).toBe(0);
    expect(after.generatedPlan!.shopping_list.items[key!]!.active).not.toBe(
      before.generatedPlan!.shopping_list.items[key!]!.active,
    );
    expect(after).toMatchObject({ id: plan.id, status: 'completed', viewerRole: 'owner' });
    expect(await listedTotal()).toBe(
      totalBefore! - Math.round(item.price * 100) * item.quantity_to_buy,
    );
  });

  it('swaps one meal for the best alternative and prices the list again', async () => {
    const { client } = await proPerson('Swapper Sid');
    const plan = await createPlan(client, { ...PRO_FORM, duration: '3', budget: '300' });
    await finished(client, plan.id);
    const before = mealPlanDetailResponseSchema.parse(
      (await client.json(`/api/meal-plans/${plan.id}`)).body,
    ).plan.generatedPlan!;
    const res = await client.json(`/api/meal-plans/${plan.id}/swap`, {
      method: 'POST',
      body: { day: 2, meal: 'Lunch' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = mealPlanDetailResponseSchema.parse(res.body).plan;
    const slot = (p: typeof before, day: number, meal: string) =>
      p.recipes.find((r) => r.day === day && r.meal === meal)!.recipeId;
    expect(slot(after.generatedPlan!, 2, 'lunch')).not.toBe(slot(before, 2, 'lunch'));
    for (const r of before.recipes.filter((r) => !(r.day === 2 && r.meal === 'lunch'))) {
      expect(slot(after.generatedPlan!, r.day, r.meal)).toBe(r.recipeId);
    }
    expect(after.totalCostCents).toBe(after.generatedPlan!.totals!.costCents);
    // Saved: the plan reads the same afterwards.
    const reread = mealPlanDetailResponseSchema.parse(
      (await client.json(`/api/meal-plans/${plan.id}`)).body,
    ).plan;
    expect(reread.generatedPlan).toEqual(after.generatedPlan);
    const noDay = await client.json<{ error: { code: string; message: string } }>(
      `/api/meal-plans/${plan.id}/swap`,
      { method: 'POST', body: { day: 5, meal: 'lunch' } },
    );
    expect(noDay.status).toBe(422);
    expect(noDay.body.error).toEqual({
      code: 'SWAP_NOT_POSSIBLE',
      message: 'The plan has no day 5.',
    });
    const bad = await client.json(`/api/meal-plans/${plan.id}/swap`, {
      method: 'POST',
      body: { day: 1, meal: 'brunch' },
    });
    expect(bad.status).toBe(400);

    // The alternatives: up to three, each with its cost change and energy; choosing one
    // swaps to exactly it, and the dish swapped out is never offered back.
    const options = swapOptionsResponseSchema.parse(
      (await client.json(`/api/meal-plans/${plan.id}/swap-options?day=2&meal=lunch`)).body,
    ).alternatives;
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(3);
    const swappedOut = [slot(before, 2, 'lunch'), slot(after.generatedPlan!, 2, 'lunch')];
    for (const o of options) expect(swappedOut).not.toContain(o.recipeId);
    const choice = options[options.length - 1]!;
    const chosen = mealPlanDetailResponseSchema.parse(
      (
        await client.json(`/api/meal-plans/${plan.id}/swap`, {
          method: 'POST',
          body: { day: 2, meal: 'lunch', recipeId: choice.recipeId },
        })
      ).body,
    ).plan.generatedPlan!;
    expect(slot(chosen, 2, 'lunch')).toBe(choice.recipeId);
    const entry = chosen.recipes.find((r) => r.day === 2 && r.meal === 'lunch')!;
    expect(entry.nutritionPerServing.kcal).toBeCloseTo(choice.kcal, -1);
    const notOffered = await client.json<{ error: { code: string } }>(
      `/api/meal-plans/${plan.id}/swap`,
      { method: 'POST', body: { day: 2, meal: 'lunch', recipeId: swappedOut[0] } },
    );
    expect(notOffered.status).toBe(422);
    for (const query of ['day=9&meal=lunch', 'day=1&meal=brunch', 'meal=lunch']) {
      const invalid = await client.json(`/api/meal-plans/${plan.id}/swap-options?${query}`);
      expect(invalid.status, query).toBe(400);
    }
  });

  it('answers 403 "Unauthorized access" for another person\'s plan and 404 for a missing one', async () => {
    const owner = await proPerson('Owner Olga');
    const other = await proPerson('Other Otto');
    const plan = await createPlan(owner.client, PRO_FORM);
    await finished(owner.client, plan.id);
    const missing = '4b1d6f7e-0000-4000-8000-000000000000';
    const requests: [string, string, object?][] = [
      ['GET', ''],
      ['GET', '/status'],
      ['GET', '/events'],
      ['GET', '/prompts'],
      ['PUT', '/shopping-list', { items: {} }],
      ['POST', '/swap', { day: 1, meal: 'lunch' }],
      ['GET', '/swap-options?day=1&meal=lunch'],
      ['POST', '/retry', {}],
      ['PATCH', '', { name: 'Mine now' }],
      ['DELETE', ''],
    ];
    for (const [method, suffix, body] of requests) {
      const denied = await other.client.json<{ error: { code: string; message: string } }>(
        `/api/meal-plans/${plan.id}${suffix}`,
        { method, body },
      );
      expect(denied.status, `${method} ${suffix}`).toBe(403);
      expect(denied.body.error).toEqual({ code: 'FORBIDDEN', message: 'Unauthorized access' });
      const gone = await other.client.json<{ error: { message: string } }>(
        `/api/meal-plans/${missing}${suffix}`,
        { method, body },
      );
      expect(gone.status, `${method} ${suffix} missing`).toBe(404);
      expect(gone.body.error.message).toBe('Meal plan not found');
    }
    expect((await other.client.json('/api/meal-plans/not-a-uuid')).status).toBe(404);
    // The other person's list and active plan never show it.
    const list = mealPlanListResponseSchema.parse(
      (await other.client.json('/api/meal-plans')).body,
    );
    expect(list.plans).toEqual([]);
    // And nothing changed.
    const still = mealPlanDetailResponseSchema.parse(
      (await owner.client.json(`/api/meal-plans/${plan.id}`)).body,
    ).plan;
    expect(still.status).toBe('completed');
    expect(still.name).not.toBe('Mine now');
  });

  it('renames a finished plan; refuses an empty, too long or unfinished one with a message', async () => {
    const { client } = await proPerson('Renamer Ren');
    const plan = await createPlan(client, PRO_FORM);
    // Not finished yet: its name is the generator's to set.
    const early = await client.json<{ error: { code: string } }>(`/api/meal-plans/${plan.id}`, {
      method: 'PATCH',
      body: { name: 'Too soon' },
    });
    if (early.status !== 200) expect(early.body.error.code).toBe('NOT_READY');
    await finished(client, plan.id);
    const renamed = await client.json(`/api/meal-plans/${plan.id}`, {
      method: 'PATCH',
      body: { name: '  Week of soups  ' },
    });
    expect(renamed.status).toBe(200);
    expect(mealPlanCreatedResponseSchema.parse(renamed.body).plan.name).toBe('Week of soups');
    const listed = mealPlanListResponseSchema.parse((await client.json('/api/meal-plans')).body);
    expect(listed.plans.find((p) => p.id === plan.id)!.name).toBe('Week of soups');
    for (const [name, message] of [
      ['   ', 'Please enter a name for the meal plan'],
      ['x'.repeat(81), 'A plan name can be at most 80 characters'],
    ] as const) {
      const refused = await client.json<{ error: { message: string } }>(
        `/api/meal-plans/${plan.id}`,
        { method: 'PATCH', body: { name } },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toContain(message);
    }
    const after = mealPlanDetailResponseSchema.parse(
      (await client.json(`/api/meal-plans/${plan.id}`)).body,
    ).plan;
    expect(after.name).toBe('Week of soups');
  });

  it("retry uses the person's current diets and allergies, not the ones the plan failed with", async () => {
    const { client } = await proPerson('Retry Reva');
    const tastes = {
      cuisinePreferences: ['italian'],
      breakfastPreferences: ['eggs'],
      lunchPreferences: ['soup'],
      dinnerPreferences: ['tacos'],
    };
    await client.json('/api/preferences', {
      method: 'PUT',
      body: { ...tastes, dietaryRestrictions: ['vegan', 'glutenFree', 'paleo', 'whole30'] },
    });
    const plan = await createPlan(client, FREE_PLAN_FORM);
    await finished(client, plan.id);
    expect((await settingsOf(plan.id)).dietaryRestrictions).toEqual([
      'vegan',
      'glutenFree',
      'paleo',
      'whole30',
    ]);
    // Whatever the planner made of it, the plan is the failed one the person retries.
    await server.db
      .update(mealPlans)
      .set({ status: 'error', error: 'No plan fits these diets', generatedPlan: null })
      .where(eq(mealPlans.id, plan.id));
    await client.json('/api/preferences', {
      method: 'PUT',
      body: { ...tastes, dietaryRestrictions: ['vegetarian'], allergies: ['peanuts'] },
    });
    const retried = await client.json(`/api/meal-plans/${plan.id}/retry`, { method: 'POST' });
    expect(retried.status).toBe(202);
    const settings = await settingsOf(plan.id);
    expect(settings.dietaryRestrictions).toEqual(['vegetarian']);
    expect(settings.allergies).toEqual(['peanuts']);
    expect((await finished(client, plan.id)).status).toBe('completed');
  });

  it('deletes a plan and its ai_prompts', async () => {
    const { client } = await proPerson('Deleter Dee');
    const plan = await createPlan(client, { ...PRO_FORM, useNewGeneration: true });
    await finished(client, plan.id);
    const before = await server.db
      .select()
      .from(aiPrompts)
      .where(eq(aiPrompts.mealPlanId, plan.id));
    expect(before).toHaveLength(4);
    const res = await client.json(`/api/meal-plans/${plan.id}`, { method: 'DELETE' });
    expect(res).toEqual({ status: 200, body: { id: plan.id, deleted: true } });
    expect((await client.json(`/api/meal-plans/${plan.id}`)).status).toBe(404);
    const after = await server.db.select().from(aiPrompts).where(eq(aiPrompts.mealPlanId, plan.id));
    expect(after).toEqual([]);
  });

  it('a failed generation says why; retry regenerates from the saved settings', async () => {
    const { client } = await proPerson('Retry Rae');
    // A strict $13 budget is valid for the form but below the cheapest plan of the catalogue.
    const plan = await createPlan(client, {
      ...FREE_PLAN_FORM,
      budget: '13',
      budgetPreference: 'strict',
    });
    const failed = await finished(client, plan.id);
    expect(failed.status).toBe('error');
    expect(failed.currentStep).toBe('error');
    expect(failed.error).toMatch(/^Your budget of \$13 is too low for these choices/);
    const listed = mealPlanListResponseSchema.parse((await client.json('/api/meal-plans')).body);
    expect(listed.plans[0]).toMatchObject({
      id: plan.id,
      status: 'error',
      error: failed.error,
      name: '1-Day Meal Plan',
    });

    // A completed plan cannot be retried; a failed one can, once at a time.
    await server.db
      .update(mealPlans)
      .set({ budgetCents: 6000, settings: { ...(await settingsOf(plan.id)), budget: '60' } })
      .where(eq(mealPlans.id, plan.id));
    const retried = await client.json(`/api/meal-plans/${plan.id}/retry`, { method: 'POST' });
    expect(retried.status).toBe(202);
    const retriedPlan = mealPlanCreatedResponseSchema.parse(retried.body).plan;
    expect(retriedPlan).toMatchObject({
      status: 'processing',
      progress: 0,
      message: RETRYING_MESSAGE,
      error: null,
    });
    // The stream of a retried plan shows the new attempt to its end.
    const events = (await collectSse(client, `/api/meal-plans/${plan.id}/events`)).events.map(
      (e) => e.data as MealPlanStatus,
    );
    expect(events.at(-1)!.status).toBe('completed');
    expect(events.at(-1)!.version).toBeGreaterThan(failed.version);
    const again = await client.json<{ error: { code: string } }>(
      `/api/meal-plans/${plan.id}/retry`,
      { method: 'POST' },
    );
    expect(again.status).toBe(409);
    const rows = await server.db
      .select()
      .from(mealPlans)
      .where(and(eq(mealPlans.id, plan.id), eq(mealPlans.status, 'completed')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.error).toBeNull();
  });
});

async function settingsOf(id: string) {
  const [row] = await server.db.select().from(mealPlans).where(eq(mealPlans.id, id));
  return row!.settings;
}
