import { describe, expect, it } from 'vitest';
import { planInputSchema } from '../../planner/plan-input';
import { PlanInfeasibleError } from '../../planner/plan-model';
import { loadReferenceCatalogue } from '../catalogue/load-reference-catalogue';
import { fixtureDataDir } from './plans-test-support';
import { inlineRunner, threadPoolRunner } from './planner-runner';

const input = planInputSchema.parse({
  meals: ['breakfast', 'lunch', 'dinner'],
  days: 3,
  servings: 2,
  budgetCents: 20_000,
});

describe('the planner thread pool', () => {
  it('plans in threads exactly as on the main thread, in parallel, and revives planner errors', async () => {
    const messages: string[] = [];
    const pool = threadPoolRunner({
      dataDir: fixtureDataDir(),
      threads: 2,
      log: (m) => messages.push(m),
    });
    const inline = inlineRunner(async () => loadReferenceCatalogue(fixtureDataDir()));
    try {
      const threaded = await Promise.all([1, 2, 3, 4].map((seed) => pool.generate(input, seed)));
      const direct = await Promise.all([1, 2, 3, 4].map((seed) => inline.generate(input, seed)));
      expect(threaded).toEqual(direct);
      expect(await pool.rank(input, 5)).toEqual(await inline.rank(input, 5));
      const tooLow = { ...input, budgetCents: 100, budgetPreference: 'strict' as const };
      const error = await pool.generate(tooLow, 1).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlanInfeasibleError);
      expect((error as PlanInfeasibleError).code).toBe('budget-too-low');
      expect((error as Error).message).toMatch(/^Your budget of \$1 is too low/);
      expect(messages).toEqual([]);
    } finally {
      await pool.close();
    }
  });

  it('threads that cannot start fall back to the main thread instead of hanging', async () => {
    const messages: string[] = [];
    const pool = threadPoolRunner({
      dataDir: '/nonexistent',
      threads: 1,
      log: (m) => messages.push(m),
    });
    try {
      await expect(pool.generate(input, 1)).rejects.toThrow(/foods\.json/);
      expect(messages.some((m) => m.startsWith('planner threads unavailable'))).toBe(true);
    } finally {
      await pool.close();
    }
  });
});
