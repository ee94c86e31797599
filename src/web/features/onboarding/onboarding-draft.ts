/**
 * The first onboarding's choices kept while it is under way (issue 29): a reload at any step
 * comes back to the same step with every pick, instead of step 1 with "0 of 6 selected".
 * Session storage, keyed by person, so nothing outlives the tab and a second account in the
 * same tab starts afresh; cleared once the preferences are saved.
 */
import { z } from 'zod';
import {
  ALLERGENS,
  BREAKFAST_DISH_TYPES,
  CUISINES,
  DIETARY_RESTRICTIONS,
  DINNER_DISH_TYPES,
  LUNCH_DISH_TYPES,
  MEALS,
  PANTRY_CATEGORIES,
} from '../../../shared/options';
import { pantrySelectionSchema, type PantrySelection } from '../../../shared/preferences';
import type { WizardData, WizardPosition, WizardStep } from './wizard-rules';

const STORAGE_KEY = 'onboarding-draft';

/** Lenient on purpose: a draft may have empty lists (not yet picked) but only known values. */
const draftSchema = z.object({
  userId: z.string(),
  data: z.object({
    cuisinePreferences: z.array(z.enum(CUISINES)).max(CUISINES.length),
    breakfastPreferences: z.array(z.enum(BREAKFAST_DISH_TYPES)).max(BREAKFAST_DISH_TYPES.length),
    lunchPreferences: z.array(z.enum(LUNCH_DISH_TYPES)).max(LUNCH_DISH_TYPES.length),
    dinnerPreferences: z.array(z.enum(DINNER_DISH_TYPES)).max(DINNER_DISH_TYPES.length),
    dietaryRestrictions: z.array(z.enum(DIETARY_RESTRICTIONS)).max(DIETARY_RESTRICTIONS.length),
    allergies: z.array(z.enum(ALLERGENS)).max(ALLERGENS.length),
    customAllergies: z.array(z.string().max(100)).max(30),
  }),
  pantry: pantrySelectionSchema,
  position: z.object({
    step: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    meal: z.enum(MEALS),
    pantry: z.enum(PANTRY_CATEGORIES),
  }),
});

export interface OnboardingDraft {
  data: WizardData;
  pantry: PantrySelection;
  position: WizardPosition;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off; the wizard then starts afresh on a reload.
    return null;
  }
}

/**
 * This person's draft laid over what the wizard would start from (`base`), or null. Fields the
 * draft does not know (added to the wizard later) keep the base's value.
 */
export function restoreOnboardingDraft(
  userId: string,
  base: { data: WizardData; pantry: PantrySelection },
): OnboardingDraft | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw || !userId) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = draftSchema.safeParse(json);
  if (!parsed.success || parsed.data.userId !== userId) return null;
  return {
    data: { ...base.data, ...parsed.data.data },
    pantry: parsed.data.pantry,
    position: { ...parsed.data.position, step: parsed.data.position.step as WizardStep },
  };
}

export function saveOnboardingDraft(userId: string, draft: OnboardingDraft): void {
  if (!userId) return;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ userId, ...draft }));
  } catch {
    // A full or disabled storage only costs the convenience.
  }
}

/** Once the preferences are saved the draft is spent. */
export function clearOnboardingDraft(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
