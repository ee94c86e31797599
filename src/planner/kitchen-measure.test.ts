import { describe, expect, it } from 'vitest';
import { amountText, kitchenAmount } from './kitchen-measure';
import { testFood } from './test-catalogue';

const text = (
  q: number,
  unit: string,
  food = testFood('x', { category: 'spices', units: { cup: 100 } }),
) => amountText(kitchenAmount(q, unit, food));

describe('kitchen measures', () => {
  it('rounds small spoons to 1/8 teaspoon steps and never reads a 7/8 teaspoon', () => {
    expect(text(0.2 / 4, 'tsp')).toBe('1 pinch');
    expect(text(0.5 / 4, 'tsp')).toBe('1/8 tsp');
    expect(text(1.5 / 4, 'tsp')).toBe('3/8 tsp');
    expect(text(0.25 * 3.25, 'tsp')).toBe('3/4 tsp');
    expect(text(0.875, 'tsp')).toBe('1 tsp');
  });

  it('moves up to tablespoons and cups, in the fractions a set of measuring cups has', () => {
    expect(text(4, 'tsp')).toBe('1 1/2 tbsp');
    expect(text(1 * 3.25, 'cup')).toBe('3 1/4 cups (330 g)');
    expect(text(1 / 3, 'cup')).toBe('1/3 cup (35 g)');
    expect(text(0.41, 'cup')).toBe('1/3 cup (40 g)');
    expect(text(1, 'cup')).toBe('1 cup (100 g)');
    expect(text((3 * 13) / 4, 'tbsp')).toBe('2/3 cup (60 g)');
  });

  it('gives liquids millilitres and water too', () => {
    const milk = testFood('milk', {
      name: 'Whole milk',
      category: 'dairy-eggs',
      units: { cup: 244 },
    });
    expect(text(1.5, 'cup', milk)).toBe('1 1/2 cups (350 ml)');
    expect(amountText(kitchenAmount(4, 'qt'))).toBe('4 quarts (3.8 L)');
  });

  it('counts eggs, bay leaves, cans, cloves and pinches in whole ones', () => {
    const eggs = testFood('eggs', { category: 'dairy-eggs', units: { each: 50 } });
    expect(text(8 / 3, 'each', eggs)).toBe('3');
    expect(text(0.5, 'each', eggs)).toBe('1');
    expect(text(1 / 3, 'leaf')).toBe('1 leaf');
    expect(text(2.6, 'leaf')).toBe('3 leaves');
    expect(text(1.33, 'pinch')).toBe('1 pinch');
    expect(text(1.5, 'can')).toBe('2 cans');
    expect(text((3 * 13) / 4, 'clove')).toBe('10 cloves');
  });

  it('lets a large vegetable be halved but not a chipotle pepper', () => {
    const onion = testFood('onion', { category: 'produce', units: { each: 110 } });
    const chipotle = testFood('chipotle', { category: 'canned-jarred', units: { each: 10 } });
    expect(text(0.25, 'each', onion)).toBe('1/4');
    expect(text(1.4, 'each', onion)).toBe('1 1/2');
    expect(text(2 / 3, 'each', chipotle)).toBe('1');
  });

  it('weighs in ounces and pounds with grams in brackets', () => {
    expect(text((1.5 * 13) / 4, 'lb')).toBe('5 lb (2.2 kg)');
    expect(text(0.5, 'lb')).toBe('8 oz (230 g)');
    expect(text(200, 'g')).toBe('7 oz (200 g)');
  });
});
