/** The pricing of each store, chosen once per process from the configuration. */
import type { PlannerCatalogue } from '../../planner/catalogue';
import type { Store } from '../../shared/options';
import type { Config } from '../config';
import { DevStoreProvider } from './dev-store/dev-store-provider';
import { ReferencePricing, type StorePricing } from './store-pricing';
import { WalmartAffiliateClient } from './walmart-affiliate-client';

export type StorePricingRegistry = Readonly<Record<Store, StorePricing>>;

export function createStorePricing(
  config: Pick<
    Config,
    'WALMART_CONSUMER_ID' | 'WALMART_PRIVATE_KEY' | 'WALMART_KEY_VERSION' | 'WALMART_PUBLISHER_ID'
  >,
): StorePricingRegistry {
  const credentials =
    config.WALMART_CONSUMER_ID && config.WALMART_PRIVATE_KEY && config.WALMART_KEY_VERSION
      ? {
          consumerId: config.WALMART_CONSUMER_ID,
          privateKey: config.WALMART_PRIVATE_KEY,
          keyVersion: config.WALMART_KEY_VERSION,
          publisherId: config.WALMART_PUBLISHER_ID,
        }
      : null;
  return {
    walmart: new WalmartAffiliateClient(credentials),
    target: new ReferencePricing(
      'target',
      'Target live prices are not available; reference prices are used.',
    ),
  };
}

/**
 * The embedded development store, or null in production: like the development sign-in and
 * billing, it is a stand-in that a production configuration never exposes.
 */
export function createDevelopmentStore(
  config: Pick<Config, 'isProduction' | 'appOrigin'>,
  catalogue: () => Promise<PlannerCatalogue>,
): DevStoreProvider | null {
  return config.isProduction ? null : new DevStoreProvider(catalogue, config.appOrigin);
}
