import { describe, expect, it } from 'vitest';
import type { Food } from './catalogue-schema';
import { leftoverInKitchenUnits } from './leftover-units';

function food(name: string, units: Food['units']): Food {
  return { id: name, name, units } as unknown as Food;
}

describe('leftovers in kitchen units (issue 29, item 12)', () => {
  it('counts counted foods, measures liquids in cups, weighs the rest', () => {
    expect(leftoverInKitchenUnits(food('Eggs', { each: 50, cup: 243 }), 133)).toEqual({
      quantity: 3,
      unit: 'each',
    });
    expect(leftoverInKitchenUnits(food('Lemon', { each: 58, cup: 212 }), 58)).toEqual({
      quantity: 1,
      unit: 'each',
    });
    expect(leftoverInKitchenUnits(food('Oat milk', { cup: 240 }), 1280)).toEqual({
      quantity: 5.25,
      unit: 'cup',
    });
    expect(leftoverInKitchenUnits(food('Monterey Jack', { cup: 113, slice: 28 }), 117)).toEqual({
      quantity: 117,
      unit: 'g',
    });
  });

  it('drops a food with nothing left once rounded to its unit', () => {
    expect(leftoverInKitchenUnits(food('Eggs', { each: 50 }), 20)).toBeNull();
    expect(leftoverInKitchenUnits(food('Milk', { cup: 244 }), 20)).toBeNull();
    expect(leftoverInKitchenUnits(food('Rice', { cup: 185 }), 0.4)).toBeNull();
    expect(leftoverInKitchenUnits(food('Rice', { cup: 185 }), 0)).toBeNull();
  });
});
