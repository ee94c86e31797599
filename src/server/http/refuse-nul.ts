/**
 * PostgreSQL cannot store the NUL character in text or jsonb (22P05), so a body carrying one
 * would fail at the database with a 500 after validation passed. Refuse it up front, for
 * every route that takes a body, with a 400 that says why.
 */
import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors';

export const NUL_CHARACTER_MESSAGE = 'Text may not contain the NUL character (\\u0000)';

/** A raw NUL, or the JSON escape \u0000 that is not itself an escaped backslash. */
const ESCAPED_NUL = /(^|[^\\])(\\\\)*\\u0000/i;

export function containsNul(text: string): boolean {
  return text.includes('\0') || ESCAPED_NUL.test(text);
}

/** A NUL in the path or query, raw or percent-encoded (%00). */
export function urlContainsNul(url: string): boolean {
  return url.includes('\0') || /%00/i.test(url);
}

export function refuseNulCharacters(): MiddlewareHandler {
  return async (c, next) => {
    // Path parameters and query values reach the database too (issue 28, item 11).
    if (urlContainsNul(c.req.url)) {
      throw new HttpError(400, 'INVALID_TEXT', NUL_CHARACTER_MESSAGE);
    }
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    // Hono keeps the bytes, so the route's own c.req.json() / c.req.text() read them again.
    const bytes = await c.req.arrayBuffer();
    if (containsNul(new TextDecoder().decode(bytes))) {
      throw new HttpError(400, 'INVALID_TEXT', NUL_CHARACTER_MESSAGE);
    }
    // Handlers that take the raw Request (better-auth) need a body not read yet: the same bytes.
    c.req.raw = new Request(c.req.raw.url, {
      method,
      headers: c.req.raw.headers,
      body: bytes.byteLength > 0 ? bytes : null,
    });
    await next();
  };
}
