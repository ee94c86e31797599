/**
 * The stores of one process, chosen once from the configuration: each real provider is on
 * when its credentials are set (README's store table), the development store stands in
 * outside production, and each plan store gets its pricing (live matching, or reference).
 */
import type pg from 'pg';
import type { PlannerCatalogue } from '../../planner/catalogue';
import type { Food } from '../../planner/catalogue-schema';
import type { Store } from '../../shared/options';
import type { Config } from '../config';
import { InMemoryCallBudget, PgCallBudget, type CallBudget } from './call-budget';
import { DevStoreProvider } from './dev-store/dev-store-provider';
import { InstacartShoppingList } from './instacart/instacart-shopping-list';
import { KrogerProvider } from './kroger/kroger-provider';
import { MatchedStorePricing } from './matched-store-pricing';
import { ReferencePricing, type StorePricing } from './store-pricing';
import { WALMART_OFF_MESSAGE } from './walmart/walmart-signature';
import { WalmartProvider } from './walmart/walmart-provider';

export type StorePricingRegistry = Readonly<Record<Store, StorePricing>>;

type StoreConfig = Partial<
  Pick<
    Config,
    | 'WALMART_CONSUMER_ID'
    | 'WALMART_PRIVATE_KEY'
    | 'WALMART_KEY_VERSION'
    | 'WALMART_PUBLISHER_ID'
    | 'WALMART_DAILY_CALL_LIMIT'
    | 'KROGER_CLIENT_ID'
    | 'KROGER_CLIENT_SECRET'
    | 'KROGER_BASE_URL'
    | 'INSTACART_API_KEY'
    | 'INSTACART_BASE_URL'
  >
>;

export interface StoreProviders {
  walmart: WalmartProvider | null;
  kroger: KrogerProvider | null;
  instacart: InstacartShoppingList | null;
}

/** Kroger's public product API allows 10,000 calls a day (its documentation). */
export const KROGER_DAILY_CALL_LIMIT = 10_000;

export function createStoreProviders(
  config: StoreConfig,
  deps: { pool?: pg.Pool; fetch?: typeof fetch; budget?: CallBudget } = {},
): StoreProviders {
  const limits = {
    walmart: config.WALMART_DAILY_CALL_LIMIT ?? 5000,
    kroger: KROGER_DAILY_CALL_LIMIT,
  };
  const budget =
    deps.budget ??
    (deps.pool ? new PgCallBudget(deps.pool, limits) : new InMemoryCallBudget(limits.walmart));
  const walmart =
    config.WALMART_CONSUMER_ID && config.WALMART_PRIVATE_KEY && config.WALMART_KEY_VERSION
      ? new WalmartProvider(
          {
            consumerId: config.WALMART_CONSUMER_ID,
            privateKey: config.WALMART_PRIVATE_KEY,
            keyVersion: config.WALMART_KEY_VERSION,
            publisherId: config.WALMART_PUBLISHER_ID,
          },
          { budget, fetch: deps.fetch },
        )
      : null;
  const kroger =
    config.KROGER_CLIENT_ID && config.KROGER_CLIENT_SECRET
      ? new KrogerProvider(
          { clientId: config.KROGER_CLIENT_ID, clientSecret: config.KROGER_CLIENT_SECRET },
          { budget, fetch: deps.fetch, baseUrl: config.KROGER_BASE_URL },
        )
      : null;
  const instacart = config.INSTACART_API_KEY
    ? new InstacartShoppingList(config.INSTACART_API_KEY, {
        baseUrl: config.INSTACART_BASE_URL,
        fetch: deps.fetch,
      })
    : null;
  return { walmart, kroger, instacart };
}

/** Foods by id from the planner's catalogue, for matching items to store products. */
export function foodsOf(
  catalogue: () => Promise<PlannerCatalogue>,
): () => Promise<ReadonlyMap<string, Food>> {
  return async () => (await catalogue()).foodById;
}

export function createStorePricing(
  providers: StoreProviders = { walmart: null, kroger: null, instacart: null },
  deps: { pool?: pg.Pool; foods?: () => Promise<ReadonlyMap<string, Food>> } = {},
): StorePricingRegistry {
  const { pool, foods } = deps;
  return {
    walmart:
      providers.walmart && pool && foods
        ? new MatchedStorePricing('walmart', providers.walmart, pool, foods)
        : new ReferencePricing('walmart', WALMART_OFF_MESSAGE),
    kroger:
      providers.kroger && pool && foods
        ? new MatchedStorePricing('kroger', providers.kroger, pool, foods)
        : new ReferencePricing(
            'kroger',
            'Kroger live prices are off: KROGER_CLIENT_ID and KROGER_CLIENT_SECRET are not set, so reference prices are used.',
          ),
    // Instacart's page shows each store's own prices; the app keeps reference prices.
    instacart: new ReferencePricing(
      'instacart',
      "Instacart shows each store's own prices on its page; the list here uses reference prices.",
    ),
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
