/**
 * Which stores this server has set up (GET /api/stores/setup), checked by a plain shape:
 * the public pages' store copy reads it on their first load, where zod is not loaded
 * (issue 14's page weight; see src/shared/plain-shape.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeSetupCheck } from '../../shared/first-load-shapes';
import { apiFetch } from './api-client';

export const storeSetupKey = ['stores', 'setup'] as const;

export const storeSetupQuery = queryOptions({
  queryKey: storeSetupKey,
  queryFn: ({ signal }) => apiFetch('/api/stores/setup', { schema: storeSetupCheck, signal }),
  staleTime: 5 * 60_000,
});

export function useStoreSetup() {
  return useQuery(storeSetupQuery);
}
