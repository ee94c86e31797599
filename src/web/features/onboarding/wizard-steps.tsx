import { Info, Plus, ShieldAlert, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  ALLERGENS,
  ALLERGEN_LABELS,
  CUISINES,
  CUISINE_LABELS,
  DIETS,
  DIET_EXTRAS,
  DIETARY_LABELS,
  DISH_TYPES_BY_MEAL,
  DISH_TYPE_LABELS,
  MEALS,
  MEAL_LABELS,
  type Allergen,
  type Cuisine,
  type DietaryRestriction,
  type DishType,
  type Meal,
} from '../../../shared/options';
import {
  MAX_CUISINES,
  MAX_DISHES_PER_MEAL,
  PREFERENCE_MESSAGES,
} from '../../../shared/preferences';
import { CUSTOM_ALLERGY_MAX_LENGTH } from '../../../shared/preferences';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ALLERGEN_ICONS, CUISINE_ICONS, DIETARY_ICONS, DISH_ICONS } from './option-icons';
import { OptionGrid, type OptionItem } from './option-grid';

function SelectionCount({ count, max, id }: { count: number; max: number; id?: string }) {
  return (
    <p id={id} className="text-sm font-medium text-fg-muted tabular-nums" aria-live="polite">
      {count} of {max} selected
    </p>
  );
}

export function CuisineStep({
  selected,
  onToggle,
  disabled,
}: {
  selected: readonly Cuisine[];
  onToggle: (cuisine: Cuisine) => void;
  disabled: boolean;
}) {
  const labelId = useId();
  const hintId = useId();
  const options: OptionItem<Cuisine>[] = CUISINES.map((id) => ({
    id,
    label: CUISINE_LABELS[id],
    icon: CUISINE_ICONS[id],
  }));
  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={labelId} className="font-semibold">
          Cuisines
        </h3>
        <SelectionCount count={selected.length} max={MAX_CUISINES} />
      </div>
      <OptionGrid
        labelledBy={labelId}
        describedBy={hintId}
        options={options}
        selected={selected}
        onToggle={onToggle}
        disabled={disabled}
      />
      <p
        id={hintId}
        className={cn('mt-4 flex items-center gap-2 text-sm', selected.length > 0 && 'sr-only')}
      >
        {selected.length === 0 && (
          <Info aria-hidden="true" className="size-4 shrink-0 text-primary" />
        )}
        {selected.length === 0
          ? PREFERENCE_MESSAGES.cuisineRequired
          : `Choose up to ${MAX_CUISINES} cuisines.`}
      </p>
    </div>
  );
}

export function MealStep({
  tab,
  onTabChange,
  selections,
  onToggle,
  disabled,
}: {
  tab: Meal;
  onTabChange: (meal: Meal) => void;
  selections: Record<Meal, readonly string[]>;
  onToggle: (meal: Meal, dish: DishType) => void;
  disabled: boolean;
}) {
  const baseId = useId();
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        if ((MEALS as readonly string[]).includes(value)) onTabChange(value as Meal);
      }}
    >
      <TabsList aria-label="Meals">
        {MEALS.map((meal) => (
          <TabsTrigger key={meal} value={meal}>
            {MEAL_LABELS[meal]}
            {selections[meal].length > 0 && (
              <span className="ml-1.5 inline-block min-w-5 rounded-full bg-surface px-1.5 text-xs font-bold text-fg tabular-nums">
                <span className="sr-only">, </span>
                {selections[meal].length}
                <span className="sr-only"> selected</span>
              </span>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      {MEALS.map((meal) => {
        const labelId = `${baseId}-${meal}`;
        const options: OptionItem<DishType>[] = DISH_TYPES_BY_MEAL[meal].map((id) => ({
          id,
          label: DISH_TYPE_LABELS[id],
          icon: DISH_ICONS[id],
        }));
        return (
          <TabsContent key={meal} value={meal} className="mt-5 focus-visible:outline-none">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h3 id={labelId} className="font-semibold">
                {MEAL_LABELS[meal]} dishes
              </h3>
              <SelectionCount count={selections[meal].length} max={MAX_DISHES_PER_MEAL} />
            </div>
            <OptionGrid
              labelledBy={labelId}
              options={options}
              selected={selections[meal] as readonly DishType[]}
              onToggle={(dish) => onToggle(meal, dish)}
              disabled={disabled}
            />
          </TabsContent>
        );
      })}
    </Tabs>
  );
}

export function DietaryStep({
  selected,
  onToggle,
  note,
  disabled,
}: {
  selected: readonly DietaryRestriction[];
  onToggle: (diet: DietaryRestriction) => void;
  /** The vegan/keto note of the last refused pick, shown until the next change. */
  note: string | null;
  disabled: boolean;
}) {
  const dietsId = useId();
  const extrasId = useId();
  const noteId = useId();
  const hintFor = (id: DietaryRestriction) => {
    if (id === 'keto' && selected.includes('vegan') && !selected.includes('keto')) {
      return 'Not compatible with Vegan';
    }
    if (id === 'vegan' && selected.includes('keto') && !selected.includes('vegan')) {
      return 'Not compatible with Keto';
    }
    return undefined;
  };
  const toOption = (id: DietaryRestriction): OptionItem<DietaryRestriction> => ({
    id,
    label: DIETARY_LABELS[id],
    icon: DIETARY_ICONS[id],
    hint: hintFor(id),
  });
  return (
    <div className="space-y-7">
      <div>
        <h3 id={dietsId} className="mb-3 font-semibold">
          Diets
        </h3>
        <OptionGrid
          labelledBy={dietsId}
          describedBy={note ? noteId : undefined}
          options={DIETS.map(toOption)}
          selected={selected}
          onToggle={onToggle}
          disabled={disabled}
        />
        <div aria-live="polite">
          {note && (
            <p
              id={noteId}
              className="mt-3 flex items-start gap-2 rounded-xl border border-primary/40 bg-primary-soft px-3 py-2 text-sm font-medium text-on-primary-soft"
            >
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {note}
            </p>
          )}
        </div>
      </div>
      <div>
        <h3 id={extrasId} className="mb-3 font-semibold">
          Extras
        </h3>
        <OptionGrid
          labelledBy={extrasId}
          options={DIET_EXTRAS.map(toOption)}
          selected={selected}
          onToggle={onToggle}
          disabled={disabled}
        />
      </div>
    </div>
  );
}

export function AllergyStep({
  selected,
  onToggle,
  custom,
  onAddCustom,
  onRemoveCustom,
  disabled,
}: {
  selected: readonly Allergen[];
  onToggle: (allergen: Allergen) => void;
  custom: readonly string[];
  /** Returns the message to show when the entry cannot be added, or null when it was. */
  onAddCustom: (entry: string) => string | null;
  onRemoveCustom: (entry: string) => void;
  disabled: boolean;
}) {
  const commonId = useId();
  const customHeadingId = useId();
  const inputId = useId();
  const errorId = useId();
  const limitId = useId();
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);

  const options: OptionItem<Allergen>[] = ALLERGENS.map((id) => ({
    id,
    label: ALLERGEN_LABELS[id],
    icon: ALLERGEN_ICONS[id],
  }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = onAddCustom(entry);
    setError(message);
    if (!message) setEntry('');
  }

  return (
    <div className="space-y-7">
      <div>
        <h3 id={commonId} className="mb-3 font-semibold">
          Common allergies
        </h3>
        <OptionGrid
          labelledBy={commonId}
          options={options}
          selected={selected}
          onToggle={onToggle}
          disabled={disabled}
        />
      </div>
      <div>
        <h3 id={customHeadingId} className="font-semibold">
          Other allergies
        </h3>
        <form onSubmit={submit} noValidate className="mt-3" aria-labelledby={customHeadingId}>
          <label htmlFor={inputId} className="text-sm font-medium">
            Add an allergy that is not listed
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id={inputId}
              value={entry}
              onChange={(event) => {
                setEntry(event.target.value);
                if (error) setError(null);
              }}
              maxLength={CUSTOM_ALLERGY_MAX_LENGTH}
              autoComplete="off"
              placeholder="e.g. cilantro"
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${limitId}${error ? ` ${errorId}` : ''}`}
              className={cn(
                'min-h-11 w-full min-w-0 flex-1 rounded-full border bg-surface px-4 text-sm placeholder:text-fg-muted',
                error ? 'border-danger' : 'border-line-strong',
              )}
            />
            <Button type="submit" variant="secondary" disabled={disabled}>
              <Plus aria-hidden="true" className="size-4" />
              Add
            </Button>
          </div>
          {/* The input stops at the limit, so the limit is said, not silently applied. */}
          <p id={limitId} className="mt-1.5 text-xs text-fg-muted" data-testid="allergy-limit">
            Up to {CUSTOM_ALLERGY_MAX_LENGTH} characters ({entry.length}/{CUSTOM_ALLERGY_MAX_LENGTH}
            )
          </p>
          <p id={errorId} role="alert" className="mt-1 min-h-5 text-sm font-medium text-danger">
            {error ?? ''}
          </p>
        </form>
        {custom.length > 0 && (
          <ul aria-label="Your other allergies" className="mt-2 flex flex-wrap gap-2">
            {custom.map((item) => (
              <li
                key={item}
                className="inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full border-2 border-primary bg-primary-soft py-1 pr-1 pl-3 text-sm font-semibold text-on-primary-soft"
              >
                <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
                {/* A long word breaks inside the chip instead of pushing the page wider. */}
                <span className="min-w-0 [overflow-wrap:anywhere]">{item}</span>
                <button
                  type="button"
                  onClick={() => onRemoveCustom(item)}
                  disabled={disabled}
                  aria-label={`Remove ${item}`}
                  className="flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-surface"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
