import { Pin, X } from 'lucide-react';
import { Link } from 'react-router';
import { mealLabel } from '../../lib/plan-format';
import { usePinRecipe, useRecipePins } from '../../lib/recipes-api';

/**
 * The recipes pinned to this plan from the recipe pages ("Pin to my next plan", issue 32):
 * the plan is made with them where they were pinned; each can be taken off here.
 */
export function PinnedRecipesNote() {
  const pins = useRecipePins();
  const unpin = usePinRecipe();
  if (!pins.data || pins.data.length === 0) return null;
  return (
    <div
      className="mt-5 rounded-2xl border border-line bg-surface-muted p-4"
      data-testid="wizard-pins"
    >
      <h3 className="flex items-center gap-2 text-sm font-bold">
        <Pin aria-hidden="true" className="size-4 text-primary" />
        Pinned to this plan
      </h3>
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
              disabled={unpin.isPending}
              onClick={() => unpin.mutate({ recipeId: p.recipeId, pinned: false })}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-surface"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
