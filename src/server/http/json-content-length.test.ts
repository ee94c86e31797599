import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { streamSSE } from 'hono/streaming';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { jsonContentLength } from './json-content-length';

function app() {
  const a = new Hono();
  a.use('*', compress());
  a.use('*', jsonContentLength());
  a.get('/small', (c) => {
    c.header('Set-Cookie', 'a=1');
    c.header('ETag', '"v1"');
    return c.json({ plan: { id: 'p1', status: 'processing' } }, 201);
  });
  a.get('/large', (c) => c.json({ items: Array.from({ length: 200 }, (_, i) => `item ${i}`) }));
  a.get('/events', (c) => streamSSE(c, async (s) => s.writeSSE({ data: 'hello' })));
  return a;
}
const gzip = { headers: { 'accept-encoding': 'gzip' } };

describe('JSON answers and compression', () => {
  it('sends a small JSON answer as it is, with its length, status and headers', async () => {
    const res = await app().request('/small', gzip);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toEqual({ plan: { id: 'p1', status: 'processing' } });
    expect(res.headers.get('set-cookie')).toBe('a=1');
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('still compresses a large JSON answer', async () => {
    const res = await app().request('/large', gzip);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString());
    expect(body.items).toHaveLength(200);
  });

  it('leaves answers alone for a client that takes no compression', async () => {
    const res = await app().request('/small');
    expect(res.headers.get('content-encoding')).toBeNull();
    // Not read back and rebuilt: compress() would not touch it either.
    expect(res.headers.get('content-length')).toBeNull();
    expect(await res.json()).toEqual({ plan: { id: 'p1', status: 'processing' } });
  });

  it('leaves event streams alone', async () => {
    const res = await app().request('/events', gzip);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(res.headers.get('content-length')).toBeNull();
    expect(await res.text()).toContain('data: hello');
  });
});
