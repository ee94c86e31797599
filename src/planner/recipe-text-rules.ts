/**
 * The text rules a recipe must pass, read the way a cook reads it (issue 13, data/RECIPES.md):
 * no quantity in a step that would not scale, no odd fraction or half an egg, singular and
 * plural right, no doubled word, notes that do not repeat the food, fixed measures US first
 * with metric in brackets, proper names capitalised. Checked on the rendered text at several
 * serving counts, since a rule can hold at 4 servings and break at 13.
 */
import { NUMBER_WORDS } from '../shared/number-words';
import type { Food, Recipe } from './catalogue-schema';
import { COUNT_WORDS, G_PER, metricG, metricMl, ML_PER, UNIT_WORDS } from './kitchen-measure';
import { displayOf, placeholderProblems, PLACEHOLDER, renderRecipe } from './recipe-text';

export const CHECKED_SERVINGS = [1, 2, 3, 4, 6, 13] as const;

const NUMBER = String.raw`\d+(?:\.\d+)?(?: \d+/\d+)?|\d+/\d+`;

/**
 * What may follow a bare number in a step: times, temperatures, lengths, pan sizes (a
 * hyphenated "2-quart"), dimensions. Anything else is a quantity that would not scale.
 */
const FIXED_AFTER = new RegExp(
  String.raw`^(?: (?:to|or|and) (?:${NUMBER})| ?[-–] ?(?:${NUMBER}))?(?: ?(?:minutes?|seconds?|hours?|days?|weeks?|inch(?:es)?|cm|mm)\b|°[FC]|-(?:inch|quart|cup|ounce|oz|pound|lb|liter|litre|cm|qt)\b| (?:by|x|×) (?:${NUMBER})|(?: [a-z-]+){0,2} (?:per|for each|a) (?:person|serving|portion)\b| [a-z-]+ each\b)`,
);

const FRACTIONS_OK = new Set(['1/8', '1/4', '3/8', '1/2', '5/8', '3/4', '7/8', '1/3', '2/3']);
/** Eighths other than 1/8 are only an inch measure ("3/8-inch"): no spoon or cup has them. */
const EIGHTHS_ONLY = new Set(['3/8', '5/8', '7/8']);

/** Proper names that must be capitalised wherever they appear. */
const PROPER = [
  'italian',
  'greek',
  'parmesan',
  'dijon',
  'thai',
  'mexican',
  'chinese',
  'korean',
  'japanese',
  'indian',
  'worcestershire',
  'kalamata',
  'gruyère',
  'gruyere',
  'cajun',
  'provence',
  'brussels',
  'sichuan',
  'szechuan',
  'parmigiano',
  'pecorino',
  'shaoxing',
  'medjool',
  'english muffin',
  'monterey jack',
];

/** Words that must agree with the number before them, singular/plural. */
function agreementPairs(foods: Food[]): [string, string][] {
  const pairs: [string, string][] = [
    ['minute', 'minutes'],
    ['second', 'seconds'],
    ['hour', 'hours'],
  ];
  for (const [one, many] of Object.values(UNIT_WORDS)) if (one !== many) pairs.push([one, many]);
  for (const f of foods) {
    const d = displayOf(f);
    if (d.one !== d.many) pairs.push([d.one, d.many]);
  }
  // Longest first so "bay leaves" is judged before "leaves".
  return pairs.sort((a, b) => b[1].length - a[1].length);
}

function numberValue(text: string): number {
  let v = 0;
  for (const part of text.split(' ')) {
    const [a, b] = part.split('/');
    v += b ? Number(a) / Number(b) : Number(a);
  }
  return v;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Agreement, fractions and counted-food problems in one rendered line. */
function quantityProblems(line: string, pairs: [string, string][]): string[] {
  const problems: string[] = [];
  const re = new RegExp(String.raw`(?<![\d/.])(${NUMBER})(?![\d/])`, 'g');
  for (const m of line.matchAll(re)) {
    const num = m[1]!;
    const after = line.slice(m.index + m[0].length).replace(/^ \(\d+ oz\)/, '');
    const inBrackets =
      line.slice(0, m.index).lastIndexOf('(') > line.slice(0, m.index).lastIndexOf(')');
    for (const frac of num.match(/\d+\/\d+/g) ?? []) {
      const inch = /^(?: |-)inch\b/.test(after);
      const fine = FRACTIONS_OK.has(frac) || (frac === '1/16' && inch);
      if (!fine || (EIGHTHS_ONLY.has(frac) && !inch)) {
        problems.push(`odd fraction "${num}${after.slice(0, 12)}"`);
      }
      // "10 2/3 cups": from 4 cups on a cook measures whole and half cups.
      if (numberValue(num) >= 4 && frac !== '1/2' && /^ cups\b/.test(after)) {
        problems.push(`odd fraction "${num}${after.slice(0, 12)}"`);
      }
    }
    const conversion = conversionProblem(num, after);
    if (conversion) problems.push(conversion);
    if (/\./.test(num) && !inBrackets && !/^ ?(L|kg)\b/.test(after)) {
      problems.push(`decimal "${num}${after.slice(0, 12)}"`);
    }
    if (/\//.test(num) && !/^-inch/.test(after)) {
      const whole = Object.entries(COUNT_WORDS)
        .filter(([u]) => !['head', 'bunch'].includes(u))
        .flatMap(([, w]) => w);
      const counted = [...whole, 'egg', 'eggs', 'bay leaf', 'bay leaves'];
      const hit = counted.find((w) => new RegExp(`^ ${esc(w)}\\b`).test(after));
      if (hit) problems.push(`part of a counted thing "${num} ${hit}"`);
    }
    const value = numberValue(num);
    for (const [one, many] of pairs) {
      if (new RegExp(`^ ${esc(many)}\\b`).test(after)) {
        if (value <= 1 && one !== many) problems.push(`plural after ${num}: "${num} ${many}"`);
        break;
      }
      if (new RegExp(`^ ${esc(one)}\\b`).test(after)) {
        if (value > 1) problems.push(`singular after ${num}: "${num} ${one}"`);
        break;
      }
    }
  }
  return problems;
}

/**
 * The one conversion table (issue 27): a fixed US measure with grams or millilitres in
 * brackets must read the same everywhere ("12 oz (340 g)", "1/2 cup (120 ml)").
 */
function conversionProblem(num: string, after: string): string | null {
  const m = /^ (oz|lb|cups?|quarts?) \((\d+(?:\.\d+)?) (g|kg|ml|L)\)/.exec(after);
  if (!m) return null;
  const value = numberValue(num);
  const unit = m[1]!.replace(/s$/, '');
  let expected: string | null = null;
  if (unit === 'oz' || unit === 'lb') expected = metricG(value * G_PER[unit]);
  // Cups of a solid weigh what that food weighs; only millilitres are one table.
  else if (m[3] === 'ml' || m[3] === 'L')
    expected = metricMl(value * (unit === 'cup' ? ML_PER.cup : ML_PER.qt));
  if (expected === null || expected === `${m[2]} ${m[3]}`) return null;
  return `conversion "${num} ${m[1]} (${m[2]} ${m[3]})" should read (${expected})`;
}

/** "cans canned tuna", "slices sliced ham": a word followed by another of the same root. */
function doubledWord(text: string): string | null {
  const m = /\b([a-z]+) \1\b/i.exec(text);
  if (m) return m[0];
  const words = text.toLowerCase().split(/[^a-zà-ÿ]+/);
  for (let i = 0; i + 1 < words.length; i++) {
    const root = words[i]!.replace(/(es|s)$/, '');
    const next = words[i + 1]!;
    if (
      root.length >= 3 &&
      next !== words[i] &&
      /^(ned|ed|d)$/.test(next.slice(root.length)) &&
      next.startsWith(root)
    )
      return `${words[i]} ${next}`;
  }
  return null;
}

/**
 * Units a food is never sold or measured in (issue 27): leaves sold loose in bags or tubs
 * ("1 bunch baby spinach") and mixed salad leaves do not come in a bunch or a head.
 */
function unitMismatch(unit: string, food: Food): string | null {
  const name = `${food.id} ${food.name}`.toLowerCase();
  const bagged =
    /\bbaby\b|spring mix|spring-mix|mixed greens|mixed-greens|salad greens|salad-greens|mesclun|microgreens/.test(
      name,
    );
  if ((unit === 'bunch' || unit === 'head') && bagged)
    return `a ${unit} of ${food.name} (sold in bags)`;
  return null;
}

/**
 * A note that describes another food than the one bought ("boneless skinless chicken thighs,
 * bone-in, skin-on"): the list buys boneless, skinless thighs, priced and counted as such.
 */
function noteAgainstFood(note: string, food: Food): string | null {
  const name = food.name.toLowerCase();
  if (/\bboneless\b/.test(name) && /\bbone-in\b|\bon the bone\b/.test(note)) return 'bone-in';
  if (/\bskinless\b/.test(name) && /\bskin[- ]on\b|\bskin removed\b/.test(note)) return 'skin';
  return null;
}

/** Number words as the rules below read them: "two" to "twelve", "two" to "eight". */
const TWO_TO_TWELVE = NUMBER_WORDS.slice(1, 12).join('|');
const TWO_TO_EIGHT = NUMBER_WORDS.slice(1, 8).join('|');
/** Spelled counts that belong to the amount and must scale with it ("make eight hollows"). */
const COUNT_WORD = new RegExp(
  String.raw`\b(${TWO_TO_TWELVE})(?: (?:small|large|deep|thick|equal|even|little|baking|lined|oiled))? (hollows|wells|wedges|ramekins|servings|portions|pieces|balls|rounds|patties|parcels|packets|lengths|falafel|steaks|slabs|fillets|squares|triangles|logs|discs|disks|dumplings|rolls|sheets|trays|tins)\b(?! (?:per|for each|each|a) )`,
  'i',
);
/** "Spread beans on four of the tortillas": a share of a counted food, which must scale too. */
const COUNT_OF_THE = new RegExp(
  String.raw`\b(${TWO_TO_TWELVE}) of the (?!(?:${TWO_TO_EIGHT})\b)[a-z]+`,
  'i',
);
/** "Divide the dough in two": a split that must follow the batch size. */
const SPLIT_IN = new RegExp(
  String.raw`\b(?:divide|cut|split|shape|halve)\b[^.;]*?\b(?:in|into) (${TWO_TO_EIGHT})\b(?! (?:minutes?|seconds?|hours?|inch|-inch))`,
  'i',
);

function unscaledCounts(step: string): string | null {
  for (const re of [COUNT_WORD, SPLIT_IN, COUNT_OF_THE]) {
    const m = re.exec(step);
    if (!m) continue;
    const clause = step.slice(0, m.index).split(/[.;]/).pop()!;
    // "one for every two servings", "cut each head into two steaks": a ratio, which scales.
    if (/\bevery $/.test(clause) || /\beach\b/.test(clause) || /\beach\b/.test(m[0])) continue;
    return m[0];
  }
  return null;
}

const stem = (w: string) => w.toLowerCase().replace(/(es|s)$/, '');

/** Fixed measures written metric first, or a bare "C"/"F" temperature. */
function metricFirst(step: string): string[] {
  const problems: string[] = [];
  for (const m of step.matchAll(/\d\s*(?:cm|mm)\b|\d\s*°C|\d C\b|\d F\b/g)) {
    const before = step.slice(0, m.index);
    const inBrackets = before.lastIndexOf('(') > before.lastIndexOf(')');
    if (!inBrackets || /\d [CF]\b/.test(m[0])) {
      problems.push(
        `metric first or bare unit: "${step.slice(Math.max(0, m.index - 10), m.index + 12)}"`,
      );
    }
  }
  return problems;
}

function properNames(text: string): string[] {
  const problems: string[] = [];
  for (const word of PROPER) {
    const m = new RegExp(`\\b${word}\\b`).exec(text);
    if (m) problems.push(`"${word}" is a proper name: capitalise it`);
  }
  if (/\bfrench\b(?! fries)/.test(text)) problems.push('"french" is a proper name: capitalise it');
  return problems;
}

/**
 * "1 (28 oz) can" on a line whose recipe uses a quarter of one (issue 27): whole packages on
 * a line must be the packages used, within a tenth of one.
 */
export function wholePackageProblem(quantity: string, usedPackages: number): string | null {
  const pkg = /^(\d+) \(\d+ oz\) /.exec(quantity);
  if (!pkg || Math.abs(Number(pkg[1]) - usedPackages) <= 0.1) return null;
  return `${pkg[1]} whole packages for ${Math.round(usedPackages * 100) / 100} used`;
}

/**
 * The problems of one rendered line read alone (odd fractions, conversions, agreement,
 * doubled words): what `recipeTextProblems` checks on every line at every size.
 */
export function textLineProblems(line: string, foods: readonly Food[] = []): string[] {
  const problems = quantityProblems(line, agreementPairs([...foods]));
  const dw = doubledWord(line);
  if (dw) problems.push(`doubled "${dw}"`);
  return problems;
}

/**
 * Every text problem of one recipe, each message prefixed with the servings it shows at
 * (or "data" for problems of the written recipe itself). Empty when the recipe reads right.
 */
export function recipeTextProblems(
  recipe: Recipe,
  foodsById: ReadonlyMap<string, Food>,
  servingsList: readonly number[] = CHECKED_SERVINGS,
): string[] {
  const problems = new Set<string>();
  for (const p of placeholderProblems(recipe)) problems.add(`data: ${p}`);
  const foods = recipe.ingredients
    .map((i) => foodsById.get(i.foodId))
    .filter((f) => f !== undefined);
  if (foods.length !== recipe.ingredients.length) return [...problems];
  const pairs = agreementPairs(foods);

  recipe.ingredients.forEach((ing) => {
    if (!ing.note) return;
    const food = foodsById.get(ing.foodId)!;
    const d = displayOf(food);
    const note = ing.note.toLowerCase();
    const nounWords = `${d.one} ${d.many}`
      .toLowerCase()
      .split(/\W+/)
      .filter((w) => w.length >= 4);
    const unitWords = COUNT_WORDS[ing.unit] ?? UNIT_WORDS[ing.unit] ?? [];
    const repeated = nounWords.find((w) => new RegExp(`\\b${esc(w)}\\b`).test(note));
    if (repeated) problems.add(`data: note "${ing.note}" repeats the food (${d.one})`);
    const unitHit = unitWords.find((w) => w.length > 2 && new RegExp(`\\b${esc(w)}\\b`).test(note));
    if (unitHit) problems.add(`data: note "${ing.note}" repeats the unit`);
    const against = noteAgainstFood(note, food);
    if (against) problems.add(`data: note "${ing.note}" says ${against} of ${food.name}`);
    for (const m of ing.note.matchAll(
      new RegExp(String.raw`(?<![\d/.\w(])(${NUMBER})(?![\d/])`, 'g'),
    )) {
      if (!FIXED_AFTER.test(ing.note.slice(m.index + m[0].length))) {
        problems.add(`data: note "${ing.note}" has a count that would not scale`);
      }
    }
  });
  recipe.instructions.forEach((step, i) => {
    const bare = step.replace(PLACEHOLDER, 'Q');
    for (const m of bare.matchAll(new RegExp(String.raw`(?<![\d/.\w])(${NUMBER})(?![\d/])`, 'g'))) {
      const after = bare.slice(m.index + m[0].length);
      if (!FIXED_AFTER.test(after)) {
        problems.add(
          `data: step ${i + 1}: "${bare.slice(m.index, m.index + 24)}" does not scale; use {qty:...} or {amount:...}`,
        );
      }
    }
    for (const p of metricFirst(bare)) problems.add(`data: step ${i + 1}: ${p}`);
    const count = unscaledCounts(bare);
    if (count)
      problems.add(
        `data: step ${i + 1}: "${count}" is a count that would not scale; use {qty:...}`,
      );
  });
  recipe.ingredients.forEach((ing) => {
    const mismatch = unitMismatch(ing.unit, foodsById.get(ing.foodId)!);
    if (mismatch) problems.add(`data: ${mismatch}`);
  });
  for (const p of properNames(`${recipe.title} ${recipe.description}`))
    problems.add(`data: title: ${p}`);

  for (const servings of servingsList) {
    const r = renderRecipe(recipe, foodsById, servings);
    const at = `at ${servings}`;
    r.ingredients.forEach((line, k) => {
      const text = `${line.quantity} ${line.ingredient}`;
      // A whole package on the line must be what the recipe uses, not a quarter of it.
      const pkg = wholePackageProblem(
        line.quantity,
        (recipe.ingredients[k]!.quantity * servings) / recipe.servings,
      );
      if (pkg) problems.add(`${at}: ingredient "${text}": ${pkg}`);
      for (const p of quantityProblems(text, pairs))
        problems.add(`${at}: ingredient "${text}": ${p}`);
      const noun = line.ingredient.split(', ')[0]!;
      const words = `${line.quantity} ${noun}`
        .split(/\W+/)
        .filter((w) => w.length >= 4)
        .map(stem);
      const noteWords = (recipe.ingredients[k]!.note ?? '')
        .split(/\W+/)
        .filter((w) => w.length >= 4)
        .map(stem);
      const dup = words.find((w, j) => words.indexOf(w) !== j || noteWords.includes(w));
      if (dup) problems.add(`${at}: ingredient "${text}": "${dup}" twice`);
      const dw = doubledWord(text);
      if (dw) problems.add(`${at}: ingredient "${text}": doubled "${dw}"`);
      for (const p of properNames(text)) problems.add(`${at}: ingredient: ${p}`);
    });
    r.instructions.forEach((step, i) => {
      if (/[{}]/.test(step)) problems.add(`${at}: step ${i + 1}: placeholder left in "${step}"`);
      // A ratio the renderer did not turn into what to make at this size (serving-ratios.ts):
      // "one for every two servings" asks for half a round at 1 serving.
      const ratio = /[^,.;]{0,40}for every \w+ servings/.exec(step);
      if (ratio)
        problems.add(`${at}: step ${i + 1}: "${ratio[0].trim()}" is not made for ${servings}`);
      // "Divide the spinach between 1 ramekin", "cut into 1 piece, split them": one is not divided.
      const one =
        /\b(?:divide|cut|split)\b[^.;]*?\binto 1 [a-z]+|\b(?:between|among) 1 [a-z]+/i.exec(step);
      if (one) problems.add(`${at}: step ${i + 1}: "${one[0]}" divides one`);
      for (const p of quantityProblems(step, pairs)) problems.add(`${at}: step ${i + 1}: ${p}`);
      const dw = doubledWord(step);
      if (dw) problems.add(`${at}: step ${i + 1}: doubled "${dw}"`);
      for (const p of properNames(step)) problems.add(`${at}: step ${i + 1}: ${p}`);
    });
  }
  return [...problems];
}
