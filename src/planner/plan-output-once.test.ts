/**
 * The plan's output is built once (issue 33): the notes that need the shopping list's total
 * read the output the plan itself is then made of, and that plan is the one buildPlanOutput
 * makes when given the notes.
 */
import { describe, expect, it, vi } from 'vitest';
import { buildCatalogue } from './catalogue';
import { fixtureCatalogue } from './fixture-catalogue';
import { searchPlan } from './optimiser';
import { buildPlanModel } from './plan-model';
import { planInputSchema } from './plan-input';
import { planNotes } from './plan-notes';
import { buildPlanOutput, lazyPlanOutput, withPlanNotes } from './plan-output';
import { createRandom } from './random';

const catalogue = buildCatalogue(fixtureCatalogue({ seed: 7, sides: true }));

function solved(over: Record<string, unknown>, seed: number) {
  const input = planInputSchema.parse({
    meals: ['breakfast', 'lunch', 'dinner'],
    days: 7,
    servings: 2,
    budgetCents: 9000,
    ...over,
  });
  const model = buildPlanModel(catalogue, input, seed);
  return { model, result: searchPlan(model, createRandom(seed)) };
}

describe('one output per plan', () => {
  it('a taste note within a hard budget reads the output it is given, once', () => {
    let asked = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const { model, result } = solved(
        { budgetPreference: 'balanced', cuisines: ['korean', 'greek'], budgetCents: 6000 },
        seed,
      );
      const build = lazyPlanOutput(model, result.assignment);
      const output = vi.fn(build);
      const notes = planNotes(model, result, output);
      expect(notes).toEqual(planNotes(model, result));
      expect(output.mock.calls.length).toBeLessThanOrEqual(1);
      asked += output.mock.calls.length;
    }
    // The seeds above include plans whose notes needed the list's total.
    expect(asked).toBeGreaterThan(0);
  });

  it('the output with its notes added is the plan buildPlanOutput makes with them', () => {
    for (const budgetPreference of ['flexible', 'balanced', 'strict'] as const) {
      const { model, result } = solved({ budgetPreference, budgetCents: 3000 }, 3);
      const notes = ['A note.', 'Another note.'];
      const once = lazyPlanOutput(model, result.assignment);
      expect(once()).toBe(once());
      const plan = withPlanNotes(once(), notes);
      expect(JSON.stringify(plan)).toBe(
        JSON.stringify(buildPlanOutput(model, result.assignment, notes)),
      );
    }
  });
});
