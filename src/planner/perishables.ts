/**
 * Less waste (issue 27, item 5): food that spoils within a week or two (produce, meat,
 * seafood, dairy and eggs, bakery) bought and not used is a cost the objective sees; the rest
 * (grains, cans, spices, oils, frozen) keeps and goes to the pantry as before.
 */
import type { PlannerCatalogue } from './catalogue';

export const PERISHABLE_CATEGORIES: ReadonlySet<string> = new Set([
  'produce',
  'meat',
  'seafood',
  'dairy-eggs',
  'bakery',
]);

/**
 * Weight of a cent of perishable food left unused, on top of its price (already in the cost):
 * a plan that throws away $2 of herbs is judged as if it cost $2 more. Strict stays the
 * cheapest plan by what is spent; among plans close in price it picks the one that wastes
 * less.
 */
export const WASTE_WEIGHT = 1;

/**
 * Share of a meal's own perishable leftovers (its packages bought for it alone) charged to it
 * before the search: half, since another meal of the plan may use the rest.
 */
export const STANDALONE_WASTE_SHARE = 0.5;

/**
 * Foods of those categories that keep for weeks in a home kitchen, so what a week leaves of
 * them goes to the pantry for the next plan rather than the bin: butter (a month or more in
 * the fridge, months frozen) and ghee (shelf-stable); hard grating cheeses (months); onions,
 * shallots, garlic and potatoes (weeks in a cool, dry cupboard); taco shells (a shelf-stable
 * box). Eggs keep for weeks too but stay counted: the issue names them among the perishables.
 */
export const KEEPING_FOODS: ReadonlySet<string> = new Set([
  'butter',
  'unsalted-butter',
  'ghee',
  'parmesan',
  'pecorino-romano',
  'onion',
  'red-onion',
  'shallot',
  'garlic',
  'potato',
  'red-potato',
  'sweet-potato',
  'taco-shells',
]);

/** A package that keeps whatever its food: frozen, or bottled shelf-stable (lemon juice). */
const KEEPING_PACKAGE = /^(frozen|bottled)\b/i;

/** Whether a food (in any package) spoils within a week or two. */
export function isPerishable(food: { id: string; category: string }): boolean {
  return PERISHABLE_CATEGORIES.has(food.category) && !KEEPING_FOODS.has(food.id);
}

/** Whether what is left of this package spoils: a perishable food not sold frozen or bottled. */
export function isPerishablePackage(
  food: { id: string; category: string },
  productName: string,
): boolean {
  return isPerishable(food) && !KEEPING_PACKAGE.test(productName);
}

/**
 * Per catalogue food: 1 when it is perishable and at least one of its packages is (a food
 * sold only frozen or bottled keeps, whichever package the plan buys).
 */
export function perishableFlags(catalogue: PlannerCatalogue): Uint8Array {
  const fresh = new Uint8Array(catalogue.foods.length);
  for (const cp of catalogue.products) {
    const food = catalogue.foods[cp.foodIndex]!;
    if (isPerishablePackage(food, cp.product.name)) fresh[cp.foodIndex] = 1;
  }
  return fresh;
}
