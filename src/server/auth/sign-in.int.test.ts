import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema } from '../../shared/session';
import { signIn, TestClient } from '../test-support/http-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

describe('sign-in through the development OpenID Connect issuer', () => {
  it('answers 401 on /api/me without a session', async () => {
    const res = await new TestClient(server.url).json('/api/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue' },
    });
  });

  it('signs a new person in with the authorization-code flow and creates a free subscription', async () => {
    const client = await signIn(server.url, { name: 'Ada Lovelace', email: 'ada@example.com' });
    const me = await client.json('/api/me');
    expect(me.status).toBe(200);
    const body = v.parse(meResponseSchema, me.body);
    expect(body.user).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(body.subscription.status).toBe('free');
    expect(body.onboardingCompleted).toBe(false);
    expect(body.planCount).toBe(0);
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const client = new TestClient(server.url);
    const start = await client.json<{ url: string }>('/api/login/google', {
      method: 'POST',
      body: { callbackPath: '/auth/callback' },
    });
    const login = await client.follow(start.body.url);
    const res = await client.request(`${new URL(login.location).pathname}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Grace&email=grace%40example.com',
    });
    let response = res;
    let location = res.headers.get('location')!;
    const cookies: string[] = [];
    while (
      response.status >= 300 &&
      response.status < 400 &&
      (location.includes('/oidc') || location.includes('/api/'))
    ) {
      response = await client.request(location);
      cookies.push(...response.headers.getSetCookie());
      location = response.headers.get('location') ?? '';
    }
    const sessionCookie = cookies.find((c) => c.includes('session_token'));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
  });

  it('signs the same person in again as the same account', async () => {
    const a = await signIn(server.url, { name: 'Ada Lovelace', email: 'ada@example.com' });
    const b = await signIn(server.url, { name: 'Ada Lovelace', email: 'ada@example.com' });
    const [ma, mb] = await Promise.all([
      a.json<{ user: { id: string } }>('/api/me'),
      b.json<{ user: { id: string } }>('/api/me'),
    ]);
    expect(ma.body.user.id).toBe(mb.body.user.id);
  });

  it('signs out', async () => {
    const client = await signIn(server.url, { name: 'Alan', email: 'alan@example.com' });
    const out = await client.json('/api/auth/sign-out', { method: 'POST', body: {} });
    expect(out.status).toBe(200);
    expect((await client.json('/api/me')).status).toBe(401);
  });

  it('refuses a cross-site state-changing request', async () => {
    const client = await signIn(server.url, { name: 'Eve', email: 'eve@example.com' });
    const res = await client.json('/api/auth/sign-out', {
      method: 'POST',
      body: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await client.json('/api/me')).status).toBe(200);
  });

  it('reports the database on /healthz', async () => {
    const res = await new TestClient(server.url).json<{ database: { status: string } }>('/healthz');
    expect(res.status).toBe(200);
    expect(res.body.database.status).toBe('ok');
  });

  it('rejects an invalid body with a 400 naming the field', async () => {
    const res = await new TestClient(server.url).json('/api/login/google', {
      method: 'POST',
      body: { callbackPath: 'https://evil.example' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', field: 'callbackPath' } });
  });
});
