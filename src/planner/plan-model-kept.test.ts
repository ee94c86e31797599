/**
 * Recipes priced as meals are kept per catalogue and rules (issue 33): a person's next plan
 * reuses them, and a model built from kept prices is the model built afresh, whatever other
 * people's rules were priced in between; the same for the variety groups.
 */
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { fixtureCatalogue } from './fixture-catalogue';
import { planInputSchema, type PlanInputData } from './plan-input';
import { buildPlanModel, type PlanModel } from './plan-model';

const data = fixtureCatalogue({ seed: 5, sides: true });
const base: PlanInputData = {
  meals: ['breakfast', 'lunch', 'dinner'],
  days: 7,
  servings: 4,
  budgetCents: 40_000,
  cookingTime: 'over-60',
};
const people: PlanInputData[] = [
  base,
  { ...base, servings: 2 },
  { ...base, allergies: ['milk'] },
  { ...base, diets: ['vegetarian', 'organic'] },
  { ...base, pantry: [data.foods[0]!.id], energyTargetKcal: 1800 },
  { ...base, pantryStock: [{ foodId: data.foods[1]!.id, grams: 400 }] },
  { ...base, days: 5, cuisines: ['italian', 'mexican'], budgetPreference: 'strict' },
];

/** The model as the search reads it (the catalogue itself left out). */
const shape = (m: PlanModel) =>
  JSON.stringify(
    {
      candidates: m.candidates,
      cookOnce: m.cookOnce,
      window: m.window,
      fixed: m.fixed,
      spread: m.spread,
      floors: m.floors,
    },
    (_, v: unknown) => (ArrayBuffer.isView(v) ? Array.from(v as Int32Array) : v),
  );

describe('meals priced once per rules', () => {
  it('a person’s next plan reuses the meals priced for the last one', () => {
    const catalogue = buildCatalogue(data);
    const input = planInputSchema.parse(base);
    const first = buildPlanModel(catalogue, input, 1);
    const second = buildPlanModel(catalogue, input, 2);
    const sidesOf = (m: PlanModel) => new Map(m.candidates[0]!.map((c) => [c.recipe, c.sides]));
    const before = sidesOf(first);
    const shared = [...sidesOf(second)].filter(([ri, sides]) => before.get(ri) === sides);
    expect(shared.length).toBeGreaterThan(0);
    // The variety groups of the same fitting recipes are kept too.
    expect(second.spread).toBe(first.spread);
    expect(second.floors).toBe(first.floors);
  });

  it('models built from kept prices equal models built afresh, for every rule set', () => {
    const kept = buildCatalogue(data);
    // Price every person's meals first, twice over, so the checks below read kept ones.
    for (let round = 0; round < 2; round++) {
      for (const p of people) buildPlanModel(kept, planInputSchema.parse(p), 3);
    }
    for (const p of people) {
      const input = planInputSchema.parse(p);
      const fresh = buildPlanModel(buildCatalogue(data), input, 3);
      expect(shape(buildPlanModel(kept, input, 3))).toBe(shape(fresh));
    }
  });
});
