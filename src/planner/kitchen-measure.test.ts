import { describe, expect, it } from 'vitest';
import { amountText, kitchenAmount } from './kitchen-measure';
import { testFood } from './test-catalogue';

const text = (
  q: number,
  unit: string,
  food = testFood('x', { category: 'spices', units: { cup: 100 } }),
) => amountText(kitchenAmount(q, unit, food));

describe('kitchen measures', () => {
  it('rounds small spoons to the 1/8, 1/4 and 1/2 teaspoons a set has, never 3/8 or 7/8', () => {
    expect(text(0.2 / 4, 'tsp')).toBe('1 pinch');
    expect(text(0.5 / 4, 'tsp')).toBe('1/8 tsp');
    // Issue 27: "3/8 tsp" is no spoon anyone owns; halfway takes the smaller.
    expect(text(1.5 / 4, 'tsp')).toBe('1/4 tsp');
    expect(text(0.4, 'tsp')).toBe('1/2 tsp');
    expect(text(0.25 * 3.25, 'tsp')).toBe('3/4 tsp');
    expect(text(0.875, 'tsp')).toBe('1 tsp');
  });

  it('moves up to tablespoons and cups, in the fractions a set of measuring cups has', () => {
    expect(text(4, 'tsp')).toBe('1 1/2 tbsp');
    expect(text(1 * 3.25, 'cup')).toBe('3 1/4 cups (330 g)');
    expect(text(1 / 3, 'cup')).toBe('1/3 cup (35 g)');
    // The grams are those of the measure shown: 1/3 cup of this food is always 35 g.
    expect(text(0.41, 'cup')).toBe('1/3 cup (35 g)');
    expect(text(1, 'cup')).toBe('1 cup (100 g)');
    expect(text((3 * 13) / 4, 'tbsp')).toBe('2/3 cup (65 g)');
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
    expect(text((1.5 * 13) / 4, 'lb')).toBe('5 lb (2.3 kg)');
    expect(text(0.5, 'lb')).toBe('8 oz (230 g)');
    expect(text(200, 'g')).toBe('7 oz (200 g)');
  });

  it('has one conversion table: a measure reads the same whatever was rounded to it (issue 27)', () => {
    const water = testFood('water', { name: 'Water', category: 'beverages', units: { cup: 237 } });
    // 100 ml read "1/2 cup" in one recipe and "1/3 cup" in another.
    expect(text(100, 'ml', water)).toBe(text(0.42, 'cup', water));
    expect(text(100, 'ml', water)).toBe('1/2 cup (120 ml)');
    expect(text(0.5, 'cup', water)).toBe('1/2 cup (120 ml)');
    // 12 oz is always 340 g, never 330 or 350.
    expect(text(330, 'g')).toBe('12 oz (340 g)');
    expect(text(350, 'g')).toBe('12 oz (340 g)');
    // "2 lb (850 g)": the pounds shown are 2, so the grams are those of 2 lb.
    expect(text(1.875, 'lb')).toBe('2 lb (910 g)');
    expect(text(850, 'g')).toBe('1 3/4 lb (790 g)');
  });

  it('counts big amounts in whole and half cups, never "10 2/3 cups" (issue 27)', () => {
    const water = testFood('water', { name: 'Water', category: 'beverages', units: { cup: 237 } });
    expect(text(10 + 2 / 3, 'cup', water)).toBe('10 1/2 cups (2.5 L)');
    expect(text(4.3, 'cup')).toBe('4 1/2 cups (450 g)');
    expect(text(2 + 2 / 3, 'cup')).toBe('2 2/3 cups (270 g)');
  });
});
