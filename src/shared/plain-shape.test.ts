import { describe, expect, it } from 'vitest';
import { catalogueStatsSchema } from './catalogue-stats';
import {
  apiErrorCheck,
  catalogueStatsCheck,
  meResponseCheck,
  startLoginResponseCheck,
  storeSetupCheck,
} from './first-load-shapes';
import { listStateSchema } from './list-sync';
import { matchesShape } from './plain-shape';
import { listStateCheck, planSharingCheck } from './plan-page-shapes';
import { planSharingSchema } from './plan-sharing';
import { apiErrorSchema, meResponseSchema, startLoginResponseSchema } from './session';
import { storeSetupSchema } from './store-choice';

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

const walmart = { store: 'walmart', enabled: true, live: false, development: true };
const storeSetupVariants: unknown[] = [
  { stores: [walmart] },
  { stores: [] },
  { stores: [walmart, { ...walmart, store: 'kroger', development: false }] },
  { stores: [{ ...walmart, live: 'no' }] },
  { stores: [{ ...walmart, store: undefined }] },
  { stores: [walmart, null] },
  { stores: walmart },
  {},
];

const basket = {
  active: true,
  inBasket: false,
  activeVersion: 0,
  basketVersion: 2,
  changedBy: null,
};
const listStateVariants: unknown[] = [
  { planId: 'p1', items: {} },
  { planId: 'p1', items: { 'eggs|g': basket, 'milk|ml': { ...basket, changedBy: 'Ada' } } },
  { planId: 'p1', items: { eggs: { ...basket, changedBy: undefined } } },
  { planId: 'p1', items: { eggs: { ...basket, activeVersion: 1.5 } } },
  { planId: 'p1', items: { eggs: { ...basket, basketVersion: -1 } } },
  { planId: 'p1', items: { eggs: { ...basket, basketVersion: '2' } } },
  { planId: 'p1', items: { eggs: { ...basket, inBasket: 1 } } },
  { planId: 'p1', items: { eggs: null } },
  { planId: 'p1', items: [] },
  { planId: 3, items: {} },
  { items: {} },
  null,
];

const link = { id: 'l1', kind: 'invite', createdAt: '2026-11-23T00:00:00.000Z' };
const member = { userId: 'u2', name: 'Bo', joinedAt: '2026-11-24T00:00:00.000Z' };
const sharingVariants: unknown[] = [
  { links: [], members: [] },
  { links: [link, { ...link, id: 'l2', kind: 'read-only' }], members: [member] },
  { links: [{ ...link, kind: 'public' }], members: [] },
  { links: [{ ...link, createdAt: null }], members: [] },
  { links: [], members: [{ ...member, name: undefined }] },
  { links: [], members: [member, 'Bo'] },
  { links: link, members: [] },
  { links: [] },
  'sharing',
];

describe('plain shapes agree with their zod twins', () => {
  it.each(listStateVariants.map((v, i) => [i, v]))('list state %i', (_i, value) => {
    expect(listStateCheck.safeParse(value).success).toBe(listStateSchema.safeParse(value).success);
  });
  it.each(sharingVariants.map((v, i) => [i, v]))('plan sharing %i', (_i, value) => {
    expect(planSharingCheck.safeParse(value).success).toBe(
      planSharingSchema.safeParse(value).success,
    );
  });
  it.each(storeSetupVariants.map((v, i) => [i, v]))('store setup %i', (_i, value) => {
    expect(storeSetupCheck.safeParse(value).success).toBe(
      storeSetupSchema.safeParse(value).success,
    );
  });
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
