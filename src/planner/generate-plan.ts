/**
 * generatePlan: a person's choices and a catalogue in, a priced plan out, in milliseconds.
 * The hard rules (allergens, diets, meals per day, variety window, budget for strict and
 * balanced) are kept by construction in the model and the search; the objective (whole
 * package cost plus the preference weights of the budget preference) is minimised by the
 * heuristic of optimiser.ts. Same input and seed, same plan.
 */
import { formatBudgetDollars, mealNamesForMessage } from '../shared/budget-rules';
import { formatCents, type GeneratedPlan } from '../shared/generated-plan';
import type { PlannerCatalogue } from './catalogue';
import { chooseCookOnce } from './cook-once';
import { refineAfterCookOnce } from './cook-once-refine';
import { defaultEffort, searchPlan, type SearchEffort, type SearchResult } from './optimiser';
import { planInputSchema, type PlanInput, type PlanInputData } from './plan-input';
import { buildPlanModel, PlanInfeasibleError, planModel, type PlanModel } from './plan-model';
import { thinCellNotes } from './cell-coverage';
import { cookOnceNote, ORGANIC_FALLBACK_NOTE, planNotes } from './plan-notes';
import {
  catalogueWithOwnRecipes,
  OWN_RECIPES_TOO_FEW_NOTE,
  uncoveredMealsNote,
} from './own-recipes';
import { floorCostNote, floorNotes, planFloorBreaks, timeNotes } from './kitchen-notes';
import { cheapestPlanSearch } from './plan-quote';
import { lazyPlanOutput, withPlanNotes } from './plan-output';
import { createRandom } from './random';
import { lowerSodiumWeek, pricedOn, tasteMatches } from './salt-rescue';

/** How much dearer a floor's break is in the search that mends a plan's breaks. */
const FLOORS_FIRST = 20;

/**
 * Kicks of each search that mends a floor break (at most the plan's own): bench:quality the same
 * as with 4 and 8, and the strict Korean week keeps its Korean meals
 * (shipped-library-tastes.test.ts) since the search after a kick is a plain local search.
 * These were bench:planner's slowest 7-day plans.
 */
const MEND_KICKS = 2;

/**
 * The salt search starts from the plan: one deep local search, not a new plan. Without kicks
 * bench:quality's weeks within the sodium goal were the same as with 2 (93.3%), 8 and 40, and
 * every other figure too; the salt search was a fifth of bench:generation's planner CPU.
 */
const SALT_RESCUE_EFFORT = { restarts: 1, kicks: 0 };

export { PlanInfeasibleError } from './plan-model';

export interface GeneratePlanOptions {
  /** Search effort override (benchmarks). */
  effort?: SearchEffort;
}

export interface PlanSolution {
  /** The plan's model and choice, cook-once lunches included (what buildPlanOutput reads). */
  model: PlanModel;
  result: SearchResult;
  notes: string[];
  /** The search's own model and result, before cook-once (the exact HiGHS comparison). */
  searched: { model: PlanModel; result: SearchResult };
  /** Lunches that are the day before's dinner's extra portions, and what that saved. */
  cookOnce: { lunches: number; savedCents: number };
  /** The plan's output without the notes (built once: the notes may have asked for it). */
  output: () => GeneratedPlan;
}

/**
 * Build the plan. Throws PlanInfeasibleError (with a message a person can read) when no
 * plan keeps the rules: a meal with no fitting recipe, or a budget below the cheapest plan
 * for strict and balanced (the error carries that cheapest total).
 */
export function generatePlan(
  inputData: PlanInputData,
  catalogue: PlannerCatalogue,
  seed: number,
  options: GeneratePlanOptions = {},
): GeneratedPlan {
  const input = planInputSchema.parse(inputData);
  const own = catalogueWithOwnRecipes(
    catalogue,
    input.ownRecipes,
    input.ownRecipesMode,
    input.meals,
  );
  const ownNotes = [uncoveredMealsNote(own.uncovered)].filter((n): n is string => n !== null);
  let solution: PlanSolution;
  try {
    solution = solvePlan(input, own.catalogue, seed, options);
  } catch (error) {
    if (!(error instanceof PlanInfeasibleError) || input.ownRecipesMode !== 'only') throw error;
    // Too few of their own for the week's variety: theirs first, the library for the rest.
    const mixed = catalogueWithOwnRecipes(catalogue, input.ownRecipes, 'mixed', input.meals);
    solution = solvePlan(
      { ...input, preferredRecipeIds: mixed.ownIds },
      mixed.catalogue,
      seed,
      options,
    );
    ownNotes.push(OWN_RECIPES_TOO_FEW_NOTE);
  }
  const plan = withPlanNotes(solution.output(), [...solution.notes, ...ownNotes]);
  return markPinned(plan, solution.model);
}

/** Marks the meals the search kept fixed (pins and locks), so the plan can say so. */
function markPinned(plan: GeneratedPlan, model: PlanModel): GeneratedPlan {
  const fixed = model.fixed;
  if (!fixed) return plan;
  model.slots.forEach((slot, s) => {
    if (fixed[s]! < 0) return;
    const entry = plan.recipes.find((r) => r.day === slot.day && r.meal === slot.meal);
    if (entry) entry.pinned = true;
  });
  return plan;
}

/** The search without the output, for the benchmark and swapMeal. */
export function solvePlan(
  input: PlanInput,
  catalogue: PlannerCatalogue,
  seed: number,
  options: GeneratePlanOptions = {},
): PlanSolution {
  const notes: string[] = [];
  let model = buildPlanModel(catalogue, input, seed);
  let result = searchPlan(model, createRandom(seed), { effort: options.effort });
  // The quote's search (the wizard's cheapest varied week, a function of the choices alone):
  // both the budget's and the floors' checks below may ask for it, and it is made once.
  let quoteFound: ReturnType<typeof cheapestPlanSearch> | null = null;
  const quoted = () => (quoteFound ??= cheapestPlanSearch(input, catalogue));

  if (model.hardBudget && result.excessCents > 0 && model.organic) {
    // Organic is a preference, the budget is a rule: retry with conventional packages.
    const conventional = buildPlanModel(catalogue, input, seed, { organicPackages: false });
    const retry = searchPlan(conventional, createRandom(seed), { effort: options.effort });
    if (retry.excessCents < result.excessCents) {
      model = conventional;
      result = retry;
      notes.push(ORGANIC_FALLBACK_NOTE);
    }
  }

  if (model.hardBudget && result.excessCents > 0) {
    // Look harder for the cheapest plan, ignoring tastes: within budget it is the answer,
    // otherwise its total is what the person needs to know.
    const effort = options.effort ?? { restarts: 4, kicks: 200 };
    let cheapest = searchPlan(model, createRandom(seed ^ 0x5bd1e995), {
      costOnly: true,
      effort,
    });
    if (cheapest.costCents > input.budgetCents) {
      // The wizard quoted these choices with this search: a budget at the quote gets a plan.
      const quote = quoted();
      if (quote.result.costCents > input.budgetCents) {
        // The harder look's plan only where it keeps the floors the quote keeps: a cheaper
        // week that repeats a dish is not one the person can have at that figure.
        const varied =
          planFloorBreaks(model, cheapest) <= planFloorBreaks(quote.model, quote.result);
        throw budgetTooLow(
          input,
          varied ? Math.min(cheapest.costCents, quote.result.costCents) : quote.result.costCents,
        );
      }
      model = quote.model;
      cheapest = quote.result;
    }
    result = searchPlan(model, createRandom(seed), { start: cheapest.assignment, effort });
    if (result.excessCents > 0) result = cheapest;
  }

  if (model.hardBudget && planFloorBreaks(model, result) > 0) {
    // The variety floors are the week's promise, as the rules are (issue 27): a budget that
    // keeps them only by repeating a dish is too low, and the person learns what a varied
    // week costs. Floors the library cannot keep were lowered in the model: those stay.
    const varied = quoted();
    if (planFloorBreaks(varied.model, varied.result) < planFloorBreaks(model, result)) {
      if (varied.result.costCents > input.budgetCents) {
        throw budgetTooLow(input, varied.result.costCents);
      }
      // From the varied week first: kept when it matches the person's tastes as often as the
      // plan did. Otherwise from the plan itself with each break made dear (its tastes kept
      // where they can be: a strict Korean week stays Korean). Short searches (MEND_KICKS),
      // then one full search from a fresh start when they cannot mend it.
      const effort = options.effort ?? {
        restarts: 1,
        kicks: Math.min(MEND_KICKS, defaultEffort(model).kicks),
      };
      const target = planFloorBreaks(varied.model, varied.result);
      const mended = (m: PlanModel, found: SearchResult) =>
        found.excessCents === 0 && planFloorBreaks(m, found) <= target;
      const fromVaried = searchPlan(varied.model, createRandom(seed), {
        start: varied.result.assignment,
        effort,
      });
      const before = tasteMatches(model, result);
      if (
        mended(varied.model, fromVaried) &&
        tasteMatches(varied.model, fromVaried).every((n, k) => n >= before[k]!)
      ) {
        model = varied.model;
        result = fromVaried;
      } else {
        const strictFloors = planModel({
          ...model,
          floorBreakCents: model.floorBreakCents * FLOORS_FIRST,
        });
        const fromPlan = pricedOn(
          model,
          searchPlan(strictFloors, createRandom(seed), { start: result.assignment, effort }),
        );
        // A break too deep in the plan for a short search to mend (a strict Korean week that
        // settled on one wrap three times, issue 27): one search afresh with the floors first,
        // at the plan's own effort, before the person's tastes are given up for the varied week.
        const fresh = mended(model, fromPlan)
          ? fromPlan
          : pricedOn(
              model,
              searchPlan(strictFloors, createRandom(seed), { effort: options.effort }),
            );
        if (mended(model, fresh)) {
          result = fresh;
        } else {
          model = varied.model;
          result = mended(model, fromVaried) ? fromVaried : varied.result;
        }
      }
    }
  }

  // A week over its sodium goal: one more search that puts salt before cost, never before
  // tastes, the budget or the floors (salt-rescue.ts).
  const lower = lowerSodiumWeek(model, result, createRandom(seed ^ 0x1b873593), SALT_RESCUE_EFFORT);
  if (lower) result = lower;

  // The note on going over the budget comes with the output: it is judged on the shopping
  // list's total, which can be lower than the model's (juice from fruit already bought).
  // Strict: what the variety floors cost, against the cheapest plan without them.
  let floorCost: string | null = null;
  if (model.input.budgetPreference === 'strict') {
    // A lighter search than the plan's: it only prices the floors (docs/decisions/0017). Its
    // two starts' deep searches without kicks found unfloored plans as cheap as two starts
    // with four kicks did in bench:planner's strict weeks, at a third of the time.
    const unfloored = searchPlan(model, createRandom(seed), {
      effort: options.effort ?? { restarts: 2, kicks: 0 },
      ignoreFloors: true,
    });
    floorCost = floorCostNote(model, result, unfloored);
  }
  const cooked = chooseCookOnce(model, result);
  if (cooked.lunches > 0) cooked.result = refineAfterCookOnce(cooked.model, cooked.result);
  const output = lazyPlanOutput(cooked.model, cooked.result.assignment);
  notes.push(...planNotes(cooked.model, cooked.result, output));
  notes.push(
    ...thinCellNotes(
      input,
      catalogue.recipes.map((cr) => cr.recipe),
    ),
  );
  notes.push(...floorNotes(cooked.model, cooked.result), ...timeNotes(cooked.model, cooked.result));
  if (floorCost) notes.push(floorCost);
  if (cooked.lunches > 0) notes.push(cookOnceNote(cooked.model, cooked.result, cooked.savedCents));
  return {
    model: cooked.model,
    result: cooked.result,
    notes,
    searched: { model, result },
    cookOnce: { lunches: cooked.lunches, savedCents: cooked.savedCents },
    output,
  };
}

function budgetTooLow(input: PlanInput, cheapestCents: number): PlanInfeasibleError {
  const people = input.servings === 1 ? 'person' : 'people';
  const days = input.days === 1 ? 'day' : 'days';
  return new PlanInfeasibleError(
    `Your budget of ${formatBudgetDollars(input.budgetCents / 100)} is too low for these choices: ` +
      `the cheapest plan for ${input.servings} ${people} over ${input.days} ${days} with ` +
      `${mealNamesForMessage(input.meals)} that keeps your diet, allergies and a varied week costs ` +
      `${formatCents(cheapestCents)}. Raise the budget to at least ${formatCents(cheapestCents)}, ` +
      'or choose the flexible budget preference.',
    'budget-too-low',
    cheapestCents,
  );
}
