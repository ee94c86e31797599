/**
 * Household sharing as the web app uses it (contract: src/shared/plan-sharing.ts): the plans
 * shared with the person, a plan's links and members (its owner only), joining by an invite
 * link and reading a read-only link's plan.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { planSharingSchema } from '../../shared/plan-sharing';
import {
  createdShareLinkSchema,
  joinResponseSchema,
  publicPlanResponseSchema,
  sharedPlansResponseSchema,
  type CreatedShareLink,
  type JoinResponse,
  type PlanSharing,
  type PublicPlan,
  type ShareKind,
  type SharedPlanItem,
} from '../../shared/plan-sharing';
import { apiFetch } from './api-client';
import { JUST_FETCHED_MS } from './query-client';
import { DASHBOARD_POLL_MS } from './meal-plans-api';

export const sharingKeys = {
  sharedWithMe: ['meal-plans', 'shared-with-me'] as const,
  plan: (planId: string) => ['meal-plans', 'sharing', planId] as const,
  publicPlan: (token: string) => ['shared-plan', token] as const,
};

const planPath = (planId: string) => `/api/meal-plans/${encodeURIComponent(planId)}`;

/** Plans shared with the person: one definition for the hook and the first-load prefetch. */
export const sharedPlansQuery = queryOptions({
  queryKey: sharingKeys.sharedWithMe,
  queryFn: async ({ signal }): Promise<SharedPlanItem[]> =>
    (await apiFetch('/api/shared-plans', { schema: sharedPlansResponseSchema, signal })).plans,
  staleTime: JUST_FETCHED_MS,
});

export function useSharedPlans() {
  return useQuery({ ...sharedPlansQuery, refetchInterval: DASHBOARD_POLL_MS });
}

export function usePlanSharing(planId: string, enabled: boolean) {
  return useQuery({
    queryKey: sharingKeys.plan(planId),
    queryFn: ({ signal }): Promise<PlanSharing> =>
      apiFetch(`${planPath(planId)}/sharing`, { schema: planSharingSchema, signal }),
    enabled,
    // The owner sees someone join while the page is open.
    refetchInterval: DASHBOARD_POLL_MS,
  });
}

export function createShareLink(planId: string, kind: ShareKind): Promise<CreatedShareLink> {
  return apiFetch(`${planPath(planId)}/share-links`, {
    method: 'POST',
    body: { kind },
    schema: createdShareLinkSchema,
  });
}

export async function revokeShareLink(planId: string, linkId: string): Promise<void> {
  await apiFetch(`${planPath(planId)}/share-links/${encodeURIComponent(linkId)}`, {
    method: 'DELETE',
  });
}

/** The owner removes a member, or a member leaves (their own id). */
export async function removeMember(planId: string, userId: string): Promise<void> {
  await apiFetch(`${planPath(planId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });
}

export function joinSharedPlan(token: string): Promise<JoinResponse> {
  return apiFetch(`/api/share/${encodeURIComponent(token)}/join`, {
    method: 'POST',
    schema: joinResponseSchema,
  });
}

/** A read-only link's plan, for anyone; a change made elsewhere shows within a poll. */
export function usePublicPlan(token: string) {
  return useQuery({
    queryKey: sharingKeys.publicPlan(token),
    queryFn: async ({ signal }): Promise<PublicPlan> =>
      (
        await apiFetch(`/api/share/${encodeURIComponent(token)}`, {
          schema: publicPlanResponseSchema,
          signal,
          redirectOnUnauthorized: false,
        })
      ).plan,
    retry: false,
    refetchInterval: 15_000,
  });
}
