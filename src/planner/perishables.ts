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

export function isPerishable(category: string): boolean {
  return PERISHABLE_CATEGORIES.has(category);
}

/** Per catalogue food: 1 when it is perishable. */
export function perishableFlags(catalogue: PlannerCatalogue): Uint8Array {
  return Uint8Array.from(catalogue.foods, (f) => (isPerishable(f.category) ? 1 : 0));
}
