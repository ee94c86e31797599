/**
 * Reference cost of a recipe serving: the used quantity of each ingredient priced at the
 * cheapest package's price per gram, summed and divided by servings. This is the library's
 * budget yardstick (the "under $2.50 per serving"), not what a plan pays: a plan buys
 * whole packages and shares them between recipes (see package-cost.ts).
 */
import type { Food, Product, Recipe, Unit } from './catalogue-schema';

export type ToGrams = (quantity: number, unit: Unit, food: Food) => number | null;

/** The budget line for a typical recipe: $2.50 per serving, in cents. */
export const BUDGET_CENTS_PER_SERVING = 250;

/**
 * Cents per gram of each food's cheapest package, after the catalogue's price level factor.
 * Products whose size does not convert to grams are skipped (the data check reports them).
 */
export function cheapestCentsPerGram(
  products: readonly Product[],
  foodsById: ReadonlyMap<string, Food>,
  toGrams: ToGrams,
  priceLevelFactor = 1,
): Map<string, number> {
  const best = new Map<string, number>();
  for (const product of products) {
    const food = foodsById.get(product.foodId);
    if (!food) continue;
    const grams = toGrams(product.size, product.unit, food);
    if (grams === null || grams <= 0) continue;
    const perGram = (product.priceCents * priceLevelFactor) / grams;
    const current = best.get(product.foodId);
    if (current === undefined || perGram < current) best.set(product.foodId, perGram);
  }
  return best;
}

export interface ServingCost {
  /** Cents per serving of the ingredients that could be priced. */
  cents: number;
  /** Ingredients that could not be priced (unknown food, no weight, no product). */
  missing: string[];
}

export function recipeCostPerServing(
  recipe: Recipe,
  foodsById: ReadonlyMap<string, Food>,
  centsPerGram: ReadonlyMap<string, number>,
  toGrams: ToGrams,
): ServingCost {
  let total = 0;
  const missing: string[] = [];
  for (const ingredient of recipe.ingredients) {
    const food = foodsById.get(ingredient.foodId);
    const perGram = centsPerGram.get(ingredient.foodId);
    const grams = food ? toGrams(ingredient.quantity, ingredient.unit, food) : null;
    if (grams === null || perGram === undefined) {
      missing.push(ingredient.foodId);
      continue;
    }
    total += grams * perGram;
  }
  return { cents: total / recipe.servings, missing };
}
