/**
 * The tiers of spec sections 1, 6 and 9, enforced on the server (the browser only mirrors
 * them): a free person has one meal plan in total, of 1 day and 2 servings; a Pro person
 * (subscription status `active`) any number, of 1, 3, 5 or 7 days and 1 to 50 servings.
 */
import { MAX_SERVINGS, SUBMIT_MESSAGES } from '../../shared/budget-rules';
import { HttpError } from '../http/errors';

export const FREE_PLAN_LIMIT = 1;
export const FREE_DURATION_DAYS = 1;
export const FREE_SERVINGS = 2;
export const PRO_DURATIONS = [1, 3, 5, 7] as const;

/** The upgrade popup's words (spec section 2, "Upgrade popup"). */
export const FREE_PLAN_USED_MESSAGE =
  "You've used your free meal plan. Upgrade to Pro for unlimited meal plans, starting at $10.99/month.";
export const FREE_PLAN_SHAPE_MESSAGE =
  'The free meal plan is 1 day with 2 servings. Upgrade to Pro for plans of 3, 5 or 7 days and up to 50 servings.';

export type Tier = 'free' | 'pro';

export function tierOf(subscriptionStatus: string | null | undefined): Tier {
  return subscriptionStatus === 'active' ? 'pro' : 'free';
}

/** Throws the refusal a person reads, or returns when the plan is within the tier. */
export function checkTierLimits(
  tier: Tier,
  existingPlans: number,
  plan: { days: number; servings: number },
): void {
  if (tier === 'free') {
    if (existingPlans >= FREE_PLAN_LIMIT) {
      throw new HttpError(403, 'UPGRADE_REQUIRED', FREE_PLAN_USED_MESSAGE);
    }
    if (plan.days !== FREE_DURATION_DAYS || plan.servings !== FREE_SERVINGS) {
      throw new HttpError(
        403,
        'UPGRADE_REQUIRED',
        FREE_PLAN_SHAPE_MESSAGE,
        plan.days !== FREE_DURATION_DAYS ? 'duration' : 'servingsPerMeal',
      );
    }
    return;
  }
  if (!(PRO_DURATIONS as readonly number[]).includes(plan.days)) {
    throw new HttpError(400, 'VALIDATION_ERROR', SUBMIT_MESSAGES.duration, 'duration');
  }
  if (plan.servings < 1 || plan.servings > MAX_SERVINGS) {
    throw new HttpError(400, 'VALIDATION_ERROR', SUBMIT_MESSAGES.servings, 'servingsPerMeal');
  }
}
