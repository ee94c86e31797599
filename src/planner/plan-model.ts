/**
 * One plan's optimisation model, built from the catalogue and the person: the slots (day x
 * meal), the recipes each slot may take after every hard rule (allergens, custom allergies,
 * diets, buyability), each candidate's demand per food scaled to the servings, and the
 * objective's weights. The heuristic, swapMeal and the benchmark's exact HiGHS model all
 * read this one model, so they optimise the same thing.
 */
import {
  ALLERGEN_LABELS,
  DIETARY_LABELS,
  MEAL_LABELS,
  type BudgetPreference,
  type Meal,
  type RecipeDietLabel,
} from '../shared/options';
import { allergenBit, dietBit, type PlannerCatalogue } from './catalogue';
import {
  allergensNamedBy,
  allergyMeansGluten,
  containsWords,
  normaliseWords,
} from './custom-allergies';
import type { FoodCostTable } from './package-cost';
import { composeMeal, type ChosenSide, type SideOption } from './meal-composition';
import type { PlanInput } from './plan-input';
import { nearDateCreditCents, nearDateHeldMg } from './near-date';
import { wholeCount } from './kitchen-measure';
import { hashString } from './random';
import { DIET_THRESHOLDS } from './diet-rules';
import { MEAL_ENERGY_SHARES } from '../shared/energy';
import { matchTastes } from './taste-match';
import { buildSpreadGroups, type SpreadGroups, type SpreadWeights } from './spread';
import { withPantryEquivalents } from './pantry-equivalents';
import { mealMinuteLimit, recipeMinutes } from './cooking-time';
import { buildFloorGroups, FLOOR_BREAK_CENTS, type FloorGroups } from './variety-floors';
import {
  chargeSaltFibre,
  saltFibreBaselines,
  saltFibreCap,
  saltFibreCents,
  type MealSaltFibre,
} from './daily-goals';
import { perishableFlags, STANDALONE_WASTE_SHARE, WASTE_WEIGHT } from './perishables';
import { placePins, PinRefusedError, recipeMemory, type RecipeMemory } from './recipe-memory';

/** Weights of the objective, in cents per serving, set by the budget preference. */
export interface PreferenceWeights {
  /** Charged when a recipe's cuisine is not one the person prefers. */
  cuisineMiss: number;
  /** Charged when a recipe's dish type is not one the person prefers for that meal. */
  dishMiss: number;
  /** Charged when a recipe is not one of input.preferredRecipeIds (when given). */
  recipeMiss: number;
  /** Charged for each repeat of a recipe within the plan (beyond the 3-day hard rule). */
  repeat: number;
  /** Seeded noise, so another seed gives another good plan among near-equal ones. */
  jitter: number;
  /** Extra weight per cent over budget (flexible only; strict and balanced forbid it). */
  overBudget: number;
  /** No two days with the same menu (a hard rule while the library allows it). */
  distinctDays: boolean;
  /**
   * Per step of a dish type, cuisine or main protein used beyond its even share of the week
   * (spread.ts). Three steps of all three stay below a taste miss, so spreading never costs
   * a match.
   */
  spread: SpreadWeights;
}

/**
 * What each budget preference trades (docs/decisions/0011-plans-that-feed.md). Strict buys the
 * cheapest plan of the person's tastes that feeds and keeps the rules: it trades variety for
 * cost, not tastes (a miss at $10 a serving outranks almost any price difference), and
 * repeats are free.
 * Balanced puts tastes and variety first: a meal outside the person's cuisines or dish types
 * costs $2.50 a serving, a repeat $1, so it spends the budget when that buys a match or a new
 * dish, and saves it otherwise. Flexible weighs tastes and variety more still and lets the
 * budget give, each dollar over it counting double.
 */
export const PREFERENCE_WEIGHTS: Readonly<Record<BudgetPreference, PreferenceWeights>> = {
  strict: {
    cuisineMiss: 1000,
    dishMiss: 1000,
    recipeMiss: 80,
    repeat: 0,
    jitter: 2,
    overBudget: 0,
    distinctDays: false,
    spread: { dish: 0, cuisine: 0, protein: 0 },
  },
  balanced: {
    cuisineMiss: 500,
    dishMiss: 500,
    recipeMiss: 100,
    repeat: 300,
    jitter: 10,
    overBudget: 0,
    distinctDays: true,
    spread: { dish: 80, cuisine: 50, protein: 30 },
  },
  flexible: {
    cuisineMiss: 800,
    dishMiss: 800,
    recipeMiss: 150,
    repeat: 500,
    jitter: 10,
    overBudget: 1,
    distinctDays: true,
    spread: { dish: 120, cuisine: 80, protein: 50 },
  },
};

/**
 * Charged per serving for a meal that cannot reach its share of the day's energy (no portion
 * and sides get there): far above any price difference, so every preference feeds first.
 */
export const UNFED_PENALTY = 1000;

/**
 * Balanced and flexible: each repeat past a third of the slots (fewer than 14 distinct
 * recipes of 21) is charged this much more, in cents a serving. With the repeat weight it
 * stays below a taste miss (300 + 150 < 500, 500 + 150 < 800): taste still comes first, and
 * small households, for whom a new dish means new whole packages, still get 14 of 21.
 */
export const DISTINCT_SHORTFALL_CENTS = 150;

/** Repeats a plan may have before the shortfall charge (7 of 21 slots). */
export function allowedRepeats(model: PlanModel): number {
  const slots = model.slots.length;
  return slots - Math.ceil((slots * 14) / 21);
}

/** The shortfall charge per repeat past allowedRepeats, for the plan's servings. */
export function shortfallPenalty(model: PlanModel): number {
  return model.weights.distinctDays ? DISTINCT_SHORTFALL_CENTS * model.input.servings : 0;
}

/** No recipe twice within this many consecutive days, while alternatives exist. */
export const VARIETY_WINDOW_DAYS = 3;

/** Above this many candidates per meal, keep the most promising (big catalogues). */
export const MAX_CANDIDATES_PER_MEAL = 120;

/**
 * Above this many fitting recipes per meal (a library many times the shipped one), only this
 * many are priced as meals: the best by a cheap score, with the best few of every dish type
 * and cuisine. The shipped library stays under it, so its plans do not depend on it.
 */
export const PRESCREEN_PER_MEAL = 600;

/** Pruning keeps this many of a meal's cheapest recipes by price alone, whatever the tastes. */
export const CHEAPEST_KEPT_PER_MEAL = 24;

/** Pruning keeps at least this many of every dish type and cuisine of a meal. */
export const MIN_PER_KIND = 3;

export interface Slot {
  day: number;
  meal: Meal;
  /** Index into model.meals. */
  mealIndex: number;
}

export interface Candidate {
  /** Catalogue recipe index. */
  recipe: number;
  /** Foods bought for this recipe (pantry removed), catalogue food indices. */
  foods: Int32Array;
  /** Milligrams of each of `foods` at the plan's servings, whole numbers. */
  mg: Float64Array;
  /** Preference misses and seeded jitter, in cents for the plan's servings. */
  penalty: number;
  /** The recipe is of the person's cuisines, their dish types for the meal and their dishes. */
  matchesTastes: boolean;
  /** Cheapest cost of this recipe alone, in whole packages (cents). */
  standaloneCents: number;
  /** Recipe servings per person (1 is the recipe's own serving). */
  portion: number;
  /** Sides per person, with units (two slices of bread). */
  sides: readonly ChosenSide[];
  /** Energy and protein per person of the whole meal: the dish at its portion and the sides. */
  kcal: number;
  proteinG: number;
  /** The meal brings its share of the day's energy with enough protein. */
  fed: boolean;
  /** Spread groups it counts in (its dish type, cuisine and main protein: model.spread). */
  groups: Int32Array;
  /** Variety floor groups it counts in (its recipe, dish type, cuisine: model.floors). */
  floors: Int32Array;
  /** Sodium (mg) and fibre (g) per person of the whole meal: the dish at its portion and sides. */
  sodiumMg: number;
  fiberG: number;
  /** The meal's own salt-and-fibre charge a serving, and what of it the penalty holds. */
  saltFibre: MealSaltFibre;
  /**
   * Only on a cook-once lunch (cook-once.ts): the index of the dinner candidate whose extra
   * portions this lunch is, cooked the day before with that dinner.
   */
  cookedWith?: number;
}

export interface PlanModel {
  input: PlanInput;
  seed: number;
  catalogue: PlannerCatalogue;
  meals: readonly Meal[];
  slots: readonly Slot[];
  /** Candidates per meal (aligned with `meals`). */
  candidates: readonly (readonly Candidate[])[];
  /** Per meal: days within which a recipe may not repeat (3, or fewer when too few recipes). */
  window: readonly number[];
  /** Cost table per food for this person (organic where chosen); pantry foods never reach it. */
  costTables: readonly FoodCostTable[];
  weights: PreferenceWeights;
  /** Repeat penalty for this plan's servings, cents. */
  repeatPenalty: number;
  /** The dish type, cuisine and main protein groups, with their free shares and weights. */
  spread: SpreadGroups;
  /** The variety floors (variety-floors.ts) and what a break costs for the plan's servings. */
  floors: FloorGroups;
  floorBreakCents: number;
  /** Per catalogue food: 1 when perishable (its unused part is charged as waste). */
  perishable: Uint8Array;
  /**
   * Per meal: the cooking-time limit in minutes, and how many recipes over it had to be kept
   * because too few within it keep the person's rules (0 normally).
   */
  timeLimits: readonly { minutes: number; overKept: number; cut: readonly number[] }[];
  /** Energy per person per day of all three meals (each meal gets its share). */
  energyTargetKcal: number;
  budgetCents: number;
  /** Strict and balanced never exceed the budget. */
  hardBudget: boolean;
  pantry: ReadonlySet<number>;
  /** Milligrams held per food (pantry quantities): free up to this much, then bought. */
  heldMg: Float64Array;
  /** Foods the person must never get (allergens, custom allergies). */
  excludedFoods: ReadonlySet<number>;
  organic: boolean;
  /**
   * When the plan has lunch and dinner: per dinner candidate (same index), that dish's extra
   * portions as a lunch. Never searched directly: cook-once.ts puts them in lunch slots.
   */
  cookOnce: {
    lunch: number;
    dinner: number;
    extraPortions: readonly Candidate[];
  } | null;
  /**
   * Per slot, the candidate index the search keeps there (a pin or a lock: recipe-memory.ts),
   * or -1; null when nothing is pinned.
   */
  fixed: Int32Array | null;
}

export class PlanInfeasibleError extends Error {
  constructor(
    message: string,
    readonly code: 'no-recipes' | 'budget-too-low' | 'pin-refused',
    /** For a budget too low: the cheapest total found for these choices. */
    readonly cheapestTotalCents?: number,
  ) {
    super(message);
    this.name = 'PlanInfeasibleError';
  }
}

export interface BuildModelOptions {
  /** Use organic packages where the person chose organic (true unless a fallback turns it off). */
  organicPackages?: boolean;
  /** Skip candidate pruning (the exact benchmark model over the full library). */
  noPruning?: boolean;
}

export function buildPlanModel(
  catalogue: PlannerCatalogue,
  input: PlanInput,
  seed: number,
  options: BuildModelOptions = {},
): PlanModel {
  const weights = PREFERENCE_WEIGHTS[input.budgetPreference];
  const organic = input.diets.includes('organic') && options.organicPackages !== false;
  const costTables = organic ? catalogue.organicCostTables : catalogue.costTables;

  const { pantry, forbiddenAllergens, excludedFoods } = foodsRuledOut(catalogue, input);

  const heldMg = pantryHeldMg(catalogue, input, pantry);
  const perishable = perishableFlags(catalogue);
  const nearMg = nearDateHeldMg(input, catalogue.foodIndexById, catalogue.foods.length, pantry);

  // Flags per food: the candidate loop below runs over thousands of recipes in big libraries.
  const pantryFlag = new Uint8Array(catalogue.foods.length);
  for (const fi of pantry) pantryFlag[fi] = 1;
  const excludedFlag = new Uint8Array(catalogue.foods.length);
  for (const fi of excludedFoods) excludedFlag[fi] = 1;
  const bestPerMg = costTables.map((t) => {
    const best = t.options[0];
    return best ? best.priceCents / best.sizeMg : 0;
  });

  let requiredDiets = 0;
  for (const d of input.diets) {
    if (d === 'organic') continue;
    requiredDiets |= dietBit(d as RecipeDietLabel);
  }

  const slots: Slot[] = [];
  for (let day = 1; day <= input.days; day++) {
    input.meals.forEach((meal, mealIndex) => slots.push({ day, meal, mealIndex }));
  }

  const servings = input.servings;
  const memory = recipeMemory(catalogue, input, weights);
  const preferredRecipes = input.preferredRecipeIds ? new Set(input.preferredRecipeIds) : null;
  const sideVariants = eligibleSides(catalogue, {
    forbiddenAllergens,
    excludedFlag,
    pantryFlag,
    requiredDiets,
    bestPerMg,
  });
  const priceMeal = mealPricer({
    catalogue,
    input,
    seed,
    weights,
    costTables,
    sideVariants,
    pantryFlag,
    heldMg,
    perishable,
    nearMg,
    bestPerMg,
    memory,
    preferredRecipes,
    kept: pricedMealsFor(catalogue, input, organic),
  });

  const { fitting, ruleFitting, timeLimits } = fittingRecipes(catalogue, input, memory, {
    forbiddenAllergens,
    excludedFlag,
    requiredDiets,
    pantryFlag,
  });
  const pinned = pinnedRecipes(catalogue, input, fitting, ruleFitting);

  const { spread, floors } = varietyGroups(catalogue, input, fitting, weights);
  const { candidates, window } = mealCandidates(
    { catalogue, input, weights, options, priceMeal, spread, floors, memory },
    fitting,
    pinned,
  );

  const cookOnce = cookOnceLunches(input, candidates, priceMeal, spread, floors, weights);

  return planModel({
    input,
    seed,
    catalogue,
    meals: input.meals,
    slots,
    candidates,
    window,
    costTables,
    weights,
    repeatPenalty: weights.repeat * servings,
    spread: spread.groups,
    floors: floors.groups,
    floorBreakCents: FLOOR_BREAK_CENTS * servings,
    perishable,
    timeLimits,
    energyTargetKcal: input.energyTargetKcal,
    budgetCents: input.budgetCents,
    hardBudget: input.budgetPreference !== 'flexible',
    pantry,
    heldMg,
    excludedFoods,
    organic,
    cookOnce,
    fixed: fixedSlots(slots.length, pinned, candidates),
  });
}

/**
 * A model object, or a copy with some fields changed (`planModel({ ...model, budgetCents })`):
 * every model is made by this one literal, so they all share one hidden class. Spread copies
 * made elsewhere each had their own: the search's reads of `this.model` saw seven shapes over a
 * few dozen plans, went megamorphic and kept being recompiled (docs/decisions/0027).
 */
export function planModel(m: PlanModel): PlanModel {
  return {
    input: m.input,
    seed: m.seed,
    catalogue: m.catalogue,
    meals: m.meals,
    slots: m.slots,
    candidates: m.candidates,
    window: m.window,
    costTables: m.costTables,
    weights: m.weights,
    repeatPenalty: m.repeatPenalty,
    spread: m.spread,
    floors: m.floors,
    floorBreakCents: m.floorBreakCents,
    perishable: m.perishable,
    timeLimits: m.timeLimits,
    energyTargetKcal: m.energyTargetKcal,
    budgetCents: m.budgetCents,
    hardBudget: m.hardBudget,
    pantry: m.pantry,
    heldMg: m.heldMg,
    excludedFoods: m.excludedFoods,
    organic: m.organic,
    cookOnce: m.cookOnce,
    fixed: m.fixed,
  };
}

/** A candidate, or a copy with some fields changed: one literal, one hidden class (planModel). */
export function candidateOf(c: Candidate): Candidate {
  return {
    recipe: c.recipe,
    foods: c.foods,
    mg: c.mg,
    penalty: c.penalty,
    matchesTastes: c.matchesTastes,
    standaloneCents: c.standaloneCents,
    portion: c.portion,
    sides: c.sides,
    kcal: c.kcal,
    proteinG: c.proteinG,
    fed: c.fed,
    groups: c.groups,
    floors: c.floors,
    sodiumMg: c.sodiumMg,
    fiberG: c.fiberG,
    saltFibre: c.saltFibre,
    cookedWith: c.cookedWith,
  };
}

/**
 * The spread groups (dish type, cuisine, main protein) and variety-floor groups of every
 * fitting recipe per meal.
 */
const groupsKept = new WeakMap<
  PlannerCatalogue,
  Map<string, ReturnType<typeof buildVarietyGroups>>
>();

/**
 * The groups of the fitting recipes, kept per catalogue for the last few sets of what they
 * read (issue 33: about 3 ms a plan, the same for every plan of a person): the meals and
 * their fitting recipes, the tastes, the days, the servings and the spread weights. Nothing
 * downstream changes them.
 */
function varietyGroups(
  catalogue: PlannerCatalogue,
  input: PlanInput,
  fitting: number[][],
  weights: PreferenceWeights,
) {
  const sets = ruleSetsKept(catalogue);
  // Too big a catalogue to keep them (and a key of every fitting recipe): built each time.
  if (sets === 0) return buildVarietyGroups(catalogue, input, fitting, weights);
  let kept = groupsKept.get(catalogue);
  if (!kept) groupsKept.set(catalogue, (kept = new Map()));
  const key = JSON.stringify([
    input.meals,
    input.cuisines,
    input.dishTypes,
    input.days,
    input.servings,
    weights.spread,
    fitting.map((fits) => fits.join(',')),
  ]);
  let groups = kept.get(key);
  if (groups) {
    kept.delete(key);
  } else {
    groups = buildVarietyGroups(catalogue, input, fitting, weights);
    while (kept.size > 0 && kept.size >= sets) kept.delete(kept.keys().next().value!);
  }
  kept.set(key, groups);
  return groups;
}

function buildVarietyGroups(
  catalogue: PlannerCatalogue,
  input: PlanInput,
  fitting: number[][],
  weights: PreferenceWeights,
) {
  const servings = input.servings;
  // Groups from every fitting recipe, before pruning: the shares do not depend on the cap.
  const spread = buildSpreadGroups(
    input.meals.map((meal, mi) => ({
      meal,
      recipes: fitting[mi]!.map((ri) => {
        const cr = catalogue.recipes[ri]!;
        return {
          cuisine: cr.recipe.cuisine,
          dishType: cr.recipe.dishType,
          mainProtein: cr.mainProtein,
        };
      }),
    })),
    input,
    input.days,
    servings,
    weights.spread,
  );
  const floors = buildFloorGroups(
    input.meals.map((meal, mi) => ({
      meal,
      recipes: fitting[mi]!.map((ri) => {
        const r = catalogue.recipes[ri]!.recipe;
        return { index: ri, cuisine: r.cuisine, dishType: r.dishType };
      }),
    })),
    input,
    input.days,
  );
  return { spread, floors };
}

/**
 * The foods this person never gets: those with a forbidden allergen (named or implied by a
 * custom allergy's words), gluten when a custom allergy means it, and foods a custom allergy
 * names; and the pantry foods they hold (with their stand-ins).
 */
function foodsRuledOut(catalogue: PlannerCatalogue, input: PlanInput) {
  const pantry = new Set<number>();
  // A ticked staple covers the foods it stands in for (table salt for kosher salt).
  for (const id of withPantryEquivalents(input.pantry)) {
    const fi = catalogue.foodIndexById.get(id);
    if (fi !== undefined) pantry.add(fi);
  }

  let forbiddenAllergens = 0;
  for (const a of input.allergies) forbiddenAllergens |= allergenBit(a);
  const customWords = input.customAllergies
    .map((a) => ({ text: a, words: normaliseWords(a) }))
    .filter((a) => a.words.length > 0);
  let glutenFree = false;
  for (const c of customWords) {
    for (const a of allergensNamedBy(c.text)) forbiddenAllergens |= allergenBit(a);
    glutenFree ||= allergyMeansGluten(c.text);
  }
  const excludedFoods = new Set<number>();
  catalogue.foods.forEach((food, fi) => {
    if (food.allergens.some((a) => (forbiddenAllergens & allergenBit(a)) !== 0)) {
      excludedFoods.add(fi);
      return;
    }
    if (glutenFree && food.gluten) {
      excludedFoods.add(fi);
      return;
    }
    const names = catalogue.foodNames[fi] as string[][];
    if (customWords.some((c) => names.some((n) => containsWords(n, c.words)))) {
      excludedFoods.add(fi);
    }
  });
  return { pantry, forbiddenAllergens, excludedFoods };
}

/** What pricing a meal needs, computed once per model. */
interface PricingContext {
  catalogue: PlannerCatalogue;
  input: PlanInput;
  seed: number;
  weights: PreferenceWeights;
  costTables: PlannerCatalogue['costTables'];
  sideVariants: ReturnType<typeof eligibleSides>;
  pantryFlag: Uint8Array;
  heldMg: ReturnType<typeof pantryHeldMg>;
  perishable: ReturnType<typeof perishableFlags>;
  nearMg: ReturnType<typeof nearDateHeldMg>;
  bestPerMg: number[];
  memory: ReturnType<typeof recipeMemory>;
  preferredRecipes: Set<string> | null;
  /** Recipes already priced as meals under the same rules (pricedMealsFor). */
  kept: Map<string, PricedMeal>;
}

/**
 * A recipe priced as a meal before the person's tastes, memory and seed: its composition,
 * demand per food, prices and salt and fibre charge. It depends only on the catalogue (its
 * foods, prices and sides), the cost tables (organic or not) and the rules of the person
 * below, so the models of one person's plans share it (pricedMealsFor).
 */
interface PricedMeal {
  composition: ReturnType<typeof composeMeal>;
  /** Sorted foods and their whole milligrams at the plan's servings; never changed. */
  foods: number[];
  amounts: number[];
  sodiumMg: number;
  fiberG: number;
  standalone: number;
  linear: number;
  wasteAlone: number;
  saltFibre: number;
}

/**
 * Rule sets kept per catalogue: a few people planning now, each with their own rules; fewer
 * for a big catalogue, so the meals kept stay near PRICED_MEALS_KEPT (the synthetic library
 * of 20,000 recipes with 8 sets ran out of bench:planner's 160 MB heap).
 */
const PRICED_RULE_SETS = 8;
const PRICED_MEALS_KEPT = 10_000;

/** How many rule sets a catalogue's caches keep: 8 for the shipped library, 0 for 20,000. */
function ruleSetsKept(catalogue: PlannerCatalogue): number {
  return Math.min(PRICED_RULE_SETS, Math.floor(PRICED_MEALS_KEPT / catalogue.recipes.length));
}
const pricedMeals = new WeakMap<PlannerCatalogue, Map<string, Map<string, PricedMeal>>>();

/**
 * The meals priced so far for this catalogue and these rules (issue 33: pricing ~1,800
 * recipes as meals was a sixth of a plan's CPU, the same for every plan of a person). The key
 * is everything pricing reads from the person: the pantry (staples and held grams), the
 * allergies and diets, organic packages, the servings and the energy target.
 */
function pricedMealsFor(
  catalogue: PlannerCatalogue,
  input: PlanInput,
  organic: boolean,
): Map<string, PricedMeal> {
  let byRules = pricedMeals.get(catalogue);
  if (!byRules) pricedMeals.set(catalogue, (byRules = new Map()));
  const key = JSON.stringify([
    organic,
    input.servings,
    input.energyTargetKcal,
    input.diets,
    input.allergies,
    input.customAllergies,
    input.pantry,
    input.pantryStock.map((s) => [s.foodId, s.grams]),
  ]);
  let kept = byRules.get(key);
  if (kept) {
    // Most recently used last, so the oldest rule set goes first.
    byRules.delete(key);
  } else {
    kept = new Map();
    const sets = ruleSetsKept(catalogue);
    while (byRules.size > 0 && byRules.size >= sets) byRules.delete(byRules.keys().next().value!);
    // Too big a catalogue to keep a rule set's meals: each plan prices its own.
    if (sets === 0) return kept;
  }
  byRules.set(key, kept);
  return kept;
}

type MealPricer = ReturnType<typeof mealPricer>;

/**
 * One recipe as a meal: its composition for the meal's energy target, its demand per food
 * at the plan's servings, its prices and its taste penalty against `dishPrefs`.
 */
function mealPricer(ctx: PricingContext) {
  const {
    catalogue,
    input,
    seed,
    weights,
    costTables,
    sideVariants,
    pantryFlag,
    heldMg,
    perishable,
    nearMg,
    bestPerMg,
    memory,
    preferredRecipes,
    kept,
  } = ctx;
  const servings = input.servings;
  const mg = new Float64Array(catalogue.foods.length);
  /**
   * Demand per food at the plan's servings (sorted foods, whole mg), left in `mg` until the
   * pricing below reads and clears it.
   */
  const demandOf = (
    cr: PlannerCatalogue['recipes'][number],
    composition: ReturnType<typeof composeMeal>,
  ) => {
    // Demand at the plan's servings: the dish at its portion plus the sides, per food.
    const foods: number[] = [];
    const scale = (servings * composition.portion) / cr.recipe.servings;
    for (let k = 0; k < cr.foods.length; k++) {
      const fi = cr.foods[k]!;
      if (pantryFlag[fi] === 1) continue;
      if (mg[fi] === 0) foods.push(fi);
      mg[fi] = mg[fi]! + cr.batchMg[k]! * scale;
    }
    // Whole counted foods: at least the whole ones the text says ("2 eggs" for 1.6, "1 egg"
    // for 0.3), never less than the exact amount the recipe uses.
    for (const w of cr.wholeCounts) {
      if (pantryFlag[w.food] === 1) continue;
      const exact = w.count * scale;
      mg[w.food] = mg[w.food]! + Math.max(0, wholeCount(exact) - exact) * w.mgEach;
    }
    for (const side of composition.sides) {
      const v = side.variant;
      for (let k = 0; k < v.foods.length; k++) {
        const fi = v.foods[k]!;
        if (pantryFlag[fi] === 1) continue;
        if (mg[fi] === 0) foods.push(fi);
        mg[fi] = mg[fi]! + v.mg[k]! * side.units * servings;
      }
    }
    foods.sort((a, b) => a - b);
    const amounts = foods.map((fi) => Math.max(1, Math.round(mg[fi]!)));
    return { foods, amounts };
  };
  /** The recipe as this meal, before the person's tastes, memory and seed (kept: see below). */
  const priceAlone = (ri: number, meal: Meal, mealTarget: number): PricedMeal => {
    const cr = catalogue.recipes[ri]!;
    const composition = composeRecipeMeal(
      catalogue,
      sideVariants,
      input.diets,
      cr,
      meal,
      mealTarget,
    );
    const nutrition = cr.labels.nutritionPerServing;
    const { foods, amounts } = demandOf(cr, composition);
    // Sodium and fibre per person of the meal as served: the dish at its portion, the sides.
    let sodiumMg = nutrition.sodiumMg * composition.portion;
    let fiberG = nutrition.fiberG * composition.portion;
    for (const side of composition.sides) {
      sodiumMg += side.variant.sodiumMg * side.units;
      fiberG += side.variant.fiberG * side.units;
    }
    let standalone = 0;
    let linear = 0;
    // Perishable food this meal alone would leave unused in its packages: a share of it is
    // charged up front, so the search leans to dishes whose fresh food fits what stores sell
    // (the search's last pass weighs the plan's real waste, shared packages included).
    let wasteAlone = 0;
    foods.forEach((fi, k) => {
      mg[fi] = 0;
      const need = amounts[k]! - heldMg[fi]!;
      const cost = costTables[fi]!.cost(need);
      standalone += cost;
      linear += Math.max(0, need) * bestPerMg[fi]!;
      if (perishable[fi] === 1 && need > 0 && cost > 0) {
        const room = costTables[fi]!.room(need);
        if (room > 0) wasteAlone += (cost * (room - need)) / room;
      }
    });
    return {
      composition,
      foods,
      amounts,
      sodiumMg,
      fiberG,
      standalone,
      linear,
      wasteAlone,
      saltFibre: saltFibreCents(meal, sodiumMg, fiberG),
    };
  };
  return (ri: number, meal: Meal, mealTarget: number, dishPrefs: readonly string[]) => {
    const cr = catalogue.recipes[ri]!;
    const key = `${ri}|${meal}|${mealTarget}`;
    let alone = kept.get(key);
    if (!alone) kept.set(key, (alone = priceAlone(ri, meal, mealTarget)));
    const { composition, foods, amounts, sodiumMg, fiberG, standalone, linear, wasteAlone } = alone;
    let perServing = composition.fed ? 0 : UNFED_PENALTY;
    const taste = matchTastes(cr.recipe, input.cuisines, dishPrefs);
    perServing += tasteMissCents(taste, weights);
    // Salt and fibre are charged once the meal's candidates are known (chargeSaltFibre).
    let matchesTastes = taste.cuisine && taste.dish;
    if (preferredRecipes && !preferredRecipes.has(cr.recipe.id)) {
      perServing += weights.recipeMiss;
      matchesTastes = false;
    }
    const jitter = hashString(cr.recipe.id, seed) % (weights.jitter * servings + 1);
    const wasteCharge = wasteAlone * WASTE_WEIGHT * STANDALONE_WASTE_SHARE;
    const light: LightCandidate = {
      recipe: ri,
      penalty:
        (perServing + memory.charges[ri]!) * servings +
        jitter +
        wasteCharge -
        nearDateCreditCents(foods, amounts, nearMg, bestPerMg, input.days),
      matchesTastes,
      standalone,
      linear,
      foods,
      amounts,
      composition,
      groups: NO_GROUPS,
      floors: NO_GROUPS,
      sodiumMg,
      fiberG,
      saltFibre: {
        cents: alone.saltFibre,
        tasteClass: (taste.cuisine ? 1 : 0) | (taste.dish ? 2 : 0),
        charged: 0,
      },
    };
    return light;
  };
}

/**
 * The dish at its portion for the meal's energy target with the sides it may take (fruit
 * rotates by recipe), as composeMeal decides.
 */
function composeRecipeMeal(
  catalogue: PlannerCatalogue,
  sideVariants: ReturnType<typeof eligibleSides>,
  diets: PlanInput['diets'],
  cr: PlannerCatalogue['recipes'][number],
  meal: Meal,
  mealTarget: number,
) {
  const sideOptions: SideOption[] = [];
  sideVariants.forEach((variants, i) => {
    if (variants.length === 0 || (cr.sideFit & (1 << i)) === 0) return;
    const option =
      variants[
        catalogue.sides[i]!.definition.rotate ? hashString(cr.recipe.id, i) % variants.length : 0
      ]!;
    sideOptions.push(option);
  });
  const nutrition = cr.labels.nutritionPerServing;
  return composeMeal(
    {
      kcal: nutrition.kcal,
      proteinG: nutrition.proteinG,
      cents: cr.linearCentsPerServing,
      maxPortion: maxPortion(cr, diets),
      sodiumMg: nutrition.sodiumMg,
      fiberG: nutrition.fiberG,
    },
    sideOptions,
    mealTarget,
    (sodiumMg, fiberG) => saltFibreCents(meal, sodiumMg, fiberG),
  );
}

/**
 * Per meal, the recipes that keep every hard rule and the weekday time limit (ruleFitting:
 * before the time limit, for pins), less the never-again ones while others fit, and what the
 * time limit cut.
 */
function fittingRecipes(
  catalogue: PlannerCatalogue,
  input: PlanInput,
  memory: ReturnType<typeof recipeMemory>,
  rules: {
    forbiddenAllergens: number;
    excludedFlag: Uint8Array;
    requiredDiets: number;
    pantryFlag: Uint8Array;
  },
) {
  const { forbiddenAllergens, excludedFlag, requiredDiets, pantryFlag } = rules;
  // Per meal, the recipes that keep every hard rule (catalogue indices, catalogue order).
  const fitting: number[][] = [];
  const timeLimits: { minutes: number; overKept: number; cut: number[] }[] = [];
  // Per meal, the recipes that keep every rule before the weekday time limit: a pin is the
  // person's own choice, so it may take longer than the limit, never break a rule.
  const ruleFitting: number[][] = [];
  for (const meal of input.meals) {
    const fits: number[] = [];
    const counts = { meal: 0, allergens: 0, diets: 0, buyable: 0 };
    for (const ri of catalogue.recipesByMeal[meal]) {
      const cr = catalogue.recipes[ri]!;
      counts.meal++;
      if ((cr.allergenMask & forbiddenAllergens) !== 0) continue;
      let excluded = false;
      for (let k = 0; k < cr.foods.length; k++) {
        if (excludedFlag[cr.foods[k]!] === 1) {
          excluded = true;
          break;
        }
      }
      if (excluded) continue;
      counts.allergens++;
      if ((cr.dietMask & requiredDiets) !== requiredDiets) continue;
      counts.diets++;
      if (cr.unbuyableFoods.some((fi) => pantryFlag[fi] !== 1)) continue;
      counts.buyable++;
      fits.push(ri);
    }
    if (fits.length === 0) throw noRecipeError(meal, input, counts);
    ruleFitting.push(fits);
    // Weekday time: only recipes within the meal's limit, while enough of them keep the other
    // rules to fill the week; otherwise the quickest of the rest too (the notes say so).
    const limit = mealMinuteLimit(input.cookingTime, meal);
    const quick = fits.filter((ri) => recipeMinutes(catalogue.recipes[ri]!.recipe) <= limit);
    // Enough for a different recipe every day (distinct days, the recipe floor) when the rules
    // leave that many.
    const needed = Math.min(fits.length, Math.max(VARIETY_WINDOW_DAYS, input.days));
    let overKept = 0;
    if (quick.length < needed) {
      const slow = fits
        .filter((ri) => recipeMinutes(catalogue.recipes[ri]!.recipe) > limit)
        .sort(
          (a, b) =>
            recipeMinutes(catalogue.recipes[a]!.recipe) -
              recipeMinutes(catalogue.recipes[b]!.recipe) || a - b,
        );
      overKept = needed - quick.length;
      quick.push(...slow.slice(0, overKept));
      quick.sort((a, b) => a - b);
    }
    const kept = new Set(quick);
    timeLimits.push({ minutes: limit, overKept, cut: fits.filter((ri) => !kept.has(ri)) });
    fitting.push(quick);
  }
  // Never-again recipes leave the candidates like a recipe that breaks a rule, while any other
  // recipe fits the meal.
  fitting.forEach((fits, mi) => {
    const kept = fits.filter((ri) => memory.never[ri] !== 1);
    if (kept.length > 0) fitting[mi] = kept;
  });
  return { fitting, ruleFitting, timeLimits };
}

/**
 * Pinned recipes by slot (placePins), each one added to its meal's candidates when the time
 * limit left it out. A pin that breaks a rule refuses the plan.
 */
function pinnedRecipes(
  catalogue: PlannerCatalogue,
  input: PlanInput,
  fitting: number[][],
  ruleFitting: number[][],
): Map<number, number> {
  let pinned: Map<number, number>;
  try {
    const fitSets = ruleFitting.map((fits) => new Set(fits));
    pinned = placePins(
      catalogue,
      input,
      (meal, ri) => fitSets[input.meals.indexOf(meal)]!.has(ri),
      (meal) => Math.min(VARIETY_WINDOW_DAYS, fitting[input.meals.indexOf(meal)]!.length),
    );
  } catch (error) {
    if (error instanceof PinRefusedError) {
      throw new PlanInfeasibleError(error.message, 'pin-refused');
    }
    throw error;
  }
  // A pinned recipe the time limit left out is a candidate of its meal all the same.
  for (const [slot, ri] of pinned) {
    const list = fitting[slot % input.meals.length]!;
    if (!list.includes(ri)) {
      list.push(ri);
      list.sort((a, b) => a - b);
    }
  }
  return pinned;
}

/**
 * Per meal, the candidates: the prescreened fitting recipes priced as meals, pruned, with
 * every pinned recipe kept; and the variety window each meal can keep.
 */
function mealCandidates(
  ctx: {
    catalogue: PlannerCatalogue;
    input: PlanInput;
    weights: PreferenceWeights;
    options: BuildModelOptions;
    priceMeal: MealPricer;
    spread: ReturnType<typeof buildSpreadGroups>;
    floors: ReturnType<typeof buildFloorGroups>;
    memory: RecipeMemory;
  },
  fitting: number[][],
  pinned: Map<number, number>,
) {
  const { catalogue, input, weights, options, priceMeal, spread, floors, memory } = ctx;
  const saltCap = saltFibreCap(weights);
  const candidates: Candidate[][] = [];
  const window: number[] = [];
  fitting.forEach((fits, mi) => {
    const meal = input.meals[mi]!;
    const dishPrefs = input.dishTypes[meal];
    const mealTarget = MEAL_ENERGY_SHARES[meal] * input.energyTargetKcal;
    const groupsOf = spread.ofRecipe[mi]!;
    const floorsOf = floors.ofRecipe[mi]!;
    // Light records first, and only for the prescreened few in a big library: pricing a meal
    // (its sides, portion and packages) is the model's main cost, per fitting recipe.
    const screened = options.noPruning
      ? fits.map((_, k) => k)
      : prescreen(fits, groupsOf, (ri) => {
          const recipe = catalogue.recipes[ri]!;
          const taste = matchTastes(recipe.recipe, input.cuisines, dishPrefs);
          // The person's marks count here too, so a big library keeps their loved dishes.
          return (
            recipe.linearCentsPerServing + tasteMissCents(taste, weights) + memory.charges[ri]!
          );
        });
    const light = screened.map((k) => {
      const l = priceMeal(fits[k]!, meal, mealTarget, dishPrefs);
      l.groups = groupsOf[k]!;
      l.floors = floorsOf[k]!;
      return l;
    });
    const baselines = saltFibreBaselines(
      light.map((l) => l.saltFibre),
      input.days,
    );
    for (const l of light) chargeSaltFibre(l, baselines, saltCap, input.servings);
    const kept = options.noPruning ? light : prune(light);
    // A pinned recipe stays a candidate whatever the pruning thought of it.
    for (const [slot, ri] of pinned) {
      if (slot % input.meals.length !== mi || kept.some((l) => l.recipe === ri)) continue;
      const l = priceMeal(ri, meal, mealTarget, dishPrefs);
      l.groups = groupsOf[fits.indexOf(ri)]!;
      l.floors = floorsOf[fits.indexOf(ri)]!;
      chargeSaltFibre(l, baselines, saltCap, input.servings);
      kept.push(l);
    }
    candidates.push(kept.map((l) => fullCandidate(l)));
    window.push(Math.min(VARIETY_WINDOW_DAYS, fits.length));
  });
  return { candidates, window };
}

function cookOnceLunches(
  input: PlanInput,
  candidates: Candidate[][],
  priceMeal: MealPricer,
  spread: ReturnType<typeof buildSpreadGroups>,
  floors: ReturnType<typeof buildFloorGroups>,
  weights: PreferenceWeights,
): PlanModel['cookOnce'] {
  const saltCap = saltFibreCap(weights);
  // Cook once, eat twice: each dinner candidate's extra portions as the next day's lunch, at
  // lunch's share of the day's energy, judged by the dinner's tastes (cook-once.ts decides).
  const lunch = input.meals.indexOf('lunch');
  const dinner = input.meals.indexOf('dinner');
  if (lunch < 0 || dinner < 0) return null;
  const extras = candidates[dinner]!.map((d) =>
    priceMeal(
      d.recipe,
      'lunch',
      MEAL_ENERGY_SHARES.lunch * input.energyTargetKcal,
      input.dishTypes.dinner,
    ),
  );
  const baselines = saltFibreBaselines(
    extras.map((l) => l.saltFibre),
    input.days,
  );
  for (const l of extras) chargeSaltFibre(l, baselines, saltCap, input.servings);
  return {
    lunch,
    dinner,
    extraPortions: candidates[dinner]!.map((d, k) =>
      candidateOf({
        ...fullCandidate(extras[k]!),
        // The dish is the dinner's, cooked once: only its main protein counts again
        // (its dish type and cuisine were served at that dinner).
        groups: d.groups.filter((g) => spread.groups.names[g]!.startsWith('protein:')),
        // A cook-once pair counts once for its recipe and dish type; the lunch is still a
        // meal of its cuisine.
        floors: d.floors.filter((g) => floors.groups.cuisine[g] === 1),
        cookedWith: k,
      }),
    ),
  };
}

/** The candidate index of each pinned slot's recipe, -1 elsewhere; null with no pins. */
function fixedSlots(
  slotCount: number,
  pinned: ReadonlyMap<number, number>,
  candidates: readonly (readonly Candidate[])[],
): Int32Array | null {
  if (pinned.size === 0) return null;
  const fixed = new Int32Array(slotCount).fill(-1);
  const meals = candidates.length;
  for (const [slot, ri] of pinned) {
    fixed[slot] = candidates[slot % meals]!.findIndex((c) => c.recipe === ri);
  }
  return fixed;
}

/** The objective's charge, in cents a serving, for a recipe outside the cuisines or dish types. */
function tasteMissCents(
  taste: { cuisine: boolean; dish: boolean },
  weights: PreferenceWeights,
): number {
  return (taste.cuisine ? 0 : weights.cuisineMiss) + (taste.dish ? 0 : weights.dishMiss);
}

function fullCandidate(l: LightCandidate): Candidate {
  return candidateOf({
    recipe: l.recipe,
    foods: Int32Array.from(l.foods),
    mg: Float64Array.from(l.amounts),
    penalty: l.penalty,
    matchesTastes: l.matchesTastes,
    standaloneCents: l.standalone,
    portion: l.composition.portion,
    sides: l.composition.sides,
    kcal: l.composition.kcal,
    proteinG: l.composition.proteinG,
    fed: l.composition.fed,
    groups: l.groups,
    floors: l.floors,
    sodiumMg: l.sodiumMg,
    fiberG: l.fiberG,
    saltFibre: l.saltFibre,
    cookedWith: undefined,
  });
}

/**
 * The model with every candidate's salt-and-fibre charge whole (not from its class's baseline,
 * not capped) and a miss of the person's tastes dearer than any salt: the search a week over
 * its sodium goal gets (salt-rescue.ts). Everything else is the model's own.
 */
export function saltFirstModel(model: PlanModel, tasteMissCents: number): PlanModel {
  const servings = model.input.servings;
  const reprice = (c: Candidate): Candidate =>
    candidateOf({
      ...c,
      penalty:
        c.penalty +
        (c.saltFibre.cents - c.saltFibre.charged) * servings +
        (c.matchesTastes ? 0 : tasteMissCents * servings),
    });
  return planModel({
    ...model,
    candidates: model.candidates.map((list) => list.map(reprice)),
    cookOnce: model.cookOnce && {
      ...model.cookOnce,
      extraPortions: model.cookOnce.extraPortions.map(reprice),
    },
  });
}

/** Held milligrams per food index; staples (never bought) and unknown foods are left out. */
function pantryHeldMg(
  catalogue: PlannerCatalogue,
  input: PlanInput,
  staples: ReadonlySet<number>,
): Float64Array {
  const held = new Float64Array(catalogue.foods.length);
  for (const s of input.pantryStock) {
    const fi = catalogue.foodIndexById.get(s.foodId);
    if (fi === undefined || staples.has(fi)) continue;
    held[fi] = held[fi]! + Math.round(s.grams * 1000);
  }
  return held;
}

interface LightCandidate {
  recipe: number;
  penalty: number;
  matchesTastes: boolean;
  standalone: number;
  linear: number;
  foods: number[];
  amounts: number[];
  composition: ReturnType<typeof composeMeal>;
  /** Spread groups (set once every meal's fitting recipes are known). */
  groups: Int32Array;
  /** Floor groups (likewise). */
  floors: Int32Array;
  sodiumMg: number;
  fiberG: number;
  /** The meal's salt-and-fibre charge per serving and its taste class, for chargeSaltFibre. */
  saltFibre: MealSaltFibre;
}

const NO_GROUPS = new Int32Array(0);

/**
 * Per side definition, the variants this person may have: no forbidden allergen or excluded
 * food, every chosen diet among the side's own labels, buyable or in the pantry. The first is
 * what they get (fruit rotates among all of them).
 */
function eligibleSides(
  catalogue: PlannerCatalogue,
  rules: {
    forbiddenAllergens: number;
    excludedFlag: Uint8Array;
    pantryFlag: Uint8Array;
    requiredDiets: number;
    bestPerMg: number[];
  },
): SideOption[][] {
  return catalogue.sides.map((side) =>
    side.variants
      .filter(
        (v) =>
          (v.allergenMask & rules.forbiddenAllergens) === 0 &&
          (v.dietMask & rules.requiredDiets) === rules.requiredDiets &&
          !Array.from(v.foods).some((fi) => rules.excludedFlag[fi] === 1) &&
          v.unbuyable.every((fi) => rules.pantryFlag[fi] === 1),
      )
      .map((variant) => {
        let cents = 0;
        variant.foods.forEach((fi, k) => {
          if (rules.pantryFlag[fi] !== 1) cents += variant.mg[k]! * rules.bestPerMg[fi]!;
        });
        return { variant, maxUnits: side.definition.maxUnits, cents };
      }),
  );
}

/**
 * The largest portion that keeps the person's threshold diets (0003's limits are per serving
 * eaten): a low-sodium dish stays low-sodium only up to the portion where its sodium reaches
 * the limit. 2% short of each limit, for the rounding of the labels.
 */
function maxPortion(cr: PlannerCatalogue['recipes'][number], diets: readonly string[]): number {
  const n = cr.labels.nutritionPerServing;
  const t = DIET_THRESHOLDS;
  const netCarbs = Math.max(0, n.carbsG - n.fiberG);
  let cap = Infinity;
  const limit = (value: number, max: number) => {
    if (value > 0) cap = Math.min(cap, (max * 0.98) / value);
  };
  if (diets.includes('lowSodium')) limit(n.sodiumMg, t.lowSodiumMaxMg);
  if (diets.includes('lowSugar')) limit(n.sugarsG, t.lowSugarMaxSugarsG);
  if (diets.includes('lowCarb')) limit(netCarbs, t.lowCarbMaxNetCarbsG);
  if (diets.includes('keto')) limit(netCarbs, t.ketoMaxNetCarbsG);
  if (diets.includes('mediterranean')) {
    limit(cr.addedSugarsGPerServing, t.mediterraneanMaxAddedSugarsG);
  }
  return cap;
}

/**
 * Keep the candidates most likely to be in a cheap plan: the best by per-gram cost (they win
 * when ingredients are shared) and the best by whole-package cost (they win alone), each with
 * its preference penalty, and the best few of every dish type and cuisine. Catalogue order is
 * kept, so the result does not depend on ties.
 */
function prune(list: LightCandidate[]): LightCandidate[] {
  if (list.length <= MAX_CANDIDATES_PER_MEAL) return list;
  const byLinear = rankedBy(list, (c) => c.linear + c.penalty);
  const byStandalone = rankedBy(list, (c) => c.standalone + c.penalty);
  const keep = new Set<LightCandidate>(
    byLinear.slice(0, Math.round(MAX_CANDIDATES_PER_MEAL * 0.7)),
  );
  for (const c of byStandalone) {
    if (keep.size >= MAX_CANDIDATES_PER_MEAL) break;
    keep.add(c);
  }
  // The cheapest few by price alone stay too: with taste charges of dollars a serving, the
  // lists above are nearly all matches, and the cheapest plan (a budget near the minimum, the
  // quote) is made of recipes outside the person's tastes.
  const byPrice = rankedBy(list, (c) => c.linear);
  for (const c of byPrice.slice(0, CHEAPEST_KEPT_PER_MEAL)) keep.add(c);
  // Every dish type and cuisine keeps its best few, so the spread has kinds to spread over.
  const kept = new Map<number, number>();
  for (const c of byLinear) {
    const kinds = c.groups.subarray(0, 2);
    if (!keep.has(c) && kinds.some((g) => (kept.get(g) ?? 0) < MIN_PER_KIND)) keep.add(c);
    if (keep.has(c)) for (const g of kinds) kept.set(g, (kept.get(g) ?? 0) + 1);
  }
  return list.filter((c) => keep.has(c));
}

/** A copy of the candidates from the lowest key up; ties go to catalogue order. */
function rankedBy(list: LightCandidate[], key: (c: LightCandidate) => number): LightCandidate[] {
  // Each key once, not twice per comparison: the same order (a total order, and sort is stable).
  const keys = Float64Array.from(list, key);
  const order = list.map((_, i) => i);
  order.sort((a, b) => keys[a]! - keys[b]! || list[a]!.recipe - list[b]!.recipe);
  return order.map((i) => list[i]!);
}

/**
 * Positions in `fits` worth pricing: all of them up to PRESCREEN_PER_MEAL, otherwise the best
 * by `score` (cents a serving: the recipe's own ingredients at the best package price per
 * gram plus its taste misses; no sides or portion, which need the pricing this avoids), and
 * the best 2 x MIN_PER_KIND of every dish type and cuisine, so that pruning and the spread
 * still have every kind. Catalogue order is kept.
 */
function prescreen(
  fits: readonly number[],
  groupsOf: readonly Int32Array[],
  score: (ri: number) => number,
): number[] {
  const all = fits.map((_, k) => k);
  if (fits.length <= PRESCREEN_PER_MEAL) return all;
  const scores = fits.map(score);
  const ranked = all.sort((a, b) => scores[a]! - scores[b]! || fits[a]! - fits[b]!);
  const keep = new Uint8Array(fits.length);
  for (let i = 0; i < PRESCREEN_PER_MEAL; i++) keep[ranked[i]!] = 1;
  const perKind = new Map<number, number>();
  for (const k of ranked) {
    for (const g of groupsOf[k]!.subarray(0, 2)) {
      const n = perKind.get(g) ?? 0;
      if (n < 2 * MIN_PER_KIND) keep[k] = 1;
      perKind.set(g, n + 1);
    }
  }
  return fits.map((_, k) => k).filter((k) => keep[k] === 1);
}

function noRecipeError(
  meal: Meal,
  input: PlanInput,
  counts: { meal: number; allergens: number; diets: number; buyable: number },
): PlanInfeasibleError {
  const label = MEAL_LABELS[meal].toLowerCase();
  const allergies = [
    ...input.allergies.map((a) => ALLERGEN_LABELS[a].toLowerCase()),
    ...input.customAllergies.map((a) => a.trim().toLowerCase()).filter((a) => a.length > 0),
  ];
  const diets = input.diets.filter((d) => d !== 'organic').map((d) => DIETARY_LABELS[d]);
  let why: string;
  if (counts.meal === 0) why = `the recipe library has no ${label} recipes`;
  else if (counts.allergens === 0) why = `every ${label} recipe contains ${allergies.join(', ')}`;
  else if (counts.diets === 0)
    why = `none of the ${counts.allergens} ${label} recipes without your allergens is ${diets.join(' and ')}`;
  else why = `every remaining ${label} recipe needs an ingredient no store product sells`;
  return new PlanInfeasibleError(
    `No ${label} recipe fits your choices: ${why}. Remove a diet or an allergy, or leave out ${label}.`,
    'no-recipes',
  );
}
