import { z } from 'zod';

/** Pro pricing (spec section 9). */
export const PRO_PRICES = {
  monthly: { dollars: 10.99, label: '$10.99', per: 'month' },
  yearly: { dollars: 99, label: '$99', per: 'year' },
} as const;
export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];
/** 12 x $10.99 - $99 = $32.88, the yearly saving the plan picker shows. */
export const YEARLY_SAVING_LABEL = 'Save $32.88';

export const checkoutRequestSchema = z.object({ interval: z.enum(BILLING_INTERVALS) });
export const redirectResponseSchema = z.object({ url: z.string() });

export const subscriptionResponseSchema = z.object({
  status: z.enum(['free', 'active', 'past_due', 'canceled']),
  isSubscribed: z.boolean(),
  interval: z.enum(BILLING_INTERVALS).nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** Cancelled, but Pro until currentPeriodEnd (issue 29). */
  cancelAtPeriodEnd: z.boolean(),
  /** Whether Manage Subscription can open the provider's billing portal. */
  canManage: z.boolean(),
  provider: z.enum(['stripe', 'embedded']),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export const BILLING_MESSAGES = {
  subscriptionFailed: 'Failed to process subscription. Please try again.',
  checkoutSuccess: 'Welcome to Pro! Your subscription is active.',
  checkoutCanceled: 'Checkout was canceled. You have not been charged.',
} as const;

export const ACCOUNT_MESSAGES = {
  deleteActiveSubscription:
    'Please cancel your subscription in the customer portal (Manage Subscription) before deleting your account.',
  deleted: 'Your account has been deleted successfully',
  deleteFailed: 'Failed to delete account. Please try again.',
  confirm: 'Click again to confirm',
} as const;

export const deleteAccountRequestSchema = z.object({ userId: z.string().min(1) });
