/** The pricing of each store, chosen once per process from the configuration. */
import type { Store } from '../../shared/options';
import type { Config } from '../config';
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
