/**
 * better-auth's session cookie cache (issue 33): plan reads take the person from the signed
 * session-data cookie instead of the session query; writes, account deletion and /api/me
 * always ask the database, so a signed-out or deleted session is refused there at once; and a
 * copy of the cookies kept after sign-out or deletion reads nothing once the cache's seconds
 * (2 here, 60 by default) have passed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { TestClient } from '../test-support/http-client';
import type { TestServer } from '../test-support/test-server';
import {
  FREE_PLAN_FORM,
  signInAs,
  startPlansTestServer,
  waitFor,
} from '../plans/plans-test-support';

const CACHE_SECONDS = 2;
let server: TestServer;

beforeAll(async () => {
  server = await startPlansTestServer({
    RUN_WORKER: 'false',
    SESSION_COOKIE_CACHE_SECONDS: String(CACHE_SECONDS),
  });
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

/** Requests with a fixed copy of someone's cookies (as a thief or a forgotten tab would). */
function replay(cookie: string) {
  const client = new TestClient(server.url);
  return {
    get: async (path: string) => (await client.request(path, { headers: { cookie } })).status,
    post: async (path: string, body: unknown, method = 'POST') =>
      (
        await client.request(path, {
          method,
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
  };
}

describe('the session cookie cache', () => {
  it('is set at sign-in and serves plan reads without the session row', async () => {
    const { client, userId } = await signInAs(server.url, 'Cache Cleo');
    expect(client.cookieHeader()).toMatch(/session_data=/);
    const copy = replay(client.cookieHeader());
    // The session row gone (as a sign-out on another process would do) ...
    await server.db.delete(sessions).where(eq(sessions.userId, userId));
    // ... a plan read within the cache's seconds still knows the person from the cookie,
    expect(await copy.get('/api/meal-plans')).toBe(200);
    // while a write, the account and /api/me ask the database and refuse.
    expect(await copy.post('/api/meal-plans', FREE_PLAN_FORM)).toBe(401);
    expect(await copy.post('/api/user/delete', { userId })).toBe(401);
    expect(await copy.get('/api/me')).toBe(401);
    await waitFor(
      async () => (await copy.get('/api/meal-plans')) === 401,
      (CACHE_SECONDS + 3) * 1000,
      'the cached copy to expire',
    );
  });

  it('refuses a signed-out session for writes at once and for reads after the cache expires', async () => {
    const { client } = await signInAs(server.url, 'Signout Sid');
    const copy = replay(client.cookieHeader());
    const out = await client.json('/api/auth/sign-out', { method: 'POST', body: {} });
    expect(out.status).toBe(200);
    // The signed-out browser itself holds no session any more.
    expect(client.cookieHeader()).not.toMatch(/session_token=/);
    expect((await client.request('/api/meal-plans')).status).toBe(401);
    expect(await copy.post('/api/meal-plans', FREE_PLAN_FORM)).toBe(401);
    expect(await copy.get('/api/me')).toBe(401);
    await waitFor(
      async () => (await copy.get('/api/meal-plans')) === 401,
      (CACHE_SECONDS + 3) * 1000,
      'the signed-out copy to stop reading',
    );
  });

  it('refuses a deleted account everywhere it matters, and its reads show nothing', async () => {
    const { client, userId } = await signInAs(server.url, 'Deleted Dee');
    const copy = replay(client.cookieHeader());
    const deleted = await client.json('/api/user/delete', { method: 'POST', body: { userId } });
    expect(deleted.status).toBe(200);
    expect(await copy.post('/api/meal-plans', FREE_PLAN_FORM)).toBe(401);
    expect(await copy.post('/api/user/delete', { userId })).toBe(401);
    expect(await copy.get('/api/me')).toBe(401);
    // Within the cache's seconds a read finds no plan of the person: they went with the account.
    const res = await new TestClient(server.url).request('/api/meal-plans', {
      headers: { cookie: client.cookieHeader() },
    });
    if (res.status === 200) expect(await res.json()).toEqual({ plans: [] });
    else expect(res.status).toBe(401);
    await waitFor(
      async () => (await copy.get('/api/meal-plans')) === 401,
      (CACHE_SECONDS + 3) * 1000,
      'the deleted account to stop reading',
    );
  });

  it('renews the cached copy from the database once it has expired, so reads keep working', async () => {
    const { client } = await signInAs(server.url, 'Renew Ren');
    const first = client.cookieHeader().match(/session_data=([^;]+)/)?.[1];
    await new Promise((r) => setTimeout(r, (CACHE_SECONDS + 0.5) * 1000));
    const res = await client.request('/api/meal-plans');
    expect(res.status).toBe(200);
    const renewed = client.cookieHeader().match(/session_data=([^;]+)/)?.[1];
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(first);
  });
});
