/**
 * A plan's progress as the worker reports it: the steps of each generation method, their
 * percentages and messages, and the monotonic version a client uses to ignore stale events.
 */
import {
  GENERATION_TIMED_OUT_MESSAGE,
  QUEUED_MESSAGE,
  type GenerationMethod,
  type GenerationStep,
  type MealPlanProgress,
} from '../../shared/meal-plan';

type WorkStep = Exclude<GenerationStep, 'queued' | 'completed' | 'error'>;

/** The steps of each method, in order, with the percentage reached when each starts. */
export const METHOD_STEPS: Record<
  GenerationMethod,
  ReadonlyArray<{ step: WorkStep; at: number }>
> = {
  classic: [
    { step: 'load-preferences', at: 10 },
    { step: 'optimise-week', at: 30 },
    { step: 'price-list', at: 70 },
    { step: 'finalise', at: 90 },
  ],
  new: [
    { step: 'load-preferences', at: 5 },
    { step: 'choose-dishes', at: 15 },
    { step: 'optimise-week', at: 40 },
    { step: 'price-list', at: 70 },
    { step: 'finalise', at: 90 },
  ],
};

export function stepLabel(step: GenerationStep, method: GenerationMethod, store: string): string {
  switch (step) {
    case 'queued':
      return QUEUED_MESSAGE;
    case 'load-preferences':
      return 'Loading your preferences and pantry...';
    case 'choose-dishes':
      return 'Choosing candidate dishes for your tastes...';
    case 'optimise-week':
      return method === 'classic'
        ? 'Planning your meals within your budget...'
        : 'Optimising your week within your budget...';
    case 'price-list':
      return `Pricing your shopping list at ${storeName(store)}...`;
    case 'finalise':
      return 'Finalising your meal plan...';
    case 'completed':
      return 'Your meal plan is ready!';
    case 'error':
      return 'Failed to generate meal plan';
  }
}

export function storeName(store: string): string {
  return store === 'target' ? 'Target' : 'Walmart';
}

/** Rough total time of a generation, for estimatedTimeRemaining. */
function expectedSeconds(method: GenerationMethod, llm: boolean): number {
  return method === 'new' ? (llm ? 12 : 1) : 0.5;
}

export function totalSteps(method: GenerationMethod): number {
  return METHOD_STEPS[method].length;
}

export function queuedProgress(
  method: GenerationMethod,
  startedAt: Date,
  message = QUEUED_MESSAGE,
): MealPlanProgress {
  return {
    progress: 0,
    percentComplete: 0,
    currentStep: 'queued',
    stepNumber: 0,
    totalSteps: totalSteps(method),
    message,
    timeStarted: startedAt.toISOString(),
    estimatedTimeRemaining: null,
    error: null,
    details: null,
    steps: [],
  };
}

/** Progress when `step` starts: the previous step is closed with its duration. */
export function startStep(
  previous: MealPlanProgress,
  step: WorkStep,
  ctx: { method: GenerationMethod; store: string; llm: boolean; now?: Date },
): MealPlanProgress {
  const now = ctx.now ?? new Date();
  const steps = closeOpenStep(previous.steps, now);
  const index = METHOD_STEPS[ctx.method].findIndex((s) => s.step === step);
  const at = METHOD_STEPS[ctx.method][index]?.at ?? previous.percentComplete;
  const label = stepLabel(step, ctx.method, ctx.store);
  steps.push({ step, label, startedAt: now.toISOString(), finishedAt: null, durationMs: null });
  return {
    ...previous,
    progress: at,
    percentComplete: at,
    currentStep: step,
    stepNumber: index + 1,
    message: label,
    estimatedTimeRemaining:
      Math.round(expectedSeconds(ctx.method, ctx.llm) * (1 - at / 100) * 10) / 10,
    steps,
  };
}

export function completedProgress(
  previous: MealPlanProgress,
  details: string | null,
  now = new Date(),
): MealPlanProgress {
  return {
    ...previous,
    progress: 100,
    percentComplete: 100,
    currentStep: 'completed',
    stepNumber: previous.totalSteps,
    message: stepLabel('completed', 'classic', ''),
    estimatedTimeRemaining: 0,
    error: null,
    details,
    steps: closeOpenStep(previous.steps, now),
  };
}

export function errorProgress(
  previous: MealPlanProgress,
  error: string,
  now = new Date(),
): MealPlanProgress {
  return {
    ...previous,
    currentStep: 'error',
    message: error,
    estimatedTimeRemaining: null,
    error,
    steps: closeOpenStep(previous.steps, now),
  };
}

function closeOpenStep(steps: MealPlanProgress['steps'], now: Date): MealPlanProgress['steps'] {
  return steps.map((s) =>
    s.finishedAt
      ? s
      : {
          ...s,
          finishedAt: now.toISOString(),
          durationMs: Math.max(0, now.getTime() - Date.parse(s.startedAt)),
        },
  );
}

/**
 * Grows with every change of a plan: attempts first, then progress within an attempt, the
 * end (completed or error) last. Events that arrive out of order are recognised by it.
 */
export function statusVersion(attempt: number, status: string, percent: number): number {
  return attempt * 1000 + (status === 'processing' ? percent : 999);
}

export function timedOutProgress(previous: MealPlanProgress): MealPlanProgress {
  return errorProgress(previous, GENERATION_TIMED_OUT_MESSAGE);
}
