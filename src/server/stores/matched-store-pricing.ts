/**
 * Live pricing through a store provider: each shopping item's food is matched to the
 * store's products at the person's chosen location (store_choices), through the day-long
 * matching cache, and the best product for the amount the plan needs replaces the reference
 * one. Items whose food the store has no usable product for keep their reference price.
 */
import type pg from 'pg';
import type { Food } from '../../planner/catalogue-schema';
import type { ShoppingItem } from '../../shared/generated-plan';
import type { Store } from '../../shared/options';
import { ProductMatcher } from './product-matching';
import type { StoreProvider } from './store-provider';
import {
  storeLabel,
  type LiveItemPrice,
  type PricedItems,
  type StorePricing,
  type StorePricingStatus,
} from './store-pricing';

export interface StoreLocationChoice {
  locationId: string | null;
  locationName: string | null;
}

/** The person's location for a store, from store_choices; null when they chose none. */
export async function locationChoiceOf(
  pool: pg.Pool,
  userId: string | undefined,
  store: string,
): Promise<StoreLocationChoice> {
  if (!userId) return { locationId: null, locationName: null };
  const result = await pool.query<{ location_id: string | null; location_name: string | null }>(
    'SELECT location_id, location_name FROM store_choices WHERE user_id = $1 AND store = $2',
    [userId, store],
  );
  const row = result.rows[0];
  return { locationId: row?.location_id ?? null, locationName: row?.location_name ?? null };
}

/** Grams the item must cover: what the meals use, else what the planner bought. */
export function neededGramsOf(item: ShoppingItem): number {
  if (item.usedGrams && item.usedGrams > 0) return item.usedGrams;
  return (item.packageGrams ?? 0) * Math.max(1, item.quantity_to_buy);
}

export class MatchedStorePricing implements StorePricing {
  private readonly matcher: ProductMatcher;

  constructor(
    readonly store: Store,
    private readonly provider: StoreProvider,
    private readonly pool: pg.Pool,
    private readonly foods: () => Promise<ReadonlyMap<string, Food>>,
    now: () => number = Date.now,
  ) {
    this.matcher = new ProductMatcher(pool, provider, now);
  }

  status(): StorePricingStatus {
    return { store: this.store, pricing: 'live', message: this.provider.status().message };
  }

  async priceItems(
    items: Readonly<Record<string, ShoppingItem>>,
    context: { userId?: string },
  ): Promise<PricedItems> {
    const foods = await this.foods();
    const choice = await locationChoiceOf(this.pool, context.userId, this.store);
    const prices = new Map<string, LiveItemPrice>();
    let oldest: Date | null = null;
    for (const [key, item] of Object.entries(items)) {
      const food = item.foodId ? foods.get(item.foodId) : undefined;
      const needed = neededGramsOf(item);
      if (!food || needed <= 0) continue;
      const match = await this.matcher.match(food, needed, choice.locationId);
      if (!match) continue;
      if (!oldest || match.fetchedAt < oldest) oldest = match.fetchedAt;
      prices.set(key, {
        storeProductId: match.product.id,
        priceCents: match.product.priceCents!,
        name: match.product.name,
        imageUrl: match.product.imageUrl,
        packages: match.packages,
        packageGrams: match.product.size.grams!,
      });
    }
    const where = [
      storeLabel(this.store),
      choice.locationName ?? (choice.locationId ? `store ${choice.locationId}` : null),
      oldest ? `prices of ${oldest.toISOString().slice(0, 10)}` : null,
    ]
      .filter(Boolean)
      .join(', ');
    return { prices, where };
  }
}
