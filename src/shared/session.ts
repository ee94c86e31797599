import { z } from 'zod';

/** The one error shape of every API response: `{ error: { code, message } }`. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const SUBSCRIPTION_STATUSES = ['free', 'active'] as const;

/** `GET /api/me`: the signed-in person, or 401 when there is no session. */
export const meResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    /** The provider's photo URL, when the provider gave one. */
    image: z.string().nullable(),
  }),
  subscription: z.object({
    status: z.enum(SUBSCRIPTION_STATUSES),
    priceId: z.string().nullable(),
    updatedAt: z.string(),
  }),
  /** Onboarding is complete when the person's cuisinePreferences list is non-empty. */
  onboardingCompleted: z.boolean(),
  /** The plans the free limit counts (failed ones never do), for the free-tier gating. */
  planCount: z.number().int().nonnegative(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** `POST /api/login/google`: starts the OAuth authorization-code flow. */
export const startLoginRequestSchema = z.object({
  /** Where the browser returns after a successful sign-in, a path on this origin. */
  callbackPath: z.string().startsWith('/').default('/auth/callback'),
});
export const startLoginResponseSchema = z.object({ url: z.string() });
