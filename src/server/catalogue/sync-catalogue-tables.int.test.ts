import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../planner/catalogue';
import type { Food, Product, Recipe } from '../../planner/catalogue-schema';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test-support/test-database';
import { contentHash, syncCatalogueTables } from './sync-catalogue-tables';

const nutrition = (kcal: number) => ({
  source: 'USDA SR28' as const,
  ndb: '01123',
  description: 'fixture',
  per100g: { kcal, proteinG: 10, fatG: 5, carbsG: 1, fiberG: 0, sugarsG: 0, sodiumMg: 100 },
});
const food = (id: string, extra: Partial<Food> = {}): Food => ({
  id,
  name: id.replace(/-/g, ' '),
  aliases: [],
  category: 'produce',
  allergens: [],
  animal: [],
  gluten: false,
  grain: false,
  legume: false,
  addedSugar: false,
  alcohol: false,
  processedMeat: false,
  units: { each: 50, cup: 150 },
  nutrition: nutrition(100),
  ...extra,
});
const product = (foodId: string, priceCents: number): Product => ({
  id: `ref-${foodId}`,
  foodId,
  name: `${foodId} pack`,
  size: 500,
  unit: 'g',
  priceCents,
  organic: false,
  priceSource: { kind: 'estimate', reasoning: 'fixture price for the loader test' },
  storeIds: {},
});
const recipe = (id: string, meal: Recipe['meal'], dishType: string, foods: string[]): Recipe => ({
  id,
  title: id,
  description: 'A fixture recipe for the loader test.',
  cuisine: 'american',
  meal,
  dishType: dishType as Recipe['dishType'],
  servings: 2,
  prepMinutes: 5,
  cookMinutes: 10,
  ingredients: foods.map((foodId) => ({ quantity: 100, unit: 'g' as const, foodId })),
  instructions: ['Prepare everything.', 'Cook and serve.'],
  source: { kind: 'original' },
});

const foods = [
  food('egg', { allergens: ['eggs'], animal: ['egg'], category: 'dairy-eggs' }),
  food('spinach'),
  food('peanut-butter', { allergens: ['peanuts'], legume: true }),
];
const products = foods.map((f, i) => product(f.id, 200 + i * 100));
const recipes = [
  recipe('spinach-omelet', 'breakfast', 'eggs', ['egg', 'spinach']),
  recipe('pb-toast', 'breakfast', 'toast', ['peanut-butter', 'spinach']),
  recipe('green-salad', 'lunch', 'salad', ['spinach']),
];

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(async () => drop());

describe('syncCatalogueTables', () => {
  const catalogue = buildCatalogue({ foods, products, recipes });

  it('loads foods, products, recipes and ingredients with derived labels, once per content hash', async () => {
    const first = await syncCatalogueTables(db, catalogue, contentHash(['v1']));
    expect(first).toMatchObject({ reloaded: true, recipes: 3 });
    const again = await syncCatalogueTables(db, catalogue, contentHash(['v1']));
    expect(again.reloaded).toBe(false);

    const rows = await db.$client.query(
      'select id, allergens, diets, meal from recipes order by id',
    );
    expect(rows.rows.map((r) => r.id)).toEqual(['green-salad', 'pb-toast', 'spinach-omelet']);
    const omelet = rows.rows.find((r) => r.id === 'spinach-omelet');
    expect(omelet.allergens).toEqual(['eggs']);
    expect(omelet.diets).toContain('vegetarian');
    expect(omelet.diets).not.toContain('vegan');
    const ingredients = await db.$client.query('select count(*)::int as n from recipe_ingredients');
    expect(ingredients.rows[0].n).toBe(5);
  });

  it('reloads in one transaction when the data changes', async () => {
    const smaller = buildCatalogue({ foods, products, recipes: recipes.slice(0, 1) });
    const result = await syncCatalogueTables(db, smaller, contentHash(['v2']));
    expect(result.reloaded).toBe(true);
    const n = await db.$client.query('select count(*)::int as n from recipes');
    expect(n.rows[0].n).toBe(1);
  });

  it('filters by meal, diet and allergen through indexes, not a scan', async () => {
    const client = await db.$client.connect();
    try {
      await client.query('set enable_seqscan = off');
      const plan = await client.query(
        `explain select id from recipes where meal = 'breakfast' and diets @> array['vegetarian'] and not (allergens && array['peanuts'])`,
      );
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toMatch(/Index|Bitmap/);
      expect(text).not.toMatch(/Seq Scan/);
    } finally {
      client.release();
    }
  });
});

describe('GET /api/catalogue/stats', () => {
  it('reports the counts of the loaded library', async () => {
    const { catalogueRoutes } = await import('./catalogue-routes');
    const res = await catalogueRoutes(db).request('/catalogue/stats');
    const body = await res.json();
    const n = await db.$client.query('select count(*)::int as n from recipes');
    expect(body).toMatchObject({ recipeCount: n.rows[0].n, foodCount: 3, productCount: 3 });
  });
});
