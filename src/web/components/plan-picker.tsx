import { Check } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  PRO_MONTHLY_CENTS,
  PRO_YEARLY_CENTS,
  YEARLY_SAVING_CENTS,
  formatPrice,
  type PriceInterval,
} from '../lib/pricing';
import { Button, buttonClasses } from './ui/button';
import { cn } from './ui/cn';
import { RadioGroup, RadioGroupItem } from './ui/radio-group';

export type CurrentPlan = 'free' | 'pro';

export interface PlanPickerProps {
  /**
   * feature: the public /features page, where buttons lead to sign-in or settings;
   * settings: the Subscription section, where the Pro button starts checkout.
   */
  mode: 'feature' | 'settings';
  /** The signed-in person's plan, or null for a visitor. Its button reads "Current Plan". */
  currentPlan: CurrentPlan | null;
  /**
   * How a Pro person pays, when known: the toggle starts there and only that card reads
   * "Current Plan" (a yearly subscriber saw it under Monthly too).
   */
  currentInterval?: PriceInterval | null;
  /**
   * Starts checkout for the chosen interval (settings mode). While the returned promise is
   * pending the button stays disabled; it normally ends in a redirect to the provider.
   */
  onSubscribe?: (interval: PriceInterval) => void | Promise<void>;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

const FREE_FEATURES = [
  '1 meal plan',
  'Automatic shopping list',
  'Store integration',
  'Free trial: 1 day and 2 servings',
] as const;

const PRO_FEATURES = [
  'Unlimited meal plans',
  'Plans of 1, 3, 5 or 7 days',
  '1 to 50 servings per meal',
  'Everything in Free',
] as const;

/** Choose Your Plan (spec section 2, "Plan picker"): display only until billing wires checkout. */
export function PlanPicker({
  mode,
  currentPlan,
  currentInterval = null,
  onSubscribe,
  headingLevel = 'h2',
  className,
}: PlanPickerProps) {
  const [interval, setPriceInterval] = useState<PriceInterval>(currentInterval ?? 'year');
  // The subscription arrives after the first render: the toggle then moves to how they pay,
  // unless the person has already chosen a period (their choice is not taken back).
  const [chosen, setChosen] = useState(false);
  const [shownFor, setShownFor] = useState(currentInterval);
  if (shownFor !== currentInterval) {
    setShownFor(currentInterval);
    if (currentInterval && !chosen) setPriceInterval(currentInterval);
  }
  const [pendingInterval, setPendingInterval] = useState<PriceInterval | null>(null);
  const headingId = useId();
  const Heading = headingLevel;
  const yearly = interval === 'year';

  async function subscribe() {
    if (!onSubscribe) return;
    setPendingInterval(interval);
    try {
      await onSubscribe(interval);
    } finally {
      setPendingInterval(null);
    }
  }

  const freeAction: ReactNode =
    currentPlan === 'free' ? (
      <CurrentPlanButton />
    ) : currentPlan === null ? (
      <Link
        to="/login"
        state={{ from: { pathname: '/create-plan' } }}
        className={buttonClasses('secondary', 'md', 'w-full')}
      >
        Start for Free
      </Link>
    ) : null;

  let proAction: ReactNode;
  if (currentPlan === 'pro' && currentInterval !== null && interval !== currentInterval) {
    proAction = (
      <p className="flex min-h-11 items-center justify-center text-center text-sm text-fg-muted">
        You pay {currentInterval === 'year' ? 'yearly' : 'monthly'}. Change it with Manage
        Subscription.
      </p>
    );
  } else if (currentPlan === 'pro') {
    proAction = <CurrentPlanButton />;
  } else if (mode === 'settings') {
    const pending = pendingInterval !== null;
    // Without onSubscribe (before billing is wired) the button is shown but cannot act.
    proAction = (
      <Button
        className="w-full"
        disabled={pending || !onSubscribe}
        onClick={() => void subscribe()}
      >
        {pending ? 'Redirecting...' : 'Upgrade to Pro'}
      </Button>
    );
  } else {
    // A visitor signs in first and lands on the Subscription section of settings.
    proAction = (
      <Link
        to={currentPlan === null ? '/login' : '/settings'}
        state={currentPlan === null ? { from: { pathname: '/settings' } } : undefined}
        className={buttonClasses('primary', 'md', 'w-full')}
      >
        Upgrade to Pro
      </Link>
    );
  }

  return (
    <section aria-labelledby={headingId} className={cn('w-full', className)}>
      <div className="flex flex-col items-center gap-4 text-center">
        <Heading id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
          Choose Your Plan
        </Heading>
        {mode === 'feature' && (
          <p className="max-w-xl text-fg-muted">
            Start with a free 1-day plan for two. Go Pro for plans up to a week, for up to 50
            people.
          </p>
        )}
        <RadioGroup
          value={interval}
          onValueChange={(value) => {
            setChosen(true);
            setPriceInterval(value === 'month' ? 'month' : 'year');
          }}
          aria-label="Billing period"
          className="inline-flex rounded-full border border-line bg-surface-muted p-1"
        >
          <IntervalOption value="month">Monthly</IntervalOption>
          <IntervalOption value="year">
            Yearly
            <span className="rounded-full bg-herb-soft px-2 py-0.5 text-xs font-bold whitespace-nowrap text-herb">
              Save {formatPrice(YEARLY_SAVING_CENTS)}
            </span>
          </IntervalOption>
        </RadioGroup>
      </div>

      <div className="mx-auto mt-8 grid max-w-3xl gap-5 md:grid-cols-2">
        <PlanCard
          name="Free"
          price={formatPrice(0)}
          period="forever"
          note="No card needed"
          features={FREE_FEATURES}
          action={freeAction}
          current={currentPlan === 'free'}
        />
        <PlanCard
          name="Pro"
          price={formatPrice(yearly ? PRO_YEARLY_CENTS : PRO_MONTHLY_CENTS)}
          period={yearly ? '/year' : '/month'}
          note={
            yearly
              ? `${formatPrice(Math.round(PRO_YEARLY_CENTS / 12))} a month, billed yearly`
              : 'Billed monthly, cancel anytime'
          }
          badge={yearly ? 'Best Value' : undefined}
          features={PRO_FEATURES}
          action={proAction}
          current={currentPlan === 'pro'}
          highlighted
        />
      </div>
    </section>
  );
}

function IntervalOption({ value, children }: { value: PriceInterval; children: ReactNode }) {
  return (
    <RadioGroupItem
      value={value}
      className="inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm whitespace-nowrap font-semibold text-fg-muted transition-colors hover:text-fg data-[state=checked]:bg-primary data-[state=checked]:text-on-primary data-[state=checked]:shadow-sm"
    >
      {children}
    </RadioGroupItem>
  );
}

function CurrentPlanButton() {
  return (
    <Button variant="secondary" className="w-full" disabled>
      Current Plan
    </Button>
  );
}

interface PlanCardProps {
  name: string;
  price: string;
  period: string;
  note: string;
  features: readonly string[];
  action: ReactNode;
  current: boolean;
  badge?: string | undefined;
  highlighted?: boolean;
}

function PlanCard({
  name,
  price,
  period,
  note,
  features,
  action,
  current,
  badge,
  highlighted = false,
}: PlanCardProps) {
  return (
    <article
      aria-label={`${name} plan`}
      className={cn(
        'relative flex flex-col rounded-3xl border bg-surface p-6 shadow-sm',
        highlighted ? 'border-primary ring-1 ring-primary' : 'border-line',
      )}
    >
      {badge && (
        <span className="absolute -top-3 right-6 rounded-full bg-primary px-3 py-1 text-xs font-bold text-on-primary shadow">
          {badge}
        </span>
      )}
      <h3 className="text-lg font-bold">
        {name}
        {current && <span className="sr-only"> (your current plan)</span>}
      </h3>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">{price}</span>
        <span className="text-fg-muted">{period}</span>
      </p>
      <p className="mt-1 text-sm text-fg-muted">{note}</p>
      <ul className="mt-5 flex-1 space-y-2.5 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-herb" />
            {feature}
          </li>
        ))}
      </ul>
      {action && <div className="mt-6">{action}</div>}
    </article>
  );
}
