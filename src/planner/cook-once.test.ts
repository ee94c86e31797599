/**
 * Cook once, eat twice (issue 12, item 3): a lunch that is the day before's dinner's extra
 * portions is bought once, priced once, labelled on both meals, checked, and stays consistent
 * when either meal is swapped.
 */
import { describe, expect, it } from 'vitest';
import { cookOnceLine, mealTitle } from '../shared/cook-once-text';
import { generatedPlanSchema, type GeneratedPlan } from '../shared/generated-plan';
import { buildCatalogue } from './catalogue';
import type { Food } from './catalogue-schema';
import { generatePlan } from './generate-plan';
import { checkPlan } from './plan-checker';
import { planInputSchema, type PlanInputData } from './plan-input';
import { swapAlternatives, swapMeal } from './swap-meal';
import { testFood, testProduct, testRecipe } from './test-catalogue';

/** 400 kcal and 20 g of protein per 100 g: a recipe serving of 100 g feeds by portion alone. */
function food(id: string): Food {
  const f = testFood(id);
  return {
    ...f,
    nutrition: {
      ...f.nutrition,
      per100g: {
        kcal: 400,
        proteinG: 20,
        fatG: 10,
        carbsG: 50,
        fiberG: 5,
        sugarsG: 2,
        sodiumMg: 50,
      },
    },
  };
}

const DAYS = 7;
const ks = Array.from({ length: DAYS }, (_, i) => i + 1);
// Dinners share a big cheap bag of lentils, so their extra portions cost little; every lunch
// needs its own dear food.
const foods = [
  food('lentils'),
  food('oats'),
  food('salt'),
  ...ks.map((k) => food(`spice-${k}`)),
  ...ks.map((k) => food(`pricey-${k}`)),
];
const products = [
  testProduct('lentils', 2, 'kg', 300),
  testProduct('oats', 1, 'kg', 250),
  testProduct('salt', 1, 'kg', 100),
  ...ks.map((k) => testProduct(`spice-${k}`, 100, 'g', 100)),
  ...ks.map((k) => testProduct(`pricey-${k}`, 500, 'g', 900)),
];
const recipes = [
  ...[1, 2, 3].map((k) =>
    testRecipe(
      `porridge-${k}`,
      'breakfast',
      [
        [200, 'g', 'oats'],
        [1, 'g', 'salt'],
      ],
      { title: `Porridge ${k}` },
    ),
  ),
  ...ks.map((k) =>
    testRecipe(
      `lunch-${k}`,
      'lunch',
      [
        [200, 'g', `pricey-${k}`],
        [1, 'g', 'salt'],
      ],
      { title: `Lunch bowl ${k}` },
    ),
  ),
  ...ks.map((k) =>
    testRecipe(
      `dal-${k}`,
      'dinner',
      [
        [180, 'g', 'lentils'],
        [20, 'g', `spice-${k}`],
      ],
      { title: `Dal ${k}` },
    ),
  ),
];
const data = { foods, products, recipes };
const catalogue = buildCatalogue(data);

const base: PlanInputData = {
  meals: ['breakfast', 'lunch', 'dinner'],
  days: DAYS,
  servings: 2,
  budgetCents: 30000,
  budgetPreference: 'strict',
  store: 'walmart',
};

function plan(over: Partial<PlanInputData> = {}) {
  const input = planInputSchema.parse({ ...base, ...over });
  const result = generatePlan(input, catalogue, 1);
  expect(checkPlan(data, input, result)).toEqual([]);
  expect(generatedPlanSchema.parse(result)).toEqual(result);
  return { input, result };
}

const entry = (p: GeneratedPlan, day: number, meal: string) =>
  p.recipes.find((r) => r.day === day && r.meal === meal)!;
const cookOnceLunches = (p: GeneratedPlan) => p.recipes.filter((r) => r.cookedWith);

describe('cook once, eat twice', () => {
  it('serves the day before dinner as lunch where that is cheaper, labelled on both meals', () => {
    const { result } = plan();
    const lunches = cookOnceLunches(result);
    expect(lunches.map((l) => l.day)).toEqual([2, 3, 4, 5, 6, 7]);
    for (const lunch of lunches) {
      const dinner = entry(result, lunch.day - 1, 'dinner');
      expect(lunch.meal).toBe('lunch');
      expect(lunch.cookedWith).toEqual({ day: lunch.day - 1, meal: 'dinner' });
      expect(lunch.recipeId).toBe(dinner.recipeId);
      expect(lunch.dish).toBe(dinner.dish);
      expect(dinner.cooksFor).toEqual({
        day: lunch.day,
        meal: 'lunch',
        servings: 2 * lunch.portion!,
      });
      // Nothing to buy or cook for the lunch: it is the dinner's, listed once on the dinner.
      expect(lunch.recipe.main_dish_ingredients).toEqual([]);
      expect(lunch.recipe.instructions.join(' ')).toContain(`day ${lunch.day - 1}'s dinner`);
      // The dinner's ingredients are for both meals: 180 g a recipe serving of 2.
      const lentils = dinner.recipe.main_dish_ingredients.find((i) => i.foodId === 'lentils')!;
      expect(lentils.grams).toBeCloseTo((180 / 2) * 2 * (dinner.portion! + lunch.portion!), 1);
      // Energy is the dinner's per portion, at the lunch's portion.
      expect(lunch.nutritionPerServing.kcal).toBe(Math.round(400 * lunch.portion!));
      // How the page, the CLI and the calendar label the pair.
      expect(mealTitle(lunch)).toBe(`Leftovers: ${dinner.dish} (cook once, eat twice)`);
      expect(cookOnceLine(lunch)).toContain(`The extra portions of day ${lunch.day - 1}'s dinner`);
      expect(cookOnceLine(dinner)).toBe(
        `Cook ${2 * (dinner.portion! + lunch.portion!)} servings: ${2 * dinner.portion!} for this meal and ${2 * lunch.portion!} extra for day ${lunch.day}'s lunch (cook once, eat twice). The ingredients and steps are for both meals.`,
      );
    }
    expect(result.notes!.join(' ')).toMatch(
      /Cook once, eat twice: lunch on days 2, 3, 4, 5, 6 and 7 is the extra portions of the day before's dinner, bought and cooked with it: that saves \$\d+\.\d\d on the list and 6 cooking sessions\./,
    );
  });

  it('counts the cooked-once lunch in the shopping list and the cost once', () => {
    const { result } = plan();
    const items = Object.values(result.shopping_list.items);
    // One line per food; the lunches' dear foods are bought for day 1's lunch only.
    expect(new Set(items.map((i) => i.foodId)).size).toBe(items.length);
    const pricey = items.filter((i) => i.foodId!.startsWith('pricey-'));
    expect(pricey).toHaveLength(1);
    // The lentils cover the dinners only (each cooking for its lunch too), and the bags bought
    // are what dinners and lunches eat together, once.
    const lentils = items.find((i) => i.foodId === 'lentils')!;
    expect(new Set(lentils.covers!.map((c) => c.meal))).toEqual(new Set(['dinner']));
    const eaten = result.recipes.reduce((sum, r) => {
      const portion = r.portion ?? 1;
      return r.recipeId.startsWith('dal-') ? sum + 90 * 2 * portion : sum;
    }, 0);
    expect(lentils.usedGrams).toBeCloseTo(eaten, 0);
    expect(lentils.quantity_to_buy).toBe(Math.ceil(eaten / 2000));
    const total = items.reduce((s, i) => s + Math.round(i.price * 100) * i.quantity_to_buy, 0);
    expect(result.totals!.costCents).toBe(total);
    // The meals' costs plus the leftover value still make the total: nothing counted twice.
    const meals = result.recipes.reduce((s, r) => s + r.costPerServingCents * 2, 0);
    expect(Math.abs(meals + result.totals!.leftoverValueCents - total)).toBeLessThanOrEqual(
      result.recipes.length * 2,
    );
  });

  it('keeps balanced plans at 14 distinct recipes of 21 or more', () => {
    const { result } = plan({ budgetPreference: 'balanced' });
    const distinct = new Set(result.recipes.map((r) => r.recipeId)).size;
    expect(cookOnceLunches(result).length).toBeGreaterThan(0);
    expect(distinct).toBeGreaterThanOrEqual(14);
  });

  it('turns a swapped cook-once lunch into an ordinary lunch, and the dinner cooks for one meal', () => {
    const { input, result } = plan();
    const options = swapAlternatives(result, 3, 'lunch', catalogue, input);
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) expect(o.recipeId).toMatch(/^lunch-/);
    const swapped = swapMeal(result, 3, 'lunch', 1, catalogue, input, options[0]!.recipeId);
    expect(checkPlan(data, input, swapped)).toEqual([]);
    const lunch = entry(swapped, 3, 'lunch');
    expect(lunch.recipeId).toBe(options[0]!.recipeId);
    expect(lunch.cookedWith).toBeUndefined();
    expect(lunch.recipe.main_dish_ingredients.length).toBeGreaterThan(0);
    expect(entry(swapped, 2, 'dinner').cooksFor).toBeUndefined();
    // Every other cook-once pair is kept.
    expect(cookOnceLunches(swapped).map((l) => l.day)).toEqual([2, 4, 5, 6, 7]);
    expect(swapped.totals!.costCents - result.totals!.costCents).toBe(options[0]!.costChangeCents);
  });

  it('takes the lunch along when the dinner it was cooked with is swapped', () => {
    const { input, result } = plan();
    const options = swapAlternatives(result, 4, 'dinner', catalogue, input);
    expect(options.length).toBeGreaterThan(0);
    const pick = options[0]!;
    const swapped = swapMeal(result, 4, 'dinner', 1, catalogue, input, pick.recipeId);
    expect(checkPlan(data, input, swapped)).toEqual([]);
    const dinner = entry(swapped, 4, 'dinner');
    const lunch = entry(swapped, 5, 'lunch');
    expect(dinner.recipeId).toBe(pick.recipeId);
    // The new dinner cooks the extra portions, so the lunch is now that dish.
    expect(lunch.recipeId).toBe(pick.recipeId);
    expect(lunch.cookedWith).toEqual({ day: 4, meal: 'dinner' });
    expect(dinner.cooksFor).toEqual({ day: 5, meal: 'lunch', servings: 2 * lunch.portion! });
    expect(swapped.totals!.costCents - result.totals!.costCents).toBe(pick.costChangeCents);
    // Swapping again never offers the dish just swapped out.
    const again = swapAlternatives(swapped, 4, 'dinner', catalogue, input);
    expect(again.map((o) => o.recipeId)).not.toContain(entry(result, 4, 'dinner').recipeId);
  });

  it('is refused by the checker when a lunch serves a dinner dish other than as its extra portions', () => {
    const { input, result } = plan();
    const broken = structuredClone(result);
    const lunch = entry(broken, 3, 'lunch');
    delete lunch.cookedWith;
    expect(checkPlan(data, input, broken).join(' ')).toMatch(/is a dinner, served as lunch/);
    expect(checkPlan(data, input, broken).join(' ')).toMatch(/not its extra portions/);

    const other = structuredClone(result);
    entry(other, 3, 'lunch').cookedWith = { day: 1, meal: 'dinner' };
    expect(checkPlan(data, input, other).join(' ')).toMatch(/not the day before's dinner/);
  });
});
