import type { QueryClient } from '@tanstack/react-query';
import { loadDashboardScreen, loadMealPlanScreen } from '../app/routes';

/**
 * A signed-in screen opened directly (a reload, a bookmark, a link) asks for its code and its
 * data at once, beside the session probe, instead of one after the other: session, then the
 * screen's chunk, then its data were three round trips before anything showed, over a second
 * on a slow phone network (issue 14, `npm run bench:web`). The imports are the routes' own
 * loaders (app/routes.tsx), so the route finds its module loaded; the queries are the
 * ones the screens use, so the screen finds its answer in the cache.
 *
 * A visitor who is not signed in gets a 401, which goes to sign-in like any lost session
 * (the route's guard would send them there too).
 */
export function prefetchScreen(client: QueryClient, pathname: string): void {
  if (pathname === '/dashboard') {
    early(loadDashboardScreen());
    early(import('./meal-plans-api').then((api) => client.prefetchQuery(api.mealPlansQuery)));
    early(import('./plan-sharing-api').then((api) => client.prefetchQuery(api.sharedPlansQuery)));
    return;
  }
  const planId = decodedSegment(/^\/meal-plan\/([^/]+)\/?$/.exec(pathname)?.[1]);
  if (planId) {
    early(loadMealPlanScreen());
    early(
      import('./meal-plans-api').then((api) => client.prefetchQuery(api.mealPlanQuery(planId))),
    );
  }
}

/**
 * A head start only: when a download fails (offline, a deploy in between), the route's own
 * import and query fail the same way and show it, so the early one stays silent.
 */
function early(work: Promise<unknown>): void {
  work.catch(() => undefined);
}

/** The router decodes path parameters; a malformed one is left to the route to report. */
function decodedSegment(segment: string | undefined): string | undefined {
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
