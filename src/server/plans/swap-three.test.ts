/**
 * Issue 29, item 7: a swap offers three dishes whenever the library has three that keep the
 * rules, relaxing the person's tastes step by step (dish type kept, then cuisine, then
 * neither) and saying how each meets them. Over the shipped catalogue.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlannerCatalogue } from '../../planner/catalogue';
import { generatePlan } from '../../planner/generate-plan';
import type { PlanInputData } from '../../planner/plan-input';
import { swapAlternatives } from '../../planner/swap-meal';
import { loadReferenceCatalogue } from '../catalogue/load-reference-catalogue';

let catalogue: PlannerCatalogue;
beforeAll(() => {
  catalogue = loadReferenceCatalogue();
});

// Narrow tastes: few dishes match both, as for the person who filed the issue.
const household: PlanInputData = {
  meals: ['breakfast', 'lunch', 'dinner'],
  days: 3,
  servings: 2,
  budgetCents: 20_000,
  budgetPreference: 'flexible',
  cuisines: ['korean'],
  dishTypes: { breakfast: ['eggs'], lunch: ['soup'], dinner: ['fish'] },
};

describe('swap alternatives', () => {
  it('offers three for every meal, best matches first, each labelled', () => {
    const plan = generatePlan(household, catalogue, 3);
    const rank = { both: 0, dish: 1, cuisine: 2, none: 3 } as const;
    for (const entry of plan.recipes) {
      const options = swapAlternatives(plan, entry.day, entry.meal, catalogue, household);
      expect(options, `${entry.meal} of day ${entry.day}`).toHaveLength(3);
      const fits = options.map((o) => o.tasteFit);
      // Relaxed in order, never a worse fit before a better one.
      expect(fits.map((f) => rank[f])).toEqual([...fits.map((f) => rank[f])].sort());
      for (const o of options) expect(o.matchesTastes).toBe(o.tasteFit === 'both');
    }
  });
});
