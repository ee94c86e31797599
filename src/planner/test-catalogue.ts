/**
 * Small hand-written catalogue builders for the planner's tests: a food, a product, a recipe
 * in one line each, so a test reads as the situation it checks.
 */
import type { Allergen, Meal } from '../shared/options';
import {
  foodSchema,
  productSchema,
  recipeSchema,
  type Food,
  type Product,
  type Recipe,
  type Unit,
} from './catalogue-schema';

export function testFood(
  id: string,
  over: Partial<Omit<Food, 'nutrition'>> & { allergens?: Allergen[] } = {},
): Food {
  return foodSchema.parse({
    id,
    name: id.replace(/-/g, ' '),
    category: 'produce',
    units: { cup: 200, each: 100 },
    nutrition: {
      source: 'USDA SR28',
      ndb: '11111',
      description: id,
      per100g: { kcal: 100, proteinG: 3, fatG: 2, carbsG: 10, fiberG: 2, sugarsG: 1, sodiumMg: 10 },
    },
    ...over,
  });
}

export function testProduct(
  foodId: string,
  size: number,
  unit: Unit,
  priceCents: number,
  over: Partial<Product> = {},
): Product {
  return productSchema.parse({
    id: `${foodId}-${size}-${unit}${over.organic ? '-organic' : ''}`,
    foodId,
    name: `${foodId} ${size} ${unit}`,
    size,
    unit,
    priceCents,
    priceSource: { kind: 'estimate', reasoning: 'test price, not real' },
    ...over,
  });
}

export function testRecipe(
  id: string,
  meal: Meal,
  ingredients: [number, Unit, string][],
  over: Partial<Recipe> = {},
): Recipe {
  const dishType = { breakfast: 'oatmeal', lunch: 'bowl', dinner: 'chicken' }[meal];
  return recipeSchema.parse({
    id,
    title: `Recipe ${id}`,
    description: 'A recipe written for a test.',
    cuisine: 'italian',
    meal,
    dishType,
    servings: 2,
    prepMinutes: 10,
    cookMinutes: 10,
    ingredients: ingredients.map(([quantity, unit, foodId]) => ({ quantity, unit, foodId })),
    instructions: ['Do the first thing.', 'Do the second thing.'],
    source: { kind: 'original' },
    ...over,
  });
}
