/**
 * Rate limits, generic so a route is limited by one line (docs/decisions/0010-production-safe-defaults.md):
 *
 * - `rateLimit({ bucket, perMinute })`: a fixed window per PERSON when the route knows who is
 *   signed in (after requireUser), otherwise per client address;
 * - `concurrencyLimit({ bucket, max })`: at most `max` open responses (event streams) per
 *   person at once;
 * - `clientAddressMiddleware(trustedProxies)`: the client's address is the connection's,
 *   or the X-Forwarded-For entry a configured trusted proxy added; never a header a client
 *   sent straight to us (that would let anyone pick a fresh address per request).
 *
 * The counts live in the limit store the app puts on every request (`limitStoreMiddleware`,
 * PostgreSQL in the product: src/server/http/limit-store.ts), so several server processes on
 * one database enforce one limit between them. A route mounted without it (a unit test's bare
 * Hono app) counts in this process's memory.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { errorBody } from './errors';
import type { LimitStore } from './limit-store';

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';
const CLIENT_ADDRESS = 'clientAddress';
const LIMIT_STORE = 'limitStore';

/** Puts the shared limit store on the context for `rateLimit` and `concurrencyLimit`. */
export function limitStoreMiddleware(store: LimitStore): MiddlewareHandler {
  return async (c, next) => {
    (c.set as (key: string, value: unknown) => void)(LIMIT_STORE, store);
    await next();
  };
}

function limitStore(c: Context): LimitStore | undefined {
  return (c.get as (key: string) => unknown)(LIMIT_STORE) as LimitStore | undefined;
}

/** A fixed one-minute window per key. */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(private readonly perMinute: number) {}

  /** Counts one request; returns the seconds to wait when over the limit, else null. */
  hit(key: string, now = Date.now()): number | null {
    const current = this.windows.get(key);
    if (!current || now - current.start >= 60_000) {
      this.windows.set(key, { start: now, count: 1 });
      if (this.windows.size > 50_000) {
        for (const [k, w] of this.windows) if (now - w.start >= 60_000) this.windows.delete(k);
      }
      return null;
    }
    current.count += 1;
    if (current.count <= this.perMinute) return null;
    return Math.max(1, Math.ceil((current.start + 60_000 - now) / 1000));
  }
}

/** Who a request counts against: the signed-in person, else the client address. */
export function limitKey(c: Context): string {
  const user = (c.get as (key: string) => unknown)('user') as { id?: string } | undefined;
  if (user?.id) return `person:${user.id}`;
  return `address:${clientAddress(c)}`;
}

export function clientAddress(c: Context): string {
  const known = (c.get as (key: string) => unknown)(CLIENT_ADDRESS);
  if (typeof known === 'string') return known;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // Not served by the node adapter (e.g. app.request in tests).
  }
}

/**
 * The client's address: the connection's own, unless the connection comes from a trusted
 * proxy; then the nearest X-Forwarded-For entry that is not itself a trusted proxy.
 */
export function resolveClientAddress(
  remote: string,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  const trusted = new Set(trustedProxies.map(normaliseAddress));
  let address = normaliseAddress(remote);
  if (!trusted.has(address) || !forwardedFor) return address;
  const hops = forwardedFor
    .split(',')
    .map((h) => normaliseAddress(h.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    address = hops[i]!;
    if (!trusted.has(address)) break;
  }
  return address;
}

function normaliseAddress(address: string): string {
  return address.replace(/^::ffff:/, '');
}

/** Puts the client's address on the context for the limits and anything else that needs it. */
export function clientAddressMiddleware(trustedProxies: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    let remote = 'unknown';
    try {
      remote = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // app.request in tests: no connection.
    }
    (c.set as (key: string, value: unknown) => void)(
      CLIENT_ADDRESS,
      resolveClientAddress(remote, c.req.header('x-forwarded-for'), trustedProxies),
    );
    await next();
  };
}

function tooMany(c: Context, retryAfter: number, message = RATE_LIMITED_MESSAGE) {
  c.header('Retry-After', String(retryAfter));
  return c.json(errorBody('RATE_LIMITED', message), 429);
}

/**
 * `message`, when given, says what was limited and how long to wait (the seconds until the
 * window restarts); otherwise the generic RATE_LIMITED_MESSAGE.
 */
export function rateLimit(options: {
  bucket: string;
  perMinute: number;
  message?: (waitSeconds: number) => string;
}): MiddlewareHandler {
  const local = new FixedWindowLimiter(options.perMinute);
  return async (c, next) => {
    const key = `${options.bucket}:${limitKey(c)}`;
    const store = limitStore(c);
    const wait = store ? await store.hit(key, options.perMinute) : local.hit(key);
    if (wait !== null) return tooMany(c, wait, options.message?.(wait));
    await next();
  };
}

/** This process's count of open responses per key: the stand-in for a missing store. */
function memoryLeases(): (key: string, max: number) => (() => void) | null {
  const open = new Map<string, number>();
  return (key, max) => {
    const count = open.get(key) ?? 0;
    if (count >= max) return null;
    open.set(key, count + 1);
    return () => {
      const n = (open.get(key) ?? 1) - 1;
      if (n <= 0) open.delete(key);
      else open.set(key, n);
    };
  };
}

/**
 * At most `max` responses of this bucket open at once per person (or address), across every
 * server process: for event streams, which hold a connection and a subscription each for as
 * long as they stay open.
 */
export function concurrencyLimit(options: { bucket: string; max: number }): MiddlewareHandler {
  const local = memoryLeases();
  return async (c, next) => {
    const key = `${options.bucket}:${limitKey(c)}`;
    const store = limitStore(c);
    let releaseLease: (() => unknown) | null;
    if (store) {
      const lease = await store.acquire(key, options.max);
      releaseLease = lease && (() => lease.release().catch(() => {}));
    } else {
      releaseLease = local(key, options.max);
    }
    if (!releaseLease) return tooMany(c, 5);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      void releaseLease();
    };
    try {
      await next();
    } catch (error) {
      release();
      throw error;
    }
    const body = c.res.body;
    if (!body) {
      release();
      return;
    }
    // Released when the stream ends or the client goes away (which cancels it).
    const { readable, writable } = new TransformStream();
    body.pipeTo(writable).then(release, release);
    c.res = new Response(readable, c.res);
  };
}
