/**
 * No request can read or change another person's data: a second person tries every API
 * route with the first person's ids and gets nothing of theirs, and a visitor gets 401.
 * The route table is read from the app itself, so a new route must be added here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FREE_PLAN_FORM,
  signInAs,
  startPlansTestServer,
  waitFor,
} from '../plans/plans-test-support';
import { TestClient } from '../test-support/http-client';
import type { TestServer } from '../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startPlansTestServer();
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

const PREFS = {
  cuisinePreferences: ['italian'],
  breakfastPreferences: ['eggs'],
  lunchPreferences: ['salad'],
  dinnerPreferences: ['chicken'],
  allergies: ['peanuts'],
};

type Probe = { method: string; path: string; body?: unknown };

/** Routes that hold no one person's data, and why. */
const NOT_PERSONAL: Record<string, string> = {
  'GET /healthz': 'reports the database only',
  'GET /api/pantry/catalogue': 'the public pantry catalogue',
  'GET /api/pantry/foods/options': 'the public list of foods and their units',
  // Another person's pantry entry is 404 and stays whole: pantry-stock.int.test.ts.
  'PATCH /api/pantry/foods/:id': "probed with another person's entry in pantry-stock.int.test.ts",
  'DELETE /api/pantry/foods/:id': "probed with another person's entry in pantry-stock.int.test.ts",
  'GET /api/catalogue/stats': 'public counts of the recipe library',
  'GET /api/stores': 'the public store list',
  'GET /api/dev-store/cart': "the development store's cart page: shows only what its link carries",
  'GET /api/stores/setup': 'which stores this server has set up',
  'POST /api/login/google': 'starts a sign-in',
  'POST /api/billing/webhook': 'verified by signature, not by session',
  'ALL /api/*': "the API's not-found answer",
  'GET /*': 'the web app',
  'GET /assets/*': 'the web app',
  'GET /recipe-images/*': 'public recipe photos',
  // Opened by an unguessable link token, not an id: plan-sharing.int.test.ts tries unknown,
  // revoked and wrong-kind tokens, and what a read-only link shows of the owner.
  'GET /api/share/:token': "a read-only share link's plan and list",
  'POST /api/share/:token/join': 'joins the household of an invite link',
  // Issue 29: the inviter's first name for a live invite link only (plan-sharing.int.test.ts).
  'GET /api/share/:token/inviter': "an invite link's inviter, by the link's unguessable token",
  'GET /join/:token': "an invite link's page: the web app, 404 when the link is not live",
  'GET /shared/:token': "a read-only link's page: the web app, 404 when the link is not live",
  // A person's own recipes: another person's recipe is 404 on read, edit and delete, a
  // household member's is 403 on edit and delete (recipe-import/my-recipes.int.test.ts).
  'GET /api/my-recipes/:id': "probed with another person's recipe in my-recipes.int.test.ts",
  'PUT /api/my-recipes/:id': "probed with another person's recipe in my-recipes.int.test.ts",
  'DELETE /api/my-recipes/:id': "probed with another person's recipe in my-recipes.int.test.ts",
  'GET /api/my-recipes/foods': 'searches the public food catalogue',
};

/** Routes that act only on the caller's own data: no id of anyone else can be passed. */
const OWN_DATA_ONLY = new Set([
  // The caller's own recipes and household's, found by the caller's id (my-recipes.int.test.ts).
  'GET /api/my-recipes',
  'POST /api/my-recipes',
  'POST /api/my-recipes/import',
  // Issue 31: the caller's own prices, each row found with the caller's user id and a product
  // id (own-prices.int.test.ts tries another person's session on every one).
  'GET /api/prices/own',
  'PUT /api/prices/own/:productId',
  'DELETE /api/prices/own/:productId',
  'GET /api/auth/*',
  'POST /api/auth/*',
  // Its rules (auth/update-user-rules.ts) before better-auth, which updates the caller only.
  'POST /api/auth/update-user',
  'GET /api/me',
  'GET /api/preferences',
  'PUT /api/preferences',
  'GET /api/pantry',
  'PUT /api/pantry',
  'GET /api/pantry/foods',
  'POST /api/pantry/foods',
  'GET /api/pantry/savings',
  'GET /api/meal-plans',
  'POST /api/meal-plans',
  'GET /api/meal-plans/active',
  'GET /api/meal-plans/events',
  // Plans shared with the caller, found by the caller's own membership.
  'GET /api/shared-plans',
  'GET /api/billing/subscription',
  'POST /api/billing/checkout',
  'POST /api/billing/portal',
  // The caller's own preferences (issue 12's energy target).
  'PUT /api/preferences/energy-target',
  // The caller's own pantry stock: a food row is found only with the caller's user id.
  'GET /api/pantry/foods',
  'POST /api/pantry/foods',
  'GET /api/pantry/foods/options',
  'PATCH /api/pantry/foods/:id',
  'DELETE /api/pantry/foods/:id',
  'GET /api/pantry/savings',
  'GET /api/stores/choice',
  'PUT /api/stores/choice',
  // Refuse another person's planId, and a consent started by someone else (store-routes tests).
  'GET /api/stores/kroger/connect',
  'GET /api/stores/kroger/callback',
  // The cheapest plan for posted choices with the caller's own pantry and allergies only
  // (another person's never changes it: plan-quote.int.test.ts).
  'POST /api/meal-plans/quote',
  // Takes a user id, refused unless it is the caller's (probed below).
  'POST /api/user/delete',
  // Issue 32: the library with the caller's own ratings, and the caller's own ratings and
  // pins, each row found only with the caller's user id (recipe-memory.int.test.ts tries
  // another person's session on every one).
  'GET /api/recipes',
  'GET /api/recipes/:id',
  'GET /api/recipe-feedback',
  'PUT /api/recipe-feedback/:recipeId',
  'GET /api/recipe-pins',
  'PUT /api/recipe-pins/:recipeId',
  'DELETE /api/recipe-pins/:recipeId',
]);

describe('data isolation between people', () => {
  it('has a probe or a reason for every route of the app', () => {
    const probed = new Set(probesFor(':id').map((p) => `${p.method} ${p.path.split('?')[0]}`));
    for (const { method, path } of server.routes) {
      const key = `${method} ${path}`;
      // The embedded billing pages check that the checkout is the caller's (billing tests).
      if (path.startsWith('/api/billing/dev')) continue;
      // Middleware (security headers, body limit, CSRF, rate limits, session checks).
      if (method === 'ALL' && key !== 'ALL /api/*') continue;
      if (key in NOT_PERSONAL || OWN_DATA_ONLY.has(key)) continue;
      expect(probed.has(key), `route ${key} has no isolation probe`).toBe(true);
    }
  });

  it("refuses every plan route on another person's plan and leaves it whole", async () => {
    const a = await signInAs(server.url, 'Owner');
    const b = await signInAs(server.url, 'Intruder');
    await a.client.json('/api/preferences', { method: 'PUT', body: PREFS });
    const created = await a.client.json<{ plan: { id: string } }>('/api/meal-plans', {
      method: 'POST',
      body: FREE_PLAN_FORM,
    });
    expect(created.status).toBe(201);
    const id = created.body.plan.id;
    await waitFor(
      async () => {
        const s = await a.client.json<{ status: string }>(`/api/meal-plans/${id}/status`);
        return s.body.status === 'completed' ? s.body : undefined;
      },
      20_000,
      'the plan to complete',
    );
    const before = await a.client.json(`/api/meal-plans/${id}`);

    for (const probe of probesFor(id)) {
      const res = await b.client.json<{ error?: { message: string } }>(probe.path, {
        method: probe.method,
        ...(probe.body !== undefined ? { body: probe.body } : {}),
      });
      expect({ probe: `${probe.method} ${probe.path}`, status: res.status }).toEqual({
        probe: `${probe.method} ${probe.path}`,
        status: 403,
      });
      expect(res.body?.error?.message).toBe('Unauthorized access');
    }
    const after = await a.client.json(`/api/meal-plans/${id}`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);

    // The intruder's own views hold nothing of the owner's.
    expect((await b.client.json<{ plans: unknown[] }>('/api/meal-plans')).body.plans).toEqual([]);
    expect((await b.client.json<{ plan: unknown }>('/api/meal-plans/active')).body.plan).toBeNull();
    expect(
      (await b.client.json<{ preferences: unknown }>('/api/preferences')).body.preferences,
    ).toBeNull();
    const del = await b.client.json('/api/user/delete', {
      method: 'POST',
      body: { userId: a.userId },
    });
    expect(del.status).toBe(403);
    expect((await a.client.json('/api/me')).status).toBe(200);
  });

  it('answers 401 to a visitor on every personal route', async () => {
    const visitor = new TestClient(server.url);
    const probes: Probe[] = [
      ...probesFor('00000000-0000-0000-0000-000000000000'),
      { method: 'GET', path: '/api/meal-plans' },
      { method: 'GET', path: '/api/meal-plans/active' },
      { method: 'POST', path: '/api/meal-plans', body: FREE_PLAN_FORM },
      { method: 'GET', path: '/api/preferences' },
      { method: 'PUT', path: '/api/preferences', body: PREFS },
      { method: 'GET', path: '/api/pantry' },
      { method: 'PUT', path: '/api/pantry', body: { spices: [], baking: [], condiments: [] } },
      { method: 'GET', path: '/api/me' },
      { method: 'GET', path: '/api/billing/subscription' },
      { method: 'POST', path: '/api/billing/checkout', body: { interval: 'monthly' } },
      { method: 'POST', path: '/api/billing/portal', body: {} },
      { method: 'POST', path: '/api/user/delete', body: { userId: 'x' } },
    ];
    for (const probe of probes) {
      const res = await visitor.json(probe.path, {
        method: probe.method,
        ...(probe.body !== undefined ? { body: probe.body } : {}),
      });
      expect({ probe: `${probe.method} ${probe.path}`, status: res.status }).toEqual({
        probe: `${probe.method} ${probe.path}`,
        status: 401,
      });
    }
  });
});

function probesFor(id: string): Probe[] {
  // The route table names its parameters; a real probe passes ids that exist.
  const param = (name: string, value: string) => (id === ':id' ? `:${name}` : value);
  return [
    { method: 'GET', path: `/api/meal-plans/${id}` },
    { method: 'GET', path: `/api/meal-plans/${id}/status` },
    { method: 'GET', path: `/api/meal-plans/${id}/events` },
    { method: 'GET', path: `/api/meal-plans/${id}/prompts` },
    { method: 'PUT', path: `/api/meal-plans/${id}/shopping-list`, body: { items: {} } },
    { method: 'POST', path: `/api/meal-plans/${id}/swap`, body: { day: 1, meal: 'breakfast' } },
    { method: 'GET', path: `/api/meal-plans/${id}/swap-options?day=1&meal=breakfast` },
    { method: 'POST', path: `/api/meal-plans/${id}/retry`, body: {} },
    { method: 'POST', path: `/api/meal-plans/${id}/replan`, body: { locked: [] } },
    {
      method: 'PUT',
      path: `/api/meal-plans/${id}/locks`,
      body: { day: 1, meal: 'dinner', locked: true },
    },
    { method: 'DELETE', path: `/api/meal-plans/${id}/locks` },
    { method: 'GET', path: `/api/pantry/plans/${id}` },
    { method: 'POST', path: `/api/pantry/plans/${id}/bought`, body: {} },
    { method: 'DELETE', path: `/api/meal-plans/${id}` },
    { method: 'PATCH', path: `/api/meal-plans/${id}`, body: { name: 'Mine now' } },
    { method: 'GET', path: `/api/pantry/plans/${id}` },
    { method: 'POST', path: `/api/pantry/plans/${id}/bought`, body: {} },
    { method: 'POST', path: `/api/meal-plans/${id}/kroger-cart`, body: {} },
    { method: 'GET', path: `/api/meal-plans/${id}/list-state` },
    { method: 'POST', path: `/api/meal-plans/${id}/list-changes`, body: { changes: [] } },
    { method: 'GET', path: `/api/meal-plans/${id}/list-events` },
    { method: 'GET', path: `/api/meal-plans/${id}/calendar.ics` },
    { method: 'GET', path: `/api/meal-plans/${id}/shopping-list.txt` },
    { method: 'POST', path: `/api/meal-plans/${id}/instacart-link`, body: {} },
    { method: 'GET', path: `/api/meal-plans/${id}/sharing` },
    { method: 'POST', path: `/api/meal-plans/${id}/share-links`, body: { kind: 'invite' } },
    {
      method: 'DELETE',
      path: `/api/meal-plans/${id}/share-links/${param('linkId', '00000000-0000-4000-8000-000000000000')}`,
    },
    {
      method: 'DELETE',
      path: `/api/meal-plans/${id}/members/${param('userId', 'someone')}`,
    },
  ];
}
