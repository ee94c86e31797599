import { describe, expect, it } from 'vitest';
import { type Food, type Product, type Recipe } from './catalogue-schema';
import { cheapestCentsPerGram, recipeCostPerServing } from './recipe-cost';
import { testFood } from './test-catalogue';
import { toGrams } from './units';

const food = (id: string, units: Record<string, number> = {}): Food =>
  testFood(id, { name: id, units });

const product = (
  id: string,
  foodId: string,
  size: number,
  unit: Product['unit'],
  priceCents: number,
): Product => ({
  id,
  foodId,
  name: id,
  size,
  unit,
  priceCents,
  organic: false,
  priceSource: { kind: 'estimate', reasoning: 'fixture price for a test' },
  storeIds: {},
});

const rice = food('rice', { cup: 200 });
const egg = food('egg', { each: 50 });
const foodsById = new Map([rice, egg].map((f) => [f.id, f]));

describe('cheapestCentsPerGram', () => {
  it('takes the cheapest package per gram and applies the price level factor', () => {
    const prices = cheapestCentsPerGram(
      [
        product('rice-1kg', 'rice', 1, 'kg', 300),
        product('rice-5kg', 'rice', 5, 'kg', 1000),
        product('egg-dozen', 'egg', 1, 'dozen', 300),
      ],
      foodsById,
      toGrams,
      1.1,
    );
    expect(prices.get('rice')).toBeCloseTo((1000 * 1.1) / 5000);
    expect(prices.get('egg')).toBeCloseTo((300 * 1.1) / 600);
  });
  it('skips packages that do not convert to grams', () => {
    const prices = cheapestCentsPerGram(
      [product('rice-box', 'rice', 1, 'box', 1)],
      foodsById,
      toGrams,
    );
    expect(prices.has('rice')).toBe(false);
  });
});

describe('recipeCostPerServing', () => {
  const recipe = (ingredients: Recipe['ingredients'], servings: number): Recipe => ({
    id: 'r',
    title: 'Rice and eggs',
    description: 'A fixture recipe.',
    cuisine: 'american',
    meal: 'breakfast',
    dishType: 'eggs',
    servings,
    prepMinutes: 0,
    cookMinutes: 0,
    ingredients,
    instructions: ['Cook.', 'Eat.'],
    source: { kind: 'original' },
  });
  const prices = new Map([
    ['rice', 0.2],
    ['egg', 0.5],
  ]);
  it('prices the used grams and divides by servings', () => {
    const cost = recipeCostPerServing(
      recipe(
        [
          { foodId: 'rice', quantity: 1, unit: 'cup' },
          { foodId: 'egg', quantity: 4, unit: 'each' },
        ],
        2,
      ),
      foodsById,
      prices,
      toGrams,
    );
    expect(cost.missing).toEqual([]);
    expect(cost.cents).toBeCloseTo((200 * 0.2 + 200 * 0.5) / 2);
  });
  it('reports ingredients that cannot be priced', () => {
    const cost = recipeCostPerServing(
      recipe(
        [
          { foodId: 'rice', quantity: 1, unit: 'slice' },
          { foodId: 'ghost', quantity: 1, unit: 'g' },
        ],
        1,
      ),
      foodsById,
      prices,
      toGrams,
    );
    expect(cost.missing).toEqual(['rice', 'ghost']);
    expect(cost.cents).toBe(0);
  });
});
