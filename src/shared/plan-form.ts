/**
 * The create-plan wizard's form data (spec section 3, "Wizard form data"). One schema that the
 * web validates before posting and the server validates again, so both refuse the same input
 * with the same words (the submit checks of spec section 5).
 */
import { z } from 'zod';
import {
  BUDGET_TOO_HIGH_MESSAGE,
  budgetIsTooHigh,
  MAX_PLAN_DAYS,
  MAX_SERVINGS,
  MINIMUM_BUDGET_PER_MEAL_SERVING,
  parseBudgetDollars,
  parseWholeNumber,
  SUBMIT_MESSAGES,
} from './budget-rules';
import { BUDGET_PREFERENCES, MEALS, PANTRY_CATEGORIES, STORES } from './options';
import { OWN_RECIPES_MODES } from './my-recipes';
import { planPinsSchema } from './recipe-memory';

/** The form shows "Breakfast"; the rest of the product stores "breakfast". Accept both. */
const mealSchema = z.string().trim().toLowerCase().pipe(z.enum(MEALS));
const storeSchema = z.string().trim().toLowerCase().pipe(z.enum(STORES));

/** Numbers arrive as text from inputs and selects, but a JSON client may send a number. */
const numericText = z.union([z.string(), z.number()]).transform((v) => String(v).trim());

export const pantryItemsSchema = z.object(
  Object.fromEntries(PANTRY_CATEGORIES.map((c) => [c, z.array(z.string()).default([])])) as Record<
    (typeof PANTRY_CATEGORIES)[number],
    z.ZodDefault<z.ZodArray<z.ZodString>>
  >,
);
export type PantryItems = z.infer<typeof pantryItemsSchema>;

export const DEFAULT_PLAN_DAYS = '7';
export const DEFAULT_SERVINGS_PER_MEAL = '2';

/** The form's fields; the quote on the Budget step (plan-quote.ts) reads the same ones. */
export const planFormFields = z.object({
  meals: z
    .array(mealSchema)
    .min(1, SUBMIT_MESSAGES.meals)
    .default([...MEALS]),
  store: storeSchema.default('walmart'),
  /** Dollars as typed, e.g. "120" or "85.50". */
  budget: numericText
    .refine((v) => parseBudgetDollars(v) !== null, SUBMIT_MESSAGES.budget)
    .refine((v) => !budgetIsTooHigh(parseBudgetDollars(v) ?? 0), BUDGET_TOO_HIGH_MESSAGE),
  budgetPreference: z.enum(BUDGET_PREFERENCES).default('balanced'),
  /** Days, as the select's value. */
  duration: numericText
    .refine((v) => parseWholeNumber(v, 1, MAX_PLAN_DAYS) !== null, SUBMIT_MESSAGES.duration)
    .default(DEFAULT_PLAN_DAYS),
  servingsPerMeal: numericText
    .refine((v) => parseWholeNumber(v, 1, MAX_SERVINGS) !== null, SUBMIT_MESSAGES.servings)
    .default(DEFAULT_SERVINGS_PER_MEAL),
  preferences: z.record(z.string(), z.unknown()).default({}),
  pantryItems: pantryItemsSchema.default({ spices: [], baking: [], condiments: [] }),
  /** true: the step-based "New Method (Beta)"; false: "Testing: Classic Method". */
  useNewGeneration: z.boolean().default(false),
  updatePantry: z.enum(['Yes', 'No']).default('No'),
  /** "Your recipes": mixed in with the library (default), only yours, or not used (issue 30). */
  ownRecipes: z.enum(OWN_RECIPES_MODES).default('mixed'),
  /**
   * Recipes pinned into the plan (issue 32); absent: the person's saved pins ("Pin to my
   * next plan"). A pin that breaks a diet or allergy is refused with the reason.
   */
  pins: planPinsSchema.optional(),
});

export const planFormSchema = planFormFields.superRefine((form, ctx) => {
  const budget = parseBudgetDollars(form.budget);
  const days = parseWholeNumber(form.duration, 1, MAX_PLAN_DAYS);
  const servings = parseWholeNumber(form.servingsPerMeal, 1, MAX_SERVINGS);
  if (budget === null || days === null || servings === null || form.meals.length === 0) return;
  if (budget / (days * servings * form.meals.length) < MINIMUM_BUDGET_PER_MEAL_SERVING) {
    ctx.addIssue({ code: 'custom', path: ['budget'], message: SUBMIT_MESSAGES.perMealServing });
  }
});

/** What the wizard holds and posts. */
export type PlanFormInput = z.input<typeof planFormSchema>;
/** The form after validation: meals and store lower-cased, defaults filled in. */
export type PlanForm = z.infer<typeof planFormSchema>;

/** The submit error text of spec section 5: every message, joined with ". ". */
export function planFormErrorMessage(error: z.ZodError): string {
  return [...new Set(error.issues.map((i) => i.message))].join('. ');
}

/** The numbers the server stores and the planner needs (spec section 5, "Plan data handling"). */
export function planFormNumbers(form: PlanForm): {
  days: number;
  servings: number;
  budgetDollars: number;
  budgetCents: number;
} {
  const days = parseWholeNumber(form.duration, 1, MAX_PLAN_DAYS);
  const servings = parseWholeNumber(form.servingsPerMeal, 1, MAX_SERVINGS);
  const budgetDollars = parseBudgetDollars(form.budget);
  if (days === null || servings === null || budgetDollars === null) {
    throw new Error('planFormNumbers needs a form that passed planFormSchema');
  }
  return { days, servings, budgetDollars, budgetCents: Math.round(budgetDollars * 100) };
}
