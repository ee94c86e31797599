import { Pin, X } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ApiRequestError } from '../../lib/api-client';
import { mealLabel } from '../../lib/plan-format';
import { usePinRecipe, useRecipePins, useRecipeSearch } from '../../lib/recipes-api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * Pins for this plan (issue 32): the recipes pinned from the recipe pages ("Pin to my next
 * plan") and any pinned here, on a day and meal ("Tacos al Pastor on day 5, dinner") or any
 * day. The plan is made with them where they were pinned; each can be taken off here.
 */
export function PinnedRecipesNote() {
  const pins = useRecipePins();
  const pin = usePinRecipe();
  const [text, setText] = useState('');
  const [day, setDay] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  // Asked only once two letters are typed: the whole library is not the wizard's to load.
  const found = useRecipeSearch(new URLSearchParams({ q }).toString(), q.length >= 2);
  const matches = q.length >= 2 ? (found.data?.recipes ?? []).slice(0, 5) : [];

  function add(recipeId: string, meal: (typeof matches)[number]['meal']) {
    pin.mutate(
      { recipeId, pinned: true, ...(day ? { day: Number(day), meal } : {}) },
      {
        onSuccess: () => setText(''),
        onError: (error) =>
          toast.error(error instanceof ApiRequestError ? error.message : 'Could not pin.', {
            duration: 4000,
          }),
      },
    );
  }

  return (
    <div
      className="mt-5 rounded-2xl border border-line bg-surface-muted p-4"
      data-testid="wizard-pins"
    >
      <h3 className="flex items-center gap-2 text-sm font-bold">
        <Pin aria-hidden="true" className="size-4 text-primary" />
        Pinned to this plan
      </h3>
      {pins.data && pins.data.length > 0 ? (
        <ul className="mt-2 space-y-1.5 text-sm">
          {pins.data.map((p) => (
            <li key={p.recipeId} className="flex items-center justify-between gap-2">
              <span className="min-w-0 break-words">
                <Link to={`/recipes/${encodeURIComponent(p.recipeId)}`} className="font-semibold">
                  {p.title}
                </Link>{' '}
                <span className="text-fg-muted">
                  {p.day !== null && p.meal !== null
                    ? `day ${p.day}, ${mealLabel(p.meal).toLowerCase()}`
                    : 'any day'}
                </span>
              </span>
              <button
                type="button"
                aria-label={`Unpin ${p.title}`}
                disabled={pin.isPending}
                onClick={() => pin.mutate({ recipeId: p.recipeId, pinned: false })}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-surface"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-fg-muted">
          Nothing pinned. Pin a recipe to a day, or to any day of this plan.
        </p>
      )}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label className="min-w-0 flex-1 text-xs font-semibold text-fg-muted">
          Pin a recipe
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search by name or ingredient"
            className="mt-1 block min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm text-fg"
          />
        </label>
        <label className="text-xs font-semibold text-fg-muted">
          Day
          <select
            value={day}
            onChange={(e) => setDay(e.target.value)}
            className="mt-1 block min-h-11 w-full rounded-xl border border-line bg-surface px-2 text-sm text-fg"
          >
            <option value="">Any day</option>
            {DAYS.map((d) => (
              <option key={d} value={d}>
                Day {d}
              </option>
            ))}
          </select>
        </label>
      </div>
      {matches.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm" aria-label="Recipes to pin">
          {matches.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                disabled={pin.isPending}
                onClick={() => add(r.id, r.meal)}
                className="w-full rounded-xl px-2 py-1.5 text-left break-words hover:bg-surface"
              >
                <span className="font-semibold">{r.title}</span>{' '}
                <span className="text-fg-muted">
                  {mealLabel(r.meal).toLowerCase()}
                  {day ? `, day ${day}` : ', any day'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
