import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { meResponseSchema, type MeResponse } from '../../shared/session';
import { ApiRequestError, apiFetch } from './api-client';
import { setFlashToast } from './flash-toast';
import { forgetOfflineData } from './service-worker';
import { isTransientError } from './query-client';

export const SESSION_QUERY_KEY = ['session'] as const;

/** Spec section 9: session refresh makes 3 attempts, 1000 ms apart. */
const SESSION_ATTEMPTS = 3;
const SESSION_RETRY_DELAY_MS = 1000;
/** Spec section 9: the subscription is re-polled every 300000 ms. */
const SUBSCRIPTION_REPOLL_MS = 300_000;
/** Spec section 9: the navigation bar and footer check for plans every 5 s. */
const PLAN_POLL_MS = 5_000;

/** The signed-in person, or null for a visitor. */
export type Session = MeResponse | null;

async function fetchSession(signal: AbortSignal): Promise<Session> {
  try {
    return await apiFetch('/api/me', {
      schema: meResponseSchema,
      signal,
      redirectOnUnauthorized: false,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export interface UseSessionOptions {
  /** Re-read the plan count every 5 s while signed in (navigation bar and footer). */
  pollPlans?: boolean;
}

export interface SessionState {
  session: Session;
  /** True until the first answer (or the last failed attempt) arrives. */
  isLoading: boolean;
  /**
   * The first attempt failed and another is on its way. Public pages show the signed-out
   * experience meanwhile instead of a spinner; guarded pages keep waiting.
   */
  retrying: boolean;
  /** The session could not be established; the app then behaves as signed out. */
  failed: boolean;
}

export function useSession(options: UseSessionOptions = {}): SessionState {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    retry: (failureCount, error) => {
      const again = failureCount < SESSION_ATTEMPTS - 1 && isTransientError(error);
      // A server that cannot answer must not lock people out of the public pages: the app
      // carries on as signed out, and the reason goes to the console for whoever debugs it.
      if (!again) console.error('Failed to establish session after multiple attempts', error);
      return again;
    },
    retryDelay: SESSION_RETRY_DELAY_MS,
    staleTime: 30_000,
    // Answer (or fail) even when the browser thinks it is offline, so no spinner hangs.
    networkMode: 'always',
    refetchInterval: (q) => {
      if (!q.state.data) return false;
      return options.pollPlans ? PLAN_POLL_MS : SUBSCRIPTION_REPOLL_MS;
    },
  });

  return {
    session: query.data ?? null,
    isLoading: query.isPending,
    retrying: query.isPending && query.failureCount > 0,
    failed: query.isError && query.data === undefined,
  };
}

export function isSubscribed(session: Session): boolean {
  return session?.subscription.status === 'active';
}

/** Spec section 4: a non-subscribed person with at least one plan has used the free plan. */
export function hasUsedFreePlan(session: Session): boolean {
  return session !== null && !isSubscribed(session) && session.planCount >= 1;
}

/**
 * Signs out, then reloads the app at / so nothing of the person's data stays in memory;
 * the success toast is carried across that load.
 */
export async function signOut(): Promise<void> {
  try {
    await apiFetch('/api/auth/sign-out', {
      method: 'POST',
      body: {},
      redirectOnUnauthorized: false,
    });
  } catch (error) {
    // A 401 means the session had already ended: the person is signed out either way.
    if (!(error instanceof ApiRequestError && error.status === 401)) {
      toast.error('Failed to logout');
      return;
    }
  }
  await forgetOfflineData();
  setFlashToast({ kind: 'success', message: 'Logged out successfully' });
  window.location.assign('/');
}
