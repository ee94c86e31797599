import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChefHat, LayoutGrid, List, NotebookPen } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import type { MealPlanListItem } from '../../../shared/meal-plan';
import { CreatePlanButton } from '../../components/create-plan-button';
import { cn } from '../../components/ui/cn';
import { DeferredUpgradeDialog } from '../../components/deferred-dialogs';
import { isUnauthorized } from '../../lib/api-client';
import { mealPlanKeys, retryMealPlan, useMealPlans } from '../../lib/meal-plans-api';
import { usePageMeta } from '../../lib/page-meta';
import { useSharedPlans } from '../../lib/plan-sharing-api';
import {
  announcePlanFinished,
  forgetAnnouncement,
  showStillGeneratingToast,
  usePersonPlanEvents,
  watchPlanGeneration,
} from '../../lib/plan-events';
import { isSubscribed, useSession } from '../../lib/session';
import { PlanCard, PlanRow } from './plan-views';

const LOAD_FAILED_MESSAGE = 'Failed to load meal plans. Please try refreshing the page.';
const RETRY_STARTED_MESSAGE = 'Retrying meal plan generation';
const RETRY_FAILED_MESSAGE = 'Failed to retry meal plan generation';

type ViewMode = 'grid' | 'list';
const VIEW_STORAGE_KEY = 'dashboard-view';

/** The grid or list choice, remembered in this browser like the theme is. */
function useRememberedView(): [ViewMode, (view: ViewMode) => void] {
  const [view, setView] = useState<ViewMode>(() => {
    try {
      return window.localStorage.getItem(VIEW_STORAGE_KEY) === 'list' ? 'list' : 'grid';
    } catch {
      return 'grid';
    }
  });
  function choose(next: ViewMode) {
    setView(next);
    try {
      window.localStorage.setItem(VIEW_STORAGE_KEY, next);
    } catch {
      // Without storage the choice lasts until the page is left.
    }
  }
  return [view, choose];
}

/** A clock for the elapsed time of generating plans; it only ticks while one is generating. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** /dashboard (spec section 2, "Dashboard"). */
export function DashboardRoute() {
  usePageMeta({
    title: 'Dashboard',
    description: 'Your meal plans, their shopping lists and what is generating now.',
    noindex: true,
  });
  const { session } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const plans = useMealPlans();
  const shared = useSharedPlans();
  const [view, setView] = useRememberedView();
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  // The wizard sends a person who has used the free plan here with the upgrade prompt.
  useEffect(() => {
    const state = location.state as { showUpgrade?: unknown } | null;
    if (state?.showUpgrade === true) {
      setUpgradeOpen(true);
      void navigate(location.pathname, { replace: true, state: null });
    }
  }, [location.state, location.pathname, navigate]);

  const failedToLoad = plans.isError && !isUnauthorized(plans.error);
  useEffect(() => {
    if (failedToLoad) toast.error(LOAD_FAILED_MESSAGE, { id: 'plans-load-failed' });
  }, [failedToLoad]);

  // A plan seen generating on this page and then finished gets its toast here too (the
  // wizard's watcher is gone after a reload); each plan is announced once.
  const seenGenerating = useRef(new Set<string>());
  useEffect(() => {
    for (const plan of plans.data ?? []) {
      if (plan.status === 'processing') seenGenerating.current.add(plan.id);
      else if (seenGenerating.current.has(plan.id)) {
        seenGenerating.current.delete(plan.id);
        announcePlanFinished(plan);
      }
    }
  }, [plans.data]);
  usePersonPlanEvents();

  const anyGenerating = (plans.data ?? []).some((p) => p.status === 'processing');
  const now = useNow(anyGenerating);

  const onProcessingClick = showStillGeneratingToast;

  const retry = useMutation({
    mutationFn: (id: string) => retryMealPlan(id),
    onSuccess: (plan) => {
      toast.success(RETRY_STARTED_MESSAGE);
      forgetAnnouncement(plan.id);
      seenGenerating.current.add(plan.id);
      queryClient.setQueryData<MealPlanListItem[]>(mealPlanKeys.list, (list) =>
        list?.map((p) => (p.id === plan.id ? plan : p)),
      );
      watchPlanGeneration(queryClient, plan.id);
    },
    onError: () => toast.error(RETRY_FAILED_MESSAGE),
  });
  const retryingId = retry.isPending ? retry.variables : undefined;
  const { mutate: startRetry } = retry;
  const onRetry = useCallback((id: string) => startRetry(id), [startRetry]);

  const name = session?.user.name.trim() || 'Chef';
  const list = plans.data ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Welcome, {name}!</h1>
      <p className="mt-2 text-fg-muted">Plan your meals, shop your list, and enjoy.</p>

      <section
        aria-labelledby="create-plan-card-title"
        className="mt-8 flex flex-col gap-5 overflow-hidden rounded-3xl border border-line bg-gradient-to-br from-primary-soft via-surface to-herb-soft p-6 shadow-sm sm:flex-row sm:items-center sm:p-8"
      >
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary text-on-primary shadow">
          <ChefHat aria-hidden="true" className="size-7" />
        </span>
        <div className="flex-1">
          <h2 id="create-plan-card-title" className="text-xl font-bold">
            Create a New Meal Plan
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            Pick your meals, a store and a budget. We plan the days and price the shopping list.
          </p>
        </div>
        <CreatePlanButton size="lg">Create Plan</CreatePlanButton>
      </section>

      <section aria-labelledby="recent-plans-title" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="recent-plans-title" className="text-2xl font-bold tracking-tight">
            Recent Meal Plans
          </h2>
          <div
            role="group"
            aria-label="View"
            className="inline-flex rounded-full border border-line bg-surface-muted p-1"
          >
            <ViewButton active={view === 'grid'} onClick={() => setView('grid')} label="Grid view">
              <LayoutGrid aria-hidden="true" className="size-4" />
            </ViewButton>
            <ViewButton active={view === 'list'} onClick={() => setView('list')} label="List view">
              <List aria-hidden="true" className="size-4" />
            </ViewButton>
          </div>
        </div>

        {plans.isPending ? (
          <PlansSkeleton />
        ) : list.length === 0 ? (
          plans.isError ? (
            <p className="mt-6 rounded-2xl border border-line bg-surface p-6 text-fg-muted">
              {LOAD_FAILED_MESSAGE}
            </p>
          ) : (
            <EmptyState subscribed={isSubscribed(session)} />
          )
        ) : view === 'grid' ? (
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="plans-grid">
            {list.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                now={plan.status === 'processing' ? now : 0}
                retrying={retryingId === plan.id}
                onProcessingClick={onProcessingClick}
                onRetry={onRetry}
              />
            ))}
          </div>
        ) : (
          <div className="mt-6 overflow-x-auto rounded-2xl border border-line bg-surface shadow-sm">
            {/* On a phone Meals and Created move under the name, so no column is cut off. */}
            <table className="w-full text-sm">
              <caption className="sr-only">Recent meal plans</caption>
              <thead className="bg-surface-muted text-left text-xs font-bold tracking-wide text-fg-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-3 sm:px-4">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-4">
                    Budget
                  </th>
                  <th scope="col" className="hidden px-3 py-3 sm:table-cell sm:px-4">
                    Meals
                  </th>
                  <th scope="col" className="hidden px-3 py-3 sm:table-cell sm:px-4">
                    Created
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-4">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((plan) => (
                  <PlanRow
                    key={plan.id}
                    plan={plan}
                    now={plan.status === 'processing' ? now : 0}
                    retrying={retryingId === plan.id}
                    onProcessingClick={onProcessingClick}
                    onRetry={onRetry}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {shared.data && shared.data.length > 0 && (
        <section aria-labelledby="shared-plans-title" className="mt-10">
          <h2 id="shared-plans-title" className="text-2xl font-bold tracking-tight">
            Shared with you
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            Plans your household shares with you: tick and edit their lists together.
          </p>
          <div
            className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            data-testid="shared-plans-grid"
          >
            {shared.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                now={0}
                retrying={false}
                onProcessingClick={onProcessingClick}
                onRetry={onRetry}
                sharedBy={plan.sharedBy}
              />
            ))}
          </div>
        </section>
      )}
      <DeferredUpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </div>
  );
}

function ViewButton({
  active,
  onClick,
  label,
  children,
}: {
  active: boolean;
  onClick: () => void;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-9 min-w-9 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors',
        active ? 'bg-primary text-on-primary shadow-sm' : 'text-fg-muted hover:text-fg',
      )}
    >
      {children}
    </button>
  );
}

/** The empty dashboard promises what the person's plan is: a day on the free plan (issue 29). */
function EmptyState({ subscribed }: { subscribed: boolean }) {
  return (
    <div className="mt-6 flex flex-col items-center gap-3 rounded-3xl border border-dashed border-line-strong bg-surface px-6 py-14 text-center">
      <NotebookPen aria-hidden="true" className="size-10 text-primary" />
      <h3 className="text-xl font-bold">No meal plans</h3>
      <p className="max-w-sm text-sm text-fg-muted">
        {subscribed
          ? 'Your plans will show up here. Create one to get a week of meals and a priced shopping list.'
          : 'Your plans will show up here. Create your free plan: a day of meals and a priced shopping list.'}
      </p>
      <CreatePlanButton className="mt-2">Create New Plan</CreatePlanButton>
    </div>
  );
}

function PlansSkeleton() {
  return (
    <div
      className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      aria-busy="true"
      aria-label="Loading meal plans"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-52 rounded-2xl border border-line bg-surface p-5">
          <div className="h-5 w-2/3 rounded bg-surface-muted motion-safe:animate-pulse" />
          <div className="mt-4 h-4 w-full rounded bg-surface-muted motion-safe:animate-pulse" />
          <div className="mt-2 h-4 w-5/6 rounded bg-surface-muted motion-safe:animate-pulse" />
          <div className="mt-8 grid grid-cols-2 gap-3">
            <div className="h-4 rounded bg-surface-muted motion-safe:animate-pulse" />
            <div className="h-4 rounded bg-surface-muted motion-safe:animate-pulse" />
          </div>
        </div>
      ))}
    </div>
  );
}
