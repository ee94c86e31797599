/**
 * A person's prices over the shared reference catalogue: reference prices scaled to their
 * Census region's price level (per CPI food group), and their own recorded prices in place of
 * the reference price of those products. Only the price-dependent parts are rebuilt (product
 * prices, cost tables, each recipe's linear cost); labels, sides and everything else are
 * shared with the base catalogue, so the planner reads the result exactly as the base.
 */
import type { CataloguePricing, CatalogueProduct, PlannerCatalogue } from './catalogue';
import type { PriceGroup } from './catalogue-schema';
import { FoodCostTable, MIX_PENALTY_CENTS, type PackageOption } from './package-cost';
import type { CensusRegion } from './price-levels';

export interface OwnPrice {
  productId: string;
  /** What one package cost the person, in cents. */
  priceCents: number;
  /** "YYYY-MM-DD" the price was recorded. */
  setOn: string;
}

export interface PriceContext {
  region: CensusRegion | null;
  ownPrices: readonly OwnPrice[];
}

export const US_AVERAGE: PriceContext = { region: null, ownPrices: [] };

/** The region's price level for a product's CPI food group; 1 without levels or region. */
export function regionFactor(
  pricing: CataloguePricing,
  region: CensusRegion | null,
  group: PriceGroup | undefined,
): number {
  if (!region) return 1;
  const groups = pricing.regionPriceLevels?.[region]?.groups;
  if (!groups) return 1;
  return groups[group ?? 'other-food-at-home']?.factor ?? 1;
}

const cache = new WeakMap<PlannerCatalogue, Map<string, PlannerCatalogue>>();
/** Repriced catalogues kept per base: a handful of regions times the people planning now. */
const CACHED_PER_BASE = 64;

function contextKey(context: PriceContext): string {
  const own = [...context.ownPrices]
    .sort((a, b) => a.productId.localeCompare(b.productId))
    .map((o) => `${o.productId}=${o.priceCents}@${o.setOn}`);
  return `${context.region ?? 'us'}|${own.join(',')}`;
}

export function pricedCatalogue(base: PlannerCatalogue, context: PriceContext): PlannerCatalogue {
  if (!context.region && context.ownPrices.length === 0) return base;
  let byKey = cache.get(base);
  if (!byKey) cache.set(base, (byKey = new Map()));
  const key = contextKey(context);
  const known = byKey.get(key);
  if (known) return known;
  const priced = reprice(base, context);
  if (byKey.size >= CACHED_PER_BASE) byKey.delete(byKey.keys().next().value!);
  byKey.set(key, priced);
  return priced;
}

function reprice(base: PlannerCatalogue, context: PriceContext): PlannerCatalogue {
  const own = new Map(context.ownPrices.map((o) => [o.productId, o]));
  const region =
    context.region && base.pricing.regionPriceLevels?.[context.region] ? context.region : null;
  const products: CatalogueProduct[] = base.products.map((cp) => {
    const mine = own.get(cp.product.id);
    if (mine) {
      return { ...cp, priceCents: mine.priceCents, origin: 'own', ownPriceSetOn: mine.setOn };
    }
    const source = cp.product.priceSource;
    const group = source.kind === 'estimate' ? undefined : source.group;
    const factor = regionFactor(base.pricing, region, group);
    return factor === 1
      ? cp
      : { ...cp, priceCents: Math.max(1, Math.round(cp.priceCents * factor)) };
  });
  const options: PackageOption[][] = base.foods.map(() => []);
  const organic: PackageOption[][] = base.foods.map(() => []);
  for (const cp of products) {
    const option = { product: cp.index, sizeMg: cp.sizeMg, priceCents: cp.priceCents };
    options[cp.foodIndex]!.push(option);
    if (cp.product.organic) organic[cp.foodIndex]!.push(option);
  }
  const costTables = options.map((o) => new FoodCostTable(o, MIX_PENALTY_CENTS));
  const organicCostTables = organic.map((o, i) =>
    o.length > 0 ? new FoodCostTable(o, MIX_PENALTY_CENTS) : costTables[i]!,
  );
  const bestCentsPerMg = costTables.map((t) => {
    const best = t.options[0];
    return best ? best.priceCents / best.sizeMg : Infinity;
  });
  const recipes = base.recipes.map((r) => {
    let linear = 0;
    for (let k = 0; k < r.foods.length; k++) {
      const per = bestCentsPerMg[r.foods[k]!]!;
      if (per !== Infinity) linear += per * r.batchMg[k]!;
    }
    return { ...r, linearCentsPerServing: linear / r.recipe.servings };
  });
  return {
    ...base,
    products,
    costTables,
    organicCostTables,
    recipes,
    pricing: { ...base.pricing, region },
  };
}
