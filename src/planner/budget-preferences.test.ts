import { describe, expect, it } from 'vitest';
import type { Cuisine } from '../shared/options';
import { buildCatalogue } from './catalogue';
import { generatePlan } from './generate-plan';
import { checkPlan } from './plan-checker';
import { planInputSchema, type PlanInputData } from './plan-input';
import { testFood, testProduct, testRecipe } from './test-catalogue';

describe('strict', () => {
  const foods = [testFood('rice', { units: { cup: 185 }, grain: true }), testFood('beans')];
  const products = [testProduct('rice', 2, 'lb', 300), testProduct('beans', 500, 'g', 200)];
  // The same ingredients, so the same cost: only the cuisine tells them apart.
  const dish = (id: string, cuisine: Cuisine) =>
    testRecipe(
      id,
      'dinner',
      [
        [1, 'cup', 'rice'],
        [1, 'cup', 'beans'],
      ],
      { cuisine },
    );
  const recipes = [
    dish('arroz-italiano', 'italian'),
    dish('riz-francais', 'french'),
    dish('arroz-con-frijoles', 'mexican'),
    dish('chawal-rajma', 'indian'),
  ];
  const data = { foods, products, recipes };
  const catalogue = buildCatalogue(data);
  const plan = (over: Partial<PlanInputData>, seed: number) => {
    const input = planInputSchema.parse({
      meals: ['dinner'],
      days: 1,
      servings: 2,
      budgetCents: 10_000,
      budgetPreference: 'strict',
      store: 'walmart',
      ...over,
    });
    const result = generatePlan(input, catalogue, seed);
    expect(checkPlan(data, input, result)).toEqual([]);
    return result;
  };

  it('takes the dish of the person’s cuisine among equal-cost dishes, whatever the seed', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const result = plan({ cuisines: ['mexican'] }, seed);
      expect(result.recipes[0]!.recipeId).toBe('arroz-con-frijoles');
      expect((result.notes ?? []).join(' ')).not.toContain('outside your tastes');
    }
  });

  describe('a dish of the person’s cuisine that costs more', () => {
    // Saffron rice: the person's cuisine, a $6 jar more than the plain rice and beans.
    const withSaffron = {
      foods: [...foods, testFood('saffron')],
      products: [...products, testProduct('saffron', 10, 'g', 600)],
      recipes: [
        dish('riz-francais', 'french'),
        testRecipe(
          'arroz-azafran',
          'dinner',
          [
            [1, 'cup', 'rice'],
            [1, 'cup', 'beans'],
            [1, 'g', 'saffron'],
          ],
          { cuisine: 'mexican' },
        ),
      ],
    };
    const planWith = (budgetCents: number) => {
      const input = planInputSchema.parse({
        meals: ['dinner'],
        days: 1,
        servings: 2,
        budgetCents,
        budgetPreference: 'strict',
        store: 'walmart',
        cuisines: ['mexican'],
      });
      const result = generatePlan(input, buildCatalogue(withSaffron), 1);
      expect(checkPlan(withSaffron, input, result)).toEqual([]);
      return result;
    };

    it('is bought when the budget allows it: strict trades variety for cost, not tastes', () => {
      const result = planWith(2_000);
      expect(result.recipes[0]!.recipeId).toBe('arroz-azafran');
      expect((result.notes ?? []).join(' ')).not.toContain('outside your tastes');
    });

    it('gives way to the budget, and the note says so', () => {
      const result = planWith(1_000);
      expect(result.recipes[0]!.recipeId).toBe('riz-francais');
      expect((result.notes ?? []).join(' ')).toContain(
        '1 of 1 dinner is outside your tastes to stay within your budget: a new matching dinner would add at least $6.00 and go over it.',
      );
    });
  });

  it('says that it repeats dishes to save', () => {
    const result = plan({ days: 7 }, 1);
    const distinct = new Set(result.recipes.map((r) => r.recipeId)).size;
    expect(distinct).toBeLessThan(7);
    expect(result.notes!.join(' ')).toContain(
      `${7 - distinct} of 7 meals repeat a dish from another day: the strict budget preference repeats dishes when that is cheaper.`,
    );
  });
});

describe('the over-budget note', () => {
  // Lime juice from limes already bought makes the list cheaper than the model's packages.
  const foods = [
    testFood('lime', { units: { each: 67, cup: 200 } }),
    testFood('lime-juice', {
      units: { cup: 242 },
      yieldFrom: { foodId: 'lime', grams: 44, kind: 'juice' },
    }),
    testFood('rice', { units: { cup: 185 } }),
  ];
  const data = {
    foods,
    products: [
      testProduct('lime', 1, 'each', 34),
      testProduct('lime-juice', 2, 'cup', 249),
      testProduct('rice', 2, 'lb', 300),
    ],
    recipes: [
      testRecipe('lime-rice', 'dinner', [
        [1, 'cup', 'rice'],
        [1, 'each', 'lime'],
        [1 / 8, 'cup', 'lime-juice'],
      ]),
    ],
  };
  const catalogue = buildCatalogue(data);
  const plan = (budgetCents: number) =>
    generatePlan(
      planInputSchema.parse({
        meals: ['dinner'],
        days: 1,
        servings: 2,
        budgetCents,
        budgetPreference: 'flexible',
        store: 'walmart',
      }),
      catalogue,
      1,
    );

  it('is judged on the list the person sees, not on the packages the search priced', () => {
    const total = plan(5000).totals!.costCents;
    // The search priced a bottle of juice too: more than this budget, which the list is not.
    expect(plan(total).notes ?? []).not.toContainEqual(expect.stringMatching(/over your budget/));
    expect(plan(total - 1).notes).toContain(
      `This plan is $0.01 over your budget of $${((total - 1) / 100).toFixed(2)}: the flexible budget preference favours variety and your tastes over the budget.`,
    );
  });
});
