/**
 * The planner's one door to the diet and allergen rules. The catalogue calls
 * `deriveLabels` once per recipe; swapping the provisional rules below for the real ones of
 * diet-rules.ts is the one line marked REAL RULES.
 */
import type { Allergen, RecipeDietLabel } from '../shared/options';
import type { Food, Recipe, Unit } from './catalogue-schema';

export interface NutritionPerServing {
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
  fiberG: number;
  sugarsG: number;
  sodiumMg: number;
}

export interface RecipeLabels {
  allergens: Allergen[];
  diets: RecipeDietLabel[];
  nutritionPerServing: NutritionPerServing;
}

export type ToGrams = (quantity: number, unit: Unit, food: Food) => number | null;

export type DeriveRecipeLabels = (
  recipe: Recipe,
  foodsById: ReadonlyMap<string, Food>,
  toGrams: ToGrams,
) => RecipeLabels;

/**
 * Provisional rules, conservative on purpose (when unsure a diet is refused), used until
 * diet-rules.ts lands. Thresholds per serving.
 */
const provisionalDeriveLabels: DeriveRecipeLabels = (recipe, foodsById, toGrams) => {
  const allergens = new Set<Allergen>();
  const animal = new Set<string>();
  let gluten = false;
  let grain = false;
  let legume = false;
  let addedSugar = false;
  let alcohol = false;
  let processedMeat = false;
  const n: NutritionPerServing = {
    kcal: 0,
    proteinG: 0,
    fatG: 0,
    carbsG: 0,
    fiberG: 0,
    sugarsG: 0,
    sodiumMg: 0,
  };
  for (const ing of recipe.ingredients) {
    const food = foodsById.get(ing.foodId);
    if (!food) continue;
    for (const a of food.allergens) allergens.add(a);
    for (const a of food.animal) animal.add(a);
    gluten ||= food.gluten;
    grain ||= food.grain;
    legume ||= food.legume;
    addedSugar ||= food.addedSugar;
    alcohol ||= food.alcohol;
    processedMeat ||= food.processedMeat;
    const grams = toGrams(ing.quantity, ing.unit, food) ?? 0;
    const share = grams / 100 / recipe.servings;
    const p = food.nutrition.per100g;
    n.kcal += p.kcal * share;
    n.proteinG += p.proteinG * share;
    n.fatG += p.fatG * share;
    n.carbsG += p.carbsG * share;
    n.fiberG += p.fiberG * share;
    n.sugarsG += p.sugarsG * share;
    n.sodiumMg += p.sodiumMg * share;
  }
  const has = (...kinds: string[]): boolean => kinds.some((k) => animal.has(k));
  const meat = has('meat', 'poultry', 'pork', 'fish', 'shellfish', 'gelatin');
  const dairy = has('dairy');
  const netCarbs = Math.max(0, n.carbsG - n.fiberG);
  const diets: RecipeDietLabel[] = [];
  if (!meat) diets.push('vegetarian');
  if (!meat && !has('dairy', 'egg', 'honey')) diets.push('vegan');
  if (!gluten) diets.push('glutenFree');
  if (!dairy) diets.push('dairyFree');
  if (netCarbs <= 15 && !grain && !addedSugar && !legume) diets.push('keto');
  if (!grain && !legume && !dairy && !addedSugar && !processedMeat) diets.push('paleo');
  if (netCarbs <= 30) diets.push('lowCarb');
  if (!processedMeat) diets.push('mediterranean');
  if (!has('pork', 'gelatin') && !alcohol) diets.push('halal');
  if (!has('pork', 'shellfish', 'gelatin') && !(dairy && has('meat', 'poultry')))
    diets.push('kosher');
  if (!has('meat', 'poultry', 'pork', 'gelatin')) diets.push('pescatarian');
  if (!grain && !legume && !dairy && !addedSugar && !alcohol && !processedMeat)
    diets.push('whole30');
  if (n.sodiumMg <= 600) diets.push('lowSodium');
  if (n.sugarsG <= 10) diets.push('lowSugar');
  return { allergens: [...allergens], diets, nutritionPerServing: n };
};

// REAL RULES: replace with `export { deriveRecipeLabels as deriveLabels } from './diet-rules';`
export const deriveLabels: DeriveRecipeLabels = provisionalDeriveLabels;
