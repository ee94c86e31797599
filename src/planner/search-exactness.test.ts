/**
 * The planner's speed work keeps every plan as it was (docs/decisions/0027): these compare a
 * shortcut with the work it stands for, to the last bit of the running sums.
 */
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { fixtureCatalogue } from './fixture-catalogue';
import { searchPlan } from './optimiser';
import { planInputSchema } from './plan-input';
import { buildPlanModel, type PlanModel } from './plan-model';
import { createRandom } from './random';
import { SearchState } from './search-moves';
import type { SearchResult, SumTrace } from './search-pricing';

const catalogue = buildCatalogue(fixtureCatalogue({ seed: 5 }));

/** alternatives() as it was: every candidate's check takes the recipe out and puts it back. */
class ByHand extends SearchState {
  alternativesByHand(slot: number): (SearchResult & { candidate: number })[] {
    const mi = this.model.slots[slot]!.mealIndex;
    const cur = this.assign[slot]!;
    const out: (SearchResult & { candidate: number })[] = [];
    for (let c = 0; c < this.model.candidates[mi]!.length; c++) {
      if (c === cur) continue;
      this.set(slot, -1);
      const ok = this.unitOk(slot, c);
      this.set(slot, cur);
      if (!ok) continue;
      this.set(slot, c);
      out.push({ ...this.snapshot(), candidate: c });
      this.set(slot, cur);
    }
    return out;
  }

  startPenaltyAt(value: number): void {
    this.penalty = value;
  }

  penaltySum(): number {
    return this.penalty;
  }

  record(slot: number): SumTrace {
    return this.liftRecorded(slot, this.assign[slot]!);
  }

  replayed(trace: SumTrace): void {
    this.replay(trace);
  }
}

function plannedModel(budgetPreference: 'flexible' | 'balanced' | 'strict') {
  const input = planInputSchema.parse({
    meals: ['breakfast', 'lunch', 'dinner'],
    days: 7,
    servings: 3,
    budgetCents: 60_000,
    budgetPreference,
    cuisines: ['italian', 'mexican'],
  });
  const model = buildPlanModel(catalogue, input, 3);
  return { model, assignment: searchPlan(model, createRandom(3)).assignment };
}

function expectSame(model: PlanModel, assignment: Int32Array) {
  for (let slot = 0; slot < model.slots.length; slot++) {
    const fast = new ByHand(model, false, null);
    const slow = new ByHand(model, false, null);
    fast.load(assignment);
    slow.load(assignment);
    const quick = fast.alternatives(slot);
    const reference = slow.alternativesByHand(slot);
    expect(quick.map((a) => a.candidate)).toEqual(reference.map((a) => a.candidate));
    expect(quick.length).toBeGreaterThan(0);
    quick.forEach((a, i) => {
      // Object.is: the very same double, not merely close.
      expect(Object.is(a.objective, reference[i]!.objective)).toBe(true);
      expect(a.costCents).toBe(reference[i]!.costCents);
      expect(Array.from(a.assignment)).toEqual(Array.from(reference[i]!.assignment));
    });
  }
}

describe('search shortcuts (docs/decisions/0027)', () => {
  it.each(['flexible', 'balanced', 'strict'] as const)(
    'slot alternatives give what taking out and putting back every time gives (%s)',
    (budgetPreference) => {
      const { model, assignment } = plannedModel(budgetPreference);
      expectSame(model, assignment);
    },
  );

  it('a replayed take-out and put-back rounds the running sums as doing it does', () => {
    const { model, assignment } = plannedModel('flexible');
    const done = new ByHand(model, false, null);
    const replayed = new ByHand(model, false, null);
    done.load(assignment);
    replayed.load(assignment);
    let moved = 0;
    for (let slot = 0; slot < model.slots.length; slot++) {
      const trace = replayed.record(slot);
      // Sums where a whole cent is the smallest step (2^52 up) or far finer, odd and even.
      for (const start of [2 ** 52 + 1, 2 ** 52 + 2, 2 ** 52 + 3, 1234.567, 0.1 + 0.2]) {
        done.startPenaltyAt(start);
        replayed.startPenaltyAt(start);
        done.set(slot, -1);
        done.set(slot, assignment[slot]!);
        replayed.replayed(trace);
        expect(Object.is(replayed.penaltySum(), done.penaltySum())).toBe(true);
        if (done.penaltySum() !== start) moved++;
      }
    }
    // The case that matters happened: putting back did not return the sum to where it was.
    expect(moved).toBeGreaterThan(0);
  });

  it.each(['flexible', 'balanced', 'strict'] as const)(
    'alternatives asked for some candidates price those as asking for all does (%s)',
    (budgetPreference) => {
      const { model, assignment } = plannedModel(budgetPreference);
      for (let slot = 0; slot < model.slots.length; slot++) {
        const all = new SearchState(model, false, null);
        const some = new SearchState(model, false, null);
        all.load(assignment);
        some.load(assignment);
        const odd = (c: number) => c % 2 === 1;
        const reference = all.alternatives(slot).filter((a) => odd(a.candidate));
        const quick = some.alternatives(slot, odd);
        expect(quick.map((a) => a.candidate)).toEqual(reference.map((a) => a.candidate));
        quick.forEach((a, i) => {
          expect(a.costCents).toBe(reference[i]!.costCents);
          expect(a.objective).toBeCloseTo(reference[i]!.objective, 6);
        });
      }
    },
  );

  it.each(['flexible', 'balanced', 'strict'] as const)(
    'the best improvement of a slot is the best of its priced alternatives that beats the plan (%s)',
    (budgetPreference) => {
      const { model, assignment } = plannedModel(budgetPreference);
      // A worse plan than the search's, so that most slots have something better.
      const start = assignment.slice();
      for (let s = 0; s < start.length; s += 3) start[s] = (start[s]! + 1) % 4;
      let compared = 0;
      for (let slot = 0; slot < model.slots.length; slot++) {
        const state = new SearchState(model, false, null);
        state.load(start);
        const now = state.snapshot();
        const list = model.candidates[model.slots[slot]!.mealIndex]!;
        const every = Int32Array.from(list.keys());
        const beats = state
          .alternatives(slot)
          .filter((a) =>
            model.hardBudget && a.excessCents !== now.excessCents
              ? a.excessCents < now.excessCents
              : a.objective < now.objective,
          );
        const chosen = state.bestImprovement(slot, every);
        if (beats.length === 0) {
          expect(chosen).toBe(-1);
          continue;
        }
        const best = beats.reduce((a, b) =>
          model.hardBudget && a.excessCents !== b.excessCents
            ? a.excessCents < b.excessCents
              ? a
              : b
            : a.objective <= b.objective
              ? a
              : b,
        );
        const picked = beats.find((a) => a.candidate === chosen)!;
        expect(picked).toBeDefined();
        expect(picked.excessCents).toBe(best.excessCents);
        expect(picked.objective).toBeCloseTo(best.objective, 6);
        // Asked among the others only, it never returns a candidate it was not offered.
        const without = every.filter((c) => c !== chosen);
        expect(state.bestImprovement(slot, without)).not.toBe(chosen);
        compared++;
      }
      expect(compared).toBeGreaterThan(0);
    },
  );
});
