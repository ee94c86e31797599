import { useQueryClient } from '@tanstack/react-query';
import { PackageCheck } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { formatCents, type GeneratedPlan } from '../../../shared/generated-plan';
import type { MealPlanDetail } from '../../../shared/meal-plan';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-client';
import {
  formatGrams,
  markPlanBought,
  setPlanPantryMark,
  usePlanPantryMark,
} from '../../lib/pantry-stock-api';
import type { PlanLeftover } from '../../../shared/pantry-stock';

/** The unit words beside a leftover's amount. */
const UNIT_NAMES: Record<PlanLeftover['unit'], string> = { each: 'whole', cup: 'cups', g: 'g' };

function defaultAmount(l: { grams: number; kitchen?: PlanLeftover | undefined }): string {
  return l.kitchen ? String(l.kitchen.quantity) : String(Math.round(l.grams));
}

interface Leftover {
  foodId: string;
  name: string;
  grams: number;
  valueCents: number;
}

/** What the bought packages leave over, per food, with its value (items kept on the list). */
export function leftoversOf(plan: GeneratedPlan): Leftover[] {
  const byFood = new Map<string, Leftover>();
  for (const item of Object.values(plan.shopping_list.items)) {
    if (item.active === 0 || !item.foodId || !item.leftoverGrams) continue;
    const value =
      item.packageGrams && item.packageGrams > 0
        ? (item.leftoverGrams / item.packageGrams) * item.price * 100
        : 0;
    const l = byFood.get(item.foodId) ?? {
      foodId: item.foodId,
      name: item.name,
      grams: 0,
      valueCents: 0,
    };
    l.grams += item.leftoverGrams;
    l.valueCents += value;
    byFood.set(item.foodId, l);
  }
  return [...byFood.values()]
    .map((l) => ({ ...l, grams: Math.round(l.grams * 100) / 100 }))
    .sort((a, b) => b.valueCents - a.valueCents);
}

/**
 * The plan and the pantry: what it takes from the pantry, what it leaves over and its value,
 * and "I bought this", which puts the leftovers (as corrected) into the pantry once.
 */
export function PlanPantryPanel({ plan }: { plan: MealPlanDetail }) {
  const id = useId();
  const queryClient = useQueryClient();
  const generated = plan.generatedPlan!;
  const state = usePlanPantryMark(plan.id);
  const mark = { ...state, data: state.data?.mark ?? null };
  const kitchen = state.data?.leftovers;
  // Only foods with something left in a unit a cook counts it in (issue 29), once known.
  const leftovers = useMemo(() => {
    const all = leftoversOf(generated);
    if (!kitchen) return all.map((l) => ({ ...l, kitchen: undefined }));
    const byFood = new Map(kitchen.map((k) => [k.foodId, k]));
    return all
      .filter((l) => byFood.has(l.foodId))
      .map((l) => ({ ...l, kitchen: byFood.get(l.foodId) }));
  }, [generated, kitchen]);
  const used = generated.pantryUse ?? [];
  const usedValue = used.reduce((s, u) => s + u.valueCents, 0);
  const leftoverValue = leftovers.reduce((s, l) => s + l.valueCents, 0);
  const [confirming, setConfirming] = useState(false);
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    const corrected = [];
    for (const l of leftovers) {
      const text = amounts[l.foodId] ?? defaultAmount(l);
      const value = Number(text);
      const unit = l.kitchen?.unit ?? 'g';
      if (text.trim() === '' || !Number.isFinite(value) || value < 0) {
        setError(`${l.name}: enter ${UNIT_NAMES[unit]} of 0 or more.`);
        return;
      }
      corrected.push(
        l.kitchen
          ? { foodId: l.foodId, quantity: value, unit: l.kitchen.unit }
          : { foodId: l.foodId, grams: value },
      );
    }
    setSaving(true);
    try {
      const result = await markPlanBought(queryClient, plan.id, { leftovers: corrected });
      setPlanPantryMark(queryClient, plan.id, result);
      setConfirming(false);
      toast.success('Leftovers added to your pantry');
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : 'That did not work. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-2xl border border-line bg-surface p-4 text-sm"
      data-testid="plan-pantry"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-bold">
        <PackageCheck aria-hidden="true" className="size-5 text-primary" />
        Pantry
      </h2>
      {used.length > 0 && (
        <div className="mt-2" data-testid="pantry-used">
          <p>
            Uses from your pantry: <span className="font-semibold">{formatCents(usedValue)}</span>{' '}
            of food you already have, not on the shopping list.
          </p>
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-fg-muted">
            {used.map((u) => (
              <li key={u.foodId}>
                {u.name} {formatGrams(u.grams)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-2" data-testid="leftover-value">
        {kitchen === undefined && !state.isError ? (
          'Working out what is left over...'
        ) : leftovers.length === 0 ? (
          'The packages bought leave nothing over.'
        ) : (
          <>
            Left over after cooking: {leftovers.length} {leftovers.length === 1 ? 'food' : 'foods'}{' '}
            worth <span className="font-semibold">{formatCents(Math.round(leftoverValue))}</span>.
            {mark.data
              ? ' They are in your pantry for the next plan.'
              : ' Mark the plan bought to keep them in your pantry for the next plan.'}
            {generated.totals?.perishableLeftoverCents !== undefined && (
              <span className="block text-fg-muted" data-testid="perishable-leftover">
                Perishables left over: {formatCents(generated.totals.perishableLeftoverCents)}
              </span>
            )}
          </>
        )}
      </p>
      {mark.data ? (
        <p className="mt-3 font-semibold text-green-700 dark:text-green-300" role="status">
          Marked bought: {formatGrams(mark.data.addedGrams)} of leftovers went into your{' '}
          <Link to="/pantry" className="underline underline-offset-2">
            pantry
          </Link>
          .
        </p>
      ) : confirming ? (
        <div className="mt-3">
          <p className="font-semibold">Correct what is left over, then confirm:</p>
          <ul className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {leftovers.map((l) => (
              <li key={l.foodId} className="flex min-w-0 items-center gap-2">
                <label htmlFor={`${id}-${l.foodId}`} className="min-w-0 flex-1 break-words">
                  {l.name}
                </label>
                <input
                  id={`${id}-${l.foodId}`}
                  type="number"
                  min="0"
                  step="any"
                  inputMode="decimal"
                  value={amounts[l.foodId] ?? defaultAmount(l)}
                  onChange={(e) => setAmounts((a) => ({ ...a, [l.foodId]: e.target.value }))}
                  className="min-h-10 w-24 shrink-0 rounded-xl border border-line-strong bg-surface px-2 text-fg"
                />
                <span className="w-12 shrink-0 text-fg-muted" data-testid="leftover-unit">
                  {UNIT_NAMES[l.kitchen?.unit ?? 'g']}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button disabled={saving} onClick={() => void confirm()}>
              {saving ? 'Saving...' : 'Put leftovers in my pantry'}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        mark.isSuccess && (
          <Button className="mt-3" variant="secondary" onClick={() => setConfirming(true)}>
            I bought this
          </Button>
        )
      )}
      {error && (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}
