/**
 * Household sharing (issue 17) against real PostgreSQL: invite and read-only links with
 * unguessable tokens stored as hashes, a member who reads the plan and ticks its list (the
 * owner's event stream hears it), and nothing beyond that plan: not the owner's other plans,
 * pantry, preferences or billing; no delete, rename, swap or link management; a revoked or
 * unknown link is a 404 and bad input a 400 that changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listStateSchema } from '../../shared/list-sync';
import {
  mealPlanCreatedResponseSchema,
  mealPlanDetailResponseSchema,
  mealPlanStatusSchema,
} from '../../shared/meal-plan';
import {
  createdShareLinkSchema,
  joinResponseSchema,
  planSharingSchema,
  publicPlanResponseSchema,
  sharedPlansResponseSchema,
  type CreatedShareLink,
} from '../../shared/plan-sharing';
import { planShareLinks } from '../db/schema';
import { TestClient } from '../test-support/http-client';
import type { TestServer } from '../test-support/test-server';
import { hashShareToken } from './plan-sharing-service';
import {
  collectSse,
  FREE_PLAN_FORM,
  makePro,
  signInAs,
  startPlansTestServer,
  waitFor,
} from './plans-test-support';

let server: TestServer;
let owner: TestClient;
let member: TestClient;
let memberId: string;
let stranger: TestClient;
let planId: string;
let otherPlanId: string;
let keys: string[];

async function completedPlan(client: TestClient): Promise<string> {
  const created = await client.json('/api/meal-plans', { method: 'POST', body: FREE_PLAN_FORM });
  expect(created.status).toBe(201);
  const id = mealPlanCreatedResponseSchema.parse(created.body).plan.id;
  await waitFor(
    async () =>
      mealPlanStatusSchema.parse((await client.json(`/api/meal-plans/${id}/status`)).body)
        .status === 'completed',
    30_000,
    'the plan to complete',
  );
  return id;
}

beforeAll(async () => {
  server = await startPlansTestServer();
  const a = await signInAs(server.url, 'Owner Ann');
  owner = a.client;
  await makePro(server.db, a.userId);
  const b = await signInAs(server.url, 'Member Ben');
  member = b.client;
  memberId = b.userId;
  stranger = (await signInAs(server.url, 'Stranger')).client;
  await owner.json('/api/preferences', {
    method: 'PUT',
    body: {
      cuisinePreferences: ['italian'],
      breakfastPreferences: ['eggs'],
      lunchPreferences: ['salad'],
      dinnerPreferences: ['chicken'],
      allergies: ['peanuts'],
    },
  });
  planId = await completedPlan(owner);
  otherPlanId = await completedPlan(owner);
  const state = listStateSchema.parse(
    (await owner.json(`/api/meal-plans/${planId}/list-state`)).body,
  );
  keys = Object.keys(state.items).sort();
  expect(keys.length).toBeGreaterThanOrEqual(3);
}, 90_000);

afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

async function newLink(
  kind: 'invite' | 'read-only',
): Promise<CreatedShareLink & { token: string }> {
  const res = await owner.json(`/api/meal-plans/${planId}/share-links`, {
    method: 'POST',
    body: { kind },
  });
  expect(res.status).toBe(201);
  const created = createdShareLinkSchema.parse(res.body);
  const token = created.url.split('/').pop()!;
  return { ...created, token };
}

describe('household sharing', () => {
  let invite: CreatedShareLink & { token: string };
  let readOnly: CreatedShareLink & { token: string };

  it('makes links with unguessable tokens and keeps only their hash', async () => {
    invite = await newLink('invite');
    readOnly = await newLink('read-only');
    expect(invite.url).toMatch(new RegExp(`^${server.url}/join/[A-Za-z0-9_-]{43}$`));
    expect(readOnly.url).toMatch(new RegExp(`^${server.url}/shared/[A-Za-z0-9_-]{43}$`));
    expect(invite.token).not.toBe(readOnly.token);
    const rows = await server.db
      .select()
      .from(planShareLinks)
      .where(eq(planShareLinks.planId, planId));
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(invite.token);
    expect(stored).not.toContain(readOnly.token);
    expect(rows.map((r) => r.tokenHash).sort()).toEqual(
      [hashShareToken(invite.token), hashShareToken(readOnly.token)].sort(),
    );
    const sharing = planSharingSchema.parse(
      (await owner.json(`/api/meal-plans/${planId}/sharing`)).body,
    );
    expect(sharing.links.map((l) => l.kind).sort()).toEqual(['invite', 'read-only']);
    expect(JSON.stringify(sharing)).not.toContain(invite.token);
  });

  it('tells a signed-out visitor who invited them, for an invite link only (issue 29)', async () => {
    const visitor = new TestClient(server.url);
    const who = await visitor.json<{ name: string }>(`/api/share/${invite.token}/inviter`);
    expect(who.status).toBe(200);
    // The first name only: "Owner Ann" invites as "Owner".
    expect(who.body).toEqual({ name: 'Owner' });
    expect((await visitor.json(`/api/share/${readOnly.token}/inviter`)).status).toBe(404);
    expect((await visitor.json('/api/share/not-a-token/inviter')).status).toBe(400);
  });

  it('an invite link makes a signed-in person a member; the plan is on their dashboard', async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.json(`/api/share/${invite.token}/join`, { method: 'POST' })).status).toBe(
      401,
    );
    // The read-only token is no invite.
    expect(
      (await member.json(`/api/share/${readOnly.token}/join`, { method: 'POST' })).status,
    ).toBe(404);
    const joined = await member.json(`/api/share/${invite.token}/join`, { method: 'POST' });
    expect(joined.status).toBe(200);
    expect(joinResponseSchema.parse(joined.body)).toEqual({ planId, role: 'member' });
    // Opening it again changes nothing; the owner opening it stays the owner.
    expect((await member.json(`/api/share/${invite.token}/join`, { method: 'POST' })).status).toBe(
      200,
    );
    expect((await owner.json(`/api/share/${invite.token}/join`, { method: 'POST' })).body).toEqual({
      planId,
      role: 'owner',
    });

    const shared = sharedPlansResponseSchema.parse((await member.json('/api/shared-plans')).body);
    expect(shared.plans.map((p) => [p.id, p.sharedBy])).toEqual([[planId, 'Owner Ann']]);
    expect((await owner.json<{ plans: unknown[] }>('/api/shared-plans')).body.plans).toEqual([]);
    // The member's own plans stay their own.
    expect((await member.json<{ plans: unknown[] }>('/api/meal-plans')).body.plans).toEqual([]);
    const sharing = planSharingSchema.parse(
      (await owner.json(`/api/meal-plans/${planId}/sharing`)).body,
    );
    expect(sharing.members.map((m) => [m.userId, m.name])).toEqual([[memberId, 'Member Ben']]);
  });

  it('the member reads the plan without the owner’s tastes or pantry, and exports it', async () => {
    const res = await member.json(`/api/meal-plans/${planId}`);
    expect(res.status).toBe(200);
    const plan = mealPlanDetailResponseSchema.parse(res.body).plan;
    expect(plan.viewerRole).toBe('member');
    expect(plan.settings.preferences).toEqual({});
    expect(plan.settings.pantryItems).toBeUndefined();
    expect(JSON.stringify(plan.generatedPlan)).not.toMatch(/fromPantry|pantryGrams|pantryUse/);
    expect(
      mealPlanDetailResponseSchema.parse((await owner.json(`/api/meal-plans/${planId}`)).body).plan
        .viewerRole,
    ).toBe('owner');
    for (const path of ['calendar.ics', 'shopping-list.txt']) {
      expect((await member.request(`/api/meal-plans/${planId}/${path}`)).status).toBe(200);
    }
  });

  it("a member's tick reaches the owner's live stream, and the owner's reaches the member's", async () => {
    for (const [from, to, key] of [
      [member, owner, keys[0]!],
      [owner, member, keys[1]!],
    ] as const) {
      let opened!: () => void;
      const open = new Promise<void>((resolve) => (opened = resolve));
      const heard = collectSse(to, `/api/meal-plans/${planId}/list-events`, {
        until: (events) => events.some((e) => e.event === 'list'),
        timeoutMs: 10_000,
        onOpen: () => opened(),
      });
      await open;
      // Give the stream's subscription a moment to be in place before the change.
      await new Promise((r) => setTimeout(r, 300));
      const started = performance.now();
      const sent = await from.json(`/api/meal-plans/${planId}/list-changes`, {
        method: 'POST',
        body: { changes: [{ key, kind: 'inBasket', value: true, baseVersion: 0 }] },
      });
      expect(sent.status).toBe(200);
      const { events } = await heard;
      const event = events.find((e) => e.event === 'list');
      expect(event, 'a list event').toBeTruthy();
      expect(event!.at - started).toBeLessThan(5_000);
      const state = listStateSchema.parse(
        (await to.json(`/api/meal-plans/${planId}/list-state`)).body,
      );
      expect(state.items[key]!.inBasket).toBe(true);
    }
    // The member removes an item too: editing the list, not only ticking.
    const removed = await member.json(`/api/meal-plans/${planId}/list-changes`, {
      method: 'POST',
      body: { changes: [{ key: keys[2], kind: 'active', value: false, baseVersion: 0 }] },
    });
    expect(removed.status).toBe(200);
    const state = listStateSchema.parse(
      (await owner.json(`/api/meal-plans/${planId}/list-state`)).body,
    );
    expect(state.items[keys[2]!]).toMatchObject({ active: false, changedBy: 'Member Ben' });
  });

  it('gives the member nothing beyond that plan and no owner’s powers over it', async () => {
    const before = await owner.json(`/api/meal-plans/${planId}`);
    const refused: Array<{ method: string; path: string; body?: unknown }> = [
      { method: 'DELETE', path: `/api/meal-plans/${planId}` },
      { method: 'PATCH', path: `/api/meal-plans/${planId}`, body: { name: 'Mine now' } },
      { method: 'POST', path: `/api/meal-plans/${planId}/retry`, body: {} },
      {
        method: 'POST',
        path: `/api/meal-plans/${planId}/swap`,
        body: { day: 1, meal: 'breakfast' },
      },
      { method: 'GET', path: `/api/meal-plans/${planId}/swap-options?day=1&meal=breakfast` },
      { method: 'GET', path: `/api/meal-plans/${planId}/prompts` },
      { method: 'GET', path: `/api/meal-plans/${planId}/events` },
      { method: 'PUT', path: `/api/meal-plans/${planId}/shopping-list`, body: { items: {} } },
      { method: 'GET', path: `/api/pantry/plans/${planId}` },
      { method: 'POST', path: `/api/pantry/plans/${planId}/bought`, body: {} },
      { method: 'POST', path: `/api/meal-plans/${planId}/kroger-cart`, body: {} },
      { method: 'POST', path: `/api/meal-plans/${planId}/instacart-link`, body: {} },
      { method: 'GET', path: `/api/meal-plans/${planId}/sharing` },
      { method: 'POST', path: `/api/meal-plans/${planId}/share-links`, body: { kind: 'invite' } },
      { method: 'DELETE', path: `/api/meal-plans/${planId}/share-links/${invite.link.id}` },
      // The owner's other plan is not shared.
      { method: 'GET', path: `/api/meal-plans/${otherPlanId}` },
      { method: 'GET', path: `/api/meal-plans/${otherPlanId}/list-state` },
      { method: 'GET', path: `/api/meal-plans/${otherPlanId}/calendar.ics` },
      { method: 'GET', path: `/api/meal-plans/${otherPlanId}/shopping-list.txt` },
    ];
    for (const probe of refused) {
      const res = await member.json<{ error?: { message: string } }>(probe.path, {
        method: probe.method,
        ...(probe.body !== undefined ? { body: probe.body } : {}),
      });
      expect({ probe: `${probe.method} ${probe.path}`, status: res.status }).toEqual({
        probe: `${probe.method} ${probe.path}`,
        status: 403,
      });
      expect(res.body?.error?.message).toMatch(/Unauthorized access|Only the plan’s owner/);
    }
    // The owner's preferences, pantry and billing are not the member's to read.
    expect((await member.json<{ preferences: unknown }>('/api/preferences')).body.preferences).toBe(
      null,
    );
    const pantry = await member.json<{ foods?: unknown[] }>('/api/pantry/foods');
    expect(pantry.status).toBe(200);
    expect(JSON.stringify(pantry.body)).not.toContain('Owner Ann');
    const billing = await member.json<{ status?: string }>('/api/billing/subscription');
    expect(JSON.stringify(billing.body)).not.toContain('active');
    expect((await owner.json(`/api/meal-plans/${planId}`)).body).toEqual(before.body);
    const links = planSharingSchema.parse(
      (await owner.json(`/api/meal-plans/${planId}/sharing`)).body,
    );
    expect(links.links).toHaveLength(2);
  });

  it('a read-only link shows the plan and list to anyone, and nothing else', async () => {
    const visitor = new TestClient(server.url);
    const res = await visitor.request(`/api/share/${readOnly.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    const plan = publicPlanResponseSchema.parse(body).plan;
    expect(plan.inBasket[keys[0]!]).toBe(true);
    expect(plan.generatedPlan.shopping_list.items[keys[2]!]!.active).toBe(0);
    const text = JSON.stringify(body);
    for (const secret of ['Owner Ann', '@example.com', 'peanuts', 'pantry', planId]) {
      expect(text).not.toContain(secret);
    }
    // It opens nothing else: not the plan's own routes, not its exports, no join.
    expect((await visitor.request(`/api/meal-plans/${planId}`)).status).toBe(401);
    expect((await visitor.request(`/api/meal-plans/${planId}/shopping-list.txt`)).status).toBe(401);
    expect((await visitor.request(`/api/meal-plans/${planId}/calendar.ics`)).status).toBe(401);
    expect((await visitor.request(`/api/share/${invite.token}`)).status).toBe(404);
    // Nothing to change through it.
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const r = await visitor.request(`/api/share/${readOnly.token}`, { method });
      expect(r.status, method).toBe(404);
    }
  });

  it('bad input is a 400 with a message and changes nothing; an unknown link a 404', async () => {
    const before = planSharingSchema.parse(
      (await owner.json(`/api/meal-plans/${planId}/sharing`)).body,
    );
    for (const body of [{}, { kind: 'everyone' }, { kind: 'invite', extra: 1 }, { kind: 7 }, []]) {
      const res = await owner.json<{ error: { message: string } }>(
        `/api/meal-plans/${planId}/share-links`,
        { method: 'POST', body },
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toMatch(/kind|body/);
    }
    const raw = await owner.request(`/api/meal-plans/${planId}/share-links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"kind": ',
    });
    expect(raw.status).toBe(400);
    const badId = await owner.json<{ error: { message: string } }>(
      `/api/meal-plans/${planId}/share-links/not-a-link`,
      { method: 'DELETE' },
    );
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toContain('linkId');
    expect(
      (
        await owner.json(
          `/api/meal-plans/${planId}/share-links/00000000-0000-4000-8000-000000000000`,
          {
            method: 'DELETE',
          },
        )
      ).status,
    ).toBe(404);
    expect(
      (await owner.json(`/api/meal-plans/${planId}/members/nobody-here`, { method: 'DELETE' }))
        .status,
    ).toBe(404);
    for (const token of ['short', 'x'.repeat(44), `${'a'.repeat(42)}!`]) {
      const view = await member.json<{ error: { message: string } }>(`/api/share/${token}`);
      expect(view.status, token).toBe(400);
      expect(view.body.error.message).toContain('share link');
      expect((await member.json(`/api/share/${token}/join`, { method: 'POST' })).status).toBe(400);
    }
    const unknown = 'A'.repeat(43);
    expect((await member.json(`/api/share/${unknown}`)).status).toBe(404);
    expect((await member.json(`/api/share/${unknown}/join`, { method: 'POST' })).status).toBe(404);
    expect(
      planSharingSchema.parse((await owner.json(`/api/meal-plans/${planId}/sharing`)).body),
    ).toEqual(before);
  });

  it('a revoked link is a 404; a new link replaces the old; a removed member loses the plan and cannot rejoin by the same link', async () => {
    const visitor = new TestClient(server.url);
    const revoked = await owner.json(`/api/meal-plans/${planId}/share-links/${readOnly.link.id}`, {
      method: 'DELETE',
    });
    expect(revoked.status).toBe(200);
    expect((await visitor.request(`/api/share/${readOnly.token}`)).status).toBe(404);
    // The link's own page is a 404 too; a live link's page is not.
    expect((await visitor.request(`/shared/${readOnly.token}`)).status).toBe(404);
    expect((await visitor.request(`/shared/${'A'.repeat(43)}`)).status).toBe(404);
    // 200 with the built app, 503 before a build: never 404.
    expect((await visitor.request(`/join/${invite.token}`)).status).not.toBe(404);
    expect((await visitor.request(`/join/${readOnly.token}`)).status).toBe(404);

    const second = await newLink('invite');
    expect(
      (await stranger.json(`/api/share/${invite.token}/join`, { method: 'POST' })).status,
    ).toBe(404);
    // The member who joined with the old link keeps the plan until the owner removes them.
    expect((await member.json(`/api/meal-plans/${planId}`)).status).toBe(200);
    const removed = await owner.json(`/api/meal-plans/${planId}/members/${memberId}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect((await member.json(`/api/meal-plans/${planId}`)).status).toBe(403);
    expect((await member.json(`/api/meal-plans/${planId}/list-state`)).status).toBe(403);
    expect((await member.json<{ plans: unknown[] }>('/api/shared-plans')).body.plans).toEqual([]);

    // Removed by the owner: the link that was live then no longer lets them in (issue 28,
    // item 6); a new link, the owner's deliberate act, does.
    const rejoin = await member.json<{ error: { code: string; message: string } }>(
      `/api/share/${second.token}/join`,
      { method: 'POST' },
    );
    expect(rejoin.status).toBe(403);
    expect(rejoin.body.error.code).toBe('REMOVED_FROM_PLAN');
    expect(rejoin.body.error.message).toContain('Ask the owner for a new link');
    expect((await member.json(`/api/meal-plans/${planId}`)).status).toBe(403);
    expect(
      (await stranger.json(`/api/share/${second.token}/join`, { method: 'POST' })).status,
    ).toBe(200);
    const third = await newLink('invite');
    expect((await member.json(`/api/share/${third.token}/join`, { method: 'POST' })).status).toBe(
      200,
    );

    // A member may leave by themselves (and may come back: leaving bans nothing), and may not
    // remove anyone else.
    const strangerId = (await stranger.json<{ user: { id: string } }>('/api/me')).body.user.id;
    expect(
      (await member.json(`/api/meal-plans/${planId}/members/${strangerId}`, { method: 'DELETE' }))
        .status,
    ).toBe(403);
    expect(
      (await member.json(`/api/meal-plans/${planId}/members/${memberId}`, { method: 'DELETE' }))
        .status,
    ).toBe(200);
    expect((await member.json(`/api/meal-plans/${planId}`)).status).toBe(403);
    expect((await member.json(`/api/share/${third.token}/join`, { method: 'POST' })).status).toBe(
      200,
    );
    expect((await stranger.json(`/api/meal-plans/${planId}`)).status).toBe(200);
  });
});
