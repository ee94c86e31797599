import { describe, expect, it } from 'vitest';
import { ZIP_MESSAGE } from '../../../shared/store-choice';
import { KROGER_ZIP_MESSAGE, initialForm, stepBlocker, toRequest } from './wizard-form';

describe('the create-plan wizard form (spec sections 3 and 5)', () => {
  it('starts with all three meals, Walmart, balanced, and the tier defaults', () => {
    const pro = initialForm(true);
    expect(pro).toMatchObject({
      meals: ['breakfast', 'lunch', 'dinner'],
      store: 'walmart',
      budgetPreference: 'balanced',
      duration: '7',
      servingsPerMeal: '2',
      updatePantry: 'No',
      useNewGeneration: false,
    });
    expect(initialForm(false)).toMatchObject({ duration: '1', servingsPerMeal: '2' });
  });

  it('blocks moving on without a meal, and a budget below the minimum', () => {
    const form = initialForm(false);
    expect(stepBlocker('pantry', form)).toBeNull();
    expect(stepBlocker('meals', { ...form, meals: [] })).toBe('Please select at least one meal');
    expect(stepBlocker('budget', form)).toBe('Please enter a budget amount');
    expect(stepBlocker('budget', { ...form, budget: '10' })).toMatch(
      /^Your budget of \$10 is too low/,
    );
    expect(stepBlocker('budget', { ...form, budget: '30' })).toBeNull();
  });

  it('checks the ZIP code on the store step: optional, required for Kroger, never malformed', () => {
    const form = initialForm(true);
    expect(stepBlocker('store', form)).toBeNull();
    expect(stepBlocker('store', { ...form, zip: '4520' })).toBe(ZIP_MESSAGE);
    expect(stepBlocker('store', { ...form, zip: '00000' })).toBe(ZIP_MESSAGE);
    expect(stepBlocker('store', { ...form, zip: ' 72712 ' })).toBeNull();
    expect(stepBlocker('store', { ...form, store: 'kroger' })).toBe(KROGER_ZIP_MESSAGE);
    expect(stepBlocker('store', { ...form, store: 'kroger', zip: '45202' })).toBeNull();
    expect(stepBlocker('store', { ...form, store: 'instacart' })).toBeNull();
    // The ZIP code is saved with the store choice, never sent with the plan.
    expect(toRequest({ ...form, zip: '45202' })).not.toHaveProperty('zip');
  });

  it('posts meals in the spec order', () => {
    const form = { ...initialForm(true), meals: ['dinner', 'breakfast'] as const, budget: ' 120 ' };
    expect(toRequest({ ...form, meals: [...form.meals] })).toMatchObject({
      meals: ['breakfast', 'dinner'],
      budget: '120',
    });
  });
});

describe('the Budget step with the quote (issue 29)', () => {
  it('blocks a budget above the rule but below the cheapest plan', () => {
    const form = { ...initialForm(false), budget: '15' };
    expect(stepBlocker('budget', form)).toBeNull();
    expect(stepBlocker('budget', form, 1760)).toMatch(/minimum budget of \$17\.60\.$/);
    expect(stepBlocker('budget', { ...form, budget: '17.60' }, 1760)).toBeNull();
  });
});
