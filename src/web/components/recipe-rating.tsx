/**
 * "Loved it", "Fine", "Never again" and the favourite heart for one recipe (issue 32): one
 * tap each, changeable (a second tap on the chosen rating clears it), saved per person. On
 * every meal of a plan and on the recipe page.
 */
import { Heart } from 'lucide-react';
import toast from 'react-hot-toast';
import {
  RECIPE_RATING_LABELS,
  RECIPE_RATING_VALUES,
  type RecipeRating as Rating,
} from '../../shared/recipe-memory';
import { ApiRequestError } from '../lib/api-client';
import { useRecipeFeedback, useSaveFeedback } from '../lib/recipes-api';
import { cn } from './ui/cn';

const TONE: Readonly<Record<Rating, string>> = {
  loved: 'aria-pressed:border-herb aria-pressed:bg-herb-soft aria-pressed:text-herb',
  fine: 'aria-pressed:border-primary aria-pressed:bg-surface-muted',
  never: 'aria-pressed:border-danger aria-pressed:text-danger',
};

export function RecipeRating({
  recipeId,
  title,
  className,
}: {
  recipeId: string;
  title: string;
  className?: string;
}) {
  const feedback = useRecipeFeedback();
  const save = useSaveFeedback();
  const mine = feedback.data?.get(recipeId);
  const rating = mine?.rating ?? null;
  const favourite = mine?.favourite ?? false;

  function send(change: { rating?: Rating | null; favourite?: boolean }, done: string) {
    save.mutate(
      { recipeId, ...change },
      {
        onSuccess: () => toast.success(done, { duration: 3000 }),
        onError: (error) =>
          toast.error(
            error instanceof ApiRequestError ? error.message : 'Your rating was not saved.',
            { duration: 4000 },
          ),
      },
    );
  }

  return (
    <div
      role="group"
      aria-label={`Your rating of ${title}`}
      className={cn('flex flex-wrap items-center gap-1.5 print:hidden', className)}
      data-testid="recipe-rating"
    >
      {RECIPE_RATING_VALUES.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={rating === value}
          disabled={save.isPending || feedback.isPending}
          onClick={() =>
            rating === value
              ? send({ rating: null }, 'Rating cleared')
              : send(
                  { rating: value },
                  value === 'never'
                    ? `${title} will not be planned again (undo in Settings)`
                    : `Rated "${RECIPE_RATING_LABELS[value]}"`,
                )
          }
          className={cn(
            'inline-flex min-h-9 items-center rounded-full border border-line bg-surface px-3 text-sm font-semibold text-fg hover:bg-surface-muted disabled:opacity-60',
            TONE[value],
          )}
        >
          {RECIPE_RATING_LABELS[value]}
        </button>
      ))}
      <button
        type="button"
        aria-pressed={favourite}
        aria-label={favourite ? `Remove ${title} from favourites` : `Add ${title} to favourites`}
        disabled={save.isPending || feedback.isPending}
        onClick={() =>
          send(
            { favourite: !favourite },
            favourite ? 'Removed from favourites' : 'Added to favourites',
          )
        }
        className="inline-flex size-9 items-center justify-center rounded-full border border-line bg-surface text-fg hover:bg-surface-muted disabled:opacity-60 aria-pressed:border-danger aria-pressed:text-danger"
      >
        <Heart aria-hidden="true" className={cn('size-4', favourite && 'fill-current')} />
      </button>
    </div>
  );
}
