/**
 * The step-based method's first step with an LLM: it proposes dishes for the person's
 * tastes, choosing only among recipe ids the planner already found safe for them. The LLM
 * proposes, code checks: its answer must be JSON matching a zod schema, every id must be one
 * it was offered, and it must answer within the time limit. A failure (invalid JSON, an id
 * not offered, a time-out, a refusal, an API error) is retried once with the reason; a
 * second failure falls back to the built-in choice, recorded as such. The LLM never sets
 * quantities, prices or the budget check: the planner does.
 */
import { generateText, NoObjectGeneratedError, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
import type { Meal } from '../../shared/options';

export const dishChoiceSchema = z.object({
  recipeIds: z
    .array(z.string())
    .min(1)
    .max(200)
    .describe('Recipe ids chosen from the candidate list, exactly as written there'),
});

export interface DishCandidate {
  id: string;
  meal: Meal;
  title: string;
  cuisine: string;
  dishType: string;
  /** What the recipe alone would cost per serving in whole packages, cents. */
  costPerServingCents: number;
}

export interface DishChoiceRequest {
  meals: readonly Meal[];
  days: number;
  servings: number;
  cuisines: readonly string[];
  dishTypes: Readonly<Record<Meal, readonly string[]>>;
  diets: readonly string[];
  budgetPreference: string;
  /** How many dishes to choose per meal. */
  perMeal: number;
  candidates: readonly DishCandidate[];
}

export type AttemptOutcome =
  'ok' | 'invalid-json' | 'unknown-ids' | 'timeout' | 'refusal' | 'error';

export interface DishChoiceAttempt {
  attempt: number;
  outcome: AttemptOutcome;
  detail: string;
  ms: number;
  /** The model's raw text, when there was one (shortened). */
  text?: string;
}

export interface DishChoice {
  /** llm: the model's choice; built-in: no model configured; fallback: the model failed twice. */
  source: 'llm' | 'built-in' | 'fallback';
  recipeIds: string[];
  attempts: DishChoiceAttempt[];
  /** The prompt as first sent (empty for built-in). */
  prompt: string;
}

export const DISH_CHOICE_SYSTEM_PROMPT =
  'You help plan budget meals. From the candidate recipes you are given, choose dishes that ' +
  'suit the person. Use only recipe ids from the list, copied exactly; never invent ids. ' +
  'Do not give quantities or prices. Answer with JSON only, of the form {"recipeIds": ["id", ...]}.';

export function dishChoicePrompt(request: DishChoiceRequest): string {
  const lines = [
    `Plan: ${request.days} day(s), ${request.servings} serving(s) per meal, meals: ${request.meals.join(', ')}.`,
    `Preferred cuisines: ${request.cuisines.join(', ') || 'no preference'}.`,
    ...request.meals.map(
      (m) => `Preferred ${m} dishes: ${request.dishTypes[m]?.join(', ') || 'no preference'}.`,
    ),
    `Diet: ${request.diets.join(', ') || 'none'}. Budget preference: ${request.budgetPreference}.`,
    `Choose ${request.perMeal} different dishes for each meal, favouring the preferred cuisines and ` +
      'dishes, variety across the week, and recipes that share ingredients (less waste, lower cost).',
    '',
    'Candidates (id | meal | title | cuisine | dish type | cost per serving alone):',
    ...request.candidates.map(
      (c) =>
        `${c.id} | ${c.meal} | ${c.title} | ${c.cuisine} | ${c.dishType} | $${(c.costPerServingCents / 100).toFixed(2)}`,
    ),
  ];
  return lines.join('\n');
}

const REFUSAL =
  /\b(i can(?:not|'t|’t)|i am unable|i'm unable|sorry|i won't|i will not|as an ai)\b/i;

class AttemptFailure extends Error {
  constructor(
    readonly outcome: Exclude<AttemptOutcome, 'ok'>,
    message: string,
    readonly text?: string,
  ) {
    super(message);
  }
}

async function attemptOnce(
  model: LanguageModel,
  prompt: string,
  offered: ReadonlySet<string>,
  timeoutMs: number,
): Promise<string[]> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The LLM did not answer in time', 'TimeoutError')),
    timeoutMs,
  );
  try {
    const result = await generateText({
      model,
      system: DISH_CHOICE_SYSTEM_PROMPT,
      prompt,
      output: Output.object({ schema: dishChoiceSchema }),
      maxRetries: 0,
      temperature: 0.3,
      abortSignal: controller.signal,
    });
    if (result.finishReason === 'content-filter') {
      throw new AttemptFailure('refusal', 'The model refused (content filter)', result.text);
    }
    const ids = [...new Set(result.output.recipeIds.map((id) => id.trim()))];
    const unknown = ids.filter((id) => !offered.has(id));
    if (unknown.length > 0) {
      throw new AttemptFailure(
        'unknown-ids',
        `Ids not among the offered recipes: ${unknown.slice(0, 10).join(', ')}`,
        result.text,
      );
    }
    return ids;
  } catch (error) {
    if (error instanceof AttemptFailure) throw error;
    if (controller.signal.aborted) {
      throw new AttemptFailure('timeout', `No answer within ${timeoutMs} ms`);
    }
    if (NoObjectGeneratedError.isInstance(error)) {
      const text = error.text ?? '';
      const refused =
        error.finishReason === 'content-filter' || (!/^\s*[[{]/.test(text) && REFUSAL.test(text));
      if (refused) throw new AttemptFailure('refusal', 'The model declined to choose', text);
      throw new AttemptFailure(
        'invalid-json',
        `The answer was not the JSON asked for (${error.cause instanceof Error ? error.cause.message.split('\n')[0] : error.message})`,
        text,
      );
    }
    throw new AttemptFailure('error', (error as Error).message ?? String(error));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks the model (twice at most) and falls back to `builtIn` when it cannot. Without a
 * model, the built-in choice is the answer.
 */
export async function chooseDishes(
  model: LanguageModel | null,
  request: DishChoiceRequest,
  builtIn: () => string[],
  options: { timeoutMs: number },
): Promise<DishChoice> {
  if (!model) return { source: 'built-in', recipeIds: builtIn(), attempts: [], prompt: '' };
  const offered = new Set(request.candidates.map((c) => c.id));
  const prompt = dishChoicePrompt(request);
  const attempts: DishChoiceAttempt[] = [];
  let currentPrompt = prompt;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const started = performance.now();
    try {
      const ids = await attemptOnce(model, currentPrompt, offered, options.timeoutMs);
      attempts.push({
        attempt,
        outcome: 'ok',
        detail: `${ids.length} dishes chosen`,
        ms: Math.round(performance.now() - started),
      });
      return { source: 'llm', recipeIds: ids, attempts, prompt };
    } catch (error) {
      const failure =
        error instanceof AttemptFailure ? error : new AttemptFailure('error', String(error));
      attempts.push({
        attempt,
        outcome: failure.outcome,
        detail: failure.message,
        ms: Math.round(performance.now() - started),
        ...(failure.text !== undefined ? { text: failure.text.slice(0, 2000) } : {}),
      });
      currentPrompt =
        `${prompt}\n\nYour previous answer could not be used: ${failure.message}. ` +
        'Answer again with JSON only, using only ids from the candidate list.';
    }
  }
  return { source: 'fallback', recipeIds: builtIn(), attempts, prompt };
}
