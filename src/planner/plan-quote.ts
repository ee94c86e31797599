/**
 * The quote the wizard shows on its Budget step: what the cheapest plan for a person's choices,
 * diets, allergies and pantry costs ("Plans for your choices start at $24.35"). It is the
 * planner's own cost-only search on the same model a plan is made from, with a fixed seed, so
 * the same choices always get the same quote; generatePlan falls back to this very search
 * before it calls a budget too low, so a budget at the quote always gets a plan.
 */
import type { PlannerCatalogue } from './catalogue';
import { searchPlan, type SearchResult } from './optimiser';
import { planInputSchema, type PlanInput, type PlanInputData } from './plan-input';
import { buildPlanModel, planModel, type PlanModel } from './plan-model';
import { createRandom } from './random';

/** One seed for every quote: the quote is a function of the choices alone. */
export const QUOTE_SEED = 16;

/**
 * The cost-only search behind the quote. Dishes an LLM proposed (preferredRecipeIds) are left
 * out: they steer a plan's tastes, not its price floor, and the quote never knows them.
 * The budget does not change the search, so the quote made with no budget and the fallback
 * made with the person's budget find the same plan.
 */
export function cheapestPlanSearch(
  input: PlanInput,
  catalogue: PlannerCatalogue,
): { model: PlanModel; result: SearchResult } {
  const model = buildPlanModel(catalogue, { ...input, preferredRecipeIds: undefined }, QUOTE_SEED);
  // Searched without the budget: a search held to it would break a variety floor to fit
  // (the budget comes first there), and the quote is what a week that keeps them costs.
  const unbounded = planModel({ ...model, budgetCents: Number.MAX_SAFE_INTEGER });
  const found = searchPlan(unbounded, createRandom(QUOTE_SEED), { costOnly: true });
  const result = { ...found, excessCents: Math.max(0, found.costCents - model.budgetCents) };
  return { model, result };
}

/**
 * The cheapest plan's total in cents. Throws PlanInfeasibleError (a message a person can read)
 * when no recipe fits a meal.
 */
export function quotePlanCents(inputData: PlanInputData, catalogue: PlannerCatalogue): number {
  return cheapestPlanSearch(planInputSchema.parse(inputData), catalogue).result.costCents;
}
