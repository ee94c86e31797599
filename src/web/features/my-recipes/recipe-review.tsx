import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ImportedIngredient } from '../../../shared/imported-recipe';
import {
  UNMATCHED_RECIPE_NOTE,
  type SaveRecipe,
  type SavedIngredient,
} from '../../../shared/my-recipes';
import {
  CUISINE_LABELS,
  CUISINES,
  DISH_TYPES_BY_MEAL,
  MEAL_LABELS,
  MEALS,
  type Meal,
} from '../../../shared/options';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-client';
import { saveRecipe, searchFoods } from '../../lib/my-recipes-api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export const fieldClass =
  'min-h-11 w-full min-w-0 rounded-xl border border-line-strong bg-surface px-3 text-fg';
const labelClass = 'mb-1 block text-sm font-semibold';

export interface ReviewDraft {
  recipe: SaveRecipe;
  /** Food names by id, for the lines' matched foods. */
  foodNames: Map<string, string>;
  /** The preparation notes read from each line ("finely chopped"), shown under it. */
  notes?: (string | null)[];
  /** Servings estimated from a yield of whole bakes ("2 loaves: about 10 servings each"). */
  servingsEstimate?: string | null;
}

export function draftIngredient(i: ImportedIngredient): SavedIngredient {
  return { ...i, leaveOffList: false };
}

function confidenceMark(line: SavedIngredient): { mark: string; label: string; tone: string } {
  if (line.foodId === null)
    return { mark: '✗', label: 'No food matched', tone: 'text-red-700 dark:text-red-300' };
  if (line.confidence >= 0.9)
    return { mark: '✓', label: 'Sure match', tone: 'text-green-700 dark:text-green-300' };
  if (line.confidence >= 0.7)
    return { mark: '~', label: 'Likely match', tone: 'text-amber-700 dark:text-amber-300' };
  return { mark: '?', label: 'Guess: please check', tone: 'text-amber-700 dark:text-amber-300' };
}

/**
 * The review screen: every line with its original text, what was read from it and the food
 * it was matched to, fixable before saving; the meal, cuisine and dish type as guessed.
 */
export function RecipeReview({
  draft,
  recipeId,
  onSaved,
}: {
  draft: ReviewDraft;
  recipeId?: string;
  onSaved: (id: string) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [recipe, setRecipe] = useState<SaveRecipe>(draft.recipe);
  const [foodNames, setFoodNames] = useState(draft.foodNames);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unmatched = recipe.ingredients.filter((l) => l.foodId === null).length;
  const set = (patch: Partial<SaveRecipe>) => setRecipe((r) => ({ ...r, ...patch }));
  const setLine = (k: number, patch: Partial<SavedIngredient>) =>
    setRecipe((r) => ({
      ...r,
      ingredients: r.ingredients.map((l, i) => (i === k ? { ...l, ...patch } : l)),
    }));
  const dishTypes = DISH_TYPES_BY_MEAL[recipe.meal] as readonly string[];
  // Shown until the person writes their own number of servings.
  const servingsEstimate =
    draft.servingsEstimate && recipe.servings === draft.recipe.servings
      ? draft.servingsEstimate
      : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaving(true);
    try {
      const saved = await saveRecipe(queryClient, recipe, recipeId);
      onSaved(saved.id);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : 'Could not save it. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  const numberOrNull = (v: string) => (v.trim() === '' ? null : Math.max(0, Math.round(Number(v))));

  return (
    <form onSubmit={submit} aria-label="Review recipe" className="mt-6 flex flex-col gap-6">
      <section className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-title`} className={labelClass}>
            Title
          </label>
          <input
            id={`${id}-title`}
            value={recipe.title}
            onChange={(e) => set({ title: e.target.value })}
            className={fieldClass}
            required
          />
        </div>
        <div>
          <label htmlFor={`${id}-meal`} className={labelClass}>
            Meal
          </label>
          <select
            id={`${id}-meal`}
            value={recipe.meal}
            onChange={(e) => {
              const meal = e.target.value as Meal;
              const types = DISH_TYPES_BY_MEAL[meal] as readonly string[];
              set({
                meal,
                dishType: types.includes(recipe.dishType ?? '') ? recipe.dishType : null,
              });
            }}
            className={fieldClass}
          >
            {MEALS.map((m) => (
              <option key={m} value={m}>
                {MEAL_LABELS[m]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-dish`} className={labelClass}>
            Dish type
          </label>
          <select
            id={`${id}-dish`}
            value={recipe.dishType ?? ''}
            onChange={(e) => set({ dishType: e.target.value || null })}
            className={fieldClass}
          >
            <option value="">Not set</option>
            {dishTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-cuisine`} className={labelClass}>
            Cuisine
          </label>
          <select
            id={`${id}-cuisine`}
            value={recipe.cuisine ?? ''}
            onChange={(e) => set({ cuisine: e.target.value || null })}
            className={fieldClass}
          >
            <option value="">Not set</option>
            {CUISINES.map((c) => (
              <option key={c} value={c}>
                {CUISINE_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-servings`} className={labelClass}>
            Servings
          </label>
          <input
            id={`${id}-servings`}
            type="number"
            min={1}
            max={100}
            value={recipe.servings}
            onChange={(e) =>
              set({ servings: Math.max(1, Math.round(Number(e.target.value) || 1)) })
            }
            className={fieldClass}
            aria-describedby={servingsEstimate ? `${id}-servings-estimate` : undefined}
          />
          {servingsEstimate && (
            <p id={`${id}-servings-estimate`} className="mt-1 text-sm text-fg-muted">
              Estimated from the page&rsquo;s yield: {servingsEstimate}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-prep`} className={labelClass}>
            Prep minutes
          </label>
          <input
            id={`${id}-prep`}
            type="number"
            min={0}
            value={recipe.prepMinutes ?? ''}
            onChange={(e) => set({ prepMinutes: numberOrNull(e.target.value) })}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-cook`} className={labelClass}>
            Cook minutes
          </label>
          <input
            id={`${id}-cook`}
            type="number"
            min={0}
            value={recipe.cookMinutes ?? ''}
            onChange={(e) => set({ cookMinutes: numberOrNull(e.target.value) })}
            className={fieldClass}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-photo`} className={labelClass}>
            Photo URL (optional)
          </label>
          <input
            id={`${id}-photo`}
            type="url"
            value={recipe.imageUrl ?? ''}
            onChange={(e) => set({ imageUrl: e.target.value.trim() || null })}
            className={fieldClass}
          />
        </div>
        {recipe.sourceUrl && (
          <p className="text-sm text-fg-muted sm:col-span-2">
            From{' '}
            <a
              href={recipe.sourceUrl}
              rel="noopener noreferrer nofollow"
              target="_blank"
              className="break-all underline"
            >
              {recipe.sourceUrl}
            </a>
          </p>
        )}
      </section>

      <section aria-labelledby={`${id}-ingredients`}>
        <h2 id={`${id}-ingredients`} className="text-xl font-bold">
          Ingredients
        </h2>
        {unmatched > 0 && (
          <p
            role="status"
            className="mt-2 rounded-xl border border-amber-500/50 bg-amber-500/10 p-3 text-sm"
          >
            {unmatched === 1 ? '1 line has' : `${unmatched} lines have`} no food.{' '}
            {UNMATCHED_RECIPE_NOTE}
          </p>
        )}
        <ul className="mt-3 flex flex-col gap-3" aria-label="Ingredient lines">
          {recipe.ingredients.map((line, k) => (
            <IngredientRow
              key={k}
              line={line}
              note={draft.notes?.[k] ?? null}
              foodName={line.foodId ? (foodNames.get(line.foodId) ?? line.foodId) : null}
              onChange={(patch, name) => {
                setLine(k, patch);
                if (name && patch.foodId) setFoodNames((m) => new Map(m).set(patch.foodId!, name));
              }}
              onRemove={() => set({ ingredients: recipe.ingredients.filter((_, i) => i !== k) })}
            />
          ))}
        </ul>
      </section>

      <section>
        <label htmlFor={`${id}-steps`} className="text-xl font-bold">
          Method
        </label>
        <p className="text-sm text-fg-muted">One step per line.</p>
        <textarea
          id={`${id}-steps`}
          value={recipe.instructions.join('\n')}
          onChange={(e) =>
            set({ instructions: e.target.value.split('\n').filter((s) => s.trim().length > 0) })
          }
          rows={6}
          className={`${fieldClass} mt-2 py-2`}
        />
      </section>

      {error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={saving || recipe.ingredients.length === 0}>
          {saving ? 'Saving…' : 'Save recipe'}
        </Button>
      </div>
    </form>
  );
}

function IngredientRow({
  line,
  note,
  foodName,
  onChange,
  onRemove,
}: {
  line: SavedIngredient;
  note: string | null;
  foodName: string | null;
  onChange: (patch: Partial<SavedIngredient>, foodName?: string) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const mark = confidenceMark(line);
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<{ id: string; name: string }[]>([]);
  const debounced = useDebouncedValue(query, 250);
  useEffect(() => {
    if (debounced.trim().length < 2) return;
    const controller = new AbortController();
    searchFoods(debounced, controller.signal).then(setOptions, () => {});
    return () => controller.abort();
  }, [debounced]);

  return (
    <li className="rounded-2xl border border-line bg-surface p-3">
      <div className="flex items-start gap-2">
        <span
          aria-label={mark.label}
          title={mark.label}
          className={`text-lg font-bold ${mark.tone}`}
        >
          {mark.mark}
        </span>
        <p className="min-w-0 flex-1 break-words font-medium">
          {line.text}
          {line.group && <span className="ml-2 text-xs text-fg-muted">({line.group})</span>}
        </p>
        <button
          type="button"
          onClick={onRemove}
          className="text-sm text-fg-muted underline"
          aria-label={`Remove ${line.text}`}
        >
          Remove
        </button>
      </div>
      <p className="mt-1 text-sm text-fg-muted">
        {line.quantity ?? '–'} {line.unit ?? ''} ·{' '}
        {foodName ? <strong className="text-fg">{foodName}</strong> : 'no food'}
        {line.grams !== null && ` · ${line.grams} g${line.estimated ? ' (estimated)' : ''}`}
        {note && ` · ${note}`}
        <span className="sr-only"> ({mark.label})</span>
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-[2fr_1fr]">
        <div className="min-w-0">
          <label htmlFor={`${id}-food`} className="sr-only">
            Food for {line.text}
          </label>
          <input
            id={`${id}-food`}
            list={`${id}-foods`}
            value={query}
            placeholder={foodName ? 'Change the food…' : 'Find the food…'}
            autoComplete="off"
            onChange={(e) => {
              setQuery(e.target.value);
              const hit = options.find(
                (o) => o.name.toLowerCase() === e.target.value.trim().toLowerCase(),
              );
              if (hit) {
                onChange({ foodId: hit.id, confidence: 1 }, hit.name);
                setQuery('');
              }
            }}
            className={fieldClass}
          />
          <datalist id={`${id}-foods`}>
            {options.map((o) => (
              <option key={o.id} value={o.name} />
            ))}
          </datalist>
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-grams`} className="sr-only">
            Grams of {line.text}
          </label>
          <input
            id={`${id}-grams`}
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            placeholder="grams"
            value={line.grams ?? ''}
            onChange={(e) =>
              onChange({
                grams: e.target.value.trim() === '' ? null : Math.max(0, Number(e.target.value)),
                // The person's own amount is no longer an estimate.
                estimated: false,
              })
            }
            className={fieldClass}
          />
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={line.optional}
            onChange={(e) => onChange({ optional: e.target.checked })}
            className="size-5"
          />
          Optional
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={line.leaveOffList}
            onChange={(e) => onChange({ leaveOffList: e.target.checked })}
            className="size-5"
          />
          Leave out of the shopping list
        </label>
      </div>
    </li>
  );
}
