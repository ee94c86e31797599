/**
 * The in-store list (issue 17) against real PostgreSQL: ticks kept apart from remove / add
 * back, changes replayed after being made offline, a conflict with a change made elsewhere
 * keeps both intents and says so, bad input is a 400 that changes nothing, and nobody but the
 * plan's people can read or change the list.
 */
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
      // One unknown item refuses the whole request, including the valid change before it.
      [
        { key: keys[2], kind: 'inBasket', value: true, baseVersion: 0 },
        { key: 'no-such-item', kind: 'inBasket', value: true, baseVersion: 0 },
      ],
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

    const text = await owner.request(`/api/meal-plans/${planId}/shopping-list.txt`);
    expect(text.status).toBe(200);
    expect(text.headers.get('content-type')).toContain('text/plain');
    const body = await text.text();
    expect(body).toContain('Shopping List');
    expect(body).toMatch(/Total: \$\d+\.\d{2}/);
    // The item removed above is not on the text list.
    expect(body.split('\n').filter((l) => l.startsWith('[ ] '))).toHaveLength(keys.length - 1);

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
});
