/**
 * A fixed-window rate limiter per client address and bucket. In-process memory: with several
 * server processes each enforces its own window, which still bounds abuse per process.
 */
import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { errorBody } from './errors';

export function rateLimit(options: { bucket: string; perMinute: number }): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    let address = 'unknown';
    try {
      address = getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      // Not served by the node adapter (e.g. app.request in tests).
    }
    const now = Date.now();
    const key = `${options.bucket}:${address}`;
    const current = windows.get(key);
    if (!current || now - current.start >= 60_000) {
      windows.set(key, { start: now, count: 1 });
      if (windows.size > 50_000) {
        for (const [k, w] of windows) if (now - w.start >= 60_000) windows.delete(k);
      }
    } else {
      current.count += 1;
      if (current.count > options.perMinute) {
        const retryAfter = Math.ceil((current.start + 60_000 - now) / 1000);
        c.header('Retry-After', String(retryAfter));
        return c.json(
          errorBody('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'),
          429,
        );
      }
    }
    await next();
  };
}
