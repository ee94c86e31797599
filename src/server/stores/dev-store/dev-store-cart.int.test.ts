/**
 * The development store end to end through the API: a completed plan's cart opens the local
 * cart page with every active item and its quantity, removing an item takes it out of the
 * link, malformed links get 400, and a production configuration has no development store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mealPlanCreatedResponseSchema,
  mealPlanDetailResponseSchema,
  shoppingListResponseSchema,
} from '../../../shared/meal-plan';
import { loadConfig } from '../../config';
import {
  FREE_PLAN_FORM,
  makePro,
  signInAs,
  startPlansTestServer,
  waitFor,
} from '../../plans/plans-test-support';
import { TestClient } from '../../test-support/http-client';
import type { TestServer } from '../../test-support/test-server';
import { createDevelopmentStore } from '../store-registry';
import { DEV_STORE_CART_PATH } from './dev-store-provider';

let server: TestServer;

beforeAll(async () => {
  server = await startPlansTestServer();
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

async function completedPlan(client: TestClient) {
  const created = await client.json('/api/meal-plans', {
    method: 'POST',
    body: { ...FREE_PLAN_FORM, duration: '7', servingsPerMeal: '4', budget: '400' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { id } = mealPlanCreatedResponseSchema.parse(created.body).plan;
  return waitFor(
    async () => {
      const detail = mealPlanDetailResponseSchema.parse(
        (await client.json(`/api/meal-plans/${id}`)).body,
      ).plan;
      return detail.status === 'completed' && detail;
    },
    20_000,
    `plan ${id} to complete`,
  );
}

function cartLines(html: string): { id: string; quantity: number; text: string }[] {
  return [...html.matchAll(/<li data-product-id="([^"]+)" data-quantity="(\d+)">(.*?)<\/li>/g)].map(
    (m) => ({ id: m[1]!, quantity: Number(m[2]), text: m[3]! }),
  );
}

describe('development store cart', () => {
  it('opens a local cart page with every active item and its quantity; removed items stay out', async () => {
    const person = await signInAs(server.url, 'Dev Shopper');
    await makePro(server.db, person.userId);
    const plan = await completedPlan(person.client);
    const items = plan.generatedPlan!.shopping_list.items;
    const cart = plan.cart!;
    expect(cart.development).toBe(true);
    expect(cart.url).not.toBeNull();
    const url = new URL(cart.url!);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}${DEV_STORE_CART_PATH}`);
    expect(cart.host).toBe(url.host);
    const active = Object.entries(items).filter(([, i]) => i.active !== 0);
    expect(cart.itemCount).toBe(active.length);
    expect(cart.missing).toEqual([]);
    // No development id is ever written where a real store's id belongs.
    for (const [, item] of active) expect(item.storeProductId ?? '').not.toMatch(/^dev-/);

    // The page needs no session, like a store's add-to-cart link.
    const page = await fetch(cart.url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Development store.');
    const lines = cartLines(html);
    expect(lines.map((l) => l.id).sort()).toEqual(
      active.map(([, i]) => `dev-${i.productId}`).sort(),
    );
    for (const [, item] of active) {
      const line = lines.find((l) => l.id === `dev-${item.productId}`)!;
      expect(line.quantity).toBe(Math.max(1, Math.round(item.quantity_to_buy)));
      expect(line.text).toContain(`Quantity: ${line.quantity} ×`);
    }

    // Removing an item takes it out of the cart, and N changes.
    const [removedKey, removedItem] = active[0]!;
    const saved = await person.client.json(`/api/meal-plans/${plan.id}/shopping-list`, {
      method: 'PUT',
      body: { items: { ...items, [removedKey]: { ...removedItem, active: 0 } } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = shoppingListResponseSchema.parse(saved.body).cart;
    expect(after.itemCount).toBe(active.length - 1);
    const afterLines = cartLines(await (await fetch(after.url!)).text());
    expect(afterLines.map((l) => l.id)).not.toContain(`dev-${removedItem.productId}`);
    expect(afterLines).toHaveLength(active.length - 1);

    // Another person cannot read this plan's cart through the API.
    const other = await signInAs(server.url, 'Other Shopper');
    expect((await other.client.json(`/api/meal-plans/${plan.id}`)).status).toBe(403);
    const foreignSave = await other.client.json(`/api/meal-plans/${plan.id}/shopping-list`, {
      method: 'PUT',
      body: { items: { [removedKey]: { active: 1 } } },
    });
    expect(foreignSave.status).toBe(403);
    // The cart page shows only what its link carries: the same for anyone who has the link.
    const asOther = await other.client.request(after.url!.slice(server.url.length));
    expect(asOther.status).toBe(200);
    expect(cartLines(await asOther.text())).toEqual(afterLines);
  });

  it('answers a malformed cart link with 400 and says what is wrong', async () => {
    const anonymous = new TestClient(server.url);
    const cases: [string, string][] = [
      ['', 'The link has no items'],
      ['?items=', 'The link has no items'],
      ['?items=12345_2', 'is not a development store item'],
      ['?items=dev-rice_0', 'Quantities go from 1 to 999'],
      ['?items=dev-rice_1000', 'is not a development store item'],
      ['?items=dev-no-such-product_1', 'The development store has no product dev-no-such-product'],
      ['?items=dev-%3Cscript%3E_1', 'is not a development store item'],
      [`?items=${Array.from({ length: 201 }, () => 'dev-a_1').join(',')}`, 'at most 200'],
    ];
    for (const [query, message] of cases) {
      const res = await anonymous.request(`${DEV_STORE_CART_PATH}${query}`);
      expect(res.status, query).toBe(400);
      const html = await res.text();
      expect(html, query).toContain(message);
      expect(html).not.toContain('<script>');
    }
    // Issue 28, item 12: prototype keys are unknown stores too, not a 500.
    for (const store of ['aldi', '__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const unknownStore = await anonymous.request(
        `${DEV_STORE_CART_PATH}?store=${store}&items=dev-a_1`,
      );
      expect(unknownStore.status, store).toBe(400);
      expect(await unknownStore.text()).toContain('Unknown store.');
    }
  });

  it('does not exist in a production configuration', () => {
    const catalogue = () => Promise.reject(new Error('not loaded'));
    const production = loadConfig({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      APP_ORIGIN: 'https://pantrypilot.example',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secret',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
      INSTACART_API_KEY: 'keys.x',
    });
    expect(createDevelopmentStore(production, catalogue)).toBeNull();
    const development = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: '.test-data/dev-store-config',
    });
    expect(createDevelopmentStore(development, catalogue)).not.toBeNull();
  });
});
