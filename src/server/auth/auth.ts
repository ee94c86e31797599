/**
 * Sign-in with better-auth over OpenID Connect: Google when its credentials are set,
 * otherwise the embedded development issuer through the same authorization-code flow
 * with PKCE. Sessions live in the database; cookies are httpOnly, SameSite=Lax, and
 * Secure in production.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import { ensureFreeSubscription } from '../account/subscription-record';
import { DEV_ISSUER_PATH } from './dev-oidc-issuer';

export const AUTH_BASE_PATH = '/api/auth';
/** better-auth's provider id for the development issuer. */
export const DEV_PROVIDER_ID = 'dev-issuer';

export type SignInProvider = { kind: 'google' } | { kind: 'dev'; providerId: string };

export function createAuth(
  config: Config,
  db: Database,
  devIssuer?: { clientId: string; clientSecret: string },
) {
  const auth = betterAuth({
    appName: 'PantryPilot',
    baseURL: config.appOrigin,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.appOrigin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    socialProviders: config.googleEnabled
      ? {
          google: {
            clientId: config.GOOGLE_CLIENT_ID!,
            clientSecret: config.GOOGLE_CLIENT_SECRET!,
            prompt: 'select_account',
          },
        }
      : {},
    plugins:
      !config.googleEnabled && devIssuer
        ? [
            genericOAuth({
              config: [
                {
                  providerId: DEV_PROVIDER_ID,
                  name: 'Development sign-in',
                  discoveryUrl: `${config.appOrigin}${DEV_ISSUER_PATH}/.well-known/openid-configuration`,
                  clientId: devIssuer.clientId,
                  clientSecret: devIssuer.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : [],
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // A signed copy of the session lets plan reads skip the session query (requireUser).
      cookieCache: {
        enabled: config.SESSION_COOKIE_CACHE_SECONDS > 0,
        maxAge: Math.max(1, config.SESSION_COOKIE_CACHE_SECONDS),
      },
    },
    advanced: {
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
    },
    // Sign-in is rate limited by the app's own limiter (see http/rate-limit.ts).
    rateLimit: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          // Spec: a signed-in user without a subscription record gets a free one.
          after: async (user) => {
            await ensureFreeSubscription(db, user.id);
          },
        },
      },
    },
    logger: { disabled: config.LOG_LEVEL === 'silent' },
  });
  const provider: SignInProvider = config.googleEnabled
    ? { kind: 'google' }
    : { kind: 'dev', providerId: DEV_PROVIDER_ID };
  return { auth, provider };
}

export type Auth = ReturnType<typeof createAuth>['auth'];
