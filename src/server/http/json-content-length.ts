import type { MiddlewareHandler } from 'hono';

/**
 * Gives JSON answers their Content-Length, so that compress() leaves small ones as they are.
 *
 * hono's compress() skips bodies under its threshold only when it knows their length, and
 * `c.json()` sets none: every JSON answer, down to a 60-byte error, went through a
 * CompressionStream of its own (a zlib state and a stream pipeline), about a millisecond of
 * the server's CPU for a plan's 201 answer (issue 33). Our JSON answers are built whole in
 * memory, so reading one back costs a copy. Registered after compress(), so it runs first on
 * the way out.
 */
export function jsonContentLength(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // compress() does nothing for a client that takes no gzip or deflate: leave those alone
    // (plan reads are written straight from their kept string, decision 0026).
    if (!/\b(gzip|deflate)\b/i.test(c.req.header('Accept-Encoding') ?? '')) return;
    const res = c.res;
    if (!res.body || res.headers.has('Content-Length') || res.headers.has('Content-Encoding')) {
      return;
    }
    if (!/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '')) return;
    // Whether compressed or not, the answer depends on Accept-Encoding (as compress() says).
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary ?? '')) {
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const body = await res.arrayBuffer();
    c.res = new Response(body, {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
    });
    c.res.headers.set('Content-Length', String(body.byteLength));
  };
}
