import { Ban } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useRecipeFeedback, useSaveFeedback } from '../../lib/recipes-api';

/**
 * The recipes rated "Never again" (issue 32): the planner leaves them out of every plan and
 * swap until the person undoes it here.
 */
export function NeverAgainSection() {
  const feedback = useRecipeFeedback();
  const save = useSaveFeedback();
  const never = [...(feedback.data?.values() ?? [])].filter((f) => f.rating === 'never');
  return (
    <section
      aria-labelledby="never-again-title"
      className="rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-7"
      data-testid="never-again"
    >
      <h2 id="never-again-title" className="flex items-center gap-2 text-xl font-bold">
        <Ban aria-hidden="true" className="size-5 text-primary" />
        Never again
      </h2>
      <p className="mt-2 text-fg-muted">
        {feedback.isPending
          ? 'Loading...'
          : feedback.isError
            ? 'Your ratings could not be loaded.'
            : never.length === 0
              ? 'No recipe is on your never-again list. Rate a meal "Never again" and it will not be planned for you.'
              : 'These recipes are never planned for you, nor offered as a swap.'}
      </p>
      {never.length > 0 && (
        <ul className="mt-3 divide-y divide-line">
          {never.map((f) => (
            <li key={f.recipeId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={`/recipes/${encodeURIComponent(f.recipeId)}`}
                className="min-w-0 font-semibold break-words hover:underline"
              >
                {f.title}
              </Link>
              <Button
                size="sm"
                variant="secondary"
                disabled={save.isPending}
                aria-label={`Undo never again for ${f.title}`}
                onClick={() =>
                  save.mutate(
                    { recipeId: f.recipeId, rating: null },
                    {
                      onSuccess: () =>
                        toast.success(`${f.title} can be planned again`, { duration: 3000 }),
                    },
                  )
                }
              >
                Undo
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
