/**
 * Budget rules of spec sections 5 and 9, shared so the wizard shows exactly what the server
 * enforces. Budgets are in dollars here because that is what a person types; the planner
 * converts to cents at its edge.
 */
import { MEALS, type Meal, type Store } from './options';

/** Each chosen meal type counts as 3 units of cost (spec section 9). */
export const MEAL_UNITS_PER_MEAL_TYPE = 3;
/** Minimum-budget factor (spec section 9): 3 x meals x days x servings x 0.7. */
export const MINIMUM_BUDGET_FACTOR = 0.7;
/** Walmart adds a fee to orders under this many dollars. */
export const WALMART_SMALL_ORDER_THRESHOLD = 35;
/** Dollars per meal-serving below which the submit check refuses the budget. */
export const MINIMUM_BUDGET_PER_MEAL_SERVING = 2;

export const WALMART_SMALL_ORDER_NOTE =
  'Note: Walmart charges an additional fee for orders under $35.';

export interface BudgetSelections {
  meals: readonly Meal[];
  days: number;
  servings: number;
}

/**
 * Round up of (3 x chosen meals x days x servings x 0.7), in whole dollars. Computed on
 * integers (x 21 / 10) because 0.7 in binary floating point would make ceil() round some
 * exact products up by a whole dollar.
 */
export function minimumBudget({ meals, days, servings }: BudgetSelections): number {
  const units = MEAL_UNITS_PER_MEAL_TYPE * meals.length * days * servings;
  return Math.ceil((units * Math.round(MINIMUM_BUDGET_FACTOR * 10)) / 10);
}

/**
 * The Budget step's one minimum (issue 29): the larger of the spec's rule and the cheapest
 * plan the planner finds for the person's choices with their pantry (the quote, in cents),
 * to the cent: a budget of exactly that plan's cost makes it. Without a quote yet (or when
 * none fits) the rule stands alone.
 */
export function oneMinimumBudget(
  selections: BudgetSelections,
  cheapestPlanCents?: number | null,
): number {
  const rule = minimumBudget(selections);
  if (cheapestPlanCents == null) return rule;
  return Math.max(rule, Math.round(cheapestPlanCents) / 100);
}

/** Whether the cheapest real plan, not the spec's rule, sets the one minimum. */
export function cheapestPlanSetsMinimum(
  selections: BudgetSelections,
  cheapestPlanCents?: number | null,
): boolean {
  return oneMinimumBudget(selections, cheapestPlanCents) > minimumBudget(selections);
}

/** "$50", "$50.50": whole dollars without cents, anything else with two decimals. */
export function formatBudgetDollars(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** "breakfast", "breakfast and dinner", "breakfast, lunch and dinner", in the spec's meal order. */
export function mealNamesForMessage(meals: readonly Meal[]): string {
  const ordered = MEALS.filter((m) => meals.includes(m));
  if (ordered.length <= 1) return ordered.join('');
  return `${ordered.slice(0, -1).join(', ')} and ${ordered[ordered.length - 1]}`;
}

/** The too-low message of spec section 5, word for word, singular or plural as the numbers need. */
export function budgetTooLowMessage(
  budget: number,
  selections: BudgetSelections,
  minimum: number = minimumBudget(selections),
): string {
  const { days, servings } = selections;
  const people = servings === 1 ? 'person' : 'people';
  const dayWord = days === 1 ? 'day' : 'days';
  return (
    `Your budget of ${formatBudgetDollars(budget)} is too low for ${servings} ${people} over ` +
    `${days} ${dayWord} with ${mealNamesForMessage(selections.meals)}. ` +
    `We recommend a minimum budget of ${formatBudgetDollars(minimum)}.`
  );
}

/** The hint shown while no budget is entered (spec section 5, lower-case as written there). */
export function noBudgetHint(
  selections: BudgetSelections,
  minimum: number = minimumBudget(selections),
): string {
  return `we recommend a minimum budget of ${formatBudgetDollars(minimum)}`;
}

/** The input border colour the wizard shows: red, yellow, green, or none while empty. */
export type BudgetTone = 'error' | 'warning' | 'success' | 'none';

export interface BudgetCheckResult {
  /** Whether the Budget step may move on / submit. */
  valid: boolean;
  tone: BudgetTone;
  /** The text to show under the input, or null. */
  message: string | null;
  minimumBudget: number;
}

/**
 * The Budget step's check. `budget` is what the person typed (a numeric string) or a number;
 * blank means "not entered yet" and shows the recommendation instead of an error.
 * `cheapestPlanCents` is the quote for these choices when known: the minimum is then the
 * larger of the rule and that plan (oneMinimumBudget), so a budget no plan fits is refused
 * here, in the spec's words, rather than failing after it was submitted.
 */
export function checkBudget(
  budget: string | number | null | undefined,
  selections: BudgetSelections & { store: Store | string },
  cheapestPlanCents?: number | null,
): BudgetCheckResult {
  const min = oneMinimumBudget(selections, cheapestPlanCents);
  const text = typeof budget === 'number' ? String(budget) : (budget ?? '').trim();
  if (text === '') {
    return {
      valid: false,
      tone: 'none',
      message: noBudgetHint(selections, min),
      minimumBudget: min,
    };
  }
  const value = Number(text);
  // "1e9" is a number to a number input; the form says the limit rather than the server.
  if (Number.isFinite(value) && budgetIsTooHigh(value)) {
    return { valid: false, tone: 'error', message: BUDGET_TOO_HIGH_MESSAGE, minimumBudget: min };
  }
  if (parseBudgetDollars(text) === null) {
    return {
      valid: false,
      tone: 'error',
      message: 'Please enter a valid budget amount',
      minimumBudget: min,
    };
  }
  if (value < min) {
    return {
      valid: false,
      tone: 'error',
      message: budgetTooLowMessage(value, selections, min),
      minimumBudget: min,
    };
  }
  if (selections.store.toLowerCase() === 'walmart' && value < WALMART_SMALL_ORDER_THRESHOLD) {
    return { valid: true, tone: 'warning', message: WALMART_SMALL_ORDER_NOTE, minimumBudget: min };
  }
  return { valid: true, tone: 'success', message: null, minimumBudget: min };
}

export const SUBMIT_MESSAGES = {
  meals: 'Please select at least one meal type',
  budget: 'Please enter a valid budget amount',
  duration: 'Please enter a valid duration',
  servings: 'Please enter a valid number of servings',
  perMealServing: 'Budget is too low for the number of meals and servings',
} as const;

/** Plan duration limits (spec section 9: subscribers pick 1, 3, 5 or 7 days). */
export const MAX_PLAN_DAYS = 7;
/** Servings per meal limits (spec section 9: 1 to 50). */
export const MAX_SERVINGS = 50;

/** A whole number written in plain digits, within [min, max]; null otherwise. */
export function parseWholeNumber(
  value: string | number | null | undefined,
  min: number,
  max: number,
): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/**
 * The largest budget a person can type, in dollars. A real week of groceries is far below it;
 * it keeps the stored cents inside an integer column and gives a typo its own message.
 */
export const MAX_BUDGET_DOLLARS = 100_000;
export const BUDGET_TOO_HIGH_MESSAGE = 'Please enter a budget of at most $100,000';

/** Plain decimal dollars only: "120", "85.50", ".5". Not "0x10", "1e3", "Infinity" or "1_000". */
const PLAIN_DOLLARS = /^(\d+(\.\d*)?|\.\d+)$/;

/**
 * A positive amount of dollars ("120", "85.50"); null when missing, not plain decimal digits
 * (Number() would read "0x10" as 16 and "1e308" as a huge number), or <= 0. The upper bound is
 * checked apart (budgetIsTooHigh) so that it can say so in its own words.
 */
export function parseBudgetDollars(value: string | number | null | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!PLAIN_DOLLARS.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Whether a parsed budget is above what a person can type (MAX_BUDGET_DOLLARS). */
export function budgetIsTooHigh(dollars: number): boolean {
  return dollars > MAX_BUDGET_DOLLARS;
}

export interface SubmitFields {
  meals: readonly string[];
  budget: string | number | null | undefined;
  duration: string | number | null | undefined;
  servingsPerMeal: string | number | null | undefined;
}

/** Every failing submit check of spec section 5, in the spec's order. */
export function submitCheckMessages(form: SubmitFields): string[] {
  const messages: string[] = [];
  const mealCount = form.meals.length;
  if (mealCount === 0) messages.push(SUBMIT_MESSAGES.meals);
  const budget = parseBudgetDollars(form.budget);
  if (budget === null) {
    // "1e9" from a number input is not plain dollars, but the limit is what the person needs.
    const typed = Number(
      typeof form.budget === 'number' ? form.budget : (form.budget ?? '').trim(),
    );
    messages.push(
      Number.isFinite(typed) && budgetIsTooHigh(typed)
        ? BUDGET_TOO_HIGH_MESSAGE
        : SUBMIT_MESSAGES.budget,
    );
  }
  const days = parseWholeNumber(form.duration, 1, MAX_PLAN_DAYS);
  if (days === null) messages.push(SUBMIT_MESSAGES.duration);
  const servings = parseWholeNumber(form.servingsPerMeal, 1, MAX_SERVINGS);
  if (servings === null) messages.push(SUBMIT_MESSAGES.servings);
  if (
    budget !== null &&
    days !== null &&
    servings !== null &&
    mealCount > 0 &&
    budget / (days * servings * mealCount) < MINIMUM_BUDGET_PER_MEAL_SERVING
  ) {
    messages.push(SUBMIT_MESSAGES.perMealServing);
  }
  return messages;
}

/** The submit error as one text, messages joined with ". "; null when every check passes. */
export function submitCheckError(form: SubmitFields): string | null {
  const messages = submitCheckMessages(form);
  return messages.length === 0 ? null : messages.join('. ');
}
