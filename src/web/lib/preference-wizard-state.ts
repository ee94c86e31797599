import { DEFAULT_ENERGY_TARGET_KCAL } from '../../shared/energy';
import { preferencesSchema } from '../../shared/preferences';
import type { StoredPreferences } from './preferences-api';

/**
 * What a navigation into the preference wizard may carry (spec sections 2 and 4): the edit-mode
 * flag the route guard honours, the step to start at, the path to return to, and the
 * preferences already loaded, which the wizard then uses instead of asking the server again.
 */
export interface PreferenceWizardState {
  editMode?: boolean;
  startStep?: number;
  returnTo?: string;
  /** Where a first onboarding goes once finished: the page the person was on their way to. */
  continueTo?: string;
  preferences?: StoredPreferences;
}

/** Only paths on this site: never a way to send someone elsewhere. */
function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the state defensively: history state survives reloads and may be anything. */
export function readPreferenceWizardState(state: unknown): PreferenceWizardState {
  if (!isObject(state)) return {};
  const result: PreferenceWizardState = {};
  if (state.editMode === true) result.editMode = true;
  if (
    typeof state.startStep === 'number' &&
    Number.isInteger(state.startStep) &&
    state.startStep >= 0 &&
    state.startStep <= 4
  ) {
    result.startStep = state.startStep;
  }
  if (isSitePath(state.returnTo)) result.returnTo = state.returnTo;
  if (isSitePath(state.continueTo) && !state.continueTo.startsWith('/onboarding')) {
    result.continueTo = state.continueTo;
  }
  if (isObject(state.preferences)) {
    // Checked like a save would be: anything that would not save is ignored and re-read.
    const parsed = preferencesSchema.safeParse(state.preferences);
    if (parsed.success) {
      const updatedAt =
        typeof state.preferences.updatedAt === 'string' ? state.preferences.updatedAt : '';
      result.preferences = {
        ...parsed.data,
        energyTargetKcal: parsed.data.energyTargetKcal ?? DEFAULT_ENERGY_TARGET_KCAL,
        updatedAt,
      };
    }
  }
  return result;
}

/** The state Settings passes to open the wizard in edit mode at one step. */
export function editPreferencesState(
  startStep: number,
  returnTo: string,
  preferences?: StoredPreferences,
): PreferenceWizardState {
  return { editMode: true, startStep, returnTo, ...(preferences ? { preferences } : {}) };
}
