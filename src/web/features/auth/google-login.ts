import { startLoginResponseSchema } from '../../../shared/session';
import { apiFetch } from '../../lib/api-client';

/** Where the OAuth flow brings the browser back on success. */
export const AUTH_CALLBACK_PATH = '/auth/callback';

/** Asks the server for the provider's authorization URL and leaves for it. */
export async function startGoogleLogin(): Promise<void> {
  const { url } = await apiFetch('/api/login/google', {
    method: 'POST',
    body: { callbackPath: AUTH_CALLBACK_PATH },
    schema: startLoginResponseSchema,
    redirectOnUnauthorized: false,
  });
  window.location.assign(url);
}
