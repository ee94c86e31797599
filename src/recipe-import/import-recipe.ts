/**
 * A page or pasted text to a reviewed-ready recipe: extract, read each line, match each food,
 * weigh it in grams with the food's own units, then derive allergens, diets and nutrition with
 * the very rules house recipes use (planner/diet-rules.ts) and price it from the catalogue.
 * Pure: the catalogue and the person's own aliases come in as arguments.
 */
import type { Food, Product, Recipe, Unit } from '../planner/catalogue-schema';
import { deriveRecipeLabels } from '../planner/diet-rules';
import { cheapestCentsPerGram, recipeCostPerServing } from '../planner/recipe-cost';
import { toGrams } from '../planner/units';
import type { ImportedIngredient, ImportedRecipe } from '../shared/imported-recipe';
import { countedPieceEstimate } from './counted-pieces';
import { extractRecipeFromHtml, extractRecipeFromText } from './extract-recipe';
import { FREE_FOOD_ID, FoodMatcher, matchKey, type FoodAliasData } from './food-matcher';
import {
  parseIngredientLine,
  measureOf,
  type Measure,
  type ParsedIngredientLine,
} from './ingredient-line';
import { guessMeal } from './meal-guess';
import type { RawRecipe } from './raw-recipe';
import { durationMinutes, servingsOfYields } from './recipe-fields';
import { isGroupHeading } from './text-sections';
import { unstatedAmount, type AmountEstimate } from './unstated-amount';

export interface ImportCatalogue {
  foods: readonly Food[];
  foodById: ReadonlyMap<string, Food>;
  matcher: FoodMatcher;
  centsPerGram: ReadonlyMap<string, number>;
  /** Grams in the smallest package a store sells of each food: what "1 package" of it is. */
  packageGrams: ReadonlyMap<string, number>;
}

export function buildImportCatalogue(input: {
  foods: readonly Food[];
  products: readonly Product[];
  aliases: FoodAliasData;
  priceLevelFactor?: number;
}): ImportCatalogue {
  const foodById = new Map(input.foods.map((f) => [f.id, f]));
  return {
    foods: input.foods,
    foodById,
    matcher: new FoodMatcher(input.foods, input.aliases),
    centsPerGram: cheapestCentsPerGram(input.products, foodById, toGrams, input.priceLevelFactor),
    packageGrams: smallestPackageGrams(input.products, foodById),
  };
}

function smallestPackageGrams(
  products: readonly Product[],
  foodById: ReadonlyMap<string, Food>,
): Map<string, number> {
  const smallest = new Map<string, number>();
  for (const p of products) {
    const food = foodById.get(p.foodId);
    const grams = food ? toGrams(p.size, p.unit, food) : null;
    if (grams === null || grams <= 0) continue;
    if (grams < (smallest.get(p.foodId) ?? Infinity)) smallest.set(p.foodId, grams);
  }
  return smallest;
}

/**
 * "1 package cream cheese", "2 cartons broth", "1 loaf bread": a count of store packages.
 * Not bottles or cans: the smallest a store sells of beer is a six-pack.
 */
const PACKAGES =
  /^[\s\d/.,¼½¾⅓⅔⅛-]+\s*(?:packages?|pkgs?\.?|packets?|containers?|cartons?|tubs?|loaf|loaves|bags?|boxes?|jars?|blocks?)\b/i;
const LOAVES = /^[\s\d/.,¼½¾⅓⅔⅛-]+\s*(?:loaf|loaves)\b/i;

/**
 * A count of packages of a food whose units do not say how much one holds: the smallest
 * package the catalogue's stores sell of it, as an estimate ("1 package cream cheese" is the
 * 8 oz brick).
 */
function packagesEstimate(
  line: ParsedIngredientLine,
  foodId: string,
  catalogue: ImportCatalogue,
): AmountEstimate | null {
  const grams = catalogue.packageGrams.get(foodId);
  if (line.quantity === null || grams === undefined || !PACKAGES.test(line.text)) return null;
  return {
    grams: line.quantity * grams,
    as: `${line.quantity} x the ${Math.round(grams)} g package`,
  };
}

/** What the page said beyond the recipe itself: kept with a saved recipe, not in the JSON. */
export interface ImportDetails {
  extractedFrom: RawRecipe['source'];
  description: string | null;
  image: string | null;
  /** The page's own calories per serving, when it states them. */
  statedKcal: number | null;
  /**
   * How the servings were estimated when the page gave a count of whole bakes and not of
   * servings ("2 loaves at about 10 servings each"); null when the page said.
   */
  servingsEstimate: string | null;
  /**
   * Each line as read, for the review screen (note, to-taste, how the food was matched, and
   * the amount assumed for a line that gives none, e.g. "a pinch").
   */
  lines: (ParsedIngredientLine & { how: string | null; estimate: string | null })[];
}

export interface ImportResult {
  recipe: ImportedRecipe;
  details: ImportDetails;
}

export class NoRecipeFoundError extends Error {
  constructor() {
    super(
      'No recipe found: the page has no ingredient list we can read. Paste the recipe text instead.',
    );
  }
}

export interface ImportOptions {
  /** The person's own corrections: phrase (any spelling) -> food id. */
  personalAliases?: ReadonlyMap<string, string>;
}

export function importRecipeFromHtml(
  html: string,
  catalogue: ImportCatalogue,
  options: ImportOptions = {},
): ImportResult {
  const raw = extractRecipeFromHtml(html);
  if (!raw) throw new NoRecipeFoundError();
  return importRawRecipe(raw, catalogue, options);
}

export function importRecipeFromText(
  text: string,
  catalogue: ImportCatalogue,
  options: ImportOptions = {},
): ImportResult {
  const raw = extractRecipeFromText(text);
  if (!raw) throw new NoRecipeFoundError();
  return importRawRecipe(raw, catalogue, options);
}

/** Grams of a parsed amount of a food, or null when the food's units cannot say. */
export function gramsOf(line: ParsedIngredientLine, food: Food): number | null {
  const convert = (m: Measure | null): number | null => {
    if (!m) return null;
    const g = toGrams(m.quantity, m.unit, food);
    if (g !== null) return g;
    if (m.unit === 'each') {
      // "juice of 1 lemon": the juice food knows what one fruit yields.
      if (food.yieldFrom) return m.quantity * food.yieldFrom.grams;
      // A count of a food whose count unit has another name: "2 bay leaves", "3 celery".
      for (const u of [
        'piece',
        'leaf',
        'stalk',
        'sprig',
        'tortilla',
        'fillet',
        'slice',
        'clove',
        'head',
        'bunch',
        'package',
        'can',
      ] as Unit[]) {
        const per = food.units[u];
        if (per !== undefined) return m.quantity * per;
      }
    }
    if (m.unit === 'can' && food.units.cup !== undefined) {
      // A standard 15 oz can when the food has no can weight of its own.
      return m.quantity * 425;
    }
    return null;
  };
  const massUnits: readonly Unit[] = ['g', 'kg', 'oz', 'lb'];
  if (line.measure && massUnits.includes(line.measure.unit)) return convert(line.measure);
  const alt = convert(line.alternative);
  if (alt !== null) return alt;
  const main = convert(line.measure);
  if (main !== null) return main;
  // "A dash of hot sauce", "a pinch of sugar": a unit with no number is one of it.
  if (line.quantity === null && line.unit !== null) {
    return convert(measureOf(1, line.unit));
  }
  return null;
}

/**
 * A count of slices or wedges of a food weighed by the whole one ("3 slices tomato", "2 lemon
 * wedges"), or the zest of whole fruit ("zest of 1 lime"): not that many whole fruits. A slice
 * or a wedge is taken as an eighth of one (SR28: a medium tomato slice 20 g of 123 g, a lemon
 * wedge 7 g of 58 g), a fruit's zest as a tablespoon (6 g); estimates, marked so.
 */
function partOfEach(line: ParsedIngredientLine, food: Food): AmountEstimate | null {
  const each = food.units.each;
  const count = line.measure?.quantity ?? line.quantity;
  if (each === undefined || count === null || line.alternative !== null) return null;
  const counted = line.measure?.unit === 'each' || line.unit === 'slice';
  if (!counted) return null;
  if (/\bzest$/.test(line.name) && !food.id.includes('zest')) {
    return { grams: count * 6, as: `the zest of ${count}: about a tablespoon each` };
  }
  const sliced = line.unit === 'slice' || /\b(?:slices?|wedges?|rings?)$/.test(line.name);
  if (!sliced || food.units.slice !== undefined) return null;
  return { grams: (count * each) / 8, as: `${count} x an eighth of one` };
}

/**
 * "2 red habanero peppers", "2 fresh cayenne peppers": a count of peppers matched to a ground
 * spice that is never counted (black pepper and cayenne are peppers only by the spoon). Not
 * that food: a fresh pepper the catalogue cannot weigh this way.
 */
function countOfAnotherFood(
  line: ParsedIngredientLine,
  match: { foodId: string; how: string },
  catalogue: ImportCatalogue,
): boolean {
  const food = catalogue.foodById.get(match.foodId);
  return (
    match.how !== 'personal' &&
    /\b(?:peppers?|chil(?:e|i|li)e?s?)$/.test(line.name) &&
    food?.category === 'spices' &&
    line.measure?.unit === 'each' &&
    line.alternative === null &&
    gramsOf(line, food) === null
  );
}

/**
 * "1 cup chopped nuts (such as walnuts or pecans)", "2 cups greens (spinach, kale, etc)": a
 * name the catalogue cannot place, whose note names examples; the first example is what the
 * writer had in mind (and carries its allergens), with a lower confidence.
 */
function exampleInNote(line: ParsedIngredientLine, catalogue: ImportCatalogue) {
  const first = line.note
    ?.replace(/^\s*(?:such as|e\.g\.?|eg|like|i used|i like|preferably)\s+/i, '')
    .split(/,|;|\bor\b|\band\b|\betc\b/i)[0]
    ?.trim();
  if (!first || first.split(' ').length > 3) return null;
  const hit = catalogue.matcher.match(first);
  return hit && hit.foodId !== FREE_FOOD_ID
    ? { ...hit, how: 'words' as const, confidence: Math.min(hit.confidence, 0.7) }
    : null;
}

/**
 * "2 1/2 cups cooked brown rice", "300 g cooked pasta": the catalogue holds grains, pasta and
 * dry pulses as bought (dry), so a cooked amount is weighed as the dry food it was cooked
 * from. Cooked rice, pasta, quinoa and lentils take about three times the volume of the dry
 * grain and weigh about two and a half times as much (water taken up; USDA SR28 cooked and
 * dry rows of the same foods agree within about 15%).
 */
function dryGramsOfCooked(line: ParsedIngredientLine, food: Food, grams: number | null) {
  if (grams === null || !/\bcooked\b/i.test(line.name) || /\b(?:un|pre)cooked\b/i.test(line.name))
    return grams;
  const dry = /\b(?:dry|raw)\b/i.test(food.nutrition.description);
  if (!dry || !(food.category === 'grains-pasta' || food.legume)) return grams;
  const byMass = ['g', 'kg', 'oz', 'lb'].includes(line.measure?.unit ?? '');
  return byMass ? grams / 2.5 : grams / 3;
}

/**
 * Ingredient lines read from one page: a real recipe has a few dozen at most (the longest in
 * the library has 20); a page with thousands is not a recipe, and reading them all would keep
 * the server busy for seconds.
 */
export const MAX_INGREDIENT_LINES = 200;

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

export function importRawRecipe(
  raw: RawRecipe,
  catalogue: ImportCatalogue,
  options: ImportOptions = {},
): ImportResult {
  const title = raw.title?.trim() || 'Untitled recipe';
  const servingsRead = servingsOfYields(raw.yields);
  const servings = servingsRead?.servings ?? 4;
  const ingredients: ImportedIngredient[] = [];
  const lines: ImportDetails['lines'] = [];
  let group: string | null = null;
  for (const rawLine of raw.ingredients.slice(0, MAX_INGREDIENT_LINES)) {
    if (isGroupHeading(rawLine.text) && !/\d/.test(rawLine.text)) {
      group = rawLine.text.replace(/:$/, '').trim();
      continue;
    }
    const parsed = parseIngredientLine(rawLine.text);
    const personal = options.personalAliases?.get(matchKey(parsed.name));
    let match =
      personal && catalogue.foodById.has(personal)
        ? { foodId: personal, confidence: 1, how: 'personal' as const }
        : (catalogue.matcher.match(parsed.name) ?? exampleInNote(parsed, catalogue));
    let grams: number | null = null;
    let estimate: AmountEstimate | null = null;
    if (match && countOfAnotherFood(parsed, match, catalogue)) match = null;
    if (match?.foodId === FREE_FOOD_ID) {
      const m = parsed.measure ?? parsed.alternative;
      // Water weighs 236.6 g a cup; only the amount matters to nothing but the review.
      const waterLike = { units: { cup: 236.6 } } as unknown as Food;
      grams = m ? toGrams(m.quantity, m.unit, waterLike) : null;
      if (grams === null) estimate = unstatedAmount(parsed, { ...waterLike, id: FREE_FOOD_ID });
      if (estimate) grams = estimate.grams;
    } else if (match) {
      const food = catalogue.foodById.get(match.foodId)!;
      // "1 loaf bread": a package, not one slice (bread is counted by the slice).
      const packageCount = LOAVES.test(parsed.text)
        ? packagesEstimate(parsed, food.id, catalogue)
        : null;
      if (packageCount) estimate = packageCount;
      grams = packageCount ? null : dryGramsOfCooked(parsed, food, gramsOf(parsed, food));
      // "4 whole cloves", "1 cinnamon stick", "2 sprigs fresh basil": a few grams each.
      const piece = packageCount ? null : countedPieceEstimate(parsed, food);
      if (piece) {
        grams = null;
        estimate = piece;
      }
      // "2 pineapple slices", "2 lemon wedges", "zest of 1 lime": a part of each fruit.
      const part = partOfEach(parsed, food);
      if (part) {
        grams = null;
        estimate = part;
      }
      // No amount on the line: what a cook uses; a package of unsaid size: the store's. Marked
      // as estimates.
      if (grams === null && !estimate) estimate = unstatedAmount(parsed, food);
      if (grams === null && !estimate) estimate = packagesEstimate(parsed, food.id, catalogue);
      if (estimate) grams = estimate.grams;
    }
    ingredients.push({
      text: rawLine.text,
      quantity: parsed.quantity,
      unit: parsed.unit,
      foodId: match?.foodId ?? null,
      grams: grams === null ? null : round(grams, 1),
      optional: parsed.optional,
      confidence: match?.confidence ?? 0,
      group: rawLine.group ?? group,
      ...(estimate ? { estimated: true } : {}),
    });
    lines.push({ ...parsed, how: match?.how ?? null, estimate: estimate?.as ?? null });
  }
  const guess = guessMeal({
    title,
    categories: raw.categories,
    cuisines: raw.cuisines,
    keywords: raw.keywords,
  });
  const prep = durationMinutes(raw.prepTime);
  let cook = durationMinutes(raw.cookTime);
  const total = durationMinutes(raw.totalTime);
  if (cook === null && total !== null) cook = Math.max(0, total - (prep ?? 0));
  const derived = deriveFromLines(ingredients, servings, catalogue);
  return {
    recipe: {
      title,
      servings,
      prepMinutes: prep,
      cookMinutes: cook,
      meal: guess.meal,
      cuisine: guess.cuisine,
      dishType: guess.dishType,
      ingredients,
      instructions: raw.instructions,
      ...derived,
    },
    details: {
      extractedFrom: raw.source,
      description: raw.description,
      image: raw.image,
      statedKcal: raw.statedKcal,
      servingsEstimate: servingsRead?.estimate ?? null,
      lines,
    },
  };
}

/** Stands for a line no food was matched to: the rules then promise no diet (diet-rules.ts). */
const UNKNOWN_FOOD = 'unmatched-ingredient';

/**
 * Allergens, diets, nutrition and cost of the lines as they stand (also after the person's
 * corrections on the review screen). Allergens and diets count optional lines too (a cook may
 * add them); nutrition and cost count what is cooked by default. Any unmatched line: no diet,
 * no price.
 */
export function deriveFromLines(
  ingredients: readonly Pick<ImportedIngredient, 'foodId' | 'grams' | 'optional'>[],
  servings: number,
  catalogue: Pick<ImportCatalogue, 'foodById' | 'centsPerGram'>,
  options: { leaveOutOfList?: readonly boolean[] } = {},
): Pick<
  ImportedRecipe,
  'nutritionPerServing' | 'costPerServingCents' | 'allergens' | 'diets' | 'unmatched'
> {
  const asRecipe = (lines: typeof ingredients): Recipe =>
    ({
      servings,
      ingredients: lines
        .filter((l) => l.foodId !== FREE_FOOD_ID)
        .map((l) => ({
          foodId: l.foodId !== null && catalogue.foodById.has(l.foodId) ? l.foodId : UNKNOWN_FOOD,
          quantity: l.grams ?? 0,
          unit: 'g' as const,
        })),
    }) as unknown as Recipe;
  const all = deriveRecipeLabels(asRecipe(ingredients), catalogue.foodById, toGrams);
  const cooked = deriveRecipeLabels(
    asRecipe(ingredients.filter((l) => !l.optional && l.foodId !== null)),
    catalogue.foodById,
    toGrams,
  );
  const unmatched = ingredients.filter((l) => l.foodId === null).length;
  // A line without an amount ("oil for frying") adds nothing a list could buy by weight.
  const bought = ingredients.filter(
    (l, i) =>
      !l.optional && l.foodId !== FREE_FOOD_ID && l.grams !== null && !options.leaveOutOfList?.[i],
  );
  let costPerServingCents: number | null = null;
  if (unmatched === 0) {
    const cost = recipeCostPerServing(
      asRecipe(bought),
      catalogue.foodById,
      catalogue.centsPerGram,
      toGrams,
    );
    costPerServingCents = cost.missing.length === 0 ? Math.round(cost.cents) : null;
  }
  return {
    nutritionPerServing: {
      kcal: cooked.nutritionPerServing.kcal,
      proteinG: cooked.nutritionPerServing.proteinG,
      sodiumMg: cooked.nutritionPerServing.sodiumMg,
    },
    costPerServingCents,
    allergens: all.allergens,
    diets: all.diets,
    unmatched,
  };
}
