import { Clock } from 'lucide-react';
import { useId } from 'react';
import {
  COOKING_TIMES,
  COOKING_TIME_LABELS,
  readCookingTime,
  type CookingTime,
} from '../../../shared/preferences';
import { cn } from '../../components/ui/cn';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';

/** What each choice means for the plan, said under its label (issue 27). */
const COOKING_TIME_HINTS: Record<CookingTime, string> = {
  'under-30': 'Quick meals on busy days',
  '30-60': 'Everyday cooking',
  'over-60': 'Room for slow dishes',
};

/**
 * How long the person will cook: one of three choices, a radio group (one is always checked,
 * the arrow keys move between them). The planner keeps each meal within the chosen time.
 */
export function CookingTimeChoice({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: CookingTime) => void;
  disabled: boolean;
}) {
  const labelId = useId();
  const checked = readCookingTime(value);
  return (
    <div>
      <h3 id={labelId} className="mb-3 flex items-center gap-2 font-semibold">
        <Clock aria-hidden="true" className="size-5 text-primary" />
        Cooking time
      </h3>
      <RadioGroup
        value={checked}
        onValueChange={(v) => onChange(readCookingTime(v))}
        aria-labelledby={labelId}
        className="grid grid-cols-1 gap-2.5 sm:grid-cols-3 sm:gap-3"
      >
        {COOKING_TIMES.map((t) => (
          <RadioGroupItem
            key={t}
            value={t}
            disabled={disabled}
            className={cn(
              'flex min-h-11 flex-col items-start rounded-2xl border-2 px-4 py-2.5 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60',
              t === checked
                ? 'border-primary bg-primary-soft text-on-primary-soft'
                : 'border-line bg-surface hover:border-line-strong',
            )}
          >
            <span className="font-semibold">{COOKING_TIME_LABELS[t]}</span>
            <span
              className={cn('text-sm', t === checked ? 'text-on-primary-soft' : 'text-fg-muted')}
            >
              {COOKING_TIME_HINTS[t]}
            </span>
          </RadioGroupItem>
        ))}
      </RadioGroup>
    </div>
  );
}
