import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  CalendarDays,
  Info,
  LoaderCircle,
  SearchX,
  Users,
  Utensils,
  Wallet,
} from 'lucide-react';
import { memo, useCallback, useDeferredValue, useEffect, type ReactNode } from 'react';
import { useDrawnCount } from '../../lib/use-drawn-count';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { formatCents } from '../../../shared/generated-plan';
import type { MealPlanDetail } from '../../../shared/meal-plan';
import type { Meal } from '../../../shared/options';
import { buttonClasses } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-client';
import { fetchSwapOptions, mealPlanKeys, swapMeal, useMealPlan } from '../../lib/meal-plans-api';
import { usePageMeta } from '../../lib/page-meta';
import { PLAN_FAILED_MESSAGE, usePlanProgress } from '../../lib/plan-events';
import {
  formatBudget,
  formatCreated,
  formatDuration,
  mealsSummary,
  storeName,
} from '../../lib/plan-format';
import { DayMeals } from './day-meals';
import { PlanPantryPanel } from './plan-pantry-panel';
import { PlanSectionPanel, PlanSectionTabs, usePlanSections } from './plan-sections';
import { ReplanBar, useMealExtras, useMealLocks } from './replan-controls';
import { SharePanel, SharedWithYou } from './share-panel';
import { ShoppingListPanel } from './shopping-list-panel';
import { useShoppingList } from './use-shopping-list';

/**
 * The meals do not change when the list does: every tick, removal and synced change of the
 * list re-rendered a week's meal cards (a few hundred elements) for nothing.
 */
const StableDayMeals = memo(DayMeals);
/** The same for the pantry and sharing panels, which read only the plan. */
const StablePantryPanel = memo(PlanPantryPanel);
const StableSharePanel = memo(SharePanel);
/**
 * The plan's name, figures and notes read only the plan: a tick or a removal in the list
 * (or the list's later rows arriving) rebuilds the total's line between them, not them.
 */
const StablePlanHeading = memo(PlanHeading);
const StablePlanNotes = memo(PlanNotes);

const NO_ACCESS_MESSAGE = 'You do not have access to this meal plan';
const LOAD_FAILED_MESSAGE = 'Failed to load meal plan';
/** Spec section 9: in the plan view success toasts last 3 s, errors 4 s. */
const SUCCESS_TOAST = { duration: 3000 } as const;
const ERROR_TOAST = { duration: 4000 } as const;

type LoadError = 'not-found' | 'forbidden' | 'unauthorized' | 'failed';

/** The price source beside the total: live only as far as the store priced the items. */
function livePriceLabel(items: readonly { priceSource?: string }[], store: string): string {
  const live = items.filter((i) => i.priceSource === 'live').length;
  if (live === 0) return 'reference prices';
  if (live === items.length) return `live ${store} prices`;
  return `${live} of ${items.length} prices live from ${store}, the rest reference prices`;
}

function loadErrorOf(error: unknown): LoadError | null {
  if (!error) return null;
  if (error instanceof ApiRequestError) {
    if (error.status === 404) return 'not-found';
    if (error.status === 403) return 'forbidden';
    if (error.status === 401) return 'unauthorized';
  }
  return 'failed';
}

/** /meal-plan/:id (spec section 2, "Meal plan view"; section 4, "Meal plan view loading"). */
export function MealPlanRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useMealPlan(id);
  // The plan's arrival is a synchronous store update, and the page it reveals (header, list,
  // pantry, sharing) was one uninterruptible render of a few hundred milliseconds on a slow
  // phone. The first render shows the skeleton; the page follows in React's background lane,
  // in slices the browser can interrupt (issue 14: Total Blocking Time).
  const plan = useDeferredValue(query.data, null) ?? undefined;
  const loadError = loadErrorOf(query.error);

  usePageMeta({
    title: plan?.status === 'completed' ? plan.name : 'Meal Plan',
    description: 'Your meal plan, its shopping list and the store cart.',
    noindex: true,
  });

  useEffect(() => {
    // A lost session is handled by the API client (to /login); the other failures go back.
    if (loadError === 'forbidden') {
      toast.error(NO_ACCESS_MESSAGE, { ...ERROR_TOAST, id: 'plan-load-error' });
      void navigate('/dashboard', { replace: true });
    } else if (loadError === 'failed') {
      toast.error(LOAD_FAILED_MESSAGE, { ...ERROR_TOAST, id: 'plan-load-error' });
      void navigate('/dashboard', { replace: true });
    }
  }, [loadError, navigate]);

  // Spec section 8: a generation that ends in error shows its text, then the dashboard.
  const failedText = plan?.status === 'error' ? plan.error || PLAN_FAILED_MESSAGE : null;
  useEffect(() => {
    if (failedText === null) return;
    toast.error(failedText, { ...ERROR_TOAST, id: `plan-failed-${id}` });
    void navigate('/dashboard', { replace: true });
  }, [failedText, id, navigate]);

  usePlanProgress(id, plan?.status === 'processing', (status) => {
    // Completed: the plan is loaded once; error: the effect above takes over.
    void queryClient.invalidateQueries({ queryKey: mealPlanKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: mealPlanKeys.list });
    if (status.status === 'error') {
      queryClient.setQueryData<MealPlanDetail>(mealPlanKeys.detail(id), (old) =>
        old ? { ...old, status: 'error', error: status.error } : old,
      );
    }
  });

  if (loadError === 'not-found') return <NotFound />;
  if (!plan || loadError) return <PlanSkeleton />;
  if (plan.status === 'processing') return <Generating plan={plan} />;
  if (plan.status !== 'completed' || !plan.generatedPlan) return <PlanSkeleton />;
  return <PlanView plan={plan} />;
}

function PlanView({ plan }: { plan: MealPlanDetail }) {
  const queryClient = useQueryClient();
  const generated = plan.generatedPlan!;
  const list = useShoppingList(plan);
  const isOwner = plan.viewerRole !== 'member';
  // The first render shows the header, the totals and the list's first rows; the meals and
  // the other rows follow, each in tasks of their own (useDrawnCount). The plan itself arrives
  // in React's background lane (MealPlanRoute), so a deferred value here would already be
  // complete in that first render: a week's page in one go was a long task of seconds on a
  // slow phone, and one large commit is one large layout (issue 14: Total Blocking Time).
  const complete = useDrawnCount(1, 0, 1) === 1;

  // The swap callbacks keep their identity across renders, so the meals need not re-render.
  const { reset: resetList } = list;
  const planId = plan.id;
  const onSwap = useCallback(
    async (day: number, meal: Meal, recipeId?: string) => {
      try {
        const updated = await swapMeal(planId, day, meal, recipeId);
        queryClient.setQueryData(mealPlanKeys.detail(planId), updated);
        void queryClient.invalidateQueries({ queryKey: mealPlanKeys.list });
        // A swap replaces the shopping list: every total starts again from the new one.
        resetList(updated);
        toast.success('Meal swapped', SUCCESS_TOAST);
      } catch (error) {
        toast.error(
          error instanceof ApiRequestError ? error.message : 'Failed to swap meal',
          ERROR_TOAST,
        );
      }
    },
    [planId, queryClient, resetList],
  );
  const loadSwapOptions = useCallback(
    (day: number, meal: Meal) => fetchSwapOptions(planId, day, meal),
    [planId],
  );
  // Ratings for everyone who sees the plan; locks and "Replan the rest" for its owner.
  const locks = useMealLocks(planId, plan.lockedMeals);
  const mealExtras = useMealExtras(locks, isOwner);

  const sections = usePlanSections();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6 sm:py-8 lg:py-10">
      <StablePlanHeading plan={plan} />
      {/* The same numbers as the list's "Total": both read the page's one copy of it. */}
      <p className="mt-3 text-sm text-fg-muted" data-testid="planned-shopping" aria-live="polite">
        Planned shopping:{' '}
        {list.saving ? (
          'Saving...'
        ) : (
          <>
            <span className="font-semibold text-fg">{formatCents(list.totalCents)}</span> of your{' '}
            {formatBudget(plan.budget)} budget ·{' '}
            <span className="font-semibold text-fg">{formatCents(list.perServingCents)}</span> per
            serving · {livePriceLabel(Object.values(list.items), storeName(plan.store))}
          </>
        )}
      </p>
      {/* Meals first on a phone (issue 29): the week, with the rest one tap away. */}
      <PlanSectionTabs
        sections={sections}
        tabs={[
          { id: 'meals', label: 'Meals' },
          { id: 'list', label: 'Shopping list' },
          { id: 'pantry', label: isOwner ? 'Pantry & sharing' : 'Household' },
        ]}
      />
      {!sections.phone && <StablePlanNotes notes={generated.notes} />}

      {/* A household member reads the plan and uses its list: the owner's pantry, swaps and
          sharing stay the owner's (decision record 0015). */}
      <PlanSectionPanel sections={sections} id="pantry">
        {isOwner ? <StablePantryPanel plan={plan} /> : <SharedWithYou plan={plan} />}
        {isOwner && <StableSharePanel plan={plan} />}
      </PlanSectionPanel>

      {/* minmax(0, 1fr) on phones too: a wide child (the day tabs) never widens the page. */}
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <PlanSectionPanel sections={sections} id="meals" className="order-2 min-w-0 lg:order-1">
          {complete ? (
            <StableDayMeals
              plan={generated}
              days={plan.duration}
              title={plan.name}
              onSwap={isOwner ? onSwap : undefined}
              loadSwapOptions={isOwner ? loadSwapOptions : undefined}
              mealExtras={mealExtras}
            />
          ) : (
            <div className="h-96 rounded-3xl border border-line bg-surface motion-safe:animate-pulse" />
          )}
          {isOwner && <ReplanBar planId={planId} locks={locks} />}
          {sections.phone && <StablePlanNotes notes={generated.notes} />}
        </PlanSectionPanel>
        <PlanSectionPanel sections={sections} id="list" className="order-1 min-w-0 lg:order-2">
          <ShoppingListPanel
            plan={plan}
            list={list}
            priceNote={generated.priceNote}
            livePrices={generated.livePrices}
            firstRowsOnly={!complete}
          />
        </PlanSectionPanel>
      </div>
    </div>
  );
}

/** The way back, the plan's name and description, and its four figures. */
function PlanHeading({ plan }: { plan: MealPlanDetail }) {
  return (
    <>
      <Link
        to="/dashboard"
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full text-sm font-semibold text-fg-muted hover:text-fg print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Dashboard
      </Link>
      <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-4xl">{plan.name}</h1>
      <p className="mt-2 line-clamp-2 max-w-3xl text-fg-muted lg:line-clamp-none">
        {plan.description ?? `${mealsSummary(plan.meals)} at ${storeName(plan.store)}`}
      </p>
      <p className="mt-1 hidden text-sm text-fg-muted sm:block">
        Created {formatCreated(plan.createdAt)}
      </p>

      {/* One compact row on a phone, so the week starts on the first screen (issue 29). */}
      <dl className="mt-4 grid grid-cols-4 gap-2 lg:mt-6 lg:gap-3">
        <SummaryCard
          icon={<Wallet className="size-5" />}
          label="Total Budget"
          value={formatBudget(plan.budget)}
        />
        <SummaryCard
          icon={<CalendarDays className="size-5" />}
          label="Duration"
          value={formatDuration(plan.duration)}
        />
        <SummaryCard
          icon={<Utensils className="size-5" />}
          label="Total Meals"
          value={String(plan.totalMeals)}
        />
        <SummaryCard
          icon={<Users className="size-5" />}
          label="Servings"
          value={String(plan.servingsPerMeal)}
        />
      </dl>
    </>
  );
}

/** What the planner says about the plan, such as the meals it cooks once for two days. */
function PlanNotes({ notes }: { notes: readonly string[] | undefined }) {
  if (!notes || notes.length === 0) return null;
  return (
    <div className="mt-4 flex gap-3 rounded-2xl border border-line bg-surface p-4 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <ul className="space-y-1">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}

function SummaryCard({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-line bg-surface p-2 shadow-sm lg:rounded-2xl lg:p-4">
      <dt className="flex items-center gap-2 text-xs leading-tight font-semibold text-fg-muted lg:text-sm">
        <span aria-hidden="true" className="hidden text-primary lg:inline">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-base font-bold tracking-tight tabular-nums lg:mt-1 lg:text-2xl">
        {value}
      </dd>
    </div>
  );
}

function Generating({ plan }: { plan: MealPlanDetail }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="rounded-3xl border border-line bg-surface p-6 shadow-sm">
        <div className="flex items-center gap-3">
          <LoaderCircle
            aria-hidden="true"
            className="size-6 text-primary motion-safe:animate-spin"
          />
          <h1 className="text-2xl font-bold tracking-tight">Generating your meal plan</h1>
        </div>
        <div
          role="progressbar"
          aria-label="Generation progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={plan.progress}
          className="mt-4 h-2.5 overflow-hidden rounded-full bg-surface-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-500"
            style={{ width: `${Math.max(4, plan.progress)}%` }}
          />
        </div>
        <p className="mt-2 text-sm text-fg-muted" aria-live="polite">
          {plan.message} ({plan.progress}%)
        </p>
      </div>
      <SkeletonBody />
    </div>
  );
}

function PlanSkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10"
      aria-busy="true"
      aria-label="Loading meal plan"
      data-testid="plan-skeleton"
    >
      <div className="h-4 w-24 rounded bg-surface-muted motion-safe:animate-pulse" />
      <div className="mt-4 h-9 w-2/3 rounded-lg bg-surface-muted motion-safe:animate-pulse" />
      <div className="mt-3 h-4 w-1/2 rounded bg-surface-muted motion-safe:animate-pulse" />
      <SkeletonBody />
    </div>
  );
}

function SkeletonBody() {
  return (
    <>
      <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-24 rounded-2xl border border-line bg-surface p-4">
            <div className="h-4 w-1/2 rounded bg-surface-muted motion-safe:animate-pulse" />
            <div className="mt-3 h-7 w-2/3 rounded bg-surface-muted motion-safe:animate-pulse" />
          </div>
        ))}
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="h-96 rounded-3xl border border-line bg-surface motion-safe:animate-pulse" />
        <div className="h-96 rounded-3xl border border-line bg-surface motion-safe:animate-pulse" />
      </div>
    </>
  );
}

function NotFound() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-12 text-primary" />
      <h1 className="text-3xl font-bold tracking-tight">Meal Plan Not Found</h1>
      <p className="text-fg-muted">
        The meal plan you're looking for doesn't exist or has been deleted.
      </p>
      <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
        Return to Dashboard
      </Link>
    </div>
  );
}
