import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PreferencesInput, PreferencesResponse } from '../../shared/preferences';
import { apiFetch } from './api-client';
import { SESSION_QUERY_KEY } from './session';

export const PREFERENCES_QUERY_KEY = ['preferences'] as const;

/** The stored preferences as the server returns them; null before onboarding. */
export type StoredPreferences = PreferencesResponse['preferences'];

export async function fetchPreferences(signal?: AbortSignal): Promise<StoredPreferences> {
  const body = await apiFetch<PreferencesResponse>('/api/preferences', { signal });
  return body.preferences;
}

export function usePreferences(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: PREFERENCES_QUERY_KEY,
    queryFn: ({ signal }) => fetchPreferences(signal),
    enabled: options.enabled ?? true,
    // The wizard and settings both read it; a save writes the new value into the cache.
    staleTime: 60_000,
  });
}

/**
 * Saves the preferences (one record per person, created or updated by the server), puts the
 * answer in the cache and re-reads the session, whose onboardingCompleted depends on it.
 */
export async function savePreferences(
  queryClient: QueryClient,
  input: PreferencesInput,
): Promise<StoredPreferences> {
  const body = await apiFetch<PreferencesResponse>('/api/preferences', {
    method: 'PUT',
    body: input,
  });
  queryClient.setQueryData(PREFERENCES_QUERY_KEY, body.preferences);
  await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  return body.preferences;
}
