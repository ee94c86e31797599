import { Hono } from 'hono';
import type { CatalogueStats } from '../../shared/catalogue-stats';
import type { Database } from '../db/client';

/** Public facts about the recipe library, read from the tables loaded at start. */
export function catalogueRoutes(db: Database) {
  return new Hono().get('/catalogue/stats', async (c) => {
    const { rows } = await db.$client.query<{
      recipes: number;
      cuisines: number;
      foods: number;
      products: number;
    }>(
      `select (select count(*)::int from recipes) as recipes,
              (select count(distinct cuisine)::int from recipes) as cuisines,
              (select count(*)::int from foods) as foods,
              (select count(*)::int from products) as products`,
    );
    const r = rows[0]!;
    const body: CatalogueStats = {
      recipeCount: r.recipes,
      cuisineCount: r.cuisines,
      foodCount: r.foods,
      productCount: r.products,
    };
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body);
  });
}
