/**
 * "I paid ..." on a shopping list row (issue 31): what one package really cost the person,
 * saved for their later plans, quotes and totals in place of the reference price.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { formatCents } from '../../../shared/generated-plan';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-client';
import { saveOwnPrice } from '../../lib/own-prices-api';

export function OwnPriceForm({ productId, name }: { productId: string; name: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-0.5 text-xs font-medium text-primary underline underline-offset-2 print:hidden"
        aria-label={`Set what you paid for ${name}`}
      >
        I paid a different price
      </button>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const prices = await saveOwnPrice(queryClient, productId, price);
      const saved = prices.find((p) => p.productId === productId);
      toast.success(
        `Saved: your next plans use ${saved ? formatCents(saved.priceCents) : price} for ${name}.`,
        { duration: 3000 },
      );
      setOpen(false);
      setPrice('');
    } catch (e) {
      // The server names the field ("price: Enter ..."); beside the field, the name is noise.
      setError(
        e instanceof ApiRequestError
          ? e.message.replace(/^price: /, '')
          : 'Your price could not be saved.',
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="mt-1.5 flex flex-wrap items-end gap-2 print:hidden"
      data-testid="own-price-form"
    >
      <div>
        <label htmlFor={`${id}-price`} className="block text-xs font-semibold">
          I paid ($ per package)
        </label>
        <input
          id={`${id}-price`}
          inputMode="decimal"
          autoFocus
          value={price}
          onChange={(e) => {
            setPrice(e.target.value);
            setError(null);
          }}
          placeholder="4.29"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 min-h-10 w-24 rounded-xl border border-line bg-surface-muted px-3 text-sm text-fg"
        />
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={saving}>
        {saving ? 'Saving...' : 'Save my price'}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
        Cancel
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
