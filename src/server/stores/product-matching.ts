/**
 * Matching a plan's foods to a store's products. For each food the store is searched by the
 * food's name; products that name the food, have a price and a size in grams and are not
 * out of stock are kept, and for a needed amount they are ranked by what covering it costs
 * (price per gram and package fit together: whole packages, so a cheap-per-gram sack that is
 * mostly left over loses to the package that fits), then by what is left over.
 *
 * The store's answer is cached in PostgreSQL per provider, location and food, with its time,
 * and asked again when older than a day: store APIs have daily call allowances and prices do
 * not move by the minute.
 */
import type pg from 'pg';
import type { Food } from '../../planner/catalogue-schema';
import type { StoreProduct, StoreProvider } from './store-provider';

export const MATCH_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Products kept per food in the cache: enough to choose for any needed amount. */
const KEPT_PER_FOOD = 12;

const IGNORED_WORDS = new Set(['and', 'with', 'the', 'fresh', 'raw', 'whole', 'dried', 'plain']);

function stem(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function wordSet(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 1 && !IGNORED_WORDS.has(w))
      .map(stem),
  );
}

/** The word a food's name is about: "onion" of "Yellow onion", "beans" of "Beans, black". */
function headWord(name: string): string | null {
  const words = [...wordSet(name.split(',')[0]!)];
  return words.at(-1) ?? null;
}

/**
 * True when the product's name is about the food: it carries the head word of the food's
 * name (or of one alias) and at least half of that name's words. "Long Grain Enriched Rice"
 * names "Long grain white rice"; "Premium Jasmine Rice" does not, nor does "Rice Cakes" name
 * anything but rice cakes' own food.
 */
export function namesFood(product: StoreProduct, food: Food): boolean {
  const name = wordSet(product.name);
  return [food.name, ...(food.aliases ?? [])].some((n) => {
    const head = headWord(n);
    const wanted = [...wordSet(n)];
    if (!head || !name.has(head)) return false;
    return wanted.filter((w) => name.has(w)).length * 2 >= wanted.length;
  });
}

export interface RankedProduct {
  product: StoreProduct;
  packages: number;
  costCents: number;
  leftoverGrams: number;
}

/** The usable products for `neededGrams` of the food, best first. */
export function rankProducts(
  food: Food,
  neededGrams: number,
  products: readonly StoreProduct[],
): RankedProduct[] {
  const need = Math.max(1, neededGrams);
  const ranked: RankedProduct[] = [];
  for (const product of products) {
    const grams = product.size.grams;
    if (product.priceCents === null || product.priceCents <= 0 || !grams || grams <= 0) continue;
    if (product.available === false || !namesFood(product, food)) continue;
    const packages = Math.max(1, Math.ceil(need / grams - 1e-9));
    ranked.push({
      product,
      packages,
      costCents: packages * product.priceCents,
      leftoverGrams: packages * grams - need,
    });
  }
  return ranked.sort(
    (a, b) =>
      a.costCents - b.costCents ||
      a.leftoverGrams - b.leftoverGrams ||
      a.product.priceCents! / a.product.size.grams! - b.product.priceCents! / b.product.size.grams!,
  );
}

export interface FoodMatch extends RankedProduct {
  fetchedAt: Date;
}

export class ProductMatcher {
  constructor(
    private readonly pool: pg.Pool,
    private readonly provider: StoreProvider,
    private readonly now: () => number = Date.now,
  ) {}

  /** The store's products for a food at a location: cached for a day, else asked. */
  async productsFor(
    food: Food,
    locationId: string | null,
  ): Promise<{ products: StoreProduct[]; fetchedAt: Date }> {
    const location = locationId ?? '';
    const cached = await this.pool.query<{ products: StoreProduct[]; fetched_at: Date }>(
      `SELECT products, fetched_at FROM store_product_matches
        WHERE provider = $1 AND location_id = $2 AND food_id = $3`,
      [this.provider.id, location, food.id],
    );
    const row = cached.rows[0];
    if (row && this.now() - row.fetched_at.getTime() < MATCH_MAX_AGE_MS) {
      return { products: row.products, fetchedAt: row.fetched_at };
    }
    const found = await this.provider.searchProducts(food.name, { locationId });
    // Keep what can ever be chosen, cheapest per gram first (the raw store data of each).
    const kept = rankProducts(food, 1, found)
      .sort(
        (a, b) =>
          a.product.priceCents! / a.product.size.grams! -
          b.product.priceCents! / b.product.size.grams!,
      )
      .slice(0, KEPT_PER_FOOD)
      .map((r) => r.product);
    const fetchedAt = new Date(this.now());
    await this.pool.query(
      `INSERT INTO store_product_matches (provider, location_id, food_id, search_term, products, fetched_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (provider, location_id, food_id)
       DO UPDATE SET search_term = EXCLUDED.search_term, products = EXCLUDED.products, fetched_at = EXCLUDED.fetched_at`,
      [this.provider.id, location, food.id, food.name, JSON.stringify(kept), fetchedAt],
    );
    return { products: kept, fetchedAt };
  }

  /** The best product for `neededGrams` of the food, or null when the store has none. */
  async match(
    food: Food,
    neededGrams: number,
    locationId: string | null,
  ): Promise<FoodMatch | null> {
    const { products, fetchedAt } = await this.productsFor(food, locationId);
    const best = rankProducts(food, neededGrams, products)[0];
    return best ? { ...best, fetchedAt } : null;
  }
}
