import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, ExternalLink, LoaderCircle, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import {
  BILLING_MESSAGES,
  type BillingInterval,
  type SubscriptionResponse,
} from '../../../shared/billing';
import { PlanPicker } from '../../components/plan-picker';
import { Button } from '../../components/ui/button';
import { createBillingPortal, createCheckout, useSubscription } from '../../lib/billing-api';
import type { PriceInterval } from '../../lib/pricing';
import { SESSION_QUERY_KEY, isSubscribed, useSession } from '../../lib/session';
import { SETTINGS_TOAST } from './settings-toast';

/** After a successful checkout the provider's webhook may trail the redirect a little. */
const ACTIVATION_POLL_MS = 2_000;
const ACTIVATION_POLL_ATTEMPTS = 10;

const INTERVALS: Record<PriceInterval, BillingInterval> = { month: 'monthly', year: 'yearly' };

/** Keeps a pending promise open until the page is shown again from the back-forward cache. */
function untilPageShownAgain(): Promise<void> {
  return new Promise((resolve) => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      window.removeEventListener('pageshow', onShow);
      resolve();
    };
    window.addEventListener('pageshow', onShow);
  });
}

function failed(error: unknown) {
  console.error('Subscription request failed', error);
  toast.error(BILLING_MESSAGES.subscriptionFailed, {
    ...SETTINGS_TOAST.error,
    id: 'subscription-failed',
  });
}

/**
 * The return from checkout: ?success=true or ?canceled=true (spec section 2, "Settings").
 * It shows the message once, re-checks the subscription and cleans the address.
 */
function useCheckoutReturn(onSuccess: () => void, onReturn: () => void) {
  const [params, setParams] = useSearchParams();
  const success = params.get('success') === 'true';
  const canceled = params.get('canceled') === 'true';
  useEffect(() => {
    if (!success && !canceled) return;
    if (success) {
      toast.success(BILLING_MESSAGES.checkoutSuccess, {
        ...SETTINGS_TOAST.success,
        id: 'checkout-return',
      });
      onSuccess();
    } else {
      toast(BILLING_MESSAGES.checkoutCanceled, { ...SETTINGS_TOAST.blank, id: 'checkout-return' });
    }
    onReturn();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('success');
        next.delete('canceled');
        return next;
      },
      { replace: true },
    );
    // Runs once per return; the callbacks are stable enough for that purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [success, canceled]);
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

function statusLine(subscription: SubscriptionResponse | undefined, subscribed: boolean): string {
  if (subscription?.status === 'past_due') {
    return 'Your last Pro payment did not go through. Update your payment details in Manage Subscription to keep Pro.';
  }
  if (!subscribed) return 'You are on the Free plan: one meal plan of 1 day for 2 servings.';
  const billed =
    subscription?.interval === 'monthly'
      ? ', billed monthly'
      : subscription?.interval === 'yearly'
        ? ', billed yearly'
        : '';
  // Cancelled in the portal: kept until the paid period ends (issue 29).
  if (subscription?.cancelAtPeriodEnd && subscription.currentPeriodEnd) {
    return `Pro until ${formatDate(subscription.currentPeriodEnd)}${billed ? ` (${billed.slice(2)}, cancelled)` : ' (cancelled)'}. It will not renew; after that you are on the Free plan.`;
  }
  const renews = subscription?.currentPeriodEnd
    ? ` It renews on ${formatDate(subscription.currentPeriodEnd)}.`
    : '';
  return `You are on Pro${billed}.${renews}`;
}

export function SubscriptionSection() {
  const headingId = useId();
  // "Upgrade Now" opens Settings at this section (/settings#subscription), issue 29.
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.location.hash !== '#subscription') return;
    const frame = requestAnimationFrame(() => sectionRef.current?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, []);
  const queryClient = useQueryClient();
  const { session } = useSession();
  const subscription = useSubscription();
  const [activationPolls, setActivationPolls] = useState(0);
  const [openingPortal, setOpeningPortal] = useState(false);

  const subscribed = subscription.data ? subscription.data.isSubscribed : isSubscribed(session);

  useCheckoutReturn(
    () => setActivationPolls(ACTIVATION_POLL_ATTEMPTS),
    () => {
      void subscription.refetch();
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  );

  // Until the webhook has landed, a successful checkout is re-checked every 2 s for a while.
  const { refetch } = subscription;
  const activated = subscription.data?.isSubscribed === true;
  useEffect(() => {
    if (activationPolls <= 0 || activated) return;
    const timer = window.setTimeout(() => {
      void refetch();
      setActivationPolls((n) => n - 1);
    }, ACTIVATION_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [activationPolls, activated, refetch]);

  // The chrome reads the plan from the session: refresh it when the subscription changed.
  const sessionStatus = session?.subscription.status;
  const freshStatus = subscription.data?.isSubscribed;
  useEffect(() => {
    if (freshStatus === undefined || sessionStatus === undefined) return;
    if (freshStatus !== (sessionStatus === 'active')) {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  }, [freshStatus, sessionStatus, queryClient]);

  async function subscribe(interval: PriceInterval) {
    let url: string;
    try {
      url = await createCheckout(INTERVALS[interval]);
    } catch (error) {
      failed(error);
      void subscription.refetch();
      return;
    }
    window.location.assign(url);
    // The button stays disabled while the browser leaves for checkout.
    await untilPageShownAgain();
  }

  async function manage() {
    setOpeningPortal(true);
    try {
      const url = await createBillingPortal();
      window.location.assign(url);
      await untilPageShownAgain();
    } catch (error) {
      failed(error);
    }
    setOpeningPortal(false);
  }

  const canManage =
    subscription.data?.canManage === true &&
    (subscribed || subscription.data.status === 'past_due');

  return (
    <section
      id="subscription"
      ref={sectionRef}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-7"
    >
      <h2 id={headingId} className="flex items-center gap-2.5 text-xl font-bold">
        <CreditCard aria-hidden="true" className="size-6 text-primary" />
        Subscription
      </h2>
      <div className="mt-4 flex flex-col gap-4 rounded-2xl bg-surface-muted p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2.5 text-sm">
          {subscribed && (
            <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          )}
          <span aria-live="polite">
            {subscription.isPending && !session
              ? 'Checking your plan...'
              : statusLine(subscription.data, subscribed)}
          </span>
        </p>
        {canManage && (
          <Button
            variant="secondary"
            className="shrink-0"
            onClick={() => void manage()}
            disabled={openingPortal}
            aria-busy={openingPortal || undefined}
          >
            {openingPortal ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <ExternalLink aria-hidden="true" className="size-4" />
            )}
            Manage Subscription
          </Button>
        )}
      </div>
      <PlanPicker
        mode="settings"
        headingLevel="h3"
        currentPlan={subscribed ? 'pro' : 'free'}
        currentInterval={
          subscription.data?.interval === 'monthly'
            ? 'month'
            : subscription.data?.interval === 'yearly'
              ? 'year'
              : null
        }
        onSubscribe={subscribe}
        className="mt-8"
      />
    </section>
  );
}
