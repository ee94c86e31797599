import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { MEAL_LABELS, type Meal } from '../../../shared/options';
import type { PantrySelection } from '../../../shared/preferences';
import { PANTRY_CATEGORY_LABELS, PantryPicker } from '../../components/pantry-picker';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ApiRequestError } from '../../lib/api-client';
import { savePantry } from '../../lib/pantry-api';
import { savePreferences } from '../../lib/preferences-api';
import { useSession } from '../../lib/session';
import {
  clearOnboardingDraft,
  restoreOnboardingDraft,
  saveOnboardingDraft,
} from './onboarding-draft';
import { StepIntro } from './option-grid';
import { CookingTimeChoice } from './cooking-time-choice';
import { AllergyStep, CuisineStep, DietaryStep, MealStep } from './wizard-steps';
import {
  WIZARD_STEPS,
  addCustomAllergy,
  back,
  forward,
  forwardLabel,
  saveBlocker,
  startPosition,
  toPreferencesInput,
  toggleAllergy,
  toggleCuisine,
  toggleDiet,
  toggleDish,
  type WizardData,
  type WizardPosition,
  type WizardStep,
} from './wizard-rules';

export interface PreferenceWizardProps {
  /** Edit mode: opened from Settings (or with the flag); offers Save Changes and Cancel. */
  editMode: boolean;
  startStep: WizardStep;
  /** Where Back at step 0 goes, and where a save returns to (else /dashboard). */
  returnTo: string | undefined;
  /** Where a finished first onboarding goes when there is no returnTo (else /dashboard). */
  continueTo?: string | undefined;
  initialData: WizardData;
  initialPantry: PantrySelection;
}

/** A refused pick's message: one toast per message, so fast clicking does not stack them. */
function refuse(message: string) {
  toast.error(message, { id: message });
}

/** The five-step preference wizard (spec section 2, "Onboarding / preferences wizard"). */
export function PreferenceWizard({
  editMode,
  startStep,
  returnTo,
  continueTo,
  initialData,
  initialPantry,
}: PreferenceWizardProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const userId = session?.user.id ?? '';
  // A first onboarding survives a reload (issue 29); editing from Settings starts from what
  // is saved, as before.
  const [draft] = useState(() =>
    editMode ? null : restoreOnboardingDraft(userId, { data: initialData, pantry: initialPantry }),
  );
  const [data, setData] = useState<WizardData>(draft?.data ?? initialData);
  const [pantry, setPantry] = useState<PantrySelection>(draft?.pantry ?? initialPantry);
  const [position, setPosition] = useState<WizardPosition>(
    () => draft?.position ?? startPosition(startStep),
  );
  useEffect(() => {
    if (!editMode) saveOnboardingDraft(userId, { data, pantry, position });
  }, [editMode, userId, data, pantry, position]);
  const [saving, setSaving] = useState(false);
  const [dietNote, setDietNote] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const firstRender = useRef(true);

  // A new step takes keyboard and screen-reader focus to its heading; the first one does not
  // steal focus from the page's own heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [position.step]);

  const step = position.step;

  function update(patch: Partial<WizardData>) {
    setData((current) => ({ ...current, ...patch }));
  }

  async function save() {
    // Spec section 8: "No user authenticated" goes to /login.
    if (!session) {
      console.error('No user authenticated');
      void navigate('/login', { replace: true });
      return;
    }
    setSaving(true);
    try {
      await savePreferences(queryClient, toPreferencesInput(data));
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiRequestError && error.status === 401) {
        console.error('No user authenticated', error);
        void navigate('/login', { replace: true });
        return;
      }
      // Spec section 8: other save errors are only logged.
      console.error('Failed to save preferences', error);
      return;
    }
    try {
      await savePantry(queryClient, pantry);
    } catch (error) {
      // Spec section 8: pantry save errors are only logged; the preferences are saved.
      console.error('Failed to save pantry items', error);
    }
    clearOnboardingDraft();
    void navigate(returnTo ?? continueTo ?? '/dashboard', { replace: true });
  }

  function goForward() {
    const result = forward(position, data);
    if (result.kind === 'blocked') {
      refuse(result.message);
      if (result.position) setPosition(result.position);
      return;
    }
    if (result.kind === 'save') {
      void save();
      return;
    }
    setPosition(result.position);
  }

  function goBack() {
    const result = back(position);
    if (result === 'exit') {
      if (returnTo) void navigate(returnTo);
      return;
    }
    setPosition(result);
  }

  function saveNow() {
    const blocker = saveBlocker(data);
    if (blocker) {
      refuse(blocker.message);
      setPosition(blocker.position);
      return;
    }
    void save();
  }

  const label = forwardLabel(position);
  const backDisabled = saving || (step === 0 && !returnTo);
  const substep =
    step === 1
      ? MEAL_LABELS[position.meal]
      : step === 4
        ? PANTRY_CATEGORY_LABELS[position.pantry]
        : null;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {editMode ? 'Edit Your Preferences' : 'Set Up Your Preferences'}
          </h1>
          <p className="mt-2 text-fg-muted">
            {editMode
              ? 'Change what you like; your next meal plan uses the new choices.'
              : 'Tell us what you like to eat. It takes about a minute, and you can change it later in Settings.'}
          </p>
        </div>
        {editMode && (
          <div className="flex shrink-0 items-center gap-2 sm:pt-1.5">
            {returnTo && (
              <Link to={returnTo} className={buttonClasses('ghost', 'sm', '-ml-3.5 sm:ml-0')}>
                Cancel
              </Link>
            )}
            {label !== 'Finish' && (
              <Button variant="secondary" size="sm" onClick={saveNow} disabled={saving}>
                <Check aria-hidden="true" className="size-4" />
                Save Changes
              </Button>
            )}
          </div>
        )}
      </div>

      <StepProgress step={step} substep={substep} />

      <section
        aria-labelledby={headingId}
        className="mt-6 rounded-3xl border border-line bg-surface shadow-sm"
      >
        <div className="p-5 sm:p-8">
          {step === 0 && (
            <>
              <StepIntro id={headingId} headingRef={headingRef} title={WIZARD_STEPS[0]}>
                Pick up to 6 cuisines you enjoy. Your plans draw their recipes from them.
              </StepIntro>
              <CuisineStep
                selected={data.cuisinePreferences}
                disabled={saving}
                onToggle={(cuisine) => {
                  const result = toggleCuisine(data.cuisinePreferences, cuisine);
                  if (result.message) refuse(result.message);
                  else update({ cuisinePreferences: result.list });
                }}
              />
            </>
          )}
          {step === 1 && (
            <>
              <StepIntro id={headingId} headingRef={headingRef} title={WIZARD_STEPS[1]}>
                Choose 1 to 5 dishes you like for breakfast, lunch and dinner, and how long you like
                to cook.
              </StepIntro>
              <MealStep
                tab={position.meal}
                onTabChange={(meal) => setPosition((p) => ({ ...p, meal }))}
                selections={{
                  breakfast: data.breakfastPreferences,
                  lunch: data.lunchPreferences,
                  dinner: data.dinnerPreferences,
                }}
                disabled={saving}
                onToggle={(meal: Meal, dish) => {
                  const key = `${meal}Preferences` as const;
                  const result = toggleDish(data[key] as readonly string[], dish, meal);
                  if (result.message) refuse(result.message);
                  else update({ [key]: result.list } as Partial<WizardData>);
                }}
              />
              <div className="mt-7">
                <CookingTimeChoice
                  value={data.preferences.cookingTime}
                  disabled={saving}
                  onChange={(cookingTime) =>
                    update({ preferences: { ...data.preferences, cookingTime } })
                  }
                />
              </div>
            </>
          )}
          {step === 2 && (
            <>
              <StepIntro id={headingId} headingRef={headingRef} title={WIZARD_STEPS[2]} optional>
                Plans only use recipes that fit every diet you choose.
              </StepIntro>
              <DietaryStep
                selected={data.dietaryRestrictions}
                note={dietNote}
                disabled={saving}
                onToggle={(diet) => {
                  const result = toggleDiet(data.dietaryRestrictions, diet);
                  setDietNote(result.message ?? null);
                  if (result.message) refuse(result.message);
                  else update({ dietaryRestrictions: result.list });
                }}
              />
            </>
          )}
          {step === 3 && (
            <>
              <StepIntro id={headingId} headingRef={headingRef} title={WIZARD_STEPS[3]} optional>
                Recipes containing these are left out of your plans.
              </StepIntro>
              <AllergyStep
                selected={data.allergies}
                onToggle={(allergy) =>
                  update({ allergies: toggleAllergy(data.allergies, allergy) })
                }
                custom={data.customAllergies}
                disabled={saving}
                onAddCustom={(entry) => {
                  const result = addCustomAllergy(data.customAllergies, entry);
                  if (result.error) return result.error;
                  update({ customAllergies: result.list });
                  return null;
                }}
                onRemoveCustom={(entry) =>
                  update({ customAllergies: data.customAllergies.filter((x) => x !== entry) })
                }
              />
            </>
          )}
          {step === 4 && (
            <>
              <StepIntro id={headingId} headingRef={headingRef} title={WIZARD_STEPS[4]} optional>
                Tick the staples you already have at home. Your shopping lists leave them out.
              </StepIntro>
              <PantryPicker
                value={pantry}
                onChange={setPantry}
                tab={position.pantry}
                onTabChange={(tab) => setPosition((p) => ({ ...p, pantry: tab }))}
                disabled={saving}
              />
            </>
          )}
        </div>

        <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-between gap-3 rounded-b-3xl border-t border-line bg-surface/95 px-5 py-4 backdrop-blur supports-[backdrop-filter]:bg-surface/85 sm:px-8">
          <Button variant="secondary" onClick={goBack} disabled={backDisabled}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </Button>
          <Button onClick={goForward} disabled={saving} className="min-w-32">
            {saving ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                Saving...
              </>
            ) : (
              <>
                {label}
                {label === 'Finish' ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <ArrowRight aria-hidden="true" className="size-4" />
                )}
              </>
            )}
          </Button>
        </div>
      </section>
    </div>
  );
}

function StepProgress({ step, substep }: { step: WizardStep; substep: string | null }) {
  return (
    <nav aria-label="Progress" className="mt-6">
      <p className="text-sm font-semibold text-fg-muted" aria-live="polite">
        Step {step + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step]}
        {substep && <span className="text-fg-muted"> · {substep}</span>}
      </p>
      <ol className="mt-3 grid grid-cols-5 gap-1.5 sm:gap-2">
        {WIZARD_STEPS.map((name, index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'todo';
          return (
            <li
              key={name}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col gap-1.5"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'h-1.5 rounded-full transition-colors',
                  state === 'todo' ? 'bg-line' : 'bg-primary',
                )}
              />
              <span
                className={cn(
                  'hidden text-xs font-semibold sm:block',
                  state === 'current' ? 'text-fg' : 'text-fg-muted',
                )}
              >
                {name}
                {state === 'done' && <span className="sr-only"> (done)</span>}
              </span>
              <span className="sr-only sm:hidden">
                {name}
                {state === 'done' ? ' (done)' : ''}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
