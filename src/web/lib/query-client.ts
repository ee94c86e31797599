import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

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
