/**
 * Unit conversion to grams, the one quantity the planner reasons in: recipes speak cups and
 * cloves, packages speak ounces and cans, and only grams let the two be compared and merged.
 */
import type { Food, Unit } from './catalogue-schema';

/** Grams per mass unit; these convert for any food. */
const GRAMS_PER_MASS_UNIT: Readonly<Record<string, number>> = {
  g: 1,
  kg: 1000,
  oz: 28.3495,
  lb: 453.592,
};

/** Volume units as a share of one US cup, so a food's grams per cup converts all of them. */
const CUPS_PER_VOLUME_UNIT: Readonly<Record<string, number>> = {
  cup: 1,
  ml: 1 / 236.588,
  l: 1000 / 236.588,
  tbsp: 1 / 16,
  tsp: 1 / 48,
  fl_oz: 1 / 8,
  pt: 2,
  qt: 4,
  gal: 16,
};

/** A pinch is a pinch whatever the food: about 1/16 tsp of a fine powder. */
export const GRAMS_PER_PINCH = 0.36;

/**
 * Grams in `quantity` `unit` of `food`, or null when the food lacks the density (grams per
 * cup) or the count weight (grams per each, clove, can...) the unit needs. Null rather than
 * a guess: a wrong weight would buy the wrong number of packages.
 */
export function toGrams(quantity: number, unit: Unit, food: Food): number | null {
  if (!Number.isFinite(quantity) || quantity < 0) return null;
  const perMass = GRAMS_PER_MASS_UNIT[unit];
  if (perMass !== undefined) return quantity * perMass;
  const cups = CUPS_PER_VOLUME_UNIT[unit];
  if (cups !== undefined) {
    const gramsPerCup = food.units.cup;
    return gramsPerCup === undefined ? null : quantity * cups * gramsPerCup;
  }
  if (unit === 'pinch') return quantity * GRAMS_PER_PINCH;
  if (unit === 'dozen') {
    const perEach = food.units.each;
    return perEach === undefined ? null : quantity * 12 * perEach;
  }
  const perCount = food.units[unit];
  return perCount === undefined ? null : quantity * perCount;
}
