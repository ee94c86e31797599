/**
 * Live pricing through the matching cache, against real PostgreSQL and a Walmart provider
 * answering with the recorded documented shapes: foods are matched to the best-fitting store
 * product, the answer is cached per location for a day, the plan says which prices are live
 * and where, and a store that fails leaves every reference price in place.
 */
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFood } from '../../planner/test-catalogue';
import type { GeneratedPlan } from '../../shared/generated-plan';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test-support/test-database';
import { InMemoryCallBudget } from './call-budget';
import { MatchedStorePricing } from './matched-store-pricing';
import { rankProducts } from './product-matching';
import { repricePlan } from './store-pricing';
import { WalmartProvider } from './walmart/walmart-provider';

const FIXTURES = path.join(import.meta.dirname, 'walmart', 'fixtures');
const searchRice = readFileSync(path.join(FIXTURES, 'search-rice.json'), 'utf8');

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(async () => {
  await db.$client.end();
  await drop();
});

const rice = testFood('rice', { name: 'Long grain white rice', aliases: ['white rice'] });
const saffron = testFood('saffron', { name: 'Saffron threads' });
const foods = new Map([
  ['rice', rice],
  ['saffron', saffron],
]);

function plan(): GeneratedPlan {
  return {
    recipes: [],
    shopping_list: {
      items: {
        rice: {
          id: 'rice-2-lb',
          productId: 'rice-2-lb',
          foodId: 'rice',
          name: 'Long grain white rice, 2 lb bag',
          imageUrl: null,
          price: 2.5,
          quantity_to_buy: 2,
          packageGrams: 907,
          usedGrams: 1500,
          active: 1,
          storeProductId: null,
        },
        saffron: {
          id: 'saffron-1-g',
          productId: 'saffron-1-g',
          foodId: 'saffron',
          name: 'Saffron, 1 g',
          imageUrl: null,
          price: 6,
          quantity_to_buy: 1,
          packageGrams: 1,
          active: 1,
          storeProductId: null,
        },
      },
    },
    budget: { budgetCents: 10_000, preference: 'balanced', overBudgetCents: 0 },
    servings: 2,
    priceNote: 'Reference prices.',
  };
}

function walmartAnswering(counter: { calls: number }, fail = false) {
  const fetchImpl = (async (input: URL | RequestInfo) => {
    counter.calls++;
    if (fail) return new Response('{"errors":[{"code":500,"message":"down"}]}', { status: 500 });
    const url = new URL(String(input));
    const body = url.searchParams.get('query')?.includes('rice')
      ? searchRice
      : '{"query":"x","totalResults":0,"numItems":0,"items":[]}';
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return fetchImpl;
}

function walmart(fetchImpl: typeof fetch) {
  return new WalmartProvider(
    { consumerId: 'c', privateKey: privateKeyPem, keyVersion: '1' },
    { fetch: fetchImpl, budget: new InMemoryCallBudget(100) },
  );
}

const privateKeyPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

describe('matching foods to store products', () => {
  it('ranks by what covering the need costs: package fit and price per gram together', () => {
    const products = JSON.parse(searchRice).items.map(
      (i: { itemId: number; name: string; salePrice: number; size: string; stock: string }) => ({
        provider: 'walmart',
        id: String(i.itemId),
        upc: null,
        name: i.name,
        brand: null,
        priceCents: Math.round(i.salePrice * 100),
        size: { text: i.size, grams: Number(i.size.split(' ')[0]) * 453.592 },
        imageUrl: null,
        available: i.stock !== 'Not available',
      }),
    );
    // 1.5 kg: one 2 lb bag is too little, two cost $3.96; the 20 lb sack costs $11.97.
    expect(rankProducts(rice, 1500, products).map((r) => [r.product.id, r.packages])).toEqual([
      ['900000101', 2],
      ['900000102', 1],
    ]);
    // 8 kg: nine 2 lb bags ($17.82) lose to one 20 lb sack ($11.97), cheaper per gram too.
    expect(rankProducts(rice, 8000, products)[0]!.product.id).toBe('900000102');
    // The out-of-stock jasmine rice and a product that does not name the food never match.
    expect(rankProducts(rice, 100, products).map((r) => r.product.id)).not.toContain('900000103');
    expect(rankProducts(saffron, 1, products)).toEqual([]);
  });

  it('prices the list live at the chosen store, caches per location for a day, and says which prices are live', async () => {
    const [{ id: userId }] = (
      await db.$client.query<{ id: string }>(
        `INSERT INTO users (id, name, email) VALUES ('u-pricing', 'P', 'p@example.com') RETURNING id`,
      )
    ).rows as [{ id: string }];
    await db.$client.query(
      `INSERT INTO store_choices (user_id, store, zip, location_id, location_name)
       VALUES ($1, 'walmart', '72712', '9901', 'Test Supercenter #9901')`,
      [userId],
    );
    const counter = { calls: 0 };
    let now = Date.parse('2026-03-01T10:00:00Z');
    const pricing = new MatchedStorePricing(
      'walmart',
      walmart(walmartAnswering(counter)),
      db.$client,
      async () => foods,
      () => now,
    );
    const result = await repricePlan(pricing, plan(), { userId });
    expect(result.source).toBe('live');
    expect(result.liveItems).toBe(1);
    expect(result.plan.shopping_list.items.rice).toMatchObject({
      storeProductId: '900000101',
      id: '900000101',
      name: 'Test Brand Long Grain Enriched Rice, 2 lb',
      price: 1.98,
      quantity_to_buy: 2,
      priceSource: 'live',
    });
    // Saffron: Walmart has no product that names it: reference price, no store id, a search link.
    expect(result.plan.shopping_list.items.saffron).toMatchObject({
      price: 6,
      storeProductId: null,
      priceSource: 'reference',
    });
    expect(result.plan.priceNote).toBe(
      '1 of 2 items priced live (Walmart, Test Supercenter #9901, prices of 2026-03-01); the others at reference prices (Reference prices).',
    );
    // Every list (page, print, text) names the store of its live prices from this.
    expect(result.plan.livePrices).toEqual({
      store: 'walmart',
      where: 'Walmart, Test Supercenter #9901, prices of 2026-03-01',
    });
    const cached = await db.$client.query(
      `SELECT location_id, food_id, jsonb_array_length(products) AS n FROM store_product_matches ORDER BY food_id`,
    );
    expect(cached.rows).toEqual([
      { location_id: '9901', food_id: 'rice', n: 2 },
      { location_id: '9901', food_id: 'saffron', n: 0 },
    ]);
    expect(counter.calls).toBe(2);

    // Within a day: from the cache, no call.
    now += 23 * 60 * 60 * 1000;
    await repricePlan(pricing, plan(), { userId });
    expect(counter.calls).toBe(2);
    // Older than a day: asked again.
    now += 2 * 60 * 60 * 1000;
    await repricePlan(pricing, plan(), { userId });
    expect(counter.calls).toBe(4);
  });

  // After the caching test, which reads the whole cache table.
  it("keeps a person's own price on an item the store has no product for (issue 31)", async () => {
    const [{ id: userId }] = (
      await db.$client.query<{ id: string }>(
        `INSERT INTO users (id, name, email) VALUES ('u-pricing-own', 'O', 'o@example.com') RETURNING id`,
      )
    ).rows as [{ id: string }];
    await db.$client.query(
      `INSERT INTO store_choices (user_id, store, zip, location_id, location_name)
       VALUES ($1, 'walmart', '72712', '9902', 'Test Supercenter #9902')`,
      [userId],
    );
    const pricing = new MatchedStorePricing(
      'walmart',
      walmart(walmartAnswering({ calls: 0 })),
      db.$client,
      async () => foods,
      () => Date.parse('2026-03-01T10:00:00Z'),
    );
    const mine = plan();
    mine.shopping_list.items.saffron = {
      ...mine.shopping_list.items.saffron!,
      price: 5.5,
      priceSource: 'own',
      ownPriceSetOn: '2026-02-20',
    };
    const result = await repricePlan(pricing, mine, { userId });
    // The live price wins where the store has the product; elsewhere the person's own stays.
    expect(result.plan.shopping_list.items.rice!.priceSource).toBe('live');
    expect(result.plan.shopping_list.items.saffron).toMatchObject({
      price: 5.5,
      priceSource: 'own',
      ownPriceSetOn: '2026-02-20',
    });
  });

  it('keeps every reference price and says why when the store fails', async () => {
    const counter = { calls: 0 };
    const pricing = new MatchedStorePricing(
      'walmart',
      walmart(walmartAnswering(counter, true)),
      db.$client,
      async () => foods,
      // Another day and no location: nothing cached applies.
      () => Date.parse('2027-01-01T00:00:00Z'),
    );
    const result = await repricePlan(pricing, plan());
    expect(result.source).toBe('reference');
    expect(result.plan).toEqual(plan());
    expect(result.note).toBe(
      'Walmart prices could not be fetched (Walmart API answered 500: down); reference prices are shown.',
    );
  });
});
