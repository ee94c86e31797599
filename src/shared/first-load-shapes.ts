/**
 * The API answers a public page reads on its first load, as plain shapes (see plain-shape.ts
 * for why not zod there). Each has a zod twin for the server in session.ts,
 * catalogue-stats.ts and store-choice.ts; plain-shape.test.ts checks that they agree.
 */
import type { ApiError, MeResponse } from './session';
import type { CatalogueStats } from './catalogue-stats';
import { listOf, plainCheck, type Shape } from './plain-shape';
import type { StoreSetup } from './store-choice';

const SUBSCRIPTION_STATUS = ['free', 'active'] as const;

export const API_ERROR_SHAPE: Shape = {
  error: { code: 'string', message: 'string', 'field?': 'string' },
};

export const ME_RESPONSE_SHAPE: Shape = {
  user: { id: 'string', email: 'string', name: 'string', 'image|null': 'string' },
  subscription: {
    status: SUBSCRIPTION_STATUS,
    'priceId|null': 'string',
    updatedAt: 'string',
  },
  onboardingCompleted: 'boolean',
  planCount: 'count',
};

export const CATALOGUE_STATS_SHAPE: Shape = {
  recipeCount: 'count',
  cuisineCount: 'count',
  foodCount: 'count',
  productCount: 'count',
};

/** `POST /api/login/google`, read by the login page. */
export const startLoginResponseCheck = plainCheck<{ url: string }>({ url: 'string' });

export const apiErrorCheck = plainCheck<ApiError>(API_ERROR_SHAPE);
export const meResponseCheck = plainCheck<MeResponse>(ME_RESPONSE_SHAPE);
export const catalogueStatsCheck = plainCheck<CatalogueStats>(CATALOGUE_STATS_SHAPE);

const STORE_SETUP_ENTRY_SHAPE: Shape = {
  store: 'string',
  enabled: 'boolean',
  live: 'boolean',
  development: 'boolean',
};

/** `GET /api/stores/setup`, read by the landing, features and help pages for their copy. */
export const storeSetupCheck = plainCheck<StoreSetup>({
  stores: listOf(STORE_SETUP_ENTRY_SHAPE),
});
