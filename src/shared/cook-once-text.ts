/**
 * How a cook-once pair reads (issue 12: "cook once, eat twice"), the same on the plan page,
 * in the CLI and in the exports: the lunch is the day before's dinner's extra portions, and
 * the dinner says it cooks them.
 */
import type { PlanRecipeEntry } from './generated-plan';
import { MEAL_LABELS } from './options';

export const COOK_ONCE_LABEL = 'Cook once, eat twice';

/** "Leftovers: Dal Makhani (cook once, eat twice)" for a cook-once lunch; the dish otherwise. */
export function mealTitle(entry: Pick<PlanRecipeEntry, 'dish' | 'cookedWith'>): string {
  return entry.cookedWith ? `Leftovers: ${entry.dish} (cook once, eat twice)` : entry.dish;
}

/**
 * What the cook needs to know, or null for an ordinary meal:
 * "The extra portions of day 1's dinner, bought and cooked with it: reheat and serve."
 * "Cook 7.5 servings: 4 for this meal and 3.5 extra for day 2's lunch (cook once, eat twice). ..."
 */
export function cookOnceLine(
  entry: Pick<PlanRecipeEntry, 'cookedWith' | 'cooksFor' | 'servings' | 'portion'>,
): string | null {
  if (entry.cookedWith) {
    const { day, meal } = entry.cookedWith;
    return `The extra portions of day ${day}'s ${MEAL_LABELS[meal].toLowerCase()}, bought and cooked with it: nothing to buy or cook, reheat and serve.`;
  }
  if (entry.cooksFor) {
    const { day, meal, servings } = entry.cooksFor;
    const own = (entry.servings ?? 0) * (entry.portion ?? 1);
    const total = own + servings;
    return `Cook ${servingsText(total)}: ${round(own)} for this meal and ${round(servings)} extra for day ${day}'s ${MEAL_LABELS[meal].toLowerCase()} (cook once, eat twice). The ingredients and steps are for both meals.`;
  }
  return null;
}

const round = (n: number): number => Math.round(n * 100) / 100;

function servingsText(n: number): string {
  return `${round(n)} ${round(n) === 1 ? 'serving' : 'servings'}`;
}
