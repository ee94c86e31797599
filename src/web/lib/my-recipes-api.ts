/** A person's own recipes: fetchers and query hooks (schemas in src/shared/my-recipes.ts). */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ImportedRecipe } from '../../shared/imported-recipe';
import type { ImportRequest, MyRecipe, SaveRecipe } from '../../shared/my-recipes';
import { apiFetch } from './api-client';

export const MY_RECIPES_QUERY_KEY = ['my-recipes'] as const;

export interface ImportAnswer {
  recipe: ImportedRecipe;
  sourceUrl: string | null;
  imageUrl: string | null;
  notes: (string | null)[];
  /** How the servings were estimated from a yield of whole loaves, pies or cakes, or null. */
  servingsEstimate?: string | null;
  /** Names of the matched foods by id. */
  foods: Record<string, string>;
}

export function useMyRecipes(q: string) {
  return useQuery({
    queryKey: [...MY_RECIPES_QUERY_KEY, 'list', q],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ recipes: MyRecipe[] }>(`/api/my-recipes?q=${encodeURIComponent(q)}`, {
          signal,
        })
      ).recipes,
  });
}

/** One saved recipe, with the names of its lines' foods by id (for the edit screen). */
export interface MyRecipeAnswer {
  recipe: MyRecipe;
  foods: Record<string, string>;
}

export function myRecipeQueryKey(id: string | undefined) {
  return [...MY_RECIPES_QUERY_KEY, 'one', id] as const;
}

export function useMyRecipe(id: string | undefined) {
  return useQuery({
    queryKey: myRecipeQueryKey(id),
    enabled: id !== undefined,
    queryFn: ({ signal }) => apiFetch<MyRecipeAnswer>(`/api/my-recipes/${id}`, { signal }),
  });
}

export function importRecipe(body: ImportRequest): Promise<ImportAnswer> {
  return apiFetch<ImportAnswer>('/api/my-recipes/import', { method: 'POST', body });
}

export async function searchFoods(q: string, signal?: AbortSignal) {
  return (
    await apiFetch<{ foods: { id: string; name: string }[] }>(
      `/api/my-recipes/foods?q=${encodeURIComponent(q)}`,
      { signal },
    )
  ).foods;
}

export async function saveRecipe(
  queryClient: QueryClient,
  body: SaveRecipe,
  id?: string,
): Promise<MyRecipe> {
  const res = await apiFetch<{ recipe: MyRecipe }>(
    id ? `/api/my-recipes/${id}` : '/api/my-recipes',
    {
      method: id ? 'PUT' : 'POST',
      body,
    },
  );
  void queryClient.invalidateQueries({ queryKey: MY_RECIPES_QUERY_KEY });
  return res.recipe;
}

export async function deleteRecipe(queryClient: QueryClient, id: string): Promise<void> {
  await apiFetch(`/api/my-recipes/${id}`, { method: 'DELETE' });
  void queryClient.invalidateQueries({ queryKey: MY_RECIPES_QUERY_KEY });
}
