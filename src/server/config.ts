/**
 * The only reader of process.env. Every variable is parsed with zod so a wrong value
 * stops the process with a message naming the variable, instead of failing later.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { localSecret } from './local-secrets';

/** The repository root: relative folders (DATA_DIR) are resolved from here. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  /** Public origin of the app, e.g. https://pantrypilot.example. Defaults to http://HOST:PORT. */
  APP_ORIGIN: optionalString.pipe(z.url().optional()),
  /** External PostgreSQL; when unset the embedded one is started with data in DATA_DIR. */
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default('.data'),
  /**
   * Port of the embedded PostgreSQL. Unset: each data folder uses its own free port, chosen
   * once and remembered in DATA_DIR/postgres-port.
   */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  BETTER_AUTH_SECRET: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_YEARLY: optionalString,
  AI_BASE_URL: optionalString,
  AI_MODEL: optionalString,
  AI_API_KEY: optionalString,
  WALMART_CONSUMER_ID: optionalString,
  WALMART_PRIVATE_KEY: optionalString,
  WALMART_KEY_VERSION: optionalString,
  WALMART_PUBLISHER_ID: optionalString,
  /** walmart.io's daily call allowance of the key; answers are cached to stay under it. */
  WALMART_DAILY_CALL_LIMIT: z.coerce.number().int().positive().default(5000),
  /** Kroger public API (developer.kroger.com): product search and the person's own cart. */
  KROGER_CLIENT_ID: optionalString,
  KROGER_CLIENT_SECRET: optionalString,
  /** https://api.kroger.com/v1 (default) or Kroger's certification environment api-ce.kroger.com/v1. */
  KROGER_BASE_URL: optionalString.pipe(z.url().optional()),
  /** Instacart Developer Platform API key: shopping-list pages on Instacart. */
  INSTACART_API_KEY: optionalString,
  /** https://connect.instacart.com (default) or the development server connect.dev.instacart.tools. */
  INSTACART_BASE_URL: optionalString.pipe(z.url().optional()),
  /**
   * Seconds a signed copy of the session in a cookie (better-auth's cookie cache) may stand in
   * for the session query on plan reads; writes and account routes always ask the database.
   * 0: no cookie cache. docs/decisions/0024-shared-limits-and-cheap-reads.md
   */
  SESSION_COOKIE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(60),
  /** Run the generation worker inside the web server process (default) or not. */
  RUN_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Generation jobs one process runs at once (docs/decisions/0005-durable-generation.md). */
  GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /**
   * Threads that run the planner for this process's worker (0: on the event loop). Unset:
   * as many as GENERATION_CONCURRENCY, at most the number of cores.
   */
  GENERATION_PLANNER_THREADS: z.coerce.number().int().min(0).max(32).optional(),
  /** How often an idle worker looks for jobs; enqueueing also wakes it through NOTIFY. */
  GENERATION_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(0.5),
  /**
   * Seconds after which a job whose worker stopped answering (killed) is handed to another.
   * Unset: 15, or twice AI_TIMEOUT_SECONDS plus 15 when an LLM is configured.
   */
  GENERATION_JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  /** How often expired jobs are looked for (pg-boss maintenance). */
  GENERATION_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** How often plans processing for over 10 minutes are marked as timed out. */
  PLAN_TIMEOUT_SWEEP_SECONDS: z.coerce.number().min(0.2).max(3600).default(30),
  /** Time limit of one LLM answer; a time-out is retried once, then the built-in choice is used. */
  AI_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(300).default(15),
  /** The planner's data folder (foods, products, recipes); defaults to ./data. */
  CATALOGUE_DATA_DIR: optionalString,
  /**
   * Requests per minute for sign-in (per address; the development issuer's /oidc pages get ten
   * times as many, a sign-in takes several) and for plan generation (per person).
   */
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_GENERATION_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Meal swaps per minute per person (each runs the planner on the web process). */
  RATE_LIMIT_SWAP_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Budget-step quotes per minute per person (asked as the wizard's choices change). */
  RATE_LIMIT_QUOTE_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Checkout and billing portal sessions per minute per person. */
  RATE_LIMIT_BILLING_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /**
   * Recipe imports per minute per person: each may fetch a page from another site (up to 10 s,
   * 5 MB) and parses up to 5 MB of HTML on the web process.
   */
  RATE_LIMIT_IMPORT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Plan event streams one person may hold open at once. */
  EVENT_STREAMS_PER_PERSON: z.coerce.number().int().positive().default(10),
  /**
   * Addresses of reverse proxies whose X-Forwarded-For is believed (comma-separated). Unset:
   * the header is ignored and limits apply to the connection's address.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  /**
   * Tests only: the recipe import may fetch pages from loopback (127.0.0.0/8, ::1), so tests
   * can serve pages locally. Refused at start-up in production.
   */
  RECIPE_IMPORT_ALLOW_LOOPBACK: z
    .enum(['0', '1', ''])
    .default('')
    .transform((v) => v === '1'),
});

type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  appOrigin: string;
  isProduction: boolean;
  authSecret: string;
  googleEnabled: boolean;
  /** DATA_DIR as an absolute path. */
  dataDir: string;
};

/**
 * What production needs per service, so that no development stand-in (the /oidc issuer, the
 * embedded checkout) is ever reachable there. A service with a stand-in adds a line here:
 * `missing` names the variables that are not set (docs/decisions/0010-production-safe-defaults.md).
 */
export const PRODUCTION_REQUIREMENTS: ReadonlyArray<{
  service: string;
  missing: (env: Env) => string[];
}> = [
  { service: 'public origin', missing: unset('APP_ORIGIN') },
  { service: 'sessions', missing: unset('BETTER_AUTH_SECRET') },
  { service: 'Google sign-in', missing: unset('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET') },
  {
    service: 'Stripe billing',
    missing: unset(
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_MONTHLY',
      'STRIPE_PRICE_YEARLY',
    ),
  },
  {
    // The embedded development store is a stand-in too: production needs a real store.
    service: 'store',
    missing: (env) =>
      liveStoreConfigured(env)
        ? []
        : [
            'WALMART_CONSUMER_ID, WALMART_PRIVATE_KEY and WALMART_KEY_VERSION, or KROGER_CLIENT_ID and KROGER_CLIENT_SECRET, or INSTACART_API_KEY',
          ],
  },
];

/** True when at least one real store provider has all its credentials. */
export function liveStoreConfigured(env: Env): boolean {
  const set = (...names: Array<keyof Env>) =>
    names.every((n) => env[n] !== undefined && env[n] !== '');
  return (
    set('WALMART_CONSUMER_ID', 'WALMART_PRIVATE_KEY', 'WALMART_KEY_VERSION') ||
    set('KROGER_CLIENT_ID', 'KROGER_CLIENT_SECRET') ||
    set('INSTACART_API_KEY')
  );
}

function unset(...names: Array<keyof Env>): (env: Env) => string[] {
  return (env) => names.filter((n) => env[n] === undefined || env[n] === '');
}

/** Each production service with the variables it still misses; empty when all are set. */
export function missingProductionSettings(env: Env): Array<{ service: string; missing: string[] }> {
  return PRODUCTION_REQUIREMENTS.map((r) => ({
    service: r.service,
    missing: r.missing(env),
  })).filter((r) => r.missing.length > 0);
}

/** The shortest session-signing secret production accepts. */
export const MIN_AUTH_SECRET_LENGTH = 32;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  if (isProduction && c.RECIPE_IMPORT_ALLOW_LOOPBACK) {
    throw new Error(
      'Refusing to start in production: RECIPE_IMPORT_ALLOW_LOOPBACK is a test-only setting (it lets the recipe import fetch loopback addresses).',
    );
  }
  if (isProduction) {
    const missing = missingProductionSettings(c);
    if (missing.length > 0) {
      // One line: what is missing, per service, and why the server will not start without it.
      throw new Error(
        `Refusing to start in production: missing ${missing
          .map((m) => `${m.missing.join(', ')} (${m.service})`)
          .join(
            '; ',
          )}. The development sign-in, billing and store stand-ins never run in production.`,
      );
    }
  }
  if (isProduction && (c.BETTER_AUTH_SECRET ?? '').length < MIN_AUTH_SECRET_LENGTH) {
    // Sessions are signed with it: a short secret can be guessed (issue 28, item 15).
    throw new Error(
      `Refusing to start in production: BETTER_AUTH_SECRET must be at least ${MIN_AUTH_SECRET_LENGTH} characters (e.g. openssl rand -base64 32).`,
    );
  }
  // A provider's credentials come as a set: half a set is a typo, not "off".
  for (const group of [
    ['WALMART_CONSUMER_ID', 'WALMART_PRIVATE_KEY', 'WALMART_KEY_VERSION'],
    ['KROGER_CLIENT_ID', 'KROGER_CLIENT_SECRET'],
  ] as const) {
    const given = group.filter((n) => c[n] !== undefined);
    if (given.length > 0 && given.length < group.length) {
      throw new Error(
        `Invalid environment configuration:\n  ${group.join(', ')} must be set together (missing ${group
          .filter((n) => c[n] === undefined)
          .join(', ')})`,
      );
    }
  }
  if (Boolean(c.GOOGLE_CLIENT_ID) !== Boolean(c.GOOGLE_CLIENT_SECRET)) {
    throw new Error(
      'Invalid environment configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  }
  const dataDir = path.resolve(ROOT, c.DATA_DIR);
  return {
    ...c,
    appOrigin: c.APP_ORIGIN ?? `http://${c.HOST}:${c.PORT}`,
    isProduction,
    // Without BETTER_AUTH_SECRET (never in production), sessions are signed with a random
    // secret kept in the data folder: a public default would let anyone forge a session.
    authSecret: c.BETTER_AUTH_SECRET ?? localSecret(dataDir, 'auth-secret'),
    googleEnabled: Boolean(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET),
    dataDir,
  };
}
