/**
 * Food near its date is used first (issue 16). Held food is already free to the planner; this
 * makes the pantry food whose best-before falls within the plan (or the next few days) worth
 * a little more than free: a recipe that uses it earns a credit of the value it saves from the
 * bin, so between two fitting dishes the one that uses up the spinach going off wins.
 *
 * The credit goes into a candidate's preference penalty (plan-model.ts), so the cost-only
 * search (the cheapest plan of an error message, the Budget step's quote) never sees it and
 * the rules that come first (allergens, diets, feeding people) are untouched.
 */
import type { PlanInput } from './plan-input';

/** A food dated within this many days of the plan's start counts as near its date, at least. */
export const NEAR_DATE_MIN_DAYS = 3;

const DAY_MS = 86_400_000;

function dayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}

/**
 * Milligrams held per food index whose best-before is before the plan ends (or within
 * NEAR_DATE_MIN_DAYS of its start, for short plans). All zero without a start date.
 */
export function nearDateHeldMg(
  input: Pick<PlanInput, 'pantryStock' | 'startDate' | 'days'>,
  foodIndexById: ReadonlyMap<string, number>,
  foodCount: number,
  staples: ReadonlySet<number>,
): Float64Array {
  const near = new Float64Array(foodCount);
  if (!input.startDate) return near;
  const lastDay = dayNumber(input.startDate) + Math.max(input.days, NEAR_DATE_MIN_DAYS) - 1;
  for (const s of input.pantryStock) {
    if (!s.bestBefore || dayNumber(s.bestBefore) > lastDay) continue;
    const fi = foodIndexById.get(s.foodId);
    if (fi === undefined || staples.has(fi)) continue;
    near[fi] = near[fi]! + Math.round(s.grams * 1000);
  }
  return near;
}

/**
 * A candidate's credit in cents: the value of the near-date grams it would use, spread over
 * the plan's days so a dish served every day earns the food's value once, not once a day.
 */
export function nearDateCreditCents(
  foods: readonly number[],
  amountsMg: readonly number[],
  nearMg: Float64Array,
  centsPerMg: readonly number[],
  days: number,
): number {
  let credit = 0;
  for (let k = 0; k < foods.length; k++) {
    const fi = foods[k]!;
    const near = nearMg[fi]!;
    if (near > 0) credit += Math.min(amountsMg[k]!, near) * centsPerMg[fi]!;
  }
  return Math.round(credit / days);
}
