import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredSpinner } from '../components/ui/spinner';
import { SESSION_QUERY_KEY, useSession } from '../lib/session';

/** Routes where an unfinished onboarding is allowed (spec section 2). */
const ONBOARDING_ROUTES = new Set(['/onboarding', '/preferences']);

/**
 * What a person who has not finished onboarding may open: the wizard, and an invite link
 * (issue 29: a signed-out invitee had to finish the whole onboarding before joining). The
 * invitee joins first; the plan they land on then sends them to onboarding, which ends on it.
 */
export function opensBeforeOnboarding(pathname: string): boolean {
  return ONBOARDING_ROUTES.has(pathname) || /^\/join\/[^/]+$/.test(pathname);
}

function hasEditMode(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'editMode' in state &&
    (state as { editMode?: unknown }).editMode === true
  );
}

/**
 * Signed-in routes: a visitor goes to /login with the location remembered; a person who has
 * not finished onboarding goes to /onboarding (except to join a plan); an onboarded person opening /onboarding
 * goes to /dashboard unless the navigation carries `editMode: true`.
 */
export function RequireAuth() {
  const now = useSession();
  // The session's answer is a synchronous store update. Taken as it is, the screen behind the
  // spinner rendered in one blocking pass, and a screen whose code was still downloading put
  // up the Suspense fallback; React then holds a revealed boundary back for 300 ms, and a
  // screen that defers its first render (the plan's useDeferredValue) restarted that reveal
  // some hundreds of times in the meantime (issue 14). In the background lane the spinner
  // stays until the screen can show, with no fallback and no hold-back.
  const isLoading = useDeferredValue(now.isLoading);
  const session = useDeferredValue(now.session);
  const location = useLocation();
  const { pathname } = location;
  const queryClient = useQueryClient();
  // Onboarding completion is recomputed on every navigation (spec section 4, "Session"):
  // the session is re-read, and a "not onboarded" verdict waits for that fresh answer, so a
  // person who has just finished the wizard is never bounced back to it by a stale cache.
  const [checkedPath, setCheckedPath] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void queryClient
      .refetchQueries({ queryKey: SESSION_QUERY_KEY }, { cancelRefetch: false })
      .finally(() => {
        if (active) setCheckedPath(pathname);
      });
    return () => {
      active = false;
    };
  }, [pathname, queryClient]);

  if (isLoading) return <CenteredSpinner />;

  if (!session) {
    const from = { pathname, search: location.search, hash: location.hash };
    return <Navigate to="/login" replace state={{ from }} />;
  }

  if (!session.onboardingCompleted) {
    if (opensBeforeOnboarding(pathname)) return <Outlet />;
    if (checkedPath !== pathname) return <CenteredSpinner />;
    // Where the person was going ("Try It Now" leads to /create-plan) is where onboarding
    // ends, instead of the dashboard.
    const continueTo = pathname === '/dashboard' ? undefined : `${pathname}${location.search}`;
    return <Navigate to="/onboarding" replace state={continueTo ? { continueTo } : undefined} />;
  }

  if (pathname === '/onboarding' && !hasEditMode(location.state)) {
    return <Navigate to="/dashboard" replace />;
  }
  return <Outlet />;
}

/** /, /features and /login are for visitors; a signed-in person goes to /dashboard. */
export function PublicOnly() {
  const now = useSession();
  // When the session answers, the page behind the spinner renders in React's background lane,
  // in slices of a few milliseconds, instead of in one long task (issue 14: Total Blocking
  // Time). Both values are stable between answers, so they settle after one background render.
  const waiting = useDeferredValue(now.isLoading && !now.retrying);
  const session = useDeferredValue(now.session);
  if (waiting) return <CenteredSpinner />;
  if (session) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
