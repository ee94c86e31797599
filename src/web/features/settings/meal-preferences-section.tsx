import { ChefHat, Pencil } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import {
  ALLERGEN_LABELS,
  CUISINE_LABELS,
  DIETARY_LABELS,
  DISH_TYPE_LABELS,
  MEALS,
  MEAL_LABELS,
  type DishType,
} from '../../../shared/options';
import { COOKING_TIME_LABELS, readCookingTime } from '../../../shared/preferences';
import { Button } from '../../components/ui/button';
import { usePantry } from '../../lib/pantry-api';
import { editPreferencesState } from '../../lib/preference-wizard-state';
import { usePreferences, type StoredPreferences } from '../../lib/preferences-api';
import { EnergyTargetForm } from './energy-target-form';

const SETTINGS_PATH = '/settings';

interface EditRow {
  step: number;
  title: string;
  button: string;
  summary: (p: NonNullable<StoredPreferences>) => string;
}

const list = (items: readonly string[]) => (items.length ? items.join(', ') : 'None');

// Spec section 2, "Settings": four buttons opening the wizard at steps 0 to 3, and one for the
// cooking time (issue 27), which the wizard asks on its meal step.
const ROWS: readonly EditRow[] = [
  {
    step: 0,
    title: 'Cuisines',
    button: 'Edit Cuisine Preferences',
    summary: (p) => list(p.cuisinePreferences.map((c) => CUISINE_LABELS[c])),
  },
  {
    step: 1,
    title: 'Meals',
    button: 'Edit Meal Preferences',
    summary: (p) =>
      MEALS.map((meal) => {
        const dishes = p[`${meal}Preferences`] as readonly DishType[];
        return `${MEAL_LABELS[meal]}: ${list(dishes.map((d) => DISH_TYPE_LABELS[d]))}`;
      }).join(' · '),
  },
  {
    // Chosen on the meal step of the wizard, beside the dishes (issue 27).
    step: 1,
    title: 'Cooking time',
    button: 'Edit Cooking Time',
    summary: (p) => COOKING_TIME_LABELS[readCookingTime(p.preferences.cookingTime)],
  },
  {
    step: 2,
    title: 'Dietary restrictions',
    button: 'Edit Dietary Restrictions',
    summary: (p) => list(p.dietaryRestrictions.map((d) => DIETARY_LABELS[d])),
  },
  {
    step: 3,
    title: 'Allergies',
    button: 'Edit Allergies',
    summary: (p) => list([...p.allergies.map((a) => ALLERGEN_LABELS[a]), ...p.customAllergies]),
  },
];

export function MealPreferencesSection() {
  const headingId = useId();
  const navigate = useNavigate();
  const preferences = usePreferences();
  const stored = preferences.data ?? null;
  // Warms the cache the wizard reads, so an edit button opens the step without a spinner.
  usePantry();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-7"
    >
      <h2 id={headingId} className="flex items-center gap-2.5 text-xl font-bold">
        <ChefHat aria-hidden="true" className="size-6 text-primary" />
        Meal Preferences
      </h2>
      <p className="mt-1 text-sm text-fg-muted">Your next meal plan uses these choices.</p>
      <ul className="mt-4 divide-y divide-line">
        {ROWS.map((row) => (
          <li
            key={row.title}
            className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <h3 className="font-semibold">{row.title}</h3>
              <p className="mt-0.5 text-sm break-words text-fg-muted">
                {preferences.isPending
                  ? 'Loading...'
                  : stored
                    ? row.summary(stored)
                    : 'Not set yet'}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="shrink-0 self-start sm:self-center"
              onClick={() =>
                void navigate('/preferences', {
                  state: editPreferencesState(row.step, SETTINGS_PATH, stored ?? undefined),
                })
              }
            >
              <Pencil aria-hidden="true" className="size-4" />
              {row.button}
            </Button>
          </li>
        ))}
        {stored ? (
          <li className="py-4 last:pb-0">
            <EnergyTargetForm stored={stored} />
          </li>
        ) : null}
      </ul>
    </section>
  );
}
