/**
 * Rate limits hold per person, not per connection address (two people behind one address do
 * not share a window): plan generation, swap meal, billing sessions, recipe imports, open
 * event streams; and
 * the development issuer's /oidc pages per address.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PLAN_FORM, signInAs, startPlansTestServer } from '../plans/plans-test-support';
import type { TestClient } from '../test-support/http-client';
import type { TestServer } from '../test-support/test-server';

let server: TestServer;
let ann: TestClient;
let bob: TestClient;
beforeAll(async () => {
  server = await startPlansTestServer({
    RUN_WORKER: 'false',
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '5',
    RATE_LIMIT_GENERATION_PER_MINUTE: '2',
    RATE_LIMIT_SWAP_PER_MINUTE: '3',
    RATE_LIMIT_BILLING_PER_MINUTE: '2',
    RATE_LIMIT_IMPORT_PER_MINUTE: '2',
    EVENT_STREAMS_PER_PERSON: '2',
  });
  ann = (await signInAs(server.url, 'Limit Ann')).client;
  bob = (await signInAs(server.url, 'Limit Bob')).client;
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

async function statuses(client: TestClient, n: number, path: string, body: unknown = {}) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await client.json(path, { method: 'POST', body })).status);
  return out;
}

describe('per-person rate limits', () => {
  it('limit swap meal per person', async () => {
    const path = `/api/meal-plans/${randomUUID()}/swap`;
    const body = { day: 1, meal: 'dinner' };
    expect((await statuses(ann, 4, path, body)).at(-1)).toBe(429);
    // Bob, on the same address, has his own window.
    expect(await statuses(bob, 1, path, body)).not.toContain(429);
  });

  it('limit plan generation per person, not per address', async () => {
    const anns = await statuses(ann, 3, '/api/meal-plans', { ...FREE_PLAN_FORM, budget: 'x' });
    expect(anns).toEqual([400, 400, 429]);
    expect(await statuses(bob, 1, '/api/meal-plans', { ...FREE_PLAN_FORM, budget: 'x' })).toEqual([
      400,
    ]);
  });

  it('limit billing portal and checkout sessions', async () => {
    expect(await statuses(ann, 3, '/api/billing/portal')).toEqual([409, 409, 429]);
    expect(await statuses(bob, 1, '/api/billing/portal')).toEqual([409]);
  });

  it('limit recipe imports per person, saying how many and how long to wait', async () => {
    const path = '/api/my-recipes/import';
    const page = {
      html: '<script type="application/ld+json">{"@type":"Recipe","name":"Toast","recipeIngredient":["1 slice bread"]}</script>',
    };
    expect(await statuses(ann, 2, path, page)).toEqual([200, 200]);
    const third = await ann.json<{ error: { code: string; message: string } }>(path, {
      method: 'POST',
      body: page,
    });
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe('RATE_LIMITED');
    expect(third.body.error.message).toMatch(
      /^You can import 2 recipes a minute\. Please wait \d+ s and try again\.$/,
    );
    // Bob, on the same address, still imports.
    expect(await statuses(bob, 1, path, page)).toEqual([200]);
  });

  it('limit the event streams one person holds open', async () => {
    const open = async (client: TestClient) => {
      const controller = new AbortController();
      const res = await client.request('/api/meal-plans/events', { signal: controller.signal });
      return { status: res.status, close: () => controller.abort() };
    };
    const first = await open(ann);
    const second = await open(ann);
    const third = await open(ann);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
    const bobs = await open(bob);
    expect(bobs.status).toBe(200);
    bobs.close();
    first.close();
    // Closing a stream frees its place.
    let again = await open(ann);
    for (let i = 0; again.status === 429 && i < 40; i++) {
      await new Promise((r) => setTimeout(r, 50));
      again = await open(ann);
    }
    expect(again.status).toBe(200);
    again.close();
    second.close();
  });
});

describe('the development issuer', () => {
  it('limits its /oidc pages per address', async () => {
    const seen: number[] = [];
    for (let i = 0; i < 60 && !seen.includes(429); i++) {
      const res = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);
      seen.push(res.status);
      await res.body?.cancel();
    }
    expect(seen).toContain(429);
    expect(seen.filter((s) => s === 200).length).toBeLessThanOrEqual(50);
  });
});
