import { Link } from 'react-router';
import { CenteredSpinner } from '../../components/ui/spinner';
import { usePageMeta } from '../../lib/page-meta';
import { usePantryFoodOptions, usePantryFoods } from '../../lib/pantry-stock-api';
import { AddPantryFoodForm } from './add-pantry-food-form';
import { PantryFoodRow } from './pantry-food-row';

/**
 * /pantry: the foods a person holds, with amounts and dates, that the planner uses before
 * buying. The spec's staples (spices, baking, condiments) stay where they are, yes/no.
 */
export function PantryRoute() {
  usePageMeta({
    title: 'Pantry',
    description: 'What you have at home, so plans use it first.',
    noindex: true,
  });
  const foods = usePantryFoods();
  const options = usePantryFoodOptions();
  const optionById = new Map((options.data ?? []).map((o) => [o.id, o]));

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Pantry</h1>
      <p className="mt-2 text-fg-muted">
        Foods you have at home, with how much. New plans use them first and buy only the rest;
        marking a plan bought puts its leftovers here.
      </p>
      <p className="mt-1 text-sm text-fg-muted">
        Spices, baking and condiments stay in your{' '}
        <Link
          to="/preferences"
          state={{ editMode: true, startStep: 4, returnTo: '/pantry' }}
          className="font-semibold text-primary underline underline-offset-2"
        >
          staples
        </Link>
        .
      </p>
      <div className="mt-6">
        {options.data ? <AddPantryFoodForm options={options.data} /> : <CenteredSpinner />}
      </div>
      <h2 className="mt-8 text-xl font-bold">What you have</h2>
      {foods.isPending ? (
        <CenteredSpinner />
      ) : foods.isError ? (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-300">
          Your pantry could not be loaded. Please refresh the page.
        </p>
      ) : foods.data.length === 0 ? (
        <p className="mt-3 text-fg-muted">Nothing yet. Add a food above, or mark a plan bought.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2" aria-label="Pantry foods">
          {foods.data.map((f) => (
            <PantryFoodRow key={f.id} food={f} option={optionById.get(f.foodId)} />
          ))}
        </ul>
      )}
    </div>
  );
}
