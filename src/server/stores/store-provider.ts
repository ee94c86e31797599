/**
 * One interface for every store the app can shop at (ARCHITECTURE: one small interface per
 * external service, the real implementations and the embedded development one side by side):
 * search a store's products for a food, look products up by id or UPC, with their price, size
 * and availability at one store location, find locations near a ZIP code, and build the cart.
 *
 * Product ids are the provider's own and are only ever used with that provider: a development
 * store id is never written where a real store's id belongs (the shopping item's
 * storeProductId), and a real store's id comes only from that store's API answer.
 */

export type ProviderId = 'dev-store' | 'walmart' | 'kroger' | 'instacart' | 'target';

export interface ProductSize {
  /** What the store prints: "2 lb", "16 oz", "12 ct". */
  text: string;
  /** Grams in one package, when the size converts (weights, and volumes of water-like foods). */
  grams: number | null;
}

export interface StoreProduct {
  provider: ProviderId;
  /** The provider's id: a Walmart item id, a Kroger productId, a development store id. */
  id: string;
  upc: string | null;
  name: string;
  brand: string | null;
  /** Price of one package at the location, in cents; null when the store gives none. */
  priceCents: number | null;
  size: ProductSize;
  imageUrl: string | null;
  /** null when the store does not say. */
  available: boolean | null;
}

export interface StoreLocation {
  provider: ProviderId;
  id: string;
  name: string;
  address: string;
  zip: string;
}

export interface CartLine {
  /** The provider's product id. */
  productId: string;
  /** Whole packages, at least 1 (spec section 5: rounded, at least 1). */
  quantity: number;
  name: string;
  /** The item's own key in the shopping list. */
  key: string;
}

export interface ProviderStatus {
  provider: ProviderId;
  /** The store's own name, as a shopper reads it. */
  label: string;
  enabled: boolean;
  /** True when prices come from the store's API today, false for reference prices. */
  live: boolean;
  /** True for the embedded development store: nothing it shows is a real store's. */
  development: boolean;
  message: string;
}

export class StoreApiError extends Error {
  constructor(
    readonly provider: ProviderId,
    readonly status: number,
    message: string,
    /** Set for 429: when the store says to come back, in ms since the epoch. */
    readonly retryAt: number | null = null,
  ) {
    super(message);
  }
}

export interface StoreProvider {
  readonly id: ProviderId;
  status(): ProviderStatus;
  /** Products matching a search term, priced at the location when one is given. */
  searchProducts(term: string, options?: { locationId?: string | null }): Promise<StoreProduct[]>;
  /** Products by the provider's ids or by UPC; unknown ones are left out. */
  lookupProducts(
    query: { ids?: readonly string[]; upcs?: readonly string[] },
    options?: { locationId?: string | null },
  ): Promise<StoreProduct[]>;
  /** Store locations near a US ZIP code, nearest first. */
  findLocations(zip: string): Promise<StoreLocation[]>;
  /**
   * The link that opens the store's cart with these lines, or null when the store fills carts
   * another way (Kroger's cart API, Instacart's shopping-list page).
   */
  cartUrl(lines: readonly CartLine[]): string | null;
}

/** "Buy N items on {host}": the host of a cart link. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}
