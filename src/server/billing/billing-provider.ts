/**
 * Billing behind one small interface: Stripe in production, the embedded development
 * provider by default. Both deliver Stripe-shaped, signed events to the same webhook code.
 */
import type Stripe from 'stripe';
import type { BillingInterval } from '../../shared/billing';

export type CheckoutInput = {
  userId: string;
  email: string;
  interval: BillingInterval;
  customerId: string | null;
};

export interface BillingProvider {
  readonly name: 'stripe' | 'embedded';
  /** The price id of each interval, to tell them apart in events. */
  readonly priceIds: Record<BillingInterval, string>;
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  createPortal(input: { customerId: string; userId: string }): Promise<{ url: string }>;
  /** Verifies the signature and returns the event; throws when it does not verify. */
  verifyWebhook(rawBody: string, signature: string | undefined): Stripe.Event;
}
