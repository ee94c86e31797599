/**
 * A week over its sodium goal gets one more look (issue 27, item 4). The plan's own search
 * charges salt from each taste class's baseline and caps it, so a dish of the person's tastes
 * never loses to a less salty one of others; a week whose dishes of their tastes are all salty
 * can end over 2,300 mg a person a day while other dishes of their tastes would bring it under.
 * This search starts from the plan with salt charged whole and a taste miss $10 dearer; its
 * plan is kept only when it keeps every taste match, the budget and every floor the plan
 * kept, and has less sodium.
 */
import { MEAL_ENERGY_SHARES } from '../shared/energy';
import { SODIUM_GOAL_MG } from './daily-goals';
import { planFloorBreaks } from './kitchen-notes';
import { searchPlan, type SearchEffort, type SearchResult } from './optimiser';
import { saltFirstModel, type PlanModel } from './plan-model';
import type { Random } from './random';
import { SearchState } from './search-moves';

/**
 * What a miss of the person's tastes costs on top of its own charge a serving: $10 lets salt
 * trade a little of the objective's taste margin (the plan is then kept only with every match
 * it had). Measured on npm run bench:quality: a charge above any salt's ($100) made the search
 * add matches and salt instead; a second try at $30 where $10 lost a match changed no week's
 * figure and doubled the time of a salty library's plans.
 */
const TASTE_FIRST_CENTS = 1_000;

/** Sodium per person per day of a plan, and the goal for the meals it has. */
export function weekSodium(
  model: PlanModel,
  result: { assignment: Int32Array },
): { mg: number; goal: number } {
  let total = 0;
  model.slots.forEach((slot, s) => {
    total += model.candidates[slot.mealIndex]![result.assignment[s]!]!.sodiumMg;
  });
  const share = model.meals.reduce((sum, meal) => sum + MEAL_ENERGY_SHARES[meal], 0);
  return { mg: total / model.input.days, goal: SODIUM_GOAL_MG * share };
}

/**
 * A later step's change (a cook-once lunch, a refinement) may not take the week over its
 * sodium goal, nor a week already over it further over: those steps weigh money and tastes,
 * and a dinner's leftovers as lunch are as salty as the dinner.
 */
export function keepsSodiumGoal(model: PlanModel, trial: Int32Array, before: Int32Array): boolean {
  const after = weekSodium(model, { assignment: trial });
  return after.mg <= Math.max(after.goal, weekSodium(model, { assignment: before }).mg);
}

/** Meals of the person's cuisines, of their dish types, and of both (and not LLM-missed). */
export function tasteMatches(model: PlanModel, result: Pick<SearchResult, 'assignment'>): number[] {
  const n = [0, 0, 0];
  model.slots.forEach((slot, s) => {
    const c = model.candidates[slot.mealIndex]![result.assignment[s]!]!;
    if (c.saltFibre.tasteClass & 1) n[0]!++;
    if (c.saltFibre.tasteClass & 2) n[1]!++;
    if (c.matchesTastes) n[2]!++;
  });
  return n;
}

/** The plan with less sodium, priced on the plan's own model, or null to keep the one given. */
export function lowerSodiumWeek(
  model: PlanModel,
  result: SearchResult,
  random: Random,
  effort?: SearchEffort,
): SearchResult | null {
  const before = weekSodium(model, result);
  if (before.mg <= before.goal) return null;
  const found = searchPlan(saltFirstModel(model, TASTE_FIRST_CENTS), random, {
    start: result.assignment,
    effort,
  });
  return keeps(model, result, found, before.mg) ? pricedOn(model, found) : null;
}

/** Less sodium, every taste match and floor kept, and no further over the budget. */
function keeps(model: PlanModel, result: SearchResult, found: SearchResult, mg: number): boolean {
  if (weekSodium(model, found).mg >= mg) return false;
  // Every kind of match: a week may not trade a meal of the person's cuisine for another.
  const before = tasteMatches(model, result);
  if (tasteMatches(model, found).some((n, k) => n < before[k]!)) return false;
  if (planFloorBreaks(model, found) > planFloorBreaks(model, result)) return false;
  // found's own cost is the model's (the reprice touched penalties only).
  return found.costCents <= Math.max(model.budgetCents, result.costCents);
}

/** A plan found on a repriced model, priced on the plan's own, as every later step reads it. */
export function pricedOn(model: PlanModel, found: SearchResult): SearchResult {
  const state = new SearchState(model, false, null, false, true, true);
  state.load(found.assignment);
  return state.snapshot();
}
