import { describe, expect, it } from 'vitest';
import { foodSchema, type Food } from './catalogue-schema';
import { toGrams } from './units';

function food(units: Record<string, number>): Food {
  return foodSchema.parse({
    id: 'test-food',
    name: 'Test food',
    category: 'grains-pasta',
    units,
    nutrition: {
      source: 'USDA SR28',
      ndb: '20044',
      description: 'Rice, white, long-grain',
      per100g: { kcal: 365, proteinG: 7, fatG: 1, carbsG: 80, fiberG: 1, sugarsG: 0, sodiumMg: 5 },
    },
  });
}

const rice = food({ cup: 185 });
const egg = food({ each: 50 });
const garlic = food({ clove: 3, head: 40 });
const bare = food({});

describe('toGrams', () => {
  it('converts mass units for any food, even one with no unit weights', () => {
    expect(toGrams(250, 'g', bare)).toBe(250);
    expect(toGrams(1.5, 'kg', bare)).toBe(1500);
    expect(toGrams(1, 'oz', bare)).toBeCloseTo(28.3495, 6);
    expect(toGrams(2, 'lb', bare)).toBeCloseTo(907.184, 6);
  });

  it('converts volume through the food grams per cup', () => {
    expect(toGrams(1, 'cup', rice)).toBe(185);
    expect(toGrams(236.588, 'ml', rice)).toBeCloseTo(185, 6);
    expect(toGrams(1, 'l', rice)).toBeCloseTo((185 * 1000) / 236.588, 6);
    expect(toGrams(16, 'tbsp', rice)).toBeCloseTo(185, 6);
    expect(toGrams(48, 'tsp', rice)).toBeCloseTo(185, 6);
    expect(toGrams(8, 'fl_oz', rice)).toBeCloseTo(185, 6);
    expect(toGrams(1, 'pt', rice)).toBe(370);
    expect(toGrams(1, 'qt', rice)).toBe(740);
    expect(toGrams(1, 'gal', rice)).toBe(2960);
  });

  it('returns null for volume when the food has no density', () => {
    expect(toGrams(1, 'cup', egg)).toBeNull();
    expect(toGrams(2, 'tbsp', bare)).toBeNull();
  });

  it('converts count units through the food weight for that unit', () => {
    expect(toGrams(3, 'clove', garlic)).toBe(9);
    expect(toGrams(1, 'head', garlic)).toBe(40);
    expect(toGrams(2, 'each', egg)).toBe(100);
    expect(toGrams(1, 'dozen', egg)).toBe(600);
  });

  it('returns null for a count unit the food does not define', () => {
    expect(toGrams(1, 'clove', egg)).toBeNull();
    expect(toGrams(1, 'dozen', garlic)).toBeNull();
    expect(toGrams(1, 'can', bare)).toBeNull();
  });

  it('treats a pinch as 0.36 g for any food', () => {
    expect(toGrams(1, 'pinch', bare)).toBe(0.36);
    expect(toGrams(2, 'pinch', rice)).toBeCloseTo(0.72, 10);
  });

  it('rejects impossible quantities instead of guessing', () => {
    expect(toGrams(-1, 'g', bare)).toBeNull();
    expect(toGrams(Number.NaN, 'g', bare)).toBeNull();
  });
});
