import { useQuery } from '@tanstack/react-query';
import {
  redirectResponseSchema,
  subscriptionResponseSchema,
  type BillingInterval,
} from '../../shared/billing';
import { apiFetch } from './api-client';

export const SUBSCRIPTION_QUERY_KEY = ['billing', 'subscription'] as const;
/** Spec section 9: the subscription is re-polled every 300000 ms. */
export const SUBSCRIPTION_REPOLL_MS = 300_000;

export function useSubscription(options: { refetchInterval?: number | false } = {}) {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiFetch('/api/billing/subscription', { schema: subscriptionResponseSchema, signal }),
    refetchInterval: options.refetchInterval ?? SUBSCRIPTION_REPOLL_MS,
    // Structural sharing keeps the same object while nothing changed, so the stored value
    // is only replaced when the status really changed (spec section 4).
  });
}

/** Creates a checkout session for Pro and returns the provider's page to go to. */
export async function createCheckout(interval: BillingInterval): Promise<string> {
  const { url } = await apiFetch('/api/billing/checkout', {
    method: 'POST',
    body: { interval },
    schema: redirectResponseSchema,
  });
  return url;
}

/** Opens a billing-portal session (Manage Subscription) and returns its address. */
export async function createBillingPortal(): Promise<string> {
  const { url } = await apiFetch('/api/billing/portal', {
    method: 'POST',
    body: {},
    schema: redirectResponseSchema,
  });
  return url;
}
