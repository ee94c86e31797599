/**
 * Starts the whole product in one process: database (embedded unless DATABASE_URL is set),
 * migrations, sign-in (Google or the development issuer), the HTTP app, and returns a
 * handle that stops everything in order.
 */
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createApp, type AppDeps } from './app';
import { PostgresLimitStore } from './http/limit-store';
import { createAuth, type Auth } from './auth/auth';
import { createDevIssuer, DEV_ISSUER_PATH, type DevIssuer } from './auth/dev-oidc-issuer';
import { FixedWindowLimiter, RATE_LIMITED_MESSAGE, resolveClientAddress } from './http/rate-limit';
import type { Config } from './config';
import { createDatabase, runMigrations, type Database } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningServer = {
  url: string;
  /** Every route of the HTTP app, for tests that must cover them all. */
  routes: ReadonlyArray<{ method: string; path: string }>;
  db: Database;
  server: Server;
  stop: () => Promise<void>;
};

export type ServerExtensions = {
  /** Called with the database and config to add capabilities (routes, workers). */
  extend?: (ctx: { config: Config; db: Database; auth: Auth }) => Promise<{
    apiRoutes?: AppDeps['apiRoutes'];
    pageRoutes?: AppDeps['pageRoutes'];
    csrfExempt?: string[];
    stop?: () => Promise<void>;
  }>;
};

export async function startServer(
  config: Config,
  ext: ServerExtensions = {},
): Promise<RunningServer> {
  const log = (m: string) => {
    if (config.LOG_LEVEL !== 'silent') console.log(m);
  };
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.resolve(PROJECT_ROOT, config.DATA_DIR),
      port: config.EMBEDDED_PG_PORT,
      log: config.LOG_LEVEL === 'debug' ? log : undefined,
    });
    databaseUrl = embedded.url;
    log(
      `Embedded PostgreSQL running on port ${embedded.port} (data in ${config.DATA_DIR}/postgres)`,
    );
  }
  const db = createDatabase(databaseUrl);
  const stops: Array<() => Promise<void>> = [];
  try {
    await runMigrations(db);

    const redirectUri = `${config.appOrigin}/api/auth/callback/dev-issuer`;
    if (config.isProduction && !config.googleEnabled) {
      // loadConfig already refuses this; the development issuer must never be built here.
      throw new Error('The development sign-in issuer never runs in production');
    }
    const devIssuer: DevIssuer | undefined = config.googleEnabled
      ? undefined
      : createDevIssuer({ appOrigin: config.appOrigin, redirectUri, secret: config.authSecret });

    // Listen before sign-in is set up: better-auth reads the development issuer's discovery
    // document from this very server while it initialises. Until the app is ready, every
    // other path answers 503.
    const ready: { listener?: ReturnType<typeof getRequestListener> } = {};
    // The development issuer's pages (sign-in forms, token endpoint) per client address.
    const oidcLimiter = new FixedWindowLimiter(config.RATE_LIMIT_SIGN_IN_PER_MINUTE * 10);
    const server = createServer(async (req, res) => {
      if (devIssuer && req.url?.startsWith(DEV_ISSUER_PATH)) {
        const address = resolveClientAddress(
          req.socket.remoteAddress ?? 'unknown',
          req.headers['x-forwarded-for']?.toString(),
          config.TRUSTED_PROXIES,
        );
        const wait = oidcLimiter.hit(`oidc:${address}`);
        if (wait !== null) {
          res.writeHead(429, { 'Retry-After': String(wait), 'Content-Type': 'text/plain' });
          res.end(RATE_LIMITED_MESSAGE);
          return;
        }
      }
      if (devIssuer && (await devIssuer.handle(req, res))) return;
      if (!ready.listener) {
        res.statusCode = 503;
        res.setHeader('Retry-After', '1');
        res.end('PantryPilot is starting');
        return;
      }
      await ready.listener(req, res);
    });
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST === 'localhost' ? '127.0.0.1' : config.HOST, () =>
        resolve(),
      );
    });
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          setTimeout(() => server.closeAllConnections(), 5_000).unref();
        }),
    );

    const { auth, provider } = createAuth(config, db, devIssuer);
    const extension = (await ext.extend?.({ config, db, auth })) ?? {};
    if (extension.stop) stops.push(extension.stop);

    const limits = new PostgresLimitStore(db);
    stops.push(async () => limits.close());
    const app = createApp({
      config,
      db,
      limits,
      auth,
      signInProvider: provider,
      webDist: path.join(PROJECT_ROOT, 'dist'),
      apiRoutes: extension.apiRoutes,
      pageRoutes: extension.pageRoutes,
      csrfExempt: extension.csrfExempt,
    });
    ready.listener = getRequestListener(app.fetch);
    log(`Sign-in: ${config.googleEnabled ? 'Google' : 'development issuer at /oidc'}`);

    let stopped = false;
    return {
      url: config.appOrigin,
      routes: app.routes.map((r) => ({ method: r.method, path: r.path })),
      db,
      server,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        // Stop taking requests first, then background work, then the database.
        for (const stop of stops) await stop().catch(() => {});
        await db.$client.end().catch(() => {});
        await embedded?.stop().catch(() => {});
      },
    };
  } catch (error) {
    for (const stop of stops) await stop().catch(() => {});
    await db.$client.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
}
