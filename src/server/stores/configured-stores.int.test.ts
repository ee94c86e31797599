/**
 * Kroger and Instacart switched on, each by its own variables, through the real server: a
 * stand-in for each store's API on loopback answers with the recorded documented shapes in
 * ./kroger/fixtures and ./instacart/fixtures (KROGER_BASE_URL and INSTACART_BASE_URL point at
 * it). Covered: the setup endpoint, a store and ZIP choice finding the nearest location (and
 * 400 / 502 / 503 when there is none or the store fails), the plan's cart kind, the Kroger
 * consent round trip and cart add, Instacart's page, and every store failure answered with a
 * clear message, never a 500; each route also with another person's session.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedPlan } from '../../shared/generated-plan';
import { mealPlans } from '../db/schema';
import {
  FREE_PLAN_FORM,
  makePro,
  signInAs,
  startPlansTestServer,
  waitFor,
} from '../plans/plans-test-support';
import { freePort, type TestServer } from '../test-support/test-server';

const fixture = (store: string, name: string) =>
  readFileSync(path.join(import.meta.dirname, store, 'fixtures', `${name}.json`), 'utf8');

/** What the stand-in store answers next; the test switches it to try each failure. */
type Mode = 'ok' | 'expired' | 'rate-limit' | 'down';
const upstream = {
  kroger: 'ok' as Mode,
  instacart: 'ok' as Mode,
  cartAdds: [] as unknown[],
  instacartBodies: [] as unknown[],
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => resolve(data));
  });
}

function failure(mode: Mode, store: 'kroger' | 'instacart'): [number, string] | null {
  if (mode === 'expired')
    return [
      401,
      store === 'kroger'
        ? fixture('kroger', 'error-expired-token')
        : fixture('instacart', 'error-unauthorized'),
    ];
  if (mode === 'rate-limit') return [429, fixture(store, 'error-rate-limit')];
  if (mode === 'down') return [500, '{"errors":{"reason":"Internal error"}}'];
  return null;
}

function startStandIn(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
      const body = await readBody(req);
      const send = (status: number, text: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(text);
      };
      if (url.pathname === '/v1/connect/oauth2/token') {
        const form = new URLSearchParams(body);
        if (form.get('grant_type') === 'client_credentials')
          return send(200, fixture('kroger', 'token'));
        if (form.get('code') === 'refused') return send(400, '{"error":"invalid_grant"}');
        return send(200, fixture('kroger', 'token-person'));
      }
      if (url.pathname === '/v1/locations') {
        if (upstream.kroger === 'down') return send(500, '{}');
        // The recorded location answers ZIP 45202; anywhere else has no Kroger store.
        return url.searchParams.get('filter.zipCode.near') === '45202'
          ? send(200, fixture('kroger', 'locations'))
          : send(200, '{"data":[]}');
      }
      if (url.pathname === '/v1/products') {
        return (url.searchParams.get('filter.term') ?? '').includes('rice')
          ? send(200, fixture('kroger', 'products-search'))
          : send(200, '{"data":[],"meta":{"pagination":{"start":0,"limit":10,"total":0}}}');
      }
      if (url.pathname === '/v1/cart/add' && req.method === 'PUT') {
        const failed = failure(upstream.kroger, 'kroger');
        if (failed) return send(...failed);
        upstream.cartAdds.push(JSON.parse(body));
        res.writeHead(204);
        return res.end();
      }
      if (url.pathname === '/idp/v1/products/products_link' && req.method === 'POST') {
        const failed = failure(upstream.instacart, 'instacart');
        if (failed) return send(...failed);
        upstream.instacartBodies.push(JSON.parse(body));
        return send(200, fixture('instacart', 'products-link'));
      }
      send(404, '{}');
    })();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let server: TestServer;
let standIn: Server;
beforeAll(async () => {
  const port = await freePort();
  standIn = await startStandIn(port);
  server = await startPlansTestServer({
    KROGER_CLIENT_ID: 'fixture-client',
    KROGER_CLIENT_SECRET: 'fixture-secret',
    KROGER_BASE_URL: `http://127.0.0.1:${port}/v1`,
    INSTACART_API_KEY: 'keys.fixture',
    INSTACART_BASE_URL: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
  await new Promise((resolve) => standIn.close(resolve));
});

type ErrorBody = { error: { code: string; message: string; field?: string } };

async function completedPlan(
  client: Awaited<ReturnType<typeof signInAs>>['client'],
  store: string,
): Promise<string> {
  const created = await client.json<{ plan: { id: string } }>('/api/meal-plans', {
    method: 'POST',
    body: { ...FREE_PLAN_FORM, store },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.plan.id;
  await waitFor(
    async () => {
      const s = await client.json<{ status: string }>(`/api/meal-plans/${id}/status`);
      return s.body.status === 'completed' && s.body;
    },
    20_000,
    'the plan to complete',
  );
  return id;
}

describe('stores switched on by their variables', () => {
  it('lists Kroger and Instacart as set up', async () => {
    const res = await (await fetch(`${server.url}/api/stores/setup`)).json();
    expect(res.stores).toEqual([
      { store: 'walmart', enabled: true, live: false, development: true },
      { store: 'kroger', enabled: true, live: true, development: false },
      { store: 'instacart', enabled: true, live: false, development: false },
      { store: 'target', enabled: false, live: false, development: false },
    ]);
  });

  it('finds the nearest Kroger for a ZIP code, and says clearly when there is none or Kroger fails', async () => {
    const a = await signInAs(server.url, 'Kroger Chooser');
    const b = await signInAs(server.url, 'Kroger Bystander');
    const put = (zip: string) =>
      a.client.json<ErrorBody & { choice: unknown }>('/api/stores/choice', {
        method: 'PUT',
        body: { store: 'kroger', zip },
      });
    for (const zip of ['00000', '4520', 'abcde']) {
      const bad = await put(zip);
      expect(bad.status, zip).toBe(400);
      expect(bad.body.error.message).toContain('Please enter a 5-digit US ZIP code, like 45202.');
      expect(bad.body.error.field).toBe('zip');
    }
    const none = await put('99950');
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({
      field: 'zip',
      message:
        'No Kroger store was found near 99950. Please check the ZIP code or choose another store.',
    });
    upstream.kroger = 'down';
    const down = await put('45202');
    upstream.kroger = 'ok';
    expect(down.status).toBe(502);
    expect(down.body.error.message).toMatch(
      /^Kroger refused, so finding stores near 45202 did not happen/,
    );
    expect((await a.client.json<{ choice: unknown }>('/api/stores/choice')).body.choice).toBeNull();

    const saved = await put('45202');
    expect(saved.status).toBe(200);
    expect(saved.body.choice).toEqual({
      store: 'kroger',
      zip: '45202',
      locationId: '99900001',
      locationName: 'Kroger - Fixture Street',
    });
    expect((await b.client.json<{ choice: unknown }>('/api/stores/choice')).body.choice).toBeNull();
    const instacart = await a.client.json<{ choice: unknown }>('/api/stores/choice', {
      method: 'PUT',
      body: { store: 'instacart', zip: '10001' },
    });
    expect(instacart.body.choice).toEqual({
      store: 'instacart',
      zip: '10001',
      locationId: null,
      locationName: null,
    });
  });

  it('adds a Kroger plan to the person’s own Kroger cart after their consent, with clear errors', async () => {
    const a = await signInAs(server.url, 'Kroger Shopper');
    const b = await signInAs(server.url, 'Kroger Intruder');
    await a.client.json('/api/stores/choice', {
      method: 'PUT',
      body: { store: 'kroger', zip: '45202' },
    });
    const id = await completedPlan(a.client, 'Kroger');
    const detail = await a.client.json<{ plan: { cart: Record<string, unknown> } }>(
      `/api/meal-plans/${id}`,
    );
    expect(detail.body.plan.cart).toMatchObject({
      store: 'kroger',
      url: null,
      fill: 'kroger',
      instacart: true,
    });

    // Two items get the recorded Kroger products, as a Kroger search would have given them;
    // the third has none and must be reported, not sent.
    const [row] = await server.db.select().from(mealPlans).where(eq(mealPlans.id, id));
    const plan = row!.generatedPlan as unknown as GeneratedPlan;
    const keys = Object.keys(plan.shopping_list.items);
    expect(keys.length).toBeGreaterThan(3);
    for (const [i, key] of keys.entries()) {
      const item = plan.shopping_list.items[key]!;
      item.storeProductId = i === 0 ? '0000000000101' : i === 1 ? '0000000000102' : null;
      item.quantity_to_buy = i === 1 ? 2 : item.quantity_to_buy;
    }
    plan.shopping_list.items[keys[2]!]!.active = 0;
    await server.db
      .update(mealPlans)
      .set({ generatedPlan: plan as unknown as Record<string, unknown> })
      .where(eq(mealPlans.id, id));

    const cartPath = `/api/meal-plans/${id}/kroger-cart`;
    const first = await a.client.json<ErrorBody & { connectUrl: string }>(cartPath, {
      method: 'POST',
      body: {},
    });
    expect(first.status).toBe(409);
    expect(first.body.error.code).toBe('KROGER_CONSENT_NEEDED');
    expect(first.body.connectUrl).toBe(`/api/stores/kroger/connect?planId=${id}`);
    expect(
      (
        await b.client.request(cartPath, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(403);

    // Consent: to Kroger's authorize page with a state, back through the callback.
    expect((await b.client.request(first.body.connectUrl)).status).toBe(403);
    const connect = await a.client.request(first.body.connectUrl);
    expect(connect.status).toBe(302);
    const authorize = new URL(connect.headers.get('location')!);
    expect(authorize.pathname).toBe('/v1/connect/oauth2/authorize');
    expect(authorize.searchParams.get('scope')).toBe('cart.basic:write');
    const state = authorize.searchParams.get('state')!;
    // Someone else cannot complete this person's consent.
    const stolen = await b.client.json<ErrorBody>(
      `/api/stores/kroger/callback?state=${state}&code=good`,
    );
    expect(stolen.status).toBe(400);
    const refused = await a.client.request(
      `/api/stores/kroger/callback?state=${state}&code=refused`,
    );
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toContain(`/meal-plan/${id}?kroger=failed`);

    const again = await a.client.request(first.body.connectUrl);
    const state2 = new URL(again.headers.get('location')!).searchParams.get('state')!;
    const back = await a.client.request(`/api/stores/kroger/callback?state=${state2}&code=good`);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toContain(`/meal-plan/${id}?kroger=connected`);
    // A used state is spent.
    expect(
      (await a.client.request(`/api/stores/kroger/callback?state=${state2}&code=good`)).status,
    ).toBe(400);

    const added = await a.client.json<{ added: number; missing: { key: string }[] }>(cartPath, {
      method: 'POST',
      body: {},
    });
    expect(added.status).toBe(200);
    expect(added.body.added).toBe(2);
    expect(added.body.missing.map((m) => m.key).sort()).toEqual(keys.slice(3).sort());
    expect(upstream.cartAdds.at(-1)).toEqual({
      items: [
        {
          upc: '0000000000101',
          quantity: Math.max(1, plan.shopping_list.items[keys[0]!]!.quantity_to_buy),
          modality: 'PICKUP',
        },
        { upc: '0000000000102', quantity: 2, modality: 'PICKUP' },
      ],
    });

    upstream.kroger = 'rate-limit';
    const busy = await a.client.json<ErrorBody>(cartPath, { method: 'POST', body: {} });
    expect(busy.status).toBe(503);
    expect(busy.body.error.message).toBe(
      'Kroger is not taking more requests right now, so adding the items to your Kroger cart did not happen. Please try again in a few minutes.',
    );
    upstream.kroger = 'down';
    const down = await a.client.json<ErrorBody>(cartPath, { method: 'POST', body: {} });
    expect(down.status).toBe(502);
    expect(down.body.error.message).toMatch(
      /^Kroger refused, so adding the items to your Kroger cart did not happen \(Kroger cart answered 500/,
    );
    // Kroger no longer accepts the person's token: the consent is asked for again.
    upstream.kroger = 'expired';
    const expired = await a.client.json<ErrorBody>(cartPath, { method: 'POST', body: {} });
    expect(expired.status).toBe(409);
    expect(expired.body.error.code).toBe('KROGER_CONSENT_NEEDED');
    upstream.kroger = 'ok';
    expect((await a.client.json(cartPath, { method: 'POST', body: {} })).status).toBe(409);
  });

  it('makes an Instacart shopping-list page of the active items, with clear errors', async () => {
    const a = await signInAs(server.url, 'Instacart Shopper');
    const b = await signInAs(server.url, 'Instacart Intruder');
    await makePro(server.db, a.userId);
    const id = await completedPlan(a.client, 'Instacart');
    const detail = await a.client.json<{
      plan: { cart: Record<string, unknown>; generatedPlan: GeneratedPlan };
    }>(`/api/meal-plans/${id}`);
    const active = Object.values(detail.body.plan.generatedPlan.shopping_list.items).filter(
      (i) => i.active !== 0,
    );
    expect(detail.body.plan.cart).toMatchObject({
      store: 'instacart',
      url: null,
      fill: 'instacart',
      itemCount: active.length,
      missing: [],
    });
    const linkPath = `/api/meal-plans/${id}/instacart-link`;
    const made = await a.client.json<{ url: string; itemCount: number }>(linkPath, {
      method: 'POST',
      body: {},
    });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({
      url: 'https://customers.dev.instacart.tools/store/shopping_lists/0000000',
      itemCount: active.length,
    });
    const sent = upstream.instacartBodies.at(-1) as { line_items: { name: string }[] };
    expect(sent.line_items.map((l) => l.name).sort()).toEqual(active.map((i) => i.name).sort());
    expect((await b.client.json(linkPath, { method: 'POST', body: {} })).status).toBe(403);

    for (const [mode, status] of [
      ['rate-limit', 503],
      ['expired', 502],
      ['down', 502],
    ] as const) {
      upstream.instacart = mode;
      const failed = await a.client.json<ErrorBody>(linkPath, { method: 'POST', body: {} });
      expect(failed.status, mode).toBe(status);
      expect(failed.body.error.message).toMatch(
        /^Instacart .* the Instacart shopping list did not happen/,
      );
    }
    upstream.instacart = 'ok';

    // A Walmart plan on this server still gets the development store's link, and Instacart.
    const walmart = await completedPlan(a.client, 'Walmart');
    const wdetail = await a.client.json<{ plan: { cart: Record<string, unknown> } }>(
      `/api/meal-plans/${walmart}`,
    );
    expect(wdetail.body.plan.cart).toMatchObject({
      fill: 'link',
      development: true,
      instacart: true,
    });
  });
});
