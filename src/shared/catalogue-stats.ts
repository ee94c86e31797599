import * as v from 'valibot';
import { countSchema } from './session';

/** `GET /api/catalogue/stats`: what the recipe library really holds, for honest copy. */
// valibot, as session.ts: the landing and features pages read it on their first load.
export const catalogueStatsSchema = v.object({
  recipeCount: countSchema,
  cuisineCount: countSchema,
  foodCount: countSchema,
  productCount: countSchema,
});
export type CatalogueStats = v.InferOutput<typeof catalogueStatsSchema>;
