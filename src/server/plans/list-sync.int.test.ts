/**
 * The in-store list (issue 17) against real PostgreSQL: ticks kept apart from remove / add
 * back, changes replayed after being made offline, a conflict with a change made elsewhere
 * keeps both intents and says so, bad input is a 400 that changes nothing, and nobody but the
 * plan's people can read or change the list.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listChangesResponseSchema, listStateSchema } from '../../shared/list-sync';
import { mealPlanCreatedResponseSchema, mealPlanStatusSchema } from '../../shared/meal-plan';
import { signIn, TestClient } from '../test-support/http-client';
import type { TestServer } from '../test-support/test-server';
import { FREE_PLAN_FORM, signInAs, startPlansTestServer, waitFor } from './plans-test-support';

let server: TestServer;
let owner: TestClient;
let ownerPhone2: TestClient;
let stranger: TestClient;
let planId: string;
let keys: string[];

beforeAll(async () => {
  server = await startPlansTestServer();
  const email = `owner.${Math.random().toString(36).slice(2, 8)}@example.com`;
  owner = await signIn(server.url, { name: 'Owner', email });
  // The same person's second phone: its own session.
  ownerPhone2 = await signIn(server.url, { name: 'Owner', email });
  stranger = (await signInAs(server.url, 'Stranger')).client;
  const created = await owner.json('/api/meal-plans', { method: 'POST', body: FREE_PLAN_FORM });
  expect(created.status).toBe(201);
  planId = mealPlanCreatedResponseSchema.parse(created.body).plan.id;
  await waitFor(
    async () => {
      const res = await owner.json(`/api/meal-plans/${planId}/status`);
      return mealPlanStatusSchema.parse(res.body).status === 'completed';
    },
    30_000,
    'the plan to complete',
  );
  const state = listStateSchema.parse(
    (await owner.json(`/api/meal-plans/${planId}/list-state`)).body,
  );
  keys = Object.keys(state.items).sort();
  expect(keys.length).toBeGreaterThanOrEqual(3);
}, 60_000);

afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

async function send(client: TestClient, changes: unknown) {
  return client.json(`/api/meal-plans/${planId}/list-changes`, {
    method: 'POST',
    body: { changes },
  });
}

async function stateOf(client: TestClient) {
  return listStateSchema.parse((await client.json(`/api/meal-plans/${planId}/list-state`)).body);
}

describe('in-store list', () => {
  it('ticks an item without removing it, and removes another', async () => {
    const res = await send(owner, [
      { key: keys[0], kind: 'inBasket', value: true, baseVersion: 0 },
      { key: keys[1], kind: 'active', value: false, baseVersion: 0 },
    ]);
    expect(res.status).toBe(200);
    const body = listChangesResponseSchema.parse(res.body);
    expect(body.conflicts).toEqual([]);
    expect(body.state.items[keys[0]!]).toMatchObject({ inBasket: true, active: true });
    expect(body.state.items[keys[1]!]).toMatchObject({ inBasket: false, active: false });
    expect(body.shopping_list.items[keys[1]!]!.active).toBe(0);
    expect(body.activeItemCount).toBe(keys.length - 1);
    const state = await stateOf(owner);
    expect(state.items[keys[0]!]!.basketVersion).toBe(1);
  });

  it('a change made offline on an older version meets one made elsewhere: both kept, and said', async () => {
    // The second phone saw the list before the changes above, went offline, un-ticked item 0
    // and removed item 1 too: the same intent as the first phone there, so no conflict.
    const res = await send(ownerPhone2, [
      { key: keys[0], kind: 'inBasket', value: false, baseVersion: 0 },
      { key: keys[1], kind: 'active', value: false, baseVersion: 0 },
    ]);
    expect(res.status).toBe(200);
    const body = listChangesResponseSchema.parse(res.body);
    expect(body.conflicts).toHaveLength(1);
    expect(body.conflicts[0]).toMatchObject({
      key: keys[0],
      kind: 'inBasket',
      yours: false,
      theirs: true,
      kept: true,
    });
    expect(body.conflicts[0]!.message).toContain('so it stays ticked');
    expect(body.state.items[keys[0]!]!.inBasket).toBe(true);
    expect(body.state.items[keys[1]!]!.active).toBe(false);
  });

  it('a change made on the current version simply applies', async () => {
    const state = await stateOf(owner);
    const res = await send(owner, [
      {
        key: keys[0],
        kind: 'inBasket',
        value: false,
        baseVersion: state.items[keys[0]!]!.basketVersion,
      },
    ]);
    expect(listChangesResponseSchema.parse(res.body).conflicts).toEqual([]);
    expect((await stateOf(owner)).items[keys[0]!]!.inBasket).toBe(false);
  });

  it('bad input is a 400 that changes nothing', async () => {
    const before = await stateOf(owner);
    const bad: unknown[] = [
      [],
      [{ key: keys[2], kind: 'inBasket', value: 'yes', baseVersion: 0 }],
      [{ key: keys[2], kind: 'quantity', value: true, baseVersion: 0 }],
      [{ key: keys[2], kind: 'inBasket', value: true, baseVersion: -1 }],
      [{ key: keys[2], kind: 'inBasket', value: true, baseVersion: 0, extra: 1 }],
      Array.from({ length: 501 }, () => ({
        key: keys[2],
        kind: 'inBasket',
        value: true,
        baseVersion: 0,
      })),
    ];
    for (const changes of bad) {
      const res = await send(owner, changes);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect((res.body as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    }
    const raw = await owner.request(`/api/meal-plans/${planId}/list-changes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"changes": [',
    });
    expect(raw.status).toBe(400);
    expect(await stateOf(owner)).toEqual(before);
  });

  it('a batch with an item the plan no longer has: the rest applies, that one is named (issue 28, item 3)', async () => {
    const before = await stateOf(owner);
    const valid = keys.slice(3, 6);
    const res = await send(owner, [
      ...valid.map((key) => ({
        key,
        kind: 'inBasket',
        value: true,
        baseVersion: before.items[key]!.basketVersion,
      })),
      { key: 'gone-item', kind: 'inBasket', value: true, baseVersion: 0 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = listChangesResponseSchema.parse(res.body);
    expect(body.refused).toEqual([
      {
        key: 'gone-item',
        kind: 'inBasket',
        value: true,
        reason: 'gone',
        message:
          "gone-item: it is no longer on this plan's list (the plan changed meanwhile), so your tick was not saved.",
      },
    ]);
    for (const key of valid) expect(body.state.items[key]!.inBasket).toBe(true);
    const after = await stateOf(owner);
    for (const key of valid) expect(after.items[key]!.inBasket).toBe(true);
    // Put back for the tests after this one.
    await send(
      owner,
      valid.map((key) => ({
        key,
        kind: 'inBasket',
        value: false,
        baseVersion: after.items[key]!.basketVersion,
      })),
    );
  });

  it('prototype keys are items the plan does not have, and never break the plan (issue 28, item 2)', async () => {
    const protoKeys = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'];
    for (const key of protoKeys) {
      for (const kind of ['active', 'inBasket']) {
        const raw = await ownerPhone2.request(`/api/meal-plans/${planId}/list-changes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"changes":[{"key":${JSON.stringify(key)},"kind":"${kind}","value":false,"baseVersion":0}]}`,
        });
        expect(raw.status, key).toBe(200);
        const body = listChangesResponseSchema.parse(await raw.json());
        expect(body.refused.map((r) => r.key)).toEqual([key]);
        expect(Object.hasOwn(body.shopping_list.items, key)).toBe(false);
      }
      // The owner's whole-list save: an unknown item, 400, nothing saved.
      const put = await owner.request(`/api/meal-plans/${planId}/shopping-list`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: `{"items":{${JSON.stringify(key)}:{"active":0}}}`,
      });
      expect(put.status, key).toBe(400);
    }
    // The plan, its list, its exports and a swap all still work.
    const detail = await owner.json<{ plan: { generatedPlan: unknown } }>(
      `/api/meal-plans/${planId}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.plan.generatedPlan).not.toBeNull();
    expect(Object.keys((await stateOf(owner)).items).sort()).toEqual(keys);
    expect((await owner.request(`/api/meal-plans/${planId}/calendar.ics`)).status).toBe(200);
    expect((await owner.request(`/api/meal-plans/${planId}/shopping-list.txt`)).status).toBe(200);
  });

  it('list event streams are limited per person like plan event streams: 10 (issue 28, item 7)', async () => {
    const open = async (client: TestClient) => {
      const controller = new AbortController();
      const res = await client.request(`/api/meal-plans/${planId}/list-events`, {
        signal: controller.signal,
      });
      return { status: res.status, close: () => controller.abort() };
    };
    const streams = [];
    for (let i = 0; i < 11; i++) streams.push(await open(owner));
    expect(streams.map((s) => s.status)).toEqual([...Array(10).fill(200), 429]);
    // Closing one frees its place.
    streams[0]!.close();
    let again = await open(ownerPhone2);
    for (let i = 0; again.status === 429 && i < 40; i++) {
      await new Promise((r) => setTimeout(r, 50));
      again = await open(ownerPhone2);
    }
    expect(again.status).toBe(200);
    again.close();
    for (const s of streams) s.close();
  });

  it('nobody else reads or changes the list; without a session, 401', async () => {
    const anonymous = new TestClient(server.url);
    for (const client of [stranger, anonymous]) {
      const expected = client === stranger ? 403 : 401;
      expect((await client.json(`/api/meal-plans/${planId}/list-state`)).status).toBe(expected);
      const res = await send(client, [
        { key: keys[2], kind: 'inBasket', value: true, baseVersion: 0 },
      ]);
      expect(res.status).toBe(expected);
      expect((await client.request(`/api/meal-plans/${planId}/list-events`)).status).toBe(expected);
    }
    expect((await stateOf(owner)).items[keys[2]!]!.inBasket).toBe(false);
    // A plan that does not exist, and an id that is not one: 404.
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await owner.json(`/api/meal-plans/${id}/list-state`)).status).toBe(404);
    }
  });

  it('exports the plan to a calendar and the list as text, to nobody else', async () => {
    const ics = await owner.request(
      `/api/meal-plans/${planId}/calendar.ics?breakfast=07:15&lunch=12:00&dinner=19:45&start=2026-12-01&minutes=45`,
    );
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const calendar = await ics.text();
    const events = calendar.split('BEGIN:VEVENT').length - 1;
    expect(events).toBe(3);
    expect(calendar).toContain('DTSTART:20261201T071500');
    expect(calendar).toContain('DTEND:20261201T080000');
    expect(calendar).toContain('DTSTART:20261201T194500');
    expect(calendar).toMatch(/SUMMARY:Breakfast: /);
    expect(calendar).toContain(`URL:${server.url}/meal-plan/${planId}`);
    for (const line of calendar.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    // One more item in the basket, so the text has both kinds of line.
    const before = await stateOf(owner);
    const basket = keys.find((k) => before.items[k]!.active && !before.items[k]!.inBasket)!;
    const tick = await send(owner, [
      {
        key: basket,
        kind: 'inBasket',
        value: true,
        baseVersion: before.items[basket]!.basketVersion,
      },
    ]);
    expect(tick.status).toBe(200);

    const text = await owner.request(`/api/meal-plans/${planId}/shopping-list.txt`);
    expect(text.status).toBe(200);
    expect(text.headers.get('content-type')).toContain('text/plain');
    const body = await text.text();
    expect(body).toContain('Shopping List');
    expect(body).toMatch(/Total: \$\d+\.\d{2}/);
    // The item removed above is not on the text list; what is in the basket is ticked (issue 29).
    const listed = Object.values((await stateOf(owner)).items).filter((i) => i.active);
    const ticked = listed.filter((i) => i.inBasket).length;
    expect(listed).toHaveLength(keys.length - 1);
    expect(ticked).toBeGreaterThan(0);
    expect(body.split('\n').filter((l) => l.startsWith('[x] '))).toHaveLength(ticked);
    expect(body.split('\n').filter((l) => l.startsWith('[ ] '))).toHaveLength(
      listed.length - ticked,
    );
    expect(body).toContain(`${ticked} of ${listed.length} in the basket`);

    for (const query of ['breakfast=25:00', 'start=2026-13-45', 'minutes=0', 'colour=red']) {
      const res = await owner.json(`/api/meal-plans/${planId}/calendar.ics?${query}`);
      expect(res.status, query).toBe(400);
    }
    const anonymous = new TestClient(server.url);
    for (const path of ['calendar.ics', 'shopping-list.txt']) {
      expect((await stranger.request(`/api/meal-plans/${planId}/${path}`)).status).toBe(403);
      expect((await anonymous.request(`/api/meal-plans/${planId}/${path}`)).status).toBe(401);
    }
  });

  // Last: the swap changes the plan's items, which the tests above count.
  it('the whole-list save and a swap wait for a list change in progress, and keep it (issue 28, item 5)', async () => {
    const databaseUrl = server.db.$client.options.connectionString!;
    // A member's list change in progress: the plan's row locked, item 6 removed, not committed.
    const inProgress = async () => {
      const blocker = new pg.Client({ connectionString: databaseUrl });
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query('select 1 from meal_plans where id = $1 for update', [planId]);
      await blocker.query(
        `update meal_plans set generated_plan = jsonb_set(generated_plan,
           array['shopping_list','items',$2::text,'active'], '0'::jsonb) where id = $1`,
        [planId, keys[6]],
      );
      return blocker;
    };
    const activeOf = async (key: string) => (await stateOf(owner)).items[key]!.active;
    const addBack = async () => {
      const state = await stateOf(owner);
      await send(owner, [
        {
          key: keys[6],
          kind: 'active',
          value: true,
          baseVersion: state.items[keys[6]!]!.activeVersion,
        },
      ]);
      expect(await activeOf(keys[6]!)).toBe(true);
    };

    let blocker = await inProgress();
    const put = owner.json(`/api/meal-plans/${planId}/shopping-list`, {
      method: 'PUT',
      body: { items: { [keys[7]!]: { active: 0 } } },
    });
    await new Promise((r) => setTimeout(r, 400));
    await blocker.query('commit');
    await blocker.end();
    expect((await put).status).toBe(200);
    expect(await activeOf(keys[6]!)).toBe(false);
    expect(await activeOf(keys[7]!)).toBe(false);

    await addBack();
    blocker = await inProgress();
    const swap = owner.json(`/api/meal-plans/${planId}/swap`, {
      method: 'POST',
      body: { day: 1, meal: 'dinner' },
    });
    await new Promise((r) => setTimeout(r, 1500));
    await blocker.query('commit');
    await blocker.end();
    const swapped = await swap;
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    const state = await stateOf(owner);
    if (state.items[keys[6]!]) expect(state.items[keys[6]!]!.active).toBe(false);
  });
});
