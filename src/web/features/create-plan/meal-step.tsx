import { Check, Coffee, Moon, Sun, type LucideIcon } from 'lucide-react';
import { MEALS, MEAL_LABELS, type Meal } from '../../../shared/options';
import { cn } from '../../components/ui/cn';

const MEAL_ICONS: Record<Meal, LucideIcon> = { breakfast: Coffee, lunch: Sun, dinner: Moon };
const MEAL_HINTS: Record<Meal, string> = {
  breakfast: 'Start the day',
  lunch: 'Midday meal',
  dinner: 'Evening meal',
};

export interface MealStepProps {
  meals: readonly Meal[];
  onChange: (meals: Meal[]) => void;
  blocker: string | null;
}

/** Meal Selection (spec section 2): Breakfast, Lunch and Dinner toggles, all on by default. */
export function MealStep({ meals, onChange, blocker }: MealStepProps) {
  return (
    <div className="space-y-4">
      <p className="text-fg-muted">Which meals should the plan cover?</p>
      <div role="group" aria-label="Meals" className="grid gap-3 sm:grid-cols-3">
        {MEALS.map((meal) => {
          const on = meals.includes(meal);
          const Icon = MEAL_ICONS[meal];
          return (
            <button
              key={meal}
              type="button"
              aria-pressed={on}
              onClick={() =>
                onChange(
                  on
                    ? meals.filter((m) => m !== meal)
                    : MEALS.filter((m) => m === meal || meals.includes(m)),
                )
              }
              className={cn(
                'relative flex min-h-28 flex-col items-start gap-2 rounded-2xl border-2 p-4 text-left transition-colors',
                on
                  ? 'border-primary bg-primary-soft text-on-primary-soft'
                  : 'border-line bg-surface hover:border-line-strong hover:bg-surface-muted',
              )}
            >
              <Icon aria-hidden="true" className="size-6" />
              <span className="text-base font-bold">{MEAL_LABELS[meal]}</span>
              <span className={cn('text-sm', on ? 'text-on-primary-soft' : 'text-fg-muted')}>
                {MEAL_HINTS[meal]}
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-3 right-3 inline-flex size-6 items-center justify-center rounded-full border-2',
                  on ? 'border-primary bg-primary text-on-primary' : 'border-line-strong',
                )}
              >
                {on && <Check className="size-4" />}
              </span>
            </button>
          );
        })}
      </div>
      {blocker && (
        <p role="alert" className="text-sm font-medium text-danger">
          {blocker}
        </p>
      )}
    </div>
  );
}
