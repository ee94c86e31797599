/**
 * requireUser's memo of cookie-cached sessions (issue 33, decision 0026): a plan read with the
 * exact Cookie header better-auth has just accepted from its session-data cookie is not checked
 * again until that cookie's copy or the session expires; anything else asks better-auth.
 */
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from './auth';
import { requireUser, type AppVariables } from './require-user';
import { SessionCookieMemo, sessionDataExpiry } from './session-cookie-memo';

const DATA = 'better-auth.session_data';
const T0 = Date.parse('2026-05-01T12:00:00Z');

/** better-auth's compact session-data cookie value (the signature is better-auth's concern). */
function sessionData(userId: string, cacheExpiresAt: number, sessionExpiresAt: number) {
  return Buffer.from(
    JSON.stringify({
      session: {
        session: { userId, token: 't', expiresAt: new Date(sessionExpiresAt).toISOString() },
        user: { id: userId, email: `${userId}@example.com`, name: userId },
        updatedAt: T0,
        version: '1',
      },
      expiresAt: cacheExpiresAt,
      signature: 'sig',
    }),
  ).toString('base64url');
}

type Answer = { userId: string | null; setCookies?: string[] };

/** A stand-in for better-auth that answers `answer()` and counts the questions. */
function fakeAuth(answer: () => Answer, cookieCache = true) {
  const getSession = vi.fn(async () => {
    const { userId, setCookies = [] } = answer();
    const headers = new Headers();
    for (const c of setCookies) headers.append('set-cookie', c);
    return {
      headers,
      response: userId
        ? {
            session: { userId },
            user: { id: userId, email: `${userId}@example.com`, name: userId, image: null },
          }
        : null,
    };
  });
  const auth = {
    api: { getSession },
    options: { session: { cookieCache: { enabled: cookieCache } } },
    $context: Promise.resolve({ authCookies: { sessionData: { name: DATA } } }),
  } as unknown as Auth;
  return { auth, getSession };
}

function appWith(auth: Auth) {
  const app = new Hono<{ Variables: AppVariables }>();
  app.use('*', requireUser(auth, { fromCookieCache: true }));
  app.all('*', (c) => c.json({ id: c.get('user').id }));
  return app;
}

async function ask(app: Hono<{ Variables: AppVariables }>, cookie: string, method = 'GET') {
  const res = await app.request('/api/meal-plans', { method, headers: { cookie } });
  return { status: res.status, body: res.status === 200 ? await res.json() : null };
}

afterEach(() => vi.useRealTimers());

describe('requireUser with the session cookie cache', () => {
  it('asks better-auth once for repeated reads with the same cookies', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { auth, getSession } = fakeAuth(() => ({ userId: 'ann' }));
    const app = appWith(auth);
    const cookie = `better-auth.session_token=tok.sig; ${DATA}=${sessionData('ann', T0 + 60_000, T0 + 86_400_000)}`;
    expect(await ask(app, cookie)).toEqual({ status: 200, body: { id: 'ann' } });
    expect(await ask(app, cookie)).toEqual({ status: 200, body: { id: 'ann' } });
    expect(await ask(app, cookie)).toEqual({ status: 200, body: { id: 'ann' } });
    expect(getSession).toHaveBeenCalledTimes(1);
  });

  it("asks again once the cookie's cached copy has expired, and takes its answer", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    let signedOut = false;
    const { auth, getSession } = fakeAuth(() => ({ userId: signedOut ? null : 'ann' }));
    const app = appWith(auth);
    const cookie = `better-auth.session_token=tok.sig; ${DATA}=${sessionData('ann', T0 + 2_000, T0 + 86_400_000)}`;
    expect((await ask(app, cookie)).status).toBe(200);
    signedOut = true; // better-auth would still trust the copy until it expires ...
    vi.setSystemTime(T0 + 1_999);
    expect((await ask(app, cookie)).status).toBe(200);
    expect(getSession).toHaveBeenCalledTimes(1);
    vi.setSystemTime(T0 + 2_000); // ... and from then on it asks the database.
    expect((await ask(app, cookie)).status).toBe(401);
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it("asks again once the session itself has expired, even inside the copy's time", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { auth, getSession } = fakeAuth(() => ({ userId: 'ann' }));
    const app = appWith(auth);
    const cookie = `better-auth.session_token=tok.sig; ${DATA}=${sessionData('ann', T0 + 60_000, T0 + 1_000)}`;
    await ask(app, cookie);
    vi.setSystemTime(T0 + 1_000);
    await ask(app, cookie);
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it('always asks for writes, for other cookies, and when better-auth set cookies', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    let setCookies: string[] = [];
    const { auth, getSession } = fakeAuth(() => ({ userId: 'ann', setCookies }));
    const app = appWith(auth);
    const data = sessionData('ann', T0 + 60_000, T0 + 86_400_000);
    const cookie = `better-auth.session_token=tok.sig; ${DATA}=${data}`;
    await ask(app, cookie, 'POST');
    await ask(app, cookie, 'POST');
    expect(getSession).toHaveBeenCalledTimes(2);
    // A renewed copy was set: better-auth went to the database, nothing is kept.
    setCookies = [`${DATA}=new; Path=/`];
    await ask(app, cookie);
    await ask(app, cookie);
    expect(getSession).toHaveBeenCalledTimes(4);
    setCookies = [];
    await ask(app, cookie);
    await ask(app, `${cookie}; theme=dark`);
    expect(getSession).toHaveBeenCalledTimes(6);
  });

  it('keeps nothing when the cookie cache is off', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const { auth, getSession } = fakeAuth(() => ({ userId: 'ann' }), false);
    const app = appWith(auth);
    const cookie = `better-auth.session_token=tok.sig; ${DATA}=${sessionData('ann', T0 + 60_000, T0 + 86_400_000)}`;
    await ask(app, cookie);
    await ask(app, cookie);
    expect(getSession).toHaveBeenCalledTimes(2);
  });
});

describe('sessionDataExpiry', () => {
  const data = sessionData('ann', T0 + 60_000, T0 + 30_000);

  it("is the earlier of the copy's and the session's expiry", () => {
    expect(sessionDataExpiry(`a=1; ${DATA}=${data}`, DATA, 'ann')).toBe(T0 + 30_000);
  });

  it('is null for another person, two copies, a chunked copy or no copy', () => {
    expect(sessionDataExpiry(`${DATA}=${data}`, DATA, 'bob')).toBeNull();
    expect(sessionDataExpiry(`${DATA}=${data}; ${DATA}=${data}`, DATA, 'ann')).toBeNull();
    expect(sessionDataExpiry(`${DATA}.0=${data}; ${DATA}.1=x`, DATA, 'ann')).toBeNull();
    expect(sessionDataExpiry('a=1', DATA, 'ann')).toBeNull();
    expect(sessionDataExpiry(`${DATA}=not-json`, DATA, 'ann')).toBeNull();
  });
});

describe('SessionCookieMemo', () => {
  it('forgets the oldest entries beyond its capacity', () => {
    const memo = new SessionCookieMemo(2);
    const user = { id: 'u', email: 'u@example.com', name: 'U', image: null };
    memo.remember('a', user, T0 + 10, T0);
    memo.remember('b', user, T0 + 10, T0);
    memo.remember('c', user, T0 + 10, T0);
    expect(memo.get('a', T0)).toBeUndefined();
    expect(memo.get('b', T0)).toEqual(user);
    expect(memo.get('c', T0)).toEqual(user);
    expect(memo.get('c', T0 + 10)).toBeUndefined();
  });
});
