import {
  CalendarDays,
  CircleAlert,
  CircleCheck,
  LoaderCircle,
  RotateCcw,
  Share2,
  Users,
  Utensils,
  Wallet,
} from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { GENERATING_NAME, type MealPlanListItem } from '../../../shared/meal-plan';
import { formatCents } from '../../../shared/generated-plan';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import {
  formatBudget,
  formatCreated,
  formatDuration,
  formatElapsed,
  storeName,
} from '../../lib/plan-format';
import { isSubscribed, useSession } from '../../lib/session';
import { PlanActions } from './plan-actions';
import { displayStatus, elapsedMs, type DisplayStatus } from './plan-status';

export interface PlanViewProps {
  plan: MealPlanListItem;
  /** Only plans that are generating need the clock; the others ignore it. */
  now: number;
  retrying: boolean;
  onProcessingClick: () => void;
  onRetry: (id: string) => void;
  /** A plan someone shared with this person: their name; it has no rename or delete here. */
  sharedBy?: string | undefined;
}

function StatusBadge({ status, progress }: { status: DisplayStatus; progress: number }) {
  if (status.status === 'completed') {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-herb-soft px-2.5 py-1 text-xs font-bold text-herb">
        <CircleCheck aria-hidden="true" className="size-3.5" />
        Ready to View
      </span>
    );
  }
  if (status.status === 'error') {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-red-100 px-2.5 py-1 text-xs font-bold text-red-800 dark:bg-red-950 dark:text-red-200">
        <CircleAlert aria-hidden="true" className="size-3.5" />
        Generation Failed
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-1 text-xs font-bold text-on-primary-soft">
      <LoaderCircle aria-hidden="true" className="size-3.5 motion-safe:animate-spin" />
      Generating {progress}%
    </span>
  );
}

/** The plan's name as the way in: a link when it can be opened, a button that explains why not. */
function PlanOpener({
  plan,
  status,
  onProcessingClick,
  className,
}: {
  plan: MealPlanListItem;
  status: DisplayStatus;
  onProcessingClick: () => void;
  className?: string;
}) {
  if (status.status === 'processing') {
    return (
      <button type="button" onClick={onProcessingClick} className={cn('text-left', className)}>
        {planTitle(plan, status)}
      </button>
    );
  }
  return (
    <Link to={`/meal-plan/${plan.id}`} className={className}>
      {planTitle(plan, status)}
    </Link>
  );
}

/**
 * A plan keeps the name "Generating..." until it is ready; one whose generation failed is
 * named after its length instead, so the card never says it is generating and failed at once.
 */
export function planTitle(plan: MealPlanListItem, status: DisplayStatus): string {
  if (status.status === 'error' && plan.name === GENERATING_NAME) {
    return `${plan.duration}-Day Meal Plan`;
  }
  return plan.name;
}

function Progress({ plan, now }: { plan: MealPlanListItem; now: number }) {
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label="Generation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={plan.progress}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${Math.max(4, plan.progress)}%` }}
        />
      </div>
      <p className="flex justify-between gap-3 text-xs text-fg-muted">
        <span className="min-w-0 truncate" aria-live="polite">
          {plan.message}
        </span>
        <span className="shrink-0 tabular-nums">{formatElapsed(elapsedMs(plan, now))}</span>
      </p>
    </div>
  );
}

/** Retry reads the person's diets and allergies again (issue 14); the card says so. */
export const RETRY_NOTE = 'Retry uses your current preferences from Settings.';

/** A failed plan never uses up the free plan (issue 29); a free person is told so. */
export const FAILED_PLAN_FREE_NOTE = 'A plan that fails does not use up your free plan.';

function FreePlanKeptNote() {
  const { session } = useSession();
  if (!session || isSubscribed(session)) return null;
  return (
    <p className="text-xs font-semibold" data-testid="free-plan-kept">
      {FAILED_PLAN_FREE_NOTE}
    </p>
  );
}

function RetryNote() {
  return (
    <p className="text-xs">
      Retry uses your current preferences.{' '}
      <Link to="/settings" className="relative z-10 font-semibold underline underline-offset-2">
        Change them in Settings
      </Link>
    </p>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-2">
      <span aria-hidden="true" className="text-fg-muted">
        {icon}
      </span>
      <dt className="sr-only">{label}</dt>
      <dd className="text-sm font-semibold">{value}</dd>
    </div>
  );
}

/** One plan in the grid. Memoised: a poll that changes nothing re-renders nothing. */
export const PlanCard = memo(function PlanCard({
  plan,
  now,
  retrying,
  onProcessingClick,
  onRetry,
  sharedBy,
}: PlanViewProps) {
  const status = displayStatus(plan, now);
  return (
    <article
      data-plan-id={plan.id}
      data-status={status.status}
      className="group drawn-when-near relative flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg leading-snug font-bold">
          <PlanOpener
            plan={plan}
            status={status}
            onProcessingClick={onProcessingClick}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          />
        </h3>
        <StatusBadge status={status} progress={plan.progress} />
      </div>
      {sharedBy !== undefined && (
        <p
          className="-mt-2 inline-flex items-center gap-1.5 self-start rounded-full bg-primary-soft px-2.5 py-1 text-xs font-bold text-on-primary-soft [overflow-wrap:anywhere]"
          data-testid="shared-by"
        >
          <Share2 aria-hidden="true" className="size-3.5 shrink-0" />
          Shared by {sharedBy}
        </p>
      )}
      {plan.description && status.status === 'completed' && (
        <p className="line-clamp-2 text-sm text-fg-muted">{plan.description}</p>
      )}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
        <Fact
          icon={<Wallet className="size-4" />}
          label="Budget"
          value={formatBudget(plan.budget)}
        />
        <Fact
          icon={<CalendarDays className="size-4" />}
          label="Duration"
          value={formatDuration(plan.duration)}
        />
        <Fact
          icon={<Utensils className="size-4" />}
          label="Meals"
          value={`${plan.totalMeals} ${plan.totalMeals === 1 ? 'meal' : 'meals'}`}
        />
        <Fact
          icon={<Users className="size-4" />}
          label="Servings"
          value={`${plan.servingsPerMeal} ${plan.servingsPerMeal === 1 ? 'serving' : 'servings'}`}
        />
      </dl>
      {status.status === 'processing' && <Progress plan={plan} now={now} />}
      {status.status === 'error' && (
        <div className="relative z-10 flex flex-col items-start gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950/60 dark:text-red-100">
          <p>{status.error ?? 'Generation failed.'}</p>
          <FreePlanKeptNote />
          <RetryNote />
          <Button
            size="sm"
            variant="secondary"
            disabled={retrying}
            onClick={() => onRetry(plan.id)}
          >
            <RotateCcw
              aria-hidden="true"
              className={cn('size-4', retrying && 'motion-safe:animate-spin')}
            />
            Retry
          </Button>
        </div>
      )}
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-line pt-2">
        <p className="flex min-w-0 flex-wrap justify-between gap-x-3 gap-y-1 text-xs text-fg-muted">
          <span>
            Created {formatCreated(plan.createdAt)} · {storeName(plan.store)}
          </span>
          {status.status === 'completed' && (
            <span>
              {plan.totalCostCents !== null && <>{formatCents(plan.totalCostCents)} list · </>}
              ready in {formatElapsed(plan.timeElapsedMs)}
            </span>
          )}
        </p>
        {status.status !== 'processing' && sharedBy === undefined && (
          <PlanActions
            plan={plan}
            title={planTitle(plan, status)}
            canRename={status.status === 'completed'}
          />
        )}
      </div>
    </article>
  );
});

/** One plan as a row of the list view: Name, Budget, Meals, Created, Status. */
export const PlanRow = memo(function PlanRow({
  plan,
  now,
  retrying,
  onProcessingClick,
  onRetry,
}: PlanViewProps) {
  const status = displayStatus(plan, now);
  return (
    <tr
      data-plan-id={plan.id}
      data-status={status.status}
      className="border-t border-line align-middle"
    >
      <th
        scope="row"
        className="px-3 py-3 text-left font-semibold [overflow-wrap:anywhere] sm:px-4"
      >
        <PlanOpener
          plan={plan}
          status={status}
          onProcessingClick={onProcessingClick}
          className="text-primary underline-offset-4 hover:underline"
        />
        <span className="block text-xs font-normal text-fg-muted">
          {formatDuration(plan.duration)} · {plan.servingsPerMeal}{' '}
          {plan.servingsPerMeal === 1 ? 'serving' : 'servings'}
          <span className="sm:hidden">
            {' '}
            · {plan.totalMeals} {plan.totalMeals === 1 ? 'meal' : 'meals'} · Created{' '}
            {formatCreated(plan.createdAt)}
          </span>
        </span>
      </th>
      <td className="px-3 py-3 sm:px-4 tabular-nums">{formatBudget(plan.budget)}</td>
      <td className="hidden px-3 py-3 tabular-nums sm:table-cell sm:px-4">{plan.totalMeals}</td>
      <td className="hidden px-3 py-3 whitespace-nowrap sm:table-cell sm:px-4">
        {formatCreated(plan.createdAt)}
      </td>
      <td className="px-3 py-3 sm:px-4">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={status} progress={plan.progress} />
          {status.status === 'processing' && (
            <span className="text-xs text-fg-muted tabular-nums">
              {formatElapsed(elapsedMs(plan, now))}
            </span>
          )}
          {status.status === 'error' && (
            <Button
              size="sm"
              variant="secondary"
              disabled={retrying}
              onClick={() => onRetry(plan.id)}
              title={RETRY_NOTE}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          )}
          {status.status !== 'processing' && (
            <PlanActions
              plan={plan}
              title={planTitle(plan, status)}
              canRename={status.status === 'completed'}
            />
          )}
        </div>
      </td>
    </tr>
  );
});
