/**
 * The units a person may type a pantry amount in, per food: mass always; volume when the food
 * has a density (grams per cup); a count (each, can, clove...) when the food has its weight.
 * A unit the food cannot convert is refused with the units it can, never guessed.
 */
import { COUNT_UNITS, MASS_UNITS, VOLUME_UNITS, type Food, type Unit } from './catalogue-schema';
import { toGrams } from './units';

/** Volume units a kitchen uses for pantry amounts (the rare ones stay out of the menus). */
const PANTRY_VOLUME_UNITS: readonly Unit[] = ['ml', 'l', 'cup', 'tbsp', 'tsp', 'fl_oz'];

export function pantryUnitsFor(food: Food): Unit[] {
  const units: Unit[] = [...MASS_UNITS];
  if (food.units.cup !== undefined) units.push(...PANTRY_VOLUME_UNITS);
  for (const u of COUNT_UNITS) {
    if (u === 'pinch') continue;
    if (food.units[u] !== undefined) units.push(u);
    else if (u === 'dozen' && food.units.each !== undefined) units.push(u);
  }
  return units;
}

export type PantryGramsResult = { grams: number } | { error: string };

/** Grams in `quantity` `unit` of the food, or a message a person can act on. */
export function pantryGrams(quantity: number, unit: string, food: Food): PantryGramsResult {
  if (!Number.isFinite(quantity) || quantity < 0) {
    return { error: 'The amount must be a number of 0 or more.' };
  }
  const allowed = pantryUnitsFor(food);
  const known = (MASS_UNITS as readonly string[]).concat(VOLUME_UNITS, COUNT_UNITS).includes(unit);
  if (!known || !allowed.includes(unit as Unit)) {
    return {
      error: `${food.name} cannot be measured in "${unit}": use ${allowed.join(', ')}.`,
    };
  }
  const grams = toGrams(quantity, unit as Unit, food);
  if (grams === null) {
    return { error: `${food.name} cannot be measured in "${unit}": use ${allowed.join(', ')}.` };
  }
  return { grams: Math.round(grams * 100) / 100 };
}
