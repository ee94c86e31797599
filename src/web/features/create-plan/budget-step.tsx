import { Lock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  formatBudgetDollars,
  MAX_BUDGET_DOLLARS,
  type BudgetCheckResult,
} from '../../../shared/budget-rules';
import {
  BUDGET_PREFERENCES,
  BUDGET_PREFERENCE_DESCRIPTIONS,
  type BudgetPreference,
} from '../../../shared/options';
import { cn } from '../../components/ui/cn';
import { durationOptionLabel } from '../../lib/plan-format';
import { PlanQuoteLine, type PlanQuote } from './plan-quote-line';
import { MAX_SERVINGS_OPTION, PRO_DURATIONS, type WizardForm } from './wizard-form';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';
import {
  OWN_RECIPES_MODE_LABELS,
  OWN_RECIPES_MODES,
  type OwnRecipesMode,
} from '../../../shared/my-recipes';

const PREFERENCE_LABELS: Record<BudgetPreference, string> = {
  strict: 'Strict',
  balanced: 'Balanced',
  flexible: 'Flexible',
};

const TONE_BORDER: Record<BudgetCheckResult['tone'], string> = {
  error: 'border-red-600 dark:border-red-400',
  warning: 'border-amber-500 dark:border-amber-400',
  success: 'border-green-600 dark:border-green-400',
  none: 'border-line-strong',
};
const TONE_TEXT: Record<BudgetCheckResult['tone'], string> = {
  error: 'text-red-700 dark:text-red-300',
  warning: 'text-amber-800 dark:text-amber-300',
  success: 'text-green-700 dark:text-green-300',
  none: 'text-fg-muted',
};

export interface BudgetStepProps {
  form: WizardForm;
  subscribed: boolean;
  check: BudgetCheckResult;
  /** The cheapest plan for the choices; it raises the one minimum (issue 29). */
  quote: PlanQuote;
  /** Whether that plan, rather than the spec's rule, sets the minimum shown. */
  minimumSetByPlan: boolean;
  onChange: (patch: Partial<WizardForm>) => void;
}

const selectClass =
  'min-h-11 w-full rounded-xl border border-line-strong bg-surface px-3 text-fg disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-fg-muted';

/**
 * Budget (spec section 2): duration, servings, budget with the live minimum-budget hint and
 * its red / yellow / green border, budget preference and generation method. A free person's
 * duration and servings are fixed at 1 day and 2 servings, with a way to upgrade.
 */
export function BudgetStep({
  form,
  subscribed,
  check,
  quote,
  minimumSetByPlan,
  onChange,
}: BudgetStepProps) {
  const id = useId();
  const budgetMessageId = `${id}-budget-message`;
  const servingOptions = Array.from({ length: MAX_SERVINGS_OPTION }, (_, i) => i + 1);

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-duration`} className="mb-1.5 block text-sm font-semibold">
            Plan duration
          </label>
          <select
            id={`${id}-duration`}
            className={selectClass}
            value={form.duration}
            disabled={!subscribed}
            onChange={(e) => onChange({ duration: e.target.value })}
          >
            {(subscribed ? PRO_DURATIONS : [1]).map((days) => (
              <option key={days} value={String(days)}>
                {durationOptionLabel(days)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-servings`} className="mb-1.5 block text-sm font-semibold">
            Servings per meal
          </label>
          <select
            id={`${id}-servings`}
            className={selectClass}
            value={form.servingsPerMeal}
            disabled={!subscribed}
            onChange={(e) => onChange({ servingsPerMeal: e.target.value })}
          >
            {(subscribed ? servingOptions : [2]).map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {!subscribed && (
          <p className="flex items-start gap-2 rounded-xl bg-surface-muted px-3 py-2.5 text-sm sm:col-span-2">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
            <span>
              The free plan is 1 day for 2 servings.{' '}
              <Link
                to="/settings"
                className="font-semibold text-primary underline underline-offset-2"
              >
                Upgrade to Pro
              </Link>{' '}
              for plans of up to a week and up to 50 servings.
            </span>
          </p>
        )}
      </div>

      <div>
        <label htmlFor={`${id}-budget`} className="mb-1.5 block text-sm font-semibold">
          Total budget (USD)
        </label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center font-semibold text-fg-muted"
          >
            $
          </span>
          <input
            id={`${id}-budget`}
            type="number"
            inputMode="decimal"
            min="0"
            max={MAX_BUDGET_DOLLARS}
            step="0.01"
            value={form.budget}
            onChange={(e) => onChange({ budget: e.target.value })}
            aria-invalid={check.tone === 'error' ? true : undefined}
            aria-describedby={budgetMessageId}
            data-tone={check.tone}
            className={cn(
              'min-h-12 w-full rounded-xl border-2 bg-surface pr-3 pl-7 text-lg font-semibold text-fg',
              TONE_BORDER[check.tone],
            )}
          />
        </div>
        <p
          id={budgetMessageId}
          aria-live="polite"
          className={cn('mt-1.5 min-h-5 text-sm', TONE_TEXT[check.tone])}
        >
          {check.message ??
            `Minimum for your selections: ${formatBudgetDollars(check.minimumBudget)}.`}
        </p>
        <PlanQuoteLine quote={quote} setByPlan={minimumSetByPlan} />
      </div>

      <Choice
        legend="Budget preference"
        value={form.budgetPreference}
        onChange={(value) => onChange({ budgetPreference: value as BudgetPreference })}
        options={BUDGET_PREFERENCES.map((p) => ({
          value: p,
          label: PREFERENCE_LABELS[p],
          description: BUDGET_PREFERENCE_DESCRIPTIONS[p],
        }))}
        columns="sm:grid-cols-3"
      />

      <Choice
        legend="Generation method"
        value={form.useNewGeneration ? 'new' : 'classic'}
        onChange={(value) => onChange({ useNewGeneration: value === 'new' })}
        options={[
          {
            value: 'classic',
            label: 'Testing: Classic Method',
            description: 'Plans all your meals in one pass.',
          },
          {
            value: 'new',
            label: 'New Method (Beta)',
            description: 'Step by step: chooses dishes first, then optimises the plan.',
          },
        ]}
        columns="sm:grid-cols-2"
      />

      <Choice
        legend="Your recipes"
        value={form.ownRecipes}
        onChange={(value) => onChange({ ownRecipes: value as OwnRecipesMode })}
        options={OWN_RECIPES_MODES.map((m) => ({
          value: m,
          label: OWN_RECIPES_MODE_LABELS[m],
          description: OWN_RECIPES_MODE_DESCRIPTIONS[m],
        }))}
        columns="sm:grid-cols-3"
      />
    </div>
  );
}

const OWN_RECIPES_MODE_DESCRIPTIONS: Record<OwnRecipesMode, string> = {
  mixed: 'Your saved recipes alongside ours.',
  only: 'Only your recipes; ours fill meals yours do not cover.',
  none: 'Plan from our library only.',
};

function Choice({
  legend,
  value,
  onChange,
  options,
  columns,
}: {
  legend: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string; description: ReactNode }[];
  columns: string;
}) {
  const id = useId();
  return (
    <div>
      <p id={id} className="mb-1.5 text-sm font-semibold">
        {legend}
      </p>
      <RadioGroup
        value={value}
        onValueChange={onChange}
        aria-labelledby={id}
        className={cn('grid gap-2', columns)}
      >
        {options.map((option) => {
          const selected = option.value === value;
          return (
            <RadioGroupItem
              key={option.value}
              value={option.value}
              aria-describedby={`${id}-${option.value}`}
              className={cn(
                'flex flex-col items-start gap-1 rounded-xl border-2 p-3 text-left transition-colors',
                selected
                  ? 'border-primary bg-primary-soft'
                  : 'border-line bg-surface hover:border-line-strong',
              )}
            >
              <span className="flex items-center gap-2 text-sm font-bold text-fg">
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-4 items-center justify-center rounded-full border-2',
                    selected ? 'border-primary' : 'border-line-strong',
                  )}
                >
                  {selected && <span className="size-2 rounded-full bg-primary" />}
                </span>
                {option.label}
              </span>
              <span id={`${id}-${option.value}`} className="text-xs text-fg-muted">
                {option.description}
              </span>
            </RadioGroupItem>
          );
        })}
      </RadioGroup>
    </div>
  );
}
