/**
 * The store routes through the real server on the defaults (no store keys): the public setup,
 * a person's store and ZIP (400 on bad input, nothing changed), the development store's
 * location, another person's session, and Kroger/Instacart refusing clearly when not set up.
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

type Choice = {
  choice: {
    store: string;
    zip: string;
    locationId: string | null;
    locationName: string | null;
  } | null;
};

describe('store routes', () => {
  it('says publicly which stores work in this configuration', async () => {
    const res = await new TestClient(server.url).json<{ stores: unknown[] }>('/api/stores/setup');
    expect(res.status).toBe(200);
    expect(res.body.stores).toEqual([
      { store: 'walmart', enabled: true, live: false, development: true },
      { store: 'kroger', enabled: false, live: false, development: false },
      { store: 'instacart', enabled: false, live: false, development: false },
      { store: 'target', enabled: false, live: false, development: false },
    ]);
  });

  it("keeps each person's store and ZIP, refuses bad input with 400, and shows nobody else's", async () => {
    const a = await signInAs(server.url, 'Zip Owner');
    const b = await signInAs(server.url, 'Zip Other');
    expect((await a.client.json<Choice>('/api/stores/choice')).body.choice).toBeNull();
    const bad: [unknown, string][] = [
      [{ store: 'walmart', zip: '1234' }, 'Please enter a 5-digit US ZIP code'],
      [{ store: 'walmart', zip: '12345-6789' }, 'Please enter a 5-digit US ZIP code'],
      [{ store: 'target', zip: '12345' }, ''],
      [{ store: 'aldi', zip: '12345' }, ''],
      [{ zip: '12345' }, ''],
      [{ store: 'kroger', zip: '12345' }, 'Kroger is not set up on this server.'],
      [{ store: 'instacart', zip: '12345' }, 'Instacart is not set up on this server.'],
    ];
    for (const [body, message] of bad) {
      const res = await a.client.json<{ error: { message: string } }>('/api/stores/choice', {
        method: 'PUT',
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.error.message).toContain(message);
    }
    const notJson = await a.client.request('/api/stores/choice', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect((await a.client.json<Choice>('/api/stores/choice')).body.choice).toBeNull();

    const saved = await a.client.json<Choice>('/api/stores/choice', {
      method: 'PUT',
      body: { store: 'walmart', zip: ' 72712 ' },
    });
    expect(saved.status).toBe(200);
    // No Walmart key: the development store is the location, and says so.
    expect(saved.body.choice).toEqual({
      store: 'walmart',
      zip: '72712',
      locationId: 'dev-local',
      locationName: 'PantryPilot development store',
    });
    expect((await a.client.json<Choice>('/api/stores/choice')).body).toEqual(saved.body);
    expect((await b.client.json<Choice>('/api/stores/choice')).body.choice).toBeNull();
    expect((await new TestClient(server.url).json('/api/stores/choice')).status).toBe(401);
  });

  it('refuses Kroger and Instacart actions clearly when they are not set up, and on other people’s plans', async () => {
    const a = await signInAs(server.url, 'Cart Owner');
    const b = await signInAs(server.url, 'Cart Other');
    const created = await a.client.json<{ plan: { id: string } }>('/api/meal-plans', {
      method: 'POST',
      body: FREE_PLAN_FORM,
    });
    const id = created.body.plan.id;
    await waitFor(
      async () => {
        const s = await a.client.json<{ status: string }>(`/api/meal-plans/${id}/status`);
        return s.body.status === 'completed' && s.body;
      },
      20_000,
      'the plan to complete',
    );
    for (const path of [
      `/api/meal-plans/${id}/kroger-cart`,
      `/api/meal-plans/${id}/instacart-link`,
    ]) {
      const own = await a.client.json<{ error: { message: string } }>(path, {
        method: 'POST',
        body: {},
      });
      expect(own.status, path).toBe(404);
      expect(own.body.error.message).toMatch(/is not set up on this server/);
      expect((await b.client.json(path, { method: 'POST', body: {} })).status, path).toBe(403);
    }
    const connect = await a.client.request(`/api/stores/kroger/connect?planId=${id}`);
    expect(connect.status).toBe(404);
    expect((await b.client.request(`/api/stores/kroger/connect?planId=${id}`)).status).toBe(403);
    expect((await a.client.request('/api/stores/kroger/connect?planId=not-a-plan')).status).toBe(
      404,
    );
    expect((await a.client.request('/api/stores/kroger/callback?state=x&code=y')).status).toBe(404);
    // A plan for a store that is not set up cannot be made.
    const kroger = await a.client.json<{ error: { message: string } }>('/api/meal-plans', {
      method: 'POST',
      body: { ...FREE_PLAN_FORM, store: 'Kroger' },
    });
    expect(kroger.status).toBe(400);
    expect(kroger.body.error.message).toBe(
      'Kroger is not set up on this server. Please choose Walmart for your meal plan.',
    );
  });
});
