/**
 * Amounts as a cook measures them: spoons of 1/8, 1/4 and 1/2 teaspoon, then quarters, cups in the fractions a set
 * of measuring cups has, whole eggs, cans, cloves and bay leaves, ounces and pounds with grams
 * in brackets. A scaled amount (2 2/3 cups of oats for 13 servings) is rounded here, once,
 * for the ingredient list and the instructions alike; the planner keeps buying by exact grams.
 */
import type { Food } from './catalogue-schema';

export interface KitchenAmount {
  /** The number as a cook reads it: "1 1/2", "3/4", "12". */
  number: string;
  /** The unit word agreeing with the number ("cup"/"cups"), or "" for counted foods. */
  unit: string;
  /** Metric equivalent for US measures, e.g. "355 ml", "450 g"; "" when none is useful. */
  metric: string;
  /** The rounded value, to choose singular or plural of a counted noun. */
  value: number;
}

/** Unit words, singular and plural. */
export const UNIT_WORDS: Record<string, [string, string]> = {
  cup: ['cup', 'cups'],
  tbsp: ['tbsp', 'tbsp'],
  tsp: ['tsp', 'tsp'],
  oz: ['oz', 'oz'],
  lb: ['lb', 'lb'],
  qt: ['quart', 'quarts'],
  fl_oz: ['fl oz', 'fl oz'],
  clove: ['clove', 'cloves'],
  slice: ['slice', 'slices'],
  can: ['can', 'cans'],
  jar: ['jar', 'jars'],
  bunch: ['bunch', 'bunches'],
  sprig: ['sprig', 'sprigs'],
  leaf: ['leaf', 'leaves'],
  stalk: ['stalk', 'stalks'],
  head: ['head', 'heads'],
  pinch: ['pinch', 'pinches'],
  piece: ['piece', 'pieces'],
  fillet: ['fillet', 'fillets'],
  tortilla: ['tortilla', 'tortillas'],
  bag: ['bag', 'bags'],
  box: ['box', 'boxes'],
  package: ['package', 'packages'],
};

const TSP_PER: Record<string, number> = {
  tsp: 1,
  tbsp: 3,
  cup: 48,
  fl_oz: 6,
  pt: 96,
  qt: 192,
  gal: 768,
  ml: 1 / 4.92892,
  l: 1000 / 4.92892,
};
const GRAMS_PER: Record<string, number> = { g: 1, kg: 1000, oz: 28.3495, lb: 453.592 };

/** The count units' words (a food whose name ends in one is counted by it: "bay leaf"). */
export const COUNT_WORDS: Record<string, [string, string]> = Object.fromEntries(
  Object.entries(UNIT_WORDS).filter(
    ([u]) => !['cup', 'tbsp', 'tsp', 'oz', 'lb', 'qt', 'fl_oz'].includes(u),
  ),
);

/** Count units where only a whole one can be measured. */
const WHOLE_ONLY = new Set([
  'clove',
  'slice',
  'can',
  'jar',
  'sprig',
  'leaf',
  'pinch',
  'piece',
  'fillet',
  'tortilla',
  'bag',
  'box',
  'package',
  'stalk',
]);

const CUP_FRACTIONS: [number, string][] = [
  [0, ''],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [1, ''],
];
const QUARTERS = ['', '1/4', '1/2', '3/4'];

/** The spoons under a teaspoon a set has: no 3/8 teaspoon (issue 27). */
const SMALL_SPOONS: [number, string][] = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 2, '1/2'],
];

/**
 * The one conversion table (issue 27): the metric in brackets is worked out from the rounded
 * US measure, so "12 oz" always reads "(340 g)" and "1/2 cup" of a liquid always "(120 ml)",
 * whatever exact amount was rounded to it.
 */
export const ML_PER: Readonly<Record<'cup' | 'qt', number>> = { cup: 236.588, qt: 946.353 };
export const G_PER: Readonly<Record<'oz' | 'lb', number>> = { oz: 28.3495, lb: 453.592 };

/** "2 1/2" from a value already on a step (eighths, quarters, thirds). */
function mixed(whole: number, frac: string): string {
  if (whole === 0) return frac || '0';
  return frac ? `${whole} ${frac}` : String(whole);
}

function onSteps(value: number, steps: number): { text: string; value: number } {
  const n = Math.round(value * steps);
  const whole = Math.floor(n / steps);
  const rest = n - whole * steps;
  const names = steps === 4 ? QUARTERS : ['', '1/2'];
  return { text: mixed(whole, names[rest]!), value: n / steps };
}

function cups(value: number): { text: string; value: number } {
  // From 4 cups on, halves: "10 2/3 cups" is no measure a cook counts out.
  if (value >= 3.75) return onSteps(value, 2);
  const whole = Math.floor(value);
  let best = CUP_FRACTIONS[0]!;
  for (const f of CUP_FRACTIONS)
    if (Math.abs(f[0] - (value - whole)) < Math.abs(best[0] - (value - whole))) best = f;
  const w = best[0] === 1 ? whole + 1 : whole;
  return { text: mixed(w, best[1]), value: w + (best[0] === 1 ? 0 : best[0]) };
}

export function metricMl(ml: number): string {
  if (ml >= 1000) return `${(Math.round(ml / 100) / 10).toString()} L`;
  return `${ml >= 100 ? Math.round(ml / 10) * 10 : Math.round(ml / 5) * 5} ml`;
}

export function metricG(g: number): string {
  if (g >= 1000) return `${(Math.round(g / 100) / 10).toString()} kg`;
  return `${g >= 100 ? Math.round(g / 10) * 10 : Math.max(5, Math.round(g / 5) * 5)} g`;
}

function word(unit: string, value: number): string {
  const words = UNIT_WORDS[unit];
  if (!words) return unit;
  return value > 1 ? words[1] : words[0];
}

/** Liquids get millilitres in brackets; anything else measured by the cup gets grams. */
const LIQUID =
  /\b(milk|broth|stock|juice|oil|vinegar|water|cream|sauce|wine|beer|sake|mirin|coffee|syrup|buttermilk|half and half|extract|tamari|molasses|honey|spray)\b/;

export function isLiquid(food: Food): boolean {
  return (
    LIQUID.test(food.name.toLowerCase()) &&
    !/cream cheese|sour cream|powder/.test(food.name.toLowerCase())
  );
}

/**
 * A volume given in teaspoons, in the measure a cook would reach for, with its metric
 * equivalent from 1/4 cup up: millilitres for water and liquids, grams for a food with a
 * known weight per cup (a cup of grated Parmesan is 100 g, not "240 ml").
 */
export function volumeAmount(tsp: number, food?: Food): KitchenAmount {
  if (tsp < 1 / 16) return { number: '1', unit: 'pinch', metric: '', value: 1 };
  if (tsp < 0.625) {
    // Nearest spoon of 1/8, 1/4 and 1/2 teaspoon; halfway between two takes the smaller.
    let best = SMALL_SPOONS[0]!;
    for (const sp of SMALL_SPOONS)
      if (Math.abs(sp[0] - tsp) < Math.abs(best[0] - tsp) - 1e-9) best = sp;
    return { number: best[1], unit: 'tsp', metric: '', value: best[0] };
  }
  if (tsp < 2.875) {
    // Above half a teaspoon, quarters: a 7/8 teaspoon is not a spoon anyone owns.
    const r = onSteps(tsp, 4);
    return { number: r.text, unit: 'tsp', metric: '', value: r.value };
  }
  if (tsp < 11.5) {
    const r = onSteps(tsp / 3, 2);
    return { number: r.text, unit: 'tbsp', metric: '', value: r.value };
  }
  const perCup = food?.units.cup;
  // The metric of the measure shown, not of the exact amount (one conversion table).
  const metric = (cupsShown: number) =>
    food && !isLiquid(food) && perCup
      ? metricG(cupsShown * perCup)
      : metricMl(cupsShown * ML_PER.cup);
  // Quarts for water and liquids only: "5 quarts of salad greens" is no cook's measure.
  if (tsp < 48 * 12.5 || (food && !isLiquid(food))) {
    const r = cups(tsp / 48);
    return { number: r.text, unit: word('cup', r.value), metric: metric(r.value), value: r.value };
  }
  const r = onSteps(tsp / 192, 4);
  return { number: r.text, unit: word('qt', r.value), metric: metric(r.value * 4), value: r.value };
}

/** A weight in grams, in ounces or pounds with grams in brackets. */
export function massAmount(grams: number): KitchenAmount {
  const oz = grams / 28.3495;
  if (oz < 15.5) {
    const r =
      oz < 2
        ? onSteps(Math.max(oz, 0.25), 4)
        : { text: String(Math.round(oz)), value: Math.round(oz) };
    return { number: r.text, unit: 'oz', metric: metricG(r.value * G_PER.oz), value: r.value };
  }
  const r = onSteps(grams / G_PER.lb, 4);
  return { number: r.text, unit: 'lb', metric: metricG(r.value * G_PER.lb), value: r.value };
}

/** True when a counted food may be measured in halves and quarters (half an onion). */
function divisible(food: Food | undefined): boolean {
  if (!food) return true;
  if (food.id === 'eggs' || food.category !== 'produce') return false;
  return (food.units.each ?? 0) >= 40;
}

/**
 * True when the text counts `food` in whole ones for a line in `unit` (eggs, a chipotle):
 * the list must then buy the whole ones the text says (issue 27).
 */
export function countedWhole(unit: string, food: Food): boolean {
  return (unit === 'each' || unit === 'dozen') && !divisible(food);
}

/** A whole count as the text says it: the nearest whole one, at least one. */
export function wholeCount(quantity: number): number {
  return Math.max(1, Math.round(quantity));
}

/** A count of `unit` (each, clove, can...) rounded to what can be measured. */
export function countAmount(quantity: number, unit: string, food?: Food): KitchenAmount {
  const whole = WHOLE_ONLY.has(unit) || (unit === 'each' && !divisible(food));
  let r: { text: string; value: number };
  if (whole || quantity >= 3) {
    const v = wholeCount(quantity);
    r = { text: String(v), value: v };
  } else if (quantity < 1) {
    r = onSteps(Math.max(quantity, 0.25), 4);
  } else {
    r = onSteps(quantity, 2);
  }
  return {
    number: r.text,
    unit: unit === 'each' ? '' : word(unit, r.value),
    metric: '',
    value: r.value,
  };
}

/**
 * `quantity` `unit` of `food` as a cook measures it. Small weights of a food with a density
 * read as spoons (a recipe's "3 g" of cumin is "1 1/2 tsp"); a dozen is counted in ones.
 */
export function kitchenAmount(quantity: number, unit: string, food?: Food): KitchenAmount {
  if (unit in TSP_PER) return volumeAmount(quantity * TSP_PER[unit]!, food);
  if (unit in GRAMS_PER) {
    const grams = quantity * GRAMS_PER[unit]!;
    const perCup = food?.units.cup;
    if (grams < 28 && perCup) return volumeAmount((grams / perCup) * 48, food);
    return massAmount(grams);
  }
  if (unit === 'dozen') return countAmount(quantity * 12, 'each', food);
  return countAmount(quantity, unit, food);
}

/** "1 1/2 cups (355 ml)", "3 cloves", "8 oz (225 g)", "2". */
export function amountText(a: KitchenAmount, withMetric = true): string {
  const base = a.unit ? `${a.number} ${a.unit}` : a.number;
  return withMetric && a.metric ? `${base} (${a.metric})` : base;
}

/** The part of `parts` (value, words) nearest to `value`, the first of two as near. */
export function nearestPart(
  value: number,
  parts: readonly (readonly [number, string])[],
): readonly [number, string] {
  let best = parts[0]!;
  for (const p of parts) if (Math.abs(p[0] - value) < Math.abs(best[0] - value)) best = p;
  return best;
}

/** English plural of a noun ("patty" -> "patties", "leaf" -> "leaves", "box" -> "boxes"). */
export function plural(noun: string): string {
  if (/(s|ch|sh|x)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/leaf$/.test(noun)) return `${noun.slice(0, -1)}ves`;
  return `${noun}s`;
}
