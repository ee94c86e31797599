import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { SaveRecipe } from '../../../shared/my-recipes';
import { Button } from '../../components/ui/button';
import { CenteredSpinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api-client';
import { importRecipe, useMyRecipe, type ImportAnswer } from '../../lib/my-recipes-api';
import { usePageMeta } from '../../lib/page-meta';
import { draftIngredient, fieldClass, RecipeReview, type ReviewDraft } from './recipe-review';

type Mode = 'url' | 'paste' | 'hand';
const MODES: { id: Mode; label: string }[] = [
  { id: 'url', label: 'From a link' },
  { id: 'paste', label: 'Paste the page' },
  { id: 'hand', label: 'Write it' },
];

function draftOf(answer: ImportAnswer): ReviewDraft {
  const r = answer.recipe;
  const recipe: SaveRecipe = {
    title: r.title,
    servings: Math.max(1, Math.min(100, Math.round(r.servings))),
    prepMinutes: r.prepMinutes,
    cookMinutes: r.cookMinutes,
    meal: r.meal,
    cuisine: r.cuisine,
    dishType: r.dishType,
    imageUrl: answer.imageUrl,
    sourceUrl: answer.sourceUrl,
    ingredients: r.ingredients.map(draftIngredient),
    instructions: r.instructions,
  };
  return {
    recipe,
    foodNames: new Map(Object.entries(answer.foods)),
    notes: answer.notes,
    servingsEstimate: answer.servingsEstimate ?? null,
  };
}

/** Text a person wrote by hand, in the sections the text import reads. */
function handWritten(title: string, ingredients: string, method: string): string {
  return `${title}\n\nIngredients\n${ingredients}\n\nMethod\n${method}`;
}

/** /my-recipes/import: a link, a pasted page or text, or a recipe written by hand; then review. */
export function ImportRecipeRoute() {
  usePageMeta({ title: 'Add a recipe', description: 'Import your own recipe.', noindex: true });
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('url');
  const [url, setUrl] = useState('');
  const [pasted, setPasted] = useState('');
  const [title, setTitle] = useState('');
  const [lines, setLines] = useState('');
  const [method, setMethod] = useState('');
  const [draft, setDraft] = useState<ReviewDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const body =
        mode === 'url'
          ? { url }
          : mode === 'paste'
            ? /<[a-z!][\s\S]*>/i.test(pasted)
              ? { html: pasted }
              : { text: pasted }
            : { text: handWritten(title, lines, method) };
      setDraft(draftOf(await importRecipe(body)));
    } catch (e) {
      const message =
        e instanceof ApiRequestError ? e.message : 'Could not read it. Please try again.';
      setError(message);
      if (e instanceof ApiRequestError && /Paste the page instead/.test(message)) setMode('paste');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {draft ? 'Check your recipe' : 'Add a recipe'}
      </h1>
      {draft ? (
        <>
          <p className="mt-2 text-fg-muted">
            Each line shows what the page said and the food we matched. Fix what is wrong, then
            save.
          </p>
          <RecipeReview draft={draft} onSaved={() => navigate('/my-recipes')} />
        </>
      ) : (
        <form onSubmit={submit} aria-label="Import recipe" className="mt-6 flex flex-col gap-4">
          <div role="radiogroup" aria-label="How to add it" className="flex flex-wrap gap-2">
            {MODES.map((m) => (
              <button
                key={m.id}
                type="button"
                role="radio"
                aria-checked={mode === m.id}
                onClick={() => setMode(m.id)}
                className={`min-h-11 rounded-xl border px-4 font-semibold ${
                  mode === m.id ? 'border-primary bg-primary/10 text-primary' : 'border-line-strong'
                }`}
              >
                {m.label}
              </button>
            ))}
          </div>
          {mode === 'url' && (
            <div>
              <label htmlFor="recipe-url" className="mb-1 block text-sm font-semibold">
                Recipe page address
              </label>
              <input
                id="recipe-url"
                type="url"
                required
                placeholder="https://"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                className={fieldClass}
              />
            </div>
          )}
          {mode === 'paste' && (
            <div>
              <label htmlFor="recipe-paste" className="mb-1 block text-sm font-semibold">
                The page or the recipe text
              </label>
              <textarea
                id="recipe-paste"
                required
                rows={10}
                value={pasted}
                onChange={(e) => setPasted(e.target.value)}
                placeholder="Paste the whole page, or the title, ingredients and steps"
                className={`${fieldClass} py-2`}
              />
            </div>
          )}
          {mode === 'hand' && (
            <>
              <div>
                <label htmlFor="recipe-title" className="mb-1 block text-sm font-semibold">
                  Title
                </label>
                <input
                  id="recipe-title"
                  required
                  value={title}
                  onChange={(e) => setTitle(e.target.value)}
                  className={fieldClass}
                />
              </div>
              <div>
                <label htmlFor="recipe-lines" className="mb-1 block text-sm font-semibold">
                  Ingredients, one per line
                </label>
                <textarea
                  id="recipe-lines"
                  required
                  rows={6}
                  value={lines}
                  onChange={(e) => setLines(e.target.value)}
                  placeholder={'2 cups rice\n1 onion, chopped'}
                  className={`${fieldClass} py-2`}
                />
              </div>
              <div>
                <label htmlFor="recipe-method" className="mb-1 block text-sm font-semibold">
                  Steps, one per line
                </label>
                <textarea
                  id="recipe-method"
                  rows={5}
                  value={method}
                  onChange={(e) => setMethod(e.target.value)}
                  className={`${fieldClass} py-2`}
                />
              </div>
            </>
          )}
          {error && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" disabled={busy}>
              {busy ? 'Reading…' : 'Read the recipe'}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** /recipes/:id/edit: the review screen for a saved recipe. */
export function EditRecipeRoute() {
  usePageMeta({ title: 'Edit recipe', description: 'Edit your recipe.', noindex: true });
  const { id } = useParams();
  const navigate = useNavigate();
  const answer = useMyRecipe(id);
  if (answer.isPending) return <CenteredSpinner />;
  if (answer.isError || !answer.data.recipe.mine) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-8">
        This recipe could not be found.
      </p>
    );
  }
  const {
    id: _id,
    mine: _mine,
    nutritionPerServing: _n,
    costPerServingCents: _c,
    allergens: _a,
    diets: _d,
    unmatched: _u,
    updatedAt: _t,
    ...save
  } = answer.data.recipe;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Edit recipe</h1>
      <RecipeReview
        draft={{ recipe: save, foodNames: new Map(Object.entries(answer.data.foods)) }}
        recipeId={answer.data.recipe.id}
        onSaved={() => navigate('/my-recipes')}
      />
    </div>
  );
}
