import type { Config } from '../config';
import { localSecret } from '../local-secrets';
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
  if (config.isProduction) {
    // loadConfig already refuses this; kept so the stand-in can never be built in production.
    throw new Error('The embedded development billing never runs in production');
  }
  const embedded = createEmbeddedBilling({
    appOrigin: config.appOrigin,
    webhookSecret: developmentWebhookSecret(config),
  });
  return { provider: embedded, embedded };
}

/**
 * The embedded provider's webhook signing secret: random per data folder and kept there, so a
 * webhook event (e.g. "subscription active") cannot be forged from text anyone can read.
 */
export function developmentWebhookSecret(config: Pick<Config, 'dataDir'>): string {
  return `whsec_dev_${localSecret(config.dataDir, 'development-webhook-secret')}`;
}
