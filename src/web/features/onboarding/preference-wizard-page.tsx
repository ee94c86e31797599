import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation } from 'react-router';
import { EMPTY_PANTRY, type PantrySelection } from '../../../shared/preferences';
import { Button } from '../../components/ui/button';
import { CenteredSpinner } from '../../components/ui/spinner';
import { usePageMeta } from '../../lib/page-meta';
import { usePantry } from '../../lib/pantry-api';
import { readPreferenceWizardState } from '../../lib/preference-wizard-state';
import { usePreferences, type StoredPreferences } from '../../lib/preferences-api';
import { PreferenceWizard } from './preference-wizard';
import { wizardDataFrom, type WizardStep } from './wizard-rules';

interface Snapshot {
  key: string;
  stored: StoredPreferences;
  pantry: PantrySelection;
}

export interface PreferenceWizardPageProps {
  /** /preferences is always edit mode; /onboarding is when the navigation says so. */
  route: 'onboarding' | 'preferences';
}

/**
 * Loads what the wizard starts from (spec section 4, "Preference wizard"): the navigation
 * state's start step, return path, edit flag and preferences, else the stored preferences;
 * and the person's pantry.
 */
export function PreferenceWizardPage({ route }: PreferenceWizardPageProps) {
  const location = useLocation();
  const state = readPreferenceWizardState(location.state);
  const editMode = route === 'preferences' || state.editMode === true;
  usePageMeta({
    title: editMode ? 'Edit Preferences' : 'Set Up Your Preferences',
    description:
      'Tell PantryPilot the cuisines, dishes, diets, allergies and pantry staples you have.',
    noindex: true,
  });

  const fromState = state.preferences;
  const preferences = usePreferences({ enabled: fromState === undefined });
  const pantry = usePantry();

  // Spec section 8: a pantry that cannot be loaded is reported and the lists start empty.
  const pantryToastShown = useRef(false);
  useEffect(() => {
    if (pantry.isError && !pantryToastShown.current) {
      pantryToastShown.current = true;
      toast.error('Failed to load pantry items', { id: 'pantry-load-failed' });
    }
  }, [pantry.isError]);

  const stored = fromState !== undefined ? fromState : preferences.data;
  const ready =
    (fromState !== undefined || preferences.isSuccess) && (pantry.isSuccess || pantry.isError);

  // What the wizard starts from is taken once per navigation: a save later refreshes the
  // cached preferences, and that must not re-route the page from under the wizard.
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  if (ready && snapshot?.key !== location.key) {
    setSnapshot({
      key: location.key,
      stored: stored ?? null,
      pantry: pantry.data ?? EMPTY_PANTRY,
    });
  }

  if (fromState === undefined && preferences.isError) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Your preferences could not be loaded</h1>
        <p className="text-fg-muted">Please check your connection and try again.</p>
        <Button onClick={() => void preferences.refetch()}>Try again</Button>
      </div>
    );
  }

  if (!snapshot || snapshot.key !== location.key) return <CenteredSpinner />;

  // Spec section 4: outside edit mode, with no start step, a person who already has
  // preferences goes to the dashboard.
  if (!editMode && state.startStep === undefined && snapshot.stored) {
    return <Navigate to="/dashboard" replace />;
  }

  const returnTo = state.returnTo ?? (route === 'preferences' ? '/settings' : undefined);
  const startStep = (state.startStep ?? 0) as WizardStep;

  return (
    <PreferenceWizard
      // A new navigation into the wizard (another start step) starts it afresh.
      key={location.key}
      editMode={editMode}
      startStep={startStep}
      returnTo={returnTo}
      continueTo={state.continueTo}
      initialData={wizardDataFrom(snapshot.stored)}
      initialPantry={snapshot.pantry}
    />
  );
}
