/**
 * The HTTP application: API under /api, the built web app for every other path.
 * Security baseline: headers with a CSP, CSRF origin checks, a body size limit, rate limits
 * on sign-in and plan generation, and errors without stack traces.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import { jsonContentLength } from './http/json-content-length';
import { sql } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from './config';
import type { Database } from './db/client';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './db/database-unavailable';
import type { Auth, SignInProvider } from './auth/auth';
import { loginRoutes } from './auth/login-routes';
import { meRoutes } from './account/me-routes';
import { errorBody, HttpError } from './http/errors';
import { PostgresLimitStore, type LimitStore } from './http/limit-store';
import { clientAddressMiddleware, limitStoreMiddleware, rateLimit } from './http/rate-limit';
import { refuseNulCharacters } from './http/refuse-nul';
import { ownOrigin } from './http/request-origin';
import {
  preloadTags,
  screenFilesFromManifest,
  type ScreenFiles,
  type ViteManifestChunk,
} from './http/screen-preloads';
import { csrfProtection, securityHeaders } from './http/security';
import { updateUserRules } from './auth/update-user-rules';
import type { AppVariables } from './auth/require-user';

export type AppDeps = {
  config: Config;
  db: Database;
  auth: Auth;
  signInProvider: SignInProvider;
  /** Folder of the built web app (index.html and assets). */
  webDist: string;
  /** Extra API routes mounted under /api by capabilities (plans, preferences, billing...). */
  apiRoutes?: Array<(api: Hono<{ Variables: AppVariables }>) => void>;
  /**
   * Middleware for pages of the web app, mounted before it: a page can answer with the status
   * its content has (a revoked share link's page is a 404), while the body stays the app.
   */
  pageRoutes?: Array<(app: Hono) => void>;
  /** Paths exempt from the CSRF origin check because they verify a signature instead. */
  csrfExempt?: string[];
  /** Where rate limits and open streams are counted; unset: this database (shared by processes). */
  limits?: LimitStore;
};

export const MAX_BODY_BYTES = 256 * 1024;
export const MAX_PASTED_PAGE_BYTES = 5 * 1024 * 1024 + 64 * 1024;

export function createApp(deps: AppDeps) {
  const { config, db, auth } = deps;
  const app = new Hono();

  app.use('*', securityHeaders(config.isProduction));
  app.use('*', clientAddressMiddleware(config.TRUSTED_PROXIES));
  app.use('*', limitStoreMiddleware(deps.limits ?? new PostgresLimitStore(db)));
  // API answers and the page shell are compressed on the way out (gzip); built files come
  // precompressed and keep their Content-Encoding; event streams are never buffered by it.
  // JSON answers under 1 KB are sent as they are (json-content-length.ts).
  app.use('*', compress());
  app.use('*', jsonContentLength());

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      return c.json(errorBody(err.code, err.message, err.field), err.status);
    }
    if (isDatabaseUnavailable(err)) {
      // The database is away (restarting, connections terminated): try again shortly.
      c.header('Retry-After', '2');
      return c.json(errorBody('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE), 503);
    }
    if (config.LOG_LEVEL !== 'silent') console.error(err);
    return c.json(
      errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'),
      500,
    );
  });

  app.get('/healthz', async (c) => {
    const started = performance.now();
    try {
      await db.execute(sql`select 1`);
      return c.json({
        status: 'ok',
        database: { status: 'ok', latencyMs: Math.round(performance.now() - started) },
      });
    } catch {
      return c.json({ status: 'error', database: { status: 'unreachable' } }, 503);
    }
  });

  const api = new Hono<{ Variables: AppVariables }>();
  const tooLarge = (c: Context) =>
    c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large'), 413);
  const defaultLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  // A pasted recipe page is as large as the page a fetch may read (issue 30).
  const pastedPageLimit = bodyLimit({ maxSize: MAX_PASTED_PAGE_BYTES, onError: tooLarge });
  api.use('*', (c, next) => {
    // A GET or HEAD has no body here (the node adapter gives it none), and asking for one
    // builds the whole fetch Request: a cost on every read for nothing (issue 33).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.req.path === '/api/my-recipes/import'
      ? pastedPageLimit(c, next)
      : defaultLimit(c, next);
  });
  api.use('*', csrfProtection(config, deps.csrfExempt ?? []));
  api.use('*', refuseNulCharacters());
  const signInLimit = rateLimit({
    bucket: 'sign-in',
    perMinute: config.RATE_LIMIT_SIGN_IN_PER_MINUTE,
  });
  api.use('/login/*', signInLimit);
  api.use('/auth/sign-in/*', signInLimit);
  api.use('/auth/callback/*', signInLimit);
  api.post('/auth/update-user', updateUserRules());
  api.on(['GET', 'POST'], '/auth/*', (c) => auth.handler(c.req.raw));
  api.route('/', loginRoutes(auth, deps.signInProvider, config.appOrigin));
  api.route('/', meRoutes(db, auth));
  for (const mount of deps.apiRoutes ?? []) mount(api);
  api.all('*', (c) => c.json(errorBody('NOT_FOUND', 'No such API route'), 404));
  app.route('/api', api);

  if (!config.isProduction) app.use('*', sameMachineToAppOrigin(config.appOrigin));
  for (const mount of deps.pageRoutes ?? []) mount(app);

  if (config.isProduction) {
    // Source maps would publish the sources; production serves none.
    app.get('*', async (c, next) => (c.req.path.endsWith('.map') ? notFound(c) : next()));
  }
  const imagesDir = path.join(path.dirname(deps.webDist), 'data', 'images');
  if (existsSync(imagesDir)) {
    app.use('/recipe-images/*', immutableCache());
    app.get(
      '/recipe-images/*',
      serveStatic({
        root: path.relative(process.cwd(), imagesDir),
        rewriteRequestPath: (p) => p.replace(/^\/recipe-images/, ''),
      }),
    );
  }
  app.use('/assets/*', immutableCache());
  // The service worker and the manifest must be re-checked on every load, or a person keeps an
  // old worker (and so an old app) for as long as a cache would hold it.
  app.use('/sw.js', noCache());
  app.use('/manifest.webmanifest', async (c, next) => {
    await next();
    if (c.res.status === 200) {
      c.header('Content-Type', 'application/manifest+json; charset=utf-8');
      c.header('Cache-Control', 'no-cache');
    }
  });
  if (existsSync(deps.webDist)) {
    // The build writes .br and .gz copies (scripts/precompress-plugin.ts): the copy the
    // browser accepts is sent as it is, Brotli first, with Vary: Accept-Encoding.
    app.get(
      '*',
      serveStatic({ root: path.relative(process.cwd(), deps.webDist) || '.', precompressed: true }),
    );
  }
  // A missing build file is a 404, never index.html: a page loaded during a rebuild must fail
  // loudly rather than run HTML as a script.
  app.get('/assets/*', notFound);
  // A missing recipe photo is a 404 too, never the app page (cached for a year as an image).
  app.get('/recipe-images/*', notFound);
  app.get('*', spaFallback(deps.webDist));
  return app;
}

/**
 * Development: a page opened at another loopback address of this machine (127.0.0.1 when
 * APP_ORIGIN is localhost) is sent to APP_ORIGIN, where sign-in's cookies and redirects work.
 * Only page loads; the API and the development issuer answer at any address.
 */
function sameMachineToAppOrigin(appOrigin: string): MiddlewareHandler {
  const app = new URL(appOrigin);
  return async (c, next) => {
    const own = ownOrigin(c.req.url, c.req.header('host'));
    if (
      c.req.method !== 'GET' ||
      !own ||
      own === app.origin ||
      c.req.path.startsWith('/api/') ||
      c.req.path.startsWith('/oidc') ||
      !isLoopback(app.hostname) ||
      !isLoopback(new URL(own).hostname) ||
      new URL(own).port !== app.port
    ) {
      return next();
    }
    const url = new URL(c.req.url);
    return c.redirect(`${app.origin}${url.pathname}${url.search}`, 307);
  };
}

function isLoopback(hostname: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname);
}

function noCache(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  };
}

function notFound(c: Context) {
  c.header('Cache-Control', 'no-store');
  return c.text('Not found', 404);
}

function immutableCache(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  };
}

/**
 * Client-side routes all answer with index.html; the router shows the page or "not found".
 * The file is re-read when it changes, so a rebuild never leaves a stale page behind.
 */
function spaFallback(webDist: string): MiddlewareHandler {
  const indexPath = path.join(webDist, 'index.html');
  let cached: { mtimeMs: number; html: string; screens: ScreenFiles } | undefined;
  return async (c) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(indexPath).mtimeMs;
    } catch {
      return c.text(
        'The web app has not been built. Run `npm run build` (npm start does it for you).',
        503,
      );
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      cached = {
        mtimeMs,
        html: readFileSync(indexPath, 'utf8'),
        screens: readScreenFiles(path.join(webDist, '.vite', 'manifest.json')),
      };
    }
    c.header('Cache-Control', 'no-cache');
    // Only the presence of a session cookie is read here: whether it is valid is the API's
    // answer to the preloaded requests, as it would be to the screen's own.
    const signedIn = /(^|;\s*)(__Secure-)?[\w.-]*session_token=/.test(c.req.header('cookie') ?? '');
    const tags = preloadTags(c.req.path, signedIn, cached.screens);
    return c.html(cached.html.replace('</head>', `${tags}</head>`));
  };
}

/** Each screen's files, from the build's manifest; without it pages still work, one hop slower. */
function readScreenFiles(manifestFile: string): ScreenFiles {
  try {
    return screenFilesFromManifest(
      JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ViteManifestChunk>,
    );
  } catch {
    return {};
  }
}
