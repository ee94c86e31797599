/**
 * The wizard's form state (spec section 3, "Wizard form data") and its step checks (spec
 * section 5, "Plan wizard step checks"), built on the shared schema and budget rules so the
 * browser refuses exactly what the server would.
 */
import {
  checkBudget,
  parseWholeNumber,
  type BudgetCheckResult,
} from '../../../shared/budget-rules';
import { MEALS, type Meal, type Store } from '../../../shared/options';
import {
  DEFAULT_PLAN_DAYS,
  DEFAULT_SERVINGS_PER_MEAL,
  type PantryItems,
  type PlanFormInput,
} from '../../../shared/plan-form';
import type { BudgetPreference } from '../../../shared/options';
import type { PlanQuoteRequest } from '../../../shared/plan-quote';
import { validateZip } from '../../../shared/store-choice';
import type { OwnRecipesMode } from '../../../shared/my-recipes';

export const KROGER_ZIP_MESSAGE = 'Please enter your ZIP code to find your nearest Kroger.';

export const WIZARD_STEPS = [
  { id: 'pantry', title: 'Pantry Update' },
  { id: 'meals', title: 'Meal Selection' },
  { id: 'store', title: 'Store Selection' },
  { id: 'budget', title: 'Budget' },
] as const;
export type WizardStepId = (typeof WIZARD_STEPS)[number]['id'];

/** Spec section 4: swiping counts only when offset x velocity exceeds 10000. */
export const SWIPE_THRESHOLD = 10_000;

/** Spec section 6: the free plan is forced to 1 day and 2 servings. */
export const FREE_DURATION = '1';
export const FREE_SERVINGS = '2';
/** Spec section 9: subscribers choose 1, 3, 5 or 7 days and 1 to 50 servings. */
export const PRO_DURATIONS = [1, 3, 5, 7] as const;
export const MAX_SERVINGS_OPTION = 50;

export interface WizardForm {
  meals: Meal[];
  store: Store;
  /** The ZIP code that finds the person's nearest store (issue 15); saved with the store. */
  zip: string;
  budget: string;
  budgetPreference: BudgetPreference;
  duration: string;
  servingsPerMeal: string;
  pantryItems: PantryItems;
  useNewGeneration: boolean;
  updatePantry: 'Yes' | 'No';
  /** "Your recipes": mixed in (default), only yours, not used (issue 30). */
  ownRecipes: OwnRecipesMode;
}

export function initialForm(subscribed: boolean): WizardForm {
  return {
    meals: [...MEALS],
    store: 'walmart',
    zip: '',
    budget: '',
    budgetPreference: 'balanced',
    duration: subscribed ? DEFAULT_PLAN_DAYS : FREE_DURATION,
    servingsPerMeal: subscribed ? DEFAULT_SERVINGS_PER_MEAL : FREE_SERVINGS,
    pantryItems: { spices: [], baking: [], condiments: [] },
    useNewGeneration: false,
    // Spec section 3: reset to No on entry.
    updatePantry: 'No',
    ownRecipes: 'mixed',
  };
}

/**
 * The Budget step's check; `cheapestPlanCents` is the quote for the current choices when it
 * has arrived, which raises the one minimum to the cheapest real plan (issue 29).
 */
export function budgetCheckOf(
  form: WizardForm,
  cheapestPlanCents?: number | null,
): BudgetCheckResult {
  return checkBudget(
    form.budget,
    {
      meals: form.meals,
      days: parseWholeNumber(form.duration, 1, 7) ?? 1,
      servings: parseWholeNumber(form.servingsPerMeal, 1, MAX_SERVINGS_OPTION) ?? 1,
      store: form.store,
    },
    cheapestPlanCents,
  );
}

/** The message that blocks moving forward from a step, or null when it may move on. */
export function stepBlocker(
  step: WizardStepId,
  form: WizardForm,
  cheapestPlanCents?: number | null,
): string | null {
  switch (step) {
    case 'pantry':
      return null;
    case 'meals':
      return form.meals.length > 0 ? null : 'Please select at least one meal';
    case 'store': {
      if (!form.store) return 'Please select a store';
      const zip = form.zip.trim();
      // Kroger prices and carts belong to one store location, found by the ZIP code.
      if (zip === '' && form.store === 'kroger') return KROGER_ZIP_MESSAGE;
      return zip === '' ? null : validateZip(zip);
    }
    case 'budget': {
      if (form.budget.trim() === '') return 'Please enter a budget amount';
      const check = budgetCheckOf(form, cheapestPlanCents);
      return check.valid ? null : (check.message ?? 'Please complete all required fields');
    }
  }
}

/** What is posted: the form data of spec section 3, in the shared schema's input shape. */
export function toRequest(form: WizardForm): PlanFormInput {
  return {
    meals: MEALS.filter((m) => form.meals.includes(m)),
    store: form.store,
    budget: form.budget.trim(),
    budgetPreference: form.budgetPreference,
    duration: form.duration,
    servingsPerMeal: form.servingsPerMeal,
    preferences: {},
    pantryItems: form.pantryItems,
    useNewGeneration: form.useNewGeneration,
    updatePantry: form.updatePantry,
    ownRecipes: form.ownRecipes,
  };
}

/** The choices the Budget step's quote depends on (everything that changes the price). */
export function toQuoteRequest(form: WizardForm): PlanQuoteRequest {
  return {
    meals: MEALS.filter((m) => form.meals.includes(m)),
    store: form.store,
    budgetPreference: form.budgetPreference,
    duration: form.duration,
    servingsPerMeal: form.servingsPerMeal,
    pantryItems: form.pantryItems,
  };
}
