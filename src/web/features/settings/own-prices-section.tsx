/**
 * Your prices (issue 31): what products really cost you, set from a plan's shopping list.
 * Your later plans, quotes and totals use them in place of the reference price; reset one to
 * go back to the reference price.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { formatCents } from '../../../shared/generated-plan';
import { ownPriceMark } from '../../../shared/own-prices';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-client';
import { resetOwnPrice, useOwnPrices } from '../../lib/own-prices-api';
import { SETTINGS_TOAST } from './settings-toast';

export function OwnPricesSection() {
  const id = useId();
  const queryClient = useQueryClient();
  const prices = useOwnPrices();
  const [busy, setBusy] = useState<string | null>(null);

  async function reset(productId: string, name: string) {
    setBusy(productId);
    try {
      await resetOwnPrice(queryClient, productId);
      toast.success(`${name} is back to the reference price`, SETTINGS_TOAST.success);
    } catch (e) {
      toast.error(
        e instanceof ApiRequestError ? e.message : 'Your price could not be reset.',
        SETTINGS_TOAST.error,
      );
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-7"
      data-testid="own-prices"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold">
        <Tag aria-hidden="true" className="size-5 text-primary" />
        Your prices
      </h2>
      <p className="mt-2 text-fg-muted">
        What items really cost you, set with &quot;I paid a different price&quot; on a shopping
        list. Your next plans use them in place of the U.S. average.
      </p>
      {prices.isPending ? (
        <p className="mt-3 text-sm">Loading...</p>
      ) : prices.isError ? (
        <p className="mt-3 text-sm text-danger">Your prices could not be loaded.</p>
      ) : prices.data.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">No prices of your own yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {prices.data.map((p) => (
            <li key={p.productId} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="font-semibold">{p.name}</p>
                <p className="text-sm text-fg-muted">
                  {formatCents(p.priceCents)} ({ownPriceMark(p.setOn)}) · U.S. average{' '}
                  {formatCents(p.referencePriceCents)}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy === p.productId}
                onClick={() => void reset(p.productId, p.name)}
                aria-label={`Reset your price for ${p.name}`}
              >
                Reset
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
