/**
 * The live quote on the wizard's Budget step (issue 16): the cheapest plan for the current
 * choices, diets, allergies and pantry, computed by the planner as the choices change.
 * The spec's minimum-budget rule and messages stay as they are; this line comes under them.
 */
import { z } from 'zod';
import { formatCents } from './generated-plan';
import { planFormFields } from './plan-form';

/** The wizard's choices that change the price; the budget typed is not one of them. */
export const planQuoteRequestSchema = planFormFields.pick({
  meals: true,
  store: true,
  budgetPreference: true,
  duration: true,
  servingsPerMeal: true,
  pantryItems: true,
});
export type PlanQuoteRequest = z.input<typeof planQuoteRequestSchema>;
export type PlanQuoteRequestParsed = z.infer<typeof planQuoteRequestSchema>;

export const planQuoteResponseSchema = z.object({
  /** The cheapest plan's total in cents; null when no plan fits the choices. */
  cheapestCents: z.number().int().nonnegative().nullable(),
  /** Why no plan fits (a meal no recipe fits), when cheapestCents is null. */
  reason: z.string().nullable(),
});
export type PlanQuoteResponse = z.infer<typeof planQuoteResponseSchema>;

/** Wait this long after the last change before asking, so typing asks once. */
export const PLAN_QUOTE_DEBOUNCE_MS = 150;

/** "Plans for your choices start at $24.35" (the words). */
export function planQuoteText(cents: number): string {
  return `Plans for your choices start at ${formatCents(cents)}`;
}
