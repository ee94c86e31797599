import { CenteredSpinner } from '../ui/spinner';
import { usePantryFoodOptions, usePantryFoods } from '../../lib/pantry-stock-api';
import { AddPantryFoodForm } from './add-pantry-food-form';
import { PantryFoodRow } from './pantry-food-row';

/**
 * The pantry's stock, with amounts and dates: add a food, change or remove one. Each change is
 * saved as it is made. Used by /pantry and by the create-plan wizard's "Update Your Pantry"
 * (issue 29: the wizard edited only the staples, not the leftovers).
 */
export function PantryStockEditor({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const foods = usePantryFoods();
  const options = usePantryFoodOptions();
  const optionById = new Map((options.data ?? []).map((o) => [o.id, o]));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <>
      <div className="mt-6">
        {options.data ? <AddPantryFoodForm options={options.data} /> : <CenteredSpinner />}
      </div>
      <Heading className="mt-8 text-xl font-bold">What you have</Heading>
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
    </>
  );
}
