/** The pantry with quantities: fetchers and query hooks (schemas in src/shared/pantry-stock.ts). */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  pantryFoodsResponseSchema,
  pantrySavingsSchema,
  planLeftoverSchema,
  planPantryMarkSchema,
  type AddPantryFood,
  type ChangePantryFood,
  type MarkPlanBought,
  type PantryFood,
  type PantryFoodOption,
  type PlanLeftover,
  type PlanPantryMark,
} from '../../shared/pantry-stock';
import { apiFetch } from './api-client';

export const PANTRY_FOODS_QUERY_KEY = ['pantry', 'foods'] as const;
export const PANTRY_SAVINGS_QUERY_KEY = ['pantry', 'savings'] as const;
const planMarkKey = (planId: string) => ['pantry', 'plan', planId] as const;

export function usePantryFoods() {
  return useQuery({
    queryKey: PANTRY_FOODS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/pantry/foods', { signal, schema: pantryFoodsResponseSchema })).foods,
  });
}

/** Foods one can add with their units; the same for everyone, changes with a deploy. */
export function usePantryFoodOptions() {
  return useQuery({
    queryKey: ['pantry', 'food-options'],
    queryFn: async ({ signal }) =>
      (await apiFetch<{ options: PantryFoodOption[] }>('/api/pantry/foods/options', { signal }))
        .options,
    staleTime: Infinity,
  });
}

export function usePantrySavings() {
  return useQuery({
    queryKey: PANTRY_SAVINGS_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiFetch('/api/pantry/savings', { signal, schema: pantrySavingsSchema }),
  });
}

export interface PlanPantryState {
  mark: PlanPantryMark | null;
  /** The leftovers in kitchen units, foods with nothing left out (issue 29). */
  leftovers: PlanLeftover[];
}

export function usePlanPantryMark(planId: string) {
  return useQuery({
    queryKey: planMarkKey(planId),
    queryFn: async ({ signal }): Promise<PlanPantryState> => {
      const body = await apiFetch<{ mark: PlanPantryMark | null; leftovers?: unknown }>(
        `/api/pantry/plans/${planId}`,
        { signal },
      );
      const leftovers = z.array(planLeftoverSchema).safeParse(body.leftovers ?? []);
      return { mark: body.mark, leftovers: leftovers.success ? leftovers.data : [] };
    },
  });
}

/** After "I bought this": the mark is in, the leftovers stay as they were offered. */
export function setPlanPantryMark(queryClient: QueryClient, planId: string, mark: PlanPantryMark) {
  queryClient.setQueryData<PlanPantryState>(planMarkKey(planId), (old) => ({
    mark,
    leftovers: old?.leftovers ?? [],
  }));
}

function invalidatePantry(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['pantry'] });
  // The live minimum depends on the pantry.
  void queryClient.invalidateQueries({ queryKey: ['cheapest-plan'] });
}

export async function addPantryFood(queryClient: QueryClient, body: AddPantryFood) {
  const res = await apiFetch<{ food: PantryFood }>('/api/pantry/foods', { method: 'POST', body });
  invalidatePantry(queryClient);
  return res.food;
}

export async function changePantryFood(
  queryClient: QueryClient,
  id: string,
  body: ChangePantryFood,
) {
  const res = await apiFetch<{ food: PantryFood | null }>(`/api/pantry/foods/${id}`, {
    method: 'PATCH',
    body,
  });
  invalidatePantry(queryClient);
  return res.food;
}

export async function removePantryFood(queryClient: QueryClient, id: string) {
  await apiFetch(`/api/pantry/foods/${id}`, { method: 'DELETE' });
  invalidatePantry(queryClient);
}

export async function markPlanBought(
  queryClient: QueryClient,
  planId: string,
  body: MarkPlanBought,
): Promise<PlanPantryMark> {
  const res = await apiFetch<{ mark: unknown }>(`/api/pantry/plans/${planId}/bought`, {
    method: 'POST',
    body,
  });
  invalidatePantry(queryClient);
  return planPantryMarkSchema.parse(res.mark);
}

/** "1.2 kg", "350 g": pantry amounts as a cook reads them. */
export function formatGrams(grams: number): string {
  if (grams >= 1000) return `${(Math.round(grams / 10) / 100).toString()} kg`;
  return `${Math.round(grams * 10) / 10} g`;
}
