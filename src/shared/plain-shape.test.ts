import { describe, expect, it } from 'vitest';
import { catalogueStatsSchema } from './catalogue-stats';
import {
  apiErrorCheck,
  catalogueStatsCheck,
  meResponseCheck,
  startLoginResponseCheck,
} from './first-load-shapes';
import { matchesShape } from './plain-shape';
import { apiErrorSchema, meResponseSchema, startLoginResponseSchema } from './session';

const me = {
  user: { id: 'u1', email: 'a@example.com', name: 'Ada', image: null },
  subscription: { status: 'free', priceId: null, updatedAt: '2026-11-23T00:00:00.000Z' },
  onboardingCompleted: true,
  planCount: 2,
};

/** Each value with one thing changed, to see both checks refuse (or accept) it alike. */
const meVariants: unknown[] = [
  me,
  { ...me, user: { ...me.user, image: 'https://example.com/a.png' } },
  { ...me, subscription: { ...me.subscription, status: 'active', priceId: 'price_1' } },
  { ...me, user: { ...me.user, image: undefined } },
  { ...me, user: { ...me.user, name: 3 } },
  { ...me, subscription: { ...me.subscription, status: 'gold' } },
  { ...me, planCount: -1 },
  { ...me, planCount: 1.5 },
  { ...me, planCount: '2' },
  { ...me, onboardingCompleted: 'yes' },
  { ...me, user: null },
  { ...me, extra: 'ignored' },
  null,
  [],
  'me',
];

const errorVariants: unknown[] = [
  { error: { code: 'bad', message: 'Bad' } },
  { error: { code: 'bad', message: 'Bad', field: 'budget' } },
  { error: { code: 'bad', message: 'Bad', field: null } },
  { error: { code: 'bad' } },
  { error: 'Bad' },
  {},
  undefined,
];

const statsVariants: unknown[] = [
  { recipeCount: 1217, cuisineCount: 13, foodCount: 400, productCount: 900 },
  { recipeCount: 1217, cuisineCount: 13, foodCount: 400 },
  { recipeCount: -3, cuisineCount: 13, foodCount: 400, productCount: 900 },
  { recipeCount: Number.NaN, cuisineCount: 13, foodCount: 400, productCount: 900 },
];

describe('plain shapes agree with their zod twins', () => {
  it.each(meVariants.map((v, i) => [i, v]))('GET /api/me answer %i', (_i, value) => {
    expect(meResponseCheck.safeParse(value).success).toBe(
      meResponseSchema.safeParse(value).success,
    );
  });
  it.each(errorVariants.map((v, i) => [i, v]))('API error %i', (_i, value) => {
    expect(apiErrorCheck.safeParse(value).success).toBe(apiErrorSchema.safeParse(value).success);
  });
  it.each([{ url: 'https://accounts.example/auth' }, { url: 3 }, {}].map((v, i) => [i, v]))(
    'sign-in start %i',
    (_i, value) => {
      expect(startLoginResponseCheck.safeParse(value).success).toBe(
        startLoginResponseSchema.safeParse(value).success,
      );
    },
  );
  it.each(statsVariants.map((v, i) => [i, v]))('catalogue stats %i', (_i, value) => {
    expect(catalogueStatsCheck.safeParse(value).success).toBe(
      catalogueStatsSchema.safeParse(value).success,
    );
  });
});

describe('matchesShape', () => {
  it('accepts only the listed literals', () => {
    expect(matchesShape({ on: true }, { on: [true] })).toBe(true);
    expect(matchesShape({ on: false }, { on: [true] })).toBe(false);
  });
  it('lets an optional key be absent but not of the wrong kind', () => {
    expect(matchesShape({}, { 'note?': 'string' })).toBe(true);
    expect(matchesShape({ note: 1 }, { 'note?': 'string' })).toBe(false);
  });
});
