/**
 * Your store (issue 15): the store and ZIP code new plans start with, saved per person. The
 * server finds the nearest location of the store for that ZIP code, whose prices and products
 * the plans then use; only stores set up on this server are offered.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Store as StoreIcon } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { CHOOSABLE_STORES, validateZip, type ChoosableStore } from '../../../shared/store-choice';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-client';
import { storeName } from '../../lib/plan-format';
import {
  enabledStores,
  saveStoreChoice,
  storeKeys,
  useStoreChoice,
  useStoreSetup,
} from '../../lib/stores-api';
import { SETTINGS_TOAST } from './settings-toast';

export function StoreSection() {
  const id = useId();
  const queryClient = useQueryClient();
  const setup = useStoreSetup();
  const choice = useStoreChoice();
  const offered = CHOOSABLE_STORES.filter((s) => enabledStores(setup.data).has(s));
  const [store, setStore] = useState<ChoosableStore>('walmart');
  const [zip, setZip] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const saved = choice.data;
    if (!saved) return;
    if ((CHOOSABLE_STORES as readonly string[]).includes(saved.store)) {
      setStore(saved.store as ChoosableStore);
    }
    setZip(saved.zip ?? '');
  }, [choice.data]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateZip(zip);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const saved = await saveStoreChoice({ store, zip: zip.trim() });
      queryClient.setQueryData(storeKeys.choice, saved);
      toast.success('Store saved', SETTINGS_TOAST.success);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : 'Your store could not be saved.');
    } finally {
      setSaving(false);
    }
  }

  const saved = choice.data;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-7"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold">
        <StoreIcon aria-hidden="true" className="size-5 text-primary" />
        Your store
      </h2>
      <p className="mt-2 text-fg-muted">
        New plans start with this store. Its nearest location to your ZIP code gives the prices and
        products where the store&apos;s API is set up.
      </p>
      <p className="mt-2 text-sm" data-testid="saved-store">
        {choice.isPending
          ? 'Loading...'
          : saved
            ? `Saved: ${storeName(saved.store)}, ZIP ${saved.zip ?? 'none'}${saved.locationName ? ` · ${saved.locationName}` : ''}`
            : 'No store saved yet: plans use Walmart.'}
      </p>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <div className="min-w-0">
          <label htmlFor={`${id}-store`} className="block text-sm font-semibold">
            Store
          </label>
          <select
            id={`${id}-store`}
            value={store}
            onChange={(e) => {
              setStore(e.target.value as ChoosableStore);
              setError(null);
            }}
            className="mt-1.5 min-h-11 rounded-xl border border-line bg-surface-muted px-3 text-sm text-fg"
          >
            {offered.map((s) => (
              <option key={s} value={s}>
                {storeName(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-zip`} className="block text-sm font-semibold">
            ZIP code
          </label>
          <input
            id={`${id}-zip`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={zip}
            onChange={(e) => {
              setZip(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1.5 min-h-11 w-28 rounded-xl border border-line bg-surface-muted px-3.5 text-sm text-fg"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={saving}>
          {saving ? 'Saving...' : 'Save store'}
        </Button>
      </form>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </section>
  );
}
