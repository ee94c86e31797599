import type { MiddlewareHandler } from 'hono';
import type { Auth } from './auth';
import { errorBody } from '../http/errors';

export type SessionUser = { id: string; email: string; name: string; image: string | null };
export type AppVariables = { user: SessionUser };

/** Reads the session cookie; answers 401 when there is no valid session. */
export function requireUser(auth: Auth): MiddlewareHandler<{ Variables: AppVariables }> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) {
      return c.json(errorBody('UNAUTHORIZED', 'Please sign in to continue'), 401);
    }
    c.set('user', {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      image: session.user.image ?? null,
    });
    await next();
  };
}
