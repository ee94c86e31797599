/**
 * Opening the app at http://127.0.0.1:PORT when APP_ORIGIN is http://localhost:PORT: pages
 * are sent to APP_ORIGIN (where sign-in's cookies and redirects work), changes from the
 * page's own loopback address pass the CSRF check, and starting sign-in from an address the
 * provider cannot return to says so instead of failing without a reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../plans/plans-test-support';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;
let byIp: string;
beforeAll(async () => {
  server = await startTestServer();
  byIp = server.url.replace('localhost', '127.0.0.1');
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

describe('the app opened at 127.0.0.1', () => {
  it('sends a page load to APP_ORIGIN', async () => {
    const res = await fetch(`${byIp}/login?from=x`, { redirect: 'manual' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(`${server.url}/login?from=x`);
  });

  it('accepts a change sent from the page at its own loopback address', async () => {
    const { client } = await signInAs(server.url, 'Ip Ida');
    const res = await client.json(`${byIp}/api/pantry`, {
      method: 'PUT',
      body: { spices: ['salt'] },
      headers: { origin: byIp },
    });
    expect(res.status).toBe(200);
  });

  it('explains why sign-in cannot start from an address the provider does not return to', async () => {
    const res = await fetch(`${byIp}/api/login/google`, {
      method: 'POST',
      headers: { origin: byIp, 'content-type': 'application/json' },
      body: JSON.stringify({ callbackPath: '/auth/callback' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe(
      `Sign-in from ${byIp} cannot work: the sign-in provider returns to ${server.url} (APP_ORIGIN). ` +
        `Open the app at ${server.url}, or start the server with APP_ORIGIN=${byIp} to sign in from this address.`,
    );
  });
});
