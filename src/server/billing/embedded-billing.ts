/**
 * The embedded development billing provider (the default). Checkout and the billing portal
 * are local pages in the app; confirming there builds Stripe-shaped events, signs them with
 * the Stripe SDK's own signing helper, and POSTs them to the app's webhook endpoint, so the
 * webhook code path is exactly the one Stripe drives in production. No money moves.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import Stripe from 'stripe';
import { PRO_PRICES, type BillingInterval } from '../../shared/billing';
import type { Auth } from '../auth/auth';
import { requireUser, type AppVariables } from '../auth/require-user';
import type { BillingProvider } from './billing-provider';

export const DEV_PRICE_IDS: Record<BillingInterval, string> = {
  monthly: 'price_dev_pro_monthly',
  yearly: 'price_dev_pro_yearly',
};

type PendingCheckout = {
  id: string;
  userId: string;
  email: string;
  interval: BillingInterval;
  customerId: string;
  expiresAt: number;
};
type PortalSession = { id: string; userId: string; customerId: string; expiresAt: number };
type DevSubscription = {
  id: string;
  customerId: string;
  userId: string;
  interval: BillingInterval;
  /** The paid period's end, in seconds (Stripe's unit). */
  periodEnd: number;
  /** Cancelled in the portal: runs to periodEnd, then ends (issue 29). */
  cancelAtPeriodEnd: boolean;
};

const TTL_MS = 30 * 60 * 1000;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export type EmbeddedBilling = BillingProvider & {
  webhookSecret: string;
  /** The local checkout and portal pages, mounted under /api/billing/dev. */
  routes: (auth: Auth) => Hono<{ Variables: AppVariables }>;
  /** Signs and delivers an event to the webhook, as Stripe would (used by tests too). */
  deliver: (type: string, object: Record<string, unknown>) => Promise<Response>;
};

export function createEmbeddedBilling(options: {
  appOrigin: string;
  /** Random per data folder (billing-setup.ts), never derived from a public text. */
  webhookSecret: string;
}): EmbeddedBilling {
  const { webhookSecret } = options;
  // Only the webhook helpers are used: this client never calls Stripe's API.
  const stripe = new Stripe('sk_test_embedded_development_provider_makes_no_api_calls');
  const checkouts = new Map<string, PendingCheckout>();
  const portals = new Map<string, PortalSession>();
  const subscriptions = new Map<string, DevSubscription>();

  const newId = (prefix: string) => `${prefix}_dev_${randomBytes(12).toString('hex')}`;
  const sweep = () => {
    const now = Date.now();
    for (const [k, v] of checkouts) if (v.expiresAt < now) checkouts.delete(k);
    for (const [k, v] of portals) if (v.expiresAt < now) portals.delete(k);
  };

  async function deliver(type: string, object: Record<string, unknown>): Promise<Response> {
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    return fetch(`${options.appOrigin}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  }

  function periodEndFrom(now: number, interval: BillingInterval): number {
    return now + (interval === 'monthly' ? 30 : 365) * 86400;
  }

  function subscriptionObject(sub: DevSubscription, status: string) {
    const now = Math.floor(Date.now() / 1000);
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customerId,
      status,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null,
      metadata: { userId: sub.userId },
      items: {
        object: 'list',
        data: [
          {
            id: `si_${sub.id}`,
            object: 'subscription_item',
            price: { id: DEV_PRICE_IDS[sub.interval], object: 'price' },
            quantity: 1,
            current_period_start: now,
            current_period_end: sub.periodEnd,
          },
        ],
      },
    };
  }

  function page(title: string, body: string): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Development billing</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(92vw, 420px); padding: 24px 0; }
  h1 { font-size: 1.35rem; margin: 0 0 4px; }
  .note { font-size: .85rem; opacity: .75; margin: 0 0 18px; }
  .box { border: 1px solid #8886; border-radius: 12px; padding: 16px; margin-bottom: 16px; }
  .price { font-size: 1.6rem; font-weight: 700; }
  button { font: inherit; cursor: pointer; border-radius: 8px; padding: 10px 14px; width: 100%; margin-top: 8px; }
  button:focus-visible { outline: 3px solid #16a34a; outline-offset: 2px; }
  .primary { border: 0; background: #15803d; color: #fff; font-weight: 600; }
  .secondary { border: 1px solid #8886; background: transparent; color: inherit; }
  .danger { border: 0; background: #b91c1c; color: #fff; font-weight: 600; }
</style></head><body><main>${body}</main></body></html>`;
  }

  function routes(auth: Auth) {
    const app = new Hono<{ Variables: AppVariables }>();
    app.use('*', requireUser(auth));
    app.use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
      c.header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
    });

    app.get('/checkout/:id', (c) => {
      sweep();
      const checkout = checkouts.get(c.req.param('id'));
      if (!checkout || checkout.userId !== c.get('user').id) {
        return c.html(
          page(
            'Checkout expired',
            '<h1>This checkout has expired</h1><p><a href="/settings">Return to PantryPilot</a></p>',
          ),
          404,
        );
      }
      const price = PRO_PRICES[checkout.interval];
      return c.html(
        page(
          'Checkout',
          `<h1>Subscribe to PantryPilot Pro</h1>
          <p class="note">Development checkout: no payment is taken. Confirming sends the same signed events Stripe would.</p>
          <div class="box"><div>PantryPilot Pro, ${checkout.interval === 'monthly' ? 'Monthly' : 'Yearly'}</div>
          <div class="price">${price.label} <small>per ${price.per}</small></div>
          <div class="note">Billed to ${escapeHtml(checkout.email)}</div></div>
          <form method="post" action="/api/billing/dev/checkout/${checkout.id}/confirm"><button class="primary" type="submit">Subscribe</button></form>
          <form method="post" action="/api/billing/dev/checkout/${checkout.id}/cancel"><button class="secondary" type="submit">Cancel and return</button></form>`,
        ),
      );
    });

    app.post('/checkout/:id/confirm', async (c) => {
      const checkout = checkouts.get(c.req.param('id'));
      if (!checkout || checkout.userId !== c.get('user').id)
        return c.redirect('/settings?canceled=true', 303);
      checkouts.delete(checkout.id);
      const sub: DevSubscription = {
        id: newId('sub'),
        customerId: checkout.customerId,
        userId: checkout.userId,
        interval: checkout.interval,
        periodEnd: periodEndFrom(Math.floor(Date.now() / 1000), checkout.interval),
        cancelAtPeriodEnd: false,
      };
      subscriptions.set(sub.id, sub);
      const completed = await deliver('checkout.session.completed', {
        id: checkout.id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: checkout.userId,
        customer: checkout.customerId,
        customer_email: checkout.email,
        subscription: sub.id,
        metadata: { userId: checkout.userId, priceId: DEV_PRICE_IDS[checkout.interval] },
      });
      if (!completed.ok) return c.redirect('/settings?canceled=true', 303);
      await deliver('customer.subscription.created', subscriptionObject(sub, 'active'));
      return c.redirect('/settings?success=true', 303);
    });

    app.post('/checkout/:id/cancel', (c) => {
      const checkout = checkouts.get(c.req.param('id'));
      if (checkout && checkout.userId === c.get('user').id) checkouts.delete(checkout.id);
      return c.redirect('/settings?canceled=true', 303);
    });

    app.get('/portal/:id', (c) => {
      sweep();
      const portal = portals.get(c.req.param('id'));
      if (!portal || portal.userId !== c.get('user').id) return c.redirect('/settings', 303);
      const active = [...subscriptions.values()].filter((s) => s.customerId === portal.customerId);
      const list = active.length
        ? active
            .map(
              (
                s,
              ) => `<div class="box"><div>PantryPilot Pro, ${s.interval === 'monthly' ? 'Monthly' : 'Yearly'}</div>
              <div class="price">${PRO_PRICES[s.interval].label} <small>per ${PRO_PRICES[s.interval].per}</small></div>
              <form method="post" action="/api/billing/dev/portal/${portal.id}/renew/${s.id}"><button class="secondary" type="submit">Simulate a renewal payment</button></form>
              <form method="post" action="/api/billing/dev/portal/${portal.id}/fail/${s.id}"><button class="secondary" type="submit">Simulate a failed payment</button></form>
              ${
                s.cancelAtPeriodEnd
                  ? `<p>Cancelled: Pro until ${new Date(s.periodEnd * 1000).toDateString()}.</p>
              <form method="post" action="/api/billing/dev/portal/${portal.id}/resume/${s.id}"><button class="primary" type="submit">Keep my subscription</button></form>
              <form method="post" action="/api/billing/dev/portal/${portal.id}/end/${s.id}"><button class="secondary" type="submit">Simulate the end of the paid period</button></form>`
                  : `<form method="post" action="/api/billing/dev/portal/${portal.id}/cancel/${s.id}"><button class="danger" type="submit">Cancel subscription</button></form>`
              }</div>`,
            )
            .join('')
        : '<p>No active subscription.</p>';
      return c.html(
        page(
          'Billing portal',
          `<h1>Manage your subscription</h1>
          <p class="note">Development billing portal: actions here send the same signed events Stripe would.</p>
          ${list}
          <form method="get" action="/settings"><button class="secondary" type="submit">Return to PantryPilot</button></form>`,
        ),
      );
    });

    app.post('/portal/:id/:action/:sub', async (c) => {
      const portal = portals.get(c.req.param('id'));
      const sub = subscriptions.get(c.req.param('sub'));
      if (
        !portal ||
        portal.userId !== c.get('user').id ||
        !sub ||
        sub.customerId !== portal.customerId
      ) {
        return c.redirect('/settings', 303);
      }
      const action = c.req.param('action');
      // Like Stripe's portal by default: a cancel runs to the end of the paid period (issue 29).
      if (action === 'cancel' || action === 'resume') {
        sub.cancelAtPeriodEnd = action === 'cancel';
        await deliver('customer.subscription.updated', subscriptionObject(sub, 'active'));
        return c.redirect('/settings', 303);
      }
      if (action === 'end') {
        subscriptions.delete(sub.id);
        await deliver('customer.subscription.deleted', subscriptionObject(sub, 'canceled'));
        return c.redirect('/settings', 303);
      }
      if (action === 'renew' || action === 'fail') {
        await deliver(action === 'renew' ? 'invoice.paid' : 'invoice.payment_failed', {
          id: newId('in'),
          object: 'invoice',
          customer: sub.customerId,
          status: action === 'renew' ? 'paid' : 'open',
        });
      }
      return c.redirect(`/api/billing/dev/portal/${portal.id}`, 303);
    });
    return app;
  }

  return {
    name: 'embedded',
    priceIds: DEV_PRICE_IDS,
    webhookSecret,
    routes,
    deliver,
    async createCheckout({ userId, email, interval, customerId }) {
      sweep();
      const checkout: PendingCheckout = {
        id: newId('cs'),
        userId,
        email,
        interval,
        customerId:
          customerId ?? `cus_dev_${createHash('sha256').update(userId).digest('hex').slice(0, 24)}`,
        expiresAt: Date.now() + TTL_MS,
      };
      checkouts.set(checkout.id, checkout);
      return { url: `${options.appOrigin}/api/billing/dev/checkout/${checkout.id}` };
    },
    async createPortal({ customerId, userId }) {
      sweep();
      const portal: PortalSession = {
        id: newId('bps'),
        userId,
        customerId,
        expiresAt: Date.now() + TTL_MS,
      };
      portals.set(portal.id, portal);
      return { url: `${options.appOrigin}/api/billing/dev/portal/${portal.id}` };
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new Error('Missing Stripe-Signature header');
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    },
  };
}
