import { z } from 'zod';

/** `GET /api/catalogue/stats`: what the recipe library really holds, for honest copy. */
export const catalogueStatsSchema = z.object({
  recipeCount: z.number().int().nonnegative(),
  cuisineCount: z.number().int().nonnegative(),
  foodCount: z.number().int().nonnegative(),
  productCount: z.number().int().nonnegative(),
});
export type CatalogueStats = z.infer<typeof catalogueStatsSchema>;
