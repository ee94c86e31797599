/**
 * A seeded, made-up catalogue for tests and for benchmarking before the real library exists.
 * Shaped like the real one (foods with allergens and animal facts, 1-3 packages per food,
 * some organic, recipes for every meal with shared staples) so the planner's rules and the
 * package-sharing economics are exercised. Never shipped as data.
 */
import { ALLERGENS, CUISINES, DISH_TYPES_BY_MEAL, MEALS, type Allergen } from '../shared/options';
import {
  ANIMAL_ORIGINS,
  SHOPPING_CATEGORIES,
  foodSchema,
  productSchema,
  recipeSchema,
  type Food,
  type PantryCatalogue,
  type Product,
  type Recipe,
  type Unit,
} from './catalogue-schema';
import { createRandom, type Random } from './random';

export interface FixtureOptions {
  seed: number;
  foods?: number;
  recipesPerMeal?: number;
  /** Share of foods that carry an allergen. */
  allergenRate?: number;
}

export interface FixtureCatalogue {
  foods: Food[];
  products: Product[];
  recipes: Recipe[];
  pantryCatalogue: PantryCatalogue;
}

const pick = <T>(random: Random, items: readonly T[]): T => items[random.int(items.length)]!;

export function fixtureCatalogue(options: FixtureOptions): FixtureCatalogue {
  const random = createRandom(options.seed);
  const foodCount = options.foods ?? 60;
  const perMeal = options.recipesPerMeal ?? 30;
  const allergenRate = options.allergenRate ?? 0.3;
  const foods: Food[] = [];
  for (let i = 0; i < foodCount; i++) {
    const allergens: Allergen[] = random.next() < allergenRate ? [pick(random, ALLERGENS)] : [];
    const animal = random.next() < 0.25 ? [pick(random, ANIMAL_ORIGINS)] : [];
    const units: Record<string, number> = {};
    if (random.next() < 0.8) units.cup = 80 + random.int(200);
    if (random.next() < 0.4) units.each = 20 + random.int(300);
    if (random.next() < 0.15) units.clove = 3 + random.int(3);
    const name = `${pick(random, ['Red', 'Green', 'Wild', 'Sweet', 'Smoked', 'Fresh'])} ${pick(random, ['bean', 'root', 'leaf', 'grain', 'nut', 'fish', 'cheese', 'berry', 'pepper', 'squash'])} ${i}`;
    foods.push(
      foodSchema.parse({
        id: `food-${i}`,
        name,
        aliases: random.next() < 0.2 ? [`alias ${i}`] : [],
        category: pick(random, SHOPPING_CATEGORIES),
        allergens,
        animal,
        gluten: random.next() < 0.15,
        grain: random.next() < 0.15,
        legume: random.next() < 0.1,
        addedSugar: random.next() < 0.1,
        alcohol: random.next() < 0.03,
        processedMeat: random.next() < 0.05,
        units,
        nutrition: {
          source: 'USDA SR28',
          ndb: String(10000 + i).padStart(5, '0'),
          description: `Fixture food ${i}`,
          per100g: {
            kcal: random.int(600),
            proteinG: random.int(30),
            fatG: random.int(40),
            carbsG: random.int(70),
            fiberG: random.int(10),
            sugarsG: random.int(20),
            sodiumMg: random.int(800),
          },
        },
      }),
    );
  }

  const products: Product[] = [];
  foods.forEach((food, i) => {
    // A few foods are unbuyable (only usable from a pantry), like real spice-rack odds.
    if (i % 29 === 28) return;
    const n = 1 + random.int(3);
    const base = 200 + random.int(800); // grams of the smallest package
    const centsPerKg = 150 + random.int(2500);
    for (let k = 0; k < n; k++) {
      const grams = base * (k === 0 ? 1 : k === 1 ? 2 + random.int(3) : 5 + random.int(6));
      const bulk = k === 0 ? 1 : k === 1 ? 0.85 : 0.72;
      const organic = k > 0 && random.next() < 0.3;
      const unit: Unit = random.next() < 0.5 ? 'g' : 'oz';
      const size = unit === 'g' ? grams : Math.round((grams / 28.3495) * 10) / 10;
      products.push(
        productSchema.parse({
          id: `product-${i}-${k}`,
          foodId: food.id,
          name: `${food.name}, ${size} ${unit}${organic ? ', organic' : ''}`,
          size,
          unit,
          priceCents: Math.max(
            49,
            Math.round(((grams / 1000) * centsPerKg * bulk * (organic ? 1.4 : 1)) / 1) + 29,
          ),
          organic,
          priceSource: { kind: 'estimate', reasoning: 'fixture price for tests only' },
          storeIds: random.next() < 0.4 ? { walmart: String(100000 + i * 10 + k) } : {},
        }),
      );
    }
  });

  // Staples appear in many recipes, so sharing packages across the week matters.
  const staples = Array.from({ length: Math.max(4, Math.round(foodCount / 6)) }, (_, k) => k);
  const recipes: Recipe[] = [];
  for (const meal of MEALS) {
    for (let r = 0; r < perMeal; r++) {
      const ingredientCount = 3 + random.int(6);
      const used = new Set<number>();
      const ingredients = [];
      while (ingredients.length < ingredientCount) {
        const fi = random.next() < 0.45 ? pick(random, staples) : random.int(foodCount);
        if (used.has(fi)) continue;
        used.add(fi);
        const food = foods[fi]!;
        const options: Unit[] = ['g', 'oz'];
        if (food.units.cup) options.push('cup', 'tbsp', 'tsp');
        if (food.units.each) options.push('each');
        if (food.units.clove) options.push('clove');
        const unit = pick(random, options);
        const quantity =
          unit === 'g'
            ? 20 + random.int(300)
            : unit === 'oz'
              ? 1 + random.int(10)
              : unit === 'cup'
                ? pick(random, [0.25, 0.5, 1, 1.5, 2])
                : unit === 'tbsp' || unit === 'tsp'
                  ? pick(random, [0.5, 1, 2, 3])
                  : 1 + random.int(3);
        ingredients.push({ quantity, unit, foodId: food.id });
      }
      recipes.push(
        recipeSchema.parse({
          id: `${meal}-recipe-${r}`,
          title: `Fixture ${meal} ${r}`,
          description: `A made-up ${meal} recipe for tests.`,
          cuisine: pick(random, CUISINES),
          meal,
          dishType: pick(random, DISH_TYPES_BY_MEAL[meal]),
          servings: 2 + random.int(5),
          prepMinutes: 5 + random.int(20),
          cookMinutes: random.int(40),
          ingredients,
          instructions: ['Prepare every ingredient.', 'Cook and serve warm.'],
          source: { kind: 'original' },
        }),
      );
    }
  }

  const pantryIds = foods.filter((_, i) => i % 7 === 3).map((f) => f.id);
  return {
    foods,
    products,
    recipes,
    pantryCatalogue: {
      spices: pantryIds.slice(0, 4),
      baking: pantryIds.slice(4, 7),
      condiments: pantryIds.slice(7),
    },
  };
}
