/**
 * The embedded development store (the default, like the development sign-in and billing): a
 * local store that answers the store provider interface from the reference catalogue, so the
 * whole path from plan to filled cart runs offline. Its products are the reference products,
 * its prices the reference prices, its one location this app, and its cart a local page.
 *
 * It is never a real store: its ids carry the "dev-" prefix and are never written into a
 * shopping item's storeProductId, and every page it shows says it is a development store. A
 * production configuration never creates it (store-registry.ts).
 */
import type { PlannerCatalogue } from '../../../planner/catalogue';
import type {
  CartLine,
  ProviderStatus,
  StoreLocation,
  StoreProduct,
  StoreProvider,
} from '../store-provider';

export const DEV_STORE_ID_PREFIX = 'dev-';
export const DEV_STORE_CART_PATH = '/api/dev-store/cart';
export const DEV_STORE_LOCATION_ID = 'dev-local';
export const DEV_STORE_NAME = 'PantryPilot development store';

export function devStoreIdOf(catalogueProductId: string): string {
  return `${DEV_STORE_ID_PREFIX}${catalogueProductId}`;
}

export function catalogueIdOf(devStoreId: string): string | null {
  return devStoreId.startsWith(DEV_STORE_ID_PREFIX)
    ? devStoreId.slice(DEV_STORE_ID_PREFIX.length)
    : null;
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1);
}

export class DevStoreProvider implements StoreProvider {
  readonly id = 'dev-store' as const;

  constructor(
    private readonly catalogue: () => Promise<PlannerCatalogue>,
    private readonly appOrigin: string,
  ) {}

  status(): ProviderStatus {
    return {
      provider: 'dev-store',
      label: DEV_STORE_NAME,
      enabled: true,
      live: false,
      development: true,
      message:
        'The development store answers from the reference catalogue (U.S. average reference prices); no real store is asked and no order is placed.',
    };
  }

  private toProduct(catalogue: PlannerCatalogue, index: number): StoreProduct {
    const cp = catalogue.products[index]!;
    return {
      provider: 'dev-store',
      id: devStoreIdOf(cp.product.id),
      upc: null,
      name: cp.product.name,
      brand: null,
      priceCents: cp.priceCents,
      size: {
        text: `${cp.product.size} ${cp.product.unit.replace('_', ' ')}`,
        grams: cp.sizeMg / 1000,
      },
      imageUrl: null,
      available: true,
    };
  }

  async searchProducts(term: string): Promise<StoreProduct[]> {
    const catalogue = await this.catalogue();
    const wanted = words(term);
    if (wanted.length === 0) return [];
    const found: StoreProduct[] = [];
    catalogue.products.forEach((cp, index) => {
      const food = catalogue.foods[cp.foodIndex]!;
      const haystack = new Set(
        words([cp.product.name, food.name, food.id, ...(food.aliases ?? [])].join(' ')),
      );
      if (wanted.every((w) => haystack.has(w) || haystack.has(w.replace(/s$/, '')))) {
        found.push(this.toProduct(catalogue, index));
      }
    });
    return found;
  }

  async lookupProducts(query: {
    ids?: readonly string[];
    upcs?: readonly string[];
  }): Promise<StoreProduct[]> {
    const catalogue = await this.catalogue();
    const found: StoreProduct[] = [];
    // The reference catalogue has no UPCs, so a UPC lookup finds nothing here.
    for (const id of new Set(query.ids ?? [])) {
      const catalogueId = catalogueIdOf(id);
      const index = catalogueId === null ? undefined : catalogue.productIndexById.get(catalogueId);
      if (index !== undefined) found.push(this.toProduct(catalogue, index));
    }
    return found;
  }

  async findLocations(zip: string): Promise<StoreLocation[]> {
    return [
      {
        provider: 'dev-store',
        id: DEV_STORE_LOCATION_ID,
        name: DEV_STORE_NAME,
        address: 'Runs inside this app; not a real store',
        zip,
      },
    ];
  }

  cartUrl(lines: readonly CartLine[], standsInFor = 'walmart'): string | null {
    if (lines.length === 0) return null;
    const url = new URL(DEV_STORE_CART_PATH, this.appOrigin);
    url.searchParams.set('store', standsInFor);
    url.searchParams.set('items', lines.map((l) => `${l.productId}_${l.quantity}`).join(','));
    return url.toString();
  }
}
