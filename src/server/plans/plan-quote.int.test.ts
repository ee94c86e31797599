/**
 * POST /api/meal-plans/quote, the Budget step's "Plans for your choices start at $X", against
 * real PostgreSQL: the planner's cheapest plan for the posted choices with the caller's own
 * allergies and pantry (never another person's), and a 400 with a clear message for bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../planner/catalogue';
import { fixtureCatalogue } from '../../planner/fixture-catalogue';
import { generatePlan } from '../../planner/generate-plan';
import type { PlanInputData } from '../../planner/plan-input';
import { quotePlanCents } from '../../planner/plan-quote';
import type { PlanQuoteResponse } from '../../shared/plan-quote';
import { TestClient } from '../test-support/http-client';
import type { TestServer } from '../test-support/test-server';
import { signInAs, startPlansTestServer } from './plans-test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startPlansTestServer({ RUN_WORKER: 'false' });
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

/** The catalogue the test server plans with (plans-test-support writes it as its data). */
const catalogue = buildCatalogue(fixtureCatalogue({ seed: 7 }));

const CHOICES = {
  meals: ['Breakfast', 'Lunch', 'Dinner'],
  store: 'Walmart',
  budgetPreference: 'balanced',
  duration: '3',
  servingsPerMeal: '2',
  pantryItems: { spices: [], baking: [], condiments: [] },
};
const PLANNER_CHOICES: PlanInputData = {
  meals: ['breakfast', 'lunch', 'dinner'],
  days: 3,
  servings: 2,
  budgetCents: 10_000_000,
};

async function quote(client: TestClient, body: unknown = CHOICES) {
  return client.json<PlanQuoteResponse & { error?: { message: string; field?: string } }>(
    '/api/meal-plans/quote',
    { method: 'POST', body },
  );
}

describe('the Budget step quote', () => {
  it('requires a session', async () => {
    const res = await quote(new TestClient(server.url));
    expect(res.status).toBe(401);
  });

  it("is the planner's cheapest plan for the choices", async () => {
    const { client } = await signInAs(server.url, 'Quote');
    const res = await quote(client);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      cheapestCents: quotePlanCents(PLANNER_CHOICES, catalogue),
      reason: null,
    });
    // Fewer people cost less.
    const one = await quote(client, { ...CHOICES, servingsPerMeal: '1' });
    expect(one.body.cheapestCents).toBeLessThan(res.body.cheapestCents!);
  });

  it.each([
    [{ ...CHOICES, meals: [] }, 'meals', 'Please select at least one meal type'],
    [{ ...CHOICES, meals: ['Brunch'] }, 'meals.0', 'meals.0:'],
    [{ ...CHOICES, duration: '9' }, 'duration', 'Please enter a valid duration'],
    [{ ...CHOICES, servingsPerMeal: 'many' }, 'servingsPerMeal', 'valid number of servings'],
    [{ ...CHOICES, budgetPreference: 'cheap' }, 'budgetPreference', 'budgetPreference:'],
    [{ ...CHOICES, pantryItems: { spices: 'salt' } }, 'pantryItems.spices', 'pantryItems'],
  ])('refuses %j with 400 naming the field', async (body, field, message) => {
    const { client } = await signInAs(server.url, 'Bad Quote');
    const res = await quote(client, body);
    expect(res.status).toBe(400);
    expect(res.body.error?.field).toBe(field);
    expect(res.body.error?.message).toContain(message);
  });

  it('refuses a body that is not JSON', async () => {
    const { client } = await signInAs(server.url, 'Not Json');
    const res = await client.request('/api/meal-plans/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{meals',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'The request body must be valid JSON',
    );
  });

  it("uses the caller's own pantry and allergies, never another person's", async () => {
    const owner = await signInAs(server.url, 'Pantry Owner');
    const other = await signInAs(server.url, 'Other Person');
    const baseline = quotePlanCents(PLANNER_CHOICES, catalogue);

    // The owner holds the dearest food of a plan at the quote, has tastes and a milk allergy.
    const plan = generatePlan({ ...PLANNER_CHOICES, budgetCents: baseline }, catalogue, 1);
    const dearest = Object.values(plan.shopping_list.items).sort(
      (a, b) => b.price * b.quantity_to_buy - a.price * a.quantity_to_buy,
    )[0]!;
    const grams = dearest.packageGrams! * dearest.quantity_to_buy;
    const added = await owner.client.json('/api/pantry/foods', {
      method: 'POST',
      body: { foodId: dearest.foodId, quantity: grams, unit: 'g' },
    });
    expect(added.status).toBe(201);
    const prefs = await owner.client.json('/api/preferences', {
      method: 'PUT',
      body: {
        cuisinePreferences: ['italian'],
        breakfastPreferences: ['eggs'],
        lunchPreferences: ['salad'],
        dinnerPreferences: ['chicken'],
        allergies: ['milk'],
      },
    });
    expect(prefs.status).toBe(200);

    const ownerQuote = await quote(owner.client);
    expect(ownerQuote.body.cheapestCents).toBe(
      quotePlanCents(
        {
          ...PLANNER_CHOICES,
          cuisines: ['italian'],
          dishTypes: { breakfast: ['eggs'], lunch: ['salad'], dinner: ['chicken'] },
          allergies: ['milk'],
          pantryStock: [{ foodId: dearest.foodId!, grams }],
        },
        catalogue,
      ),
    );
    expect(ownerQuote.body.cheapestCents).not.toBe(baseline);
    // Another person's quote knows nothing of the owner's pantry, tastes or allergy.
    expect((await quote(other.client)).body.cheapestCents).toBe(baseline);
  });
});
