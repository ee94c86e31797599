/** The production billing provider: Stripe hosted checkout, billing portal and webhooks. */
import Stripe from 'stripe';
import type { BillingProvider } from './billing-provider';

export function createStripeBilling(options: {
  secretKey: string;
  webhookSecret: string;
  priceMonthly: string;
  priceYearly: string;
  appOrigin: string;
}): BillingProvider {
  const stripe = new Stripe(options.secretKey);
  return {
    name: 'stripe',
    priceIds: { monthly: options.priceMonthly, yearly: options.priceYearly },
    async createCheckout({ userId, email, interval, customerId }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [
          {
            price: interval === 'monthly' ? options.priceMonthly : options.priceYearly,
            quantity: 1,
          },
        ],
        success_url: `${options.appOrigin}/settings?success=true`,
        cancel_url: `${options.appOrigin}/settings?canceled=true`,
        client_reference_id: userId,
        ...(customerId ? { customer: customerId } : { customer_email: email }),
        subscription_data: { metadata: { userId } },
        metadata: { userId },
      });
      if (!session.url) throw new Error('Stripe did not return a checkout URL');
      return { url: session.url };
    },
    async createPortal({ customerId }) {
      const portal = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${options.appOrigin}/settings`,
      });
      return { url: portal.url };
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new Error('Missing Stripe-Signature header');
      return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
    },
  };
}
