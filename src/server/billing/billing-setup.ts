import type { Config } from '../config';
import type { BillingProvider } from './billing-provider';
import { createEmbeddedBilling, type EmbeddedBilling } from './embedded-billing';
import { createStripeBilling } from './stripe-billing';

/** Stripe when its four settings are present, otherwise the embedded development provider. */
export function createBilling(config: Config): {
  provider: BillingProvider;
  embedded?: EmbeddedBilling;
} {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY } =
    config;
  if (STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET && STRIPE_PRICE_MONTHLY && STRIPE_PRICE_YEARLY) {
    return {
      provider: createStripeBilling({
        secretKey: STRIPE_SECRET_KEY,
        webhookSecret: STRIPE_WEBHOOK_SECRET,
        priceMonthly: STRIPE_PRICE_MONTHLY,
        priceYearly: STRIPE_PRICE_YEARLY,
        appOrigin: config.appOrigin,
      }),
    };
  }
  if (STRIPE_SECRET_KEY || STRIPE_WEBHOOK_SECRET || STRIPE_PRICE_MONTHLY || STRIPE_PRICE_YEARLY) {
    throw new Error(
      'Invalid environment configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY and STRIPE_PRICE_YEARLY must be set together',
    );
  }
  const embedded = createEmbeddedBilling({
    appOrigin: config.appOrigin,
    secret: config.authSecret,
  });
  return { provider: embedded, embedded };
}
