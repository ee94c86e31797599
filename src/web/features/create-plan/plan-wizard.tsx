import {
  AnimatePresence,
  motion,
  useDragControls,
  useReducedMotion,
  type PanInfo,
} from 'motion/react';
import { Check, ChevronLeft, ChevronRight, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import type { StoreChoice, StoreSetup } from '../../../shared/store-choice';
import { PinnedRecipesNote } from './pinned-recipes-note';
import { BudgetStep } from './budget-step';
import { MealStep } from './meal-step';
import { usePlanQuote } from './plan-quote-line';
import { PantryStep } from './pantry-step';
import { StoreStep } from './store-step';
import { UpdatePantryDialog } from './update-pantry-dialog';
import { cheapestPlanSetsMinimum, parseWholeNumber } from '../../../shared/budget-rules';
import {
  MAX_SERVINGS_OPTION,
  SWIPE_THRESHOLD,
  WIZARD_STEPS,
  budgetCheckOf,
  stepBlocker,
  type WizardForm,
} from './wizard-form';

export interface PlanWizardProps {
  form: WizardForm;
  onChange: (patch: Partial<WizardForm>) => void;
  step: number;
  onStepChange: (step: number) => void;
  subscribed: boolean;
  submitting: boolean;
  formError: string | null;
  onSubmit: () => void;
  /** Stores set up on this server, and the person's saved store (issue 15). */
  storeSetup: StoreSetup | undefined;
  storeChoice: StoreChoice | null | undefined;
  /**
   * Leaving the store step saves the store and ZIP code; resolves to the reason it could
   * not (the step then stays), or null.
   */
  onStoreStepDone: () => Promise<string | null>;
}

/** Spec section 4: a swipe counts when offset x velocity passes the threshold. */
function swipePower(offset: number, velocity: number): number {
  return Math.abs(offset) * velocity;
}

/** Drags start anywhere but in a field, so typing and selecting text never turn into a swipe. */
function startsOnField(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('input, select, textarea, [contenteditable]') !== null
  );
}

/**
 * The four steps of "Create Your Meal Plan" (spec section 2) with the numbered step
 * indicator, Back / Next / Create Plan and sideways swiping between steps.
 */
export function PlanWizard({
  form,
  onChange,
  step,
  onStepChange,
  subscribed,
  submitting,
  formError,
  onSubmit,
  storeSetup,
  storeChoice,
  onStoreStepDone,
}: PlanWizardProps) {
  const [direction, setDirection] = useState(1);
  const [pantryOpen, setPantryOpen] = useState(false);
  const [pantryAnswered, setPantryAnswered] = useState(false);
  const [storeProblem, setStoreProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const reduceMotion = useReducedMotion();
  const dragControls = useDragControls();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const current = WIZARD_STEPS[step] ?? WIZARD_STEPS[0];
  const isFirst = step === 0;
  const isLast = step === WIZARD_STEPS.length - 1;
  // Asked from the store step on, so the Budget step usually opens with the answer.
  const quote = usePlanQuote(form, step >= 2);
  const blocker = stepBlocker(current.id, form, quote.cheapestCents);
  const budgetCheck = budgetCheckOf(form, quote.cheapestCents);
  const minimumSetByPlan = cheapestPlanSetsMinimum(
    {
      meals: form.meals,
      days: parseWholeNumber(form.duration, 1, 7) ?? 1,
      servings: parseWholeNumber(form.servingsPerMeal, 1, MAX_SERVINGS_OPTION) ?? 1,
    },
    quote.cheapestCents,
  );

  useEffect(() => {
    // Moving between steps puts focus on the new step's title, so it is read out.
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  async function go(delta: 1 | -1) {
    const target = step + delta;
    if (target < 0 || target >= WIZARD_STEPS.length || leaving) return;
    // Spec section 4: forward is blocked while the current step's check fails.
    if (delta === 1 && stepBlocker(current.id, form, quote.cheapestCents) !== null) return;
    if (delta === 1 && current.id === 'store') {
      setLeaving(true);
      const problem = await onStoreStepDone().finally(() => setLeaving(false));
      setStoreProblem(problem);
      if (problem) return;
    }
    moved.current = true;
    setDirection(delta);
    onStepChange(target);
  }

  function onDragEnd(_: unknown, info: PanInfo) {
    const power = swipePower(info.offset.x, info.velocity.x);
    if (power < -SWIPE_THRESHOLD) void go(1);
    else if (power > SWIPE_THRESHOLD) void go(-1);
  }

  const offset = reduceMotion ? 0 : 48;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Create Your Meal Plan</h1>
      <p className="mt-2 text-fg-muted">Four quick steps to a plan that fits your budget.</p>

      <nav aria-label="Steps" className="mt-6">
        <ol className="grid grid-cols-4 gap-2">
          {WIZARD_STEPS.map((s, i) => {
            const done = i < step;
            const active = i === step;
            return (
              <li
                key={s.id}
                aria-current={active ? 'step' : undefined}
                className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:text-left"
              >
                <span
                  className={cn(
                    'inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                    active && 'border-primary bg-primary text-on-primary',
                    done && 'border-primary bg-primary-soft text-on-primary-soft',
                    !active && !done && 'border-line-strong bg-surface text-fg-muted',
                  )}
                >
                  {done ? <Check aria-hidden="true" className="size-4" /> : i + 1}
                  {done && <span className="sr-only">{i + 1}</span>}
                </span>
                <span
                  className={cn(
                    'text-xs leading-tight font-semibold sm:text-sm',
                    active ? 'text-fg' : 'text-fg-muted',
                  )}
                >
                  {s.title}
                  {done && <span className="sr-only"> (done)</span>}
                </span>
              </li>
            );
          })}
        </ol>
        <div
          className="mt-3 h-1.5 overflow-hidden rounded-full bg-surface-muted"
          aria-hidden="true"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300"
            style={{ width: `${((step + 1) / WIZARD_STEPS.length) * 100}%` }}
          />
        </div>
      </nav>

      <section
        aria-labelledby="wizard-step-title"
        className="relative mt-6 overflow-hidden rounded-3xl border border-line bg-surface shadow-sm"
      >
        <AnimatePresence mode="wait" initial={false} custom={direction}>
          <motion.div
            key={current.id}
            custom={direction}
            initial={{ opacity: 0, x: direction * offset }}
            animate={{ opacity: 1, x: 0 }}
            exit={{ opacity: 0, x: -direction * offset }}
            transition={{ duration: reduceMotion ? 0 : 0.18, ease: 'easeOut' }}
            drag="x"
            dragControls={dragControls}
            dragListener={false}
            dragConstraints={{ left: 0, right: 0 }}
            dragElastic={0.6}
            onDragEnd={onDragEnd}
            onPointerDown={(event: ReactPointerEvent) => {
              if (!startsOnField(event.target)) dragControls.start(event);
            }}
            // Vertical scrolling stays with the browser; sideways moves are the swipe.
            className="touch-pan-y p-5 sm:p-8"
            data-testid="wizard-step"
          >
            <h2
              id="wizard-step-title"
              ref={headingRef}
              tabIndex={-1}
              className="mb-5 text-xl font-bold tracking-tight focus:outline-none"
            >
              <span className="text-fg-muted">
                Step {step + 1} of {WIZARD_STEPS.length}:{' '}
              </span>
              {current.title}
            </h2>
            {current.id === 'pantry' && (
              <PantryStep
                choice={pantryAnswered ? form.updatePantry : null}
                onYes={() => {
                  setPantryAnswered(true);
                  onChange({ updatePantry: 'Yes' });
                  setPantryOpen(true);
                }}
                onNo={() => {
                  setPantryAnswered(true);
                  onChange({ updatePantry: 'No' });
                  void go(1);
                }}
              />
            )}
            {current.id === 'meals' && (
              <MealStep
                meals={form.meals}
                onChange={(meals) => onChange({ meals })}
                blocker={blocker}
              />
            )}
            {current.id === 'store' && (
              <StoreStep
                store={form.store}
                onChange={(store) => {
                  setStoreProblem(null);
                  onChange({ store });
                }}
                zip={form.zip}
                onZipChange={(zip) => {
                  setStoreProblem(null);
                  onChange({ zip });
                }}
                // The check's message shows once a ZIP code is typed (or Kroger needs one).
                zipError={
                  storeProblem ??
                  (form.zip.trim() !== '' || form.store === 'kroger' ? blocker : null)
                }
                setup={storeSetup}
                choice={storeChoice}
              />
            )}
            {current.id === 'budget' && (
              <BudgetStep
                form={form}
                subscribed={subscribed}
                check={budgetCheck}
                quote={quote}
                minimumSetByPlan={minimumSetByPlan}
                onChange={onChange}
              />
            )}
            {current.id === 'budget' && <PinnedRecipesNote />}
          </motion.div>
        </AnimatePresence>
      </section>

      {formError && (
        <p role="alert" className="mt-4 text-sm font-medium text-danger">
          {formError}
        </p>
      )}

      <div className="mt-6 flex items-center gap-3">
        <Button variant="secondary" disabled={isFirst || submitting} onClick={() => void go(-1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Back
        </Button>
        <p className="hidden flex-1 text-center text-xs text-fg-muted sm:block">
          Tip: swipe sideways to move between steps.
        </p>
        <div className="ml-auto">
          {isLast ? (
            <Button size="lg" disabled={submitting} onClick={onSubmit}>
              <Sparkles aria-hidden="true" className="size-4" />
              {submitting ? 'Creating...' : 'Create Plan'}
            </Button>
          ) : (
            <Button size="lg" disabled={blocker !== null || leaving} onClick={() => void go(1)}>
              {leaving ? 'Saving...' : 'Next'}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          )}
        </div>
      </div>

      <UpdatePantryDialog
        open={pantryOpen}
        onOpenChange={(open) => {
          setPantryOpen(open);
          if (!open && form.updatePantry === 'Yes') onChange({ updatePantry: 'No' });
        }}
        onSaved={(items) => {
          onChange({ pantryItems: items, updatePantry: 'Yes' });
          setPantryOpen(false);
          void go(1);
        }}
      />
    </div>
  );
}
