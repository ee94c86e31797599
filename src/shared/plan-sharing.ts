/**
 * Household sharing of a plan (issue 17, docs/decisions/0015-offline-list-and-sharing.md):
 * the owner makes an invite link (a signed-in person who opens it becomes a member, who reads
 * the plan and ticks and edits its list) and a read-only link (anyone with it sees the plan and
 * the list, changes nothing). Each link is an unguessable token; the server keeps only its
 * hash. Revoking a link makes it unknown: 404.
 */
import { z } from 'zod';
import { generatedPlanSchema, type GeneratedPlan } from './generated-plan';
import { mealPlanListItemSchema } from './meal-plan';
import { MEALS } from './options';

export const SHARE_KINDS = ['invite', 'read-only'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** 32 random bytes in base64url: 43 characters. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const SHARE_TOKEN_INVALID_MESSAGE =
  'This share link is not complete: copy the whole link and try again.';
export const SHARE_LINK_NOT_FOUND_MESSAGE =
  'This share link does not exist or was revoked by the plan’s owner.';
export const OWNER_ONLY_MESSAGE = 'Only the plan’s owner can do this.';

/** Where each kind of link opens in the web app. */
export function sharePath(kind: ShareKind, token: string): string {
  return kind === 'invite' ? `/join/${token}` : `/shared/${token}`;
}

/** POST /api/meal-plans/:id/share-links */
export const createShareLinkRequestSchema = z
  .object({
    kind: z.enum(SHARE_KINDS, { error: 'kind: must be "invite" or "read-only"' }),
  })
  .strict();

export const shareLinkSchema = z.object({
  id: z.string(),
  kind: z.enum(SHARE_KINDS),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** The new link, with its address: shown once, since only the token's hash is kept. */
export const createdShareLinkSchema = z.object({
  link: shareLinkSchema,
  url: z.string(),
});
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

export const planMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  joinedAt: z.string(),
});
export type PlanMember = z.infer<typeof planMemberSchema>;

/** GET /api/meal-plans/:id/sharing (the owner only) */
export const planSharingSchema = z.object({
  links: z.array(shareLinkSchema),
  members: z.array(planMemberSchema),
});
export type PlanSharing = z.infer<typeof planSharingSchema>;

/** GET /api/shared-plans: plans other people share with the caller. */
export const sharedPlanItemSchema = mealPlanListItemSchema.extend({
  /** The owner's name. */
  sharedBy: z.string(),
});
export type SharedPlanItem = z.infer<typeof sharedPlanItemSchema>;
export const sharedPlansResponseSchema = z.object({ plans: z.array(sharedPlanItemSchema) });

/** POST /api/share/:token/join */
export const joinResponseSchema = z.object({
  planId: z.string(),
  role: z.enum(['owner', 'member']),
});
export type JoinResponse = z.infer<typeof joinResponseSchema>;

/** GET /api/share/:token: the plan and its list, nothing else of the owner's. */
export const publicPlanSchema = z.object({
  name: z.string(),
  duration: z.number().int().positive(),
  servingsPerMeal: z.number().int().positive(),
  meals: z.array(z.enum(MEALS)),
  store: z.string(),
  generatedPlan: generatedPlanSchema,
  /** Ticked items (in the basket), by item key. */
  inBasket: z.record(z.string(), z.boolean()),
  totalCents: z.number().int().nonnegative(),
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;
export const publicPlanResponseSchema = z.object({ plan: publicPlanSchema });

/** What the plan says of the owner's pantry: not shared with anyone. */
const PANTRY_KEYS = new Set(['fromPantry', 'pantryGrams', 'pantryUse']);

/** The generated plan without what it tells of the owner's pantry. */
export function withoutPantry(plan: GeneratedPlan): GeneratedPlan {
  return JSON.parse(
    JSON.stringify(plan, (key, value: unknown) => (PANTRY_KEYS.has(key) ? undefined : value)),
  ) as GeneratedPlan;
}
