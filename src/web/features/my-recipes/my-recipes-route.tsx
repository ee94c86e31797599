import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCents } from '../../../shared/generated-plan';
import { MEAL_LABELS } from '../../../shared/options';
import { buttonClasses } from '../../components/ui/button';
import { CenteredSpinner } from '../../components/ui/spinner';
import { deleteRecipe, useMyRecipes } from '../../lib/my-recipes-api';
import { usePageMeta } from '../../lib/page-meta';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { fieldClass } from './recipe-review';

/** /recipes: the person's own recipes (and their household's), with search, edit and delete. */
export function MyRecipesRoute() {
  usePageMeta({ title: 'My recipes', description: 'Your own recipes.', noindex: true });
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q, 250);
  const recipes = useMyRecipes(search);
  const [error, setError] = useState<string | null>(null);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">My recipes</h1>
        <Link to="/my-recipes/import" className={buttonClasses('primary')}>
          Add a recipe
        </Link>
      </div>
      <p className="mt-2 text-fg-muted">
        Your own dishes, checked for allergens and priced like ours. Plans mix them in unless you
        choose otherwise when creating a plan.
      </p>
      <label htmlFor="recipe-search" className="mt-6 mb-1 block text-sm font-semibold">
        Search
      </label>
      <input
        id="recipe-search"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        className={fieldClass}
      />
      {error && (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {recipes.isPending ? (
        <CenteredSpinner />
      ) : recipes.isError ? (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-300">
          Your recipes could not be loaded. Please refresh the page.
        </p>
      ) : recipes.data.length === 0 ? (
        <p className="mt-4 text-fg-muted">
          {search ? 'No recipe matches.' : 'No recipes yet. Add one from a link or by pasting it.'}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-label="My recipes">
          {recipes.data.map((r) => (
            <li key={r.id} className="rounded-2xl border border-line bg-surface p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="min-w-0 text-lg font-bold break-words">{r.title}</h2>
                <span className="text-sm text-fg-muted">
                  {MEAL_LABELS[r.meal]} · {r.servings} servings
                </span>
              </div>
              <p className="mt-1 text-sm text-fg-muted">
                {r.nutritionPerServing.kcal} kcal ·{' '}
                {r.costPerServingCents === null
                  ? 'not priced'
                  : `${formatCents(r.costPerServingCents)} a serving`}
                {r.allergens.length > 0 && ` · contains ${r.allergens.join(', ')}`}
              </p>
              {r.unmatched > 0 && (
                <p className="mt-1 text-sm text-amber-700 dark:text-amber-300">
                  {r.unmatched} line{r.unmatched === 1 ? '' : 's'} without a food: not used in plans
                  until fixed.
                </p>
              )}
              {r.sourceUrl && (
                <a
                  href={r.sourceUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="mt-1 block text-sm break-all text-primary underline"
                >
                  {r.sourceUrl}
                </a>
              )}
              {r.mine ? (
                <div className="mt-2 flex gap-4">
                  <Link
                    to={`/my-recipes/${r.id}/edit`}
                    className="min-h-11 content-center font-semibold text-primary underline"
                  >
                    Edit
                  </Link>
                  <button
                    type="button"
                    className="min-h-11 font-semibold text-red-700 underline dark:text-red-300"
                    onClick={async () => {
                      if (!window.confirm(`Delete "${r.title}"?`)) return;
                      setError(null);
                      try {
                        await deleteRecipe(queryClient, r.id);
                      } catch {
                        setError('Could not delete it. Please try again.');
                      }
                    }}
                  >
                    Delete
                  </button>
                </div>
              ) : (
                <p className="mt-2 text-sm text-fg-muted">From your household</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
