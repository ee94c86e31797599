import { describe, expect, it } from 'vitest';
import {
  budgetTooLowMessage,
  checkBudget,
  cheapestPlanSetsMinimum,
  oneMinimumBudget,
  minimumBudget,
  noBudgetHint,
  submitCheckError,
  submitCheckMessages,
  WALMART_SMALL_ORDER_NOTE,
} from './budget-rules';
import type { Meal } from './options';

const all: Meal[] = ['breakfast', 'lunch', 'dinner'];

describe('minimumBudget', () => {
  it('is the round up of 3 x meals x days x servings x 0.7', () => {
    // 3 x 3 x 7 x 4 x 0.7 = 176.4
    expect(minimumBudget({ meals: all, days: 7, servings: 4 })).toBe(177);
    // 3 x 1 x 1 x 2 x 0.7 = 4.2
    expect(minimumBudget({ meals: ['dinner'], days: 1, servings: 2 })).toBe(5);
  });

  it('does not round an exact product up by floating point noise', () => {
    // 3 x 1 x 10 x 1 x 0.7 = 21 exactly; 30 * 0.7 is 20.999999999999996 in floating point.
    expect(minimumBudget({ meals: ['lunch'], days: 5, servings: 2 })).toBe(21);
    // 3 x 2 x 5 x 10 x 0.7 = 210
    expect(minimumBudget({ meals: ['lunch', 'dinner'], days: 5, servings: 10 })).toBe(210);
  });
});

describe('budget too-low message', () => {
  it('reads word for word with plural people and days and all meal names', () => {
    expect(budgetTooLowMessage(100, { meals: all, days: 7, servings: 4 })).toBe(
      'Your budget of $100 is too low for 4 people over 7 days with breakfast, lunch and dinner. ' +
        'We recommend a minimum budget of $177.',
    );
  });

  it('uses person and day in the singular', () => {
    expect(budgetTooLowMessage(2, { meals: ['dinner'], days: 1, servings: 1 })).toBe(
      'Your budget of $2 is too low for 1 person over 1 day with dinner. ' +
        'We recommend a minimum budget of $3.',
    );
  });

  it('names two meals with "and" in breakfast, lunch, dinner order', () => {
    expect(
      budgetTooLowMessage(10.5, { meals: ['dinner', 'breakfast'], days: 3, servings: 2 }),
    ).toBe(
      'Your budget of $10.50 is too low for 2 people over 3 days with breakfast and dinner. ' +
        'We recommend a minimum budget of $26.',
    );
  });
});

describe('checkBudget', () => {
  const selections = { meals: all, days: 1, servings: 2, store: 'walmart' as const };

  it('shows the recommendation while no budget is entered', () => {
    const r = checkBudget('', selections);
    expect(r).toMatchObject({ valid: false, tone: 'none', minimumBudget: 13 });
    expect(r.message).toBe('we recommend a minimum budget of $13');
    expect(noBudgetHint(selections)).toBe('we recommend a minimum budget of $13');
  });

  it('fails below the minimum with the too-low message', () => {
    const r = checkBudget('12', selections);
    expect(r.valid).toBe(false);
    expect(r.tone).toBe('error');
    expect(r.message).toMatch(/^Your budget of \$12 is too low for 2 people over 1 day/);
  });

  it('fails a budget of 0 or less, or not a number', () => {
    expect(checkBudget('0', selections).valid).toBe(false);
    expect(checkBudget('-5', selections).valid).toBe(false);
    expect(checkBudget('abc', selections).valid).toBe(false);
  });

  it('refuses a budget over $100,000 (typed as 1e9 too) with its own message, as the server does', () => {
    for (const typed of ['1e9', '100000.01', '250000']) {
      expect(checkBudget(typed, selections)).toMatchObject({
        valid: false,
        tone: 'error',
        message: 'Please enter a budget of at most $100,000',
      });
    }
    expect(checkBudget('100000', selections)).toMatchObject({ valid: true, tone: 'success' });
    expect(
      submitCheckMessages({ meals: all, budget: '1e9', duration: '1', servingsPerMeal: '2' }),
    ).toEqual(['Please enter a budget of at most $100,000']);
    // Other spellings the server would not read as dollars are refused here as well.
    expect(checkBudget('1e2', selections)).toMatchObject({
      valid: false,
      message: 'Please enter a valid budget amount',
    });
  });

  it('passes at Walmart under $35 with the small-order note as a warning', () => {
    const r = checkBudget('20', selections);
    expect(r).toMatchObject({ valid: true, tone: 'warning', message: WALMART_SMALL_ORDER_NOTE });
    expect(WALMART_SMALL_ORDER_NOTE).toBe(
      'Note: Walmart charges an additional fee for orders under $35.',
    );
  });

  it('passes with no note at $35 or more, or at another store', () => {
    expect(checkBudget('35', selections)).toMatchObject({ valid: true, tone: 'success' });
    expect(checkBudget(20, { ...selections, store: 'target' })).toMatchObject({
      valid: true,
      tone: 'success',
      message: null,
    });
  });
});

describe('submit checks', () => {
  it('passes a complete form', () => {
    const form = { meals: all, budget: '120', duration: '7', servingsPerMeal: '2' };
    expect(submitCheckMessages(form)).toEqual([]);
    expect(submitCheckError(form)).toBeNull();
  });

  it('joins every failing message with ". " in the spec order', () => {
    expect(submitCheckError({ meals: [], budget: '', duration: 'x', servingsPerMeal: '0' })).toBe(
      'Please select at least one meal type. Please enter a valid budget amount. ' +
        'Please enter a valid duration. Please enter a valid number of servings',
    );
  });

  it('refuses a budget of 0 or less, or not a number', () => {
    for (const budget of ['0', '-1', 'ten', undefined]) {
      expect(
        submitCheckMessages({ meals: all, budget, duration: '1', servingsPerMeal: '2' }),
      ).toEqual(['Please enter a valid budget amount']);
    }
  });

  it('refuses under $2 per meal-serving', () => {
    // 3 meals x 7 days x 4 servings = 84 meal-servings; $167 / 84 = 1.99
    expect(
      submitCheckMessages({ meals: all, budget: '167', duration: '7', servingsPerMeal: '4' }),
    ).toEqual(['Budget is too low for the number of meals and servings']);
    expect(
      submitCheckMessages({ meals: all, budget: '168', duration: '7', servingsPerMeal: '4' }),
    ).toEqual([]);
  });
});

describe('one budget truth (issue 29): the rule or the cheapest real plan, whichever is larger', () => {
  const free = { meals: all, days: 1, servings: 2, store: 'walmart' };
  const week = { meals: all, days: 3, servings: 4, store: 'walmart' };

  it('refuses a budget between the rule and the cheapest plan, in the spec words with one minimum', () => {
    // Rule: 3 x 3 x 1 x 2 x 0.7 = 12.6 -> $13; the cheapest plan costs $17.60.
    expect(oneMinimumBudget(free, 1760)).toBe(17.6);
    expect(cheapestPlanSetsMinimum(free, 1760)).toBe(true);
    const result = checkBudget('15', free, 1760);
    expect(result).toMatchObject({ valid: false, tone: 'error', minimumBudget: 17.6 });
    expect(result.message).toBe(
      'Your budget of $15 is too low for 2 people over 1 day with breakfast, lunch and dinner. ' +
        'We recommend a minimum budget of $17.60.',
    );
    expect(checkBudget('', free, 1760).message).toBe('we recommend a minimum budget of $17.60');
    expect(checkBudget('17.59', free, 1760).valid).toBe(false);
    expect(checkBudget('17.60', free, 1760).valid).toBe(true);
  });

  it('keeps the rule when the cheapest plan is below it, and without a quote', () => {
    // Rule: 3 x 3 x 3 x 4 x 0.7 = 75.6 -> $76; the cheapest plan is $45.07.
    expect(oneMinimumBudget(week, 4507)).toBe(76);
    expect(cheapestPlanSetsMinimum(week, 4507)).toBe(false);
    expect(checkBudget('75', week, 4507).message).toMatch(/minimum budget of \$76\.$/);
    expect(checkBudget('76', week, 4507).valid).toBe(true);
    expect(oneMinimumBudget(week, null)).toBe(76);
  });
});
