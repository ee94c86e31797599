/**
 * The planner's one door to the diet and allergen rules (diet-rules.ts, owned by the food
 * knowledge). The catalogue calls `deriveLabels` once per recipe; tests may pass their own.
 */
import type { Allergen, RecipeDietLabel } from '../shared/options';
import type { Food, Recipe } from './catalogue-schema';
import { deriveRecipeLabels, type NutritionPerServing, type ToGrams } from './diet-rules';

export type { NutritionPerServing, ToGrams };

export interface RecipeLabels {
  allergens: Allergen[];
  diets: RecipeDietLabel[];
  nutritionPerServing: NutritionPerServing;
}

export type DeriveRecipeLabels = (
  recipe: Recipe,
  foodsById: ReadonlyMap<string, Food>,
  toGrams: ToGrams,
) => RecipeLabels;

export const deriveLabels: DeriveRecipeLabels = deriveRecipeLabels;
