/**
 * The stores API as the web app uses it (contract: src/shared/store-choice.ts): which stores
 * this server has set up, the person's store and ZIP code, and the two carts that are filled
 * by a request rather than a link (Kroger's cart API, Instacart's shopping-list page).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  storeChoiceResponseSchema,
  storeSetupSchema,
  type StoreChoice,
  type StoreChoiceRequest,
  type StoreSetup,
} from '../../shared/store-choice';
import { apiFetch } from './api-client';

export const storeKeys = {
  setup: ['stores', 'setup'] as const,
  choice: ['stores', 'choice'] as const,
};

export function useStoreSetup() {
  return useQuery({
    queryKey: storeKeys.setup,
    queryFn: ({ signal }) => apiFetch('/api/stores/setup', { schema: storeSetupSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The stores a person can pick here: set up on this server (Target stays Coming Soon). */
export function enabledStores(setup: StoreSetup | undefined): Set<string> {
  // Until the answer comes, Walmart alone: it always works (live, or the development store).
  if (!setup) return new Set(['walmart']);
  return new Set(setup.stores.filter((s) => s.enabled).map((s) => s.store));
}

export function useStoreChoice(enabled = true) {
  return useQuery({
    queryKey: storeKeys.choice,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/stores/choice', { schema: storeChoiceResponseSchema, signal })).choice,
    enabled,
  });
}

export async function saveStoreChoice(request: StoreChoiceRequest): Promise<StoreChoice> {
  const body = await apiFetch('/api/stores/choice', {
    method: 'PUT',
    body: request,
    schema: storeChoiceResponseSchema,
  });
  if (!body.choice) throw new Error('The store choice was not saved.');
  return body.choice;
}

/** Where a person gives PantryPilot consent to fill their Kroger cart, then back to the plan. */
export function krogerConnectUrl(planId: string): string {
  return `/api/stores/kroger/connect?planId=${encodeURIComponent(planId)}`;
}

export const KROGER_CONSENT_NEEDED = 'KROGER_CONSENT_NEEDED';

export async function addToKrogerCart(
  planId: string,
): Promise<{ added: number; missing: { key: string; name: string }[] }> {
  return apiFetch(`/api/meal-plans/${encodeURIComponent(planId)}/kroger-cart`, {
    method: 'POST',
    schema: z.object({
      added: z.number(),
      missing: z.array(z.object({ key: z.string(), name: z.string() })),
    }),
  });
}

export async function makeInstacartLink(
  planId: string,
): Promise<{ url: string; itemCount: number }> {
  return apiFetch(`/api/meal-plans/${encodeURIComponent(planId)}/instacart-link`, {
    method: 'POST',
    schema: z.object({ url: z.string().url(), itemCount: z.number() }),
  });
}
