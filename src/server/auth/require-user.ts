import type { MiddlewareHandler } from 'hono';
import type { Auth } from './auth';
import { errorBody } from '../http/errors';

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
 */
export function requireUser(
  auth: Auth,
  options: { fromCookieCache?: boolean } = {},
): MiddlewareHandler<{ Variables: AppVariables }> {
  return async (c, next) => {
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
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
    c.set('user', {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      image: session.user.image ?? null,
    });
    await next();
    for (const cookie of cookies) c.res.headers.append('set-cookie', cookie);
  };
}
