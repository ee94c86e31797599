import * as v from 'valibot';

// Every page loads this module (the session probe, API errors), so its schemas are valibot's,
// about 2 KB on the page; zod, even zod/mini, would bring every part of zod the app uses
// anywhere into the first page (docs/decisions/0025-ecosystem-pwa-and-schemas.md).

/** The one error shape of every API response: `{ error: { code, message } }`. */
export const apiErrorSchema = v.object({
  error: v.object({ code: v.string(), message: v.string(), field: v.optional(v.string()) }),
});
export type ApiError = v.InferOutput<typeof apiErrorSchema>;

export const SUBSCRIPTION_STATUSES = ['free', 'active'] as const;

/** `GET /api/me`: the signed-in person, or 401 when there is no session. */
/** A count of things: a whole number, at least zero. */
export const countSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** `GET /api/me`: the signed-in person, or 401 when there is no session. */
export const meResponseSchema = v.object({
  user: v.object({
    id: v.string(),
    email: v.string(),
    name: v.string(),
    /** The provider's photo URL, when the provider gave one. */
    image: v.nullable(v.string()),
  }),
  subscription: v.object({
    status: v.picklist(SUBSCRIPTION_STATUSES),
    priceId: v.nullable(v.string()),
    updatedAt: v.string(),
  }),
  /** Onboarding is complete when the person's cuisinePreferences list is non-empty. */
  onboardingCompleted: v.boolean(),
  /** The plans the free limit counts (failed ones never do), for the free-tier gating. */
  planCount: countSchema,
});
export type MeResponse = v.InferOutput<typeof meResponseSchema>;

/** `POST /api/login/google`'s answer (its request: login-request.ts, the server's zod). */
export const startLoginResponseSchema = v.object({ url: v.string() });
