import { createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GeneratedPlan } from '../../shared/generated-plan';
import { repricePlan } from './store-pricing';
import { createStorePricing } from './store-registry';
import {
  WALMART_AFFILIATE_BASE_URL,
  WALMART_OFF_MESSAGE,
  WalmartAffiliateClient,
} from './walmart-affiliate-client';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const credentials = {
  consumerId: 'consumer-1',
  privateKey: pem,
  keyVersion: '2',
  publisherId: 'pub-9',
};

function fakeWalmart(items: Record<string, unknown>[]) {
  const calls: { url: URL; headers: Record<string, string> }[] = [];
  const fetchImpl = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, headers: init?.headers as Record<string, string> });
    const ids = url.searchParams.get('ids')!.split(',');
    return new Response(
      JSON.stringify({ items: items.filter((i) => ids.includes(String(i.itemId))) }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  }) as typeof fetch;
  return { fetchImpl, calls };
}

function plan(): GeneratedPlan {
  return {
    recipes: [],
    shopping_list: {
      items: {
        rice: {
          id: '111',
          name: 'Rice, 2 lb',
          imageUrl: null,
          price: 2.5,
          quantity_to_buy: 2,
          active: 1,
          storeProductId: '111',
        },
        beans: {
          id: 'beans-15-oz',
          name: 'Beans',
          imageUrl: null,
          price: 1.1,
          quantity_to_buy: 1,
          active: 1,
          storeProductId: null,
        },
      },
    },
    totals: {
      costCents: 610,
      costPerServingCents: 0,
      leftoverValueCents: 0,
      nutritionPerDay: {
        kcal: 0,
        proteinG: 0,
        fatG: 0,
        carbsG: 0,
        fiberG: 0,
        sugarsG: 0,
        sodiumMg: 0,
      },
    },
    budget: { budgetCents: 1000, preference: 'balanced', overBudgetCents: 0 },
    servings: 1,
    priceNote: 'Reference prices.',
  };
}

describe('Walmart affiliate Product Lookup client', () => {
  it('is off without credentials and says so; prices stay the reference ones', async () => {
    const registry = createStorePricing({});
    expect(registry.walmart.status()).toEqual({
      store: 'walmart',
      pricing: 'reference',
      message: WALMART_OFF_MESSAGE,
    });
    const result = await repricePlan(registry.walmart, plan());
    expect(result.source).toBe('reference');
    expect(result.plan.shopping_list).toEqual(plan().shopping_list);
    expect(result.problem).toBe(WALMART_OFF_MESSAGE);
  });

  it('signs each request as documented and reads salePrice, image and availability', async () => {
    const { fetchImpl, calls } = fakeWalmart([
      {
        itemId: 111,
        name: 'Great Value Rice 2 lb',
        salePrice: 2.98,
        largeImage: 'https://i5.walmartimages.com/rice.jpg',
        stock: 'Available',
      },
    ]);
    const client = new WalmartAffiliateClient(credentials, {
      fetch: fetchImpl,
      now: () => 1_700_000_000_000,
    });
    expect(client.status().pricing).toBe('live');
    const found = await client.lookup(['111', '222']);
    expect(found.get('111')).toEqual({
      storeProductId: '111',
      priceCents: 298,
      name: 'Great Value Rice 2 lb',
      imageUrl: 'https://i5.walmartimages.com/rice.jpg',
      available: true,
    });
    expect(found.has('222')).toBe(false);
    const call = calls[0]!;
    expect(`${call.url.origin}${call.url.pathname}`).toBe(`${WALMART_AFFILIATE_BASE_URL}/items`);
    expect(call.url.searchParams.get('ids')).toBe('111,222');
    expect(call.url.searchParams.get('publisherId')).toBe('pub-9');
    expect(call.headers['WM_CONSUMER.ID']).toBe('consumer-1');
    expect(call.headers['WM_CONSUMER.INTIMESTAMP']).toBe('1700000000000');
    expect(call.headers['WM_SEC.KEY_VERSION']).toBe('2');
    const verify = createVerify('RSA-SHA256');
    verify.update('consumer-1\n1700000000000\n2\n');
    expect(verify.verify(publicKey, call.headers['WM_SEC.AUTH_SIGNATURE']!, 'base64')).toBe(true);
  });

  it('asks at most 20 ids per call and caches answers for an hour', async () => {
    const ids = Array.from({ length: 45 }, (_, i) => String(1000 + i));
    const { fetchImpl, calls } = fakeWalmart(ids.map((id) => ({ itemId: id, salePrice: 1 })));
    let now = 0;
    const client = new WalmartAffiliateClient(credentials, { fetch: fetchImpl, now: () => now });
    expect((await client.lookup(ids)).size).toBe(45);
    expect(calls.map((c) => c.url.searchParams.get('ids')!.split(',').length)).toEqual([20, 20, 5]);
    now = 30 * 60 * 1000;
    await client.lookup(ids);
    expect(calls).toHaveLength(3);
    now = 61 * 60 * 1000;
    await client.lookup(ids.slice(0, 3));
    expect(calls).toHaveLength(4);
  });

  it('replaces the reference price, image and id with live ones where Walmart knows the product', async () => {
    const { fetchImpl } = fakeWalmart([
      { itemId: '111', salePrice: 3.25, mediumImage: 'https://i5.walmartimages.com/m.jpg' },
    ]);
    const client = new WalmartAffiliateClient(credentials, { fetch: fetchImpl });
    const result = await repricePlan(client, plan(), new Date('2026-01-02T03:04:00Z'));
    expect(result.source).toBe('live');
    expect(result.liveItems).toBe(1);
    expect(result.plan.shopping_list.items.rice).toMatchObject({
      price: 3.25,
      imageUrl: 'https://i5.walmartimages.com/m.jpg',
      quantity_to_buy: 2,
    });
    expect(result.plan.shopping_list.items.beans!.price).toBe(1.1);
    expect(result.plan.totals!.costCents).toBe(650 + 110);
    expect(result.plan.priceNote).toBe(
      '1 of 2 items priced live at Walmart on 2026-01-02 03:04 UTC; the others at reference prices.',
    );
  });

  it('keeps reference prices and says why when the API fails', async () => {
    const failing = (async () => new Response('nope', { status: 401 })) as unknown as typeof fetch;
    const client = new WalmartAffiliateClient(credentials, { fetch: failing });
    const result = await repricePlan(client, plan());
    expect(result.source).toBe('reference');
    expect(result.plan).toEqual(plan());
    expect(result.note).toContain('Walmart prices could not be fetched (Walmart API answered 401)');
  });
});
