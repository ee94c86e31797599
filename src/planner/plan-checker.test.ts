import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { generatePlan } from './generate-plan';
import { checkPlan } from './plan-checker';
import { planInputSchema } from './plan-input';
import { testFood, testProduct, testRecipe } from './test-catalogue';

// The checker guards the planner; these make sure it would notice a broken plan.
const foods = [
  testFood('rice', { units: { cup: 185 } }),
  testFood('egg', { allergens: ['eggs'], animal: ['egg'] }),
  testFood('carrot'),
];
const products = [
  testProduct('rice', 2, 'lb', 300),
  testProduct('egg', 12, 'each', 400),
  testProduct('carrot', 1, 'lb', 120),
];
const recipes = [
  testRecipe('rice-carrot', 'dinner', [
    [1, 'cup', 'rice'],
    [2, 'each', 'carrot'],
  ]),
  testRecipe('egg-rice', 'dinner', [
    [1, 'cup', 'rice'],
    [2, 'each', 'egg'],
  ]),
  testRecipe('carrot-soup', 'dinner', [
    [4, 'each', 'carrot'],
    [0.5, 'cup', 'rice'],
  ]),
];
const data = { foods, products, recipes };
const input = planInputSchema.parse({
  meals: ['dinner'],
  days: 2,
  servings: 2,
  budgetCents: 2000,
  budgetPreference: 'balanced',
  allergies: ['eggs'],
});
const plan = generatePlan(input, buildCatalogue(data), 3);

describe('checkPlan', () => {
  it('passes a generated plan', () => {
    expect(checkPlan(data, input, plan)).toEqual([]);
  });

  it('notices an allergen, a missing package, a wrong total and a budget overrun', () => {
    const broken = structuredClone(plan);
    broken.recipes[0]!.recipeId = 'egg-rice';
    const rice = Object.keys(broken.shopping_list.items).find((k) => k.startsWith('rice'))!;
    delete broken.shopping_list.items[rice];
    broken.totals!.costCents += 1;
    const problems = checkPlan(data, { ...input, budgetCents: 100 }, broken);
    expect(problems.join('\n')).toMatch(/egg-rice: egg contains eggs/);
    expect(problems.join('\n')).toMatch(/rice: .* g needed, 0.0 g bought/);
    expect(problems.join('\n')).toMatch(/is not the sum of the items/);
    expect(problems.join('\n')).toMatch(/balanced plan is \d+ cents over the budget/);
  });

  it('notices a repeat within three days', () => {
    const broken = structuredClone(plan);
    broken.recipes[1]!.recipeId = broken.recipes[0]!.recipeId;
    expect(checkPlan(data, input, broken).join('\n')).toMatch(/repeats on days 1 and 2/);
  });

  it('notices a missing meal', () => {
    const broken = structuredClone(plan);
    broken.recipes.pop();
    expect(checkPlan(data, input, broken).join('\n')).toMatch(
      /meals are \[1:dinner\], expected \[1:dinner, 2:dinner\]/,
    );
  });
});

describe('checkPlan with pantry equivalents', () => {
  it('counts a held kosher salt for the salt a recipe asks for, as the planner does', () => {
    const saltFoods = [
      testFood('rice', { units: { cup: 185 } }),
      testFood('salt'),
      testFood('kosher-salt'),
    ];
    const saltData = {
      foods: saltFoods,
      products: [testProduct('rice', 2, 'lb', 300), testProduct('salt', 26, 'oz', 150)],
      recipes: [
        testRecipe('salted-rice', 'dinner', [
          [1, 'cup', 'rice'],
          [1, 'tsp', 'salt'],
        ]),
      ],
    };
    const saltInput = planInputSchema.parse({
      meals: ['dinner'],
      days: 1,
      servings: 2,
      budgetCents: 2000,
      budgetPreference: 'balanced',
      pantry: ['kosher-salt'],
    });
    const salted = generatePlan(saltInput, buildCatalogue(saltData), 1);
    expect(Object.values(salted.shopping_list.items).map((i) => i.foodId)).toEqual(['rice']);
    expect(checkPlan(saltData, saltInput, salted)).toEqual([]);
  });
});
