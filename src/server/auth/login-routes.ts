import { Hono } from 'hono';
import { startLoginRequestSchema } from '../../shared/login-request';
import { HttpError } from '../http/errors';
import { parseJson } from '../http/validate';
import { AUTH_BASE_PATH, type Auth, type SignInProvider } from './auth';

/**
 * `POST /api/login/google` starts the OAuth flow with whichever identity provider is
 * configured (Google, or the development issuer), so the web has one call for both.
 * It forwards to better-auth's own sign-in endpoint so state and PKCE cookies are set.
 */
export function loginRoutes(auth: Auth, provider: SignInProvider, appOrigin: string) {
  return new Hono().post('/login/google', async (c) => {
    const { callbackPath } = await parseJson(c, startLoginRequestSchema);
    // The provider sends the browser back to APP_ORIGIN; a page at another address (a LAN
    // IP in development) would lose its sign-in cookies on the way, so say so instead.
    const from = c.req.header('origin');
    if (from && from !== appOrigin) {
      throw new HttpError(400, 'SIGN_IN_ORIGIN', signInOriginMessage(from, appOrigin));
    }
    // better-auth serves generic OIDC providers through the same social sign-in endpoint.
    const body = {
      provider: provider.kind === 'google' ? 'google' : provider.providerId,
      callbackURL: callbackPath,
      errorCallbackURL: '/login',
    };
    const headers = new Headers(c.req.raw.headers);
    headers.set('content-type', 'application/json');
    headers.set('origin', appOrigin);
    headers.delete('content-length');
    const response = await auth.handler(
      new Request(`${appOrigin}${AUTH_BASE_PATH}/sign-in/social`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      }),
    );
    return response;
  });
}

export function signInOriginMessage(from: string, appOrigin: string): string {
  return (
    `Sign-in from ${from} cannot work: the sign-in provider returns to ${appOrigin} (APP_ORIGIN). ` +
    `Open the app at ${appOrigin}, or start the server with APP_ORIGIN=${from} to sign in from this address.`
  );
}
