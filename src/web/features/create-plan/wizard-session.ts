/**
 * The create-plan wizard's choices kept for the browser session (issue 14): a reload, or
 * leaving with Back and coming again, finds the same choices. Session storage only, so
 * nothing outlives the tab; keyed by person, so a second account in the tab starts afresh.
 */
import { z } from 'zod';
import { BUDGET_PREFERENCES, MEALS, STORES } from '../../../shared/options';
import { pantryItemsSchema } from '../../../shared/plan-form';
import { FREE_DURATION, FREE_SERVINGS, WIZARD_STEPS, type WizardForm } from './wizard-form';
import { OWN_RECIPES_MODES } from '../../../shared/my-recipes';

const STORAGE_KEY = 'create-plan-wizard';

const storedSchema = z.object({
  userId: z.string(),
  form: z.object({
    meals: z.array(z.enum(MEALS)),
    store: z.enum(STORES),
    zip: z.string().max(10).default(''),
    budget: z.string().max(40),
    budgetPreference: z.enum(BUDGET_PREFERENCES),
    duration: z.string().max(4),
    servingsPerMeal: z.string().max(4),
    pantryItems: pantryItemsSchema,
    useNewGeneration: z.boolean(),
    ownRecipes: z.enum(OWN_RECIPES_MODES).default('mixed'),
  }),
});

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off; the wizard then simply starts afresh.
    return null;
  }
}

/** The choices this person made earlier in this tab, or null. */
export function restoreWizardForm(userId: string, subscribed: boolean): WizardForm | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success || parsed.data.userId !== userId) return null;
  const form = parsed.data.form;
  return {
    ...form,
    // A plan made free is 1 day for 2 whatever was chosen as Pro before.
    duration: subscribed ? form.duration : FREE_DURATION,
    servingsPerMeal: subscribed ? form.servingsPerMeal : FREE_SERVINGS,
    // Spec section 3: updatePantry is reset to No on entry.
    updatePantry: 'No',
  };
}

export function saveWizardForm(userId: string, form: WizardForm): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ userId, form }));
  } catch {
    // A full or disabled storage only costs the convenience.
  }
}

/** Once a plan is created the choices are spent: the next plan starts from the defaults. */
export function clearWizardForm(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The step a history entry carries (see CreatePlanRoute): 0 unless a valid step is stored. */
export function stepFromHistoryState(state: unknown): number {
  const step =
    typeof state === 'object' && state !== null ? (state as { step?: unknown }).step : undefined;
  return typeof step === 'number' &&
    Number.isInteger(step) &&
    step >= 0 &&
    step < WIZARD_STEPS.length
    ? step
    : 0;
}
