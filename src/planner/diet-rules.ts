/**
 * Diet and allergen rules: derive from a recipe's ingredients which allergens it contains,
 * which diets it satisfies and its nutrition per serving. Labels are always derived, never
 * typed into recipe data, so a recipe can never claim a diet its ingredients break.
 * Definitions and thresholds: docs/decisions/0003-diet-and-allergen-rules.md.
 *
 * Pure: no IO. Conservative: when a fact is unknown (an unknown food id, a quantity that does
 * not convert to grams) the diets that depend on it are refused, never granted.
 */
import {
  ALLERGENS,
  RECIPE_DIET_LABELS,
  type Allergen,
  type RecipeDietLabel,
} from '../shared/options';
import type { ANIMAL_ORIGINS, Food, Recipe, Unit } from './catalogue-schema';

type AnimalOrigin = (typeof ANIMAL_ORIGINS)[number];

export interface NutritionPerServing {
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
  fiberG: number;
  sugarsG: number;
  sodiumMg: number;
}

export interface DerivedRecipeLabels {
  /** Union of the ingredients' allergens, in the order of ALLERGENS. */
  allergens: Allergen[];
  /** Satisfied diets, in the order of RECIPE_DIET_LABELS. */
  diets: RecipeDietLabel[];
  nutritionPerServing: NutritionPerServing;
  /** Why facts are missing (unknown food, unit without a weight); empty when complete. */
  problems: string[];
}

export type ToGrams = (quantity: number, unit: Unit, food: Food) => number | null;

/** Per-serving limits of the threshold diets (see the decision record for the reasons). */
export const DIET_THRESHOLDS = {
  /** Keto: net carbohydrate (carbohydrate minus fibre) at most this per serving... */
  ketoMaxNetCarbsG: 10,
  /** ...and at least this share of the serving's energy from fat (9 kcal per gram). */
  ketoMinFatEnergyShare: 0.55,
  lowCarbMaxNetCarbsG: 20,
  /** FDA's sodium limit for a "healthy" individual food (21 CFR 101.65). */
  lowSodiumMaxMg: 480,
  lowSugarMaxSugarsG: 10,
  /** Sugars contributed by added-sugar ingredients (honey, sugar, ketchup...). */
  mediterraneanMaxAddedSugarsG: 10,
} as const;

const RED_MEAT: readonly AnimalOrigin[] = ['meat', 'pork'];
const LAND_MEAT: readonly AnimalOrigin[] = ['meat', 'poultry', 'pork'];
const FLESH: readonly AnimalOrigin[] = ['meat', 'poultry', 'pork', 'fish', 'shellfish', 'gelatin'];

const round1 = (n: number) => Math.round(n * 10) / 10;

/** "drained", "drained and rinsed", "rinsed and drained": the brine is poured away. */
const DRAINED_NOTE = /\b(drained|rinsed)\b/i;

/**
 * A food's values per 100 g as the line uses it: a drained can counts what stays with the
 * solids (SR28's drained rows, or the data's stated estimate), not the brine poured away.
 */
export function nutritionAsUsed(food: Food, note: string | undefined) {
  const drained = food.nutrition.drained;
  return drained && note !== undefined && DRAINED_NOTE.test(note)
    ? drained.per100g
    : food.nutrition.per100g;
}

export function deriveRecipeLabels(
  recipe: Recipe,
  foodsById: ReadonlyMap<string, Food>,
  toGrams: ToGrams,
): DerivedRecipeLabels {
  const allergens = new Set<Allergen>();
  const animal = new Set<AnimalOrigin>();
  const problems: string[] = [];
  let unknownFood = false;
  let nutritionComplete = true;
  let gluten = false;
  let grain = false;
  let legume = false;
  let addedSugar = false;
  let alcohol = false;
  let processedMeat = false;
  const total: NutritionPerServing = {
    kcal: 0,
    proteinG: 0,
    fatG: 0,
    carbsG: 0,
    fiberG: 0,
    sugarsG: 0,
    sodiumMg: 0,
  };
  let addedSugarsG = 0;

  for (const ingredient of recipe.ingredients) {
    const food = foodsById.get(ingredient.foodId);
    if (!food) {
      unknownFood = true;
      problems.push(`unknown food ${ingredient.foodId}`);
      continue;
    }
    for (const a of food.allergens) allergens.add(a);
    for (const a of food.animal) animal.add(a);
    gluten ||= food.gluten;
    grain ||= food.grain;
    legume ||= food.legume;
    addedSugar ||= food.addedSugar;
    alcohol ||= food.alcohol;
    processedMeat ||= food.processedMeat;

    const grams = toGrams(ingredient.quantity, ingredient.unit, food);
    if (grams === null) {
      nutritionComplete = false;
      problems.push(`${ingredient.quantity} ${ingredient.unit} of ${food.id} has no weight`);
      continue;
    }
    const share = grams / 100;
    const p = nutritionAsUsed(food, ingredient.note);
    total.kcal += p.kcal * share;
    total.proteinG += p.proteinG * share;
    total.fatG += p.fatG * share;
    total.carbsG += p.carbsG * share;
    total.fiberG += p.fiberG * share;
    total.sugarsG += p.sugarsG * share;
    total.sodiumMg += p.sodiumMg * share;
    if (food.addedSugar) addedSugarsG += p.sugarsG * share;
  }

  const servings = recipe.servings;
  const perServing: NutritionPerServing = {
    kcal: total.kcal / servings,
    proteinG: total.proteinG / servings,
    fatG: total.fatG / servings,
    carbsG: total.carbsG / servings,
    fiberG: total.fiberG / servings,
    sugarsG: total.sugarsG / servings,
    sodiumMg: total.sodiumMg / servings,
  };
  const netCarbsG = Math.max(0, perServing.carbsG - perServing.fiberG);
  const fatShare = perServing.kcal > 0 ? (9 * perServing.fatG) / perServing.kcal : 0;
  const has = (kinds: readonly AnimalOrigin[]) => kinds.some((k) => animal.has(k));
  const dairy = animal.has('dairy') || allergens.has('milk');
  const t = DIET_THRESHOLDS;

  const satisfied: Record<RecipeDietLabel, boolean> = {
    vegetarian: !has(FLESH),
    vegan: !has(FLESH) && !has(['dairy', 'egg', 'honey']) && !allergens.has('milk'),
    glutenFree: !gluten,
    dairyFree: !dairy,
    keto:
      nutritionComplete &&
      !grain &&
      !addedSugar &&
      netCarbsG <= t.ketoMaxNetCarbsG &&
      fatShare >= t.ketoMinFatEnergyShare,
    paleo: !grain && !legume && !dairy && !addedSugar && !processedMeat,
    lowCarb: nutritionComplete && netCarbsG <= t.lowCarbMaxNetCarbsG,
    mediterranean:
      nutritionComplete &&
      !processedMeat &&
      !has(RED_MEAT) &&
      addedSugarsG / servings <= t.mediterraneanMaxAddedSugarsG,
    halal: !has(['pork', 'gelatin']) && !alcohol,
    kosher:
      !has(['pork', 'shellfish', 'gelatin']) &&
      // Meat or poultry is never cooked with dairy, nor with fish.
      !(has(LAND_MEAT) && (dairy || animal.has('fish'))),
    pescatarian: !has(['meat', 'poultry', 'pork', 'gelatin']),
    whole30: !grain && !legume && !dairy && !addedSugar && !alcohol && !processedMeat,
    lowSodium: nutritionComplete && perServing.sodiumMg <= t.lowSodiumMaxMg,
    lowSugar: nutritionComplete && perServing.sugarsG <= t.lowSugarMaxSugarsG,
  };

  return {
    allergens: ALLERGENS.filter((a) => allergens.has(a)),
    // An unknown food could be anything: no diet can be promised.
    diets: unknownFood ? [] : RECIPE_DIET_LABELS.filter((d) => satisfied[d]),
    nutritionPerServing: {
      kcal: Math.round(perServing.kcal),
      proteinG: round1(perServing.proteinG),
      fatG: round1(perServing.fatG),
      carbsG: round1(perServing.carbsG),
      fiberG: round1(perServing.fiberG),
      sugarsG: round1(perServing.sugarsG),
      sodiumMg: Math.round(perServing.sodiumMg),
    },
    problems,
  };
}
