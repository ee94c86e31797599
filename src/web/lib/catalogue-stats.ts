import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueStatsSchema } from '../../shared/catalogue-stats';
import { apiFetch } from './api-client';

/** The real size of the recipe library, so the copy never claims more than it has. */
export const catalogueStatsQuery = queryOptions({
  queryKey: ['catalogue-stats'],
  queryFn: ({ signal }) =>
    apiFetch('/api/catalogue/stats', {
      schema: catalogueStatsSchema,
      signal,
      redirectOnUnauthorized: false,
    }),
  staleTime: 5 * 60_000,
});

export function useCatalogueStats() {
  return useQuery(catalogueStatsQuery);
}
