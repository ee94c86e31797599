/**
 * The store cart of a plan's active items (spec section 7, "Store cart links"). Which cart
 * depends on the running configuration:
 *
 * - a real store whose API is configured: the planner's buildCartLink with the store product
 *   ids that store's API gave (Walmart's add-to-cart link, Target's co-cart link);
 * - otherwise, outside production, the embedded development store: a local cart page with
 *   the catalogue products of the list, clearly marked as a development store;
 * - otherwise no link, and every item is listed with a store search instead.
 *
 * Removed items (active 0) never go into a cart; an item the store has no product for is
 * reported, never given a made-up id.
 */
import { buildCartLink } from '../../planner/cart-link';
import type { GeneratedPlan, ShoppingItem } from '../../shared/generated-plan';
import type { CartLink } from '../../shared/meal-plan';
import type { DevStoreProvider } from '../stores/dev-store/dev-store-provider';
import { devStoreIdOf } from '../stores/dev-store/dev-store-provider';
import { hostOf, type CartLine } from '../stores/store-provider';

export type CartFor = (plan: GeneratedPlan, store: string) => CartLink;

export interface CartStores {
  /** Stores whose own API gave the items' storeProductId (live providers). */
  liveStores: ReadonlySet<string>;
  /** The development store, or null (always null in production). */
  devStore: DevStoreProvider | null;
  /** Instacart's shopping-list pages are set up (INSTACART_API_KEY). */
  instacart?: boolean;
}

/**
 * Kroger fills the person's own cart through its cart API, with the Kroger product ids its
 * search gave; items without one are listed for a search instead.
 */
export function krogerCart(plan: GeneratedPlan): CartLink {
  const cart = buildCartLink('kroger', plan.shopping_list.items);
  const missing = cart.missing;
  const missingKeys = new Set(missing.map((m) => m.key));
  const itemCount = Object.entries(plan.shopping_list.items).filter(
    ([key, item]) => item.active !== 0 && !missingKeys.has(key),
  ).length;
  return { store: 'kroger', url: null, itemCount, missing, fill: 'kroger' };
}

/** Instacart's page finds each item by name at the store the person picks there. */
export function instacartCart(plan: GeneratedPlan): CartLink {
  const itemCount = Object.values(plan.shopping_list.items).filter((i) => i.active !== 0).length;
  return { store: 'instacart', url: null, itemCount, missing: [], fill: 'instacart' };
}

/** The cart with real store product ids only (the planner's link builder). */
export function storeCartLink(plan: GeneratedPlan, store: string): CartLink {
  const cart = buildCartLink(store, plan.shopping_list.items);
  return {
    store: cart.store,
    url: cart.url,
    itemCount: cart.linked.length,
    missing: cart.missing,
    ...(cart.url ? { host: hostOf(cart.url), development: false } : {}),
  };
}

/** The catalogue product of an item: productId, or an id the catalogue gave (older plans). */
function catalogueProductOf(item: ShoppingItem): string | null {
  return item.productId ?? null;
}

export function devStoreCartLink(
  devStore: DevStoreProvider,
  plan: GeneratedPlan,
  store: string,
): CartLink {
  const lines: CartLine[] = [];
  const missing: CartLink['missing'] = [];
  for (const [key, item] of Object.entries(plan.shopping_list.items)) {
    if (item.active === 0) continue;
    const productId = catalogueProductOf(item);
    if (!productId) {
      missing.push({ key, name: item.name });
      continue;
    }
    lines.push({
      key,
      name: item.name,
      productId: devStoreIdOf(productId),
      // Spec section 5: the quantity is rounded and at least 1.
      quantity: Math.max(1, Math.round(item.quantity_to_buy)),
    });
  }
  const url = devStore.cartUrl(lines, store);
  return {
    store,
    url,
    itemCount: url ? lines.length : 0,
    missing,
    ...(url ? { host: hostOf(url), development: true } : {}),
  };
}

export function cartLinkFor(stores: CartStores): CartFor {
  const cartOf = (plan: GeneratedPlan, store: string): CartLink => {
    if (store === 'kroger' && stores.liveStores.has('kroger')) return krogerCart(plan);
    if (store === 'instacart' && stores.instacart) return instacartCart(plan);
    if (stores.liveStores.has(store) || !stores.devStore) return storeCartLink(plan, store);
    return devStoreCartLink(stores.devStore, plan, store);
  };
  return (plan, rawStore) => {
    const cart = cartOf(plan, rawStore.trim().toLowerCase());
    return {
      ...cart,
      fill: cart.fill ?? 'link',
      ...(stores.instacart ? { instacart: true } : {}),
    };
  };
}
