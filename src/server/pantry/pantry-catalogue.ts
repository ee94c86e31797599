/** The pantry catalogue (spices, baking, condiments) from data/, with the foods' names. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { foodsFileSchema, pantryCatalogueSchema } from '../../planner/catalogue-schema';
import type { PantryCatalogueResponse } from '../../shared/preferences';
import { PANTRY_CATEGORIES } from '../../shared/options';

let cached: PantryCatalogueResponse | undefined;

export function loadPantryCatalogue(dataDir: string): PantryCatalogueResponse {
  if (cached) return cached;
  const foods = foodsFileSchema.parse(
    JSON.parse(readFileSync(path.join(dataDir, 'foods.json'), 'utf8')),
  );
  const pantry = pantryCatalogueSchema.parse(
    JSON.parse(readFileSync(path.join(dataDir, 'pantry-catalogue.json'), 'utf8')),
  );
  const names = new Map(foods.foods.map((f) => [f.id, f.name]));
  const result = Object.fromEntries(
    PANTRY_CATEGORIES.map((category) => [
      category,
      pantry[category].map((id) => ({ id, label: names.get(id) ?? id })),
    ]),
  ) as PantryCatalogueResponse;
  cached = result;
  return result;
}
