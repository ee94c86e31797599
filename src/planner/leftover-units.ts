/**
 * Leftovers in the units a cook counts them in (issue 29): eggs and lemons by the piece,
 * milk and broth by the cup, and grams only for what a cook would weigh (cheese, meat,
 * flour). A food with nothing left, once rounded to its unit, is not a leftover at all.
 */
import type { Food } from './catalogue-schema';
import { isLiquid } from './kitchen-measure';

export interface KitchenLeftover {
  quantity: number;
  /** A unit the pantry takes for this food (pantryUnitsFor): "each", "cup" or "g". */
  unit: 'each' | 'cup' | 'g';
}

/** Cups in quarter steps, the measuring cups a kitchen has. */
const CUP_STEP = 0.25;

export function leftoverInKitchenUnits(food: Food, grams: number): KitchenLeftover | null {
  if (!(grams > 0)) return null;
  const each = food.units.each;
  if (each !== undefined && each > 0) {
    const quantity = Math.round(grams / each);
    return quantity > 0 ? { quantity, unit: 'each' } : null;
  }
  const cup = food.units.cup;
  if (cup !== undefined && cup > 0 && isLiquid(food)) {
    const quantity = Math.round(grams / cup / CUP_STEP) * CUP_STEP;
    return quantity > 0 ? { quantity, unit: 'cup' } : null;
  }
  const quantity = Math.round(grams);
  return quantity > 0 ? { quantity, unit: 'g' } : null;
}
