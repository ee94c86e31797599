/**
 * Plan reads from kept bodies (issue 33, decision 0026): a finished plan's list item and its
 * whole detail body are kept per row version (and, for the detail, per reader's role). These
 * tests change a plan every way a person or another process can and read it again at once;
 * and check that a read is written whole (Content-Length) when the client does not ask for
 * compression, compressed when it does.
 */
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mealPlanCreatedResponseSchema,
  mealPlanDetailResponseSchema,
  mealPlanListResponseSchema,
} from '../../shared/meal-plan';
import type { TestClient } from '../test-support/http-client';
import type { TestServer } from '../test-support/test-server';
import { FREE_PLAN_FORM, signInAs, startPlansTestServer, waitFor } from './plans-test-support';

let server: TestServer;
let owner: TestClient;
let member: TestClient;
let planId: string;

beforeAll(async () => {
  server = await startPlansTestServer();
  owner = (await signInAs(server.url, 'Cache Owner Olga')).client;
  const joined = await signInAs(server.url, 'Cache Member Max');
  member = joined.client;
  const created = await owner.json('/api/meal-plans', {
    method: 'POST',
    body: { ...FREE_PLAN_FORM, pantryItems: { spices: ['Cumin'], baking: [], condiments: [] } },
  });
  planId = mealPlanCreatedResponseSchema.parse(created.body).plan.id;
  await waitFor(
    async () =>
      (await owner.json<{ status: string }>(`/api/meal-plans/${planId}/status`)).body.status ===
      'completed',
    60_000,
    'the plan to complete',
  );
  await server.db.execute(
    sql`insert into plan_members (plan_id, user_id) values (${planId}, ${joined.userId})`,
  );
}, 120_000);
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

async function list(client: TestClient) {
  const res = await client.json('/api/meal-plans');
  expect(res.status).toBe(200);
  return mealPlanListResponseSchema.parse(res.body).plans;
}

async function detail(client: TestClient) {
  const res = await client.request(`/api/meal-plans/${planId}`);
  expect(res.status).toBe(200);
  const body = mealPlanDetailResponseSchema.parse(await res.json()).plan;
  return { plan: body, tag: res.headers.get('etag') };
}

/** A GET with node:http, which (unlike fetch) sends no Accept-Encoding unless told to. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('plan reads from kept bodies', () => {
  it('are written whole with a Content-Length when not compressed, and gzip when asked', async () => {
    const cookie = owner.cookieHeader();
    for (const path of ['/api/meal-plans', `/api/meal-plans/${planId}`]) {
      const plain = await rawGet(path, { cookie });
      expect(plain.headers['content-length'], path).toBe(String(plain.body.length));
      expect(plain.headers['transfer-encoding'], path).toBeUndefined();
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(String(plain.headers['vary'])).toMatch(/Cookie/);
      expect(String(plain.headers['vary'])).toMatch(/Accept-Encoding/);
      const zipped = await rawGet(path, { cookie, 'accept-encoding': 'gzip' });
      // Answers under 1 KB are not worth a compressor (json-content-length.ts).
      const small = plain.body.length < 1024;
      expect(zipped.headers['content-encoding'], path).toBe(small ? undefined : 'gzip');
      expect((small ? zipped.body : gunzipSync(zipped.body)).equals(plain.body), path).toBe(true);
      expect(zipped.headers['etag']).toBe(plain.headers['etag']);
    }
  });

  it("show a shopping-list change in the list's total at once", async () => {
    const [before] = await list(owner);
    const { plan } = await detail(owner);
    const [key, item] = Object.entries(plan.generatedPlan!.shopping_list.items).find(
      ([, i]) => i.active !== 0 && i.price > 0,
    )!;
    const changed = await owner.json(`/api/meal-plans/${planId}/shopping-list`, {
      method: 'PUT',
      body: { items: { [key]: { active: 0 } } },
    });
    expect(changed.status).toBe(200);
    const [after] = await list(owner);
    expect(after!.totalCostCents).toBe(
      before!.totalCostCents! - Math.round(item.price * 100) * item.quantity_to_buy,
    );
    expect((await detail(owner)).plan.generatedPlan!.shopping_list.items[key]!.active).toBe(0);
    // Put back for the tests after this one.
    await owner.json(`/api/meal-plans/${planId}/shopping-list`, {
      method: 'PUT',
      body: { items: { [key]: { active: 1 } } },
    });
  });

  it('show a write made straight to the database (another process) at once', async () => {
    await list(owner);
    await detail(owner);
    await detail(member);
    await server.db.execute(
      sql`update meal_plans set name = 'Renamed elsewhere' where id = ${planId}`,
    );
    expect((await list(owner))[0]!.name).toBe('Renamed elsewhere');
    expect((await detail(owner)).plan.name).toBe('Renamed elsewhere');
    expect((await detail(member)).plan.name).toBe('Renamed elsewhere');
  });

  it("keep the owner's and a household member's bodies apart, whoever reads first", async () => {
    await server.db.execute(
      sql`update meal_plans set name = 'Read by the member first' where id = ${planId}`,
    );
    const theirs = await detail(member);
    const mine = await detail(owner);
    expect(theirs.plan.viewerRole).toBe('member');
    expect(theirs.plan.settings.pantryItems).toBeUndefined();
    expect(mine.plan.viewerRole).toBe('owner');
    expect(mine.plan.settings.pantryItems?.spices).toEqual(['Cumin']);
    expect(mine.tag).not.toBe(theirs.tag);
    // Read again, each from the kept body.
    expect((await detail(member)).plan.settings.pantryItems).toBeUndefined();
    expect((await detail(member)).tag).toBe(theirs.tag);
    expect((await detail(owner)).tag).toBe(mine.tag);
  });

  it("never give a stranger the kept body, and show a deleted plan's absence at once", async () => {
    await detail(owner);
    const { client: stranger } = await signInAs(server.url, 'Cache Stranger Stu');
    expect((await stranger.request(`/api/meal-plans/${planId}`)).status).toBe(403);
    expect(await list(stranger)).toEqual([]);
    expect((await owner.json(`/api/meal-plans/${planId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await owner.request(`/api/meal-plans/${planId}`)).status).toBe(404);
    expect((await member.request(`/api/meal-plans/${planId}`)).status).toBe(404);
    expect(await list(owner)).toEqual([]);
  });
});
