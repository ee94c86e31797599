/**
 * The plan page's check of a plan's answer (issue 34): the fields a screen reads by the shared
 * schema; the generated plan, settings, progress detail and metadata, which the server wrote and
 * no screen reads, only as objects (decision record 0025).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mealPlanDetailSchema } from '../../shared/meal-plan';
import { ApiRequestError } from './api-client';
import { fetchMealPlan, planAnswerSchema } from './meal-plans-api';

const progress = {
  progress: 100,
  percentComplete: 100,
  currentStep: 'completed',
  stepNumber: 4,
  totalSteps: 4,
  message: 'Your meal plan is ready!',
  timeStarted: '2026-11-26T23:48:58.456Z',
  estimatedTimeRemaining: 0,
  error: null,
  details: null,
  steps: [],
};

/** A finished 7-day plan's answer as GET /api/meal-plans/:id sends it, but a tiny generated plan. */
function planAnswer(overrides: Record<string, unknown> = {}) {
  return {
    plan: {
      id: 'p1',
      name: '7-Day Meal Plan',
      description: null,
      budget: 150,
      budgetCents: 15000,
      duration: 7,
      servingsPerMeal: 2,
      meals: ['breakfast', 'lunch', 'dinner'],
      totalMeals: 21,
      store: 'walmart',
      budgetPreference: 'balanced',
      status: 'completed',
      progress: 100,
      currentStep: 'completed',
      message: 'Your meal plan is ready!',
      error: null,
      userName: 'Ada',
      generationMethod: 'classic',
      createdAt: '2026-11-26T23:48:58.466Z',
      startedAt: '2026-11-26T23:48:58.456Z',
      completedAt: '2026-11-26T23:49:01.228Z',
      updatedAt: '2026-11-26T23:49:01.228Z',
      timeElapsedMs: 2772,
      totalCostCents: 14446,
      metadata: {
        budget: 150,
        duration: 7,
        total_recipes: 21,
        store: 'walmart',
        servings_per_meal: 2,
      },
      settings: {
        meals: ['breakfast', 'lunch', 'dinner'],
        store: 'walmart',
        budget: '150',
        budgetPreference: 'balanced',
        duration: 7,
        servingsPerMeal: 2,
        dietaryRestrictions: [],
        allergies: [],
        preferences: {},
      },
      progressDetail: progress,
      generatedPlan: { days: [] },
      cart: null,
      viewerRole: 'owner',
      lockedMeals: [{ day: 2, meal: 'dinner' }],
      ...overrides,
    },
  };
}

function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the plan page's check of a plan's answer", () => {
  it('has every field of the shared plan schema, and no other', () => {
    expect(Object.keys(planAnswerSchema().shape.plan.shape).sort()).toEqual(
      Object.keys(mealPlanDetailSchema.shape).sort(),
    );
  });

  it('leaves the insides of what no screen reads to the server', async () => {
    answer(planAnswer({ settings: { meals: 'all' }, progressDetail: {}, metadata: {} }));
    expect((await fetchMealPlan('p1')).settings).toEqual({ meals: 'all' });
  });

  it('returns a plan whose fields match', async () => {
    answer(planAnswer());
    const plan = await fetchMealPlan('p1');
    expect(plan.lockedMeals).toEqual([{ day: 2, meal: 'dinner' }]);
    expect(plan.generatedPlan).toEqual({ days: [] });
  });

  it.each([
    ['a progress over 100', { progress: 150 }],
    ['a status the contract does not know', { status: 'paused' }],
    ['a locked meal on day 8', { lockedMeals: [{ day: 8, meal: 'dinner' }] }],
    ['settings that are not an object', { settings: 'weekly' }],
    ['a progress detail that is a list', { progressDetail: [] }],
    ['a generated plan that is not an object', { generatedPlan: 'a week' }],
  ])('fails on %s with the client\'s "unexpected response"', async (_name, overrides) => {
    answer(planAnswer(overrides));
    const error = await fetchMealPlan('p1').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).code).toBe('invalid_response');
  });
});
