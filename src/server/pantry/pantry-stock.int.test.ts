/**
 * The pantry with quantities against real PostgreSQL: units converted with the food's own
 * weights, bad amounts and units refused with a message and no change, amounts never below
 * zero, nothing of another person's pantry readable or changeable, and "I bought this" putting
 * a plan's leftovers in once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCatalogue } from '../../planner/fixture-catalogue';
import type { GeneratedPlan } from '../../shared/generated-plan';
import type { PantryFood, PantryFoodsResponse, PantrySavings } from '../../shared/pantry-stock';
import { mealPlans, pantryFoods } from '../db/schema';
import { TestClient } from '../test-support/http-client';
import type { TestServer } from '../test-support/test-server';
import { signInAs, startPlansTestServer } from '../plans/plans-test-support';

let server: TestServer;
beforeAll(async () => {
  server = await startPlansTestServer({ RUN_WORKER: 'false' });
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

const catalogue = fixtureCatalogue({ seed: 7 });
const withCup = catalogue.foods.find((f) => f.units.cup !== undefined && !f.units.each)!;
const withEach = catalogue.foods.find((f) => f.units.each !== undefined)!;

async function list(client: TestClient): Promise<PantryFood[]> {
  const res = await client.json<PantryFoodsResponse>('/api/pantry/foods');
  expect(res.status).toBe(200);
  return res.body.foods;
}

async function add(client: TestClient, body: object) {
  return client.json<{ food: PantryFood; error?: { message: string } }>('/api/pantry/foods', {
    method: 'POST',
    body,
  });
}

describe('pantry with quantities', () => {
  it('requires a session', async () => {
    const anonymous = new TestClient(server.url);
    for (const [method, path] of [
      ['GET', '/api/pantry/foods'],
      ['POST', '/api/pantry/foods'],
      ['GET', '/api/pantry/savings'],
      ['POST', '/api/pantry/plans/00000000-0000-4000-8000-000000000000/bought'],
    ] as const) {
      const res = await anonymous.json(path, { method, body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('converts the units a person uses to grams and sums the same food and date', async () => {
    const { client } = await signInAs(server.url, 'Quinn');
    const cups = await add(client, { foodId: withCup.id, quantity: 2, unit: 'cup' });
    expect(cups.status).toBe(201);
    expect(cups.body.food.grams).toBeCloseTo(2 * withCup.units.cup!, 1);
    const pounds = await add(client, { foodId: withEach.id, quantity: 1, unit: 'lb' });
    expect(pounds.body.food.grams).toBeCloseTo(453.59, 1);
    const each = await add(client, { foodId: withEach.id, quantity: 2, unit: 'each' });
    expect(each.body.food.id).toBe(pounds.body.food.id);
    expect(each.body.food.grams).toBeCloseTo(453.59 + 2 * withEach.units.each!, 1);
    const dated = await add(client, {
      foodId: withEach.id,
      quantity: 100,
      unit: 'g',
      bestBefore: '2026-01-05',
    });
    expect(dated.body.food.id).not.toBe(pounds.body.food.id);
    // Nearest date first.
    expect((await list(client)).map((f) => f.bestBefore)).toEqual(['2026-01-05', null, null]);
  });

  it.each([
    [{ quantity: -1, unit: 'g' }, 'quantity: must be more than 0'],
    [{ quantity: 0, unit: 'g' }, 'quantity: must be more than 0'],
    [{ quantity: 'lots', unit: 'g' }, 'quantity: must be a number'],
    [{ quantity: 1, unit: 'bushel' }, 'cannot be measured in "bushel"'],
    [{ quantity: 1, unit: 'clove' }, 'cannot be measured in "clove"'],
    [{ quantity: 1e9, unit: 'g' }, 'quantity: must be at most 100000'],
    [{ quantity: 1, unit: 'g', bestBefore: '31/12/2026' }, 'bestBefore: use a date like'],
    // Issue 28, item 10: dates that do not exist (Date.parse reads 02-31 as 3 March).
    [{ quantity: 1, unit: 'g', bestBefore: '2026-02-31' }, 'bestBefore: is not a real date'],
    [{ quantity: 1, unit: 'g', bestBefore: '2026-02-30' }, 'bestBefore: is not a real date'],
    [{ quantity: 1, unit: 'g', bestBefore: '2026-02-29' }, 'bestBefore: is not a real date'],
    [{ quantity: 1, unit: 'g', bestBefore: '0000-01-01' }, 'bestBefore: is not a real date'],
    [{ quantity: 1, unit: 'g', bestBefore: '2026-04-31' }, 'bestBefore: is not a real date'],
  ])('refuses %j with a clear message and changes nothing', async (bad, message) => {
    const { client } = await signInAs(server.url, 'Rory');
    const res = await add(client, { foodId: withCup.id, ...bad });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toContain(message);
    expect(await list(client)).toEqual([]);
  });

  it('refuses an impossible date when changing an entry too, and takes 29 February of a leap year (issue 28, item 10)', async () => {
    const { client } = await signInAs(server.url, 'Leap Lou');
    const food = (await add(client, { foodId: withCup.id, quantity: 1, unit: 'g' })).body.food;
    for (const bestBefore of ['2026-02-31', '0000-01-01', '2027-02-29']) {
      const res = await client.json<{ error: { message: string } }>(
        `/api/pantry/foods/${food.id}`,
        { method: 'PATCH', body: { bestBefore } },
      );
      expect(res.status, bestBefore).toBe(400);
      expect(res.body.error.message).toBe('bestBefore: is not a real date');
    }
    const leap = await client.json<{ food: PantryFood }>(`/api/pantry/foods/${food.id}`, {
      method: 'PATCH',
      body: { bestBefore: '2028-02-29' },
    });
    expect(leap.status).toBe(200);
    expect(leap.body.food.bestBefore).toBe('2028-02-29');
  });

  it('refuses a food that is not in the catalogue', async () => {
    const { client } = await signInAs(server.url, 'Sol');
    const res = await add(client, { foodId: 'unicorn-steak', quantity: 1, unit: 'g' });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toContain('"unicorn-steak" is not a food we know');
  });

  it('changes an amount in another unit, removes at 0, never goes below zero', async () => {
    const { client } = await signInAs(server.url, 'Tam');
    const { food } = (await add(client, { foodId: withCup.id, quantity: 500, unit: 'g' })).body;
    const changed = await client.json<{ food: PantryFood }>(`/api/pantry/foods/${food.id}`, {
      method: 'PATCH',
      body: { quantity: 1, unit: 'cup', bestBefore: '2026-02-01' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.food.grams).toBeCloseTo(withCup.units.cup!, 1);
    expect(changed.body.food.bestBefore).toBe('2026-02-01');
    const negative = await client.json<{ error: { message: string } }>(
      `/api/pantry/foods/${food.id}`,
      { method: 'PATCH', body: { quantity: -5, unit: 'g' } },
    );
    expect(negative.status).toBe(400);
    expect(negative.body.error.message).toBe('quantity: cannot be below zero');
    expect((await list(client))[0]!.grams).toBeCloseTo(withCup.units.cup!, 1);
    const zero = await client.json<{ food: PantryFood | null }>(`/api/pantry/foods/${food.id}`, {
      method: 'PATCH',
      body: { quantity: 0, unit: 'g' },
    });
    expect(zero.body.food).toBeNull();
    expect(await list(client)).toEqual([]);
  });

  it("gives another person's session nothing: not listed, not changed, not removed", async () => {
    const owner = await signInAs(server.url, 'Uma');
    const other = await signInAs(server.url, 'Vic');
    const { food } = (await add(owner.client, { foodId: withCup.id, quantity: 300, unit: 'g' }))
      .body;
    expect(await list(other.client)).toEqual([]);
    const patch = await other.client.json(`/api/pantry/foods/${food.id}`, {
      method: 'PATCH',
      body: { quantity: 1, unit: 'g' },
    });
    expect(patch.status).toBe(404);
    const del = await other.client.json(`/api/pantry/foods/${food.id}`, { method: 'DELETE' });
    expect(del.status).toBe(404);
    const [row] = await server.db.select().from(pantryFoods).where(eq(pantryFoods.id, food.id));
    expect(row?.grams).toBe(300);
    const removed = await owner.client.json(`/api/pantry/foods/${food.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await list(owner.client)).toEqual([]);
  });
});

describe('"I bought this"', () => {
  /** A completed plan stored directly: one bought item with leftovers, one removed, pantry use. */
  async function storedPlan(userId: string): Promise<string> {
    const [a, b, c] = catalogue.foods;
    const plan: GeneratedPlan = {
      recipes: [],
      shopping_list: {
        items: {
          p1: {
            id: 'p1',
            name: 'A',
            imageUrl: null,
            price: 2,
            quantity_to_buy: 1,
            active: 1,
            foodId: a!.id,
            usedGrams: 300,
            leftoverGrams: 700,
          },
          p2: {
            id: 'p2',
            name: 'B',
            imageUrl: null,
            price: 3,
            quantity_to_buy: 1,
            active: 0,
            foodId: b!.id,
            usedGrams: 100,
            leftoverGrams: 400,
          },
        },
      },
      pantryUse: [{ foodId: c!.id, name: c!.name, grams: 250, valueCents: 125 }],
    };
    const [row] = await server.db
      .insert(mealPlans)
      .values({
        userId,
        budgetCents: 5000,
        duration: 1,
        status: 'completed',
        generatedPlan: plan as unknown as Record<string, unknown>,
      })
      .returning();
    return row!.id;
  }

  it('takes what the plan uses (nearest date first, never below zero) and puts leftovers in once', async () => {
    const { client, userId } = await signInAs(server.url, 'Wren');
    const [a, , c] = catalogue.foods;
    await add(client, { foodId: c!.id, quantity: 100, unit: 'g', bestBefore: '2026-01-01' });
    await add(client, { foodId: c!.id, quantity: 100, unit: 'g' });
    const planId = await storedPlan(userId);

    const other = await signInAs(server.url, 'Xan');
    const stolen = await other.client.json(`/api/pantry/plans/${planId}/bought`, {
      method: 'POST',
      body: {},
    });
    expect(stolen.status).toBe(403);
    expect(await list(other.client)).toEqual([]);

    const res = await client.json<{ mark: { pantrySavedCents: number; addedGrams: number } }>(
      `/api/pantry/plans/${planId}/bought`,
      { method: 'POST', body: {} },
    );
    expect(res.status).toBe(201);
    // 200 g held of the 250 g used: both entries gone, 200 g x 0.5 cents saved.
    expect(res.body.mark).toMatchObject({ pantrySavedCents: 100, addedGrams: 700 });
    const foods = await list(client);
    expect(foods.map((f) => [f.foodId, f.grams, f.source])).toEqual([[a!.id, 700, 'plan']]);

    const again = await client.json(`/api/pantry/plans/${planId}/bought`, {
      method: 'POST',
      body: {},
    });
    expect(again.status).toBe(409);
    expect((await list(client)).length).toBe(1);

    const savings = await client.json<PantrySavings>('/api/pantry/savings');
    expect(savings.body).toEqual({ sinceDays: 30, savedCents: 100, plansBought: 1 });
    expect((await other.client.json<PantrySavings>('/api/pantry/savings')).body.savedCents).toBe(0);
  });

  it('keeps the leftovers as the person corrected them', async () => {
    const { client, userId } = await signInAs(server.url, 'Yas');
    const planId = await storedPlan(userId);
    const [a, b] = catalogue.foods;
    const bad = await client.json<{ error: { message: string } }>(
      `/api/pantry/plans/${planId}/bought`,
      { method: 'POST', body: { leftovers: [{ foodId: a!.id, grams: -3 }] } },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('cannot be below zero');
    const res = await client.json(`/api/pantry/plans/${planId}/bought`, {
      method: 'POST',
      body: {
        leftovers: [
          { foodId: a!.id, grams: 0 },
          { foodId: b!.id, grams: 150 },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect((await list(client)).map((f) => [f.foodId, f.grams])).toEqual([[b!.id, 150]]);
  });

  it('offers the leftovers in kitchen units and takes them back in those units (issue 29)', async () => {
    const { client, userId } = await signInAs(server.url, 'Zeb');
    const each = withEach.units.each!;
    const [row] = await server.db
      .insert(mealPlans)
      .values({
        userId,
        budgetCents: 5000,
        duration: 1,
        status: 'completed',
        generatedPlan: {
          recipes: [],
          shopping_list: {
            items: {
              counted: {
                id: 'counted',
                name: withEach.name,
                imageUrl: null,
                price: 3,
                quantity_to_buy: 1,
                active: 1,
                foodId: withEach.id,
                usedGrams: each,
                leftoverGrams: each * 3,
              },
              crumbs: {
                id: 'crumbs',
                name: withCup.name,
                imageUrl: null,
                price: 2,
                quantity_to_buy: 1,
                active: 1,
                foodId: withCup.id,
                usedGrams: 500,
                leftoverGrams: 0.2,
              },
            },
          },
        } as unknown as Record<string, unknown>,
      })
      .returning();
    const planId = row!.id;
    const offered = await client.json<{
      leftovers: { foodId: string; quantity: number; unit: string }[];
    }>(`/api/pantry/plans/${planId}`);
    // Counted by the piece; a food with nothing left (0.2 g) is not a leftover at all.
    expect(offered.body.leftovers).toEqual([
      expect.objectContaining({ foodId: withEach.id, quantity: 3, unit: 'each' }),
    ]);
    const other = await signInAs(server.url, 'Zed');
    expect((await other.client.json(`/api/pantry/plans/${planId}`)).status).toBe(403);

    const res = await client.json(`/api/pantry/plans/${planId}/bought`, {
      method: 'POST',
      body: { leftovers: [{ foodId: withEach.id, quantity: 2, unit: 'each' }] },
    });
    expect(res.status).toBe(201);
    expect((await list(client)).map((f) => [f.foodId, f.grams])).toEqual([[withEach.id, each * 2]]);
  });
});
