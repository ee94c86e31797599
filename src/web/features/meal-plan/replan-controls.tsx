/**
 * Lock meals and "Replan the rest" on a finished plan (issue 32): the locked meals stay,
 * everything else is planned again within the same budget, and the shopping list is the new
 * plan's. Beside each meal: the rating buttons and heart (components/recipe-rating.tsx) and,
 * for the plan's owner, a lock, stored with the plan (PUT /api/meal-plans/:id/locks).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Lock, LockOpen, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import type { PlanRecipeEntry } from '../../../shared/generated-plan';
import type { MealPlanDetail, MealSlot } from '../../../shared/meal-plan';
import type { Meal } from '../../../shared/options';
import { RecipeRating } from '../../components/recipe-rating';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-client';
import { mealPlanKeys } from '../../lib/meal-plans-api';
import { mealLabel } from '../../lib/plan-format';
import { clearMealLocks, recipeKeys, replanMealPlan, setMealLock } from '../../lib/recipes-api';

const keyOf = (day: number, meal: string) => `${day}:${meal}`;

function keysOf(slots: readonly MealSlot[] | undefined): ReadonlySet<string> {
  return new Set((slots ?? []).map((s) => keyOf(s.day, s.meal)));
}

/**
 * The locked meals of the plan on screen, stored with the plan (issue 32): a tap shows at
 * once and is saved; the server's answer (or, after a failure, what it last said) wins, so a
 * reload, another device or a replan shows the same locks.
 */
export function useMealLocks(planId: string, stored: readonly MealSlot[] | undefined) {
  const queryClient = useQueryClient();
  const storedKeys = [...keysOf(stored)].sort().join(',');
  const [locked, setLocked] = useState<ReadonlySet<string>>(() => keysOf(stored));
  useEffect(() => {
    setLocked(new Set(storedKeys ? storedKeys.split(',') : []));
  }, [storedKeys]);

  const saved = useCallback(
    (lockedMeals: MealSlot[]) => {
      queryClient.setQueryData<MealPlanDetail>(mealPlanKeys.detail(planId), (old) =>
        old ? { ...old, lockedMeals } : old,
      );
      setLocked(keysOf(lockedMeals));
    },
    [planId, queryClient],
  );
  const failed = useCallback(
    (error: unknown) => {
      setLocked(new Set(storedKeys ? storedKeys.split(',') : []));
      toast.error(error instanceof ApiRequestError ? error.message : 'Could not save the lock.', {
        duration: 4000,
      });
    },
    [storedKeys],
  );
  const toggle = useCallback(
    (day: number, meal: Meal) => {
      const key = keyOf(day, meal);
      const lock = !locked.has(key);
      setLocked((old) => {
        const next = new Set(old);
        if (lock) next.add(key);
        else next.delete(key);
        return next;
      });
      setMealLock(planId, { day, meal, locked: lock }).then(saved, failed);
    },
    [locked, planId, saved, failed],
  );
  const clear = useCallback(() => {
    setLocked(new Set());
    clearMealLocks(planId).then(saved, failed);
  }, [planId, saved, failed]);
  return { locked, toggle, clear };
}

/** What each meal card shows under its title; stable while the locks do not change. */
export function useMealExtras(
  locks: ReturnType<typeof useMealLocks>,
  canLock: boolean,
): (entry: PlanRecipeEntry) => React.ReactNode {
  const { locked, toggle } = locks;
  return useMemo(
    () =>
      function MealExtras(entry: PlanRecipeEntry) {
        const isLocked = locked.has(keyOf(entry.day, entry.meal));
        const what = `${mealLabel(entry.meal).toLowerCase()} on day ${entry.day}`;
        return (
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            <RecipeRating recipeId={entry.recipeId} title={entry.dish} />
            {canLock && !entry.cookedWith && (
              <button
                type="button"
                aria-pressed={isLocked}
                aria-label={isLocked ? `Unlock ${what}` : `Lock ${what}`}
                onClick={() => toggle(entry.day, entry.meal)}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-semibold text-fg hover:bg-surface-muted aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-on-primary print:hidden"
              >
                {isLocked ? (
                  <Lock aria-hidden="true" className="size-4" />
                ) : (
                  <LockOpen aria-hidden="true" className="size-4" />
                )}
                {isLocked ? 'Locked' : 'Lock'}
              </button>
            )}
          </div>
        );
      },
    [locked, toggle, canLock],
  );
}

/** "2 meals locked · Replan the rest": shown once a meal is locked. */
export function ReplanBar({
  planId,
  locks,
}: {
  planId: string;
  locks: ReturnType<typeof useMealLocks>;
}) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const count = locks.locked.size;
  if (count === 0) return null;

  async function replan() {
    setBusy(true);
    try {
      const locked = [...locks.locked].map((key) => {
        const [day, meal] = key.split(':');
        return { day: Number(day), meal: meal as Meal };
      });
      await replanMealPlan(planId, locked);
      // The kept meals stay locked (stored with the plan), ready for another replan.
      toast.success('Planning the rest again; your locked meals stay.', { duration: 3000 });
      void queryClient.invalidateQueries({ queryKey: recipeKeys.all });
      await queryClient.invalidateQueries({ queryKey: mealPlanKeys.detail(planId) });
      void queryClient.invalidateQueries({ queryKey: mealPlanKeys.list });
    } catch (error) {
      toast.error(error instanceof ApiRequestError ? error.message : 'Could not replan.', {
        duration: 4000,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className="sticky bottom-3 z-20 mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-primary bg-surface px-4 py-3 shadow-lg print:hidden"
      data-testid="replan-bar"
    >
      <p className="text-sm font-semibold">
        {count} {count === 1 ? 'meal' : 'meals'} locked. The rest is planned again within your
        budget.
      </p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={locks.clear} disabled={busy}>
          Unlock all
        </Button>
        <Button size="sm" onClick={() => void replan()} disabled={busy}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {busy ? 'Replanning...' : 'Replan the rest'}
        </Button>
      </div>
    </div>
  );
}
