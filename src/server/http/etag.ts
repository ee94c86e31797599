/**
 * ETag / If-None-Match for JSON reads (issue 33): the tag is a hash of the exact body the
 * person would get, so a 304 is only ever sent for a body identical to the one the client
 * holds, and any change (from any process, by anyone) gives a new tag and a 200.
 * Weak tags: the same body may be sent gzip-compressed or not.
 */
import { hash } from 'node:crypto';
import type { Context } from 'hono';

/** Read by the owner's browser only, and re-checked with the server before every use. */
export const REVALIDATE = 'private, no-cache';

export function etagOf(body: string | Uint8Array): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/** Whether an If-None-Match header names `tag` (weak comparison, as RFC 9110 asks for GET). */
export function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return ifNoneMatch.split(',').some((t) => opaque(t) === wanted);
}

/** A body with the tag of exactly its bytes (kept with it by readers that cache bodies). */
export type TaggedBody = { body: Uint8Array<ArrayBuffer>; etag: string };

/**
 * A JSON body with its tag, or 304 when the client already holds exactly that body.
 * `etag`: the tag of `body` when the caller has it (etagOf(body)), saving the hash.
 *
 * `Vary` names Accept-Encoding itself: otherwise the compress middleware adds it after the
 * response is made, which makes Hono rebuild the response around a stream of the body (a
 * chunked, several-times slower write of every plan read, compressed or not).
 */
export function jsonWithEtag(
  c: Context,
  body: string | Uint8Array<ArrayBuffer>,
  etag?: string,
): Response {
  const tag = etag ?? etagOf(body);
  const headers = { ETag: tag, 'Cache-Control': REVALIDATE, Vary: 'Cookie, Accept-Encoding' };
  if (matches(c.req.header('if-none-match'), tag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'content-type': 'application/json' });
}
