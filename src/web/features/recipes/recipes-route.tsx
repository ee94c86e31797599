import { Clock, Heart, Search, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCents } from '../../../shared/generated-plan';
import {
  CUISINE_LABELS,
  CUISINES,
  DIETARY_LABELS,
  DIETS,
  DISH_TYPE_LABELS,
  DISH_TYPES,
  DISH_TYPES_BY_MEAL,
  MEALS,
  type Cuisine,
  type DishType,
} from '../../../shared/options';
import { RECIPE_RATING_LABELS, type RecipeSummary } from '../../../shared/recipe-memory';
import { Button } from '../../components/ui/button';
import { usePageMeta } from '../../lib/page-meta';
import { mealLabel } from '../../lib/plan-format';
import { useRecipeSearch } from '../../lib/recipes-api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Recipes listed at first; "Show more" adds as many again. */
const PAGE = 48;
const TIME_CHOICES = [15, 30, 45, 60] as const;
const COST_CHOICES = [100, 200, 300, 500] as const;

const fieldClass =
  'min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-primary';

/**
 * /recipes (issue 32): the whole library, searched by name and ingredient and filtered by
 * meal, cuisine, dish type, diets, the person's own diets and allergies, total time and cost
 * per serving. The filters live in the address, so a filtered list can be shared or reloaded.
 */
export function RecipesRoute() {
  usePageMeta({
    title: 'Recipes',
    description: 'Browse every recipe PantryPilot plans with.',
    noindex: true,
  });
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), 250);
  const [shown, setShown] = useState(PAGE);

  const setMany = (values: Record<string, string | null>) => {
    setShown(PAGE);
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(values)) {
      if (value === null || value === '') next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { replace: true });
  };
  const set = (name: string, value: string | null) => setMany({ [name]: value });
  const meal = params.get('meal') ?? '';
  const diets = (params.get('diets') ?? '').split(',').filter((d) => d.length > 0);
  const query = new URLSearchParams(params);
  if (q) query.set('q', q);
  else query.delete('q');
  const search = useRecipeSearch(query.toString());
  const recipes = search.data?.recipes ?? [];
  const dishTypes: readonly DishType[] =
    meal && meal in DISH_TYPES_BY_MEAL
      ? DISH_TYPES_BY_MEAL[meal as keyof typeof DISH_TYPES_BY_MEAL]
      : DISH_TYPES;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Recipes</h1>
      <p className="mt-2 text-fg-muted">
        Every recipe your plans are made from. Rate them, heart them, or pin one to your next plan.
      </p>

      <form
        role="search"
        className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="relative sm:col-span-2 lg:col-span-4">
          <span className="sr-only">Search by name or ingredient</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
          />
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search by name or ingredient"
            className={`${fieldClass} pl-9`}
          />
        </label>
        <Select label="Meal" value={meal} onChange={(v) => setMany({ meal: v, dishType: null })}>
          <option value="">Any meal</option>
          {MEALS.map((m) => (
            <option key={m} value={m}>
              {mealLabel(m)}
            </option>
          ))}
        </Select>
        <Select
          label="Cuisine"
          value={params.get('cuisine') ?? ''}
          onChange={(v) => set('cuisine', v)}
        >
          <option value="">Any cuisine</option>
          {CUISINES.map((c) => (
            <option key={c} value={c}>
              {CUISINE_LABELS[c]}
            </option>
          ))}
        </Select>
        <Select
          label="Dish type"
          value={params.get('dishType') ?? ''}
          onChange={(v) => set('dishType', v)}
        >
          <option value="">Any dish type</option>
          {dishTypes.map((d) => (
            <option key={d} value={d}>
              {DISH_TYPE_LABELS[d]}
            </option>
          ))}
        </Select>
        <Select
          label="Total time"
          value={params.get('maxMinutes') ?? ''}
          onChange={(v) => set('maxMinutes', v)}
        >
          <option value="">Any time</option>
          {TIME_CHOICES.map((m) => (
            <option key={m} value={m}>
              Under {m} minutes
            </option>
          ))}
        </Select>
        <Select
          label="Cost per serving"
          value={params.get('maxCostCents') ?? ''}
          onChange={(v) => set('maxCostCents', v)}
        >
          <option value="">Any cost</option>
          {COST_CHOICES.map((c) => (
            <option key={c} value={c}>
              Up to {formatCents(c)}
            </option>
          ))}
        </Select>
        <fieldset className="sm:col-span-2 lg:col-span-3">
          <legend className="text-xs font-semibold text-fg-muted">Diets</legend>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Toggle
              pressed={params.get('fitsMe') === '1'}
              onClick={() => set('fitsMe', params.get('fitsMe') === '1' ? null : '1')}
            >
              Fits my diets and allergies
            </Toggle>
            {DIETS.map((d) => (
              <Toggle
                key={d}
                pressed={diets.includes(d)}
                onClick={() =>
                  set(
                    'diets',
                    (diets.includes(d) ? diets.filter((x) => x !== d) : [...diets, d]).join(','),
                  )
                }
              >
                {DIETARY_LABELS[d]}
              </Toggle>
            ))}
          </div>
        </fieldset>
      </form>

      <p className="mt-6 text-sm text-fg-muted" aria-live="polite" data-testid="recipe-count">
        {search.isPending
          ? 'Loading recipes...'
          : search.isError
            ? 'The recipes could not be loaded.'
            : `${recipes.length} of ${search.data.total} recipes`}
      </p>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {recipes.slice(0, shown).map((r) => (
          <RecipeCard key={r.id} recipe={r} />
        ))}
      </ul>
      {recipes.length > shown && (
        <Button variant="secondary" className="mt-4" onClick={() => setShown((n) => n + PAGE)}>
          Show more ({recipes.length - shown} left)
        </Button>
      )}
    </div>
  );
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <label className="block text-xs font-semibold text-fg-muted">
      {label}
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${fieldClass} mt-1`}
      >
        {children}
      </select>
    </label>
  );
}

function Toggle({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className="min-h-9 rounded-full border border-line bg-surface px-3 text-sm font-semibold text-fg hover:bg-surface-muted aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-on-primary"
    >
      {children}
    </button>
  );
}

function RecipeCard({ recipe: r }: { recipe: RecipeSummary }) {
  const cuisine = r.cuisine in CUISINE_LABELS ? CUISINE_LABELS[r.cuisine as Cuisine] : r.cuisine;
  const dish = r.dishType in DISH_TYPE_LABELS ? DISH_TYPE_LABELS[r.dishType as DishType] : '';
  return (
    <li className="min-w-0 rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <Link
        to={`/recipes/${encodeURIComponent(r.id)}`}
        className="font-bold break-words hover:underline"
      >
        {r.title}
      </Link>
      <p className="mt-1 text-sm text-fg-muted">
        {mealLabel(r.meal)} · {cuisine}
        {dish ? ` · ${dish}` : ''}
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5 text-xs font-semibold">
        <li className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2 py-1">
          <Clock aria-hidden="true" className="size-3.5" />
          {r.totalMinutes} min
        </li>
        <li className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2 py-1">
          <Wallet aria-hidden="true" className="size-3.5" />
          from {formatCents(r.costPerServingCents)} a serving
        </li>
        {r.rating && (
          <li className="rounded-full bg-surface-muted px-2 py-1">
            {RECIPE_RATING_LABELS[r.rating]}
          </li>
        )}
        {r.favourite && (
          <li className="inline-flex items-center rounded-full bg-surface-muted px-2 py-1 text-danger">
            <Heart aria-label="Favourite" className="size-3.5 fill-current" />
          </li>
        )}
      </ul>
    </li>
  );
}
