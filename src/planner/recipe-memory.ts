/**
 * What the planner remembers of a person (issue 32): recipes they never want again, recipes
 * they loved or made favourites, recipes from their plans of the last two weeks, and recipes
 * they pinned to a day and meal (or to "this week"). All of it arrives in the plan input;
 * this module turns it into the model's terms: recipes left out of the candidates, a taste
 * credit or charge per candidate, and slots the search keeps fixed
 * (docs/decisions/0023-ratings-pins-and-locks.md).
 */
import {
  ALLERGEN_LABELS,
  DIETARY_LABELS,
  MEAL_LABELS,
  type Meal,
  type RecipeDietLabel,
} from '../shared/options';
import { allergenBit, dietBit, type PlannerCatalogue } from './catalogue';
import {
  allergensNamedBy,
  allergyMeansGluten,
  containsWords,
  normaliseWords,
} from './custom-allergies';
import type { PlanInput } from './plan-input';
import type { PreferenceWeights } from './plan-model';

/** A pin as the input gives it: a recipe on a day and meal, or anywhere in the plan. */
export type RecipePin = PlanInput['pins'][number];

/** A pin the planner refuses (a rule it breaks, a slot the plan does not have). */
export class PinRefusedError extends Error {
  override name = 'PinRefusedError';
}

/**
 * The taste credit of a loved or favourite recipe, in cents a serving: half a taste miss of
 * the person's budget preference, so a loved dish outside their cuisines still loses to a
 * match, while among equals it wins over a few dollars of price difference.
 */
export function lovedCreditCents(weights: PreferenceWeights): number {
  return weights.cuisineMiss / 2;
}

/**
 * The charge on a recipe from the last two weeks' plans, in cents a serving: a whole taste
 * miss, so consecutive weeks differ wherever the library has another fitting dish, and a
 * recent dish comes back only when nothing else fits the rules or the budget.
 */
export function recentChargeCents(weights: PreferenceWeights): number {
  return weights.cuisineMiss + weights.dishMiss;
}

export interface RecipeMemory {
  /** Per catalogue recipe index, 1 when the person never wants it again. */
  never: Uint8Array;
  /**
   * Per catalogue recipe index, the credit (negative) or charge per serving, cents; all zero
   * without marks. Built once per plan model, so pricing a meal reads one number.
   */
  charges: Float64Array;
}

export function recipeMemory(
  catalogue: PlannerCatalogue,
  input: PlanInput,
  weights: PreferenceWeights,
): RecipeMemory {
  const n = catalogue.recipes.length;
  const flags = (ids: readonly string[]) => {
    const out = new Uint8Array(n);
    for (const id of ids) {
      const ri = catalogue.recipeIndexById.get(id);
      if (ri !== undefined) out[ri] = 1;
    }
    return out;
  };
  const never = flags(input.neverRecipeIds);
  const charges = new Float64Array(n);
  // Recent first, loved over it: a loved recipe from last week is not charged.
  const recentCharge = recentChargeCents(weights);
  for (const id of input.recentRecipeIds) {
    const ri = catalogue.recipeIndexById.get(id);
    if (ri !== undefined) charges[ri] = recentCharge;
  }
  const credit = lovedCreditCents(weights);
  for (const id of input.lovedRecipeIds) {
    const ri = catalogue.recipeIndexById.get(id);
    if (ri !== undefined) charges[ri] = -credit;
  }
  return { never, charges };
}

/**
 * Why a recipe may not be pinned for this person, or null when it may: the recipe is unknown,
 * is not a meal of the plan, contains an allergen or custom allergy, misses a chosen diet, or
 * needs a food no store sells (and the pantry does not hold). The same rules as the model's
 * candidate filter (plan-model.ts); this one says which rule, in words.
 */
export function pinRefusal(
  catalogue: PlannerCatalogue,
  input: PlanInput,
  pin: RecipePin,
): string | null {
  const ri = catalogue.recipeIndexById.get(pin.recipeId);
  if (ri === undefined) return `There is no recipe "${pin.recipeId}" in the library.`;
  const cr = catalogue.recipes[ri]!;
  const title = `"${cr.recipe.title}"`;
  const meal = cr.recipe.meal;
  const label = MEAL_LABELS[meal].toLowerCase();
  if (pin.meal !== undefined && pin.meal !== meal) {
    return `${title} is a ${label} recipe; it cannot be pinned to ${MEAL_LABELS[pin.meal].toLowerCase()}.`;
  }
  if (!input.meals.includes(meal)) {
    return `${title} is a ${label} recipe and this plan has no ${label}.`;
  }
  if (pin.day !== undefined && pin.day > input.days) {
    return `${title} is pinned to day ${pin.day}, but the plan has ${input.days} day${input.days === 1 ? '' : 's'}.`;
  }
  if (input.neverRecipeIds.includes(pin.recipeId)) {
    return `${title} is on your never-again list; undo that in Settings to pin it.`;
  }
  const allergens = cr.labels.allergens.filter((a) => input.allergies.includes(a));
  if (allergens.length > 0) {
    return `${title} contains ${allergens.map((a) => ALLERGEN_LABELS[a].toLowerCase()).join(', ')}, which you are allergic to.`;
  }
  const custom = customAllergyHit(catalogue, input, cr.foods);
  if (custom) return `${title} contains ${custom}, which you are allergic to.`;
  const missing = input.diets.filter(
    (d) => d !== 'organic' && (cr.dietMask & dietBit(d as RecipeDietLabel)) === 0,
  );
  if (missing.length > 0) {
    return `${title} is not ${missing.map((d) => DIETARY_LABELS[d]).join(' or ')}, and you chose ${missing.length === 1 ? 'that diet' : 'those diets'}.`;
  }
  const pantry = new Set(input.pantry);
  if (cr.unbuyableFoods.some((fi) => !pantry.has(catalogue.foods[fi]!.id))) {
    return `${title} needs an ingredient no store product sells.`;
  }
  return null;
}

/** The first custom allergy (in the person's words) one of the foods matches, or null. */
function customAllergyHit(
  catalogue: PlannerCatalogue,
  input: PlanInput,
  foods: ArrayLike<number>,
): string | null {
  for (const text of input.customAllergies) {
    const words = normaliseWords(text);
    if (words.length === 0) continue;
    let mask = 0;
    for (const a of allergensNamedBy(text)) mask |= allergenBit(a);
    const gluten = allergyMeansGluten(text);
    for (let k = 0; k < foods.length; k++) {
      const fi = foods[k]!;
      const food = catalogue.foods[fi]!;
      const names = catalogue.foodNames[fi] as string[][];
      if (
        food.allergens.some((a) => (mask & allergenBit(a)) !== 0) ||
        (gluten && food.gluten) ||
        names.some((n) => containsWords(n, words))
      ) {
        return text.trim().toLowerCase();
      }
    }
  }
  return null;
}

/**
 * Every pin placed in a slot (index into the model's slots: (day - 1) x meals + meal index):
 * day-and-meal pins where they say, then "this week" pins in the first free slot of their
 * meal that keeps the variety window (days 1, 2, 3... in order). Throws PinRefusedError with
 * the reason for a pin that breaks a rule (`fits` is the model's own filter) or has no room.
 */
export function placePins(
  catalogue: PlannerCatalogue,
  input: PlanInput,
  fits: (meal: Meal, recipe: number) => boolean,
  window: (meal: Meal) => number,
): Map<number, number> {
  const M = input.meals.length;
  const placed = new Map<number, number>();
  const ordered = [
    ...input.pins.filter((p) => p.day !== undefined),
    ...input.pins.filter((p) => p.day === undefined),
  ];
  for (const pin of ordered) {
    const refusal = pinRefusal(catalogue, input, pin);
    if (refusal) throw new PinRefusedError(refusal);
    const ri = catalogue.recipeIndexById.get(pin.recipeId)!;
    const cr = catalogue.recipes[ri]!;
    const meal = cr.recipe.meal;
    if (!fits(meal, ri)) {
      throw new PinRefusedError(`"${cr.recipe.title}" does not fit your choices for this plan.`);
    }
    const mi = input.meals.indexOf(meal);
    const w = window(meal);
    const clash = (day: number) => {
      for (let d = Math.max(1, day - w + 1); d <= Math.min(input.days, day + w - 1); d++) {
        if (d !== day && placed.get((d - 1) * M + mi) === ri) return true;
      }
      return false;
    };
    if (pin.day !== undefined) {
      const slot = (pin.day - 1) * M + mi;
      const other = placed.get(slot);
      if (other !== undefined && other !== ri) {
        throw new PinRefusedError(
          `Two recipes are pinned to ${MEAL_LABELS[meal].toLowerCase()} on day ${pin.day}; keep one.`,
        );
      }
      placed.set(slot, ri);
      continue;
    }
    let day = 1;
    while (day <= input.days && (placed.has((day - 1) * M + mi) || clash(day))) day++;
    if (day > input.days) {
      throw new PinRefusedError(
        `There is no ${MEAL_LABELS[meal].toLowerCase()} left in the plan for "${cr.recipe.title}".`,
      );
    }
    placed.set((day - 1) * M + mi, ri);
  }
  return placed;
}

/** Whether the pins fit together and keep every rule; the reason when not. */
export function pinsRefusal(catalogue: PlannerCatalogue, input: PlanInput): string | null {
  try {
    placePins(
      catalogue,
      input,
      () => true,
      () => 1,
    );
    return null;
  } catch (error) {
    if (error instanceof PinRefusedError) return error.message;
    throw error;
  }
}
