/**
 * Bad input gets a 400 with a clear message and changes nothing, never a 500: the cases an
 * attacker found (budgets that overflow the cents column or read as hex, the NUL character
 * PostgreSQL cannot store, update-user with null, huge or non-text names).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealPlans, users } from '../db/schema';
import { FREE_PLAN_FORM, signInAs, startPlansTestServer } from '../plans/plans-test-support';
import type { TestClient } from '../test-support/http-client';
import type { TestServer } from '../test-support/test-server';

let server: TestServer;
let client: TestClient;
let userId: string;
beforeAll(async () => {
  server = await startPlansTestServer();
  ({ client, userId } = await signInAs(server.url, 'Bad Input Bea'));
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

type ErrorBody = { error: { code: string; message: string; field?: string } };

const PREFERENCES = {
  cuisinePreferences: ['italian'],
  breakfastPreferences: ['eggs'],
  lunchPreferences: ['salad'],
  dinnerPreferences: ['tacos'],
  dietaryRestrictions: [],
  allergies: [],
  customAllergies: [],
};

async function planCount(): Promise<number> {
  return (await server.db.select().from(mealPlans).where(eq(mealPlans.userId, userId))).length;
}

describe('bad input on POST /api/meal-plans', () => {
  it.each([
    ['21474837', 'Please enter a budget of at most $100,000'],
    ['100000000', 'Please enter a budget of at most $100,000'],
    [1e308, 'Please enter a valid budget amount'],
    ['1e308', 'Please enter a valid budget amount'],
    ['0x10', 'Please enter a valid budget amount'],
  ])('refuses a budget of %s with 400 "%s"', async (budget, message) => {
    const res = await client.json<ErrorBody>('/api/meal-plans', {
      method: 'POST',
      body: { ...FREE_PLAN_FORM, budget },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await planCount()).toBe(0);
  });

  it('refuses a NUL character in the plan preferences or pantry items', async () => {
    for (const body of [
      { ...FREE_PLAN_FORM, preferences: { note: 'a\u0000b' } },
      { ...FREE_PLAN_FORM, preferences: { 'k\u0000': 'v' } },
      { ...FREE_PLAN_FORM, pantryItems: { spices: ['salt\u0000'], baking: [], condiments: [] } },
    ]) {
      const res = await client.json<ErrorBody>('/api/meal-plans', { method: 'POST', body });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Text may not contain the NUL character (\\u0000)');
    }
    expect(await planCount()).toBe(0);
  });
});

describe('the NUL character elsewhere', () => {
  it('is refused in custom allergies, preference text and the pantry', async () => {
    const cases: Array<[string, string, unknown]> = [
      ['PUT', '/api/preferences', { ...PREFERENCES, customAllergies: ['kiwi\u0000'] }],
      [
        'PUT',
        '/api/preferences',
        {
          ...PREFERENCES,
          preferences: { servingSize: 2, budget: 'lo\u0000w', cookingTime: '30-60' },
        },
      ],
      ['PUT', '/api/pantry', { spices: ['salt\u0000'] }],
    ];
    for (const [method, path, body] of cases) {
      const res = await client.json<ErrorBody>(path, { method, body });
      expect(res.status, path).toBe(400);
      expect(res.body.error.code).toBe('INVALID_TEXT');
    }
    const prefs = await client.json<{ preferences: unknown }>('/api/preferences');
    expect(prefs.body.preferences).toBeNull();
  });

  it('is refused in path parameters and query values (issue 28, item 11)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const cases: Array<[string, string]> = [
      ['DELETE', `/api/meal-plans/${id}/members/%00`],
      ['DELETE', `/api/meal-plans/${id}/members/a%00b`],
      ['GET', '/api/meal-plans/%00'],
      ['GET', `/api/meal-plans/${id}/swap-options?day=1&meal=din%00ner`],
      ['DELETE', '/api/pantry/foods/%00'],
      ['GET', '/api/share/%00'],
    ];
    for (const [method, path] of cases) {
      const res = await client.json<ErrorBody>(path, { method });
      expect(res.status, path).toBe(400);
      expect(res.body.error.code).toBe('INVALID_TEXT');
    }
  });

  it('lets an escaped backslash followed by "u0000" through as ordinary text', async () => {
    const res = await client.json('/api/preferences', {
      method: 'PUT',
      body: { ...PREFERENCES, customAllergies: ['back\\u0000slash'] },
    });
    expect(res.status).toBe(200);
  });
});

describe('POST /api/auth/update-user', () => {
  const nameOf = async () =>
    (await server.db.select().from(users).where(eq(users.id, userId)))[0]!.name;

  it.each([
    ['a null name', { name: null }, 'name'],
    ['a 200 KB name', { name: 'x'.repeat(200_000) }, 'name'],
    ['an array as name', { name: ['Bea', 'Admin'] }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a javascript: image', { image: 'javascript:alert(1)' }, 'image'],
    ['a field that is not name or image', { name: 'Bea', emailVerified: true }, 'body'],
  ])('refuses %s, naming the field', async (_label, body, field) => {
    const before = await nameOf();
    const res = await client.json<ErrorBody>('/api/auth/update-user', { method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
    expect(await nameOf()).toBe(before);
  });

  it('refuses a NUL in the name or image with 400', async () => {
    for (const body of [{ name: 'Bea\u0000' }, { image: 'https://x.example/\u0000.png' }]) {
      const res = await client.json<ErrorBody>('/api/auth/update-user', { method: 'POST', body });
      expect(res.status).toBe(400);
    }
  });

  it('still updates a short name', async () => {
    const res = await client.json('/api/auth/update-user', {
      method: 'POST',
      body: { name: 'Bea B.' },
    });
    expect(res.status).toBe(200);
    expect(await nameOf()).toBe('Bea B.');
  });
});
