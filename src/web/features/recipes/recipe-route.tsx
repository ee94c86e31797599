import { ArrowLeft, Clock, Pin, PinOff, Wallet } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router';
import { formatCents } from '../../../shared/generated-plan';
import {
  ALLERGEN_LABELS,
  CUISINE_LABELS,
  DIETARY_LABELS,
  DISH_TYPE_LABELS,
  type Allergen,
  type Cuisine,
  type DietaryRestriction,
  type DishType,
} from '../../../shared/options';
import { RecipeRating } from '../../components/recipe-rating';
import { Button } from '../../components/ui/button';
import { CenteredSpinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { mealLabel } from '../../lib/plan-format';
import { usePinRecipe, useRecipeDetail } from '../../lib/recipes-api';

const SERVING_CHOICES = Array.from({ length: 13 }, (_, i) => i + 1);
const DAY_CHOICES = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * /recipes/:id (issue 32): one recipe at the servings chosen (its ingredients and steps
 * rescaled by the planner's recipe text), its nutrition and allergens per serving, the rating
 * and favourite controls, and "Pin to my next plan".
 */
export function RecipeRoute() {
  const { id = '' } = useParams();
  const [servings, setServings] = useState<number | null>(null);
  const [pinDay, setPinDay] = useState('');
  const detail = useRecipeDetail(id, servings);
  const pin = usePinRecipe();
  const r = detail.data;
  usePageMeta({
    title: r?.title ?? 'Recipe',
    description: 'A recipe of the PantryPilot library.',
    noindex: true,
  });

  if (detail.isError) {
    const missing = detail.error instanceof ApiRequestError && detail.error.status === 404;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <p className="text-lg font-semibold">
          {missing ? 'There is no such recipe in the library.' : 'The recipe could not be loaded.'}
        </p>
        <Link to="/recipes" className="mt-3 inline-block font-semibold text-primary underline">
          All recipes
        </Link>
      </div>
    );
  }
  if (!r) return <CenteredSpinner />;

  const cuisine = r.cuisine in CUISINE_LABELS ? CUISINE_LABELS[r.cuisine as Cuisine] : r.cuisine;
  const dish = r.dishType in DISH_TYPE_LABELS ? DISH_TYPE_LABELS[r.dishType as DishType] : '';
  const n = r.nutritionPerServing;
  const facts = [
    ['Calories', `${n.kcal} kcal`],
    ['Protein', `${n.proteinG} g`],
    ['Carbs', `${n.carbsG} g`],
    ['Fat', `${n.fatG} g`],
    ['Fiber', `${n.fiberG} g`],
    ['Sugars', `${n.sugarsG} g`],
    ['Sodium', `${n.sodiumMg} mg`],
  ] as const;

  function togglePin() {
    if (!r) return;
    const pinned = !r.pinned;
    pin.mutate(
      {
        recipeId: r.id,
        pinned,
        ...(pinned && pinDay ? { day: Number(pinDay), meal: r.meal } : {}),
      },
      {
        onSuccess: () =>
          toast.success(pinned ? 'Pinned to your next plan' : 'Unpinned', { duration: 3000 }),
        onError: (error) =>
          toast.error(error instanceof ApiRequestError ? error.message : 'Could not pin.', {
            duration: 4000,
          }),
      },
    );
  }

  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to="/recipes"
        className="inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-fg-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All recipes
      </Link>
      {r.image && (
        <img
          src={`/recipe-images/${encodeURIComponent(r.image)}`}
          alt=""
          className="mt-3 h-56 w-full rounded-3xl object-cover sm:h-72"
        />
      )}
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
        {r.title}
      </h1>
      <p className="mt-1 text-fg-muted">
        {mealLabel(r.meal)} · {cuisine}
        {dish ? ` · ${dish}` : ''}
      </p>
      <p className="mt-3">{r.description}</p>
      <ul className="mt-3 flex flex-wrap gap-2 text-xs font-semibold">
        <li className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2.5 py-1">
          <Clock aria-hidden="true" className="size-3.5" />
          {r.prepMinutes} min prep, {r.cookMinutes} min cooking
        </li>
        <li className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2.5 py-1">
          <Wallet aria-hidden="true" className="size-3.5" />
          ingredients from {formatCents(r.costPerServingCents)} a serving
        </li>
        {r.diets.map((d) => (
          <li key={d} className="rounded-full bg-herb-soft px-2.5 py-1 text-herb">
            {d in DIETARY_LABELS ? DIETARY_LABELS[d as DietaryRestriction] : d}
          </li>
        ))}
      </ul>

      <div className="mt-5 flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
        <RecipeRating recipeId={r.id} title={r.title} />
        <div className="flex flex-wrap items-end gap-2">
          {!r.pinned && (
            <label className="text-xs font-semibold text-fg-muted">
              Day
              <select
                value={pinDay}
                onChange={(e) => setPinDay(e.target.value)}
                className="mt-1 block min-h-9 rounded-xl border border-line bg-surface px-2 text-sm text-fg"
              >
                <option value="">Any day</option>
                {DAY_CHOICES.map((d) => (
                  <option key={d} value={d}>
                    Day {d}, {mealLabel(r.meal).toLowerCase()}
                  </option>
                ))}
              </select>
            </label>
          )}
          <Button
            size="sm"
            variant={r.pinned ? 'secondary' : 'primary'}
            disabled={pin.isPending}
            onClick={togglePin}
          >
            {r.pinned ? (
              <PinOff aria-hidden="true" className="size-4" />
            ) : (
              <Pin aria-hidden="true" className="size-4" />
            )}
            {r.pinned ? 'Pinned to your next plan (unpin)' : 'Pin to my next plan'}
          </Button>
        </div>
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="ingredients-title" className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="ingredients-title" className="text-lg font-bold">
              Ingredients
            </h2>
            <label className="flex items-center gap-2 text-sm font-semibold">
              Servings
              <select
                value={r.servings}
                onChange={(e) => setServings(Number(e.target.value))}
                className="min-h-9 rounded-xl border border-line bg-surface px-2 text-sm"
              >
                {SERVING_CHOICES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <ul className="mt-2 space-y-1.5 text-sm" data-testid="recipe-ingredients">
            {r.ingredients.map((ing, i) => (
              <li key={i} className="break-words">
                <span className="font-semibold tabular-nums">{ing.quantity}</span> {ing.ingredient}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="steps-title" className="min-w-0">
          <h2 id="steps-title" className="text-lg font-bold">
            Instructions
          </h2>
          <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm marker:font-bold marker:text-primary">
            {r.instructions.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="nutrition-title" className="mt-6">
        <h2 id="nutrition-title" className="text-lg font-bold">
          Nutrition per serving
        </h2>
        <dl className="mt-2 grid grid-cols-3 gap-x-4 gap-y-2 sm:grid-cols-7">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-fg-muted">{label}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm" data-testid="recipe-allergens">
          <span className="font-semibold">Allergens:</span>{' '}
          {r.allergens.length === 0
            ? 'none of the common allergens'
            : r.allergens
                .map((a) => (a in ALLERGEN_LABELS ? ALLERGEN_LABELS[a as Allergen] : a))
                .join(', ')}
        </p>
      </section>
    </article>
  );
}
