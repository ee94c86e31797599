import { describe, expect, it } from 'vitest';
import { type Food, type Product, type Recipe } from './catalogue-schema';
import { checkCatalogue, type CatalogueData } from './catalogue-check';
import { testFood } from './test-catalogue';
import { toGrams } from './units';

const food = (id: string, units: Record<string, number> = { cup: 100 }): Food =>
  testFood(id, { name: id, units });

const product = (id: string, foodId: string, unit: Product['unit'] = 'lb'): Product => ({
  id,
  foodId,
  name: id,
  size: 1,
  unit,
  priceCents: 100,
  organic: false,
  priceSource: {
    kind: 'bls',
    asOf: '2026-05',
    group: 'cereals-bakery',
    seriesId: 'APU0000701312',
    method: 'newest',
    months: ['2026-05'],
    values: [1.071],
    value: 1.071,
    unit: 'per lb',
    source: 'BLS average price table, May 2026',
  },
  storeIds: {},
});

const recipe = (id: string, ingredients: Recipe['ingredients'], dishType = 'bowl'): Recipe => ({
  id,
  title: 'Fixture bowl',
  description: 'A recipe built for a test.',
  cuisine: 'korean',
  meal: 'lunch',
  dishType,
  servings: 2,
  prepMinutes: 5,
  cookMinutes: 5,
  ingredients,
  instructions: ['Mix.', 'Serve.'],
  source: { kind: 'original' },
});

function valid(): CatalogueData {
  return {
    foods: [food('rice'), food('salt')],
    products: [product('rice-1-lb', 'rice'), product('salt-1-lb', 'salt')],
    pantry: { spices: ['salt'], baking: [], condiments: [] },
    recipes: [
      {
        file: 'recipes/korean.json',
        recipe: recipe('bibimbap', [
          { foodId: 'rice', quantity: 1, unit: 'cup' },
          { foodId: 'salt', quantity: 1, unit: 'pinch' },
        ]),
      },
    ],
  };
}

describe('checkCatalogue', () => {
  it('accepts consistent data', () => {
    expect(checkCatalogue(valid(), toGrams)).toEqual([]);
  });

  it('reports duplicates, unknown ids, missing products and unconvertible units', () => {
    const data = valid();
    const errors = checkCatalogue(
      {
        foods: [...data.foods, food('rice'), food('kale', {})],
        products: [
          ...data.products,
          product('rice-1-lb', 'rice'),
          product('ghost-1-lb', 'ghost'),
          product('salt-1-each', 'salt', 'each'),
        ],
        pantry: { spices: ['salt', 'saffron', 'salt'], baking: [], condiments: [] },
        recipes: [
          ...data.recipes,
          {
            file: 'recipes/x.json',
            recipe: recipe(
              'bibimbap',
              [
                { foodId: 'mystery', quantity: 1, unit: 'g' },
                { foodId: 'rice', quantity: 2, unit: 'slice' },
              ],
              'steak',
            ),
          },
        ],
      },
      toGrams,
    );
    expect(errors).toEqual([
      'duplicate food id rice',
      'duplicate product id rice-1-lb',
      'duplicate recipe id bibimbap',
      'product ghost-1-lb: unknown food id ghost',
      'product salt-1-each: 1 each of salt has no weight',
      'food kale: no product sells it',
      'pantry spices: unknown food id saffron',
      'pantry spices: salt listed twice',
      'recipes/x.json recipe bibimbap: dish type steak is not a lunch dish type',
      'recipes/x.json recipe bibimbap: unknown food id mystery',
      'recipes/x.json recipe bibimbap: 2 slice of rice has no weight',
    ]);
  });

  it('reports a package unit a hair heavier than the package sold (issue 27)', () => {
    const data = valid();
    const can = (grams: number) => food('crushed-tomatoes', { cup: 242, can: grams });
    const cans = [
      { ...product('crushed-tomatoes-28-oz', 'crushed-tomatoes', 'oz'), size: 28 },
      { ...product('crushed-tomatoes-6-can', 'crushed-tomatoes', 'can'), size: 6 },
    ];
    const check = (grams: number) =>
      checkCatalogue(
        { ...data, foods: [...data.foods, can(grams)], products: [...data.products, ...cans] },
        toGrams,
      );
    // 28 oz is 793.786 g: 794 g rounds the can up, so a recipe's "1 can" would buy two.
    expect(check(794)).toEqual([
      'food crushed-tomatoes: 1 can is 794 g, more than product crushed-tomatoes-28-oz ' +
        '(793.79 g): one can in a recipe would buy two',
    ]);
    // The can as sold, or one a little lighter, buys one; a can well over the 28 oz one is a
    // bigger can on purpose (two of the store's cans, and the text says its size).
    expect(check(793.78)).toEqual([]);
    expect(check(780)).toEqual([]);
    expect(check(850)).toEqual([]);
  });

  it('reports a product without a price source', () => {
    const data = valid();
    const broken = { ...data.products[0]!, priceSource: undefined } as unknown as Product;
    expect(checkCatalogue({ ...data, products: [broken, data.products[1]!] }, toGrams)).toEqual([
      'product rice-1-lb: no price source',
    ]);
  });
});
