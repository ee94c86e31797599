import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  EMPTY_PANTRY,
  type PantryCatalogueResponse,
  type PantryResponse,
  type PantrySelection,
} from '../../shared/preferences';
import { apiFetch } from './api-client';

export const PANTRY_CATALOGUE_QUERY_KEY = ['pantry', 'catalogue'] as const;
export const PANTRY_QUERY_KEY = ['pantry', 'mine'] as const;

/** The full pantry catalogue (spices, baking, condiments); the same for everyone. */
export function usePantryCatalogue() {
  return useQuery({
    queryKey: PANTRY_CATALOGUE_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<PantryCatalogueResponse>('/api/pantry/catalogue', { signal }),
    // It only changes with a deploy.
    staleTime: Infinity,
  });
}

/** The signed-in person's pantry; empty lists when nothing is stored yet. */
export function usePantry(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: PANTRY_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const body = await apiFetch<PantryResponse>('/api/pantry', { signal });
      return body.items ?? EMPTY_PANTRY;
    },
    enabled: options.enabled ?? true,
    staleTime: 60_000,
  });
}

/** Stores the whole selection (one pantry per person) and caches what the server kept. */
export async function savePantry(
  queryClient: QueryClient,
  items: PantrySelection,
): Promise<PantrySelection> {
  const body = await apiFetch<PantryResponse>('/api/pantry', { method: 'PUT', body: items });
  queryClient.setQueryData(PANTRY_QUERY_KEY, body.items);
  return body.items;
}
