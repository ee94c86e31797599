import { describe, expect, it } from 'vitest';
import { toPlannerRecipe, type SavedRecipeForPlanning } from './planner-recipe';
import { shoppingTotalCents } from '../shared/generated-plan';
import type { SavedIngredient } from '../shared/my-recipes';
import { buildCatalogue } from '../planner/catalogue';
import type { Recipe } from '../planner/catalogue-schema';
import { fixtureCatalogue } from '../planner/fixture-catalogue';
import { generatePlan } from '../planner/generate-plan';
import { catalogueWithOwnRecipes } from '../planner/own-recipes';

const f = fixtureCatalogue({ seed: 7 });
const base = buildCatalogue({
  foods: f.foods,
  products: f.products,
  recipes: f.recipes,
  pantryCatalogue: f.pantryCatalogue,
});
const buyable = new Set(f.products.map((p) => p.foodId));
const plain = f.foods.filter(
  (food) => food.allergens.length === 0 && buyable.has(food.id) && food.animal.length === 0,
);
const withAllergen = f.foods.find((food) => food.allergens.length > 0 && buyable.has(food.id))!;

function line(foodId: string | null, grams: number | null, text = 'a line'): SavedIngredient {
  return {
    text,
    quantity: grams,
    unit: 'g',
    foodId,
    grams,
    optional: false,
    confidence: 1,
    group: null,
    leaveOffList: false,
  };
}

function saved(id: string, meal: string, ingredients: SavedIngredient[]): SavedRecipeForPlanning {
  return {
    id,
    title: `My ${meal} ${id}`,
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 20,
    meal,
    cuisine: 'Grandma’s',
    dishType: null,
    ingredients,
    instructions: ['Cook {slowly}.', 'Serve.'],
  };
}

const own = (id: string, meal = 'dinner', extra: SavedIngredient[] = []): Recipe =>
  toPlannerRecipe(
    saved(id, meal, [
      line(plain[0]!.id, 300),
      line(plain[1]!.id, 200),
      line(plain[2]!.id, 150),
      ...extra,
    ]),
    base.foodById,
  )!.recipe;

const week = {
  meals: ['dinner' as const],
  days: 3,
  servings: 2,
  budgetCents: 100_000,
  budgetPreference: 'flexible' as const,
};

describe("a person's own recipes in plans", () => {
  it('turns a saved recipe into the library shape, and never one with an unmatched line', () => {
    const ok = toPlannerRecipe(
      saved('a', 'dinner', [
        line(plain[0]!.id, 100),
        line(null, 0, 'old bay'),
        line(plain[1]!.id, null),
      ]),
      base.foodById,
    );
    expect(ok).toBeNull();
    const r = toPlannerRecipe(
      saved('b', 'dinner', [line(plain[0]!.id, 100), line(plain[1]!.id, null), line('water', 240)]),
      base.foodById,
    )!;
    expect(r.recipe.id).toBe('own-b');
    expect(r.recipe.ingredients.map((i) => [i.foodId, i.quantity, i.unit])).toEqual([
      [plain[0]!.id, 100, 'g'],
      [plain[1]!.id, 1, 'pinch'],
    ]);
    expect(r.recipe.instructions[0]).toBe('Cook (slowly).');
  });

  it('plans only their recipes with "only yours"', () => {
    const mine = [own('1'), own('2'), own('3'), own('4')];
    const plan = generatePlan({ ...week, ownRecipes: mine, ownRecipesMode: 'only' }, base, 1);
    expect(plan.recipes.every((r) => r.recipeId.startsWith('own-'))).toBe(true);
    expect(shoppingTotalCents(plan.shopping_list)).toBeGreaterThan(0);
  });

  it('says which meals their collection cannot cover, and fills them from the library', () => {
    const mine = [own('1'), own('2'), own('3'), own('4')];
    const plan = generatePlan(
      { ...week, meals: ['breakfast', 'dinner'], ownRecipes: mine, ownRecipesMode: 'only' },
      base,
      1,
    );
    expect(plan.notes).toContain('Your recipes have no breakfast: it comes from our library.');
    expect(
      plan.recipes
        .filter((r) => r.meal === 'breakfast')
        .every((r) => !r.recipeId.startsWith('own-')),
    ).toBe(true);
    expect(
      plan.recipes.filter((r) => r.meal === 'dinner').every((r) => r.recipeId.startsWith('own-')),
    ).toBe(true);
  });

  it('keeps a recipe with an allergen out of the plan of a person with that allergy', () => {
    const risky = [1, 2, 3, 4].map((i) => own(`r${i}`, 'dinner', [line(withAllergen.id, 50)]));
    const safe = generatePlan(
      {
        ...week,
        ownRecipes: risky,
        ownRecipesMode: 'only',
        allergies: [withAllergen.allergens[0]!],
      },
      base,
      1,
    );
    expect(safe.recipes.some((r) => r.recipeId.startsWith('own-'))).toBe(false);
    const without = generatePlan({ ...week, ownRecipes: risky, ownRecipesMode: 'only' }, base, 1);
    expect(without.recipes.every((r) => r.recipeId.startsWith('own-'))).toBe(true);
  });

  it('uses none of them with "not used", and leaves the library catalogue unchanged', () => {
    const mine = [own('1'), own('2'), own('3')];
    const plan = generatePlan({ ...week, ownRecipes: mine, ownRecipesMode: 'none' }, base, 1);
    expect(plan.recipes.some((r) => r.recipeId.startsWith('own-'))).toBe(false);
    const extended = catalogueWithOwnRecipes(base, mine, 'mixed');
    expect(extended.catalogue.recipes.length).toBe(base.recipes.length + 3);
    expect(base.recipes.length).toBe(f.recipes.length - base.skipped.length);
  });

  it('reuses what it built from unchanged recipes, and builds a changed one anew', () => {
    const mine = [own('cache-a'), own('cache-b')];
    const first = catalogueWithOwnRecipes(base, mine, 'mixed').catalogue;
    const again = catalogueWithOwnRecipes(base, [...mine], 'mixed').catalogue;
    expect(again.recipes.at(-1)).toBe(first.recipes.at(-1));
    // A copy with the same content is recognised by its content too.
    const copies = catalogueWithOwnRecipes(base, structuredClone(mine), 'mixed').catalogue;
    expect(copies.recipes.at(-1)).toBe(first.recipes.at(-1));
    // The server hands a changed recipe over as a new object: its new amounts are planned.
    const changed = {
      ...mine[1]!,
      ingredients: mine[1]!.ingredients.map((i) => ({ ...i, quantity: i.quantity * 2 })),
    };
    const rebuilt = catalogueWithOwnRecipes(base, [mine[0]!, changed], 'mixed').catalogue;
    expect(rebuilt.recipes.at(-1)).not.toBe(first.recipes.at(-1));
    expect(rebuilt.recipes.at(-1)!.recipe.ingredients[0]!.quantity).toBe(
      2 * first.recipes.at(-1)!.recipe.ingredients[0]!.quantity,
    );
  });

  it('hands out the same catalogue while the collection, mode and meals are the same', () => {
    // The model's caches are kept per catalogue object (plan-model.ts): a new object per plan
    // priced every meal again.
    const mine = [own('view-a'), own('view-b')];
    const first = catalogueWithOwnRecipes(base, mine, 'mixed').catalogue;
    expect(catalogueWithOwnRecipes(base, [...mine], 'mixed').catalogue).toBe(first);
    expect(catalogueWithOwnRecipes(base, mine, 'only').catalogue).not.toBe(first);
    expect(catalogueWithOwnRecipes(base, mine, 'mixed', ['dinner']).catalogue).not.toBe(first);
    expect(catalogueWithOwnRecipes(base, [mine[0]!], 'mixed').catalogue).not.toBe(first);
  });

  it('builds only the new or changed recipe of a collection, and keeps the others as built', () => {
    const a = own('keep-a');
    const b = own('keep-b');
    const before = catalogueWithOwnRecipes(base, [a, b], 'mixed').catalogue.recipes.slice(-2);
    const changed = { ...b, title: `${b.title} (edited)`, servings: b.servings * 2 };
    const after = catalogueWithOwnRecipes(base, [a, changed], 'mixed').catalogue.recipes.slice(-2);
    // The unchanged recipe's build is reused (the very same arrays), the changed one is new.
    expect(after[0]!.foods).toBe(before[0]!.foods);
    expect(after[1]!.foods).not.toBe(before[1]!.foods);
    expect(after[1]!.recipe.servings).toBe(b.servings * 2);
    expect(after[1]!.linearCentsPerServing).toBeCloseTo(before[1]!.linearCentsPerServing / 2, 6);
    expect(after.map((r) => r.index)).toEqual(before.map((r) => r.index));
  });
});
