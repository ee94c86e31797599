import { describe, expect, it } from 'vitest';
import { GENERATION_TIMED_OUT_MESSAGE, type MealPlanListItem } from '../../../shared/meal-plan';
import { displayStatus, elapsedMs } from './plan-status';

const start = Date.parse('2026-01-01T12:00:00.000Z');

function plan(patch: Partial<MealPlanListItem>): MealPlanListItem {
  return {
    id: 'p',
    name: 'Generating...',
    description: null,
    budget: 30,
    budgetCents: 3000,
    duration: 1,
    servingsPerMeal: 2,
    meals: ['breakfast', 'lunch', 'dinner'],
    totalMeals: 3,
    store: 'walmart',
    budgetPreference: 'balanced',
    status: 'processing',
    progress: 10,
    currentStep: 'load-preferences',
    message: '',
    error: null,
    userName: 'User',
    generationMethod: 'classic',
    createdAt: new Date(start).toISOString(),
    startedAt: new Date(start).toISOString(),
    completedAt: null,
    updatedAt: new Date(start).toISOString(),
    timeElapsedMs: 0,
    totalCostCents: null,
    metadata: { budget: 30, duration: 1, total_recipes: 3, store: 'walmart', servings_per_meal: 2 },
    ...patch,
  };
}

describe('how the dashboard shows a plan (spec section 4)', () => {
  it('shows a plan still processing after 10 minutes as failed with the time-out message', () => {
    expect(displayStatus(plan({}), start + 9 * 60_000).status).toBe('processing');
    expect(displayStatus(plan({}), start + 10 * 60_000 + 1)).toEqual({
      status: 'error',
      error: GENERATION_TIMED_OUT_MESSAGE,
    });
  });

  it('keeps the server verdict for finished plans', () => {
    expect(displayStatus(plan({ status: 'completed' }), start + 3_600_000).status).toBe(
      'completed',
    );
    expect(displayStatus(plan({ status: 'error', error: 'No' }), start)).toEqual({
      status: 'error',
      error: 'No',
    });
  });

  it('counts elapsed time up to now while generating, and the server figure afterwards', () => {
    expect(elapsedMs(plan({}), start + 75_000)).toBe(75_000);
    expect(elapsedMs(plan({ status: 'completed', timeElapsedMs: 1_234 }), start + 75_000)).toBe(
      1_234,
    );
  });
});
