/**
 * A store's printed package size ("2 lb", "16 oz", "1 gal", "12 ct", or a name ending in
 * ", 32 fl oz") in grams, so store products can be compared by price per gram and by how well
 * a package covers what a plan needs. Volumes and counts need the food's own weights
 * (grams per cup, grams per each), as for recipes; without them the size stays unknown
 * rather than guessed.
 */
import type { Food, Unit } from '../../planner/catalogue-schema';
import { toGrams } from '../../planner/units';

const UNIT_WORDS: ReadonlyArray<[RegExp, Unit]> = [
  [/^(fl\.?\s*oz|fluid\s+ounces?)$/, 'fl_oz'],
  [/^(oz|ounces?)$/, 'oz'],
  [/^(lbs?|pounds?)$/, 'lb'],
  [/^(g|grams?)$/, 'g'],
  [/^(kg|kilograms?)$/, 'kg'],
  [/^(ml|milliliters?|millilitres?)$/, 'ml'],
  [/^(l|liters?|litres?|lt)$/, 'l'],
  [/^(gal|gallons?)$/, 'gal'],
  [/^(qt|quarts?)$/, 'qt'],
  [/^(pt|pints?)$/, 'pt'],
  [/^(ct|count|each|ea|pk|pack)$/, 'each'],
  [/^(dozen|dz)$/, 'dozen'],
];

const SIZE_PATTERN =
  /(\d+(?:\.\d+)?)\s*(fl\.?\s*oz|fluid\s+ounces?|ounces?|oz|lbs?|pounds?|kg|kilograms?|grams?|g|ml|milliliters?|millilitres?|liters?|litres?|lt|l|gallons?|gal|quarts?|qt|pints?|pt|ct|count|each|ea|pk|pack|dozen|dz)\b/gi;

const GRAMS_PER_MASS: Partial<Record<Unit, number>> = { g: 1, kg: 1000, oz: 28.3495, lb: 453.592 };

export interface ParsedSize {
  quantity: number;
  unit: Unit;
}

/** The last size printed in the text (names end with the size: "Rice, Long Grain, 2 lb"). */
export function parseSizeText(text: string | null | undefined): ParsedSize | null {
  if (!text) return null;
  let found: ParsedSize | null = null;
  for (const match of text.matchAll(SIZE_PATTERN)) {
    const quantity = Number(match[1]);
    const word = match[2]!.toLowerCase().replace(/\s+/g, ' ');
    const unit = UNIT_WORDS.find(([re]) => re.test(word))?.[1];
    if (unit && quantity > 0) found = { quantity, unit };
  }
  return found;
}

/** Grams in one package, or null when the size does not convert for this food. */
export function sizeGrams(text: string | null | undefined, food: Food | null): number | null {
  const parsed = parseSizeText(text);
  if (!parsed) return null;
  const perMass = GRAMS_PER_MASS[parsed.unit];
  if (perMass !== undefined) return parsed.quantity * perMass;
  if (!food) return null;
  return toGrams(parsed.quantity, parsed.unit, food);
}
