import type { MiddlewareHandler } from 'hono';
import type { Auth } from './auth';
import { errorBody } from '../http/errors';
import { SessionCookieMemo, sessionDataExpiry } from './session-cookie-memo';

export type SessionUser = { id: string; email: string; name: string; image: string | null };
export type AppVariables = { user: SessionUser };

/**
 * Reads the session cookie; answers 401 when there is no valid session.
 *
 * `fromCookieCache`: a GET or HEAD may take the person from better-auth's signed session-data
 * cookie (at most SESSION_COOKIE_CACHE_SECONDS old) instead of the session query; plan reads
 * use it. Every other request (writes, account deletion, /api/me) asks the database, so a
 * signed-out or deleted session is refused there at once, on every server process
 * (docs/decisions/0024-shared-limits-and-cheap-reads.md).
 *
 * Cookies better-auth sets while checking (a fresh session-data copy, a renewed session, a
 * cleared dead session) are passed on to the response.
 *
 * A read that better-auth answered from the cookie alone (nothing to set) is remembered for
 * that exact Cookie header until the cookie's copy or the session expires, whichever is
 * first (session-cookie-memo.ts): the same answer better-auth would give, without its cost.
 */
export function requireUser(
  auth: Auth,
  options: { fromCookieCache?: boolean } = {},
): MiddlewareHandler<{ Variables: AppVariables }> {
  const memo =
    options.fromCookieCache && auth.options.session?.cookieCache?.enabled
      ? new SessionCookieMemo()
      : null;
  let sessionDataCookie: string | undefined;
  return async (c, next) => {
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    const cookieHeader = memo && read ? c.req.header('cookie') : undefined;
    const known = cookieHeader ? memo!.get(cookieHeader) : undefined;
    if (known) {
      c.set('user', known);
      return next();
    }
    const { headers, response: session } = await auth.api.getSession({
      headers: c.req.raw.headers,
      query: options.fromCookieCache && read ? {} : { disableCookieCache: true },
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (!session) {
      const refused = c.json(errorBody('UNAUTHORIZED', 'Please sign in to continue'), 401);
      for (const cookie of cookies) refused.headers.append('set-cookie', cookie);
      return refused;
    }
    const user: SessionUser = {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      image: session.user.image ?? null,
    };
    if (cookieHeader && cookies.length === 0) {
      // Nothing set: better-auth took the person from the session-data cookie as it was.
      sessionDataCookie ??= (await auth.$context).authCookies.sessionData.name;
      const until = sessionDataExpiry(cookieHeader, sessionDataCookie, user.id);
      if (until !== null) memo!.remember(cookieHeader, user, until);
    }
    c.set('user', user);
    await next();
    for (const cookie of cookies) c.res.headers.append('set-cookie', cookie);
  };
}
