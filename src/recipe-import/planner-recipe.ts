/**
 * A saved recipe of a person in the library's recipe shape, for the planner (issue 30). A
 * recipe with any line not matched to a food is never planned: an unknown ingredient can be
 * promised free of nothing and cannot be priced. Amounts go in grams; a line without an amount
 * ("butter for the pan") is a pinch, so the food is still on the list and in the labels.
 */
import type { Food, Recipe, RecipeIngredient } from '../planner/catalogue-schema';
import type { SavedIngredient } from '../shared/my-recipes';
import { CUISINES, DISH_TYPES_BY_MEAL, type Meal } from '../shared/options';
import { FREE_FOOD_ID } from './food-matcher';

export interface SavedRecipeForPlanning {
  id: string;
  title: string;
  servings: number;
  prepMinutes: number | null;
  cookMinutes: number | null;
  meal: string;
  cuisine: string | null;
  dishType: string | null;
  ingredients: readonly SavedIngredient[];
  instructions: readonly string[];
}

export interface PlannerRecipeOf {
  recipe: Recipe;
  /** Foods the person marked "leave out of the shopping list": they have them. */
  haveFoods: string[];
}

/** The planner's id of a person's recipe: never one of the library's kebab-case ids. */
export function ownRecipeId(id: string): string {
  return `own-${id}`;
}

export function toPlannerRecipe(
  saved: SavedRecipeForPlanning,
  /** Without it, a food the catalogue lacks is caught by buildCatalogue, which skips the recipe. */
  foodById?: ReadonlyMap<string, Food>,
): PlannerRecipeOf | null {
  const known = (id: string) => id === FREE_FOOD_ID || !foodById || foodById.has(id);
  if (saved.ingredients.some((l) => l.foodId === null || !known(l.foodId))) {
    return null;
  }
  const meal = (['breakfast', 'lunch', 'dinner'] as const).find((m) => m === saved.meal) as
    Meal | undefined;
  if (!meal) return null;
  const ingredients: RecipeIngredient[] = [];
  const haveFoods: string[] = [];
  for (const line of saved.ingredients) {
    if (line.foodId === FREE_FOOD_ID || line.foodId === null) continue;
    ingredients.push(
      line.grams !== null && line.grams > 0
        ? { foodId: line.foodId, quantity: line.grams, unit: 'g', note: line.text }
        : { foodId: line.foodId, quantity: 1, unit: 'pinch', note: line.text },
    );
    if (line.leaveOffList) haveFoods.push(line.foodId);
  }
  if (ingredients.length === 0) return null;
  const dishTypes = DISH_TYPES_BY_MEAL[meal] as readonly string[];
  const recipe = {
    id: ownRecipeId(saved.id),
    title: saved.title,
    description: saved.title,
    // Tastes read the cuisine and dish type; a page's own words outside the lists are kept
    // out of them rather than guessed into one.
    cuisine: (CUISINES as readonly string[]).includes(saved.cuisine ?? '')
      ? saved.cuisine
      : CUISINES[7],
    meal,
    dishType: dishTypes.includes(saved.dishType ?? '') ? saved.dishType : dishTypes[0],
    servings: saved.servings,
    prepMinutes: saved.prepMinutes ?? 0,
    cookMinutes: saved.cookMinutes ?? 0,
    ingredients,
    // Braces are the library's amount placeholders (recipe-text.ts): a page's own are text.
    instructions: (saved.instructions.length > 0
      ? saved.instructions
      : ['Cook as the recipe says.']
    ).map((s) => s.replace(/[{}]/g, (b) => (b === '{' ? '(' : ')'))),
    source: { kind: 'original' },
  } as Recipe;
  return { recipe, haveFoods };
}
