/**
 * The plans API as the web app uses it: query keys, fetchers and query hooks over
 * /api/meal-plans (contract: src/shared/meal-plan.ts). Every response is parsed with the
 * shared schema, so a server that drifts from the contract fails loudly, not silently.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  activeMealPlanResponseSchema,
  mealPlanCreatedResponseSchema,
  mealPlanDetailFieldsSchema,
  mealPlanListResponseSchema,
  mealPlanStatusSchema,
  shoppingListResponseSchema,
  swapOptionsResponseSchema,
  type SwapAlternativeView,
  type CreateMealPlanRequest,
  type MealPlanDetail,
  type MealPlanListItem,
  type MealPlanStatus,
} from '../../shared/meal-plan';
import { z } from 'zod';
import type { GeneratedPlan } from '../../shared/generated-plan';
import type { Meal } from '../../shared/options';
import {
  planQuoteResponseSchema,
  type PlanQuoteRequest,
  type PlanQuoteResponse,
} from '../../shared/plan-quote';
import { apiFetch } from './api-client';
import { JUST_FETCHED_MS } from './query-client';

export const mealPlanKeys = {
  all: ['meal-plans'] as const,
  list: ['meal-plans', 'list'] as const,
  active: ['meal-plans', 'active'] as const,
  detail: (id: string) => ['meal-plans', 'detail', id] as const,
  quote: (choices: PlanQuoteRequest) => ['meal-plans', 'quote', choices] as const,
};

/** Spec section 4: the dashboard list refreshes every 5 seconds. */
export const DASHBOARD_POLL_MS = 5_000;

export async function fetchMealPlans(signal?: AbortSignal): Promise<MealPlanListItem[]> {
  const body = await apiFetch('/api/meal-plans', { schema: mealPlanListResponseSchema, signal });
  return body.plans;
}

export async function fetchActiveMealPlan(signal?: AbortSignal): Promise<MealPlanListItem | null> {
  const body = await apiFetch('/api/meal-plans/active', {
    schema: activeMealPlanResponseSchema,
    signal,
  });
  return body.plan;
}

/** A value the page only passes on: checked as an object, its insides left to who wrote them. */
const anObject = <T>() =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

/**
 * A plan's answer (the plan, or a swap's result): the fields a screen reads as the shared schema
 * has them (`mealPlanDetailFieldsSchema`); the generated plan, the settings, the progress detail
 * and the metadata only as objects. The server sends no generated plan it has not parsed with the
 * full generatedPlanSchema itself (plan-view.ts `generatedPlanOf`), and no screen reads the other
 * three. Parsing a 7-day plan's thousands of values again was 11 ms of a plan load here, more on a
 * phone; building and running zod's schemas of the other three was a few ms more of the plan
 * page's main thread, which the hand check before issue 34 did not spend (decision record 0025).
 */
function buildPlanAnswerSchema() {
  return z.object({
    plan: mealPlanDetailFieldsSchema.extend({
      generatedPlan: anObject<GeneratedPlan>().nullable(),
      settings: anObject<MealPlanDetail['settings']>(),
      progressDetail: anObject<MealPlanDetail['progressDetail']>(),
      metadata: anObject<MealPlanDetail['metadata']>(),
    }),
  });
}
let planAnswer: ReturnType<typeof buildPlanAnswerSchema> | undefined;
/** Built at first use: the dashboard loads this module and never reads a whole plan. */
export const planAnswerSchema = () => (planAnswer ??= buildPlanAnswerSchema());

export async function fetchMealPlan(id: string, signal?: AbortSignal): Promise<MealPlanDetail> {
  const body = await apiFetch(`/api/meal-plans/${encodeURIComponent(id)}`, {
    schema: planAnswerSchema(),
    signal,
  });
  return body.plan;
}

export async function fetchMealPlanStatus(
  id: string,
  signal?: AbortSignal,
): Promise<MealPlanStatus> {
  return apiFetch(`/api/meal-plans/${encodeURIComponent(id)}/status`, {
    schema: mealPlanStatusSchema,
    signal,
  });
}

/** The cheapest plan for the wizard's choices (the Budget step's quote). */
export async function fetchPlanQuote(
  choices: PlanQuoteRequest,
  signal?: AbortSignal,
): Promise<PlanQuoteResponse> {
  return apiFetch('/api/meal-plans/quote', {
    method: 'POST',
    body: choices,
    schema: planQuoteResponseSchema,
    signal,
  });
}

export async function createMealPlan(form: CreateMealPlanRequest): Promise<MealPlanListItem> {
  const body = await apiFetch('/api/meal-plans', {
    method: 'POST',
    body: form,
    schema: mealPlanCreatedResponseSchema,
  });
  return body.plan;
}

export async function retryMealPlan(id: string): Promise<MealPlanListItem> {
  const body = await apiFetch(`/api/meal-plans/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    body: {},
    schema: mealPlanCreatedResponseSchema,
  });
  return body.plan;
}

/** A finished plan's new name (PATCH /api/meal-plans/:id). */
export async function renameMealPlan(id: string, name: string): Promise<MealPlanListItem> {
  const body = await apiFetch(`/api/meal-plans/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { name },
    schema: mealPlanCreatedResponseSchema,
  });
  return body.plan;
}

export async function deleteMealPlan(id: string): Promise<void> {
  await apiFetch(`/api/meal-plans/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Sends the whole list's active flags (0 removed, 1 active), as the spec saves the whole plan. */
export async function saveShoppingList(id: string, active: Record<string, number>) {
  const items = Object.fromEntries(Object.entries(active).map(([key, a]) => [key, { active: a }]));
  return apiFetch(`/api/meal-plans/${encodeURIComponent(id)}/shopping-list`, {
    method: 'PUT',
    body: { items },
    schema: shoppingListResponseSchema,
  });
}

/** Up to three dishes one meal may be swapped for, with cost change and energy. */
export async function fetchSwapOptions(
  id: string,
  day: number,
  meal: Meal,
): Promise<SwapAlternativeView[]> {
  const body = await apiFetch(
    `/api/meal-plans/${encodeURIComponent(id)}/swap-options?day=${day}&meal=${meal}`,
    { schema: swapOptionsResponseSchema },
  );
  return body.alternatives;
}

export async function swapMeal(
  id: string,
  day: number,
  meal: Meal,
  recipeId?: string,
): Promise<MealPlanDetail> {
  const body = await apiFetch(`/api/meal-plans/${encodeURIComponent(id)}/swap`, {
    method: 'POST',
    body: recipeId ? { day, meal, recipeId } : { day, meal },
    schema: planAnswerSchema(),
  });
  return body.plan;
}

/** The dashboard's list query: one definition for the hook and the first-load prefetch. */
export const mealPlansQuery = queryOptions({
  queryKey: mealPlanKeys.list,
  queryFn: ({ signal }) => fetchMealPlans(signal),
  staleTime: JUST_FETCHED_MS,
});

/** A plan's detail query: one definition for the hook and the first-load prefetch. */
export function mealPlanQuery(id: string) {
  return queryOptions({
    queryKey: mealPlanKeys.detail(id),
    queryFn: ({ signal }) => fetchMealPlan(id, signal),
    staleTime: JUST_FETCHED_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useMealPlans() {
  return useQuery({
    ...mealPlansQuery,
    // Polling is the fallback for the event stream (and what catches a missed event).
    refetchInterval: DASHBOARD_POLL_MS,
    // The default structural sharing keeps every unchanged plan the same object, so a poll
    // that brings nothing new re-renders nothing (spec: replace the list only when it differs).
  });
}

export function useMealPlan(id: string) {
  return useQuery(mealPlanQuery(id));
}

/**
 * Folds a status (from the event stream or a poll) into the cached list and detail, so
 * every screen shows the same progress without another request. Older versions lose.
 */
export function applyPlanStatus(queryClient: QueryClient, status: MealPlanStatus): void {
  queryClient.setQueryData<MealPlanListItem[]>(mealPlanKeys.list, (plans) => {
    if (!plans) return plans;
    let changed = false;
    const next = plans.map((plan) => {
      if (plan.id !== status.id) return plan;
      const merged = mergeStatus(plan, status);
      if (merged !== plan) changed = true;
      return merged;
    });
    return changed ? next : plans;
  });
  queryClient.setQueryData<MealPlanDetail>(mealPlanKeys.detail(status.id), (plan) =>
    plan ? mergeStatus(plan, status) : plan,
  );
}

function mergeStatus<T extends MealPlanListItem>(plan: T, status: MealPlanStatus): T {
  // A plan that has finished does not go back to processing unless it was retried, which
  // the list learns from a refetch; a late event of the old attempt must not undo it.
  if (plan.status !== 'processing' && status.status === 'processing' && status.percentComplete > 0)
    return plan;
  if (
    plan.status === status.status &&
    plan.progress === status.percentComplete &&
    plan.message === status.message &&
    plan.currentStep === status.currentStep &&
    plan.name === status.name &&
    plan.error === status.error
  ) {
    return plan;
  }
  return {
    ...plan,
    status: status.status,
    progress: status.percentComplete,
    currentStep: status.currentStep,
    message: status.message,
    error: status.error,
    name: status.name,
  };
}
