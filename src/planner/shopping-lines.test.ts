/**
 * The shopping list reads right (issue 13): one line per food where that is no dearer, and a
 * line that says why when two are truly cheaper.
 */
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { generatePlan } from './generate-plan';
import { FoodCostTable } from './package-cost';
import { checkPlan } from './plan-checker';
import { planInputSchema } from './plan-input';
import { testFood, testProduct, testRecipe } from './test-catalogue';

const g = (grams: number): number => grams * 1000;

describe('package choice', () => {
  const options = [
    { product: 0, sizeMg: g(1000), priceCents: 300 },
    { product: 1, sizeMg: g(250), priceCents: 76 },
  ];

  it('buys one size when a second size would save less than the penalty', () => {
    // 1.1 kg: a big and a small bag (376) save only 4 cents on five small bags (380).
    expect(new FoodCostTable(options, 0).counts(g(1100))).toEqual([1, 1]);
    const t = new FoodCostTable(options, 50);
    expect(t.counts(g(1100))).toEqual([0, 5]);
    expect(t.cost(g(1100))).toBe(380);
  });

  it('keeps two sizes when they save more than the penalty', () => {
    const bananas = new FoodCostTable(
      [
        { product: 0, sizeMg: g(1361), priceCents: 193 },
        { product: 1, sizeMg: g(118), priceCents: 24 },
      ],
      50,
    );
    // 13 bananas: a bunch and 2 singles (241) against 13 singles (312) or two bunches (386).
    expect(bananas.counts(g(1534))).toEqual([1, 2]);
  });
});

describe('shopping lines', () => {
  const foods = [
    testFood('lime', { units: { each: 67, cup: 200 }, display: { one: 'lime', many: 'limes' } }),
    testFood('lime-juice', {
      units: { cup: 242 },
      yieldFrom: { foodId: 'lime', grams: 44, kind: 'juice' },
      display: { one: 'lime juice', many: 'lime juice' },
    }),
    testFood('rice', { units: { cup: 185 } }),
  ];
  const recipe = (limeJuiceCups: number) =>
    testRecipe('lime-rice', 'dinner', [
      [1, 'cup', 'rice'],
      [1, 'each', 'lime'],
      [limeJuiceCups, 'cup', 'lime-juice'],
    ]);
  const plan = (limePriceCents: number, limeJuiceCups: number) => {
    const data = {
      foods,
      products: [
        testProduct('lime', 1, 'each', limePriceCents),
        testProduct('lime-juice', 2, 'cup', 249),
        testProduct('rice', 2, 'lb', 300),
      ],
      recipes: [recipe(limeJuiceCups)],
    };
    const input = planInputSchema.parse({
      meals: ['dinner'],
      days: 1,
      servings: 2,
      budgetCents: 5000,
      budgetPreference: 'balanced',
      store: 'walmart',
    });
    const result = generatePlan(input, buildCatalogue(data), 1);
    expect(checkPlan(data, input, result)).toEqual([]);
    return Object.values(result.shopping_list.items);
  };

  it('juices more limes instead of buying a bottle when that is no dearer', () => {
    // 2 tbsp of juice is under one lime's 44 g: 2 limes (68) against 1 lime + a bottle (283).
    // The planner may serve more than one portion to feed people, so the counts scale with it:
    // what must hold is that no bottle is bought and the limes cover the juice too.
    const items = plan(34, 1 / 8);
    expect(items.map((i) => i.foodId)).toEqual(['lime', 'rice']);
    expect(items[0]!.quantity_to_buy).toBeGreaterThanOrEqual(2);
    expect(items[0]!.covers!.map((c) => c.recipeId)).toEqual(['lime-rice']);
    expect(items[0]!.why).toBe(
      'Includes enough to juice for the lime juice, no dearer than a bottle.',
    );
  });

  it('keeps the bottle beside the limes when it is truly cheaper, and says why', () => {
    // 1 1/2 cups of juice is 9 limes at 90 cents: the bottle (249) is far cheaper.
    const items = plan(90, 1.5);
    const bottle = items.find((i) => i.foodId === 'lime-juice')!;
    // Whole limes only for the recipe's own limes (one per portion served), the juice from the bottle.
    expect(items.find((i) => i.foodId === 'lime')!.quantity_to_buy).toBeLessThanOrEqual(2);
    expect(bottle.why).toMatch(/^\$\d+\.\d\d less than \d+ more limes for it\.$/);
  });
});
