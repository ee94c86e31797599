import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/billing';
import { loadConfig } from '../config';
import { signIn, type TestClient } from '../test-support/http-client';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { developmentWebhookSecret } from './billing-setup';

let server: TestServer;
let webhookSecret: string;
beforeAll(async () => {
  server = await startTestServer();
  // The embedded provider's secret is the one kept in the data folder the server uses.
  webhookSecret = developmentWebhookSecret(loadConfig({ NODE_ENV: 'test' }));
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

type Me = { user: { id: string }; subscription: { status: string }; onboardingCompleted: boolean };

async function upgrade(client: TestClient, interval: 'monthly' | 'yearly' = 'yearly') {
  const checkout = await client.json<{ url: string }>('/api/billing/checkout', {
    method: 'POST',
    body: { interval },
  });
  expect(checkout.status).toBe(200);
  const pageRes = await client.request(checkout.body.url);
  expect(pageRes.status).toBe(200);
  expect(await pageRes.text()).toContain('Subscribe to PantryPilot Pro');
  const confirm = await client.request(`${new URL(checkout.body.url).pathname}/confirm`, {
    method: 'POST',
  });
  expect(confirm.status).toBe(303);
  return confirm.headers.get('location');
}

const stripe = new Stripe('sk_test_signing_only');
function signed(event: object) {
  const payload = JSON.stringify(event);
  return {
    payload,
    signature: stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
  };
}
async function postWebhook(payload: string, signature: string) {
  const res = await fetch(`${server.url}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { result?: string } };
}

describe('billing with the embedded provider', () => {
  it('upgrades a free person to Pro through checkout and the signed webhook', async () => {
    const client = await signIn(server.url, { name: 'Payer', email: 'payer@example.com' });
    expect((await client.json<Me>('/api/me')).body.subscription.status).toBe('free');
    expect(await upgrade(client)).toBe('/settings?success=true');
    expect((await client.json<Me>('/api/me')).body.subscription.status).toBe('active');
    const sub = await client.json<{ interval: string; canManage: boolean; isSubscribed: boolean }>(
      '/api/billing/subscription',
    );
    expect(sub.body).toMatchObject({ interval: 'yearly', canManage: true, isSubscribed: true });
  });

  it('returns with canceled=true when the person cancels checkout, and nothing changes', async () => {
    const client = await signIn(server.url, { name: 'Undecided', email: 'undecided@example.com' });
    const checkout = await client.json<{ url: string }>('/api/billing/checkout', {
      method: 'POST',
      body: { interval: 'monthly' },
    });
    const cancel = await client.request(`${new URL(checkout.body.url).pathname}/cancel`, {
      method: 'POST',
    });
    expect(cancel.headers.get('location')).toBe('/settings?canceled=true');
    expect((await client.json<Me>('/api/me')).body.subscription.status).toBe('free');
  });

  it("does not let one person open another's checkout", async () => {
    const a = await signIn(server.url, { name: 'A', email: 'checkout-a@example.com' });
    const b = await signIn(server.url, { name: 'B', email: 'checkout-b@example.com' });
    const checkout = await a.json<{ url: string }>('/api/billing/checkout', {
      method: 'POST',
      body: { interval: 'monthly' },
    });
    const confirm = await b.request(`${new URL(checkout.body.url).pathname}/confirm`, {
      method: 'POST',
    });
    expect(confirm.headers.get('location')).toBe('/settings?canceled=true');
    expect((await b.json<Me>('/api/me')).body.subscription.status).toBe('free');
    expect((await a.json<Me>('/api/me')).body.subscription.status).toBe('free');
  });

  it('rejects a webhook with a bad signature with 400 and changes nothing', async () => {
    const client = await signIn(server.url, { name: 'Forger', email: 'forger@example.com' });
    const me = (await client.json<Me>('/api/me')).body;
    const event = {
      id: 'evt_forged_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_x',
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: me.user.id,
          customer: 'cus_forged',
          subscription: 'sub_forged',
          metadata: {},
        },
      },
    };
    const payload = JSON.stringify(event);
    const forged = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_wrong',
    });
    const res = await postWebhook(payload, forged);
    expect(res.status).toBe(400);
    expect((await postWebhook(payload, 'garbage')).status).toBe(400);
    expect((await client.json<Me>('/api/me')).body.subscription.status).toBe('free');
  });

  it('applies a replayed event only once', async () => {
    const client = await signIn(server.url, { name: 'Replay', email: 'replay@example.com' });
    const me = (await client.json<Me>('/api/me')).body;
    await upgrade(client, 'monthly');
    const sub = await client.json<{ status: string }>('/api/billing/subscription');
    expect(sub.body.status).toBe('active');
    // A payment failure, then the same event delivered again after the person paid.
    const subRow = await server.db.query.userSubscriptions.findFirst({
      where: (t, { eq }) => eq(t.userId, me.user.id),
    });
    const realFailed = signed({
      id: `evt_fail_${me.user.id}`,
      object: 'event',
      type: 'invoice.payment_failed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'in_1', object: 'invoice', customer: subRow!.stripeCustomerId } },
    });
    expect((await postWebhook(realFailed.payload, realFailed.signature)).body.result).toBe(
      'applied',
    );
    expect((await client.json<{ status: string }>('/api/billing/subscription')).body.status).toBe(
      'past_due',
    );
    const paid = signed({
      id: `evt_paid_${me.user.id}`,
      object: 'event',
      type: 'invoice.paid',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'in_2', object: 'invoice', customer: subRow!.stripeCustomerId } },
    });
    expect((await postWebhook(paid.payload, paid.signature)).body.result).toBe('applied');
    const replay = await postWebhook(realFailed.payload, realFailed.signature);
    expect(replay.status).toBe(200);
    expect(replay.body.result).toBe('duplicate');
    expect((await client.json<{ status: string }>('/api/billing/subscription')).body.status).toBe(
      'active',
    );
  });
});

describe('cancelling Pro (issue 29)', () => {
  it('keeps Pro until the paid period ends; keeping it undoes the cancel; the end makes it Free', async () => {
    const client = await signIn(server.url, { name: 'Yearly Yara', email: 'yara@example.com' });
    await upgrade(client, 'yearly');
    const sub = () =>
      client.json<{ status: string; cancelAtPeriodEnd: boolean }>('/api/billing/subscription');
    const portalPage = async () => {
      const portal = await client.json<{ url: string }>('/api/billing/portal', { method: 'POST' });
      return (await client.request(portal.body.url)).text();
    };
    const post = async (page: string, action: string) => {
      const path = page.match(new RegExp(`action="([^"]+/${action}/[^"]+)"`))![1]!;
      expect((await client.request(path, { method: 'POST' })).status).toBe(303);
    };

    await post(await portalPage(), 'cancel');
    expect((await sub()).body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await post(await portalPage(), 'resume');
    expect((await sub()).body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    await post(await portalPage(), 'cancel');
    await post(await portalPage(), 'end');
    expect((await sub()).body).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
  });
});

describe('account deletion', () => {
  it('is owner-only', async () => {
    const a = await signIn(server.url, { name: 'A', email: 'delete-a@example.com' });
    const b = await signIn(server.url, { name: 'B', email: 'delete-b@example.com' });
    const aId = (await a.json<Me>('/api/me')).body.user.id;
    const res = await b.json<{ error: { message: string } }>('/api/user/delete', {
      method: 'POST',
      body: { userId: aId },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Unauthorized access');
    expect((await a.json('/api/me')).status).toBe(200);
  });

  it('is refused while Pro is active, then removes every row of the person once it ends', async () => {
    const person = { name: 'Leaver', email: 'leaver@example.com' };
    const client = await signIn(server.url, person);
    const id = (await client.json<Me>('/api/me')).body.user.id;
    await client.json('/api/preferences', {
      method: 'PUT',
      body: {
        cuisinePreferences: ['greek'],
        breakfastPreferences: ['eggs'],
        lunchPreferences: ['salad'],
        dinnerPreferences: ['fish'],
      },
    });
    await client.json('/api/pantry', {
      method: 'PUT',
      body: { spices: [], baking: [], condiments: [] },
    });
    await upgrade(client);

    const refused = await client.json<{ error: { message: string } }>('/api/user/delete', {
      method: 'POST',
      body: { userId: id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(ACCOUNT_MESSAGES.deleteActiveSubscription);

    // Cancel in the (development) customer portal.
    const portal = await client.json<{ url: string }>('/api/billing/portal', { method: 'POST' });
    const portalPage = await (await client.request(portal.body.url)).text();
    const cancelPath = portalPage.match(/action="([^"]+\/cancel\/[^"]+)"/)![1]!;
    expect((await client.request(cancelPath, { method: 'POST' })).status).toBe(303);
    // Issue 29: a cancel keeps Pro until the paid period ends; it only stops the renewal.
    expect((await client.json<Me>('/api/me')).body.subscription.status).toBe('active');
    const ending = await client.json<{ cancelAtPeriodEnd: boolean; currentPeriodEnd: string }>(
      '/api/billing/subscription',
    );
    expect(ending.body.cancelAtPeriodEnd).toBe(true);
    expect(new Date(ending.body.currentPeriodEnd).getTime()).toBeGreaterThan(
      Date.now() + 20 * 86_400_000,
    );
    // Nothing renews, so the account may go.

    const deleted = await client.json('/api/user/delete', { method: 'POST', body: { userId: id } });
    expect(deleted.status).toBe(200);

    const tables = [
      'users',
      'sessions',
      'accounts',
      'user_preferences',
      'user_pantry',
      'user_subscriptions',
      'meal_plans',
      'ai_prompts',
    ];
    for (const table of tables) {
      const column = table === 'users' ? 'id' : 'user_id';
      const { rows } = await server.db.$client.query(
        `select count(*)::int as n from ${table} where ${column} = $1`,
        [id],
      );
      expect({ table, n: rows[0].n }).toEqual({ table, n: 0 });
    }
    expect((await client.json('/api/me')).status).toBe(401);

    const again = await signIn(server.url, person);
    const fresh = (await again.json<Me>('/api/me')).body;
    expect(fresh.user.id).not.toBe(id);
    expect(fresh.subscription.status).toBe('free');
    expect(fresh.onboardingCompleted).toBe(false);
  });

  it('does not let an update delivered after the deletion revive the subscription', async () => {
    const client = await signIn(server.url, { name: 'Late Lee', email: 'late.lee@example.com' });
    const me = (await client.json<Me>('/api/me')).body;
    await upgrade(client, 'monthly');
    const row = await server.db.query.userSubscriptions.findFirst({
      where: (t, { eq }) => eq(t.userId, me.user.id),
    });
    const now = Math.floor(Date.now() / 1000) + 5;
    const subscription = (status: string) => ({
      id: row!.subscriptionId,
      object: 'subscription',
      status,
      customer: row!.stripeCustomerId,
      metadata: { userId: me.user.id },
      items: { data: [] },
    });
    const event = (id: string, type: string, created: number, status: string) =>
      signed({ id, object: 'event', type, created, data: { object: subscription(status) } });
    const status = async () =>
      (await client.json<{ status: string }>('/api/billing/subscription')).body.status;

    const deleted = event(
      `evt_del_${me.user.id}`,
      'customer.subscription.deleted',
      now,
      'canceled',
    );
    expect((await postWebhook(deleted.payload, deleted.signature)).body.result).toBe('applied');
    expect(await status()).toBe('canceled');

    // Happened before the deletion, delivered after it.
    const earlier = event(
      `evt_upd1_${me.user.id}`,
      'customer.subscription.updated',
      now - 3,
      'active',
    );
    expect((await postWebhook(earlier.payload, earlier.signature)).body.result).toBe('stale');
    // Same second as the deletion: a deleted subscription still never comes back.
    const sameSecond = event(
      `evt_upd2_${me.user.id}`,
      'customer.subscription.updated',
      now,
      'active',
    );
    expect((await postWebhook(sameSecond.payload, sameSecond.signature)).body.result).toBe('stale');
    expect(await status()).toBe('canceled');

    // Issue 28, item 9: a later, correctly signed invoice that names no subscription is not
    // about the ended one: no Pro back, and a failed payment does not make it past_due.
    for (const [i, type] of (['invoice.paid', 'invoice.payment_failed'] as const).entries()) {
      const invoice = signed({
        id: `evt_inv${i}_${me.user.id}`,
        object: 'event',
        type,
        created: now + 10 + i,
        data: {
          object: { id: `in_late_${i}`, object: 'invoice', customer: row!.stripeCustomerId },
        },
      });
      expect((await postWebhook(invoice.payload, invoice.signature)).body.result).toBe('ignored');
      expect(await status()).toBe('canceled');
    }
  });

  it('refuses a signed event without data.object or created with a 400 (issue 28, item 13)', async () => {
    const shapes: object[] = [
      { id: 'evt_shape_1', object: 'event', type: 'invoice.paid', created: 1 },
      { id: 'evt_shape_2', object: 'event', type: 'invoice.paid', created: 1, data: {} },
      { id: 'evt_shape_3', object: 'event', type: 'invoice.paid', data: { object: {} } },
      { id: 'evt_shape_4', object: 'event', created: 1, data: { object: {} } },
      {
        id: 'evt_shape_5',
        object: 'event',
        type: 'invoice.paid',
        created: 'x',
        data: { object: {} },
      },
      {
        id: 'evt_shape_6',
        object: 'event',
        type: 'invoice.paid',
        created: 1,
        data: { object: null },
      },
      { object: 'event', type: 'invoice.paid', created: 1, data: { object: {} } },
    ];
    for (const shape of shapes) {
      const { payload, signature } = signed(shape);
      const res = await postWebhook(payload, signature);
      expect(res.status, payload).toBe(400);
    }
  });
});
