/**
 * The embedded development OpenID Connect issuer (oidc-provider), mounted at /oidc in the
 * same server. It stands in for Google when no Google credentials are configured: the app
 * signs people in through the very same authorization-code flow with PKCE, discovery,
 * signed ID tokens and the userinfo endpoint, so end-to-end tests exercise real OAuth.
 *
 * Its sign-in page asks only for a name and an email (or offers demo accounts): it is a
 * development identity provider, never enabled when Google is configured.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { DevIssuerMemoryAdapter } from './dev-issuer-memory-adapter';

export const DEV_ISSUER_PATH = '/oidc';
export const DEV_CLIENT_ID = 'pantrypilot-web';

export const DEMO_ACCOUNTS = [
  { name: 'Alex Rivera', email: 'alex@example.com' },
  { name: 'Sam Chen', email: 'sam@example.com' },
  { name: 'Jordan Patel', email: 'jordan@example.com' },
] as const;

type Profile = { name: string; email: string };

export type DevIssuer = {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** Handles a request under /oidc; returns false for any other path. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
};

const MAX_ACCOUNTS = 10_000;

function accountIdFor(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function createDevIssuer(options: {
  appOrigin: string;
  redirectUri: string;
  secret: string;
}): DevIssuer {
  const issuerUrl = `${options.appOrigin}${DEV_ISSUER_PATH}`;
  const clientSecret = createHash('sha256').update(`client:${options.secret}`).digest('hex');
  // Profiles of people who signed in at this issuer, for the userinfo and ID token claims.
  const profiles = new Map<string, Profile>();

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    use: 'sig',
    alg: 'RS256',
  };

  const configuration: Configuration = {
    adapter: DevIssuerMemoryAdapter as never,
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
    },
    conformIdTokenClaims: false,
    cookies: { keys: [createHash('sha256').update(`cookies:${options.secret}`).digest('hex')] },
    jwks: { keys: [jwk as never] },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction) =>
        `${DEV_ISSUER_PATH}/interaction/${interaction.uid}`,
    },
    // The app is this issuer's only, first-party client: consent is implied by signing in.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const oidc = ctx.oidc;
      const clientId = oidc.client?.clientId;
      const accountId = oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const existing = oidc.session?.grantIdFor(clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, id) => {
      const profile = profiles.get(id);
      if (!profile) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: profile.email,
          email_verified: true,
          name: profile.name,
        }),
      };
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 24 * 3600,
      Grant: 24 * 3600,
    },
  };

  const provider = new Provider(issuerUrl, configuration);
  // Tolerate plain http on localhost in development.
  provider.proxy = true;
  const callback = provider.callback();

  function rememberProfile(profile: Profile): string {
    const id = accountIdFor(profile.email);
    if (profiles.size >= MAX_ACCOUNTS && !profiles.has(id)) {
      const oldest = profiles.keys().next().value;
      if (oldest) profiles.delete(oldest);
    }
    profiles.set(id, profile);
    return id;
  }

  async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > 16_384) throw new Error('Form too large');
      chunks.push(chunk as Buffer);
    }
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  }

  function sendPage(res: ServerResponse, status: number, html: string) {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.end(html);
  }

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, rest: string) {
    const [uid, action] = rest.split('/');
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) {
      sendPage(
        res,
        400,
        signInPage({ uid: uid ?? '', error: 'This sign-in link has expired. Please start again.' }),
      );
      return;
    }
    if (req.method === 'GET') {
      sendPage(res, 200, signInPage({ uid: details.uid }));
      return;
    }
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const name = (form.get('name') ?? '').trim().slice(0, 100);
      const email = (form.get('email') ?? '').trim().toLowerCase().slice(0, 200);
      if (!name || !EMAIL_RE.test(email)) {
        sendPage(
          res,
          400,
          signInPage({
            uid: details.uid,
            error: 'Please enter your name and a valid email address.',
            name,
            email,
          }),
        );
        return;
      }
      const accountId = rememberProfile({ name, email });
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (req.method === 'POST' && action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    sendPage(res, 405, signInPage({ uid: details.uid, error: 'Unsupported request.' }));
  }

  return {
    issuerUrl,
    clientId: DEV_CLIENT_ID,
    clientSecret,
    handle: async (req, res) => {
      const url = req.url ?? '/';
      if (url !== DEV_ISSUER_PATH && !url.startsWith(`${DEV_ISSUER_PATH}/`)) return false;
      const rest = url.slice(DEV_ISSUER_PATH.length) || '/';
      const interactionPrefix = '/interaction/';
      try {
        if (rest.startsWith(interactionPrefix)) {
          await handleInteraction(
            req,
            res,
            rest.slice(interactionPrefix.length).split('?')[0] ?? '',
          );
        } else {
          // oidc-provider routes relative to its mount point and derives the mount path
          // from originalUrl, as when mounted under a prefix by express or koa-mount.
          (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
          req.url = rest;
          await callback(req, res);
        }
      } catch (error) {
        if (!res.headersSent) {
          sendPage(
            res,
            400,
            signInPage({
              uid: '',
              error:
                error instanceof Error && /interaction/i.test(error.message)
                  ? 'This sign-in session has expired. Please go back to the app and start again.'
                  : 'Sign-in could not be completed. Please go back to the app and start again.',
            }),
          );
        }
      }
      return true;
    },
  };
}

function signInPage(p: { uid: string; error?: string; name?: string; email?: string }): string {
  const action = `${DEV_ISSUER_PATH}/interaction/${encodeURIComponent(p.uid)}`;
  const demo = DEMO_ACCOUNTS.map(
    (a) => `<form method="post" action="${action}/login">
        <input type="hidden" name="name" value="${escapeHtml(a.name)}">
        <input type="hidden" name="email" value="${escapeHtml(a.email)}">
        <button class="demo" type="submit">Continue as ${escapeHtml(a.name)} <span>${escapeHtml(a.email)}</span></button>
      </form>`,
  ).join('\n');
  const form = p.uid
    ? `<form method="post" action="${action}/login" class="card">
        <label for="name">Name</label>
        <input id="name" name="name" autocomplete="name" required maxlength="100" value="${escapeHtml(p.name ?? '')}">
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="email" required maxlength="200" value="${escapeHtml(p.email ?? '')}">
        <button type="submit" class="primary">Sign in</button>
      </form>
      <p class="or">or use a demo account</p>
      ${demo}
      <form method="post" action="${action}/abort"><button type="submit" class="link">Cancel</button></form>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Sign in | Development sign-in</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(92vw, 380px); padding: 24px 0; }
  h1 { font-size: 1.35rem; margin: 0 0 4px; }
  .note { font-size: .85rem; opacity: .75; margin: 0 0 20px; }
  .card { display: grid; gap: 8px; }
  label { font-weight: 600; font-size: .9rem; }
  input { font: inherit; padding: 10px 12px; border: 1px solid #8886; border-radius: 8px; background: Field; color: FieldText; }
  button { font: inherit; cursor: pointer; border-radius: 8px; }
  button:focus-visible, input:focus-visible { outline: 3px solid #16a34a; outline-offset: 2px; }
  .primary { margin-top: 8px; padding: 10px; border: 0; background: #15803d; color: #fff; font-weight: 600; }
  .demo { width: 100%; margin: 4px 0; padding: 10px 12px; border: 1px solid #8886; background: transparent; color: inherit; text-align: left; }
  .demo span { display: block; font-size: .8rem; opacity: .7; }
  .or { text-align: center; font-size: .85rem; opacity: .7; margin: 18px 0 6px; }
  .link { border: 0; background: none; color: inherit; text-decoration: underline; padding: 8px 0; }
  .error { background: #fee2e2; color: #7f1d1d; padding: 10px 12px; border-radius: 8px; margin-bottom: 12px; }
</style></head>
<body><main>
  <h1>Sign in to PantryPilot</h1>
  <p class="note">Development sign-in: this local identity provider stands in for Google while no Google credentials are configured.</p>
  ${p.error ? `<p class="error" role="alert">${escapeHtml(p.error)}</p>` : ''}
  ${form}
</main></body></html>`;
}
