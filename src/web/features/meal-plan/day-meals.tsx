import { Clock, Flame, Leaf, Pin, Printer, Repeat, Shuffle, Wallet } from 'lucide-react';
import { memo, useState, type ReactNode } from 'react';
import { CUISINE_LABELS, MEALS, type Cuisine, type Meal } from '../../../shared/options';
import { COOK_ONCE_LABEL, cookOnceLine, mealTitle } from '../../../shared/cook-once-text';
import { ADVANCE_PREP_LABELS, FIBRE_GOAL_G, SODIUM_GOAL_MG } from '../../../shared/daily-goals';
import type { SwapAlternativeView } from '../../../shared/meal-plan';
import {
  formatCents,
  type GeneratedPlan,
  type Nutrition,
  type PlanRecipeEntry,
} from '../../../shared/generated-plan';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { groupThousands } from '../../lib/group-thousands';
import { useDrawnCount } from '../../lib/use-drawn-count';
import { mealLabel } from '../../lib/plan-format';
import { CookModeButton } from './cook-mode';
import { DishIllustration } from './dish-illustration';
import { printSheet, recipeKey } from './print-sheet';
import { PrintableMeals } from './printable-meals';

type OnSwap = (day: number, meal: Meal, recipeId?: string) => Promise<void>;
type LoadSwapOptions = (day: number, meal: Meal) => Promise<SwapAlternativeView[]>;

export interface DayMealsProps {
  plan: GeneratedPlan;
  days: number;
  /** Without them (a shared plan's reader) the meals have no Swap button. */
  onSwap?: OnSwap | undefined;
  loadSwapOptions?: LoadSwapOptions | undefined;
  /** The plan's name, on the printed week. */
  title?: string | undefined;
  /** Under each meal's title: the rating and lock controls (issue 32), when given. */
  mealExtras?: MealExtras | undefined;
}

type MealExtras = (entry: PlanRecipeEntry) => ReactNode;

function round(n: number): string {
  return String(Math.round(n));
}

/** The day tabs (Day 1 to Day n) and each day's meals in the order breakfast, lunch, dinner. */
export function DayMeals({
  plan,
  days,
  onSwap,
  loadSwapOptions,
  title = 'Your meal plan',
  mealExtras,
}: DayMealsProps) {
  const [day, setDay] = useState('1');
  // Only the day shown as the page opens draws its cards in slices; a day chosen later shows
  // all of its cards at once.
  const [opening, setOpening] = useState(true);
  const dayNumbers = Array.from({ length: Math.max(days, 1) }, (_, i) => i + 1);

  return (
    <section aria-labelledby="meals-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="meals-title" className="text-xl font-bold tracking-tight">
          Your Meals
        </h2>
        {/* The week's menu with every recipe's ingredients and steps, on paper (issue 29). */}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => printSheet({ kind: 'week' })}
          className="print:hidden"
        >
          <Printer aria-hidden="true" className="size-4" />
          Print the week
        </Button>
      </div>
      <PrintableMeals plan={plan} title={title} />
      <Tabs
        value={day}
        onValueChange={(next) => {
          setDay(next);
          setOpening(false);
        }}
        className="mt-3"
      >
        {/* A week's seven tabs wrap onto a second row on a phone rather than widen the page:
            at most four to a row, so a week reads as 4 + 3 of even widths, not 5 + 2 with the
            last two stretched across the row. */}
        <TabsList aria-label="Days">
          {dayNumbers.map((d) => (
            <TabsTrigger key={d} value={String(d)} className="basis-[22%] sm:basis-auto">
              Day {d}
            </TabsTrigger>
          ))}
        </TabsList>
        {dayNumbers.map((d) => (
          <TabsContent key={d} value={String(d)} className="mt-5 focus-visible:outline-none">
            <DayPanel
              plan={plan}
              day={d}
              inSlices={opening}
              onSwap={onSwap}
              loadSwapOptions={loadSwapOptions}
              mealExtras={mealExtras}
            />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

/**
 * One day's nutrition and meal cards. As the page opens, its cards (each a photo, its
 * ingredients and its steps) come one to a task (useDrawnCount); the count lives here so
 * that each slice redraws this day alone, and the cards already drawn are memoized.
 */
function DayPanel({
  plan,
  day,
  inSlices,
  onSwap,
  loadSwapOptions,
  mealExtras,
}: {
  plan: GeneratedPlan;
  day: number;
  inSlices: boolean;
  onSwap?: OnSwap | undefined;
  loadSwapOptions?: LoadSwapOptions | undefined;
  mealExtras?: MealExtras | undefined;
}) {
  const meals = plan.recipes
    .filter((r) => r.day === day)
    .sort((a, b) => MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal));
  const nutrition =
    plan.totals?.nutritionByDay?.find((n) => n.day === day) ?? plan.totals?.nutritionPerDay;
  const cardsDrawn = useDrawnCount(meals.length, inSlices ? 1 : meals.length, 1);
  return (
    // On a phone the day's meals come first and its nutrition after them (issue 29).
    <div className="flex flex-col gap-5" aria-busy={cardsDrawn < meals.length}>
      {nutrition && (
        <div className="order-last lg:order-first">
          <DayNutrition
            day={day}
            nutrition={nutrition}
            targetKcal={plan.totals?.energyTargetKcal}
            cookingMinutes={plan.totals?.cookingMinutesByDay?.find((d) => d.day === day)?.minutes}
          />
        </div>
      )}
      {meals.length === 0 ? (
        <p className="text-fg-muted">No meals planned for this day.</p>
      ) : (
        meals
          .slice(0, cardsDrawn)
          .map((entry) => (
            <MealCard
              key={`${entry.day}-${entry.meal}`}
              entry={entry}
              onSwap={onSwap}
              loadSwapOptions={loadSwapOptions}
              mealExtras={mealExtras}
            />
          ))
      )}
    </div>
  );
}

function DayNutrition({
  day,
  nutrition,
  targetKcal,
  cookingMinutes,
}: {
  day: number;
  nutrition: Nutrition;
  targetKcal?: number | undefined;
  /** Minutes of cooking that day (issue 27); plans stored before it have none. */
  cookingMinutes?: number | undefined;
}) {
  const proteinShare = nutrition.kcal > 0 ? (400 * nutrition.proteinG) / nutrition.kcal : 0;
  const facts = [
    { label: 'Calories', value: `${round(nutrition.kcal)} kcal` },
    { label: 'Protein', value: `${round(nutrition.proteinG)} g` },
    { label: 'Carbs', value: `${round(nutrition.carbsG)} g` },
    { label: 'Fat', value: `${round(nutrition.fatG)} g` },
    { label: `Fiber (goal ${FIBRE_GOAL_G}+)`, value: `${round(nutrition.fiberG)} g` },
    {
      label: `Sodium (goal ${groupThousands(SODIUM_GOAL_MG)} max)`,
      value: `${groupThousands(Math.round(nutrition.sodiumMg))} mg`,
    },
  ];
  return (
    <div className="rounded-2xl border border-line bg-surface p-4">
      <h3 className="text-sm font-bold">Nutrition for Day {day}, per person</h3>
      {cookingMinutes !== undefined && (
        <p className="mt-1 text-sm text-fg-muted" data-testid="day-cooking-minutes">
          <Clock aria-hidden="true" className="mr-1 inline size-3.5" />
          {cookingMinutes} minutes of cooking
        </p>
      )}
      {targetKcal !== undefined && (
        <p className="mt-1 text-sm" data-testid="energy-vs-target">
          <span className="font-semibold tabular-nums">
            {groupThousands(nutrition.kcal)} of {groupThousands(targetKcal)} kcal
          </span>{' '}
          <span className="text-fg-muted">
            target ({energyWords(nutrition.kcal, targetKcal)}); protein {round(proteinShare)}% of
            energy (at least 10%)
          </span>
        </p>
      )}
      <dl className="mt-2 grid grid-cols-3 gap-x-4 gap-y-2 sm:grid-cols-6">
        {facts.map((f) => (
          <div key={f.label}>
            <dt className="text-xs text-fg-muted">{f.label}</dt>
            <dd className="font-semibold tabular-nums">{f.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** "on target", "6% under", "4% over": within 10% is what the planner aims for. */
function energyWords(kcal: number, target: number): string {
  const off = Math.round((100 * (kcal - target)) / target);
  if (off === 0) return 'on target';
  return off < 0 ? `${-off}% under` : `${off}% over`;
}

/** Memoized: a card drawn once is not drawn again when the next one arrives. */
const MealCard = memo(function MealCard({
  entry,
  onSwap,
  loadSwapOptions,
  mealExtras,
}: {
  entry: PlanRecipeEntry;
  onSwap?: OnSwap | undefined;
  loadSwapOptions?: LoadSwapOptions | undefined;
  mealExtras?: MealExtras | undefined;
}) {
  const [swapping, setSwapping] = useState(false);
  const [options, setOptions] = useState<SwapAlternativeView[] | null>(null);
  const [optionsError, setOptionsError] = useState<string | null>(null);
  const optionsId = `swap-options-${entry.day}-${entry.meal}`;

  function showOptions() {
    if (!loadSwapOptions) return;
    setSwapping(true);
    setOptionsError(null);
    loadSwapOptions(entry.day, entry.meal)
      .then(setOptions)
      .catch((e: unknown) =>
        setOptionsError(e instanceof Error ? e.message : 'Could not load the alternatives.'),
      )
      .finally(() => setSwapping(false));
  }

  function choose(recipeId: string) {
    if (!onSwap) return;
    setSwapping(true);
    void onSwap(entry.day, entry.meal, recipeId).finally(() => {
      setSwapping(false);
      setOptions(null);
    });
  }
  const headingId = `meal-${entry.day}-${entry.meal}`;
  const cuisine =
    entry.cuisine && entry.cuisine in CUISINE_LABELS
      ? CUISINE_LABELS[entry.cuisine as Cuisine]
      : null;
  const minutes = (entry.prepMinutes ?? 0) + (entry.cookMinutes ?? 0);
  const cookOnce = cookOnceLine(entry);

  // On a phone the meals follow the shopping list: drawn as they scroll near (app.css).
  return (
    <article
      aria-labelledby={headingId}
      className="drawn-when-near overflow-hidden rounded-3xl border border-line bg-surface shadow-sm"
      data-meal={entry.meal}
    >
      <div className="flex flex-col sm:flex-row">
        {/* A short picture on a phone: day 1's first meal is named on the first screen. On a
            wider screen a 4:3 picture at the card's top, not a strip stretched down its side
            (issue 29: the desktop photo was cropped to a narrow column). */}
        {entry.image ? (
          <img
            src={`/recipe-images/${encodeURIComponent(entry.image)}`}
            alt=""
            loading="lazy"
            className="h-32 w-full object-cover sm:aspect-[4/3] sm:h-auto sm:w-56 sm:shrink-0 sm:self-start"
          />
        ) : (
          <DishIllustration
            dishType={entry.dishType}
            className="h-32 w-full sm:aspect-[4/3] sm:h-auto sm:w-56 sm:shrink-0 sm:self-start"
          />
        )}
        <div className="flex-1 p-5 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 id={headingId} className="text-lg leading-snug font-bold">
              {mealLabel(entry.meal)}: {mealTitle(entry)}
            </h3>
            <div className="flex flex-wrap gap-2 print:hidden">
              <CookModeButton entry={entry} />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => printSheet({ kind: 'recipe', key: recipeKey(entry) })}
                aria-label={`Print the ${mealLabel(entry.meal).toLowerCase()} recipe of day ${entry.day}`}
              >
                <Printer aria-hidden="true" className="size-4" />
                Print
              </Button>
              {onSwap && loadSwapOptions && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={swapping}
                  onClick={showOptions}
                  aria-label={`Swap ${mealLabel(entry.meal).toLowerCase()} on day ${entry.day}`}
                  aria-expanded={options !== null}
                  aria-controls={options !== null ? optionsId : undefined}
                  className="print:hidden"
                >
                  <Shuffle aria-hidden="true" className="size-4" />
                  {swapping ? 'Swapping...' : 'Swap meal'}
                </Button>
              )}
            </div>
          </div>
          {mealExtras?.(entry)}
          {optionsError && (
            <p role="alert" className="mt-2 text-sm text-danger">
              {optionsError}
            </p>
          )}
          {options !== null && (
            <div
              id={optionsId}
              className="mt-3 rounded-2xl border border-line bg-surface-muted p-3 print:hidden"
              data-testid="swap-options"
            >
              <p className="text-sm font-semibold">
                {options.length === 0
                  ? 'No other dish fits this meal with your choices, the rest of the plan and your budget.'
                  : `Swap for one of these (${options.length}):`}
              </p>
              <ul className="mt-2 space-y-2">
                {options.map((o) => (
                  <li
                    key={o.recipeId}
                    className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0 text-sm">
                      <span className="font-semibold break-words">{o.dish}</span>
                      {o.sides.length > 0 && (
                        <span className="text-fg-muted">
                          {' '}
                          with {o.sides.map((x) => x.toLowerCase()).join(' and ')}
                        </span>
                      )}
                      <span className="block text-fg-muted">
                        {costChangeText(o.costChangeCents)} · {o.kcal} kcal per person
                        {tasteFitLabel(o)}
                      </span>
                    </div>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={swapping}
                      onClick={() => choose(o.recipeId)}
                      aria-label={`Choose ${o.dish}`}
                      className="shrink-0 self-start sm:self-center"
                    >
                      Choose
                    </Button>
                  </li>
                ))}
              </ul>
              <Button
                size="sm"
                variant="ghost"
                className="mt-2"
                onClick={() => setOptions(null)}
                disabled={swapping}
              >
                Keep this meal
              </Button>
            </div>
          )}
          {entry.description && <p className="mt-1.5 text-sm text-fg-muted">{entry.description}</p>}
          {cookOnce && (
            <p
              className="mt-3 flex gap-2 rounded-2xl bg-herb-soft px-3 py-2 text-sm text-fg"
              data-testid="cook-once"
            >
              <Repeat aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-herb" />
              <span>
                <span className="font-semibold">{COOK_ONCE_LABEL}.</span> {cookOnce}
              </span>
            </p>
          )}
          <ul className="mt-3 flex flex-wrap gap-2 text-xs font-semibold">
            {entry.pinned && (
              <Chip>
                <Pin aria-hidden="true" className="size-3.5" />
                Pinned
              </Chip>
            )}
            {cuisine && <Chip>{cuisine}</Chip>}
            {minutes > 0 && (
              <Chip>
                <Clock aria-hidden="true" className="size-3.5" />
                {minutes} min
              </Chip>
            )}
            {entry.advancePrep && !entry.cookedWith && (
              <Chip>
                <span data-testid="advance-prep">{ADVANCE_PREP_LABELS[entry.advancePrep]}</span>
              </Chip>
            )}
            <Chip>
              <Wallet aria-hidden="true" className="size-3.5" />
              {formatCents(entry.costPerServingCents)} per serving
            </Chip>
            <Chip>
              <Flame aria-hidden="true" className="size-3.5" />
              {round(entry.nutritionPerServing.kcal)} kcal per person
              {entry.sides && entry.sides.length > 0 ? ' with sides' : ''}
            </Chip>
            {!entry.cooksFor &&
              entry.portion !== undefined &&
              entry.portion !== 1 &&
              entry.servings && (
                <Chip>
                  Cooked for {portionServings(entry.servings, entry.portion)} ({entry.portion}{' '}
                  portions each)
                </Chip>
              )}
          </ul>
          {entry.sides && entry.sides.length > 0 && (
            <div className="mt-4" data-testid="meal-sides">
              <h4 className="text-sm font-bold tracking-wide text-fg-muted uppercase">
                Served with
              </h4>
              <ul className="mt-2 space-y-1.5 text-sm">
                {entry.sides.map((side) => (
                  <li key={side.name} className="flex flex-wrap gap-x-2">
                    <span className="font-semibold">{side.name}</span>
                    <span className="text-fg-muted">
                      {side.ingredients
                        .map((i) => `${i.quantity} ${i.ingredient}`.trim())
                        .join(', ')}
                      {' · '}
                      {side.kcal} kcal each
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}

          {entry.cookedWith ? (
            <p className="mt-5 text-sm text-fg-muted">
              {entry.recipe.instructions.join(' ')} Its ingredients are on the card of day{' '}
              {entry.cookedWith.day}&rsquo;s dinner and once on the shopping list.
            </p>
          ) : (
            <div className="mt-5 grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <div>
                <h4 className="text-sm font-bold tracking-wide text-fg-muted uppercase">
                  Ingredients
                </h4>
                <ul className="mt-2 space-y-1.5 text-sm">
                  {entry.recipe.main_dish_ingredients.map((ing, i) => (
                    // One line of text, the amount in bold: in the narrow column beside the
                    // steps, an amount and a name side by side squeezed the name to a few
                    // letters a line, or ran a long word into the steps.
                    <li key={i} className="break-words">
                      <span className="font-semibold tabular-nums">{ing.quantity}</span>{' '}
                      {ing.ingredient}
                      {ing.fromPantry && (
                        <span className="ml-1.5 inline-flex items-center gap-1 rounded-full bg-herb-soft px-1.5 text-xs font-semibold text-herb">
                          <Leaf aria-hidden="true" className="size-3" />
                          from your pantry
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="text-sm font-bold tracking-wide text-fg-muted uppercase">
                  Instructions
                </h4>
                <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm marker:font-bold marker:text-primary">
                  {entry.recipe.instructions.map((step, i) => (
                    <li key={i}>{step}</li>
                  ))}
                </ol>
              </div>
            </div>
          )}
        </div>
      </div>
    </article>
  );
});

/** "+$1.20 to the list", "$0.45 cheaper", "no change in cost". */
function costChangeText(cents: number): string {
  if (cents === 0) return 'no change in cost';
  return cents > 0 ? `+${formatCents(cents)} to the list` : `${formatCents(-cents)} cheaper`;
}

function portionServings(people: number, portion: number): string {
  const n = Math.round(people * portion * 4) / 4;
  return `${n} ${n === 1 ? 'serving' : 'servings'}`;
}

function Chip({ children }: { children: React.ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2.5 py-1 text-fg">
      {children}
    </li>
  );
}

/** How an alternative meets the person's tastes, said plainly (issue 29). */
export function tasteFitLabel(o: Pick<SwapAlternativeView, 'matchesTastes' | 'tasteFit'>): string {
  const fit = o.tasteFit ?? (o.matchesTastes ? 'both' : 'none');
  if (fit === 'both') return '';
  if (fit === 'dish') return ' · a dish you like, another cuisine';
  if (fit === 'cuisine') return ' · a cuisine you like, another dish';
  return ' · outside your tastes';
}
