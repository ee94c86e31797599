/**
 * One-click store carts (spec section 7, "Store cart links"). Only real store product ids go
 * into a link: an item the store's id is unknown for is left out and reported, so the person
 * can find it themselves, instead of a made-up id filling their cart with something else.
 */
import type { ShoppingItem } from '../shared/generated-plan';

export const WALMART_CART_URL = 'https://affil.walmart.com/cart/addToCart';
export const TARGET_CART_URL = 'https://www.target.com/co-cart';

export interface CartLinkResult {
  store: string;
  /** null for a store without carts, or when no active item has a store product id. */
  url: string | null;
  /** The items in the link, with the quantity used. */
  linked: { key: string; id: string; quantity: number }[];
  /** Active items left out for want of a store product id. */
  missing: { key: string; name: string }[];
}

/**
 * The store's product id of an item. Items made by the planner carry storeProductId (null
 * when unknown); for an older item without the field, its id counts only when it looks like
 * a store id (digits), never a catalogue id.
 */
export function storeProductIdOf(item: ShoppingItem): string | null {
  if (item.storeProductId !== undefined) return item.storeProductId || null;
  return /^\d+$/.test(item.id) ? item.id : null;
}

export function buildCartLink(
  store: string,
  items: Record<string, ShoppingItem> | readonly ShoppingItem[],
): CartLinkResult {
  const entries: [string, ShoppingItem][] = Array.isArray(items)
    ? (items as readonly ShoppingItem[]).map((item) => [item.productId ?? item.id, item])
    : Object.entries(items as Record<string, ShoppingItem>);
  const linked: CartLinkResult['linked'] = [];
  const missing: CartLinkResult['missing'] = [];
  for (const [key, item] of entries) {
    if (item.active === 0) continue;
    const id = storeProductIdOf(item);
    if (!id) {
      missing.push({ key, name: item.name });
      continue;
    }
    // Spec section 5: the quantity is rounded and at least 1.
    linked.push({ key, id, quantity: Math.max(1, Math.round(item.quantity_to_buy)) });
  }
  const normalised = store.trim().toLowerCase();
  let url: string | null = null;
  if (linked.length > 0 && normalised === 'walmart') {
    url = `${WALMART_CART_URL}?items=${linked.map((l) => `${l.id}_${l.quantity}`).join(',')}`;
  } else if (linked.length > 0 && normalised === 'target') {
    const list = linked.map((l) => ({ tcin: l.id, quantity: l.quantity }));
    url = `${TARGET_CART_URL}?items=${encodeURIComponent(JSON.stringify(list))}`;
  }
  return { store: normalised, url, linked: url ? linked : [], missing };
}
