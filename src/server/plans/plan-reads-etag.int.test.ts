/**
 * Plan reads with ETag / If-None-Match (issue 33): a client holding the current body gets a
 * 304; every change that touches a plan shows at once on another device of the same person
 * (its stale tag gets a 200 with the new body); another person never gets a 304 for a tag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mealPlanCreatedResponseSchema,
  mealPlanDetailResponseSchema,
  mealPlanListResponseSchema,
} from '../../shared/meal-plan';
import { signIn, type TestClient } from '../test-support/http-client';
import type { TestServer } from '../test-support/test-server';
import { FREE_PLAN_FORM, signInAs, startPlansTestServer, waitFor } from './plans-test-support';

let server: TestServer;
let phone: TestClient;
let laptop: TestClient;
let planId: string;

beforeAll(async () => {
  server = await startPlansTestServer();
  const email = `etag.erin.${Math.random().toString(36).slice(2, 8)}@example.com`;
  phone = await signIn(server.url, { name: 'Etag Erin', email });
  laptop = await signIn(server.url, { name: 'Etag Erin', email });
  const created = await phone.json('/api/meal-plans', { method: 'POST', body: FREE_PLAN_FORM });
  planId = mealPlanCreatedResponseSchema.parse(created.body).plan.id;
  await waitFor(
    async () =>
      (await phone.json<{ status: string }>(`/api/meal-plans/${planId}/status`)).body.status ===
      'completed',
    60_000,
    'the plan to complete',
  );
}, 120_000);
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

async function read(client: TestClient, path: string, tag?: string) {
  const res = await client.request(path, tag ? { headers: { 'if-none-match': tag } } : {});
  const text = await res.text();
  return {
    status: res.status,
    tag: res.headers.get('etag'),
    cacheControl: res.headers.get('cache-control'),
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

describe('plan reads with ETag', () => {
  it('answer 304 with no body when the client holds the current list or plan', async () => {
    for (const path of ['/api/meal-plans', `/api/meal-plans/${planId}`]) {
      const first = await read(laptop, path);
      expect(first.status, path).toBe(200);
      expect(first.tag, path).toMatch(/^W\/"[\w-]+"$/);
      expect(first.cacheControl).toBe('private, no-cache');
      const again = await read(laptop, path, first.tag!);
      expect(again).toMatchObject({ status: 304, tag: first.tag, body: null });
      // Another device of the same person with the same body gets the same tag.
      expect((await read(phone, path)).tag).toBe(first.tag);
    }
  });

  it('show a rename on another device at once: the stale tag gets 200 and the new name', async () => {
    const list = await read(laptop, '/api/meal-plans');
    const detail = await read(laptop, `/api/meal-plans/${planId}`);
    const renamed = await phone.json(`/api/meal-plans/${planId}`, {
      method: 'PATCH',
      body: { name: 'Renamed on the phone' },
    });
    expect(renamed.status).toBe(200);

    const newList = await read(laptop, '/api/meal-plans', list.tag!);
    expect(newList.status).toBe(200);
    expect(newList.tag).not.toBe(list.tag);
    expect(mealPlanListResponseSchema.parse(newList.body).plans[0]!.name).toBe(
      'Renamed on the phone',
    );
    const newDetail = await read(laptop, `/api/meal-plans/${planId}`, detail.tag!);
    expect(newDetail.status).toBe(200);
    expect(mealPlanDetailResponseSchema.parse(newDetail.body).plan.name).toBe(
      'Renamed on the phone',
    );
  });

  it('show a shopping-list change on another device at once', async () => {
    const before = await read(laptop, `/api/meal-plans/${planId}`);
    const plan = mealPlanDetailResponseSchema.parse(before.body).plan;
    const [key] = Object.keys(plan.generatedPlan!.shopping_list.items);
    const changed = await phone.json(`/api/meal-plans/${planId}/shopping-list`, {
      method: 'PUT',
      body: { items: { [key!]: { active: 0 } } },
    });
    expect(changed.status).toBe(200);
    const after = await read(laptop, `/api/meal-plans/${planId}`, before.tag!);
    expect(after.status).toBe(200);
    const shown = mealPlanDetailResponseSchema.parse(after.body).plan;
    expect(shown.generatedPlan!.shopping_list.items[key!]!.active).toBe(0);
  });

  it("never answer 304 to another person holding the owner's tag", async () => {
    const owner = await read(phone, `/api/meal-plans/${planId}`);
    const { client: stranger } = await signInAs(server.url, 'Stranger Sam');
    const theirs = await read(stranger, `/api/meal-plans/${planId}`, owner.tag!);
    expect([403, 404]).toContain(theirs.status);
    const list = await read(phone, '/api/meal-plans');
    const theirList = await read(stranger, '/api/meal-plans', list.tag!);
    expect(theirList.status).toBe(200);
    expect(mealPlanListResponseSchema.parse(theirList.body).plans).toEqual([]);
  });

  it('show a deletion on another device at once', async () => {
    const detail = await read(laptop, `/api/meal-plans/${planId}`);
    expect((await phone.json(`/api/meal-plans/${planId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await read(laptop, `/api/meal-plans/${planId}`, detail.tag!)).status).toBe(404);
  });
});
