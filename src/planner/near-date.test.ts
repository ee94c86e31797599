import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { generatePlan } from './generate-plan';
import type { PlanInputData } from './plan-input';
import { quotePlanCents } from './plan-quote';
import { testFood, testProduct, testRecipe } from './test-catalogue';

// Two dinners alike but for their greens; the spinach one also needs a bought lemon.
const catalogue = buildCatalogue({
  foods: [testFood('rice'), testFood('spinach'), testFood('kale'), testFood('lemon')],
  products: [
    testProduct('rice', 1, 'kg', 200),
    testProduct('spinach', 500, 'g', 400),
    testProduct('kale', 500, 'g', 400),
    testProduct('lemon', 100, 'g', 60),
  ],
  recipes: [
    testRecipe('spinach-rice', 'dinner', [
      [300, 'g', 'rice'],
      [300, 'g', 'spinach'],
      [50, 'g', 'lemon'],
    ]),
    testRecipe('kale-rice', 'dinner', [
      [300, 'g', 'rice'],
      [300, 'g', 'kale'],
    ]),
  ],
});

const household = (spinachDate: string | null, startDate?: string): PlanInputData => ({
  meals: ['dinner'],
  days: 1,
  servings: 2,
  budgetCents: 5000,
  budgetPreference: 'strict',
  startDate,
  pantryStock: [
    { foodId: 'spinach', grams: 500, bestBefore: spinachDate },
    { foodId: 'kale', grams: 500, bestBefore: null },
  ],
});

const dinner = (input: PlanInputData) => generatePlan(input, catalogue, 1).recipes[0]!.recipeId;

describe('food near its date is used first', () => {
  it('without dates, held food is just free: the cheaper dish wins', () => {
    expect(dinner(household(null, '2026-11-23'))).toBe('kale-rice');
  });

  it('spinach going off during the plan is used, even for the price of a lemon', () => {
    const plan = generatePlan(household('2026-11-24', '2026-11-23'), catalogue, 1);
    expect(plan.recipes[0]!.recipeId).toBe('spinach-rice');
    expect(plan.pantryUse?.map((u) => u.foodId)).toContain('spinach');
  });

  it('a date well after the plan, or no plan start, does not steer', () => {
    expect(dinner(household('2026-12-31', '2026-11-23'))).toBe('kale-rice');
    expect(dinner(household('2026-11-24'))).toBe('kale-rice');
  });

  it('does not change the cheapest plan the Budget step quotes', () => {
    expect(quotePlanCents(household('2026-11-24', '2026-11-23'), catalogue)).toBe(
      quotePlanCents(household(null, '2026-11-23'), catalogue),
    );
  });
});
