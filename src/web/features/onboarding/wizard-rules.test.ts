import { describe, expect, it } from 'vitest';
import {
  addCustomAllergy,
  back,
  emptyWizardData,
  forward,
  forwardLabel,
  saveBlocker,
  startPosition,
  toggleCuisine,
  toggleDiet,
  toggleDish,
  type WizardData,
  type WizardPosition,
} from './wizard-rules';

const complete: WizardData = {
  ...emptyWizardData(),
  cuisinePreferences: ['thai'],
  breakfastPreferences: ['eggs'],
  lunchPreferences: ['soup'],
  dinnerPreferences: ['tacos'],
};

describe('selection limits', () => {
  it('takes up to 6 cuisines and refuses the 7th with the spec message', () => {
    let list = toggleCuisine([], 'italian').list;
    for (const c of ['mexican', 'chinese', 'japanese', 'indian', 'thai'] as const) {
      list = toggleCuisine(list, c).list;
    }
    expect(list).toHaveLength(6);
    const seventh = toggleCuisine(list, 'greek');
    expect(seventh.list).toEqual(list);
    expect(seventh.message).toBe('Maximum of 6 selections reached');
    // Unselecting still works at the limit.
    expect(toggleCuisine(list, 'thai').list).toHaveLength(5);
  });

  it('takes up to 5 dishes per meal and names the meal when refusing', () => {
    const five = ['oatmeal', 'eggs', 'pancakes', 'smoothies', 'toast'];
    const sixth = toggleDish(five, 'yogurt', 'breakfast');
    expect(sixth.list).toEqual(five);
    expect(sixth.message).toBe('Maximum of 5 selections reached for breakfast');
  });

  it('keeps vegan and keto apart, with a note each way, and lets extras toggle freely', () => {
    const vegan = toggleDiet(['vegan'], 'keto');
    expect(vegan.list).toEqual(['vegan']);
    expect(vegan.message).toBe('Keto diet is not compatible with Vegan');
    const keto = toggleDiet(['keto'], 'vegan');
    expect(keto.list).toEqual(['keto']);
    expect(keto.message).toBe('Vegan diet is not compatible with Keto');
    expect(toggleDiet(['vegan'], 'lowSugar').list).toEqual(['vegan', 'lowSugar']);
    expect(toggleDiet(['vegan', 'lowSugar'], 'lowSugar').list).toEqual(['vegan']);
  });

  it('checks custom allergies: empty, common, duplicate; stores them trimmed and lower-cased', () => {
    expect(addCustomAllergy([], '   ').error).toBe('Please enter an allergy');
    expect(addCustomAllergy([], 'dairy').error).toBe(
      'This allergy is already in the common allergies list',
    );
    expect(addCustomAllergy([], ' Tree Nuts ').error).toBe(
      'This allergy is already in the common allergies list',
    );
    expect(addCustomAllergy(['cilantro'], ' CILANTRO').error).toBe(
      'This allergy has already been added',
    );
    expect(addCustomAllergy([], '  Mustard ').list).toEqual(['mustard']);
  });
});

describe('step movement', () => {
  it('blocks leaving the cuisines without one', () => {
    expect(forward(startPosition(0), emptyWizardData())).toEqual({
      kind: 'blocked',
      message: 'Please select at least one cuisine to continue',
    });
    expect(forward(startPosition(0), complete)).toMatchObject({
      kind: 'move',
      position: { step: 1, meal: 'breakfast' },
    });
  });

  it('walks breakfast, lunch, dinner, and leaves dinner only with all three chosen', () => {
    const data = { ...complete, lunchPreferences: [] };
    const atBreakfast = startPosition(1);
    expect(forward(atBreakfast, data)).toMatchObject({ position: { meal: 'lunch' } });
    expect(forward({ ...atBreakfast, meal: 'lunch' }, data)).toMatchObject({ kind: 'blocked' });
    const leaving = forward({ ...atBreakfast, meal: 'dinner' }, data);
    expect(leaving).toMatchObject({ kind: 'blocked', position: { meal: 'lunch' } });
    expect(forward({ ...atBreakfast, meal: 'dinner' }, complete)).toMatchObject({
      position: { step: 2 },
    });
  });

  it('walks the pantry tabs and saves on condiments', () => {
    const pantry: WizardPosition = startPosition(4);
    expect(forward(pantry, complete)).toMatchObject({ position: { pantry: 'baking' } });
    expect(forward({ ...pantry, pantry: 'condiments' }, complete)).toEqual({ kind: 'save' });
  });

  it('reads "Next Step" up to the condiments tab and "Finish" on it', () => {
    expect(forwardLabel(startPosition(0))).toBe('Next Step');
    expect(forwardLabel({ ...startPosition(1), meal: 'dinner' })).toBe('Next Step');
    expect(forwardLabel({ ...startPosition(4), pantry: 'baking' })).toBe('Next Step');
    expect(forwardLabel({ ...startPosition(4), pantry: 'condiments' })).toBe('Finish');
  });

  it('goes back one tab or step, and exits at step 0', () => {
    expect(back(startPosition(0))).toBe('exit');
    expect(back({ ...startPosition(1), meal: 'lunch' })).toMatchObject({
      step: 1,
      meal: 'breakfast',
    });
    expect(back(startPosition(1))).toMatchObject({ step: 0 });
    expect(back(startPosition(2))).toMatchObject({ step: 1, meal: 'dinner' });
    expect(back(startPosition(4))).toMatchObject({ step: 3 });
  });

  it('allows an early save only with everything required', () => {
    expect(saveBlocker(complete)).toBeNull();
    expect(saveBlocker({ ...complete, dinnerPreferences: [] })).toMatchObject({
      position: { step: 1, meal: 'dinner' },
    });
  });
});
