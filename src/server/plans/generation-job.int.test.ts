/**
 * The generation job on its own, against real PostgreSQL: the step-based method with the
 * AI SDK's mock model (its choice used, or the built-in choice recorded as the fallback),
 * and the job's guards (a stale attempt, a plan deleted mid-run, a plan another worker holds).
 */
import { recipeMinutes } from '../../planner/cooking-time';
import { eq } from 'drizzle-orm';
import type { LanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue, type PlannerCatalogue } from '../../planner/catalogue';
import { fixtureCatalogue } from '../../planner/fixture-catalogue';
import type { Database } from '../db/client';
import { aiPrompts, mealPlans, users } from '../db/schema';
import { createStorePricing } from '../stores/store-registry';
import { createTestDatabase } from '../test-support/test-database';
import {
  PlanBusyError,
  runGenerationJob,
  type GenerationContext,
  type JobOutcome,
} from './generation-job';
import { PLAN_EVENTS_CHANNEL } from './plan-events';
import { queuedProgress } from './plan-progress';
import { inlineRunner } from './planner-runner';

let db: Database;
let drop: () => Promise<void>;
let catalogue: PlannerCatalogue;
const userId = 'user-job-test';

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  drop = database.drop;
  catalogue = buildCatalogue(fixtureCatalogue({ seed: 7 }));
  await db.insert(users).values({ id: userId, name: 'Job Tester', email: 'job@example.com' });
});
afterAll(async () => {
  await drop();
});

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

function mockModel(texts: Array<string | 'hang'>): MockLanguageModelV3 {
  let call = 0;
  return new MockLanguageModelV3({
    doGenerate: async (options) => {
      const text = texts[Math.min(call++, texts.length - 1)]!;
      if (text === 'hang') {
        return new Promise((_, reject) =>
          options.abortSignal?.addEventListener('abort', () => reject(options.abortSignal!.reason)),
        );
      }
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      };
    },
  });
}

function context(llm: LanguageModel | null): GenerationContext {
  return {
    pool: db.$client,
    db,
    planner: inlineRunner(async () => catalogue),
    pricing: createStorePricing(),
    llm,
    llmTimeoutMs: 100,
    log: () => {},
  };
}

async function insertPlan(method: 'classic' | 'new', attempt = 0): Promise<string> {
  const startedAt = new Date();
  const [row] = await db
    .insert(mealPlans)
    .values({
      userId,
      budgetCents: 20_000,
      duration: 3,
      servingsPerMeal: 2,
      generationMethod: method,
      startedAt,
      settings: {
        meals: ['breakfast', 'lunch', 'dinner'],
        store: 'walmart',
        budget: '200',
        budgetPreference: 'balanced',
        duration: 3,
        servingsPerMeal: 2,
        preferences: {},
        dietaryRestrictions: [],
        allergies: [],
        attempt,
        progress: queuedProgress(method, startedAt),
      },
    })
    .returning();
  return row!.id;
}

const run = (ctx: GenerationContext, planId: string, attempt = 0): Promise<JobOutcome> =>
  runGenerationJob(ctx, { planId, attempt }, { retryCount: 0, retryLimit: 3 });

async function stepOne(planId: string) {
  const rows = await db
    .select()
    .from(aiPrompts)
    .where(eq(aiPrompts.mealPlanId, planId))
    .orderBy(aiPrompts.createdAt);
  const step = rows.find((r) => r.type === 'step-1-choose-dishes')!;
  return {
    types: rows.map((r) => r.type),
    prompt: JSON.parse(step.prompt) as { prompt?: string; candidates: string[] },
    response: JSON.parse(step.response) as {
      source: string;
      recipeIds: string[];
      attempts: { outcome: string }[];
    },
  };
}

async function planOf(id: string) {
  const [row] = await db.select().from(mealPlans).where(eq(mealPlans.id, id));
  return row!;
}

describe('the step-based method with an LLM (AI SDK mock model)', () => {
  it("uses the model's dishes when they are valid, and the planner still prices the plan", async () => {
    // Two breakfasts within the default 30-minute breakfast (issue 27's time limit).
    const breakfasts = catalogue.recipesByMeal.breakfast
      .filter((i) => recipeMinutes(catalogue.recipes[i]!.recipe) <= 30)
      .slice(0, 2);
    const ids = breakfasts.map((i) => catalogue.recipes[i]!.recipe.id);
    const planId = await insertPlan('new');
    // The model may only pick among the offered candidates: take two of them.
    const model = mockModel([JSON.stringify({ recipeIds: ids })]);
    const outcome = await run(context(model), planId);
    const step = await stepOne(planId);
    if (!ids.every((id) => step.prompt.candidates.includes(id))) {
      throw new Error('fixture: the first breakfasts should be candidates');
    }
    expect(outcome).toBe('completed');
    expect(step.response.source).toBe('llm');
    expect(step.response.recipeIds).toEqual(ids);
    expect(step.prompt.prompt).toContain('Candidates (id | meal | title');
    expect(step.types).toEqual([
      'step-1-choose-dishes',
      'step-2-optimise-week',
      'step-3-price-list',
      'step-4-finalise',
    ]);
    const row = await planOf(planId);
    expect(row.status).toBe('completed');
    expect((row.settings.progress as { details: string }).details).toContain('suggested by AI');
  });

  it.each([
    ['invalid JSON', ['{"recipeIds": [oops'], 'invalid-json'],
    ['ids not in the catalogue', ['{"recipeIds":["no-such-recipe"]}'], 'unknown-ids'],
    ['a time-out', ['hang'], 'timeout'],
    ['a refusal', ["I'm sorry, but I can't help with that."], 'refusal'],
  ] as const)(
    'after %s twice, the built-in choice is used and recorded as the fallback',
    async (_, texts, outcome) => {
      const planId = await insertPlan('new');
      expect(await run(context(mockModel([...texts])), planId)).toBe('completed');
      const step = await stepOne(planId);
      expect(step.response.source).toBe('fallback');
      expect(step.response.attempts.map((a) => a.outcome)).toEqual([outcome, outcome]);
      expect(step.response.recipeIds.length).toBeGreaterThan(0);
      expect(step.response.recipeIds.every((id) => step.prompt.candidates.includes(id))).toBe(true);
      const row = await planOf(planId);
      expect(row.status).toBe('completed');
      expect((row.settings.progress as { details: string }).details).toContain(
        'the built-in choice was used',
      );
    },
  );

  it('without an LLM both methods run fully on the built-in planner', async () => {
    for (const method of ['classic', 'new'] as const) {
      const planId = await insertPlan(method);
      expect(await run(context(null), planId)).toBe('completed');
      expect((await planOf(planId)).status).toBe('completed');
    }
  });
});

describe('the job guards', () => {
  it('a job of an older attempt, or of a finished plan, changes nothing', async () => {
    const planId = await insertPlan('classic', 2);
    expect(await run(context(null), planId, 1)).toBe('skipped');
    expect((await planOf(planId)).status).toBe('processing');
    expect(await run(context(null), planId, 2)).toBe('completed');
    const done = await planOf(planId);
    expect(await run(context(null), planId, 2)).toBe('skipped');
    expect((await planOf(planId)).updatedAt).toEqual(done.updatedAt);
  });

  it("a rerun after a crash removes the killed run's step records before writing its own", async () => {
    const planId = await insertPlan('new');
    await db.insert(aiPrompts).values({
      mealPlanId: planId,
      userId,
      type: 'step-1-choose-dishes',
      prompt: 'from the killed run',
      response: '{}',
    });
    expect(await run(context(null), planId)).toBe('completed');
    const rows = await db.select().from(aiPrompts).where(eq(aiPrompts.mealPlanId, planId));
    expect(rows.map((r) => r.type).sort()).toEqual([
      'step-1-choose-dishes',
      'step-2-optimise-week',
      'step-3-price-list',
      'step-4-finalise',
    ]);
    expect(rows.some((r) => r.prompt === 'from the killed run')).toBe(false);
  });

  it('a plan deleted while its job runs stays deleted, and the job stops', async () => {
    const planId = await insertPlan('new');
    const ctx = context(null);
    const deleting: GenerationContext = {
      ...ctx,
      planner: {
        ...ctx.planner,
        rank: async (input, seed) => {
          await db.delete(mealPlans).where(eq(mealPlans.id, planId));
          return ctx.planner.rank(input, seed);
        },
      },
    };
    expect(await run(deleting, planId)).toBe('skipped');
    expect(await db.select().from(mealPlans).where(eq(mealPlans.id, planId))).toEqual([]);
    expect(await db.select().from(aiPrompts).where(eq(aiPrompts.mealPlanId, planId))).toEqual([]);
  });

  it('a plan another worker is generating is left to it: waited for briefly, then retried later', async () => {
    const planId = await insertPlan('classic');
    const holder = await db.$client.connect();
    try {
      await holder.query('select pg_advisory_lock(72707005, hashtext($1))', [planId]);
      await expect(run(context(null), planId)).rejects.toBeInstanceOf(PlanBusyError);
      // The other run ends while this one waits: this one then takes the plan.
      const waiting = run(context(null), planId);
      await holder.query('select pg_advisory_unlock_all()');
      expect(await waiting).toBe('completed');
    } finally {
      await holder.query('select pg_advisory_unlock_all()');
      holder.release();
    }
  });

  it('an unexpected failure is retried by the queue; the last retry marks the plan as error', async () => {
    const planId = await insertPlan('classic');
    const broken: GenerationContext = {
      ...context(null),
      planner: {
        ...context(null).planner,
        generate: async () => {
          throw new Error('disk on fire');
        },
      },
    };
    await expect(run(broken, planId)).rejects.toThrow('disk on fire');
    expect((await planOf(planId)).status).toBe('processing');
    const last = await runGenerationJob(
      broken,
      { planId, attempt: 0 },
      { retryCount: 3, retryLimit: 3 },
    );
    expect(last).toBe('error');
    const row = await planOf(planId);
    expect(row.status).toBe('error');
    expect(row.error).toBe('Something went wrong while generating your meal plan. Please retry.');
  });
});

/** The job's pool, with every statement its connections send written down. */
function recordingContext(sent: string[]): GenerationContext {
  const pool = db.$client;
  const recording = Object.create(pool) as typeof pool;
  recording.connect = (async () => {
    const client = await pool.connect();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      sent.push(String(typeof args[0] === 'string' ? args[0] : ''));
      return query(...args);
    };
    return client;
  }) as typeof pool.connect;
  return { ...context(null), pool: recording };
}

describe('the end of a run (issue 33)', () => {
  it('writes the outcome, its record and its event in one statement, no transaction', async () => {
    const listener = await db.$client.connect();
    const events: string[] = [];
    listener.on('notification', (n) => events.push(n.payload ?? ''));
    await listener.query(`LISTEN ${PLAN_EVENTS_CHANNEL}`);
    try {
      const planId = await insertPlan('classic');
      const sent: string[] = [];
      const ctx = recordingContext(sent);
      expect(await run(ctx, planId)).toBe('completed');
      expect(sent.filter((q) => /^\s*(begin|commit)\b/i.test(q))).toEqual([]);
      const last = sent.filter((q) => q.includes('insert into ai_prompts'));
      expect(last.at(-1)).toContain('pg_notify');
      expect(last.at(-1)).toContain('update meal_plans');
      const row = await planOf(planId);
      expect(row.status).toBe('completed');
      expect(row.generatedPlan).not.toBeNull();
      const records = await db.select().from(aiPrompts).where(eq(aiPrompts.mealPlanId, planId));
      expect(records.map((r) => r.type)).toEqual(['classic']);
      await waitForEvent(events, planId, 'completed');
    } finally {
      await listener.query(`UNLISTEN ${PLAN_EVENTS_CHANNEL}`);
      listener.release();
    }
  });
});

describe('the steps a run writes (issue 33)', () => {
  /** Statements sent on the job's connections, and the events of every plan. */
  async function observed(ctx: GenerationContext, planId: string) {
    const listener = await db.$client.connect();
    const events: string[] = [];
    listener.on('notification', (n) => events.push(n.payload ?? ''));
    await listener.query(`LISTEN ${PLAN_EVENTS_CHANNEL}`);
    try {
      expect(await run(ctx, planId)).toBe('completed');
      await waitForEvent(events, planId, 'completed');
    } finally {
      await listener.query(`UNLISTEN ${PLAN_EVENTS_CHANNEL}`);
      listener.release();
    }
    return events
      .map((e) => JSON.parse(e) as { status?: { id: string; currentStep: string } })
      .filter((e) => e.status?.id === planId)
      .map((e) => e.status!.currentStep);
  }

  /** A live store that knows none of the products: every item keeps its reference price. */
  function livePricing(): GenerationContext['pricing'] {
    const registry = createStorePricing();
    const live = {
      store: 'walmart' as const,
      status: () => ({ store: 'walmart' as const, pricing: 'live' as const, message: 'live' }),
      priceItems: async () => ({ prices: new Map(), where: 'Walmart' }),
    };
    return { ...registry, walmart: live };
  }

  it('by reference prices, pricing and the final check are recorded with the outcome, not written on their own', async () => {
    const planId = await insertPlan('classic');
    const sent: string[] = [];
    const steps = await observed(recordingContext(sent), planId);
    // Two step writes (the first also clears an interrupted run's records), then the outcome.
    expect(steps).toEqual(['load-preferences', 'optimise-week', 'completed']);
    const planWrites = sent.filter((q) => q.includes('update meal_plans'));
    expect(planWrites).toHaveLength(3);
    expect(planWrites[0]).toContain('delete from ai_prompts');
    expect(sent.filter((q) => q.includes('delete from ai_prompts'))).toHaveLength(1);
    const progress = (await planOf(planId)).settings.progress as {
      steps: Array<{ step: string; durationMs: number | null }>;
    };
    expect(progress.steps.map((s) => s.step)).toEqual([
      'load-preferences',
      'optimise-week',
      'price-list',
      'finalise',
    ]);
    expect(progress.steps.every((s) => s.durationMs !== null)).toBe(true);
  });

  it('a live store is asked over the network: its pricing step is announced', async () => {
    for (const method of ['classic', 'new'] as const) {
      const planId = await insertPlan(method);
      const steps = await observed({ ...context(null), pricing: livePricing() }, planId);
      expect(steps).toEqual(
        method === 'classic'
          ? ['load-preferences', 'optimise-week', 'price-list', 'completed']
          : ['load-preferences', 'choose-dishes', 'optimise-week', 'price-list', 'completed'],
      );
    }
  });
});

async function waitForEvent(events: string[], planId: string, status: string) {
  for (let i = 0; i < 100; i++) {
    if (events.some((e) => e.includes(planId) && e.includes(`"status":"${status}"`))) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${status} event for ${planId}: ${events.join('\n')}`);
}
