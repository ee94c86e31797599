/**
 * Week 1 then week 2 for the same household over the shipped catalogue: with week 1's
 * leftovers in the pantry, week 2 costs less than without, its list leaves out the foods the
 * pantry covers, and the plan says what it takes from the pantry.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlannerCatalogue } from '../../planner/catalogue';
import { generatePlan } from '../../planner/generate-plan';
import { pantryAfterPlan } from '../../planner/plan-leftovers';
import type { PlanInputData } from '../../planner/plan-input';
import { loadReferenceCatalogue } from '../catalogue/load-reference-catalogue';

let catalogue: PlannerCatalogue;
beforeAll(() => {
  catalogue = loadReferenceCatalogue();
});

const household: PlanInputData = {
  meals: ['breakfast', 'lunch', 'dinner'],
  days: 7,
  servings: 4,
  budgetCents: 40_000,
  budgetPreference: 'balanced',
};

describe('leftovers carried into the next plan', () => {
  it('week 2 with week 1 leftovers costs less, buys only the rest and says what it uses', () => {
    const week1 = generatePlan(household, catalogue, 1);
    const pantry = pantryAfterPlan([], week1);
    expect(pantry.length).toBeGreaterThan(0);

    const without = generatePlan(household, catalogue, 2);
    const withPantry = generatePlan({ ...household, pantryStock: pantry }, catalogue, 2);
    expect(withPantry.totals!.costCents).toBeLessThan(without.totals!.costCents);

    const uses = withPantry.pantryUse ?? [];
    expect(uses.length).toBeGreaterThan(0);
    const held = new Map(pantry.map((s) => [s.foodId, s.grams]));
    const bought = new Set(Object.values(withPantry.shopping_list.items).map((i) => i.foodId));
    for (const use of uses) {
      // Never more than what is held.
      expect(use.grams).toBeLessThanOrEqual(held.get(use.foodId)! + 0.01);
      // What the pantry covered in full (some of it is left) is not bought.
      if (use.grams < held.get(use.foodId)! - 0.01) expect(bought.has(use.foodId)).toBe(false);
    }
    // Each ingredient line says how much came from the pantry; the lines add up to the uses.
    const lineGrams = new Map<string, number>();
    for (const r of withPantry.recipes) {
      const lines = [
        ...r.recipe.main_dish_ingredients,
        ...(r.sides ?? []).flatMap((s) => s.ingredients),
      ];
      for (const line of lines) {
        if (!line.pantryGrams || !line.foodId) continue;
        expect(line.fromPantry).toBe(true);
        lineGrams.set(line.foodId, (lineGrams.get(line.foodId) ?? 0) + line.pantryGrams);
      }
    }
    for (const use of uses) expect(lineGrams.get(use.foodId) ?? 0).toBeCloseTo(use.grams, 0);
  });
});
