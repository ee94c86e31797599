import {
  GENERATION_TIMED_OUT_MESSAGE,
  GENERATION_TIMEOUT_MS,
  type MealPlanListItem,
  type MealPlanStatusValue,
} from '../../../shared/meal-plan';

export interface DisplayStatus {
  status: MealPlanStatusValue;
  error: string | null;
}

/**
 * What the dashboard shows for a plan (spec section 4): processing when the status is
 * missing; a plan processing for more than 10 minutes reads as failed with the time-out
 * message, even before the server's sweeper has written that down.
 */
export function displayStatus(plan: MealPlanListItem, now: number): DisplayStatus {
  const status = (plan.status as MealPlanStatusValue | undefined) ?? 'processing';
  if (status === 'processing' && now - Date.parse(plan.startedAt) > GENERATION_TIMEOUT_MS) {
    return { status: 'error', error: GENERATION_TIMED_OUT_MESSAGE };
  }
  return { status, error: status === 'error' ? plan.error : null };
}

/** Generation time: until now while it runs, the server's figure once it has ended. */
export function elapsedMs(plan: MealPlanListItem, now: number): number {
  if (plan.status === 'processing') return Math.max(0, now - Date.parse(plan.startedAt));
  return plan.timeElapsedMs;
}
