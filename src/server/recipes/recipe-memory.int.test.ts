/**
 * Ratings, favourites, pins, the recipe library and "Replan the rest" against real
 * PostgreSQL with the generation worker in the process (issue 32): every route with another
 * person's session, bad input, and the planner listening through the stored rows.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../planner/catalogue';
import { fittingRecipeIds } from '../../planner/plan-checker';
import { planInputSchema } from '../../planner/plan-input';
import {
  mealPlanCreatedResponseSchema,
  mealPlanDetailResponseSchema,
  mealPlanStatusSchema,
} from '../../shared/meal-plan';
import type {
  MealLocksResponse,
  RecipeDetailResponse,
  RecipeFeedbackListResponse,
  RecipePinListResponse,
  RecipeSearchResponse,
} from '../../shared/recipe-memory';
import { mealPlans, recipeFeedback, recipePins } from '../db/schema';
import { readReferenceData } from '../catalogue/load-reference-catalogue';
import { TestClient } from '../test-support/http-client';
import type { TestServer } from '../test-support/test-server';
import {
  FREE_PLAN_FORM,
  fixtureDataDir,
  makePro,
  signInAs,
  startPlansTestServer,
  waitFor,
} from '../plans/plans-test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startPlansTestServer();
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

const fixture = readReferenceData(fixtureDataDir());
const recipes = fixture.recipes;
const dinner = recipes.find((r) => r.meal === 'dinner')!;
const breakfast = recipes.find((r) => r.meal === 'breakfast')!;

const FORM = { ...FREE_PLAN_FORM, duration: '7', budget: '400' } as const;

async function person(name: string) {
  const p = await signInAs(server.url, name);
  await makePro(server.db, p.userId);
  return p;
}

async function createdPlan(client: TestClient, body: object) {
  const res = await client.json('/api/meal-plans', { method: 'POST', body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return mealPlanCreatedResponseSchema.parse(res.body).plan.id;
}

async function savePreferences(client: TestClient, body: object) {
  const res = await client.json('/api/preferences', { method: 'PUT', body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function finishedPlan(client: TestClient, id: string) {
  await waitFor(
    async () => {
      const status = mealPlanStatusSchema.parse(
        (await client.json(`/api/meal-plans/${id}/status`)).body,
      );
      if (status.status === 'error') throw new Error(`plan failed: ${status.error}`);
      return status.status === 'completed';
    },
    30_000,
    `plan ${id}`,
  );
  const detail = mealPlanDetailResponseSchema.parse(
    (await client.json(`/api/meal-plans/${id}`)).body,
  );
  return detail.plan.generatedPlan!;
}

describe('ratings and favourites', () => {
  it('needs a session', async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.json('/api/recipe-feedback')).status).toBe(401);
    expect((await anonymous.json('/api/recipes')).status).toBe(401);
    expect((await anonymous.json('/api/recipe-pins')).status).toBe(401);
  });

  it("rates and hearts per person; nobody sees or changes another person's", async () => {
    const ann = await person('Ann');
    const bob = await person('Bob');
    const put = (c: TestClient, id: string, body: object) =>
      c.json(`/api/recipe-feedback/${id}`, { method: 'PUT', body });
    expect((await put(ann.client, dinner.id, { rating: 'never' })).status).toBe(200);
    expect((await put(ann.client, breakfast.id, { favourite: true })).status).toBe(200);
    // Changeable: another tap replaces the rating; the heart stays.
    const changed = await put(ann.client, breakfast.id, { rating: 'loved' });
    expect(changed.body).toMatchObject({
      feedback: { recipeId: breakfast.id, rating: 'loved', favourite: true },
    });

    // Bob's session: sees none of Ann's, and his own rating of the same recipe is his.
    expect(
      (await bob.client.json<RecipeFeedbackListResponse>('/api/recipe-feedback')).body.feedback,
    ).toEqual([]);
    await put(bob.client, dinner.id, { rating: 'loved' });
    const annList = (await ann.client.json<RecipeFeedbackListResponse>('/api/recipe-feedback')).body
      .feedback;
    expect(annList.find((f) => f.recipeId === dinner.id)).toMatchObject({
      rating: 'never',
      title: dinner.title,
    });
    const bobList = (await bob.client.json<RecipeFeedbackListResponse>('/api/recipe-feedback')).body
      .feedback;
    expect(bobList).toHaveLength(1);
    expect(bobList[0]).toMatchObject({ recipeId: dinner.id, rating: 'loved' });

    // Undo (Settings' never-again list): the rating cleared.
    const undone = await put(ann.client, dinner.id, { rating: null });
    expect(undone.body).toMatchObject({ feedback: { rating: null } });
  });

  it('answers bad input with a 400 and a message, an unknown recipe with a 404', async () => {
    const { client } = await person('Cy');
    const bad = [
      await client.json(`/api/recipe-feedback/${dinner.id}`, {
        method: 'PUT',
        body: { rating: 'meh' },
      }),
      await client.json(`/api/recipe-feedback/${dinner.id}`, { method: 'PUT', body: {} }),
      await client.json(`/api/recipe-feedback/${dinner.id}`, {
        method: 'PUT',
        body: { rating: 'loved', extra: 1 },
      }),
      await client.json('/api/recipe-feedback/NOT%20AN%20ID', {
        method: 'PUT',
        body: { rating: 'fine' },
      }),
      await client.json(`/api/recipe-pins/${dinner.id}`, { method: 'PUT', body: { day: 2 } }),
      await client.json(`/api/recipe-pins/${dinner.id}`, {
        method: 'PUT',
        body: { day: 2, meal: 'breakfast' },
      }),
      await client.json('/api/recipes?maxMinutes=abc'),
      await client.json(`/api/recipes/${dinner.id}?servings=0`),
    ];
    for (const res of bad) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect((res.body as { error: { message: string } }).error.message.length).toBeGreaterThan(5);
    }
    const unknown = await client.json('/api/recipe-feedback/no-such-recipe', {
      method: 'PUT',
      body: { rating: 'fine' },
    });
    expect(unknown.status).toBe(404);
    expect((await client.json('/api/recipes/no-such-recipe')).status).toBe(404);
  });
});

describe('pins', () => {
  it('are per person: listed, moved, removed; another person cannot remove them', async () => {
    const ann = await person('Ann P');
    const bob = await person('Bob P');
    const pinned = await ann.client.json(`/api/recipe-pins/${dinner.id}`, {
      method: 'PUT',
      body: { day: 5, meal: 'dinner' },
    });
    expect(pinned.body).toMatchObject({ pin: { recipeId: dinner.id, day: 5, meal: 'dinner' } });
    expect((await bob.client.json<RecipePinListResponse>('/api/recipe-pins')).body.pins).toEqual(
      [],
    );
    expect(
      (await bob.client.json(`/api/recipe-pins/${dinner.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    const list = (await ann.client.json<RecipePinListResponse>('/api/recipe-pins')).body.pins;
    expect(list).toEqual([{ recipeId: dinner.id, title: dinner.title, day: 5, meal: 'dinner' }]);
    expect(
      (await ann.client.json(`/api/recipe-pins/${dinner.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect((await ann.client.json<RecipePinListResponse>('/api/recipe-pins')).body.pins).toEqual(
      [],
    );
  });
});

describe('the recipe library', () => {
  it('searches by name and ingredient, filters, and shows a recipe at any servings', async () => {
    const { client } = await person('Dee');
    const all = (await client.json<RecipeSearchResponse>('/api/recipes')).body;
    expect(all.recipes).toHaveLength(recipes.length);
    const word = dinner.title.split(' ')[0]!.toLowerCase();
    const byName = (
      await client.json<RecipeSearchResponse>(`/api/recipes?q=${encodeURIComponent(word)}`)
    ).body.recipes;
    expect(byName.map((r) => r.id)).toContain(dinner.id);
    const food = fixture.foods.find((f) => f.id === dinner.ingredients[0]!.foodId)!;
    const byIngredient = (
      await client.json<RecipeSearchResponse>(`/api/recipes?q=${encodeURIComponent(food.name)}`)
    ).body.recipes;
    expect(byIngredient.map((r) => r.id)).toContain(dinner.id);
    const quick = (
      await client.json<RecipeSearchResponse>(
        '/api/recipes?meal=dinner&maxMinutes=30&diets=vegetarian',
      )
    ).body.recipes;
    expect(quick.length).toBeLessThan(all.recipes.length);
    for (const r of quick) {
      expect(r.meal).toBe('dinner');
      expect(r.totalMinutes).toBeLessThanOrEqual(30);
      expect(r.diets).toContain('vegetarian');
    }

    const at = async (servings: number) =>
      (await client.json<RecipeDetailResponse>(`/api/recipes/${dinner.id}?servings=${servings}`))
        .body.recipe;
    const base = await at(dinner.servings);
    const six = await at(6);
    expect(six.servings).toBe(6);
    expect(six.baseServings).toBe(dinner.servings);
    expect(six.ingredients).toHaveLength(base.ingredients.length);
    if (dinner.servings !== 6) expect(six.ingredients).not.toEqual(base.ingredients);
    expect(six.nutritionPerServing).toEqual(base.nutritionPerServing);
  });

  it('"fits me" keeps only recipes of the person\'s diets and allergies', async () => {
    const { client } = await person('Eve');
    await savePreferences(client, {
      cuisinePreferences: ['italian'],
      breakfastPreferences: ['eggs'],
      lunchPreferences: ['salad'],
      dinnerPreferences: ['tacos'],
      dietaryRestrictions: ['vegetarian'],
      allergies: [],
      customAllergies: [],
    });
    const fits = (await client.json<RecipeSearchResponse>('/api/recipes?fitsMe=1')).body.recipes;
    expect(fits.length).toBeGreaterThan(0);
    expect(fits.every((r) => r.diets.includes('vegetarian'))).toBe(true);
  });
});

describe('the planner listens through the stored rows', () => {
  it('never plans a never-again recipe again, and pins go where they were pinned', async () => {
    const { client } = await person('Fay');
    const first = await finishedPlan(client, await createdPlan(client, FORM));
    const dinners = first.recipes.filter((r) => r.meal === 'dinner').map((r) => r.recipeId);
    for (const id of new Set(dinners)) {
      await client.json(`/api/recipe-feedback/${id}`, { method: 'PUT', body: { rating: 'never' } });
    }
    // A saved pin ("Pin to my next plan") is taken by the next plan, then cleared.
    const catalogue = buildCatalogue({ ...fixture, pantryCatalogue: fixture.pantryCatalogue });
    const input = planInputSchema.parse({
      meals: ['breakfast', 'lunch', 'dinner'],
      days: 7,
      servings: 2,
      budgetCents: 40000,
    });
    const pinId = fittingRecipeIds(fixture, input, 'lunch')[0]!;
    expect(catalogue.recipeIndexById.has(pinId)).toBe(true);
    await client.json(`/api/recipe-pins/${pinId}`, {
      method: 'PUT',
      body: { day: 3, meal: 'lunch' },
    });
    const second = await finishedPlan(client, await createdPlan(client, FORM));
    expect(second.recipes.filter((r) => dinners.includes(r.recipeId))).toEqual([]);
    expect(second.recipes.find((r) => r.day === 3 && r.meal === 'lunch')).toMatchObject({
      recipeId: pinId,
      pinned: true,
    });
    expect((await client.json<RecipePinListResponse>('/api/recipe-pins')).body.pins).toEqual([]);
  });

  it('refuses a pin that breaks a diet, with the reason', async () => {
    const { client } = await person('Gus');
    await savePreferences(client, {
      cuisinePreferences: ['italian'],
      breakfastPreferences: ['eggs'],
      lunchPreferences: ['salad'],
      dinnerPreferences: ['tacos'],
      dietaryRestrictions: ['vegan'],
      allergies: [],
      customAllergies: [],
    });
    const input = planInputSchema.parse({
      meals: ['dinner'],
      days: 7,
      servings: 2,
      budgetCents: 40000,
      diets: ['vegan'],
    });
    const vegan = new Set(fittingRecipeIds(fixture, input, 'dinner'));
    const meat = recipes.find((r) => r.meal === 'dinner' && !vegan.has(r.id))!;
    const res = await client.json<{ error: { code: string; message: string } }>('/api/meal-plans', {
      method: 'POST',
      body: { ...FORM, pins: [{ recipeId: meat.id, day: 2, meal: 'dinner' }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('PIN_REFUSED');
    expect(res.body.error.message).toContain(meat.title);
    expect(res.body.error.message).toMatch(/is not Vegan|contains/);
  });

  it('locks two dinners and replans the rest; the list follows; only the owner may', async () => {
    const { client } = await person('Hal');
    const other = await person('Ida');
    const id = await createdPlan(client, FORM);
    const before = await finishedPlan(client, id);
    const locked = [
      { day: 2, meal: 'dinner' as const },
      { day: 5, meal: 'dinner' as const },
    ];
    const lockedIds = locked.map(
      (l) => before.recipes.find((r) => r.day === l.day && r.meal === l.meal)!.recipeId,
    );
    expect(
      (
        await other.client.json(`/api/meal-plans/${id}/replan`, {
          method: 'POST',
          body: { locked },
        })
      ).status,
    ).toBe(403);
    for (const body of [{}, { locked: [{ day: 9, meal: 'dinner' }] }, { locked: 'all' }]) {
      const res = await client.json(`/api/meal-plans/${id}/replan`, { method: 'POST', body });
      expect(res.status).toBe(400);
    }
    const res = await client.json(`/api/meal-plans/${id}/replan`, {
      method: 'POST',
      body: { locked },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const after = await finishedPlan(client, id);
    locked.forEach((l, i) => {
      expect(after.recipes.find((r) => r.day === l.day && r.meal === l.meal)).toMatchObject({
        recipeId: lockedIds[i],
        pinned: true,
      });
    });
    const changed = after.recipes.filter(
      (r, i) => r.recipeId !== before.recipes[i]!.recipeId,
    ).length;
    // Planned again, not kept: a good share of the unlocked meals changes (the week's floors
    // and time limits leave fewer cheap choices, so some come back on their own merit).
    expect(changed).toBeGreaterThanOrEqual(Math.ceil(before.recipes.length / 3));
    // The list is the new plan's: what is bought, and how much, changed with the meals.
    const bought = (p: typeof before) =>
      Object.entries(p.shopping_list.items)
        .map(([key, item]) => `${key}:${item.quantity_to_buy}:${item.usedGrams}`)
        .sort();
    expect(bought(after)).not.toEqual(bought(before));
    expect(after.totals!.costCents).toBeLessThanOrEqual(40000);
  });
});

describe('locked meals', () => {
  it('are stored with the plan: a reload shows them, a replan keeps them; only the owner may', async () => {
    const { client } = await person('Kim');
    const other = await person('Lou');
    const id = await createdPlan(client, { ...FORM, meals: ['Dinner'] });
    await finishedPlan(client, id);
    const locksOf = async (c: TestClient) =>
      mealPlanDetailResponseSchema.parse((await c.json(`/api/meal-plans/${id}`)).body).plan
        .lockedMeals;
    const lock = (c: TestClient, body: object) =>
      c.json<MealLocksResponse & { error?: { message: string } }>(`/api/meal-plans/${id}/locks`, {
        method: 'PUT',
        body,
      });
    expect(await locksOf(client)).toEqual([]);

    expect((await lock(client, { day: 5, meal: 'dinner', locked: true })).body.locked).toEqual([
      { day: 5, meal: 'dinner' },
    ]);
    const both = [
      { day: 2, meal: 'dinner' },
      { day: 5, meal: 'dinner' },
    ];
    expect((await lock(client, { day: 2, meal: 'dinner', locked: true })).body.locked).toEqual(
      both,
    );
    // Locking a locked meal again changes nothing.
    expect((await lock(client, { day: 2, meal: 'dinner', locked: true })).body.locked).toEqual(
      both,
    );
    // A reload (a new read of the plan) shows them.
    expect(await locksOf(client)).toEqual(both);

    // Another person can neither lock, unlock nor clear them.
    expect((await lock(other.client, { day: 5, meal: 'dinner', locked: false })).status).toBe(403);
    expect((await lock(other.client, { day: 3, meal: 'dinner', locked: true })).status).toBe(403);
    expect(
      (await other.client.json(`/api/meal-plans/${id}/locks`, { method: 'DELETE', body: {} }))
        .status,
    ).toBe(403);
    expect(await locksOf(client)).toEqual(both);

    // Bad input: 400 with a message, and nothing changes.
    for (const body of [
      {},
      { day: 9, meal: 'dinner', locked: true },
      { day: 2, meal: 'brunch', locked: true },
      { day: 2, meal: 'dinner' },
      { day: 2, meal: 'dinner', locked: 'yes' },
      { day: 2, meal: 'dinner', locked: true, recipeId: 'x' },
    ]) {
      const res = await lock(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error!.message).toBeTruthy();
    }
    const missing = await lock(client, { day: 2, meal: 'breakfast', locked: true });
    expect(missing.status).toBe(400);
    expect(missing.body.error!.message).toBe('The plan has no breakfast on day 2.');
    expect(await locksOf(client)).toEqual(both);

    expect((await lock(client, { day: 5, meal: 'dinner', locked: false })).body.locked).toEqual([
      { day: 2, meal: 'dinner' },
    ]);
    // "Replan the rest" keeps what it kept locked.
    const replan = await client.json(`/api/meal-plans/${id}/replan`, {
      method: 'POST',
      body: { locked: [{ day: 2, meal: 'dinner' }] },
    });
    expect(replan.status).toBe(202);
    await finishedPlan(client, id);
    expect(await locksOf(client)).toEqual([{ day: 2, meal: 'dinner' }]);

    // "Unlock all".
    const cleared = await client.json<MealLocksResponse>(`/api/meal-plans/${id}/locks`, {
      method: 'DELETE',
      body: {},
    });
    expect([cleared.status, cleared.body.locked]).toEqual([200, []]);
    expect(await locksOf(client)).toEqual([]);
  });
});

describe('a cook-once lunch', () => {
  it('cannot be locked by itself: 400 with the dinner to lock instead, for the lock and the replan', async () => {
    const { client } = await person('Max');
    const other = await person('Ned');
    const id = await createdPlan(client, { ...FORM, meals: ['Lunch', 'Dinner'] });
    const plan = await finishedPlan(client, id);
    // Day 3's lunch made the leftovers of day 2's dinner, as the planner writes a cook-once
    // pair (the fixture's week need not have one, so the stored plan is given one).
    const dinner2 = plan.recipes.find((r) => r.day === 2 && r.meal === 'dinner')!;
    const recipesWithPair = plan.recipes.map((r) => {
      if (r === dinner2) return { ...r, cooksFor: { day: 3, meal: 'lunch' as const, servings: 2 } };
      if (r.day === 3 && r.meal === 'lunch') {
        const { cooksFor: _none, ...rest } = r;
        return {
          ...rest,
          recipeId: dinner2.recipeId,
          dish: dinner2.dish,
          cookedWith: { day: 2, meal: 'dinner' as const },
        };
      }
      return r;
    });
    await server.db
      .update(mealPlans)
      .set({ generatedPlan: { ...plan, recipes: recipesWithPair } })
      .where(eq(mealPlans.id, id));
    const lock = (c: TestClient, body: object) =>
      c.json<MealLocksResponse & { error?: { code: string; message: string } }>(
        `/api/meal-plans/${id}/locks`,
        { method: 'PUT', body },
      );
    const expected = `Day 3's lunch is the leftovers of day 2's dinner (cook once, eat twice), so it cannot be locked by itself: lock day 2's dinner to keep ${dinner2.dish}.`;

    // Another person's session is refused before anything is said of the meal.
    expect((await lock(other.client, { day: 3, meal: 'lunch', locked: true })).status).toBe(403);
    const refused = await lock(client, { day: 3, meal: 'lunch', locked: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'LOCK_REFUSED', message: expected });
    // Unlocking it is harmless, and the dinner it comes from locks as any meal.
    expect((await lock(client, { day: 3, meal: 'lunch', locked: false })).body.locked).toEqual([]);
    expect((await lock(client, { day: 2, meal: 'dinner', locked: true })).body.locked).toEqual([
      { day: 2, meal: 'dinner' },
    ]);

    // "Replan the rest" with the lunch among its locks says the same, not PIN_REFUSED.
    const replan = await client.json<{ error: { code: string; message: string } }>(
      `/api/meal-plans/${id}/replan`,
      {
        method: 'POST',
        body: {
          locked: [
            { day: 2, meal: 'dinner' },
            { day: 3, meal: 'lunch' },
          ],
        },
      },
    );
    expect(replan.status).toBe(400);
    expect(replan.body.error).toMatchObject({ code: 'LOCK_REFUSED', message: expected });

    // A lock stored on such a lunch before it was refused is not shown, nor replanned on.
    await server.db
      .update(mealPlans)
      .set({
        lockedMeals: [
          { day: 2, meal: 'dinner' },
          { day: 3, meal: 'lunch' },
        ],
      })
      .where(eq(mealPlans.id, id));
    const detail = mealPlanDetailResponseSchema.parse(
      (await client.json(`/api/meal-plans/${id}`)).body,
    );
    expect(detail.plan.lockedMeals).toEqual([{ day: 2, meal: 'dinner' }]);
  });
});

describe('account deletion', () => {
  it("removes the person's ratings, favourites and pins", async () => {
    const { client, userId } = await signInAs(server.url, 'Jo');
    await client.json(`/api/recipe-feedback/${dinner.id}`, {
      method: 'PUT',
      body: { rating: 'loved', favourite: true },
    });
    await client.json(`/api/recipe-pins/${dinner.id}`, { method: 'PUT', body: {} });
    expect(
      await server.db.select().from(recipeFeedback).where(eq(recipeFeedback.userId, userId)),
    ).toHaveLength(1);
    const res = await client.json('/api/user/delete', { method: 'POST', body: { userId } });
    expect(res.status).toBe(200);
    expect(
      await server.db.select().from(recipeFeedback).where(eq(recipeFeedback.userId, userId)),
    ).toEqual([]);
    expect(await server.db.select().from(recipePins).where(eq(recipePins.userId, userId))).toEqual(
      [],
    );
  });
});
