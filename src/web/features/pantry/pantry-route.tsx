import { Link } from 'react-router';
import { usePageMeta } from '../../lib/page-meta';
import { PantryStockEditor } from '../../components/pantry-stock/pantry-stock-editor';

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
      <PantryStockEditor />
    </div>
  );
}
