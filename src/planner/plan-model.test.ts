import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { fixtureCatalogue } from './fixture-catalogue';
import { planInputSchema } from './plan-input';
import { buildPlanModel, MAX_CANDIDATES_PER_MEAL, PRESCREEN_PER_MEAL } from './plan-model';

// A library past the prescreen: more fitting recipes per meal than are priced as meals.
const catalogue = buildCatalogue(
  fixtureCatalogue({ seed: 11, recipesPerMeal: PRESCREEN_PER_MEAL + 300 }),
);
const input = planInputSchema.parse({
  meals: ['breakfast', 'lunch', 'dinner'],
  days: 7,
  servings: 4,
  budgetCents: 10_000_000,
  cuisines: ['italian', 'mexican'],
  // The loosest time limits: the fixture's recipes take up to an hour.
  cookingTime: 'over-60',
});

describe('candidates of a big library', () => {
  const model = buildPlanModel(catalogue, input, 1);
  const full = buildPlanModel(catalogue, input, 1, { noPruning: true });

  it('are pruned to about the cap per meal', () => {
    model.candidates.forEach((list, mi) => {
      expect(full.candidates[mi]!.length).toBeGreaterThan(PRESCREEN_PER_MEAL);
      expect(list.length).toBeLessThan(MAX_CANDIDATES_PER_MEAL * 2);
    });
  });

  it('keep every dish type and cuisine the fitting recipes offer', () => {
    const kinds = (m: typeof model, mi: number) =>
      new Set(
        m.candidates[mi]!.flatMap((c) => {
          const r = catalogue.recipes[c.recipe]!.recipe;
          return [`dish:${r.dishType}`, `cuisine:${r.cuisine}`];
        }),
      );
    model.meals.forEach((_, mi) => expect(kinds(model, mi)).toEqual(kinds(full, mi)));
  });

  it('keep the spread shares of every fitting recipe and the full variety window', () => {
    expect(model.spread.free).toEqual(full.spread.free);
    expect(model.window).toEqual(full.window);
  });
});
