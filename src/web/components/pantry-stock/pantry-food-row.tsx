import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { PantryFood, PantryFoodOption } from '../../../shared/pantry-stock';
import { Button } from '../ui/button';
import { ApiRequestError } from '../../lib/api-client';
import { changePantryFood, formatGrams, removePantryFood } from '../../lib/pantry-stock-api';
import { fieldClass } from './add-pantry-food-form';

/** One pantry entry: its amount and date, changed in place (any unit of the food) or removed. */
export function PantryFoodRow({
  food,
  option,
}: {
  food: PantryFood;
  option: PantryFoodOption | undefined;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [quantity, setQuantity] = useState(String(food.grams));
  const [unit, setUnit] = useState('g');
  const [bestBefore, setBestBefore] = useState(food.bestBefore ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      setEditing(false);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  function save() {
    const amount = Number(quantity);
    if (quantity.trim() === '' || !Number.isFinite(amount) || amount < 0) {
      setError('Enter an amount of 0 or more (0 removes it).');
      return;
    }
    void run(() =>
      changePantryFood(queryClient, food.id, {
        quantity: amount,
        unit,
        bestBefore: bestBefore || null,
      }),
    );
  }

  return (
    <li className="rounded-2xl border border-line bg-surface p-3" data-food-id={food.foodId}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* A basis of its own, so on phones the buttons wrap below rather than squeeze it. */}
        <div className="min-w-0 flex-1 basis-56">
          <p className="font-semibold break-words">{food.name}</p>
          <p className="text-sm text-fg-muted">
            <span data-testid="pantry-grams">{formatGrams(food.grams)}</span>
            {food.bestBefore && <> · best before {food.bestBefore}</>}
            {food.source === 'plan' && <> · left over from a plan</>}
          </p>
        </div>
        {!editing && (
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Change<span className="sr-only"> {food.name}</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => void run(() => removePantryFood(queryClient, food.id))}
            >
              Remove<span className="sr-only"> {food.name}</span>
            </Button>
          </div>
        )}
      </div>
      {editing && (
        <div className="mt-3 grid gap-2 sm:grid-cols-[1fr_1fr_1.3fr_auto_auto] sm:items-end">
          <div className="min-w-0">
            <label htmlFor={`${id}-q`} className="mb-1 block text-xs font-semibold">
              Amount
            </label>
            <input
              id={`${id}-q`}
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
            <label htmlFor={`${id}-u`} className="mb-1 block text-xs font-semibold">
              Unit
            </label>
            <select
              id={`${id}-u`}
              value={unit}
              onChange={(e) => setUnit(e.target.value)}
              className={fieldClass}
            >
              {(option?.units ?? ['g']).map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0">
            <label htmlFor={`${id}-d`} className="mb-1 block text-xs font-semibold">
              Best before
            </label>
            <input
              id={`${id}-d`}
              type="date"
              value={bestBefore}
              onChange={(e) => setBestBefore(e.target.value)}
              className={fieldClass}
            />
          </div>
          <Button size="sm" disabled={busy} onClick={save}>
            Save
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </li>
  );
}
