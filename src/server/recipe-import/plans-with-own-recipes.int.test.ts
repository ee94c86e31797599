/**
 * Issue 30 through the API against real PostgreSQL and the generation worker: a pasted
 * recipe, one line fixed, saved, then a plan with "Your recipes: only yours" has it planned,
 * priced and on the list; an allergen in it keeps it out of that person's plan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../../planner/fixture-catalogue';
import type { GeneratedPlan } from '../../shared/generated-plan';
import type { ImportedRecipe } from '../../shared/imported-recipe';
import type { MyRecipe } from '../../shared/my-recipes';
import type { TestClient } from '../test-support/http-client';
import type { TestServer } from '../test-support/test-server';
import {
  FREE_PLAN_FORM,
  signInAs,
  startPlansTestServer,
  waitFor,
} from '../plans/plans-test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startPlansTestServer({ GENERATION_PLANNER_THREADS: '0' });
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

const f = fixtureCatalogue({ seed: 7 });
const buyable = new Set(f.products.map((p) => p.foodId));
const plain = f.foods.filter(
  (x) => x.allergens.length === 0 && x.animal.length === 0 && buyable.has(x.id) && x.units.cup,
);
const allergenic = f.foods.find((x) => x.allergens.length > 0 && buyable.has(x.id) && x.units.cup)!;

async function importAndSave(client: TestClient, title: string, fixTo: string): Promise<MyRecipe> {
  const text = `${title}\nServes 2\n\nIngredients\n1 cup ${plain[0]!.name}\n1 cup ${plain[1]!.name}\n1 cup mystery crumble\n\nMethod\n1. Cook.\n2. Eat.`;
  const imported = await client.json<{ recipe: ImportedRecipe }>('/api/my-recipes/import', {
    method: 'POST',
    body: { text },
  });
  expect(imported.status).toBe(200);
  const r = imported.body.recipe;
  expect(r.ingredients[2]!.foodId).toBeNull();
  const saved = await client.json<{ recipe: MyRecipe }>('/api/my-recipes', {
    method: 'POST',
    body: {
      title: r.title,
      servings: r.servings,
      prepMinutes: r.prepMinutes,
      cookMinutes: r.cookMinutes,
      meal: 'dinner',
      cuisine: null,
      dishType: null,
      imageUrl: null,
      sourceUrl: `https://example.com/${title.toLowerCase().replace(/\s+/g, '-')}`,
      // The fix on the review screen: the unmatched line is this food, 120 g.
      ingredients: r.ingredients.map((i, k) => ({
        ...i,
        leaveOffList: false,
        ...(k === 2 ? { foodId: fixTo, grams: 120 } : {}),
      })),
      instructions: r.instructions,
    },
  });
  expect(saved.status).toBe(201);
  expect(saved.body.recipe.unmatched).toBe(0);
  return saved.body.recipe;
}

async function planWith(client: TestClient): Promise<GeneratedPlan> {
  const created = await client.json<{ plan: { id: string } }>('/api/meal-plans', {
    method: 'POST',
    body: { ...FREE_PLAN_FORM, meals: ['Dinner'], budget: '60', ownRecipes: 'only' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.plan.id;
  await waitFor(
    async () => {
      const s = await client.json<{ status: string }>(`/api/meal-plans/${id}/status`);
      return s.body.status !== 'processing';
    },
    20_000,
    'the plan',
  );
  const plan = await client.json<{ plan: { status: string; generatedPlan: GeneratedPlan } }>(
    `/api/meal-plans/${id}`,
  );
  expect(plan.body.plan.status).toBe('completed');
  return plan.body.plan.generatedPlan;
}

describe('plans with a person’s own recipes', () => {
  it('plans, prices and lists a pasted recipe with "only yours"', async () => {
    const { client } = await signInAs(server.url, 'Ivy');
    const mine = await importAndSave(client, 'Ivy Stew', plain[2]!.id);
    const plan = await planWith(client);
    expect(plan.recipes.map((r) => r.recipeId)).toEqual([`own-${mine.id}`]);
    const listed = new Set(Object.values(plan.shopping_list.items).map((i) => i.foodId));
    for (const food of [plain[0]!, plain[1]!, plain[2]!])
      expect(listed.has(food.id), food.id).toBe(true);
    expect(Object.values(plan.shopping_list.items).every((i) => i.price > 0)).toBe(true);

    // A read-only share link shows the recipe's title and source link, not its lines or steps.
    const planId = (await client.json<{ plans: { id: string }[] }>('/api/meal-plans')).body
      .plans[0]!.id;
    const link = await client.json<{ url: string }>(`/api/meal-plans/${planId}/share-links`, {
      method: 'POST',
      body: { kind: 'read-only' },
    });
    expect(link.status).toBe(201);
    const token = link.body.url.split('/').pop()!;
    const shared = await fetch(`${server.url}/api/share/${token}`);
    const body = (await shared.json()) as { plan: { generatedPlan: GeneratedPlan } };
    const entry = body.plan.generatedPlan.recipes[0]!;
    expect(entry.dish).toBe('Ivy Stew');
    expect(entry.description).toBe('https://example.com/ivy-stew');
    expect(entry.recipe.main_dish_ingredients).toEqual([]);
    expect(entry.recipe.instructions).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('Cook.');
  });

  it('keeps it out of the plan of a person allergic to one of its foods', async () => {
    const { client } = await signInAs(server.url, 'Jo');
    const prefs = await client.json('/api/preferences', {
      method: 'PUT',
      body: {
        cuisinePreferences: ['italian'],
        breakfastPreferences: ['eggs'],
        lunchPreferences: ['salad'],
        dinnerPreferences: ['chicken'],
        allergies: [allergenic.allergens[0]],
      },
    });
    expect(prefs.status).toBe(200);
    const mine = await importAndSave(client, 'Jo Stew', allergenic.id);
    const plan = await planWith(client);
    expect(plan.recipes.some((r) => r.recipeId === `own-${mine.id}`)).toBe(false);
  });
});
