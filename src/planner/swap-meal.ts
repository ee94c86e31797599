/**
 * swapMeal: replace one meal of a plan with one of up to three alternatives under the same
 * rules (allergens, diets, the variety window, distinct days, the budget for strict and
 * balanced), every other meal kept, and the shopping list priced again. The dish swapped out
 * is remembered on the meal, so a later swap never offers it back.
 */
import type { GeneratedPlan } from '../shared/generated-plan';
import { MEAL_LABELS, type Meal } from '../shared/options';
import type { PlannerCatalogue } from './catalogue';
import { cookedWithSlot, cookOnceAlternatives, cookOnceIndex, withCookOnce } from './cook-once';
import { evaluateAssignment, type SearchResult } from './optimiser';
import { planInputSchema, type PlanInputData } from './plan-input';
import { buildPlanModel, type PlanModel } from './plan-model';
import { cookOnceNote, ORGANIC_FALLBACK_NOTE, planNotes, tasteMatch } from './plan-notes';
import { lazyPlanOutput, withPlanNotes } from './plan-output';
import { catalogueWithOwnRecipes } from './own-recipes';

export class SwapMealError extends Error {
  override name = 'SwapMealError';
}

/** One dish the person may swap a meal for, as the plan page offers it. */
export interface SwapAlternative {
  recipeId: string;
  dish: string;
  cuisine: string;
  dishType: string;
  /** What the whole plan's shopping total changes by, in cents (negative: cheaper). */
  costChangeCents: number;
  /** Per person, the meal with its portion and sides. */
  kcal: number;
  proteinG: number;
  sides: string[];
  /** Matches the person's cuisines and dish types for this meal. */
  matchesTastes: boolean;
  /**
   * How it meets the person's tastes, told on the offer (issue 29): both, only the dish type,
   * only the cuisine, or neither.
   */
  tasteFit: TasteFit;
}

export type TasteFit = 'both' | 'dish' | 'cuisine' | 'none';
/** The order tastes are relaxed in when too few dishes match both. */
const TASTE_FIT_RANK: Record<TasteFit, number> = { both: 0, dish: 1, cuisine: 2, none: 3 };

function tasteFitOf(t: { cuisine: boolean; dish: boolean }): TasteFit {
  if (t.cuisine && t.dish) return 'both';
  if (t.dish) return 'dish';
  if (t.cuisine) return 'cuisine';
  return 'none';
}

/** How many alternatives a swap offers. */
export const SWAP_CHOICES = 3;

interface SwapContext {
  model: PlanModel;
  assignment: Int32Array;
  slot: number;
  options: (SearchResult & { candidate: number })[];
  currentCost: number;
  /** The plan bought conventional packages to stay within budget (and the swap keeps to it). */
  fellBack: boolean;
  /** Recipes the person never wants again: never offered. */
  never: readonly string[];
}

/**
 * Up to three other dishes for one meal, every other meal kept: each keeps the rules, the
 * variety window and distinct days, the budget for strict and balanced, and is neither the
 * current dish nor one swapped out of this meal before (so a swap never flips back). Those
 * matching the person's tastes come first, then by the plan's objective (taste, variety,
 * cost). When fewer than three match, tastes are relaxed step by step (the dish type kept,
 * then the cuisine, then neither), so three are offered whenever the library has them, each
 * labelled with how it meets the tastes (issue 29).
 */
export function swapAlternatives(
  plan: GeneratedPlan,
  day: number,
  meal: Meal,
  catalogue: PlannerCatalogue,
  inputData: PlanInputData,
): SwapAlternative[] {
  const ctx = swapContext(plan, day, meal, catalogue, inputData, plan.seed ?? 0);
  return ranked(ctx, plan, day, meal).map((o) => describe(ctx, o));
}

export function swapMeal(
  plan: GeneratedPlan,
  day: number,
  meal: Meal,
  seed: number,
  catalogue: PlannerCatalogue,
  inputData: PlanInputData,
  recipeId?: string,
): GeneratedPlan {
  const ctx = swapContext(plan, day, meal, catalogue, inputData, plan.seed ?? seed);
  const choices = ranked(ctx, plan, day, meal);
  const label = MEAL_LABELS[meal].toLowerCase();
  let chosen = choices[0];
  if (recipeId !== undefined) {
    chosen = choices.find((o) => recipeOf(ctx, o.candidate).id === recipeId);
    if (!chosen) {
      throw new SwapMealError(
        `That dish is not one of the alternatives for the ${label} of day ${day}; ask for the alternatives again.`,
      );
    }
  }
  if (!chosen) {
    throw new SwapMealError(
      ctx.options.length === 0
        ? `No other ${label} recipe fits your choices for day ${day}.`
        : `No other ${label} for day ${day} fits your budget with the rest of the plan.`,
    );
  }
  const { model } = ctx;
  const before = plan.recipes.find((r) => r.day === day && r.meal === meal)!;
  // The notes are told again for the plan as it now is: the swap may have met a taste the
  // old notes said was missed, or changed what the list costs.
  const result = evaluateAssignment(model, chosen.assignment);
  const output = lazyPlanOutput(model, chosen.assignment);
  const notes = [
    ...(ctx.fellBack ? [ORGANIC_FALLBACK_NOTE] : []),
    ...planNotes(model, result, output),
    ...cookOnceNotes(ctx, plan, result),
  ];
  const swapped = withPlanNotes(output(), notes);
  for (const [key, item] of Object.entries(swapped.shopping_list.items)) {
    // Items the person removed stay removed when they are still on the list.
    if (plan.shopping_list.items[key]?.active === 0) item.active = 0;
  }
  for (const entry of swapped.recipes) {
    const old = plan.recipes.find((r) => r.day === entry.day && r.meal === entry.meal);
    if (entry.day === day && entry.meal === meal) {
      // Remembered, so the next swap of this meal never offers it back.
      entry.swappedOut = [...(before.swappedOut ?? []), before.recipeId].slice(-MAX_REMEMBERED);
    } else {
      if (old?.swappedOut) entry.swappedOut = old.swappedOut;
      // A pinned or locked meal the swap kept is still that.
      if (old?.recipeId === entry.recipeId && old.pinned) entry.pinned = true;
    }
  }
  return { ...swapped, seed: plan.seed ?? seed };
}

/** Dishes remembered per meal as swapped out: enough to never ping-pong, few enough to run out. */
const MAX_REMEMBERED = 6;

function swapContext(
  plan: GeneratedPlan,
  day: number,
  meal: Meal,
  catalogue: PlannerCatalogue,
  inputData: PlanInputData,
  seed: number,
): SwapContext {
  const input = planInputSchema.parse(inputData);
  if (!input.meals.includes(meal)) {
    throw new SwapMealError(`The plan has no ${MEAL_LABELS[meal].toLowerCase()}.`);
  }
  if (day < 1 || day > input.days) throw new SwapMealError(`The plan has no day ${day}.`);
  // A plan that bought conventional packages of a food sold organic fell back to stay within
  // budget: the swap keeps to that.
  const organicFoods = new Set(
    catalogue.products.filter((p) => p.product.organic).map((p) => p.product.foodId),
  );
  const fellBack =
    input.diets.includes('organic') &&
    Object.values(plan.shopping_list.items).some(
      (i) => i.organic === false && i.foodId !== undefined && organicFoods.has(i.foodId),
    );
  // The whole library, not a pruned shortlist: every recipe of the plan must be found; with
  // the cook-once lunches, which a swap keeps in step with their dinners.
  // A plan may hold the person's own recipes (mixed in, whatever the plan's setting, so a
  // swap can move between theirs and the library's): they must be found here too.
  const withOwn = catalogueWithOwnRecipes(catalogue, input.ownRecipes, 'mixed').catalogue;
  // Never-again recipes and pins are not the model's here: the plan may hold a recipe rated
  // since (it must be found to be swapped out), and the person is choosing this meal.
  const model = withCookOnce(
    buildPlanModel(withOwn, { ...input, neverRecipeIds: [], pins: [] }, seed, {
      noPruning: true,
      ...(fellBack ? { organicPackages: false } : {}),
    }),
  );
  const assignment = assignmentOf(plan, model);
  const slot = model.slots.findIndex((s) => s.day === day && s.meal === meal);
  const currentCost = evaluateAssignment(model, assignment).costCents;
  return {
    model,
    assignment,
    slot,
    options: cookOnceAlternatives(model, assignment, slot),
    currentCost,
    fellBack,
    never: input.neverRecipeIds,
  };
}

/**
 * The cook-once note for the swapped plan: the old one while the same lunches are cooked with
 * the same dinners (its saving still holds), otherwise told again without a saving, which
 * only the search that chose them measured.
 */
function cookOnceNotes(ctx: SwapContext, plan: GeneratedPlan, result: SearchResult): string[] {
  const { model } = ctx;
  const cookOnce = model.cookOnce;
  if (!cookOnce) return [];
  const lunches = model.slots
    .map((slot, s) => s)
    .filter(
      (s) =>
        model.slots[s]!.mealIndex === cookOnce.lunch &&
        model.candidates[cookOnce.lunch]![result.assignment[s]!]!.cookedWith !== undefined,
    );
  if (lunches.length === 0) return [];
  const same =
    lunches.every((s) => ctx.assignment[s] === result.assignment[s]) &&
    lunches.every(
      (s) =>
        ctx.assignment[cookedWithSlot(model, s)] === result.assignment[cookedWithSlot(model, s)],
    );
  const old = (plan.notes ?? []).find((n) => n.startsWith('Cook once, eat twice'));
  return [same && old ? old : cookOnceNote(model, result, 0)];
}

function recipeOf(ctx: SwapContext, candidate: number) {
  const mi = ctx.model.slots[ctx.slot]!.mealIndex;
  return ctx.model.catalogue.recipes[ctx.model.candidates[mi]![candidate]!.recipe]!.recipe;
}

function ranked(
  ctx: SwapContext,
  plan: GeneratedPlan,
  day: number,
  meal: Meal,
): (SearchResult & { candidate: number })[] {
  const { model } = ctx;
  const entry = plan.recipes.find((r) => r.day === day && r.meal === meal)!;
  const excluded = new Set([entry.recipeId, ...(entry.swappedOut ?? []), ...ctx.never]);
  const allowed = ctx.options.filter(
    (o) =>
      !excluded.has(recipeOf(ctx, o.candidate).id) && (!model.hardBudget || o.excessCents === 0),
  );
  const rank = new Map(
    allowed.map((o) => [
      o.candidate,
      TASTE_FIT_RANK[tasteFitOf(tasteMatch(model, recipeOf(ctx, o.candidate), meal))],
    ]),
  );
  return allowed
    .sort(
      (a, b) =>
        rank.get(a.candidate)! - rank.get(b.candidate)! ||
        a.objective - b.objective ||
        a.candidate - b.candidate,
    )
    .slice(0, SWAP_CHOICES);
}

function describe(ctx: SwapContext, o: SearchResult & { candidate: number }): SwapAlternative {
  const mi = ctx.model.slots[ctx.slot]!.mealIndex;
  const cand = ctx.model.candidates[mi]![o.candidate]!;
  const r = recipeOf(ctx, o.candidate);
  const t = tasteMatch(ctx.model, r, ctx.model.slots[ctx.slot]!.meal);
  return {
    recipeId: r.id,
    dish: r.title,
    cuisine: r.cuisine,
    dishType: r.dishType,
    costChangeCents: o.costCents - ctx.currentCost,
    kcal: Math.round(cand.kcal),
    proteinG: Math.round(cand.proteinG * 10) / 10,
    sides: cand.sides.map((s) => s.variant.name),
    matchesTastes: t.cuisine && t.dish,
    tasteFit: tasteFitOf(t),
  };
}

/**
 * The plan's recipes as candidate indices of the model; a cook-once lunch as the extra
 * portions of its dinner (dinners come first, being the day before's).
 */
function assignmentOf(plan: GeneratedPlan, model: PlanModel): Int32Array {
  const assignment = new Int32Array(model.slots.length);
  model.slots.forEach((slot, s) => {
    const entry = plan.recipes.find((r) => r.day === slot.day && r.meal === slot.meal);
    if (!entry) throw new SwapMealError(`The plan has no ${slot.meal} on day ${slot.day}.`);
    if (entry.cookedWith && model.cookOnce && slot.mealIndex === model.cookOnce.lunch) {
      assignment[s] = cookOnceIndex(model, assignment[cookedWithSlot(model, s)]!);
      return;
    }
    const list = model.candidates[slot.mealIndex]!;
    const c = list.findIndex(
      (cand) =>
        cand.cookedWith === undefined &&
        model.catalogue.recipes[cand.recipe]!.recipe.id === entry.recipeId,
    );
    if (c < 0) {
      throw new SwapMealError(
        `"${entry.dish}" no longer fits your choices or the recipe library; create a new plan.`,
      );
    }
    assignment[s] = c;
  });
  return assignment;
}
