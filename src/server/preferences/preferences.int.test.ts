import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PantryCatalogueResponse,
  PantryResponse,
  PreferencesResponse,
} from '../../shared/preferences';
import { signIn, TestClient } from '../test-support/http-client';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { userPantry, userPreferences } from '../db/schema';
import { eq } from 'drizzle-orm';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
  await server.dropDatabase();
});

const valid = {
  cuisinePreferences: ['italian', 'mexican'],
  breakfastPreferences: ['eggs', 'oatmeal'],
  lunchPreferences: ['salad'],
  dinnerPreferences: ['tacos', 'chicken'],
  dietaryRestrictions: ['vegetarian', 'lowSodium'],
  allergies: ['peanuts', 'milk'],
  customAllergies: ['  Cilantro '],
};

describe('preferences API', () => {
  it('requires a session', async () => {
    const res = await new TestClient(server.url).json('/api/preferences');
    expect(res.status).toBe(401);
  });

  it('starts empty, saves once per person, updates in place, and completes onboarding', async () => {
    const client = await signIn(server.url, { name: 'Pat', email: 'pat@example.com' });
    expect(
      (await client.json<PreferencesResponse>('/api/preferences')).body.preferences,
    ).toBeNull();

    const saved = await client.json<PreferencesResponse>('/api/preferences', {
      method: 'PUT',
      body: valid,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences).toMatchObject({
      cuisinePreferences: ['italian', 'mexican'],
      customAllergies: ['cilantro'],
      preferences: { servingSize: 4, budget: 'medium', cookingTime: '30-60' },
    });
    const updated = await client.json<PreferencesResponse>('/api/preferences', {
      method: 'PUT',
      body: { ...valid, cuisinePreferences: ['thai'] },
    });
    expect(updated.body.preferences?.cuisinePreferences).toEqual(['thai']);
    const me = await client.json<{ onboardingCompleted: boolean }>('/api/me');
    expect(me.body.onboardingCompleted).toBe(true);
  });

  it.each([
    [
      { ...valid, cuisinePreferences: [] },
      'cuisinePreferences',
      'Please select at least one cuisine to continue',
    ],
    [
      {
        ...valid,
        cuisinePreferences: [
          'italian',
          'mexican',
          'chinese',
          'japanese',
          'indian',
          'thai',
          'greek',
        ],
      },
      'cuisinePreferences',
      'Maximum of 6 selections reached',
    ],
    [
      {
        ...valid,
        breakfastPreferences: ['eggs', 'oatmeal', 'toast', 'yogurt', 'cereal', 'pancakes'],
      },
      'breakfastPreferences',
      'Maximum of 5 selections reached for breakfast',
    ],
    [
      { ...valid, dietaryRestrictions: ['vegan', 'keto'] },
      'dietaryRestrictions',
      'Vegan diet is not compatible with Keto',
    ],
    [
      { ...valid, customAllergies: ['Dairy'] },
      'customAllergies',
      'This allergy is already in the common allergies list',
    ],
    [{ ...valid, allergies: ['gluten'] }, 'allergies.0', ''],
    [
      { ...valid, preferences: { servingSize: 4, budget: 'medium', cookingTime: '45 minutes' } },
      'preferences.cookingTime',
      'Cooking time must be one of "under-30", "30-60", "over-60"',
    ],
  ])('refuses invalid preferences and changes nothing (%#)', async (body, field, message) => {
    const client = await signIn(server.url, { name: 'Val', email: `val-${field}@example.com` });
    const res = await client.json<{ error: { field: string; message: string } }>(
      '/api/preferences',
      {
        method: 'PUT',
        body,
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
    expect(res.body.error.message).toContain(message);
    expect(
      (await client.json<PreferencesResponse>('/api/preferences')).body.preferences,
    ).toBeNull();
  });
});

describe('cooking time', () => {
  it('saves one of the three choices, and reads a legacy free string as 30-60', async () => {
    const client = await signIn(server.url, { name: 'Cy', email: 'cy@example.com' });
    const saved = await client.json<PreferencesResponse>('/api/preferences', {
      method: 'PUT',
      body: { ...valid, preferences: { servingSize: 2, budget: 'low', cookingTime: 'under-30' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences?.preferences).toEqual({
      servingSize: 2,
      budget: 'low',
      cookingTime: 'under-30',
    });
    expect(
      (await client.json<PreferencesResponse>('/api/preferences')).body.preferences?.preferences
        .cookingTime,
    ).toBe('under-30');

    // A row written before issue 27 holds a free string: it reads as the default, and the
    // rest of the object (serving size, budget) is kept.
    const me = (await client.json<{ user: { id: string } }>('/api/me')).body.user.id;
    await server.db
      .update(userPreferences)
      .set({ preferences: { servingSize: 2, budget: 'low', cookingTime: 'quick please' } })
      .where(eq(userPreferences.userId, me));
    const read = await client.json<PreferencesResponse>('/api/preferences');
    expect(read.status).toBe(200);
    expect(read.body.preferences?.preferences).toEqual({
      servingSize: 2,
      budget: 'low',
      cookingTime: '30-60',
    });
  });
});

describe('energy target', () => {
  it('defaults to 2,000 kcal, saves within 1,200-4,000, and a wizard save keeps it', async () => {
    const client = await signIn(server.url, { name: 'Eve', email: 'eve-energy@example.com' });
    const before = await client.json('/api/preferences/energy-target', {
      method: 'PUT',
      body: { energyTargetKcal: 2400 },
    });
    // Nothing to attach it to before onboarding.
    expect(before.status).toBe(409);
    const saved = await client.json<PreferencesResponse>('/api/preferences', {
      method: 'PUT',
      body: valid,
    });
    expect(saved.body.preferences?.energyTargetKcal).toBe(2000);
    const set = await client.json<PreferencesResponse>('/api/preferences/energy-target', {
      method: 'PUT',
      body: { energyTargetKcal: 2600 },
    });
    expect(set.status).toBe(200);
    expect(set.body.preferences?.energyTargetKcal).toBe(2600);
    await client.json('/api/preferences', { method: 'PUT', body: valid });
    const after = await client.json<PreferencesResponse>('/api/preferences');
    expect(after.body.preferences?.energyTargetKcal).toBe(2600);
    const withTarget = await client.json<PreferencesResponse>('/api/preferences', {
      method: 'PUT',
      body: { ...valid, energyTargetKcal: 1800 },
    });
    expect(withTarget.body.preferences?.energyTargetKcal).toBe(1800);
  });

  it.each([[1199], [4001], [2000.5], ['2000'], [null]])(
    'refuses %s with a 400 and changes nothing',
    async (energyTargetKcal) => {
      const client = await signIn(server.url, {
        name: 'Ned',
        email: `ned-${String(energyTargetKcal)}@example.com`,
      });
      await client.json('/api/preferences', { method: 'PUT', body: valid });
      const res = await client.json<{ error: { message: string } }>(
        '/api/preferences/energy-target',
        { method: 'PUT', body: { energyTargetKcal } },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain('from 1,200 to 4,000');
      const viaWizard = await client.json('/api/preferences', {
        method: 'PUT',
        body: { ...valid, energyTargetKcal },
      });
      expect(viaWizard.status).toBe(400);
      const stored = await client.json<PreferencesResponse>('/api/preferences');
      expect(stored.body.preferences?.energyTargetKcal).toBe(2000);
    },
  );

  it("changes only the person's own target", async () => {
    const a = await signIn(server.url, { name: 'A', email: 'a-energy@example.com' });
    const b = await signIn(server.url, { name: 'B', email: 'b-energy@example.com' });
    await a.json('/api/preferences', { method: 'PUT', body: valid });
    await b.json('/api/preferences', { method: 'PUT', body: valid });
    await b.json('/api/preferences/energy-target', {
      method: 'PUT',
      body: { energyTargetKcal: 3500 },
    });
    const mine = await a.json<PreferencesResponse>('/api/preferences');
    expect(mine.body.preferences?.energyTargetKcal).toBe(2000);
    const anonymous = await new TestClient(server.url).json('/api/preferences/energy-target', {
      method: 'PUT',
      body: { energyTargetKcal: 2500 },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('pantry API', () => {
  it('serves the catalogue in three tabs', async () => {
    const res = await new TestClient(server.url).json<PantryCatalogueResponse>(
      '/api/pantry/catalogue',
    );
    expect(res.status).toBe(200);
    expect(res.body.spices.length).toBeGreaterThanOrEqual(40);
    expect(res.body.baking.length).toBeGreaterThanOrEqual(30);
    expect(res.body.condiments.length).toBeGreaterThanOrEqual(15);
    expect(res.body.spices[0]).toEqual({ id: expect.any(String), label: expect.any(String) });
  });

  it('keeps one pantry per person, refuses unknown items, and falls back to empty lists', async () => {
    const client = await signIn(server.url, { name: 'Kim', email: 'kim@example.com' });
    const catalogue = (await client.json<PantryCatalogueResponse>('/api/pantry/catalogue')).body;
    const empty = await client.json<PantryResponse>('/api/pantry');
    expect(empty.body).toEqual({
      items: { spices: [], baking: [], condiments: [] },
      updatedAt: null,
    });

    const items = {
      spices: [catalogue.spices[0]!.id],
      baking: [],
      condiments: [catalogue.condiments[1]!.id],
    };
    const saved = await client.json<PantryResponse>('/api/pantry', { method: 'PUT', body: items });
    expect(saved.status).toBe(200);
    expect(saved.body.items).toEqual(items);

    const bad = await client.json('/api/pantry', {
      method: 'PUT',
      body: { ...items, spices: ['unobtainium'] },
    });
    expect(bad.status).toBe(400);
    expect((await client.json<PantryResponse>('/api/pantry')).body.items).toEqual(items);

    // Stored data that no longer parses falls back to empty lists instead of failing.
    const me = (await client.json<{ user: { id: string } }>('/api/me')).body.user.id;
    await server.db
      .update(userPantry)
      .set({ items: { spices: 'oops' } as never })
      .where(eq(userPantry.userId, me));
    expect((await client.json<PantryResponse>('/api/pantry')).body.items).toEqual({
      spices: [],
      baking: [],
      condiments: [],
    });
  });

  it("never shows one person's pantry or preferences to another", async () => {
    const a = await signIn(server.url, { name: 'A', email: 'a-owner@example.com' });
    const b = await signIn(server.url, { name: 'B', email: 'b-other@example.com' });
    await a.json('/api/preferences', { method: 'PUT', body: valid });
    const catalogue = (await a.json<PantryCatalogueResponse>('/api/pantry/catalogue')).body;
    await a.json('/api/pantry', {
      method: 'PUT',
      body: { spices: [catalogue.spices[2]!.id], baking: [], condiments: [] },
    });
    expect((await b.json<PreferencesResponse>('/api/preferences')).body.preferences).toBeNull();
    expect((await b.json<PantryResponse>('/api/pantry')).body.items.spices).toEqual([]);
  });
});
