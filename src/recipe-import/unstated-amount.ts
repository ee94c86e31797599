/**
 * What a cook uses of a food a line names without an amount ("salt to taste", "oil for
 * frying", "butter", "parsley, for garnish"), so the line still counts in the nutrition, the
 * price and the shopping list. Always an estimate, and marked as one: the review screen shows
 * it as such and the person can write the real amount (issue 30). Small on purpose: a garnish
 * or a greasing, never a main ingredient's worth.
 */
import type { Food, Unit } from '../planner/catalogue-schema';
import { GRAMS_PER_PINCH, toGrams } from '../planner/units';
import type { ParsedIngredientLine } from './ingredient-line';

export interface AmountEstimate {
  grams: number;
  /** The estimate in a cook's words, for the review screen ("a pinch", "1 tbsp"). */
  as: string;
}

/** Deep or shallow frying: the oil the food takes up, not the pan's fill (most is left over). */
const FRYING = /\b(?:deep[- ]?fr\w*|(?:shallow[- ]?)?fry(?:ing)?|to fry)\b/i;
/** A finishing touch: a spoonful over the dish. */
const FINISHING =
  /\b(?:for (?:serving|garnish\w*|dusting|topping|sprinkling|drizzling|the top)|to (?:serve|garnish|sprinkle|drizzle))\b/i;
const SPRAY = /\bspray\b/i;

/** Foods a cook counts rather than measures when a line names one without an amount. */
const COUNTED_CATEGORIES: ReadonlySet<string> = new Set(['produce', 'dairy-eggs', 'bakery']);

export function unstatedAmount(line: ParsedIngredientLine, food: Food): AmountEstimate | null {
  if (line.quantity !== null) return null;
  const text = line.text;
  const spoon = (n: number, unit: Unit, as: string): AmountEstimate | null => {
    const grams = toGrams(n, unit, food);
    return grams === null || grams <= 0 ? null : { grams, as };
  };
  // A seasoning "to taste" or named alone: a pinch.
  if (food.category === 'spices') return { grams: GRAMS_PER_PINCH, as: 'a pinch' };
  // "Cooking spray": a one-second coat of a pan, about a quarter teaspoon.
  if (SPRAY.test(text) || SPRAY.test(food.id)) return spoon(0.25, 'tsp', 'a quick spray');
  if (FRYING.test(text) && food.category === 'oils-vinegars') {
    return spoon(2, 'tbsp', '2 tbsp taken up in frying');
  }
  // One of a food sold by the piece ("naan, to serve": one naan; "lemon": one lemon).
  const one = (): AmountEstimate | null => {
    for (const unit of COUNT_UNITS) {
      const grams = food.units[unit];
      if (grams !== undefined && grams > 0) {
        const name = food.display?.one ?? food.name.toLowerCase();
        return { grams, as: unit === 'each' ? `1 ${name}` : `1 ${unit} of ${name}` };
      }
    }
    return null;
  };
  if (FINISHING.test(text) || line.toTaste) return spoon(1, 'tbsp', '1 tbsp') ?? one();
  // "1 lemon" is what "lemon" means in a list; "butter" or "olive oil" is a spoonful.
  if (food.units.each !== undefined && COUNTED_CATEGORIES.has(food.category)) return one();
  return spoon(1, 'tbsp', '1 tbsp') ?? one();
}

const COUNT_UNITS: readonly Unit[] = ['each', 'slice', 'piece', 'tortilla', 'fillet', 'leaf'];
