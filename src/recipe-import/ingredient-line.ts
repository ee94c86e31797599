/**
 * One ingredient line as a cook wrote it, read into amount, unit and food phrase. The
 * library parse-ingredient does the core (mixed numbers, vulgar fractions, ranges, unit
 * words; chosen by measurement, docs/decisions/0021-recipe-import.md); the clean-ups around it
 * handle what it leaves: glued and dual units ("150g/5oz"), containers ("1 (14 oz) can",
 * "2 x 400g tins"), "juice of 1 lemon", "to taste", optional lines.
 */
import { parseIngredient, type UnitOfMeasureDefinitions } from 'parse-ingredient';
import type { Unit } from '../planner/catalogue-schema';
import { NUMBER_WORDS as COUNT_WORDS } from '../shared/number-words';

export interface Measure {
  quantity: number;
  unit: Unit;
}

export interface ParsedIngredientLine {
  /** The line exactly as the page wrote it. */
  text: string;
  /** The amount as written (the middle of a range), or null ("salt to taste"). */
  quantity: number | null;
  /** The unit word as read, in the catalogue's spelling when it has one ("tbsp", "can"). */
  unit: string | null;
  /** The same amount in a unit the catalogue converts, when the unit is one it knows. */
  measure: Measure | null;
  /**
   * A second statement of the amount the line carries ("1 pound (500g)", "1 (14 oz) can"):
   * a weight or volume is preferred to a count when converting to grams.
   */
  alternative: Measure | null;
  /** The food phrase for matching, lower case, without preparation notes. */
  name: string;
  note: string | null;
  optional: boolean;
  toTaste: boolean;
}

const EXTRA_UNITS: UnitOfMeasureDefinitions = {
  slice: { short: 'slice', plural: 'slices', alternates: [], type: 'count' },
  fillet: { short: 'fillet', plural: 'fillets', alternates: ['filet', 'filets'], type: 'count' },
  leaf: { short: 'leaf', plural: 'leaves', alternates: [], type: 'count' },
  stalk: { short: 'stalk', plural: 'stalks', alternates: ['rib', 'ribs'], type: 'count' },
  jar: { short: 'jar', plural: 'jars', alternates: [], type: 'count' },
  tortilla: { short: 'tortilla', plural: 'tortillas', alternates: [], type: 'count' },
  tin: { short: 'tin', plural: 'tins', alternates: [], type: 'count' },
  floz: {
    short: 'fl oz',
    plural: 'fl oz',
    alternates: ['fl. oz.', 'fl. oz', 'fluid ounce', 'fluid ounces', 'floz'],
    type: 'volume',
  },
  handful: { short: 'handful', plural: 'handfuls', alternates: [], type: 'other' },
  knob: { short: 'knob', plural: 'knobs', alternates: [], type: 'other' },
  splash: { short: 'splash', plural: 'splashes', alternates: [], type: 'other' },
  drizzle: { short: 'drizzle', plural: 'drizzles', alternates: [], type: 'other' },
};

/** parse-ingredient's unit ids (and ours above) to the catalogue's units, with a factor. */
const UNIT_MAP = new Map<string, [Unit, number]>([
  ['gram', ['g', 1]],
  ['kilogram', ['kg', 1]],
  ['milligram', ['g', 0.001]],
  ['ounce', ['oz', 1]],
  ['pound', ['lb', 1]],
  ['milliliter', ['ml', 1]],
  ['liter', ['l', 1]],
  ['deciliter', ['ml', 100]],
  ['cup', ['cup', 1]],
  ['tablespoon', ['tbsp', 1]],
  ['teaspoon', ['tsp', 1]],
  ['gallon', ['gal', 1]],
  ['quart', ['qt', 1]],
  ['pint', ['pt', 1]],
  ['floz', ['fl_oz', 1]],
  ['clove', ['clove', 1]],
  ['can', ['can', 1]],
  ['tin', ['can', 1]],
  ['bunch', ['bunch', 1]],
  ['sprig', ['sprig', 1]],
  ['head', ['head', 1]],
  ['dozen', ['dozen', 1]],
  ['pinch', ['pinch', 1]],
  ['dash', ['pinch', 1]],
  ['drop', ['pinch', 0.25]],
  ['piece', ['piece', 1]],
  ['bag', ['bag', 1]],
  ['box', ['box', 1]],
  ['package', ['package', 1]],
  ['pack', ['package', 1]],
  ['container', ['package', 1]],
  ['carton', ['package', 1]],
  // A stick of butter is half a cup.
  ['stick', ['cup', 0.5]],
  ['large', ['each', 1]],
  ['medium', ['each', 1]],
  ['small', ['each', 1]],
  ['ear', ['each', 1]],
  ['slice', ['slice', 1]],
  ['fillet', ['fillet', 1]],
  ['leaf', ['leaf', 1]],
  ['stalk', ['stalk', 1]],
  ['jar', ['jar', 1]],
  ['tortilla', ['tortilla', 1]],
  // A handful of leaves or nuts: about half a cup.
  ['handful', ['cup', 0.5]],
  // A knob of butter: about a tablespoon.
  ['knob', ['tbsp', 1]],
  // "1 inch piece ginger": a thumb-sized piece, the food's own piece weight.
  ['inch', ['piece', 1]],
  // A splash or a drizzle of a liquid: about a tablespoon.
  ['splash', ['tbsp', 1]],
  ['drizzle', ['tbsp', 1]],
]);

const UNICODE_FRACTIONS = new Map<string, string>([
  ['¼', '1/4'],
  ['½', '1/2'],
  ['¾', '3/4'],
  ['⅓', '1/3'],
  ['⅔', '2/3'],
  ['⅕', '1/5'],
  ['⅖', '2/5'],
  ['⅗', '3/5'],
  ['⅘', '4/5'],
  ['⅙', '1/6'],
  ['⅚', '5/6'],
  ['⅛', '1/8'],
  ['⅜', '3/8'],
  ['⅝', '5/8'],
  ['⅞', '7/8'],
]);

const MASS_OR_VOLUME =
  '(?:g|grams?|gr|kg|kilos?|kilograms?|oz|ounces?|lbs?|pounds?|ml|millilit(?:er|re)s?|l|lit(?:er|re)s?|fl\\.? ?oz|cups?|tablespoons?|teaspoons?|tbsps?|tsps?)';
const NUM = '\\d+(?:[.,]\\d+)?(?:\\s+\\d+/\\d+|/\\d+)?';
const CONTAINER =
  '(?:cans?|tins?|packages?|pkgs?|packets?|jars?|bags?|boxes?|containers?|cartons?|bottles?|blocks?|tubs?|sachets?|envelopes?|pouch(?:es)?|punnets?|wheels?|logs?)';

const DESCRIBING_COMMA =
  /\b(boneless|skinless|bone-in|skin-on|fresh|ripe|raw|organic|unsalted|salted|large|small|medium|extra[- ]large|lean|firm|dried|frozen|thawed|plain|whole|low[- ]sodium|reduced[- ]fat|shelled|crisp|sweet|tart|juicy|soft|cold|warm|hot|mild|good|thick|thin|bubbly)\s*,\s*(?=[a-z])/gi;

const COLOUR = '(?:red|green|yellow|orange|white|purple|brown|black|golden)';

export const TO_TASTE =
  /\b(?:to taste|as needed|as required|if needed|for (?:serving|garnish|garnishing|frying|dusting|greasing|the pan|topping|drizzling)|to serve|to garnish|optional garnish)\b/i;

function toNumber(s: string): number {
  const t = s.trim().replace(',', '.');
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const frac = /^(\d+)\/(\d+)$/.exec(t);
  if (frac) return Number(frac[1]) / Number(frac[2]);
  return Number(t);
}

/** `quantity` of a unit word in a unit the catalogue converts ("2 sticks" is 1 cup), or null. */
export function measureOf(quantity: number, unitWord: string): Measure | null {
  const parsed = parseIngredient(`${quantity} ${unitWord} x`, { additionalUOMs: EXTRA_UNITS })[0];
  const mapped = parsed?.unitOfMeasureID ? UNIT_MAP.get(parsed.unitOfMeasureID) : undefined;
  return mapped ? { quantity: quantity * mapped[1], unit: mapped[0] } : null;
}

/** Millilitres or grams in one of each catalogue unit, for adding "1 cup + 2 tbsp". */
const ML_OR_G = new Map<Unit, ['ml' | 'g', number]>([
  ['tsp', ['ml', 4.929]],
  ['tbsp', ['ml', 14.787]],
  ['cup', ['ml', 236.588]],
  ['fl_oz', ['ml', 29.574]],
  ['ml', ['ml', 1]],
  ['l', ['ml', 1000]],
  ['g', ['g', 1]],
  ['kg', ['g', 1000]],
  ['oz', ['g', 28.3495]],
  ['lb', ['g', 453.592]],
]);

/** a of the first unit plus b of the second, in the first unit; null when they do not add. */
function sumOfMeasures(a: number, unitA: string, b: number, unitB: string): number | null {
  const first = measureOf(a, unitA);
  const second = measureOf(b, unitB);
  const fa = first && ML_OR_G.get(first.unit);
  const fb = second && ML_OR_G.get(second.unit);
  if (!first || !second || !fa || !fb || fa[0] !== fb[0]) return null;
  const total = (first.quantity * fa[1] + second.quantity * fb[1]) / fa[1];
  return Math.round(((total * a) / first.quantity) * 1000) / 1000;
}

/** The line's characters made regular, so the patterns below see one spelling of each thing. */
/** Leading amounts in words; "a few" and "several" as three, as a cook reads them. */
const NUMBER_WORDS = new Map<string, string>([
  ['a couple of', '2'],
  ['a couple', '2'],
  ['couple of', '2'],
  ['a few', '3'],
  ['few', '3'],
  ['several', '3'],
  ['half a', '1/2'],
  ['half an', '1/2'],
  ['half of a', '1/2'],
  ['half', '1/2'],
  // "one" is read below with "a" and "an".
  ...COUNT_WORDS.slice(1).map((w, i) => [w, String(i + 2)] as const),
]);
const NUMBER_WORDS_RE = new RegExp(`^\\s*(${[...NUMBER_WORDS.keys()].join('|')})\\s+(?=\\S)`, 'i');

export function normaliseLine(text: string): string {
  let t = text.replace(/[\u00a0\u2009\u202f]/g, ' ').replace(/\u2044/g, '/');
  t = t.replace(/(\d)?\s*([¼½¾⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, (_, whole: string | undefined, f: string) =>
    whole ? `${whole} ${UNICODE_FRACTIONS.get(f)}` : ` ${UNICODE_FRACTIONS.get(f)}`,
  );
  t = t.replace(/^\s*(?:[-*•·▪▢◦‣]|\u2610)\s*/, '');
  // "About 2 cups", "~ 200 g": the amount is the amount.
  t = t.replace(/^\s*(?:about|around|approx\.?|approximately|roughly|~)\s*(?=\d)/i, '');
  // Amounts in words: "a couple of eggs", "a few sprigs", "half a lemon", "three eggs".
  t = t.replace(NUMBER_WORDS_RE, (_, word: string) => `${NUMBER_WORDS.get(word.toLowerCase())} `);
  t = t.replace(/^\s*(?:a|an|one)\s+(?=\S)/i, '1 ');
  // Decimal commas ("1,5 kg"), not thousands ("1,000 g").
  t = t.replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2');
  // "1-1/2 cups" is one and a half, not a range from 1 to 1/2 ("1/4-1/2 tsp" is a range).
  t = t.replace(/(?<![\d/])(\d+)-(\d+)\/(\d+)\b/g, (m, w: string, n: string, d: string) =>
    Number(n) < Number(d) ? `${w} ${n}/${d}` : m,
  );
  // "1/4 + 1/8 teaspoon": two amounts of one unit added.
  t = t.replace(
    /^\s*(\d+(?:\s+\d+\/\d+|\/\d+)?)\s*\+\s*(\d+(?:\s+\d+\/\d+|\/\d+)?)\s+(?=[a-z])/i,
    (_, a: string, b: string) => `${Math.round((toNumber(a) + toNumber(b)) * 1000) / 1000} `,
  );
  // Meal-kit spelling: "25 milliliter(s) soy sauce", "2 unit(s) garlic clove".
  t = t.replace(/\b([a-z]+)\(s\)/gi, '$1s');
  t = t.replace(/^([\d\s/.-]+?)\s*units?\b\s*/i, '$1 ');
  // British spellings and centilitres, which the parser does not know.
  t = t.replace(
    /\b(milli)?litres?\b/gi,
    (w, milli: string | undefined) => `${milli ? 'milli' : ''}liter${/s$/i.test(w) ? 's' : ''}`,
  );
  t = t.replace(
    /(\d+(?:\.\d+)?)\s*(?:cl|centilit(?:er|re)s?)\b/gi,
    (_, n: string) => `${Math.round(Number(n) * 100) / 10} ml`,
  );
  // Cookbook shorthand: "1 T." is a tablespoon, "1 t." a teaspoon (the case is the difference).
  t = t.replace(/^([\d\s/.-]+)\s*T\.?(?=\s)/, '$1 tbsp');
  t = t.replace(/^([\d\s/.-]+)\s*t\.?(?=\s)/, '$1 tsp');
  t = t.replace(/(\d\s*)(?:tbs|tbl|tbls|tblsp|tbsps)\.?(?=\s)/gi, '$1tbsp');
  // Recipe cards wrap a note that is already in parentheses once more: "((about 2 tsp))".
  t = t.replace(/\(\(([^()]*)\)\)/g, '($1)');
  // "Scant 2 cups broth", "Heaping 1/2 cup": the amount is the amount.
  t = t.replace(/^\s*(?:heaping|heaped|rounded|level|scant|generous|good)\s+(?=\d)/i, '');
  // "1 heaping cup", "2 level tsp", "1 scant cup": the measure is the cup.
  t = t.replace(
    /^([\d\s/.-]+?)\s*(?:heaping|heaped|rounded|level|scant|generous|good)\s+(?=[a-z])/i,
    '$1 ',
  );
  // "150g" "2lb" "500ml": a number glued to its unit.
  t = t.replace(/(\d)(g|gr|kg|ml|l|oz|lbs?|tbsp|tsp)\b/gi, '$1 $2');
  // "18 gm olive oil", "250 gms flour": grams.
  t = t.replace(/(\d)\s*gms?\b\.?/gi, '$1 g');
  // Ranges written with en or em dashes, or "1 - 2".
  t = t.replace(/(\d)\s*[–—-]\s*(\d)/g, '$1-$2');
  return t.replace(/\s+/g, ' ').trim();
}

/**
 * The part of a line that is read: real lines, notes and all, are well under this; a longer
 * one is a page built to stall the parser (parse-ingredient's work grows faster than the
 * length of a run of numbers: 20,000 of them took minutes). The whole line is still kept.
 */
export const MAX_READ_CHARS = 300;

/** Depth of parentheses at each position: what a note in parentheses says is not the line's. */
function depthAt(s: string, index: number): number {
  let depth = 0;
  for (let i = 0; i < index; i++) {
    if (s[i] === '(') depth++;
    else if (s[i] === ')') depth = Math.max(0, depth - 1);
  }
  return depth;
}

/** The first match of a global pattern outside any parentheses. */
function topLevel(s: string, pattern: RegExp): RegExpExecArray | null {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(s); m; m = pattern.exec(s)) {
    if (depthAt(s, m.index) === 0) return m;
    if (m[0] === '') pattern.lastIndex++;
  }
  return null;
}

/** Text outside parentheses (nested ones too) and each top-level group's inside. */
function splitParentheses(s: string): { outside: string; inside: string[] } {
  let outside = '';
  const inside: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of s) {
    if (ch === '(') {
      if (depth > 0) current += ch;
      depth++;
    } else if (ch === ')' && depth > 0) {
      depth--;
      if (depth === 0) {
        if (current.trim()) inside.push(current.trim());
        current = '';
        outside += ' ';
      } else current += ch;
    } else if (depth > 0) current += ch;
    else outside += ch;
  }
  if (depth > 0 && current.trim()) inside.push(current.trim());
  return { outside: outside.replace(/\)/g, ' '), inside };
}

export function parseIngredientLine(text: string): ParsedIngredientLine {
  let t = normaliseLine(text.slice(0, MAX_READ_CHARS));
  let optional = false;
  const optionalRe = /\(\s*optional\s*\)|,?\s*\boptional\b\s*:?|^optional\s*:?\s*/i;
  if (optionalRe.test(t)) {
    optional = true;
    t = t.replace(optionalRe, ' ').replace(/\s+/g, ' ').trim();
  }
  const toTaste = TO_TASTE.test(t);
  let alternative: Measure | null = null;
  let juice: 'juice' | 'zest' | null = null;

  // "Juice of 1 lemon", "juice of half a lime", "zest and juice of 2 limes" (the juice: it
  // is most of what the fruit gives, about 44 g of a lime's juice to 6 g of zest).
  const of = /^(?:the\s+)?(juice|zest)(?:\s+and\s+(juice|zest))?\s+(?:from|of)\s+(.+)$/i.exec(t);
  if (of) {
    juice = /juice/i.test(`${of[1]} ${of[2] ?? ''}`) ? 'juice' : 'zest';
    // The amount in words now starts the line: "half a lime", "a lemon", "one orange".
    t = of[3]!
      .replace(NUMBER_WORDS_RE, (_, word: string) => `${NUMBER_WORDS.get(word.toLowerCase())} `)
      .replace(/^\s*(?:a|an|one)\s+(?=\S)/i, '1 ');
  }
  // "2 x 400g tins chopped tomatoes"
  const times = new RegExp(
    `^(${NUM})\\s*[x×]\\s*(${NUM})\\s*(${MASS_OR_VOLUME})\\.?\\s+(?:${CONTAINER}\\s+)?(.*)$`,
    'i',
  ).exec(t);
  if (times) {
    const count = toNumber(times[1]!);
    const per = measureOf(toNumber(times[2]!), times[3]!);
    if (per) alternative = { quantity: per.quantity * count, unit: per.unit };
    t = `${times[1]} can ${times[4]}`;
  }
  // "1 (14 oz) can tomatoes", "2 (15-ounce) cans beans", "1 (15 to 16-ounce) container
  // ricotta" (a range: its middle), "1 (4-ounce can) green chiles" (the container inside).
  const containerMatch = new RegExp(
    `^(${NUM})\\s*\\(\\s*(${NUM})(?:\\s*(?:-|to)\\s*(${NUM}))?[\\s-]*(${MASS_OR_VOLUME})\\.?\\s*(${CONTAINER})?\\s*\\)\\s*(?:(${CONTAINER})\\s+)?(.*)$`,
    'i',
  ).exec(t);
  const container =
    containerMatch && (containerMatch[5] || containerMatch[6]) ? containerMatch : null;
  if (container) {
    const count = toNumber(container[1]!);
    const low = toNumber(container[2]!);
    const size = container[3] === undefined ? low : (low + toNumber(container[3])) / 2;
    const per = measureOf(size, container[4]!);
    if (per) alternative = { quantity: per.quantity * count, unit: per.unit };
    t = `${container[1]} ${container[5] ?? container[6]} ${container[7]}`;
  }
  // A size with no parentheses: "1 14-ounce can coconut milk", "28-ounce can tomatoes".
  const sized = new RegExp(
    `^(?:(${NUM})\\s+)?(${NUM})[\\s-]*(${MASS_OR_VOLUME})\\.?\\s*(${CONTAINER})\\s+(.*)$`,
    'i',
  ).exec(t);
  if (sized && !container) {
    const count = sized[1] ? toNumber(sized[1]) : 1;
    const per = measureOf(toNumber(sized[2]!), sized[3]!);
    if (per) alternative = { quantity: per.quantity * count, unit: per.unit };
    t = `${sized[1] ?? 1} ${sized[4]} ${sized[5]}`;
  }
  // A count, then the size of each: "2 1-pound pork tenderloins", "1 boneless 2-3 pound chuck
  // roast" (a range: its middle).
  const eachSize = new RegExp(
    `^(\\d+)\\s+((?:(?:boneless|bone-in|skinless|whole|large|small|medium|fresh)\\s+)*)(${NUM})(?:\\s*(?:-|to)\\s*(${NUM}))?[\\s-]*(lbs?|pounds?|oz|ounces?|kg|g|grams?)\\.?\\s+(.*)$`,
    'i',
  ).exec(t);
  // Not a mixed number: "1 1/2 pounds chicken" is one and a half pounds.
  if (eachSize && !alternative && !container && !sized && !/^\d+\/\d+$/.test(eachSize[3]!)) {
    const low = toNumber(eachSize[3]!);
    const size = eachSize[4] === undefined ? low : (low + toNumber(eachSize[4])) / 2;
    const per = measureOf(size, eachSize[5]!);
    if (per) alternative = { quantity: per.quantity * Number(eachSize[1]), unit: per.unit };
    t = `${eachSize[1]} ${eachSize[2]}${eachSize[6]}`;
  }
  // Two amounts added: "1 cup + 2 tbsp flour", "1 tablespoon plus 1 teaspoon cornstarch".
  const plus = new RegExp(
    `^(${NUM})\\s*([a-z.]+)\\s*(?:\\+|plus)\\s*(${NUM})\\s*([a-z.]+)\\s+(.*)$`,
    'i',
  ).exec(t);
  if (plus) {
    const sum = sumOfMeasures(toNumber(plus[1]!), plus[2]!, toNumber(plus[3]!), plus[4]!);
    if (sum !== null) t = `${sum} ${plus[2]} ${plus[5]}`;
  }
  // Dual units "150 g/5 oz butter": keep the first, remember the second.
  const dual = new RegExp(
    `^(${NUM})\\s*(${MASS_OR_VOLUME})\\.?\\s*/\\s*(${NUM})\\s*(${MASS_OR_VOLUME})\\.?\\s+(.*)$`,
    'i',
  ).exec(t);
  if (dual) {
    alternative = measureOf(toNumber(dual[3]!), dual[4]!);
    t = `${dual[1]} ${dual[2]} ${dual[5]}`;
  }
  // A parenthesised weight or volume anywhere: "1 pound (500g) spaghetti", "1 cup (240 ml) milk",
  // "1 (3-4 lb) whole chicken" (a range: its middle).
  const paren = topLevel(
    t,
    new RegExp(
      `\\(\\s*(?:about|approx\\.?|approximately|~)?\\s*(${NUM})(?:\\s*(?:-|to)\\s*(${NUM}))?[\\s-]*(${MASS_OR_VOLUME})\\.?\\s*(each|total|in total)?\\s*(?:[,;][^()]*)?\\)`,
      'gi',
    ),
  );
  if (paren && !alternative) {
    const low = toNumber(paren[1]!);
    const middle = paren[2] === undefined ? low : (low + toNumber(paren[2])) / 2;
    // Right after a bare count it is the size of each: "4 (6 oz) chicken breasts" is 24 oz;
    // so is any size that says "each" ("2 pork chops (about 1 pound each)"); "total" is all.
    const before = t.slice(0, paren.index);
    const count =
      paren[4]?.toLowerCase() === 'each'
        ? new RegExp(`^\\s*(${NUM})`).exec(before)
        : paren[4]
          ? null
          : new RegExp(`^\\s*(${NUM})\\s*(?:large|medium|small|big|whole)?\\s*$`, 'i').exec(before);
    alternative = measureOf(middle * (count ? toNumber(count[1]!) : 1), paren[3]!);
    t = (before + t.slice(paren.index + paren[0].length)).replace(/\s+/g, ' ').trim();
  }

  // The amount written after the food: "All-purpose flour 3 cups", "Spaghetti: 320 g | 11 oz",
  // "Soy sauce (1-2 tablespoons)". Moved to the front, where the parser reads it.
  if (!/^\d|^[.,]\d/.test(t)) {
    const after = new RegExp(
      `^([^\\d(]*?)\\s*(?::|-|–|\\()?\\s*(${NUM}(?:-${NUM})?)\\s*([a-z.]+)?\\s*\\)?(?:\\s*\\|.*)?$`,
      'i',
    ).exec(t);
    if (after && after[1] && /[a-z]/i.test(after[1]) && measureOf(1, after[3] ?? 'x') !== null) {
      t = `${after[2]} ${after[3]} ${after[1].replace(/[:\s-]+$/, '')}`;
    } else {
      const inner = new RegExp(`\\((${NUM}(?:-${NUM})?)\\s*([a-z.]+)\\s*\\)`, 'i').exec(t);
      if (inner && measureOf(1, inner[2]!) !== null) {
        t = `${inner[1]} ${inner[2]} ${t.slice(0, inner.index)}${t.slice(inner.index + inner[0].length)}`;
      }
    }
  }
  const parsed = parseIngredient(t, { additionalUOMs: EXTRA_UNITS, normalizeUOM: true })[0];
  let quantity: number | null = parsed?.quantity ?? null;
  if (quantity !== null && parsed?.quantity2 != null) quantity = (quantity + parsed.quantity2) / 2;
  let unitId = parsed?.unitOfMeasureID ?? null;
  let description = parsed?.description ?? t;
  // A size word before a container: "1 large can tomatoes" - the container is the unit.
  if (unitId && ['large', 'medium', 'small'].includes(unitId)) {
    const next = parseIngredient(`1 ${description}`, { additionalUOMs: EXTRA_UNITS })[0];
    if (next?.unitOfMeasureID && !['large', 'medium', 'small'].includes(next.unitOfMeasureID)) {
      unitId = next.unitOfMeasureID;
      description = next.description;
    }
  }
  description = description.replace(/^(?:of|x)\s+/i, '');
  const mapped = unitId ? UNIT_MAP.get(unitId) : undefined;
  let measure: Measure | null =
    quantity !== null && mapped ? { quantity: quantity * mapped[1], unit: mapped[0] } : null;
  if (quantity !== null && !unitId) measure = { quantity, unit: 'each' };

  // "boneless, skinless chicken thighs", "2 large, ripe tomatoes": a comma after a describing
  // word does not end the food's name.
  description = description
    .replace(/^[\s,]+/, '')
    .replace(DESCRIBING_COMMA, '$1 ')
    // "red, yellow, or orange bell pepper": the first colour named, with its noun.
    .replace(
      new RegExp(`\\b(${COLOUR})(?:\\s*,\\s*${COLOUR})*\\s*,?\\s+(?:or|and)\\s+${COLOUR}\\b`, 'gi'),
      '$1',
    );
  // The food phrase: before the first comma, without parentheses or "to taste".
  // A comma inside parentheses is the note's ("milk (or buttermilk, almond, or oat milk)").
  const commaAt = topLevel(description, /,|;|\s+[-–—]\s+/g)?.index ?? -1;
  let name = commaAt >= 0 ? description.slice(0, commaAt) : description;
  let note = commaAt >= 0 ? description.slice(commaAt + 1).trim() : '';
  const { outside, inside } = splitParentheses(name);
  if (inside.length > 0) {
    note = [inside.join(', '), note].filter(Boolean).join(', ');
    name = outside;
  }
  name = name.replace(TO_TASTE, ' ').replace(/\bor more\b|\bplus more\b|\bor so\b/gi, ' ');
  // A size in the name is not the food: "1 1/2-inch-thick pork chops", "2-inch pieces".
  name = name.replace(
    /(?:^|\s)\d+(?:\s+\d+\/\d+|\/\d+|\.\d+)?[\s-]*(?:inch(?:es)?|in\.|cm|"|”)(?:[\s-]+(?:thick|long|wide))?(?=[\s,-]|$)/gi,
    ' ',
  );
  // "cornstarch mixed with 2 tbsp water": the food is the first one named.
  name = name.split(
    /\s+(?:mixed|dissolved|whisked|combined|stirred|diluted)\s+(?:with|in|into)\s/i,
  )[0]!;
  // "water to thin the sauce", "oil for the pan": the food is named before the purpose.
  name = name.split(/\s+(?:to|for|into|on)\s+/i)[0]!;
  name = name.replace(/\s+/g, ' ').trim().toLowerCase();
  // "2 Tortillas, (wheat)", "3 leaves": the parser took the food for a counting unit.
  if (!name && unitId && ['tortilla', 'leaf', 'slice', 'fillet', 'stalk'].includes(unitId)) {
    name = (parsed?.unitOfMeasure ?? unitId).toLowerCase();
  }
  if (juice) name = `${name.replace(/\b(lemons?|limes?|oranges?)\b.*/, '$1')} ${juice}`;
  // "1 lemon, juiced" is its juice; not an orange ("2 oranges, one juiced and one diced").
  else if (/\bjuiced\b/i.test(note) && /\b(lemon|lime)s?$/.test(name)) name = `${name} juice`;
  if (juice && measure?.unit === 'each') measure = { quantity: measure.quantity, unit: 'each' };

  return {
    text,
    quantity: quantity === null ? null : Math.round(quantity * 1000) / 1000,
    unit: mapped && mapped[1] === 1 ? mapped[0] : unitId,
    measure,
    alternative,
    name,
    note: note || null,
    optional,
    toTaste,
  };
}
