import { Hono } from 'hono';
import {
  checkoutRequestSchema,
  type BillingInterval,
  type SubscriptionResponse,
} from '../../shared/billing';
import { ensureFreeSubscription } from '../account/subscription-record';
import type { Auth } from '../auth/auth';
import { requireUser, type AppVariables } from '../auth/require-user';
import type { Database } from '../db/client';
import { errorBody, HttpError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { parseJson } from '../http/validate';
import { applyBillingEvent } from './apply-billing-event';
import type { BillingProvider } from './billing-provider';

export const WEBHOOK_PATH = '/api/billing/webhook';

function isWellFormedEvent(event: unknown): boolean {
  if (typeof event !== 'object' || event === null) return false;
  const e = event as { id?: unknown; type?: unknown; created?: unknown; data?: unknown };
  const data = e.data as { object?: unknown } | null | undefined;
  return (
    typeof e.id === 'string' &&
    e.id.length > 0 &&
    typeof e.type === 'string' &&
    typeof e.created === 'number' &&
    Number.isFinite(e.created) &&
    typeof data === 'object' &&
    data !== null &&
    typeof data.object === 'object' &&
    data.object !== null
  );
}

export function billingRoutes(
  db: Database,
  auth: Auth,
  billing: BillingProvider,
  sessionsPerMinute = 10,
) {
  const intervalOf = (priceId: string | null): BillingInterval | null =>
    priceId === billing.priceIds.monthly
      ? 'monthly'
      : priceId === billing.priceIds.yearly
        ? 'yearly'
        : null;

  const app = new Hono<{ Variables: AppVariables }>();

  // Verified by signature, not by session or Origin; the raw body is what was signed.
  app.post('/billing/webhook', async (c) => {
    const raw = await c.req.text();
    let event;
    try {
      event = billing.verifyWebhook(raw, c.req.header('stripe-signature'));
    } catch {
      return c.json(errorBody('INVALID_SIGNATURE', 'Webhook signature verification failed'), 400);
    }
    // Signed is not well-formed: an event without what every handler reads is refused.
    if (!isWellFormedEvent(event)) {
      return c.json(
        errorBody(
          'INVALID_EVENT',
          'Webhook event must have an id, a type, created and data.object',
        ),
        400,
      );
    }
    const result = await applyBillingEvent(db, event);
    return c.json({ received: true, result });
  });

  app.use('/billing/checkout', requireUser(auth));
  app.use('/billing/portal', requireUser(auth));
  // Each session is a call to the provider (Stripe) on the person's behalf.
  const sessionLimit = rateLimit({ bucket: 'billing-sessions', perMinute: sessionsPerMinute });
  app.use('/billing/checkout', sessionLimit);
  app.use('/billing/portal', sessionLimit);
  app.use('/billing/subscription', requireUser(auth));

  app.get('/billing/subscription', async (c) => {
    const row = await ensureFreeSubscription(db, c.get('user').id);
    const body: SubscriptionResponse = {
      status: row.subscriptionStatus,
      isSubscribed: row.subscriptionStatus === 'active',
      interval: intervalOf(row.priceId),
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row.subscriptionStatus === 'active' && row.cancelAtPeriodEnd,
      canManage: Boolean(row.stripeCustomerId),
      provider: billing.name,
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  app.post('/billing/checkout', async (c) => {
    const { interval } = await parseJson(c, checkoutRequestSchema);
    const user = c.get('user');
    const row = await ensureFreeSubscription(db, user.id);
    if (row.subscriptionStatus === 'active') {
      throw new HttpError(409, 'ALREADY_SUBSCRIBED', 'You already have an active Pro subscription');
    }
    return c.json(
      await billing.createCheckout({
        userId: user.id,
        email: user.email,
        interval,
        customerId: row.stripeCustomerId,
      }),
    );
  });

  app.post('/billing/portal', async (c) => {
    const user = c.get('user');
    const row = await ensureFreeSubscription(db, user.id);
    if (!row.stripeCustomerId) {
      throw new HttpError(409, 'NO_CUSTOMER', 'There is no subscription to manage yet');
    }
    return c.json(
      await billing.createPortal({ customerId: row.stripeCustomerId, userId: user.id }),
    );
  });

  return app;
}
