/**
 * Opening the app by IP: in development the CSRF check accepts the page's own loopback or
 * private-network address as well as APP_ORIGIN; in production only APP_ORIGIN. Either way
 * the refusal says what came from where.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, isLocalHostname } from './request-origin';
import { csrfProtection } from './security';

const APP = 'http://localhost:3000';

function appWith(isProduction: boolean) {
  return new Hono()
    .use('*', csrfProtection({ appOrigin: APP, isProduction }, []))
    .post('/change', (c) => c.json({ ok: true }));
}

async function post(isProduction: boolean, host: string, origin: string) {
  const res = await appWith(isProduction).request(`http://${host}/change`, {
    method: 'POST',
    headers: { host, origin },
  });
  return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
}

describe('CSRF origin check', () => {
  it('accepts, in development, the page opened at 127.0.0.1 or a LAN address of this server', async () => {
    expect((await post(false, '127.0.0.1:3000', 'http://127.0.0.1:3000')).status).toBe(200);
    expect((await post(false, '192.168.1.20:3000', 'http://192.168.1.20:3000')).status).toBe(200);
    expect((await post(false, '[::1]:3000', 'http://[::1]:3000')).status).toBe(200);
    expect((await post(false, 'localhost:3000', APP)).status).toBe(200);
  });

  it('refuses, in development, another site and a rebinding host name', async () => {
    expect((await post(false, '127.0.0.1:3000', 'http://evil.example')).status).toBe(403);
    expect((await post(false, 'evil.example:3000', 'http://evil.example:3000')).status).toBe(403);
    // An IP page posting to another address of the machine is cross-origin.
    expect((await post(false, '127.0.0.1:3000', 'http://192.168.1.20:3000')).status).toBe(403);
  });

  it('accepts only APP_ORIGIN in production, and says what happened', async () => {
    const refused = await post(true, '127.0.0.1:3000', 'http://127.0.0.1:3000');
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(
      'Cross-site request refused: it came from http://127.0.0.1:3000, but this server only ' +
        'accepts changes from http://localhost:3000 (APP_ORIGIN).',
    );
    expect((await post(true, 'localhost:3000', APP)).status).toBe(200);
  });
});

describe('local host names', () => {
  it('are loopback and private IP literals and localhost, never other names', () => {
    for (const h of ['localhost', '127.0.0.1', '10.1.2.3', '172.16.0.9', '192.168.0.2', '[::1]']) {
      expect(isLocalHostname(h), h).toBe(true);
    }
    for (const h of ['8.8.8.8', '172.32.0.1', 'evil.example', 'localhost.evil.example']) {
      expect(isLocalHostname(h), h).toBe(false);
    }
    expect(
      isAllowedOrigin(
        undefined,
        { url: 'http://x/', host: 'x' },
        { appOrigin: APP, isProduction: false },
      ),
    ).toBe(false);
  });
});
