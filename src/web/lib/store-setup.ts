/**
 * Which stores this server has set up (GET /api/stores/setup): the public pages' store copy
 * reads it on their first load, so its schema is a zod/mini one (decision record 0025).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeSetupSchema } from '../../shared/store-setup';
import { apiFetch } from './api-client';

export const storeSetupKey = ['stores', 'setup'] as const;

export const storeSetupQuery = queryOptions({
  queryKey: storeSetupKey,
  queryFn: ({ signal }) => apiFetch('/api/stores/setup', { schema: storeSetupSchema, signal }),
  staleTime: 5 * 60_000,
});

export function useStoreSetup() {
  return useQuery(storeSetupQuery);
}
