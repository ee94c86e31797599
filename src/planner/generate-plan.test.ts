import { describe, expect, it } from 'vitest';
import { generatedPlanSchema } from '../shared/generated-plan';
import { buildCatalogue } from './catalogue';
import { generatePlan, PlanInfeasibleError } from './generate-plan';
import { checkPlan } from './plan-checker';
import { planInputSchema, type PlanInputData } from './plan-input';
import { testFood, testProduct, testRecipe } from './test-catalogue';

const foods = [
  testFood('rice', { units: { cup: 185 }, grain: true }),
  testFood('beans', { legume: true }),
  testFood('peanut-butter', { allergens: ['peanuts'], legume: true }),
  testFood('shrimp', { aliases: ['prawns'], allergens: ['shellfish'], animal: ['shellfish'] }),
  testFood('salt', { units: { tsp: 6, cup: 288 } }),
  testFood('saffron', { units: { cup: 100 } }),
  testFood('oats', { grain: true }),
  testFood('tofu', { allergens: ['soy'] }),
  testFood('carrot'),
];
const products = [
  testProduct('rice', 2, 'lb', 300),
  testProduct('beans', 500, 'g', 200),
  testProduct('peanut-butter', 16, 'oz', 250),
  testProduct('shrimp', 1, 'lb', 900),
  testProduct('salt', 26, 'oz', 100),
  testProduct('saffron', 1, 'g', 1500),
  testProduct('oats', 1, 'kg', 250),
  testProduct('oats', 1, 'kg', 450, { organic: true }),
  testProduct('tofu', 400, 'g', 220),
  testProduct('carrot', 1, 'lb', 120),
];
const recipes = [
  testRecipe('oat-bowl', 'breakfast', [
    [1, 'cup', 'oats'],
    [1, 'tsp', 'salt'],
  ]),
  testRecipe('pb-oats', 'breakfast', [
    [1, 'cup', 'oats'],
    [2, 'tbsp', 'peanut-butter'],
  ]),
  testRecipe('carrot-oats', 'breakfast', [
    [1, 'cup', 'oats'],
    [1, 'each', 'carrot'],
  ]),
  testRecipe('rice-beans', 'dinner', [
    [1, 'cup', 'rice'],
    [1, 'cup', 'beans'],
    [1, 'tsp', 'salt'],
  ]),
  testRecipe('rice-tofu', 'dinner', [
    [200, 'g', 'rice'],
    [200, 'g', 'tofu'],
  ]),
  testRecipe('shrimp-rice', 'dinner', [
    [150, 'g', 'rice'],
    [300, 'g', 'shrimp'],
  ]),
  testRecipe('saffron-rice', 'dinner', [
    [1, 'cup', 'rice'],
    [0.5, 'g', 'saffron'],
  ]),
];
const data = { foods, products, recipes };
const catalogue = buildCatalogue(data);

const base: PlanInputData = {
  meals: ['dinner'],
  days: 1,
  servings: 2,
  budgetCents: 5000,
  budgetPreference: 'strict',
  store: 'walmart',
};

function plan(over: Partial<PlanInputData> = {}, seed = 1) {
  const input = planInputSchema.parse({ ...base, ...over });
  const result = generatePlan(input, catalogue, seed);
  expect(checkPlan(data, input, result)).toEqual([]);
  // What the server stores and the web reads parses with the shared schema, unchanged.
  expect(generatedPlanSchema.parse(result)).toEqual(result);
  return result;
}

describe('generatePlan', () => {
  it('buys one bag for two recipes needing 1 cup and 200 g of rice', () => {
    const result = plan({ days: 2, budgetCents: 5000 });
    const rice = Object.values(result.shopping_list.items).filter((i) => i.foodId === 'rice');
    expect(rice).toHaveLength(1);
    expect(rice[0]!.quantity_to_buy).toBe(1);
    const dishes = result.recipes.map((r) => r.recipeId);
    // Sharing the rice bag is what makes these two the cheapest pair.
    expect(new Set(dishes).size).toBe(2);
    expect(rice[0]!.covers!.map((c) => c.recipeId).sort()).toEqual([...dishes].sort());
  });

  it('never uses a listed allergen, nor a custom allergy matched by alias', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const result = plan({ days: 3, allergies: ['soy'], customAllergies: ['Prawns'] }, seed);
      const used = result.recipes.map((r) => r.recipeId);
      expect(used).not.toContain('rice-tofu');
      expect(used).not.toContain('shrimp-rice');
    }
  });

  it('does not buy what the pantry has', () => {
    const result = plan({ days: 1, pantry: ['salt', 'rice'] });
    const bought = Object.values(result.shopping_list.items).map((i) => i.foodId);
    expect(bought).not.toContain('salt');
    expect(bought).not.toContain('rice');
  });

  it('prefers organic packages when the person chose organic', () => {
    const result = plan({ meals: ['breakfast'], diets: ['organic'], budgetCents: 3000 });
    const oats = Object.values(result.shopping_list.items).find((i) => i.foodId === 'oats');
    expect(oats?.organic).toBe(true);
  });

  it('has exactly the chosen meals every day, in breakfast, lunch, dinner order', () => {
    const result = plan({ meals: ['dinner', 'breakfast'], days: 3, budgetCents: 10000 });
    expect(result.recipes.map((r) => `${r.day}${r.meal[0]}`)).toEqual([
      '1b',
      '1d',
      '2b',
      '2d',
      '3b',
      '3d',
    ]);
  });

  it('gives the same plan for the same seed', () => {
    const a = plan({ days: 3, meals: ['breakfast', 'dinner'], budgetPreference: 'flexible' }, 7);
    const b = plan({ days: 3, meals: ['breakfast', 'dinner'], budgetPreference: 'flexible' }, 7);
    expect(a).toEqual(b);
  });

  it('refuses a budget below the cheapest plan and says what that costs', () => {
    try {
      plan({ days: 2, budgetCents: 300 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PlanInfeasibleError);
      const e = error as PlanInfeasibleError;
      expect(e.code).toBe('budget-too-low');
      expect(e.cheapestTotalCents).toBeGreaterThan(300);
      expect(e.message).toContain('Your budget of $3 is too low');
      expect(e.message).toContain(`$${(e.cheapestTotalCents! / 100).toFixed(2)}`);
    }
  });

  it('lets a flexible plan exceed the budget and says by how much', () => {
    const result = plan({ days: 2, budgetCents: 300, budgetPreference: 'flexible' });
    expect(result.budget!.overBudgetCents).toBe(result.totals!.costCents - 300);
    expect(result.notes!.join(' ')).toContain('over your budget of $3.00');
  });

  it('explains which choice leaves a meal without recipes', () => {
    expect(() => plan({ meals: ['lunch'] })).toThrow(/No lunch recipe fits your choices/);
    expect(() =>
      plan({
        meals: ['breakfast'],
        allergies: ['peanuts'],
        diets: ['vegan'],
        customAllergies: ['oats'],
      }),
    ).toThrow(/every breakfast recipe contains peanuts, oats/);
  });

  it('adds up: the total is the sum of price x quantity over the items, and meals + leftovers make the total', () => {
    const result = plan({ days: 3, meals: ['breakfast', 'dinner'], budgetCents: 10000 });
    const sum = Object.values(result.shopping_list.items).reduce(
      (s, i) => s + Math.round(i.price * 100) * i.quantity_to_buy,
      0,
    );
    expect(result.totals!.costCents).toBe(sum);
    const meals = result.recipes.reduce((s, r) => s + r.costPerServingCents * 2, 0);
    expect(Math.abs(meals + result.totals!.leftoverValueCents - sum)).toBeLessThanOrEqual(
      result.recipes.length * 2,
    );
  });

  it('scales ingredients to the servings and numbers nothing it cannot convert', () => {
    const result = plan({ servings: 4 });
    const entry = result.recipes[0]!;
    expect(entry.servings).toBe(4);
    expect(entry.recipe.instructions).toHaveLength(2);
    expect(entry.recipe.main_dish_ingredients.length).toBeGreaterThanOrEqual(2);
  });
});
