import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { PantryFoodOption } from '../../../shared/pantry-stock';
import { Button } from '../ui/button';
import { ApiRequestError } from '../../lib/api-client';
import { addPantryFood } from '../../lib/pantry-stock-api';

export const fieldClass =
  'min-h-11 w-full min-w-0 rounded-xl border border-line-strong bg-surface px-3 text-fg';

/** Add a food: typed by name, an amount in a unit the food converts, an optional date. */
export function AddPantryFoodForm({ options }: { options: readonly PantryFoodOption[] }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState('g');
  const [bestBefore, setBestBefore] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const food = useMemo(
    () => options.find((o) => o.name.toLowerCase() === name.trim().toLowerCase()),
    [options, name],
  );
  const units = food?.units ?? ['g', 'kg', 'oz', 'lb'];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!food) {
      setError('Choose a food from the list.');
      return;
    }
    const amount = Number(quantity);
    if (quantity.trim() === '' || !Number.isFinite(amount) || amount <= 0) {
      setError('Enter an amount above 0.');
      return;
    }
    setSaving(true);
    try {
      await addPantryFood(queryClient, {
        foodId: food.id,
        quantity: amount,
        unit,
        bestBefore: bestBefore || null,
      });
      setName('');
      setQuantity('');
      setBestBefore('');
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : 'Could not add it. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Add to pantry"
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[2fr_1fr_1fr_1.3fr_auto] sm:items-end"
    >
      <div className="min-w-0">
        <label htmlFor={`${id}-food`} className="mb-1 block text-sm font-semibold">
          Food
        </label>
        <input
          id={`${id}-food`}
          list={`${id}-foods`}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            const next = options.find(
              (o) => o.name.toLowerCase() === e.target.value.trim().toLowerCase(),
            );
            if (next && !next.units.includes(unit)) setUnit('g');
          }}
          placeholder="e.g. Long-grain white rice"
          autoComplete="off"
          className={fieldClass}
        />
        <datalist id={`${id}-foods`}>
          {options.map((o) => (
            <option key={o.id} value={o.name} />
          ))}
        </datalist>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-quantity`} className="mb-1 block text-sm font-semibold">
          Amount
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          className={fieldClass}
        />
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-unit`} className="mb-1 block text-sm font-semibold">
          Unit
        </label>
        <select
          id={`${id}-unit`}
          value={unit}
          onChange={(e) => setUnit(e.target.value)}
          className={fieldClass}
        >
          {units.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-date`} className="mb-1 block text-sm font-semibold">
          Best before (optional)
        </label>
        <input
          id={`${id}-date`}
          type="date"
          value={bestBefore}
          onChange={(e) => setBestBefore(e.target.value)}
          className={fieldClass}
        />
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? 'Adding...' : 'Add'}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-5 dark:text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
