import { describe, expect, it } from 'vitest';
import { planFormErrorMessage, planFormNumbers, planFormSchema } from './plan-form';

describe('planFormSchema', () => {
  it('fills the spec defaults and lower-cases meals and store', () => {
    const form = planFormSchema.parse({
      budget: '120',
      meals: ['Breakfast', 'Dinner'],
      store: 'Walmart',
    });
    expect(form).toMatchObject({
      meals: ['breakfast', 'dinner'],
      store: 'walmart',
      budgetPreference: 'balanced',
      duration: '7',
      servingsPerMeal: '2',
      updatePantry: 'No',
      pantryItems: { spices: [], baking: [], condiments: [] },
    });
    expect(planFormNumbers(form)).toEqual({
      days: 7,
      servings: 2,
      budgetDollars: 120,
      budgetCents: 12000,
    });
  });

  it('defaults meals to all three', () => {
    expect(planFormSchema.parse({ budget: '200' }).meals).toEqual(['breakfast', 'lunch', 'dinner']);
  });

  it('refuses with the submit messages joined by ". "', () => {
    const r = planFormSchema.safeParse({
      meals: [],
      budget: '0',
      duration: 'abc',
      servingsPerMeal: '0',
    });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(planFormErrorMessage(r.error)).toBe(
        'Please select at least one meal type. Please enter a valid budget amount. ' +
          'Please enter a valid duration. Please enter a valid number of servings',
      );
    }
  });

  it('refuses under $2 per meal-serving on the budget field', () => {
    const r = planFormSchema.safeParse({ budget: '10', duration: '7', servingsPerMeal: '2' });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(r.error.issues[0]).toMatchObject({
        path: ['budget'],
        message: 'Budget is too low for the number of meals and servings',
      });
    }
  });

  it('accepts a budget sent as a number by a JSON client', () => {
    expect(planFormSchema.parse({ budget: 85.5, duration: 1 }).budget).toBe('85.5');
  });

  it('refuses an unknown store or meal', () => {
    expect(planFormSchema.safeParse({ budget: '100', store: 'costco' }).success).toBe(false);
    expect(planFormSchema.safeParse({ budget: '100', meals: ['brunch'] }).success).toBe(false);
  });

  it('refuses budgets that are not plain decimal dollars (hex, exponent, infinity)', () => {
    for (const budget of ['0x10', '1e308', '1e3', 'Infinity', '1_000', '12,5', 1e308, '-5']) {
      const r = planFormSchema.safeParse({ budget, duration: '1', servingsPerMeal: '1' });
      expect(r.success, String(budget)).toBe(false);
      if (!r.success)
        expect(planFormErrorMessage(r.error)).toBe('Please enter a valid budget amount');
    }
  });

  it('refuses a budget above $100,000 with its own message, and accepts $100,000', () => {
    for (const budget of ['21474837', '100000.01', 2147483648]) {
      const r = planFormSchema.safeParse({ budget, duration: '1', servingsPerMeal: '1' });
      expect(r.success, String(budget)).toBe(false);
      if (!r.success) {
        expect(r.error.issues[0]).toMatchObject({
          path: ['budget'],
          message: 'Please enter a budget of at most $100,000',
        });
      }
    }
    const max = planFormSchema.parse({ budget: '100000', duration: '7', servingsPerMeal: '50' });
    expect(planFormNumbers(max).budgetCents).toBe(10_000_000);
  });
});
