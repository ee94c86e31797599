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
 * In-process memory: with several server processes each enforces its own window, which still
 * bounds abuse per process.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { errorBody } from './errors';

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';
const CLIENT_ADDRESS = 'clientAddress';

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

function tooMany(c: Context, retryAfter: number) {
  c.header('Retry-After', String(retryAfter));
  return c.json(errorBody('RATE_LIMITED', RATE_LIMITED_MESSAGE), 429);
}

export function rateLimit(options: { bucket: string; perMinute: number }): MiddlewareHandler {
  const limiter = new FixedWindowLimiter(options.perMinute);
  return async (c, next) => {
    const wait = limiter.hit(`${options.bucket}:${limitKey(c)}`);
    if (wait !== null) return tooMany(c, wait);
    await next();
  };
}

/**
 * At most `max` responses of this bucket open at once per person (or address): for event
 * streams, which hold a connection and a subscription each for as long as they stay open.
 */
export function concurrencyLimit(options: { bucket: string; max: number }): MiddlewareHandler {
  const open = new Map<string, number>();
  return async (c, next) => {
    const key = `${options.bucket}:${limitKey(c)}`;
    const count = open.get(key) ?? 0;
    if (count >= options.max) return tooMany(c, 5);
    open.set(key, count + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const n = (open.get(key) ?? 1) - 1;
      if (n <= 0) open.delete(key);
      else open.set(key, n);
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
