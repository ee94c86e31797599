import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { fixtureCatalogue } from './fixture-catalogue';
import { generatePlan, PlanInfeasibleError } from './generate-plan';
import type { PlanInputData } from './plan-input';
import { quotePlanCents } from './plan-quote';

const catalogue = buildCatalogue(fixtureCatalogue({ seed: 7 }));
const NO_BUDGET = 10_000_000;

const CHOICES: PlanInputData[] = [
  { meals: ['breakfast', 'lunch', 'dinner'], days: 1, servings: 2, budgetCents: NO_BUDGET },
  {
    meals: ['lunch', 'dinner'],
    days: 3,
    servings: 4,
    budgetCents: NO_BUDGET,
    budgetPreference: 'strict',
  },
  {
    meals: ['breakfast', 'lunch', 'dinner'],
    days: 7,
    servings: 2,
    budgetCents: NO_BUDGET,
    cuisines: ['italian'],
  },
  { meals: ['dinner'], days: 5, servings: 3, budgetCents: NO_BUDGET, allergies: ['milk'] },
];

describe('the Budget step quote', () => {
  it.each(CHOICES)('is a budget that always gets a plan, whatever the seed (%j)', (choices) => {
    const quote = quotePlanCents(choices, catalogue);
    expect(quote).toBeGreaterThan(0);
    for (const seed of [1, 2, 3]) {
      const plan = generatePlan({ ...choices, budgetCents: quote }, catalogue, seed);
      expect(plan.totals!.costCents).toBeLessThanOrEqual(quote);
    }
  });

  it('does not depend on the budget, and the same choices get the same quote', () => {
    const choices = CHOICES[0]!;
    const quote = quotePlanCents(choices, catalogue);
    expect(quotePlanCents({ ...choices, budgetCents: 100 }, catalogue)).toBe(quote);
    expect(quotePlanCents(choices, catalogue)).toBe(quote);
  });

  it('tells the real cheapest total when a budget is below it', () => {
    const choices = CHOICES[2]!;
    const quote = quotePlanCents(choices, catalogue);
    let error: unknown;
    try {
      generatePlan({ ...choices, budgetCents: Math.floor(quote / 2) }, catalogue, 5);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PlanInfeasibleError);
    expect((error as PlanInfeasibleError).cheapestTotalCents).toBeLessThanOrEqual(quote);
  });

  it('counts what the pantry holds as free', () => {
    const choices = CHOICES[2]!;
    const quote = quotePlanCents(choices, catalogue);
    const plan = generatePlan({ ...choices, budgetCents: quote }, catalogue, 1);
    // Hold every package a plan at the quote buys: that plan is free, the quote falls far.
    const pantryStock = Object.values(plan.shopping_list.items).map((item) => ({
      foodId: item.foodId!,
      grams: item.packageGrams! * item.quantity_to_buy,
    }));
    expect(quotePlanCents({ ...choices, pantryStock }, catalogue)).toBeLessThan(quote / 4);
    // Only the dearest line: the quote goes down, but not to zero.
    const dearest = Object.values(plan.shopping_list.items).sort(
      (a, b) => b.price * b.quantity_to_buy - a.price * a.quantity_to_buy,
    )[0]!;
    const some = [
      { foodId: dearest.foodId!, grams: dearest.packageGrams! * dearest.quantity_to_buy },
    ];
    const lower = quotePlanCents({ ...choices, pantryStock: some }, catalogue);
    expect(lower).toBeLessThan(quote);
    expect(lower).toBeGreaterThan(0);
  });

  it('keeps diets and allergies: a meal no recipe fits is said, not priced', () => {
    expect(() =>
      quotePlanCents(
        {
          meals: ['dinner'],
          days: 1,
          servings: 1,
          budgetCents: NO_BUDGET,
          diets: ['vegan', 'keto'],
        },
        catalogue,
      ),
    ).toThrow(PlanInfeasibleError);
  });
});
