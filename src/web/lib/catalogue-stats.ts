import { useQuery } from '@tanstack/react-query';
import { catalogueStatsCheck } from '../../shared/first-load-shapes';
import { apiFetch } from './api-client';

/** The real size of the recipe library, so the copy never claims more than it has. */
export function useCatalogueStats() {
  return useQuery({
    queryKey: ['catalogue-stats'],
    queryFn: ({ signal }) =>
      apiFetch('/api/catalogue/stats', {
        schema: catalogueStatsCheck,
        signal,
        redirectOnUnauthorized: false,
      }),
    staleTime: 5 * 60_000,
  });
}
