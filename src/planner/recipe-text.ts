/**
 * Recipe text at any serving count. Instructions carry placeholders instead of numbers so
 * they scale with the ingredient list (data/RECIPES.md):
 * - `{amount:FOOD_ID}`: the scaled amount of that ingredient of the recipe ("2 2/3 cups",
 *   "3 eggs", "1 bay leaf");
 * - `{qty:NUMBER UNIT}`: a scalable amount of something that is not an ingredient line, or a
 *   part of one ("{qty:3 cup} of water", "{qty:1 tbsp} of the oil", "{qty:4 patty}").
 * Both round to kitchen measures (kitchen-measure.ts), so the list and the steps agree.
 */
import type { Food, Recipe, RecipeIngredient } from './catalogue-schema';
import {
  amountText,
  COUNT_WORDS,
  G_PER,
  kitchenAmount,
  massAmount,
  nearestPart,
  plural,
  UNIT_WORDS,
  type KitchenAmount,
} from './kitchen-measure';
import { servingRatios, undividedForOne } from './serving-ratios';

export const PLACEHOLDER = /\{(amount|qty):([^}]*)\}/g;

export interface RenderedIngredient {
  /** "1 1/2 cups (355 ml)", "2", "1 (15 oz) can". */
  quantity: string;
  /** "avocados, pitted and sliced". */
  ingredient: string;
  foodId: string;
}

export interface RenderedRecipe {
  ingredients: RenderedIngredient[];
  instructions: string[];
}

/** Units a `{qty:}` placeholder may use besides a free count noun ("patty"). */
const MEASURE_UNITS = new Set([
  'g',
  'kg',
  'oz',
  'lb',
  'ml',
  'l',
  'cup',
  'tbsp',
  'tsp',
  'fl_oz',
  'qt',
  'pt',
  'gal',
  'pinch',
]);

/** "3 cup" -> { quantity: 3, unit: "cup" }; "1 1/2 tbsp"; "4 patty"; null when unreadable. */
export function parseQty(body: string): { quantity: number; unit: string } | null {
  const m = /^\s*(\d+(?:\.\d+)?)(?:\s+(\d+)\/(\d+)|\/(\d+))?\s+([a-z_]+(?: [a-z]+)*)\s*$/.exec(
    body,
  );
  if (!m) return null;
  let q = Number(m[1]);
  if (m[2] && m[3]) q += Number(m[2]) / Number(m[3]);
  if (m[4]) q /= Number(m[4]);
  if (!(q > 0)) return null;
  return { quantity: q, unit: m[5]! };
}

/**
 * What is wrong with a recipe's placeholders, as messages: an `amount:` naming a food that is
 * not one of the recipe's ingredients, or a `qty:` that does not read as NUMBER UNIT.
 */
export function placeholderProblems(
  recipe: Pick<Recipe, 'ingredients' | 'instructions'>,
): string[] {
  const problems: string[] = [];
  const ids = new Set(recipe.ingredients.map((i) => i.foodId));
  recipe.instructions.forEach((step, i) => {
    for (const m of step.matchAll(PLACEHOLDER)) {
      if (m[1] === 'amount' && !ids.has(m[2]!)) {
        problems.push(`step ${i + 1}: {amount:${m[2]}} names no ingredient of the recipe`);
      }
      if (m[1] === 'qty' && !parseQty(m[2]!)) {
        problems.push(`step ${i + 1}: {qty:${m[2]}} is not "NUMBER UNIT" (e.g. {qty:3 cup})`);
      }
    }
    const rest = step.replace(PLACEHOLDER, '');
    if (/[{}]/.test(rest))
      problems.push(`step ${i + 1}: a brace that is not {amount:...} or {qty:...}`);
  });
  return problems;
}

export function displayOf(food: Food): { one: string; many: string; each?: [string, string] } {
  return food.display ?? { one: food.name.toLowerCase(), many: food.name.toLowerCase() };
}

/** Units that are a part of the food: the food's name follows in the singular. */
const PART_UNITS = new Set(['slice', 'piece', 'stalk', 'clove', 'sprig', 'leaf', 'fillet']);

/** Package units shown with their size: "1 (15 oz) can". */
export const SIZED_UNITS = new Set(['can', 'jar', 'package', 'bag', 'box']);

interface Phrase {
  /** Quantity with its unit, for the list's quantity column. */
  quantity: string;
  /** The food's noun agreeing with the quantity. */
  noun: string;
  /** True when the noun is part of the amount ("3 eggs"), so a step says it with the number. */
  counted: boolean;
  /** The amount in a step, US units only ("2 2/3 cups", "3 eggs", "2 cans"). */
  inStep: string;
  /** The rounded count or measure, to make "the avocados" agree in a step. */
  value: number;
}

function phrase(quantity: number, unit: string, food: Food): Phrase {
  const k: KitchenAmount = kitchenAmount(quantity, unit, food);
  const d = displayOf(food);
  const noun = k.value > 1 ? d.many : d.one;
  const unitWord = COUNT_WORDS[unit]?.[0];
  // "2 bay leaves", not "2 leaves bay leaves": the food's own word is the unit.
  const merged =
    unit === 'each' || unit === 'dozen' || (unitWord !== undefined && d.one.endsWith(unitWord));
  if (merged && d.each && (unit === 'each' || unit === 'dozen')) {
    // "2 balls pizza dough": the food is counted in a word of its own.
    const w = k.value > 1 ? d.each[1] : d.each[0];
    return {
      quantity: `${k.number} ${w}`,
      noun: d.many,
      counted: true,
      inStep: `${k.number} ${w} of ${d.many}`,
      value: k.value,
    };
  }
  if (merged) {
    return {
      quantity: k.number,
      noun,
      counted: true,
      inStep: `${k.number} ${noun}`,
      value: k.value,
    };
  }
  if (SIZED_UNITS.has(unit) && food.units[unit]) {
    const packageGrams = food.units[unit]!;
    const oz = Math.round(packageGrams / G_PER.oz);
    // "1 (15 oz) can", "cans of canned tuna": the unit already says it is canned.
    const packageNoun = d.many.replace(/^(canned|jarred|bagged|boxed|packaged) /, '');
    if (wholePackages(quantity)) {
      return {
        quantity: `${k.number} (${oz} oz) ${k.unit}`,
        noun: packageNoun,
        counted: false,
        inStep: `${k.number} ${k.unit}`,
        value: k.value,
      };
    }
    // Part of a package: the amount used, and how much of which package that is (issue 27),
    // never "1 (28 oz) can" for a quarter of one.
    const used = massAmount(quantity * labelledGrams(packageGrams, oz));
    return {
      quantity: amountText(used),
      noun: `${d.many}, ${partOfPackage(quantity, oz, UNIT_WORDS[unit]![0])}`,
      counted: false,
      inStep: amountText(used, false),
      value: used.value,
    };
  }
  // A part of the food takes its singular ("2 slices baguette"), a measure or a container
  // its plural ("1 cup cherry tomatoes", "1 bunch scallions").
  const noun2 = PART_UNITS.has(unit) ? d.one : d.many;
  return {
    quantity: amountText(k),
    noun: noun2,
    counted: false,
    inStep: amountText(k, false),
    value: k.value,
  };
}

/**
 * The weight on the package's label when the unit is that package: foods.json keeps a can a
 * hundredth of a gram under its label (793.78 g for 28 oz, 793.786 g) so that a recipe's
 * "1 can" buys one can (issue 27); a part of the can is a part of the label, so 1 1/2 cans
 * read as 42 oz whatever that last hundredth of a gram does to a rounding.
 */
function labelledGrams(packageGrams: number, oz: number): number {
  const label = oz * G_PER.oz;
  return Math.abs(label - packageGrams) < 0.01 ? label : packageGrams;
}

/** True when `quantity` packages is a whole number of them, near enough to open them all. */
function wholePackages(quantity: number): boolean {
  const n = Math.round(quantity);
  return n >= 1 && Math.abs(quantity - n) <= 0.1;
}

const PACKAGE_PARTS: [number, string][] = [
  [1 / 8, 'an eighth'],
  [1 / 4, 'a quarter'],
  [1 / 3, 'a third'],
  [1 / 2, 'half'],
  [2 / 3, 'two thirds'],
  [3 / 4, 'three quarters'],
];

/** "a quarter of a 28 oz can", "about a third of a 15 oz can", "from 2 (15 oz) cans". */
export function partOfPackage(quantity: number, oz: number, unitWord: string): string {
  if (quantity > 1) return `from ${Math.ceil(quantity)} (${oz} oz) ${plural(unitWord)}`;
  const best = nearestPart(quantity, PACKAGE_PARTS);
  const about = Math.abs(best[0] - quantity) > 0.03 ? 'about ' : '';
  return `${about}${best[1]} of a ${oz} oz ${unitWord}`;
}

function ingredientLine(ing: RecipeIngredient, food: Food, factor: number): RenderedIngredient {
  const p = phrase(ing.quantity * factor, ing.unit, food);
  return {
    quantity: p.quantity,
    ingredient: ing.note ? `${p.noun}, ${ing.note}` : p.noun,
    foodId: food.id,
  };
}

function qtyText(quantity: number, unit: string): string {
  if (MEASURE_UNITS.has(unit) || unit in COUNT_WORDS)
    return amountText(kitchenAmount(quantity, unit), unit !== 'pinch');
  // A free count noun: whole pieces, at least one.
  const n = Math.max(1, Math.round(quantity));
  return `${n} ${n > 1 ? plural(unit) : unit}`;
}

/** The recipe's ingredient list and steps for `servings`. */
const VESSELS: ReadonlyMap<string, string> = new Map([
  ['glasses', 'glass'],
  ['bowls', 'bowl'],
  ['plates', 'plate'],
  ['mugs', 'mug'],
  ['jars', 'jar'],
  ['ramekins', 'ramekin'],
  ['pans', 'pan'],
]);
const VESSEL_NOUNS = '(glasses|bowls|plates|mugs|jars|ramekins)';
/** Up to two words before the vessel ("small oiled pans"), and "or ramekins" after it. */
const VESSEL_WORDS = `((?:(?:warm|warmed|chilled|serving|shallow|deep|tall|individual|wide|hot|small|large|little|oiled|buttered|soup|oven-safe|heatproof) ){0,2})(?:${VESSEL_NOUNS}|(pans)(?= or ))(?: or ${VESSEL_NOUNS})?`;
const SHARE_OUT = new RegExp(
  `\\b([Dd])ivide (.{0,60}?)\\b(?:among|between|into) ${VESSEL_WORDS}\\b`,
  'g',
);
const INTO = new RegExp(`\\b(into|onto|in|on|to|over|[Ff]ill) ${VESSEL_WORDS}\\b`, 'g');
/** "into the bottom of the glasses": the vessels named again, one at 1 serving. */
const THE_VESSELS = new RegExp(`\\bthe ${VESSEL_NOUNS}\\b`, 'g');

/**
 * One serving is served in one bowl (issue 27, recipe text true at every size): "Pour into
 * glasses" reads "Pour into a glass" and "Divide the oats between bowls" reads "Put the oats
 * in a bowl" when the meal is cooked for one.
 */
export function servedOne(step: string, servings: number): string {
  if (servings > 1) return step;
  const one = (
    adjectives: string,
    vessels: string | undefined,
    pans: string | undefined,
    other: string | undefined,
  ) => {
    const kept = adjectives.replace(/\bindividual /, '');
    const word = `${kept}${VESSELS.get((vessels ?? pans)!)!}`;
    const or = other ? ` or ${VESSELS.get(other)!}` : '';
    return `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}${or}`;
  };
  return step
    .replace(
      SHARE_OUT,
      (
        _m,
        d: string,
        what: string,
        adj: string,
        v: string | undefined,
        pans: string | undefined,
        other: string | undefined,
      ) => {
        const object = what.trim();
        const on = v === 'plates' ? 'on' : 'in';
        return `${d === 'D' ? 'P' : 'p'}ut ${object ? `${object} ` : ''}${on} ${one(adj, v, pans, other)}`;
      },
    )
    .replace(
      INTO,
      (
        _m,
        prep: string,
        adj: string,
        v: string | undefined,
        pans: string | undefined,
        other: string | undefined,
      ) => {
        // Food goes onto a plate, into a bowl.
        const onto = v !== 'plates' ? prep : prep === 'in' ? 'on' : prep === 'into' ? 'onto' : prep;
        return `${onto} ${one(adj, v, pans, other)}`;
      },
    )
    .replace(THE_VESSELS, (_m, v: string) => `the ${VESSELS.get(v)!}`);
}

export function renderRecipe(
  recipe: Pick<Recipe, 'servings' | 'ingredients' | 'instructions'>,
  foodsById: ReadonlyMap<string, Food>,
  servings: number,
): RenderedRecipe {
  const factor = servings / recipe.servings;
  const ingredients = recipe.ingredients.map((ing) =>
    ingredientLine(ing, foodsById.get(ing.foodId)!, factor),
  );
  const totals = new Map<string, RecipeIngredient>();
  for (const ing of recipe.ingredients) {
    const seen = totals.get(ing.foodId);
    // A food listed twice in one unit (salt for the dough and the sauce) sums for {amount:}.
    if (!seen) totals.set(ing.foodId, { ...ing });
    else if (seen.unit === ing.unit) seen.quantity += ing.quantity;
  }
  // "Mash the avocados" for one avocado reads "Mash the avocado" (issue 27): a counted food
  // that comes to one or less takes its singular after "the" in every step.
  const singular: [RegExp, string][] = [];
  for (const [id, ing] of totals) {
    const food = foodsById.get(id);
    if (!food) continue;
    const p = phrase(ing.quantity * factor, ing.unit, food);
    const d = displayOf(food);
    if (p.counted && p.value <= 1 && d.one !== d.many) {
      singular.push([
        new RegExp(`\\bthe ${d.many.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'),
        `the ${d.one}`,
      ]);
    }
  }
  const agree = (step: string) =>
    servingRatios(
      servedOne(
        singular.reduce((t, [re, one]) => t.replace(re, one), step),
        servings,
      ),
      servings,
    );
  const instructions = recipe.instructions.map((raw) =>
    undividedForOne(
      agree(raw).replace(PLACEHOLDER, (whole, kind: string, body: string) => {
        if (kind === 'amount') {
          const ing = totals.get(body);
          const food = foodsById.get(body);
          if (!ing || !food) return whole;
          return phrase(ing.quantity * factor, ing.unit, food).inStep;
        }
        const q = parseQty(body);
        return q ? qtyText(q.quantity * factor, q.unit) : whole;
      }),
    ),
  );
  return { ingredients, instructions };
}
