/**
 * The candidate dishes of the step-based method's first step: the recipes the planner's own
 * model finds safe for the person (allergens, diets, buyable), ranked by what they cost alone
 * plus the preference weights, so both the built-in choice and the LLM's list start from
 * recipes the planner would accept.
 */
import type { PlannerCatalogue } from '../../planner/catalogue';
import type { PlanInput } from '../../planner/plan-input';
import { buildPlanModel } from '../../planner/plan-model';
import type { Meal } from '../../shared/options';
import type { DishCandidate } from '../ai/dish-chooser';

/** Dishes offered to the LLM per meal: enough choice, a prompt of a few kilobytes. */
export const LLM_CANDIDATES_PER_MEAL = 40;

export interface RankedCandidates {
  /** How many dishes to choose per meal. */
  perMeal: number;
  /** The built-in choice: the best `perMeal` of each meal. */
  builtIn: string[];
  /** The candidates offered to the LLM. */
  offered: DishCandidate[];
}

export function rankCandidates(
  catalogue: PlannerCatalogue,
  input: PlanInput,
  seed: number,
): RankedCandidates {
  // Throws PlanInfeasibleError when a meal has no fitting recipe: the person reads why.
  const model = buildPlanModel(catalogue, { ...input, preferredRecipeIds: undefined }, seed);
  const byMeal = { breakfast: [], lunch: [], dinner: [] } as Record<Meal, DishCandidate[]>;
  model.meals.forEach((meal, m) => {
    const ranked = [...model.candidates[m]!].sort(
      (a, b) =>
        a.standaloneCents + a.penalty - (b.standaloneCents + b.penalty) || a.recipe - b.recipe,
    );
    byMeal[meal] = ranked.map((c) => {
      const r = catalogue.recipes[c.recipe]!.recipe;
      return {
        id: r.id,
        meal,
        title: r.title,
        cuisine: r.cuisine,
        dishType: r.dishType,
        costPerServingCents: Math.round(c.standaloneCents / input.servings),
      };
    });
  });
  // At least the variety window's worth per meal, more for longer plans.
  const perMeal = Math.max(4, Math.min(2 * input.days, 10));
  return {
    perMeal,
    builtIn: model.meals.flatMap((meal) => byMeal[meal].slice(0, perMeal).map((c) => c.id)),
    offered: model.meals.flatMap((meal) => byMeal[meal].slice(0, LLM_CANDIDATES_PER_MEAL)),
  };
}
