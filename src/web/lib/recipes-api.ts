/**
 * Ratings, favourites, pins and the recipe library as the web app uses them (issue 32):
 * fetchers and query hooks over /api/recipes, /api/recipe-feedback and /api/recipe-pins
 * (contract: src/shared/recipe-memory.ts).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MealPlanListItem } from '../../shared/meal-plan';
import type { Meal } from '../../shared/options';
import type {
  MealLocksResponse,
  RecipeDetailResponse,
  RecipeFeedback,
  RecipeFeedbackListResponse,
  RecipePinListResponse,
  RecipeRating,
  RecipeSearchResponse,
} from '../../shared/recipe-memory';
import { apiFetch } from './api-client';

export const recipeKeys = {
  all: ['recipes'] as const,
  feedback: ['recipes', 'feedback'] as const,
  pins: ['recipes', 'pins'] as const,
  search: (query: string) => ['recipes', 'search', query] as const,
  detail: (id: string, servings: number | null) => ['recipes', 'detail', id, servings] as const,
};

/** The person's ratings and hearts, by recipe id. */
export function useRecipeFeedback() {
  return useQuery({
    queryKey: recipeKeys.feedback,
    queryFn: async ({ signal }) => {
      const body = await apiFetch<RecipeFeedbackListResponse>('/api/recipe-feedback', { signal });
      return new Map(body.feedback.map((f) => [f.recipeId, f]));
    },
  });
}

export function useSaveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: {
      recipeId: string;
      rating?: RecipeRating | null;
      favourite?: boolean;
    }) => {
      const { recipeId, ...body } = change;
      return apiFetch<{ feedback: RecipeFeedback }>(
        `/api/recipe-feedback/${encodeURIComponent(recipeId)}`,
        { method: 'PUT', body },
      );
    },
    onSuccess: ({ feedback }) => {
      queryClient.setQueryData<Map<string, RecipeFeedback>>(recipeKeys.feedback, (old) =>
        new Map(old ?? []).set(feedback.recipeId, feedback),
      );
      void queryClient.invalidateQueries({ queryKey: ['recipes', 'search'] });
      void queryClient.invalidateQueries({ queryKey: ['recipes', 'detail', feedback.recipeId] });
    },
  });
}

export function useRecipePins() {
  return useQuery({
    queryKey: recipeKeys.pins,
    queryFn: async ({ signal }) =>
      (await apiFetch<RecipePinListResponse>('/api/recipe-pins', { signal })).pins,
  });
}

export function usePinRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      recipeId,
      pinned,
      day,
      meal,
    }: {
      recipeId: string;
      pinned: boolean;
      day?: number;
      meal?: Meal;
    }) =>
      pinned
        ? apiFetch(`/api/recipe-pins/${encodeURIComponent(recipeId)}`, {
            method: 'PUT',
            body: day !== undefined && meal !== undefined ? { day, meal } : {},
          })
        : apiFetch(`/api/recipe-pins/${encodeURIComponent(recipeId)}`, { method: 'DELETE' }),
    onSuccess: (_, { recipeId }) => {
      void queryClient.invalidateQueries({ queryKey: recipeKeys.pins });
      void queryClient.invalidateQueries({ queryKey: ['recipes', 'detail', recipeId] });
    },
  });
}

export function useRecipeSearch(query: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: recipeKeys.search(query),
    queryFn: ({ signal }) =>
      apiFetch<RecipeSearchResponse>(`/api/recipes${query ? `?${query}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRecipeDetail(id: string, servings: number | null) {
  return useQuery({
    queryKey: recipeKeys.detail(id, servings),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<RecipeDetailResponse>(
          `/api/recipes/${encodeURIComponent(id)}${servings ? `?servings=${servings}` : ''}`,
          { signal },
        )
      ).recipe,
    placeholderData: keepPreviousData,
  });
}

/** Lock and "Replan the rest": the plan goes back to generating with the locked meals kept. */
export async function replanMealPlan(
  planId: string,
  locked: readonly { day: number; meal: Meal }[],
): Promise<MealPlanListItem> {
  const body = await apiFetch<{ plan: MealPlanListItem }>(
    `/api/meal-plans/${encodeURIComponent(planId)}/replan`,
    { method: 'POST', body: { locked } },
  );
  return body.plan;
}

/** Lock or unlock one meal of a finished plan; the answer is the plan's stored locks. */
export async function setMealLock(
  planId: string,
  change: { day: number; meal: Meal; locked: boolean },
): Promise<MealLocksResponse['locked']> {
  const body = await apiFetch<MealLocksResponse>(
    `/api/meal-plans/${encodeURIComponent(planId)}/locks`,
    { method: 'PUT', body: change },
  );
  return body.locked;
}

/** "Unlock all". */
export async function clearMealLocks(planId: string): Promise<MealLocksResponse['locked']> {
  const body = await apiFetch<MealLocksResponse>(
    `/api/meal-plans/${encodeURIComponent(planId)}/locks`,
    { method: 'DELETE', body: {} },
  );
  return body.locked;
}
