/**
 * One generation job: a stored plan in `processing` becomes `completed` with its generated
 * plan, or `error` with a message a person can read.
 *
 * Safe against crashes and duplicates:
 * - The job holds a session advisory lock on the plan while it runs. A second worker that
 *   receives the same job (pg-boss re-delivers a job whose worker stopped answering) finds
 *   the lock taken and backs off; a worker killed with SIGKILL loses its connection, and
 *   PostgreSQL releases its lock at once.
 * - Every write is conditional on the plan still being in this attempt's `processing`
 *   (not deleted, not retried, not timed out), so a stale run changes nothing.
 * - A run starts by removing what an interrupted run left (its ai_prompts), and the plan,
 *   its status and the last step's record are written in ONE statement at the end: a
 *   plan is never `completed` without its generated plan, nor half of one.
 * - Progress and step records are committed as steps start, each with a NOTIFY, so every
 *   process's event streams see them at once; steps that take no time worth showing
 *   (pricing by reference prices, the final check) are recorded in the progress the outcome
 *   writes, not written and announced on their own (issue 33: two statements and two
 *   events fewer per plan).
 */
import { loadPriceContext } from '../prices/price-context';
import type { LanguageModel } from 'ai';
import type pg from 'pg';
import { PlanInfeasibleError } from '../../planner/generate-plan';
import type { PlanInput } from '../../planner/plan-input';
import { hashString } from '../../planner/random';
import { formatBudgetDollars, mealNamesForMessage } from '../../shared/budget-rules';
import {
  generatedPlanSchema,
  shoppingTotalCents,
  type GeneratedPlan,
} from '../../shared/generated-plan';
import {
  GENERATING_NAME,
  GENERATION_TIMEOUT_MS,
  type GenerationMethod,
  type MealPlanProgress,
  type MealPlanStatus,
} from '../../shared/meal-plan';
import type { Store } from '../../shared/options';
import { chooseDishes, DISH_CHOICE_SYSTEM_PROMPT, type DishChoice } from '../ai/dish-chooser';
import type { Database } from '../db/client';
import { loadPantry } from '../pantry/pantry-routes';
import { loadPantryStock } from '../pantry/pantry-stock';
import { loadPreferences } from '../preferences/preferences-routes';
import { repricePlan, storeLabel, type RepriceResult } from '../stores/store-pricing';
import type { StorePricingRegistry } from '../stores/store-registry';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { encodePlanEvent, PLAN_EVENTS_CHANNEL } from './plan-events';
import {
  completedProgress,
  errorProgress,
  queuedProgress,
  startStep,
  statusVersion,
} from './plan-progress';
import { attemptOf, isTimedOut, type MealPlanRow } from './plan-view';
import { plannerInputFor, PlanSettingsError } from './planner-input';
import { withOwnRecipes } from '../recipe-import/plan-own-recipes';
import { loadRecipeMemory } from '../recipes/recipe-memory-store';
import type { PlannerRunner } from './planner-runner';

export interface GenerationJobData {
  planId: string;
  /** The plan's generation attempt this job is for (0, then +1 per retry). */
  attempt: number;
}

export interface GenerationContext {
  /** The worker's pool: one connection per running job plus short statements. */
  pool: pg.Pool;
  db: Database;
  /** Runs the planner (a thread pool, or inline). */
  planner: PlannerRunner;
  pricing: StorePricingRegistry;
  llm: LanguageModel | null;
  llmTimeoutMs: number;
  log: (message: string) => void;
}

export type JobOutcome = 'completed' | 'error' | 'skipped';

/** Another worker is generating this plan right now: pg-boss retries the job later. */
export class PlanBusyError extends Error {}

/** The plan changed under this run (deleted, retried, timed out): stop writing. */
class SupersededError extends Error {}

const PLAN_LOCK_CLASS = 72707005;
const LOCK_WAIT_MS = 3_000;
export const GENERIC_FAILURE_MESSAGE =
  'Something went wrong while generating your meal plan. Please retry.';

export async function runGenerationJob(
  ctx: GenerationContext,
  data: GenerationJobData,
  meta: { retryCount: number; retryLimit: number },
): Promise<JobOutcome> {
  const client = await ctx.pool.connect();
  let broken: Error | undefined;
  try {
    await lockPlan(client, data.planId);
    try {
      return await generate(ctx, client, data, meta);
    } finally {
      await client
        .query('select pg_advisory_unlock($1, hashtext($2))', [PLAN_LOCK_CLASS, data.planId])
        .catch((error: Error) => {
          broken = error;
        });
    }
  } finally {
    // A connection that failed is destroyed, which also drops any lock it held.
    client.release(broken);
  }
}

/**
 * Takes the plan's lock, waiting a few seconds when another run holds it (a slow worker
 * whose job was handed on finishes, and this run then finds the plan done).
 */
async function lockPlan(client: pg.PoolClient, planId: string): Promise<void> {
  const tried = await client.query<{ ok: boolean }>(
    'select pg_try_advisory_lock($1, hashtext($2)) as ok',
    [PLAN_LOCK_CLASS, planId],
  );
  if (tried.rows[0]?.ok) return;
  await client.query(`select set_config('lock_timeout', $1, false)`, [`${LOCK_WAIT_MS}ms`]);
  try {
    await client.query('select pg_advisory_lock($1, hashtext($2))', [PLAN_LOCK_CLASS, planId]);
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') {
      throw new PlanBusyError(`Plan ${planId} is being generated`);
    }
    throw error;
  } finally {
    await client.query(`select set_config('lock_timeout', '0', false)`);
  }
}

async function loadRow(client: pg.PoolClient, planId: string): Promise<MealPlanRow | null> {
  const { rows } = await client.query<Record<string, unknown>>(
    `select id, user_id, name, description, budget_cents, duration, servings_per_meal, status,
            settings, generated_plan, locked_meals, progress, error, user_name, generation_method,
            started_at, completed_at, created_at, updated_at
       from meal_plans where id = $1`,
    [planId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id as string,
    userId: r.user_id as string,
    name: r.name as string,
    description: (r.description as string | null) ?? null,
    budgetCents: r.budget_cents as number,
    duration: r.duration as number,
    servingsPerMeal: r.servings_per_meal as number,
    status: r.status as MealPlanRow['status'],
    settings: (r.settings as Record<string, unknown>) ?? {},
    generatedPlan: (r.generated_plan as Record<string, unknown> | null) ?? null,
    lockedMeals: (r.locked_meals as MealPlanRow['lockedMeals'] | null) ?? [],
    progress: r.progress as number,
    error: (r.error as string | null) ?? null,
    userName: r.user_name as string,
    generationMethod: r.generation_method as MealPlanRow['generationMethod'],
    startedAt: r.started_at as Date,
    completedAt: (r.completed_at as Date | null) ?? null,
    createdAt: r.created_at as Date,
    updatedAt: r.updated_at as Date,
  };
}

async function generate(
  ctx: GenerationContext,
  client: pg.PoolClient,
  data: GenerationJobData,
  meta: { retryCount: number; retryLimit: number },
): Promise<JobOutcome> {
  const row = await loadRow(client, data.planId);
  if (!row || row.status !== 'processing' || attemptOf(row) !== data.attempt) return 'skipped';
  if (isTimedOut(row, Date.now())) return 'skipped';
  const run = new RunWriter(client, row, data.attempt, ctx.llm !== null);
  try {
    // The first step also removes what an interrupted run of this plan left.
    await run.step('load-preferences');
    const [prefs, pantry, stock, prices, memory] = await Promise.all([
      loadPreferences(ctx.db, row.userId),
      loadPantry(ctx.db, row.userId),
      loadPantryStock(ctx.db, row.userId),
      loadPriceContext(ctx.db, row.userId),
      loadRecipeMemory(ctx.db, row.userId),
    ]);
    // Ratings, favourites and the last 14 days' plans steer the planner (issue 32); a replan's
    // replaced recipes count as recent too (plans-service.ts replan).
    const replaced = Array.isArray(row.settings.replaced)
      ? row.settings.replaced.filter((id): id is string => typeof id === 'string')
      : [];
    const input = await withOwnRecipes(
      ctx.db,
      row.userId,
      {
        ...plannerInputFor(row, prefs, pantry, stock),
        ...memory,
        recentRecipeIds: [...memory.recentRecipeIds, ...replaced],
      },
      row.settings,
    );
    const seed = hashString(`${row.id}:${data.attempt}`);
    const pricing = ctx.pricing[input.store];
    // Pricing by reference prices is instant; a live store is asked over the network.
    const pricingTakesTime = pricing.status().pricing === 'live';

    if (row.generationMethod === 'classic') {
      await run.step('optimise-week');
      const planned = await ctx.planner.generate(input, seed, prices);
      await run.step('price-list', { announce: pricingTakesTime });
      const priced = await repricePlan(pricing, planned, { userId: row.userId });
      await run.step('finalise', { announce: false });
      const final = finalise(priced.plan, input);
      await run.complete(final, input, detailsOf(priced, null), [
        {
          type: 'classic',
          prompt: JSON.stringify({ method: 'classic', seed, input }),
          response: JSON.stringify({
            ...planSummary(final),
            pricing: pricingSummary(priced),
          }),
        },
      ]);
      return 'completed';
    }

    await run.step('choose-dishes');
    const ranked = await ctx.planner.rank(input, seed, prices);
    const choice = await chooseDishes(
      ctx.llm,
      {
        meals: input.meals,
        days: input.days,
        servings: input.servings,
        cuisines: input.cuisines,
        dishTypes: input.dishTypes,
        diets: input.diets,
        budgetPreference: input.budgetPreference,
        perMeal: ranked.perMeal,
        candidates: ranked.offered,
      },
      () => ranked.builtIn,
      { timeoutMs: ctx.llmTimeoutMs },
    );
    await run.record(
      'step-1-choose-dishes',
      JSON.stringify({
        step: 'choose candidate dishes',
        llm: ctx.llm !== null,
        ...(choice.prompt ? { system: DISH_CHOICE_SYSTEM_PROMPT, prompt: choice.prompt } : {}),
        perMeal: ranked.perMeal,
        candidates: ranked.offered.map((c) => c.id),
      }),
      JSON.stringify({
        source: choice.source,
        recipeIds: choice.recipeIds,
        attempts: choice.attempts,
      }),
    );

    await run.step('optimise-week');
    const optimiseInput: PlanInput = { ...input, preferredRecipeIds: choice.recipeIds };
    const planned = await ctx.planner.generate(optimiseInput, seed, prices);
    await run.record(
      'step-2-optimise-week',
      JSON.stringify({ step: 'optimise the week', seed, input: optimiseInput }),
      JSON.stringify(planSummary(planned)),
    );

    await run.step('price-list', { announce: pricingTakesTime });
    const priced = await repricePlan(pricing, planned, { userId: row.userId });
    await run.record(
      'step-3-price-list',
      JSON.stringify({
        step: `price the list at ${storeLabel(input.store)}`,
        store: input.store,
        items: Object.entries(planned.shopping_list.items).map(([key, i]) => ({
          key,
          storeProductId: i.storeProductId ?? null,
          referencePrice: i.price,
          quantity: i.quantity_to_buy,
        })),
      }),
      JSON.stringify(pricingSummary(priced)),
    );

    await run.step('finalise', { announce: false });
    const final = finalise(priced.plan, input);
    await run.complete(final, input, detailsOf(priced, choice), [
      {
        type: 'step-4-finalise',
        prompt: JSON.stringify({
          step: 'finalise',
          checks: ['shape of the generated plan', 'one recipe per day and chosen meal'],
        }),
        response: JSON.stringify(planSummary(final)),
      },
    ]);
    return 'completed';
  } catch (error) {
    if (error instanceof SupersededError) return 'skipped';
    if (error instanceof PlanInfeasibleError || error instanceof PlanSettingsError) {
      return (await run.fail(error.message)) ? 'error' : 'skipped';
    }
    if (meta.retryCount >= meta.retryLimit) {
      ctx.log(`generation of ${row.id} failed for good: ${(error as Error).message}`);
      try {
        return (await run.fail(GENERIC_FAILURE_MESSAGE)) ? 'error' : 'skipped';
      } catch (failError) {
        // This run's connection died (issue 28): without the failure written on another one,
        // the plan would read "Generating..." until the 10-minute sweep, with no Retry.
        if (!isDatabaseUnavailable(failError)) throw failError;
        return (await run.failOnFreshConnection(ctx.pool, GENERIC_FAILURE_MESSAGE))
          ? 'error'
          : 'skipped';
      }
    }
    throw error;
  }
}

function detailsOf(priced: RepriceResult, choice: DishChoice | null): string {
  const parts: string[] = [];
  if (choice?.source === 'fallback') {
    const reasons = [...new Set(choice.attempts.map((a) => a.outcome))].join(', ');
    parts.push(`The AI suggestion could not be used (${reasons}); the built-in choice was used.`);
  } else if (choice?.source === 'llm') {
    parts.push('Dishes suggested by AI, checked and priced by the planner.');
  }
  parts.push(priced.note);
  return parts.join(' ');
}

/** Checks the plan's shape before it is stored; a bad plan is a bug, not the person's fault. */
function finalise(plan: GeneratedPlan, input: PlanInput): GeneratedPlan {
  const checked = generatedPlanSchema.parse(plan);
  const expected = input.days * input.meals.length;
  if (checked.recipes.length !== expected) {
    throw new Error(`The plan has ${checked.recipes.length} meals, expected ${expected}`);
  }
  return checked;
}

function planName(input: Pick<PlanInput, 'days'>): string {
  return `${input.days}-Day Meal Plan`;
}

function planDescription(input: PlanInput): string {
  const meals = mealNamesForMessage(input.meals);
  const people = input.servings === 1 ? 'person' : 'people';
  return (
    `${meals.charAt(0).toUpperCase()}${meals.slice(1)} for ${input.servings} ${people} ` +
    // No total here (issue 29): the list's total changes with swaps and edits, and the page
    // shows that one figure everywhere.
    `at ${storeLabel(input.store)}, on a ${formatBudgetDollars(input.budgetCents / 100)} budget.`
  );
}

function planSummary(plan: GeneratedPlan) {
  return {
    recipes: plan.recipes.map((r) => ({
      day: r.day,
      meal: r.meal,
      recipeId: r.recipeId,
      dish: r.dish,
      costPerServingCents: r.costPerServingCents,
    })),
    items: Object.keys(plan.shopping_list.items).length,
    totals: plan.totals,
    budget: plan.budget,
    notes: plan.notes,
  };
}

function pricingSummary(priced: RepriceResult) {
  return {
    source: priced.source,
    liveItems: priced.liveItems,
    referenceItems: priced.referenceItems,
    totalCents: shoppingTotalCents(priced.plan.shopping_list),
    note: priced.note,
    problem: priced.problem,
  };
}

type PromptRecord = { type: string; prompt: string; response: string };

/** The run's writes, each conditional on the plan still being this attempt's. */
class RunWriter {
  private progress: MealPlanProgress;
  private readonly method: GenerationMethod;
  private readonly store: Store;
  private readonly timeoutSeconds = GENERATION_TIMEOUT_MS / 1000;
  /** Whether a step has been written (the first one clears an interrupted run's records). */
  private begun = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly row: MealPlanRow,
    private readonly attempt: number,
    private readonly llm: boolean,
  ) {
    this.method = row.generationMethod;
    this.store = row.settings.store === 'target' ? 'target' : 'walmart';
    this.progress = queuedProgress(this.method, row.startedAt);
  }

  private get guard(): string {
    return `status = 'processing' and coalesce((settings->>'attempt')::int, 0) = $2
            and started_at > now() - make_interval(secs => ${this.timeoutSeconds})`;
  }

  private statusPayload(
    status: MealPlanStatus['status'],
    extra: Partial<MealPlanStatus> = {},
  ): string {
    const p = this.progress;
    return encodePlanEvent({
      type: 'status',
      userId: this.row.userId,
      status: {
        id: this.row.id,
        status,
        currentStep: p.currentStep,
        percentComplete: p.percentComplete,
        message: p.message,
        error: p.error,
        details: p.details,
        estimatedTimeRemaining: p.estimatedTimeRemaining,
        name: this.row.name,
        version: statusVersion(this.attempt, status, p.percentComplete),
        updatedAt: new Date().toISOString(),
        ...extra,
      },
    });
  }

  /**
   * Starts a step. Announced (the default): the progress is written and every event stream
   * told, in one statement; the run's first announced step also removes what an interrupted
   * run of this plan left behind (its ai_prompts). Not announced: only recorded in the
   * progress, which the next write carries (the outcome's, for the last steps).
   */
  async step(
    step: Parameters<typeof startStep>[1],
    options: { announce?: boolean } = {},
  ): Promise<void> {
    this.progress = startStep(this.progress, step, {
      method: this.method,
      store: this.store,
      llm: this.llm,
    });
    if (options.announce === false) return;
    const clearLeftovers = !this.begun;
    this.begun = true;
    const { rows } = await this.client.query(
      `with ${
        clearLeftovers
          ? `d as (
         delete from ai_prompts where meal_plan_id = $1
            and exists (select 1 from meal_plans where id = $1 and ${this.guard})),`
          : ''
      } u as (
         update meal_plans
            set progress = $3,
                settings = jsonb_set(settings, '{progress}', $4::jsonb),
                updated_at = now()
          where id = $1 and ${this.guard}
          returning id)
       select pg_notify('${PLAN_EVENTS_CHANNEL}', $5) from u`,
      [
        this.row.id,
        this.attempt,
        this.progress.percentComplete,
        JSON.stringify(this.progress),
        this.statusPayload('processing'),
      ],
    );
    if (rows.length === 0) throw new SupersededError();
  }

  async record(type: string, prompt: string, response: string): Promise<void> {
    const result = await this.client.query(
      `insert into ai_prompts (meal_plan_id, user_id, prompt, response, type)
       select $1, $3, $4, $5, $6
        where exists (select 1 from meal_plans where id = $1 and ${this.guard})`,
      [this.row.id, this.attempt, this.row.userId, prompt, response, type],
    );
    if (result.rowCount === 0) throw new SupersededError();
  }

  async complete(
    plan: GeneratedPlan,
    input: PlanInput,
    details: string,
    prompts: PromptRecord[],
  ): Promise<void> {
    this.progress = completedProgress(this.progress, details);
    const name = planName(input);
    await this.finish(
      `status = 'completed', generated_plan = $3::jsonb, name = $4, description = $5,
       progress = 100, error = null, completed_at = now()`,
      [JSON.stringify(plan), name, planDescription(input)],
      this.statusPayload('completed', { name, percentComplete: 100, error: null }),
      prompts,
    );
  }

  /**
   * `fail` on a new connection from the pool, tried a few times while the database is away:
   * for the last attempt whose own connection was terminated. The update is guarded like every
   * write of a run (still processing, same attempt), so it never overwrites another outcome.
   */
  async failOnFreshConnection(pool: pg.Pool, message: string, tries = 6): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      let fresh: pg.PoolClient | undefined;
      let broken: Error | undefined;
      try {
        fresh = await pool.connect();
        const writer = new RunWriter(fresh, this.row, this.attempt, this.llm);
        writer.progress = this.progress;
        return await writer.fail(message);
      } catch (error) {
        broken = error as Error;
        if (!isDatabaseUnavailable(error) || attempt + 1 >= tries) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      } finally {
        fresh?.release(broken);
      }
    }
  }

  /** Returns false when the plan was no longer this run's to fail. */
  async fail(message: string): Promise<boolean> {
    this.progress = errorProgress(this.progress, message);
    // A failed plan is no longer "Generating...": it keeps the name it would have had.
    const name =
      this.row.name === GENERATING_NAME ? planName({ days: this.row.duration }) : this.row.name;
    try {
      await this.finish(
        `status = 'error', error = $3, name = $4`,
        [message, name],
        this.statusPayload('error', { error: message, message, name }),
        [],
      );
      return true;
    } catch (error) {
      if (error instanceof SupersededError) return false;
      throw error;
    }
  }

  /**
   * The outcome, its prompt records and the event in ONE statement (issue 33: it was a
   * transaction of five round trips per plan). A statement is atomic, so the plan is never
   * completed without its records; the inserts and the NOTIFY read the update's row, so a
   * superseded run (no row updated) writes nothing and notifies no one.
   */
  private async finish(
    set: string,
    values: unknown[],
    event: string,
    prompts: PromptRecord[],
  ): Promise<void> {
    const offset = 3 + values.length;
    const { rows } = await this.client.query<{ updated: number }>(
      `with u as (
         update meal_plans
            set ${set},
                settings = jsonb_set(settings, '{progress}', $${offset}::jsonb),
                updated_at = now()
          where id = $1 and ${this.guard}
          returning id),
       p as (
         insert into ai_prompts (meal_plan_id, user_id, prompt, response, type)
         select u.id, $${offset + 1}, x.prompt, x.response, x.type
           from u, unnest($${offset + 2}::text[], $${offset + 3}::text[], $${offset + 4}::text[])
                     as x(prompt, response, type)),
       n as (select pg_notify('${PLAN_EVENTS_CHANNEL}', $${offset + 5}) from u)
       select (select count(*) from u)::int as updated, (select count(*) from n)::int as notified`,
      [
        this.row.id,
        this.attempt,
        ...values,
        JSON.stringify(this.progress),
        this.row.userId,
        prompts.map((p) => p.prompt),
        prompts.map((p) => p.response),
        prompts.map((p) => p.type),
        event,
      ],
    );
    if ((rows[0]?.updated ?? 0) === 0) throw new SupersededError();
  }
}
