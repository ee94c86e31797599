import { describe, expect, it } from 'vitest';
import { generatedPlanSchema, type GeneratedPlan } from '../../shared/generated-plan';
import { mealPlanDetailResponseSchema, type MealPlanDetail } from '../../shared/meal-plan';
import { isGeneratedPlanSkeleton, mealPlanDetailResponseCheck } from './plan-detail-check';

const nutrition = {
  kcal: 540,
  proteinG: 22,
  fatG: 18,
  carbsG: 70,
  fiberG: 9,
  sugarsG: 6,
  sodiumMg: 600,
};

function generatedPlan(): GeneratedPlan {
  return {
    recipes: [
      {
        day: 1,
        meal: 'dinner',
        dish: 'Rice and beans',
        recipeId: 'rice-beans',
        recipe: {
          main_dish_ingredients: [
            { quantity: '1 cup', ingredient: 'rice', foodId: 'rice', grams: 185 },
            { quantity: '1 cup', ingredient: 'beans, drained', grams: 170, fromPantry: false },
          ],
          instructions: ['Cook the rice.', 'Warm the beans and serve.'],
        },
        costPerServingCents: 145,
        nutritionPerServing: nutrition,
        sides: [
          {
            name: 'Side salad',
            ingredients: [{ quantity: '2 cups', ingredient: 'lettuce' }],
            kcal: 40,
            proteinG: 1,
          },
        ],
      },
    ],
    shopping_list: {
      items: {
        rice: {
          id: 'p-rice',
          name: 'Long grain rice, 2 lb',
          imageUrl: null,
          price: 3,
          quantity_to_buy: 1,
          active: 1,
          covers: [{ day: 1, meal: 'dinner', recipeId: 'rice-beans', grams: 185 }],
        },
        beans: {
          id: 'p-beans',
          name: 'Black beans, 15 oz',
          imageUrl: 'https://example.test/beans.png',
          price: 0.98,
          quantity_to_buy: 2,
          active: 0,
        },
      },
    },
    totals: {
      costCents: 496,
      costPerServingCents: 145,
      leftoverValueCents: 206,
      nutritionPerDay: nutrition,
    },
  };
}

function detail(plan: unknown): { plan: unknown } {
  const now = '2026-11-25T12:00:00.000Z';
  const item: Omit<MealPlanDetail, 'generatedPlan'> = {
    id: 'plan-1',
    name: 'Dinner for two',
    description: null,
    budget: 30,
    budgetCents: 3000,
    duration: 1,
    servingsPerMeal: 2,
    meals: ['dinner'],
    totalMeals: 1,
    store: 'walmart',
    budgetPreference: 'strict',
    status: 'completed',
    progress: 100,
    currentStep: 'completed',
    message: 'Done',
    error: null,
    userName: 'Ada',
    generationMethod: 'classic',
    createdAt: now,
    startedAt: now,
    completedAt: now,
    updatedAt: now,
    timeElapsedMs: 900,
    totalCostCents: 300,
    metadata: { budget: 30, duration: 1, total_recipes: 1, store: 'walmart', servings_per_meal: 2 },
    settings: {
      meals: ['dinner'],
      store: 'walmart',
      budget: '30',
      budgetPreference: 'strict',
      duration: 1,
      servingsPerMeal: 2,
      dietaryRestrictions: [],
      allergies: [],
      preferences: {},
    },
    progressDetail: {
      progress: 100,
      percentComplete: 100,
      currentStep: 'completed',
      stepNumber: 1,
      totalSteps: 1,
      message: 'Done',
      timeStarted: now,
      estimatedTimeRemaining: null,
      error: null,
      details: null,
      steps: [],
    },
    cart: null,
  };
  return { plan: { ...item, generatedPlan: plan } };
}

describe('the plan answer check', () => {
  it('uses a fixture the full shared schema accepts', () => {
    expect(generatedPlanSchema.safeParse(generatedPlan()).success).toBe(true);
    expect(mealPlanDetailResponseSchema.safeParse(detail(generatedPlan())).success).toBe(true);
  });

  it('accepts what the full schema accepts, with the generated plan unchanged', () => {
    const plan = generatedPlan();
    const result = mealPlanDetailResponseCheck.safeParse(detail(plan));
    expect(result.success).toBe(true);
    if (result.success) expect(result.data.plan.generatedPlan).toEqual(plan);
    // A plan still generating has no generated plan yet.
    expect(mealPlanDetailResponseCheck.safeParse(detail(null)).success).toBe(true);
  });

  it('refuses an answer whose plan fields are wrong, as the shared schema does', () => {
    const answer = detail(generatedPlan()) as { plan: Record<string, unknown> };
    answer.plan.status = 'done';
    expect(mealPlanDetailResponseCheck.safeParse(answer).success).toBe(false);
    expect(mealPlanDetailResponseCheck.safeParse({}).success).toBe(false);
    expect(mealPlanDetailResponseCheck.safeParse(undefined).success).toBe(false);
  });

  // Each breaks one of the plan's own fields; the hand check refuses what the schema refuses.
  const planBreakages: [string, (plan: Record<string, unknown>) => void][] = [
    ['no id', (p) => Reflect.deleteProperty(p, 'id')],
    ['a name that is not text', (p) => Reflect.set(p, 'name', 3)],
    ['a negative budget', (p) => Reflect.set(p, 'budget', -1)],
    ['zero days', (p) => Reflect.set(p, 'duration', 0)],
    ['half a serving', (p) => Reflect.set(p, 'servingsPerMeal', 1.5)],
    ['an unknown meal', (p) => Reflect.set(p, 'meals', ['brunch'])],
    ['an unknown budget preference', (p) => Reflect.set(p, 'budgetPreference', 'lavish')],
    ['progress over 100', (p) => Reflect.set(p, 'progress', 101)],
    ['an unknown step', (p) => Reflect.set(p, 'currentStep', 'cooking')],
    ['an error that is a number', (p) => Reflect.set(p, 'error', 500)],
    ['an unknown method', (p) => Reflect.set(p, 'generationMethod', 'magic')],
    ['a total in dollars text', (p) => Reflect.set(p, 'totalCostCents', '$3')],
    ['settings that are not an object', (p) => Reflect.set(p, 'settings', 'none')],
    ['no progress detail', (p) => Reflect.deleteProperty(p, 'progressDetail')],
    [
      'a cart without its item count',
      (p) => Reflect.set(p, 'cart', { store: 'walmart', url: null, missing: [] }),
    ],
    [
      'a cart whose missing items have no names',
      (p) =>
        Reflect.set(p, 'cart', {
          store: 'walmart',
          url: null,
          itemCount: 1,
          missing: [{ key: 'rice' }],
        }),
    ],
    ['an unknown reader role', (p) => Reflect.set(p, 'viewerRole', 'admin')],
    ['no generated plan key', (p) => Reflect.deleteProperty(p, 'generatedPlan')],
  ];

  for (const [what, breakIt] of planBreakages) {
    it(`refuses a plan with ${what}, as the full schema does`, () => {
      const answer = detail(generatedPlan()) as { plan: Record<string, unknown> };
      breakIt(answer.plan);
      expect(mealPlanDetailResponseSchema.safeParse(answer).success).toBe(false);
      expect(mealPlanDetailResponseCheck.safeParse(answer).success).toBe(false);
    });
  }

  it('accepts a cart and a reader role as the full schema does', () => {
    const answer = detail(generatedPlan()) as { plan: Record<string, unknown> };
    answer.plan.cart = {
      store: 'walmart',
      url: 'https://example.test/cart',
      itemCount: 1,
      missing: [{ key: 'beans', name: 'Black beans, 15 oz' }],
      host: 'example.test',
      fill: 'link',
    };
    answer.plan.viewerRole = 'member';
    expect(mealPlanDetailResponseSchema.safeParse(answer).success).toBe(true);
    expect(mealPlanDetailResponseCheck.safeParse(answer).success).toBe(true);
  });

  // Each breaks one field the plan page reads; Reflect writes what the types would refuse.
  const meal = (p: GeneratedPlan) => p.recipes[0]!;
  const item = (p: GeneratedPlan, key: string) => p.shopping_list.items[key]!;
  const breakages: [string, (plan: GeneratedPlan) => void][] = [
    ['no meals list', (p) => Reflect.deleteProperty(p, 'recipes')],
    ['a meal on day "1"', (p) => Reflect.set(meal(p), 'day', '1')],
    ['an unknown meal', (p) => Reflect.set(meal(p), 'meal', 'brunch')],
    ['a dish that is not text', (p) => Reflect.set(meal(p), 'dish', 7)],
    ['steps that are not a list', (p) => Reflect.set(meal(p).recipe, 'instructions', 'Cook.')],
    [
      'an ingredient without its amount',
      (p) => Reflect.deleteProperty(meal(p).recipe.main_dish_ingredients[0]!, 'quantity'),
    ],
    ['a meal without nutrition', (p) => Reflect.deleteProperty(meal(p), 'nutritionPerServing')],
    ['a meal cost that is not a number', (p) => Reflect.set(meal(p), 'costPerServingCents', '1')],
    [
      'a side without ingredients',
      (p) => Reflect.deleteProperty(meal(p).sides![0]!, 'ingredients'),
    ],
    ['no shopping list', (p) => Reflect.deleteProperty(p, 'shopping_list')],
    ['an item price in text', (p) => Reflect.set(item(p, 'rice'), 'price', '$3.00')],
    ['half a package', (p) => Reflect.set(item(p, 'rice'), 'quantity_to_buy', 0.5)],
    ['an item without its active flag', (p) => Reflect.deleteProperty(item(p, 'beans'), 'active')],
    ['an item image that is not text', (p) => Reflect.set(item(p, 'beans'), 'imageUrl', 1)],
    ['totals without a cost', (p) => Reflect.deleteProperty(p.totals!, 'costCents')],
  ];

  for (const [what, breakIt] of breakages) {
    it(`refuses a generated plan with ${what}, as the full schema does`, () => {
      const plan = generatedPlan();
      breakIt(plan);
      expect(generatedPlanSchema.safeParse(plan).success).toBe(false);
      expect(isGeneratedPlanSkeleton(plan)).toBe(false);
      expect(mealPlanDetailResponseCheck.safeParse(detail(plan)).success).toBe(false);
    });
  }
});
