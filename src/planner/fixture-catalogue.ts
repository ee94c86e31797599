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
  /** Add the foods the planner's sides are made of (sides.ts), with their real facts. */
  sides?: boolean;
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

  if (options.sides) {
    for (const [id, facts, per100g, cup, each, cents] of SIDE_FOODS) {
      foods.push(
        foodSchema.parse({
          id,
          name: id.replace(/-/g, ' '),
          category: 'produce',
          ...facts,
          units: { cup, ...(each ? { each, slice: each } : {}) },
          nutrition: {
            source: 'USDA SR28',
            ndb: '99999',
            description: `Fixture ${id}`,
            per100g,
          },
        }),
      );
      products.push(
        productSchema.parse({
          id: `product-${id}`,
          foodId: id,
          name: `${id}, 1 kg`,
          size: 1000,
          unit: 'g',
          priceCents: cents,
          priceSource: { kind: 'estimate', reasoning: 'fixture price for tests only' },
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

type Per100g = {
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
  fiberG: number;
  sugarsG: number;
  sodiumMg: number;
};
const n = (
  kcal: number,
  proteinG: number,
  fatG: number,
  carbsG: number,
  sugarsG: number,
  sodiumMg: number,
): Per100g => ({
  kcal,
  proteinG,
  fatG,
  carbsG,
  fiberG: 1,
  sugarsG,
  sodiumMg,
});

/** The side foods with the facts that matter to the rules (allergens, animal, gluten, grain). */
const SIDE_FOODS: [string, Partial<Food>, Per100g, number, number | null, number][] = [
  [
    'whole-wheat-bread',
    { allergens: ['wheat'], gluten: true, grain: true },
    n(252, 12, 3.5, 43, 4, 455),
    100,
    32,
    500,
  ],
  [
    'gluten-free-bread',
    { allergens: ['eggs'], animal: ['egg'], grain: true },
    n(266, 9, 3, 49, 6, 490),
    100,
    28,
    900,
  ],
  ['white-rice', { grain: true }, n(365, 7, 0.7, 80, 0.1, 5), 185, null, 200],
  ['banana', {}, n(89, 1, 0.3, 23, 12, 1), 150, 118, 300],
  ['apple', {}, n(52, 0.3, 0.2, 14, 10, 1), 125, 182, 400],
  ['orange', {}, n(47, 0.9, 0.1, 12, 9, 0), 180, 131, 400],
  ['milk', { allergens: ['milk'], animal: ['dairy'] }, n(61, 3.2, 3.3, 4.8, 5, 43), 244, null, 130],
  ['soy-milk', { allergens: ['soy'] }, n(54, 3.3, 1.8, 6.3, 4, 51), 243, null, 200],
  ['oat-milk', { gluten: true, grain: true }, n(47, 0.3, 1, 9, 5, 39), 240, null, 220],
  ['rice-milk', { grain: true }, n(47, 0.3, 1, 9, 5, 39), 240, null, 300],
  [
    'greek-yogurt',
    { allergens: ['milk'], animal: ['dairy'] },
    n(59, 10, 0.4, 3.6, 3.2, 36),
    227,
    170,
    600,
  ],
  [
    'plain-yogurt',
    { allergens: ['milk'], animal: ['dairy'] },
    n(61, 3.5, 3.3, 4.7, 4.7, 46),
    245,
    170,
    400,
  ],
  ['mixed-greens', {}, n(15, 1.4, 0.2, 2.9, 0.8, 28), 36, null, 1100],
  ['olive-oil', {}, n(884, 0, 100, 0, 0, 2), 216, null, 1400],
];
