import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/**
 * A screen's first-load queries (the dashboard's lists, a plan) are not fetched again when the
 * screen opens if their answer is this fresh: the first-load prefetch (lib/screen-prefetch.ts)
 * and the page's preloads often answer before the screen mounts, and a second download and
 * check of a 7-day plan costs a phone a tenth of a second of work. Changes still arrive by
 * the plans' event streams and polls.
 */
export const JUST_FETCHED_MS = 10_000;

/** Network failures and server errors may pass; client errors (4xx) will not, so no retry. */
export function isTransientError(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && isTransientError(error),
        refetchOnWindowFocus: true,
        // Offline, reads still run: the service worker answers them from the device, so the
        // dashboard and opened plans show in a store with no signal instead of waiting.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
}
