/**
 * The planner's input for a stored plan: what the person chose for this plan (its saved
 * settings) with their tastes and pantry as they are now. Allergies are the union of the
 * saved and the current ones, so a retry never ignores an allergy added since.
 */
import { planInputSchema, type PlanInput } from '../../planner/plan-input';
import {
  ALLERGENS,
  BUDGET_PREFERENCES,
  CUISINES,
  DIETARY_RESTRICTIONS,
  DISH_TYPES_BY_MEAL,
  STORES,
} from '../../shared/options';
import { DEFAULT_ENERGY_TARGET_KCAL } from '../../shared/energy';
import type { PantryStock } from '../../shared/pantry-stock';
import type { PantryResponse } from '../../shared/preferences';
import { planPinsSchema } from '../../shared/recipe-memory';
import type { loadPreferences } from '../preferences/preferences-routes';
import { settingsMeals, type MealPlanRow } from './plan-view';

type Preferences = Awaited<ReturnType<typeof loadPreferences>>;

/** The saved settings cannot make a plan: the person should create a new one. */
export class PlanSettingsError extends Error {}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function only<T extends string>(values: readonly string[], allowed: readonly T[]): T[] {
  return [...new Set(values.filter((v): v is T => (allowed as readonly string[]).includes(v)))];
}

export function plannerInputFor(
  /** A stored plan, or the choices of a plan not made yet (the Budget step's quote). */
  row: Pick<MealPlanRow, 'settings' | 'duration' | 'servingsPerMeal' | 'budgetCents'>,
  prefs: Preferences,
  pantry: PantryResponse,
  /** Grams held per food (the pantry with quantities), used before buying. */
  pantryStock: PantryStock = [],
  /** The plan's first day: pantry food dated before the plan ends is used first. */
  startDate: string = new Date().toISOString().slice(0, 10),
): PlanInput {
  const s = row.settings;
  const pantryItems = (s.pantryItems ?? {}) as Record<string, unknown>;
  const parsed = planInputSchema.safeParse({
    meals: settingsMeals(s),
    days: row.duration,
    servings: row.servingsPerMeal,
    energyTargetKcal: prefs?.energyTargetKcal ?? DEFAULT_ENERGY_TARGET_KCAL,
    budgetCents: row.budgetCents,
    budgetPreference: only(strings([s.budgetPreference]), BUDGET_PREFERENCES)[0] ?? 'balanced',
    // The person's cooking-time choice sets each meal's time limit (the planner reads anything
    // but 'under-30', '30-60' and 'over-60' as '30-60').
    cookingTime: prefs?.preferences?.cookingTime,
    store: only(strings([s.store]), STORES)[0] ?? 'walmart',
    cuisines: only(prefs?.cuisinePreferences ?? [], CUISINES),
    dishTypes: {
      breakfast: only(prefs?.breakfastPreferences ?? [], DISH_TYPES_BY_MEAL.breakfast),
      lunch: only(prefs?.lunchPreferences ?? [], DISH_TYPES_BY_MEAL.lunch),
      dinner: only(prefs?.dinnerPreferences ?? [], DISH_TYPES_BY_MEAL.dinner),
    },
    diets: only(
      Array.isArray(s.dietaryRestrictions)
        ? strings(s.dietaryRestrictions)
        : (prefs?.dietaryRestrictions ?? []),
      DIETARY_RESTRICTIONS,
    ),
    allergies: only([...strings(s.allergies), ...(prefs?.allergies ?? [])], ALLERGENS),
    customAllergies: [
      ...new Set(
        [...strings(s.customAllergies), ...(prefs?.customAllergies ?? [])]
          .map((a) => a.trim().toLowerCase())
          .filter((a) => a.length > 0),
      ),
    ],
    pantryStock,
    startDate,
    // Pins and locks saved with the plan (issue 32); unreadable ones are dropped, not guessed.
    pins: planPinsSchema.catch([]).parse(s.pins ?? []),
    pantry: [
      ...new Set([
        ...pantry.items.spices,
        ...pantry.items.baking,
        ...pantry.items.condiments,
        ...strings(pantryItems.spices),
        ...strings(pantryItems.baking),
        ...strings(pantryItems.condiments),
      ]),
    ],
  });
  if (!parsed.success) {
    throw new PlanSettingsError(
      "This meal plan's saved settings could not be read. Please create a new meal plan.",
    );
  }
  return parsed.data;
}
