/**
 * Swapping one meal of a completed plan with the planner's swapMeal (issue 4).
 * INTERIM: returns undefined (the route answers 501) until the planner exports swapMeal.
 */
import type { SessionUser } from '../auth/require-user';
import type { MealPlanDetail } from '../../shared/meal-plan';
import type { Meal } from '../../shared/options';
import type { CatalogueSource } from './catalogue-source';
import type { PlansService } from './plans-service';

export function swapMealOf(_deps: {
  service: PlansService;
  catalogue: CatalogueSource;
}):
  | ((user: SessionUser, id: string, day: number, meal: Meal) => Promise<MealPlanDetail>)
  | undefined {
  return undefined;
}
