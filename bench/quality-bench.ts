/**
 * npm run bench:quality — would a household cook and eat these plans? Over seeded random
 * households on the shipped library (issue 12): days fed, taste match, variety, unspent
 * budget while tastes are unmet, notes that tell the truth, refusals, cost against the USDA
 * Thrifty Food Plan, and rule violations found by the independent checker (must be 0).
 *
 *   --households N   seeded households (default 240)
 *   --seed N         another seed, other households (default 1)
 *   --json FILE      also write every household's figures to FILE
 *   --show N         print household N's input and plan (meals, cost, notes) and stop
 *   --data DIR       another data folder (e.g. an older products.json, to compare prices)
 *
 * Households: 1 to 6 people, 3 to 7 days, mostly all three meals, 0 to 3 cuisines, 1 to 3
 * dish types per meal, the three budget preferences, a budget from 1.5 to 4 times the spec's
 * minimum, half of them with diets and/or allergies. The tables split them by diets and by
 * budget (below / at least 2.5 times the minimum). Cooking time: every fifth household
 * 'under-30', every fifth 'over-60', the rest '30-60' (by index, so the other draws stay).
 *
 * The kitchen table (issue 27): recipes over their cap (2 a week), dish types over theirs (3
 * of 7, or the even share of the types chosen), chosen cuisines under 15% where the library
 * allows, meals over their time limit, sodium and fibre per person per day, and perishable
 * food left unused as a share of the spend, by household size.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildCatalogue } from '../src/planner/catalogue';
import { PlanInfeasibleError, solvePlan } from '../src/planner/generate-plan';
import { checkPlan, fittingRecipeIds, type CheckerData } from '../src/planner/plan-checker';
import { planInputSchema, type PlanInput } from '../src/planner/plan-input';
import { buildPlanOutput } from '../src/planner/plan-output';
import { createRandom, type Random } from '../src/planner/random';
import { measureMemory, memoryLines } from './memory-bench';
import { readReferenceData } from '../src/server/catalogue/load-reference-catalogue';
import { minimumBudget } from '../src/shared/budget-rules';
import { mealMinuteLimit, recipeMinutes, type CookingTime } from '../src/planner/cooking-time';
import { FIBRE_GOAL_G, SODIUM_GOAL_MG } from '../src/planner/daily-goals';
import { isPerishablePackage } from '../src/planner/perishables';
import {
  CUISINE_FLOOR_CHOICES,
  cuisineFloor,
  dishTypeCap,
  recipeCap,
} from '../src/planner/variety-floors';
import { dayIsFed, ENERGY_TOLERANCE } from '../src/shared/energy';
import type { GeneratedPlan } from '../src/shared/generated-plan';
import {
  ALLERGENS,
  BUDGET_PREFERENCES,
  CUISINES,
  DIETS,
  DISH_TYPES_BY_MEAL,
  MEALS,
  type BudgetPreference,
  type Meal,
} from '../src/shared/options';

const { values: args } = parseArgs({
  options: {
    households: { type: 'string', default: '240' },
    seed: { type: 'string', default: '1' },
    json: { type: 'string' },
    show: { type: 'string' },
    data: { type: 'string' },
  },
});
const HOUSEHOLDS = Number(args.households);

/**
 * USDA Thrifty Food Plan, September 2025, weekly cost for a woman and a man aged 20 to 50
 * (USDA FNS, "Official USDA Thrifty Food Plan: U.S. Average, September 2025").
 */
const TFP_WOMAN_WEEK = 57.4;
const TFP_MAN_WEEK = 72.1;
/**
 * The same table's reference family, a man and a woman of 20-50 and children of 6-8 ($47.20)
 * and 9-11 ($54.60): $231.30 a week, about $57.82 a person (USDA FNS, Cost of Food Monthly Reports,
 * https://www.fns.usda.gov/research/cnpp/usda-food-plans/cost-food-monthly-reports).
 */
const TFP_FAMILY_WEEK = TFP_MAN_WEEK + TFP_WOMAN_WEEK + 47.2 + 54.6;
const TFP_FAMILY_PERSON_WEEK = TFP_FAMILY_WEEK / 4;

const log = (text: string) => process.stderr.write(`${text}\n`);

function pickSome<T>(random: Random, items: readonly T[], min: number, max: number): T[] {
  const n = min + random.int(max - min + 1);
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(random.int(pool.length), 1)[0]!);
  return out;
}

interface Household {
  input: PlanInput;
  withRules: boolean;
  budgetRatio: number;
}

function households(count: number, seed: number): Household[] {
  const random = createRandom(seed);
  const out: Household[] = [];
  for (let i = 0; i < count; i++) {
    const servings = 1 + random.int(6);
    const days = 3 + random.int(5);
    const meals: Meal[] = random.next() < 0.8 ? [...MEALS] : pickSome(random, MEALS, 1, 2).sort();
    const withRules = i % 2 === 1;
    const diets = withRules && random.next() < 0.75 ? pickSome(random, DIETS, 1, 1) : [];
    const allergies =
      withRules && (diets.length === 0 || random.next() < 0.4)
        ? pickSome(random, ALLERGENS, 1, 2)
        : [];
    const budgetRatio = 1.5 + random.next() * 2.5;
    const min = minimumBudget({ meals, days, servings });
    const cookingTime: CookingTime = i % 5 === 0 ? 'under-30' : i % 5 === 4 ? 'over-60' : '30-60';
    out.push({
      withRules,
      budgetRatio,
      input: planInputSchema.parse({
        meals,
        days,
        servings,
        budgetCents: Math.round(min * budgetRatio * 100),
        budgetPreference: BUDGET_PREFERENCES[i % 3],
        cuisines: pickSome(random, CUISINES, 0, 3),
        dishTypes: {
          breakfast: pickSome(random, DISH_TYPES_BY_MEAL.breakfast, 1, 3),
          lunch: pickSome(random, DISH_TYPES_BY_MEAL.lunch, 1, 3),
          dinner: pickSome(random, DISH_TYPES_BY_MEAL.dinner, 1, 3),
        },
        diets,
        allergies,
        cookingTime,
      }),
    });
  }
  return out;
}

interface Outcome {
  household: number;
  preference: BudgetPreference;
  withRules: boolean;
  rich: boolean;
  refused: string | null;
  ms: number;
  days: number;
  daysFed: number;
  daysEnergyOnly: number;
  slots: number;
  cuisineMatch: number;
  dishMatch: number;
  bothMatch: number;
  /** Slots of meals where the library has enough fitting matches for the whole plan. */
  attainableSlots: number;
  attainableMatch: number;
  distinct: number | null;
  identicalPairs: number;
  unspentShare: number;
  tastesUnmet: boolean;
  tastesUnmetNotLibrary: boolean;
  untrueNotes: string[];
  /** Chosen dish types (per meal) and cuisines (per plan) absent while the library has them. */
  absentKinds: string[];
  /** Meals where one dish type fills more than half of the days and more than its share. */
  dominated: string[];
  costPerPersonWeek: number;
  violations: string[];
  /** Plans with lunch and dinner on 2+ days: cook-once lunches, lunches, and what they saved. */
  cookOnce: { lunches: number; of: number; savedCents: number; costCents: number } | null;
  servings: number;
  kitchen: Kitchen;
}

/** Issue 27's figures of one plan. */
interface Kitchen {
  /** Recipes served more often than their cap (a cook-once lunch counts with its dinner). */
  recipesOver: string[];
  /** Dish types of a meal on more days than their cap, where the person's choices allow. */
  dishesOver: string[];
  /** Plans with 2-4 chosen cuisines: chosen cuisines under 15% where the library allows. */
  cuisinesUnder: string[] | null;
  /** Meals (cook-once lunches aside: nothing to cook) over their meal's time limit. */
  overTime: number;
  sodiumMg: number;
  fiberG: number;
  /** Unused perishable food bought, in cents, and the plan's spend. */
  perishableLeftCents: number;
  costCents: number;
}

function kitchenFigures(data: CheckerData, input: PlanInput, plan: GeneratedPlan): Kitchen {
  const recipes = new Map(data.recipes.map((r) => [r.id, r]));
  const cap = recipeCap(input.days);
  const uses = new Map<string, number>();
  for (const e of plan.recipes) {
    if (e.cookedWith) continue;
    uses.set(e.recipeId, (uses.get(e.recipeId) ?? 0) + 1);
  }
  const recipesOver = [...uses].filter(([, n]) => n > cap).map(([id, n]) => `${id} x${n}`);
  // What fits each meal within its time limit (the planner's own candidates when enough do).
  const fitting = new Map(
    input.meals.map((meal) => {
      const limit = mealMinuteLimit(input.cookingTime, meal);
      const all = fittingRecipeIds(data, input, meal).map((id) => recipes.get(id)!);
      const quick = all.filter((r) => recipeMinutes(r) <= limit);
      return [meal, quick.length >= Math.min(all.length, 3) ? quick : all];
    }),
  );
  const cuisineOk = (r: { cuisine: string }) =>
    input.cuisines.length === 0 || (input.cuisines as string[]).includes(r.cuisine);
  const dishesOver: string[] = [];
  for (const meal of input.meals) {
    const fits = fitting.get(meal)!;
    const pool = fits.filter(cuisineOk);
    const offered = new Set((pool.length > 0 ? pool : fits).map((r) => r.dishType));
    const wanted = input.dishTypes[meal].filter((d) => offered.has(d)).length;
    const dishCap = dishTypeCap(input.days, wanted > 0 ? wanted : offered.size);
    const counts = new Map<string, number>();
    for (const e of plan.recipes) {
      if (e.meal !== meal || e.cookedWith) continue;
      const d = recipes.get(e.recipeId)!.dishType;
      counts.set(d, (counts.get(d) ?? 0) + 1);
    }
    for (const [d, n] of counts)
      if (n > dishCap) dishesOver.push(`${meal} ${d} ${n}/${input.days}`);
  }
  let cuisinesUnder: string[] | null = null;
  const k = input.cuisines.length;
  if (k >= CUISINE_FLOOR_CHOICES.min && k <= CUISINE_FLOOR_CHOICES.max) {
    cuisinesUnder = [];
    const slots = plan.recipes.length;
    for (const c of input.cuisines) {
      // The library allows it: recipes of c matching the dish types can fill 15%.
      const room = input.meals.reduce((sum, meal) => {
        const n = fitting
          .get(meal)!
          .filter(
            (r) =>
              r.cuisine === c &&
              (input.dishTypes[meal].length === 0 || input.dishTypes[meal].includes(r.dishType)),
          ).length;
        return sum + Math.min(input.days, n * cap);
      }, 0);
      if (room < cuisineFloor(slots)) continue;
      const served = plan.recipes.filter((e) => recipes.get(e.recipeId)!.cuisine === c).length;
      if (served < cuisineFloor(slots)) cuisinesUnder.push(`${c} ${served}/${slots}`);
    }
  }
  const overTime = plan.recipes.filter(
    (e) =>
      !e.cookedWith &&
      recipeMinutes(recipes.get(e.recipeId)!) > mealMinuteLimit(input.cookingTime, e.meal),
  ).length;
  let perishableLeftCents = 0;
  for (const item of Object.values(plan.shopping_list.items)) {
    if (!item.category || !item.foodId || !item.packageGrams) continue;
    if (!isPerishablePackage({ id: item.foodId, category: item.category }, item.name)) continue;
    perishableLeftCents += ((item.leftoverGrams ?? 0) / item.packageGrams) * item.price * 100;
  }
  return {
    recipesOver,
    dishesOver,
    cuisinesUnder,
    overTime,
    sodiumMg: plan.totals!.nutritionPerDay.sodiumMg,
    fiberG: plan.totals!.nutritionPerDay.fiberG,
    perishableLeftCents,
    costCents: plan.totals!.costCents,
  };
}

function evaluate(
  data: CheckerData,
  h: Household,
  plan: GeneratedPlan,
  ms: number,
  index: number,
  cookOnce: { lunches: number; savedCents: number },
): Outcome {
  const { input } = h;
  const target = plan.totals!.energyTargetKcal!;
  let daysFed = 0;
  let daysEnergyOnly = 0;
  for (const d of plan.totals!.nutritionByDay!) {
    if (Math.abs(d.kcal - target) <= ENERGY_TOLERANCE * target) daysEnergyOnly++;
    if (dayIsFed(d, target)) daysFed++;
  }
  const recipes = new Map(data.recipes.map((r) => [r.id, r]));
  let cuisineMatch = 0;
  let dishMatch = 0;
  let bothMatch = 0;
  let attainableSlots = 0;
  let attainableMatch = 0;
  const missesByMeal = new Map<Meal, number>();
  const attainable = new Map<Meal, boolean>();
  const matching = new Map<Meal, number>();
  const inLibrary = new Map<Meal, number>();
  for (const meal of input.meals) {
    const fits = new Set(fittingRecipeIds(data, input, meal));
    const isMatch = (r: { cuisine: string; dishType: string }) =>
      (input.cuisines.length === 0 || (input.cuisines as string[]).includes(r.cuisine)) &&
      (input.dishTypes[meal].length === 0 || input.dishTypes[meal].includes(r.dishType));
    const lib = data.recipes.filter((r) => r.meal === meal && isMatch(r));
    inLibrary.set(meal, lib.length);
    const n = lib.filter((r) => fits.has(r.id)).length;
    matching.set(meal, n);
    // Enough to fill every day without a dish within 3 days of itself.
    attainable.set(meal, n >= Math.min(input.days, 3));
  }
  for (const entry of plan.recipes) {
    const r = recipes.get(entry.recipeId)!;
    const c = input.cuisines.length === 0 || (input.cuisines as string[]).includes(r.cuisine);
    // A cook-once lunch is its dinner's dish, judged by the dinner's dish types.
    const judged = entry.cookedWith?.meal ?? entry.meal;
    const d = input.dishTypes[judged].length === 0 || input.dishTypes[judged].includes(r.dishType);
    if (c) cuisineMatch++;
    if (d) dishMatch++;
    if (c && d) bothMatch++;
    else missesByMeal.set(entry.meal, (missesByMeal.get(entry.meal) ?? 0) + 1);
    if (attainable.get(entry.meal)) {
      attainableSlots++;
      if (c && d) attainableMatch++;
    }
  }
  let distinct: number | null = null;
  if (input.days === 7 && input.meals.length === 3) {
    distinct = new Set(plan.recipes.map((r) => r.recipeId)).size;
  }
  const menus = Array.from({ length: input.days }, (_, d) =>
    plan.recipes
      .filter((r) => r.day === d + 1)
      .map((r) => r.recipeId)
      .join('+'),
  );
  let identicalPairs = 0;
  menus.forEach((m, a) => menus.forEach((n, b) => (identicalPairs += a < b && m === n ? 1 : 0)));
  const cost = plan.totals!.costCents;
  const unspentShare = Math.max(0, (input.budgetCents - cost) / input.budgetCents);
  const notes = plan.notes ?? [];

  // Notes against the facts: every meal with misses has a note naming it, and the reason a
  // note gives is true where it can be checked here.
  const untrueNotes: string[] = [];
  const libraryLimited = new Set<Meal>();
  for (const [meal, misses] of missesByMeal) {
    const plural = { breakfast: 'breakfasts', lunch: 'lunches', dinner: 'dinners' }[meal];
    const note = notes.find((n) =>
      n.includes(`of ${input.days} ${input.days === 1 ? meal : plural}`),
    );
    if (!note) {
      untrueNotes.push(`${misses} ${meal} misses without a note`);
      continue;
    }
    if (note.includes('recipe library has no') && (inLibrary.get(meal) ?? 0) > 0) {
      untrueNotes.push(`says the library has no match for ${meal}; it has ${inLibrary.get(meal)}`);
    }
    if (note.includes('rule out all') && (matching.get(meal) ?? 0) > 0) {
      untrueNotes.push(`says diet rules out all ${meal} matches; ${matching.get(meal)} fit`);
    }
    if (note.includes('to stay within your budget') && input.budgetPreference === 'flexible') {
      untrueNotes.push('blames a flexible budget');
    }
    // "a new matching lunch would add at least $A and go over it": cost + A must exceed it.
    const overBy = /would add at least \$([\d,.]+) and go over it/.exec(note);
    if (overBy && cost + Number(overBy[1]!.replace(/,/g, '')) * 100 <= input.budgetCents) {
      untrueNotes.push(`says ${overBy[0]} at ${cost} of ${input.budgetCents} cents`);
    }
    if (
      note.includes('recipe library') ||
      note.includes('rule out all') ||
      note.includes('already in this plan')
    ) {
      libraryLimited.add(meal);
    }
  }
  if (
    notes.some((n) => n.startsWith('This plan is') && n.includes('over your budget')) &&
    cost <= input.budgetCents
  ) {
    untrueNotes.push('says over budget while within it');
  }
  for (const n of notes) {
    // "would add at least $A to the total ($B of it over your budget, which counts double),
    // more than the ... pays for a match ($P for that meal)": A + B must exceed P.
    const priced =
      /at least \$([\d,.]+) to the total(?: \(\$([\d,.]+) of it over)?.* more than .* \(\$([\d,.]+) for that meal\)/.exec(
        n,
      );
    const dollars = (x: string | undefined) => Number((x ?? '0').replace(/,/g, ''));
    if (priced && dollars(priced[1]) + dollars(priced[2]) <= dollars(priced[3])) {
      untrueNotes.push(`says ${priced[0]}`);
    }
  }

  // Spread: every chosen kind the library offers appears (when the plan has room for all),
  // and no dish type takes more than half of a meal's days beyond its even share.
  const absentKinds: string[] = [];
  const dominated: string[] = [];
  const fitsByMeal = new Map(
    input.meals.map((meal) => [meal, new Set(fittingRecipeIds(data, input, meal))]),
  );
  const cuisineOk = (r: { cuisine: string }) =>
    input.cuisines.length === 0 || (input.cuisines as string[]).includes(r.cuisine);
  for (const meal of input.meals) {
    const chosen = input.dishTypes[meal];
    // Cook-once lunches are their dinner's dish: the meal's own kinds are in the others.
    const served = plan.recipes
      .filter((e) => e.meal === meal && !e.cookedWith)
      .map((e) => recipes.get(e.recipeId)!);
    const offered = new Set(
      data.recipes
        .filter((r) => r.meal === meal && fitsByMeal.get(meal)!.has(r.id) && cuisineOk(r))
        .map((r) => r.dishType),
    );
    const wanted = chosen.filter((d) => offered.has(d));
    if (wanted.length > 0 && wanted.length <= served.length) {
      for (const d of wanted) {
        if (!served.some((r) => r.dishType === d)) absentKinds.push(`${meal} ${d}`);
      }
    }
    const kinds = chosen.length > 0 ? chosen.length : DISH_TYPES_BY_MEAL[meal].length;
    if (kinds >= 2) {
      const counts = new Map<string, number>();
      for (const r of served) counts.set(r.dishType, (counts.get(r.dishType) ?? 0) + 1);
      for (const [d, n] of counts) {
        if (n > Math.max(served.length / 2, Math.ceil(served.length / kinds))) {
          dominated.push(`${meal} ${d} ${n}/${served.length}`);
        }
      }
    }
  }
  if (input.cuisines.length > 0 && input.cuisines.length <= plan.recipes.length) {
    for (const c of input.cuisines) {
      const offered = input.meals.some((meal) =>
        data.recipes.some(
          (r) =>
            r.meal === meal &&
            r.cuisine === c &&
            fitsByMeal.get(meal)!.has(r.id) &&
            (input.dishTypes[meal].length === 0 || input.dishTypes[meal].includes(r.dishType)),
        ),
      );
      const served = plan.recipes.some((e) => recipes.get(e.recipeId)!.cuisine === c);
      if (offered && !served) absentKinds.push(`cuisine ${c}`);
    }
  }
  const tastesUnmet = missesByMeal.size > 0;
  const tastesUnmetNotLibrary = [...missesByMeal.keys()].some((m) => !libraryLimited.has(m));
  return {
    household: index,
    preference: input.budgetPreference,
    withRules: h.withRules,
    rich: h.budgetRatio >= 2.5,
    refused: null,
    ms,
    days: input.days,
    daysFed,
    daysEnergyOnly,
    slots: plan.recipes.length,
    cuisineMatch,
    dishMatch,
    bothMatch,
    attainableSlots,
    attainableMatch,
    distinct,
    identicalPairs,
    unspentShare,
    tastesUnmet,
    tastesUnmetNotLibrary,
    untrueNotes,
    absentKinds,
    dominated,
    costPerPersonWeek: ((cost / 100) * 7) / (input.days * input.servings),
    violations: checkPlan(data, input, plan),
    cookOnce:
      input.days > 1 && input.meals.includes('lunch') && input.meals.includes('dinner')
        ? { ...cookOnce, of: input.days - 1, costCents: cost }
        : null,
    servings: input.servings,
    kitchen: kitchenFigures(data, input, plan),
  };
}

/**
 * The kitchen table (issue 27): floors, time, salt and fibre, waste. Sodium and fibre are
 * per person per day over the plan's meals (plans of all three meals only: a plan of two
 * meals is not a day's intake).
 */
function kitchenLines(outcomes: Outcome[]): string[] {
  const lines = [
    '',
    '### Kitchen: variety floors, time, salt and fibre, waste',
    '',
    '| households | plans | plans with a recipe over 2 a week (uses over) | plans with a dish type over 3 of 7 (meals over) | plans with a chosen cuisine under 15% where the library allows (of plans with 2-4 cuisines) | meals over their time limit (of meals) | sodium mg per person per day, 3-meal plans (median / share <= 2,300) | fibre g (median / share >= 25) | perishable waste share of spend (median / p90) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const groups: [string, Outcome[]][] = [
    ['all', outcomes],
    ...BUDGET_PREFERENCES.map((p): [string, Outcome[]] => [
      p,
      outcomes.filter((o) => o.preference === p),
    ]),
    ['no diet, no allergy', outcomes.filter((o) => !o.withRules)],
    ['with diets and/or allergies', outcomes.filter((o) => o.withRules)],
  ];
  const p90 = (xs: number[]) =>
    xs.length === 0 ? NaN : [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.9) - 1]!;
  const row = (label: string, group: Outcome[]) => {
    const ok = group.filter((o) => !o.refused);
    const full = ok.filter((o) => o.slots === o.days * 3);
    const cuisined = ok.filter((o) => o.kitchen.cuisinesUnder !== null);
    const waste = ok.map((o) => o.kitchen.perishableLeftCents / Math.max(1, o.kitchen.costCents));
    const sodium = full.map((o) => o.kitchen.sodiumMg);
    const fibre = full.map((o) => o.kitchen.fiberG);
    return `| ${[
      label,
      `${ok.length}`,
      `${ok.filter((o) => o.kitchen.recipesOver.length > 0).length} (${sum(ok.map((o) => o.kitchen.recipesOver.length))})`,
      `${ok.filter((o) => o.kitchen.dishesOver.length > 0).length} (${sum(ok.map((o) => o.kitchen.dishesOver.length))})`,
      `${cuisined.filter((o) => o.kitchen.cuisinesUnder!.length > 0).length} of ${cuisined.length}`,
      `${sum(ok.map((o) => o.kitchen.overTime))} of ${sum(ok.map((o) => o.slots))}`,
      full.length === 0
        ? '-'
        : `${median(sodium).toFixed(0)} / ${pct(sodium.filter((x) => x <= SODIUM_GOAL_MG).length, full.length)}`,
      full.length === 0
        ? '-'
        : `${median(fibre).toFixed(1)} / ${pct(fibre.filter((x) => x >= FIBRE_GOAL_G).length, full.length)}`,
      ok.length === 0
        ? '-'
        : `${(100 * median(waste)).toFixed(1)}% / ${(100 * p90(waste)).toFixed(1)}%`,
    ].join(' | ')} |`;
  };
  for (const [label, group] of groups) lines.push(row(label, group));
  for (let size = 1; size <= 6; size++) {
    lines.push(
      row(
        `  ${size} ${size === 1 ? 'person' : 'people'}`,
        outcomes.filter((o) => o.servings === size),
      ),
    );
  }
  return lines;
}

/**
 * Cook once, eat twice, per preference: plans that use it, cook-once lunches of the lunches
 * that could be (days 2 onwards), and what it saved against the same plan without it.
 */
function cookOnceLines(outcomes: Outcome[]): string[] {
  const lines = [
    '',
    '### Cook once, eat twice (plans with lunch and dinner)',
    '',
    '| households | plans | plans using it | cook-once lunches (of days 2+) | saved, total (share of those plans cost) | saved per plan using it (median) |',
    '|---|---|---|---|---|---|',
  ];
  const groups: [string, Outcome[]][] = [
    ['all', outcomes],
    ...BUDGET_PREFERENCES.map((p): [string, Outcome[]] => [
      p,
      outcomes.filter((o) => o.preference === p),
    ]),
  ];
  for (const [label, group] of groups) {
    const plans = group.filter((o) => !o.refused && o.cookOnce);
    const using = plans.filter((o) => o.cookOnce!.lunches > 0);
    const saved = sum(using.map((o) => o.cookOnce!.savedCents));
    const before = sum(using.map((o) => o.cookOnce!.costCents + o.cookOnce!.savedCents));
    lines.push(
      `| ${label} | ${plans.length} | ${using.length} | ${sum(plans.map((o) => o.cookOnce!.lunches))} of ${sum(plans.map((o) => o.cookOnce!.of))} | $${(saved / 100).toFixed(2)} (${pct(saved, before)}) | ${using.length === 0 ? '-' : `$${(median(using.map((o) => o.cookOnce!.savedCents)) / 100).toFixed(2)}`} |`,
    );
  }
  return lines;
}

const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
const median = (xs: number[]) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function row(label: string, all: Outcome[]): string {
  const ok = all.filter((o) => !o.refused);
  const refused = all.filter((o) => o.refused);
  const reasons = new Map<string, number>();
  for (const o of refused) reasons.set(o.refused!, (reasons.get(o.refused!) ?? 0) + 1);
  const slots = sum(ok.map((o) => o.slots));
  const sevens = ok.filter((o) => o.distinct !== null).map((o) => o.distinct!);
  const nonStrict = ok.filter((o) => o.preference !== 'strict');
  const sevensNonStrict = nonStrict.filter((o) => o.distinct !== null).map((o) => o.distinct!);
  const cells = [
    label,
    `${ok.length}`,
    refused.length === 0
      ? '0'
      : `${refused.length} (${[...reasons].map(([r, n]) => `${r} ${n}`).join(', ')})`,
    pct(sum(ok.map((o) => o.daysFed)), sum(ok.map((o) => o.days))),
    pct(sum(ok.map((o) => o.daysEnergyOnly)), sum(ok.map((o) => o.days))),
    pct(sum(ok.map((o) => o.cuisineMatch)), slots),
    pct(sum(ok.map((o) => o.dishMatch)), slots),
    pct(sum(ok.map((o) => o.bothMatch)), slots),
    pct(sum(ok.map((o) => o.attainableMatch)), sum(ok.map((o) => o.attainableSlots))),
    sevens.length === 0 ? '-' : `${median(sevens)} / ${Math.min(...sevens)}`,
    sevensNonStrict.length === 0
      ? '-'
      : `${median(sevensNonStrict)} / ${Math.min(...sevensNonStrict)} (${sevensNonStrict.filter((d) => d >= 14).length}/${sevensNonStrict.length} >= 14)`,
    `${sum(nonStrict.map((o) => o.identicalPairs))} / ${sum(ok.map((o) => o.identicalPairs))}`,
    `${ok.filter((o) => o.tastesUnmet && o.unspentShare > 0.2).length} / ${ok.filter((o) => o.tastesUnmetNotLibrary && o.unspentShare > 0.2).length}`,
    `${sum(ok.map((o) => o.untrueNotes.length))}`,
    `${ok.filter((o) => o.absentKinds.length > 0).length} / ${ok.filter((o) => o.dominated.length > 0).length}`,
    ok.length === 0 ? '-' : `$${median(ok.map((o) => o.costPerPersonWeek)).toFixed(2)}`,
    `${sum(ok.map((o) => o.violations.length))}`,
    ok.length === 0
      ? '-'
      : `${median(ok.map((o) => o.ms)).toFixed(0)} / ${[...ok.map((o) => o.ms)].sort((a, b) => a - b)[Math.ceil(ok.length * 0.95) - 1]!.toFixed(0)}`,
  ];
  return `| ${cells.join(' | ')} |`;
}

const HEADER = [
  '| households | plans | refused (reason) | days fed (energy ±10% and protein >= 10%) | days within ±10% energy | cuisine match | dish match | both match | both, where the library allows | distinct recipes, 7-day 3-meal (median / min) | same, balanced + flexible | identical day pairs (balanced+flexible / all) | unmet tastes and >20% unspent (all / not library-limited) | untrue notes | plans with a chosen kind absent / a dish type over half a meal | median cost per person per week | violations | planner ms (median / p95) |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
];

function table(title: string, outcomes: Outcome[]): string[] {
  const lines = ['', `### ${title}`, '', ...HEADER];
  lines.push(row('all', outcomes));
  for (const p of BUDGET_PREFERENCES)
    lines.push(
      row(
        p,
        outcomes.filter((o) => o.preference === p),
      ),
    );
  const rich = outcomes.filter((o) => o.rich);
  lines.push(row('budget >= 2.5x minimum', rich));
  lines.push(
    row(
      '  balanced + flexible, >= 2.5x',
      rich.filter((o) => o.preference !== 'strict'),
    ),
  );
  for (const p of BUDGET_PREFERENCES) {
    lines.push(
      row(
        `  ${p}, >= 2.5x`,
        rich.filter((o) => o.preference === p),
      ),
    );
  }
  lines.push(
    row(
      'budget < 2.5x minimum',
      outcomes.filter((o) => !o.rich),
    ),
  );
  return lines;
}

function main(): void {
  const started = performance.now();
  const reference = args.data ? readReferenceData(args.data) : readReferenceData();
  const data: CheckerData = {
    foods: reference.foods,
    products: reference.products,
    recipes: reference.recipes,
    priceLevelFactor: reference.priceLevelFactor,
  };
  const catalogue = buildCatalogue({ ...data, pantryCatalogue: reference.pantryCatalogue });
  const list = households(HOUSEHOLDS, Number(args.seed));
  if (args.show !== undefined) {
    showHousehold(list, Number(args.show), catalogue);
    return;
  }
  const outcomes: Outcome[] = [];
  list.forEach((h, i) => {
    const t0 = performance.now();
    try {
      const solution = solvePlan(h.input, catalogue, i + 1);
      const plan = buildPlanOutput(solution.model, solution.result.assignment, solution.notes);
      outcomes.push(evaluate(data, h, plan, performance.now() - t0, i, solution.cookOnce));
    } catch (error) {
      if (!(error instanceof PlanInfeasibleError)) throw error;
      outcomes.push({
        household: i,
        preference: h.input.budgetPreference,
        withRules: h.withRules,
        rich: h.budgetRatio >= 2.5,
        refused: error.code,
        ms: performance.now() - t0,
        servings: h.input.servings,
      } as Outcome);
    }
    if ((i + 1) % 40 === 0) log(`planned ${i + 1} of ${list.length}`);
  });

  const ok = outcomes.filter((o) => !o.refused);
  const lines = [
    `Plan quality benchmark: ${new Date().toISOString().slice(0, 16)}Z, ${reference.recipes.length} recipes, ${HOUSEHOLDS} seeded households (seed ${args.seed}).`,
    'Households: 1-6 people, 3-7 days, 80% with all three meals, 0-3 cuisines, 1-3 dish types per meal, strict/balanced/flexible in turn, budget 1.5-4x the spec minimum; every second household has a diet and/or 1-2 allergies.',
    `USDA Thrifty Food Plan, September 2025: $${TFP_WOMAN_WEEK.toFixed(2)} a week for a woman and $${TFP_MAN_WEEK.toFixed(2)} for a man of 20-50 (mean $${((TFP_WOMAN_WEEK + TFP_MAN_WEEK) / 2).toFixed(2)}).`,
    '"Where the library allows": meals for which the library has at least min(days, 3) recipes that match both the cuisines and the dish types and fit the diet and allergies.',
    '"Not library-limited": plans whose notes blame neither the library nor the diet for a miss.',
    '"Chosen kind absent": a chosen dish type of a meal (when the plan has at least as many days as chosen types) or a chosen cuisine that fitting recipes offer and the plan never serves. "Over half a meal": one dish type on more than half of a meal\'s days and more than its even share (meals with two or more chosen types, or none chosen).',
    ...table('No diet, no allergy', ok.length ? outcomes.filter((o) => !o.withRules) : []),
    ...table(
      'With diets and/or allergies',
      outcomes.filter((o) => o.withRules),
    ),
    ...table('All households', outcomes),
    ...cookOnceLines(outcomes),
    '',
    ok.length === 0
      ? 'No plan to compare with the Thrifty Food Plan.'
      : `Median cost per person per week, all plans: $${median(ok.map((o) => o.costPerPersonWeek)).toFixed(2)}, ` +
        `${((median(ok.map((o) => o.costPerPersonWeek)) / TFP_FAMILY_PERSON_WEEK) * 100).toFixed(0)}% of the Thrifty Food Plan's ` +
        `$${TFP_FAMILY_PERSON_WEEK.toFixed(2)} a person ($${TFP_FAMILY_WEEK.toFixed(2)} a week for the reference family of four), ` +
        `at reference prices of ${reference.priceDate}.`,
    ...kitchenLines(outcomes),
  ];
  // Ratings, recent recipes and pins (issue 32): bench/memory-bench.ts.
  lines.push(...memoryLines(measureMemory(data, catalogue, 100, Number(args.seed))));
  const problems = ok.flatMap((o) => [
    ...o.violations.map((v) => `household ${o.household}: VIOLATION ${v}`),
    ...o.untrueNotes.map((v) => `household ${o.household}: UNTRUE NOTE ${v}`),
    ...o.kitchen.recipesOver.map((v) => `household ${o.household}: RECIPE OVER ${v}`),
    ...o.kitchen.dishesOver.map((v) => `household ${o.household}: DISH TYPE OVER ${v}`),
    ...(o.kitchen.cuisinesUnder ?? []).map((v) => `household ${o.household}: CUISINE UNDER ${v}`),
  ]);
  if (problems.length > 0) lines.push('', 'Problems:', ...problems.slice(0, 40));
  lines.push('', `Total time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  console.log(lines.join('\n'));
  if (args.json) writeFileSync(args.json, JSON.stringify(outcomes, null, 2));
  process.exitCode = ok.some((o) => o.violations.length > 0) ? 1 : 0;
}

main();

/** --show N: one household's input and plan, to read why a figure is what it is. */
function showHousehold(
  list: Household[],
  index: number,
  catalogue: ReturnType<typeof buildCatalogue>,
): void {
  const household = list[index];
  if (!household) throw new Error(`--show: household ${index} is not among the ${list.length}`);
  const { input } = household;
  log(JSON.stringify({ ...input, budgetRatio: Number(household.budgetRatio.toFixed(2)) }));
  try {
    const solution = solvePlan(input, catalogue, index + 1);
    const plan = buildPlanOutput(solution.model, solution.result.assignment, solution.notes);
    for (const r of plan.recipes)
      log(
        `day ${r.day} ${r.meal}: ${r.dish} (${r.cuisine} ${r.dishType}, $${(r.costPerServingCents / 100).toFixed(2)}/serving, ${Math.round(r.nutritionPerServing.sodiumMg)} mg sodium, ${r.nutritionPerServing.fiberG.toFixed(0)} g fibre)`,
      );
    for (const day of plan.totals?.nutritionByDay ?? [])
      log(
        `day ${day.day}: ${Math.round(day.sodiumMg)} mg sodium, ${day.fiberG.toFixed(0)} g fibre a person`,
      );
    log(
      `cost $${((plan.totals?.costCents ?? 0) / 100).toFixed(2)} of $${(input.budgetCents / 100).toFixed(2)}`,
    );
    for (const note of plan.notes ?? []) log(`note: ${note}`);
  } catch (error) {
    if (!(error instanceof PlanInfeasibleError)) throw error;
    log(`refused (${error.code}): ${error.message}`);
  }
}
