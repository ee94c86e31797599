/**
 * The daily energy target per person (issue 12): the plans size portions and sides to it.
 * Saved on its own, so a change here never touches the tastes the wizard edits.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import {
  DEFAULT_ENERGY_TARGET_KCAL,
  ENERGY_TARGET_MESSAGE,
  MAX_ENERGY_TARGET_KCAL,
  MIN_ENERGY_TARGET_KCAL,
} from '../../../shared/energy';
import type { PreferencesResponse } from '../../../shared/preferences';
import { Button } from '../../components/ui/button';
import { apiFetch, ApiRequestError } from '../../lib/api-client';
import { PREFERENCES_QUERY_KEY, type StoredPreferences } from '../../lib/preferences-api';
import { SETTINGS_TOAST } from './settings-toast';

export function EnergyTargetForm({ stored }: { stored: NonNullable<StoredPreferences> }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const queryClient = useQueryClient();
  const current = stored.energyTargetKcal ?? DEFAULT_ENERGY_TARGET_KCAL;
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const kcal = Number(value);
    if (
      !/^\d+$/.test(value.trim()) ||
      kcal < MIN_ENERGY_TARGET_KCAL ||
      kcal > MAX_ENERGY_TARGET_KCAL
    ) {
      setError(ENERGY_TARGET_MESSAGE);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const body = await apiFetch<PreferencesResponse>('/api/preferences/energy-target', {
        method: 'PUT',
        body: { energyTargetKcal: kcal },
      });
      queryClient.setQueryData(PREFERENCES_QUERY_KEY, body.preferences);
      toast.success('Energy target saved', SETTINGS_TOAST.success);
    } catch (e) {
      const message =
        e instanceof ApiRequestError ? e.message : 'Could not save the energy target.';
      setError(message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="min-w-0">
      <label htmlFor={inputId} className="font-semibold">
        Energy per person per day
      </label>
      <p id={hintId} className="mt-0.5 text-sm text-fg-muted">
        Plans size portions and add simple sides so each day brings this much: breakfast 25%, lunch
        35%, dinner 40%. 2,000 kcal is the FDA&apos;s reference for adults.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          className="min-h-11 w-28 rounded-xl border border-line bg-surface-muted px-3.5 text-sm text-fg"
        />
        <span className="text-sm text-fg-muted">kcal</span>
        <Button type="submit" variant="secondary" size="sm" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
