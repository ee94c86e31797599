/**
 * Keeps user_subscriptions in step with billing events: checkout completion, renewal,
 * cancellation and payment failure. Each event is applied at most once: its id is recorded
 * in the same transaction as its effect, so a replayed event changes nothing.
 *
 * In order: providers do not deliver events in the order they happened. An event older (by
 * the provider's `created` time) than the newest one applied to the person is ignored, and a
 * deleted subscription stays ended: a `customer.subscription.updated` or `invoice.paid` of
 * that same subscription, even from the same second, never revives it.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../db/client';
import { billingEvents, userSubscriptions, users } from '../db/schema';

type Status = (typeof userSubscriptions.$inferSelect)['subscriptionStatus'];
export type ApplyResult = 'applied' | 'duplicate' | 'ignored' | 'stale';

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Stripe's subscription statuses, reduced to what the product distinguishes. */
export function subscriptionStatusFrom(stripeStatus: Stripe.Subscription.Status): Status {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'incomplete':
      return 'past_due';
    default:
      return 'canceled';
  }
}

export async function applyBillingEvent(db: Database, event: Stripe.Event): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (inserted.length === 0) return 'duplicate';

    const findUserId = async (opts: { userId?: string | null; customerId?: string | null }) => {
      if (opts.userId) {
        const [u] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, opts.userId))
          .limit(1);
        if (u) return u.id;
      }
      if (opts.customerId) {
        const [s] = await tx
          .select({ userId: userSubscriptions.userId })
          .from(userSubscriptions)
          .where(eq(userSubscriptions.stripeCustomerId, opts.customerId))
          .limit(1);
        if (s) return s.userId;
      }
      return null;
    };
    const eventAt = new Date(event.created * 1000);
    /** The person's row, locked, when this event must not change it (late or after the end). */
    const staleFor = async (userId: string, subscriptionId: string | null) => {
      const [current] = await tx
        .select({
          status: userSubscriptions.subscriptionStatus,
          subscriptionId: userSubscriptions.subscriptionId,
          lastEventAt: userSubscriptions.lastBillingEventAt,
        })
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, userId))
        .for('update');
      if (!current) return false;
      if (current.lastEventAt && eventAt < current.lastEventAt) return true;
      const endedHere =
        current.status === 'canceled' &&
        subscriptionId !== null &&
        current.subscriptionId === subscriptionId &&
        event.type !== 'customer.subscription.deleted';
      return endedHere;
    };
    const hasLiveSubscription = async (userId: string) => {
      const [current] = await tx
        .select({ status: userSubscriptions.subscriptionStatus })
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, userId));
      return current?.status === 'active' || current?.status === 'past_due';
    };
    const update = async (
      userId: string,
      values: Partial<typeof userSubscriptions.$inferInsert>,
    ) => {
      const stamped = { ...values, lastBillingEventAt: eventAt };
      await tx
        .insert(userSubscriptions)
        .values({ userId, subscriptionStatus: 'free', ...stamped })
        .onConflictDoUpdate({
          target: userSubscriptions.userId,
          set: { ...stamped, updatedAt: new Date() },
        });
    };

    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        if (session.mode !== 'subscription') return 'ignored';
        const customerId = idOf(session.customer);
        const userId = await findUserId({
          userId: session.client_reference_id ?? session.metadata?.userId,
          customerId,
        });
        if (!userId) return 'ignored';
        if (await staleFor(userId, idOf(session.subscription))) return 'stale';
        await update(userId, {
          subscriptionStatus: 'active',
          stripeCustomerId: customerId,
          subscriptionId: idOf(session.subscription),
          priceId: session.metadata?.priceId ?? null,
          cancelAtPeriodEnd: false,
        });
        return 'applied';
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const sub = event.data.object;
        const customerId = idOf(sub.customer);
        const userId = await findUserId({ userId: sub.metadata?.userId, customerId });
        if (!userId) return 'ignored';
        if (await staleFor(userId, sub.id)) return 'stale';
        const item = sub.items?.data?.[0];
        const periodEnd = item?.current_period_end;
        await update(userId, {
          subscriptionStatus:
            event.type === 'customer.subscription.deleted'
              ? 'canceled'
              : subscriptionStatusFrom(sub.status),
          stripeCustomerId: customerId,
          subscriptionId: sub.id,
          priceId: item?.price?.id ?? null,
          currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
          // Cancelled in the portal: still Pro (status active) until the period ends, when
          // the provider sends customer.subscription.deleted (issue 29).
          cancelAtPeriodEnd:
            event.type !== 'customer.subscription.deleted' &&
            (sub.cancel_at_period_end === true || sub.cancel_at != null),
        });
        return 'applied';
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const userId = await findUserId({ customerId: idOf(invoice.customer) });
        if (!userId) return 'ignored';
        const invoiceSubscription = idOf(
          (invoice as { subscription?: string | { id: string } | null }).subscription ??
            invoice.parent?.subscription_details?.subscription,
        );
        if (await staleFor(userId, invoiceSubscription)) return 'stale';
        // An invoice that names no subscription can only be about the live one: it never gives
        // Pro back to a cancelled (or never subscribed) person, nor makes them past_due.
        if (!invoiceSubscription && !(await hasLiveSubscription(userId))) return 'ignored';
        await update(userId, {
          subscriptionStatus: event.type === 'invoice.paid' ? 'active' : 'past_due',
        });
        return 'applied';
      }
      default:
        return 'ignored';
    }
  });
}
