import { PiggyBank } from 'lucide-react';
import { Link } from 'react-router';
import { formatCents } from '../../../shared/generated-plan';
import { usePantrySavings } from '../../lib/pantry-stock-api';

/** Money the pantry saved over the last month: plans marked bought that used what was held. */
export function PantrySavingsSection() {
  const savings = usePantrySavings();
  return (
    <section
      aria-labelledby="pantry-savings-title"
      className="rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-7"
    >
      <h2 id="pantry-savings-title" className="flex items-center gap-2 text-xl font-bold">
        <PiggyBank aria-hidden="true" className="size-5 text-primary" />
        Pantry savings
      </h2>
      <p className="mt-2 text-fg-muted" data-testid="pantry-savings">
        {savings.isPending
          ? 'Loading...'
          : savings.isError
            ? 'Your savings could not be loaded.'
            : `${formatCents(savings.data.savedCents)} saved by using your pantry over the last ${savings.data.sinceDays} days (${savings.data.plansBought} ${savings.data.plansBought === 1 ? 'plan' : 'plans'} marked bought).`}
      </p>
      <Link
        to="/pantry"
        className="mt-2 inline-block text-sm font-semibold text-primary underline underline-offset-2"
      >
        Open your pantry
      </Link>
    </section>
  );
}
