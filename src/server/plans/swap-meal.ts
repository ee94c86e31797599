/**
 * Swapping one meal of a completed plan (the planner's swapMeal): the best alternative under
 * the same rules and the person's current tastes, the list priced again (at the store when
 * it has live prices), items the person removed kept removed.
 */
import { loadPriceContext } from '../prices/price-context';
import { pricedCatalogue } from '../../planner/priced-catalogue';
import { PlanInfeasibleError } from '../../planner/plan-model';
import { hashString } from '../../planner/random';
import {
  swapAlternatives,
  swapMeal,
  SwapMealError,
  type SwapAlternative,
} from '../../planner/swap-meal';
import type { MealPlanDetail } from '../../shared/meal-plan';
import type { Meal } from '../../shared/options';
import type { SessionUser } from '../auth/require-user';
import { HttpError } from '../http/errors';
import { loadPantry } from '../pantry/pantry-routes';
import { loadPantryStock } from '../pantry/pantry-stock';
import { loadPreferences } from '../preferences/preferences-routes';
import { repricePlan } from '../stores/store-pricing';
import type { StorePricingRegistry } from '../stores/store-registry';
import type { CatalogueSource } from './catalogue-source';
import { generatedPlanOf } from './plan-view';
import { plannerInputFor, PlanSettingsError } from './planner-input';
import { loadRecipeMemory } from '../recipes/recipe-memory-store';
import { NOT_READY_MESSAGE, type PlansService } from './plans-service';
import { withOwnRecipes } from '../recipe-import/plan-own-recipes';

export type SwapMeal = (
  user: SessionUser,
  id: string,
  day: number,
  meal: Meal,
  /** One of the alternatives swapOptions offered; the best one when left out. */
  recipeId?: string,
) => Promise<MealPlanDetail>;

/** Up to three dishes the person may swap one meal for, with cost change and energy. */
export type SwapOptions = (
  user: SessionUser,
  id: string,
  day: number,
  meal: Meal,
) => Promise<SwapAlternative[]>;

export function swapOptionsOf(deps: {
  service: PlansService;
  catalogue: CatalogueSource;
}): SwapOptions {
  return async (user, id, day, meal) => {
    const row = await deps.service.ownPlan(user, id);
    const plan = row.status === 'completed' ? generatedPlanOf(row) : null;
    if (!plan) throw new HttpError(409, 'NOT_READY', NOT_READY_MESSAGE);
    const [prefs, pantry, stock, reference, prices, memory] = await Promise.all([
      loadPreferences(deps.service.db, user.id),
      loadPantry(deps.service.db, user.id),
      loadPantryStock(deps.service.db, user.id),
      deps.catalogue(),
      loadPriceContext(deps.service.db, user.id),
      loadRecipeMemory(deps.service.db, user.id),
    ]);
    const catalogue = pricedCatalogue(reference, prices);
    try {
      // Never-again recipes are never offered (issue 32).
      const input = await withOwnRecipes(
        deps.service.db,
        user.id,
        { ...plannerInputFor(row, prefs, pantry, stock), neverRecipeIds: memory.neverRecipeIds },
        row.settings,
      );
      return swapAlternatives(plan, day, meal, catalogue, input);
    } catch (error) {
      if (error instanceof SwapMealError || error instanceof PlanSettingsError) {
        throw new HttpError(422, 'SWAP_NOT_POSSIBLE', error.message);
      }
      throw error;
    }
  };
}

export function swapMealOf(deps: {
  service: PlansService;
  catalogue: CatalogueSource;
  pricing: StorePricingRegistry;
}): SwapMeal {
  return async (user, id, day, meal, recipeId) => {
    const row = await deps.service.ownPlan(user, id);
    const plan = row.status === 'completed' ? generatedPlanOf(row) : null;
    if (!plan) throw new HttpError(409, 'NOT_READY', NOT_READY_MESSAGE);
    const [prefs, pantry, stock, reference, prices, memory] = await Promise.all([
      loadPreferences(deps.service.db, user.id),
      loadPantry(deps.service.db, user.id),
      loadPantryStock(deps.service.db, user.id),
      deps.catalogue(),
      loadPriceContext(deps.service.db, user.id),
      loadRecipeMemory(deps.service.db, user.id),
    ]);
    const catalogue = pricedCatalogue(reference, prices);
    const current = plan.recipes.find((r) => r.day === day && r.meal === meal);
    // Another seed for each swap of a slot: the next swap offers another alternative.
    const seed = hashString(`${row.id}:${day}:${meal}:${current?.recipeId ?? ''}`, plan.seed ?? 0);
    try {
      // Never-again recipes are never offered (issue 32).
      const input = await withOwnRecipes(
        deps.service.db,
        user.id,
        { ...plannerInputFor(row, prefs, pantry, stock), neverRecipeIds: memory.neverRecipeIds },
        row.settings,
      );
      const swapped = swapMeal(plan, day, meal, seed, catalogue, input, recipeId);
      const priced = await repricePlan(deps.pricing[input.store], swapped, { userId: user.id });
      return await deps.service.saveGeneratedPlan(row, priced.plan);
    } catch (error) {
      if (
        error instanceof SwapMealError ||
        error instanceof PlanInfeasibleError ||
        error instanceof PlanSettingsError
      ) {
        throw new HttpError(422, 'SWAP_NOT_POSSIBLE', error.message);
      }
      throw error;
    }
  };
}
