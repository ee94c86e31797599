/**
 * swapMeal: replace one meal of a plan with the best alternative under the same rules
 * (allergens, diets, the variety window, the budget for strict and balanced), every other
 * meal kept, and the shopping list priced again. Another seed gives another alternative among
 * near-equal ones (the seed's jitter in the model).
 */
import type { GeneratedPlan } from '../shared/generated-plan';
import { MEAL_LABELS, type Meal } from '../shared/options';
import type { PlannerCatalogue } from './catalogue';
import { bestReplacement } from './optimiser';
import { planInputSchema, type PlanInputData } from './plan-input';
import { buildPlanModel, PlanInfeasibleError, type PlanModel } from './plan-model';
import { buildPlanOutput } from './plan-output';

export class SwapMealError extends Error {
  override name = 'SwapMealError';
}

export function swapMeal(
  plan: GeneratedPlan,
  day: number,
  meal: Meal,
  seed: number,
  catalogue: PlannerCatalogue,
  inputData: PlanInputData,
): GeneratedPlan {
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
  const fellBack = Object.values(plan.shopping_list.items).some(
    (i) => i.organic === false && i.foodId !== undefined && organicFoods.has(i.foodId),
  );
  const attempts: PlanModel[] = [];
  // The whole library, not a pruned shortlist: every recipe of the plan must be found.
  attempts.push(buildPlanModel(catalogue, input, seed, { noPruning: true }));
  if (attempts[0]!.organic && fellBack) {
    attempts.unshift(
      buildPlanModel(catalogue, input, seed, { noPruning: true, organicPackages: false }),
    );
  }
  let lastError: Error | null = null;
  for (const model of attempts) {
    const assignment = assignmentOf(plan, model);
    const slot = model.slots.findIndex((s) => s.day === day && s.meal === meal);
    const result = bestReplacement(model, assignment, slot);
    if (!result) {
      lastError = new SwapMealError(
        `No other ${MEAL_LABELS[meal].toLowerCase()} recipe fits your choices for day ${day}.`,
      );
      continue;
    }
    if (model.hardBudget && result.excessCents > 0) {
      lastError = new PlanInfeasibleError(
        `No other ${MEAL_LABELS[meal].toLowerCase()} for day ${day} fits your budget with the rest of the plan.`,
        'budget-too-low',
        result.costCents,
      );
      continue;
    }
    const swapped = buildPlanOutput(model, result.assignment, plan.notes ?? []);
    // Items the person removed stay removed when they are still on the list.
    for (const [key, item] of Object.entries(swapped.shopping_list.items)) {
      if (plan.shopping_list.items[key]?.active === 0) item.active = 0;
    }
    return { ...swapped, seed: plan.seed ?? seed };
  }
  throw lastError!;
}

/** The plan's recipes as candidate indices of the model. */
function assignmentOf(plan: GeneratedPlan, model: PlanModel): Int32Array {
  const assignment = new Int32Array(model.slots.length);
  model.slots.forEach((slot, s) => {
    const entry = plan.recipes.find((r) => r.day === slot.day && r.meal === slot.meal);
    if (!entry) throw new SwapMealError(`The plan has no ${slot.meal} on day ${slot.day}.`);
    const list = model.candidates[slot.mealIndex]!;
    const c = list.findIndex(
      (cand) => model.catalogue.recipes[cand.recipe]!.recipe.id === entry.recipeId,
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
