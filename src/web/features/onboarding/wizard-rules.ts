/**
 * The preference wizard's rules (spec sections 4 and 5, "Preference wizard") as pure
 * functions, so every limit and every step movement is tested without a browser.
 */
import {
  ALLERGENS,
  MEALS,
  PANTRY_CATEGORIES,
  type Allergen,
  type BreakfastDishType,
  type Cuisine,
  type DietaryRestriction,
  type DinnerDishType,
  type LunchDishType,
  type Meal,
  type PantryCategory,
} from '../../../shared/options';
import {
  customAllergyError,
  DEFAULT_COOKING_TIME,
  MAX_CUISINES,
  MAX_DISHES_PER_MEAL,
  PREFERENCE_MESSAGES,
  readCookingTime,
  type PreferencesInput,
  type PreferencesObject,
} from '../../../shared/preferences';
import type { StoredPreferences } from '../../lib/preferences-api';

export const WIZARD_STEPS = [
  'Cuisine Preferences',
  'Meal Preferences',
  'Dietary Restrictions',
  'Allergies',
  'Pantry',
] as const;
export type WizardStep = 0 | 1 | 2 | 3 | 4;
export const LAST_STEP: WizardStep = 4;

export interface WizardData {
  cuisinePreferences: Cuisine[];
  breakfastPreferences: BreakfastDishType[];
  lunchPreferences: LunchDishType[];
  dinnerPreferences: DinnerDishType[];
  dietaryRestrictions: DietaryRestriction[];
  allergies: Allergen[];
  customAllergies: string[];
  /**
   * Serving size and budget are carried through unchanged (spec section 3 defaults); the
   * cooking time is chosen on the meal step (issue 27).
   */
  preferences: PreferencesObject;
}

export const DEFAULT_PREFERENCE_OBJECT: PreferencesObject = {
  servingSize: 4,
  budget: 'medium',
  cookingTime: DEFAULT_COOKING_TIME,
};

export function emptyWizardData(): WizardData {
  return {
    cuisinePreferences: [],
    breakfastPreferences: [],
    lunchPreferences: [],
    dinnerPreferences: [],
    dietaryRestrictions: [],
    allergies: [],
    customAllergies: [],
    preferences: { ...DEFAULT_PREFERENCE_OBJECT },
  };
}

export function wizardDataFrom(stored: StoredPreferences): WizardData {
  if (!stored) return emptyWizardData();
  return {
    cuisinePreferences: [...stored.cuisinePreferences],
    breakfastPreferences: [...stored.breakfastPreferences],
    lunchPreferences: [...stored.lunchPreferences],
    dinnerPreferences: [...stored.dinnerPreferences],
    dietaryRestrictions: [...stored.dietaryRestrictions],
    allergies: stored.allergies.filter((a): a is Allergen =>
      (ALLERGENS as readonly string[]).includes(a),
    ),
    customAllergies: [...stored.customAllergies],
    preferences: {
      ...DEFAULT_PREFERENCE_OBJECT,
      ...stored.preferences,
      cookingTime: readCookingTime(stored.preferences.cookingTime),
    },
  };
}

export function toPreferencesInput(data: WizardData): PreferencesInput {
  return { ...data };
}

/** The answer of a toggle: the new list, and a message when the pick was refused. */
export interface ToggleResult<T> {
  list: T[];
  message?: string;
}

function toggle<T>(list: readonly T[], item: T, max: number, limitMessage: string) {
  if (list.includes(item)) return { list: list.filter((x) => x !== item) };
  // Further picks are ignored, with the limit message (spec section 5).
  if (list.length >= max) return { list: [...list], message: limitMessage };
  return { list: [...list, item] };
}

export function toggleCuisine(list: readonly Cuisine[], cuisine: Cuisine): ToggleResult<Cuisine> {
  return toggle(list, cuisine, MAX_CUISINES, PREFERENCE_MESSAGES.maxCuisines);
}

export function toggleDish<T extends string>(
  list: readonly T[],
  dish: T,
  meal: Meal,
): ToggleResult<T> {
  return toggle(list, dish, MAX_DISHES_PER_MEAL, PREFERENCE_MESSAGES.maxDishes(meal));
}

/** Vegan and keto exclude each other; picking one while the other is chosen is ignored. */
export function toggleDiet(
  list: readonly DietaryRestriction[],
  diet: DietaryRestriction,
): ToggleResult<DietaryRestriction> {
  if (list.includes(diet)) return { list: list.filter((x) => x !== diet) };
  if (diet === 'vegan' && list.includes('keto')) {
    return { list: [...list], message: PREFERENCE_MESSAGES.veganKeto };
  }
  if (diet === 'keto' && list.includes('vegan')) {
    return { list: [...list], message: PREFERENCE_MESSAGES.ketoVegan };
  }
  return { list: [...list, diet] };
}

export function toggleAllergy(list: readonly Allergen[], allergy: Allergen): Allergen[] {
  return list.includes(allergy) ? list.filter((x) => x !== allergy) : [...list, allergy];
}

/** Adds a custom allergy (trimmed, lower-cased), or says why it cannot be added. */
export function addCustomAllergy(
  list: readonly string[],
  entry: string,
): { list: string[]; error?: string } {
  const error = customAllergyError(entry, list);
  if (error) return { list: [...list], error };
  return { list: [...list, entry.trim().toLowerCase()] };
}

/** Where the wizard stands: the step, and the open tab of the two steps that have tabs. */
export interface WizardPosition {
  step: WizardStep;
  meal: Meal;
  pantry: PantryCategory;
}

export function startPosition(step: WizardStep = 0): WizardPosition {
  return { step, meal: 'breakfast', pantry: 'spices' };
}

export function mealListOf(data: WizardData, meal: Meal): readonly string[] {
  if (meal === 'breakfast') return data.breakfastPreferences;
  if (meal === 'lunch') return data.lunchPreferences;
  return data.dinnerPreferences;
}

/** "Finish" on the condiments tab; "Next Step" everywhere before it (spec section 2). */
export function forwardLabel(position: WizardPosition): 'Next Step' | 'Finish' {
  return position.step === LAST_STEP && position.pantry === 'condiments' ? 'Finish' : 'Next Step';
}

export type ForwardResult =
  | { kind: 'move'; position: WizardPosition }
  | { kind: 'blocked'; message: string; position?: WizardPosition }
  | { kind: 'save' };

export const MEAL_REQUIRED_MESSAGE = (meal: Meal) =>
  `Select at least one ${meal} option to continue`;

function next<T>(list: readonly T[], current: T): T | undefined {
  return list[list.indexOf(current) + 1];
}

function previous<T>(list: readonly T[], current: T): T | undefined {
  const index = list.indexOf(current);
  return index > 0 ? list[index - 1] : undefined;
}

/** The forward button: one tab or step on, blocked while the current one is incomplete. */
export function forward(position: WizardPosition, data: WizardData): ForwardResult {
  switch (position.step) {
    case 0:
      if (data.cuisinePreferences.length === 0) {
        return { kind: 'blocked', message: PREFERENCE_MESSAGES.cuisineRequired };
      }
      return { kind: 'move', position: { ...position, step: 1, meal: 'breakfast' } };
    case 1: {
      if (mealListOf(data, position.meal).length === 0) {
        return { kind: 'blocked', message: MEAL_REQUIRED_MESSAGE(position.meal) };
      }
      const nextMeal = next(MEALS, position.meal);
      if (nextMeal) return { kind: 'move', position: { ...position, meal: nextMeal } };
      // Leaving dinner needs a pick for every meal; the first empty one is opened.
      const missing = MEALS.find((meal) => mealListOf(data, meal).length === 0);
      if (missing) {
        return {
          kind: 'blocked',
          message: MEAL_REQUIRED_MESSAGE(missing),
          position: { ...position, meal: missing },
        };
      }
      return { kind: 'move', position: { ...position, step: 2 } };
    }
    case 2:
      return { kind: 'move', position: { ...position, step: 3 } };
    case 3:
      return { kind: 'move', position: { ...position, step: 4, pantry: 'spices' } };
    case 4: {
      const nextTab = next(PANTRY_CATEGORIES, position.pantry);
      if (nextTab) return { kind: 'move', position: { ...position, pantry: nextTab } };
      return { kind: 'save' };
    }
  }
}

/** The Back button: one tab or step back; at the first tab of step 0 it leaves the wizard. */
export function back(position: WizardPosition): WizardPosition | 'exit' {
  switch (position.step) {
    case 0:
      return 'exit';
    case 1: {
      const meal = previous(MEALS, position.meal);
      if (meal) return { ...position, meal };
      return { ...position, step: 0 };
    }
    case 2:
      return { ...position, step: 1, meal: 'dinner' };
    case 3:
      return { ...position, step: 2 };
    case 4: {
      const tab = previous(PANTRY_CATEGORIES, position.pantry);
      if (tab) return { ...position, pantry: tab };
      return { ...position, step: 3 };
    }
  }
}

/** Whether the whole form may be saved now (edit mode's Save Changes); else the reason. */
export function saveBlocker(
  data: WizardData,
): { message: string; position: WizardPosition } | null {
  if (data.cuisinePreferences.length === 0) {
    return { message: PREFERENCE_MESSAGES.cuisineRequired, position: startPosition(0) };
  }
  const missing = MEALS.find((meal) => mealListOf(data, meal).length === 0);
  if (missing) {
    return {
      message: MEAL_REQUIRED_MESSAGE(missing),
      position: { ...startPosition(1), meal: missing },
    };
  }
  return null;
}
