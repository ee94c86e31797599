/**
 * Loads the checked-in food knowledge (data/foods.json, products.json,
 * pantry-catalogue.json, recipes/*.json), validates every file with the catalogue schemas and
 * builds the planner catalogue once. The CLI and the benchmark use it; a server builds it once
 * at start and reuses it for every plan.
 */
import { regionPriceLevelsSchema, type RegionPriceLevels } from '../../planner/price-levels';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { buildCatalogue, type PlannerCatalogue } from '../../planner/catalogue';
import {
  foodsFileSchema,
  pantryCatalogueSchema,
  productsFileSchema,
  recipesFileSchema,
  type Food,
  type PantryCatalogue,
  type Product,
  type Recipe,
} from '../../planner/catalogue-schema';

export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '../../../data');

export interface ReferenceData {
  foods: Food[];
  products: Product[];
  recipes: Recipe[];
  pantryCatalogue: PantryCatalogue;
  priceLevelFactor: number;
  priceNote: string;
  priceDate: string;
  regionPriceLevels?: RegionPriceLevels;
  /** The recipe files read, relative to the data folder. */
  recipeFiles: string[];
}

export class CatalogueLoadError extends Error {
  override name = 'CatalogueLoadError';
}

function readValidated<T extends z.ZodType>(file: string, schema: T): z.infer<T> {
  if (!existsSync(file)) throw new CatalogueLoadError(`${file} is missing`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CatalogueLoadError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.')}: ${i.message}`)
      .join('; ');
    throw new CatalogueLoadError(`${file} does not match its schema: ${issues}`);
  }
  return parsed.data;
}

/** Reads and validates the data files; no recipes is not an error here (see buildCatalogue). */
export function readReferenceData(dataDir = DEFAULT_DATA_DIR): ReferenceData {
  const foods = readValidated(path.join(dataDir, 'foods.json'), foodsFileSchema).foods;
  const productsFile = readValidated(path.join(dataDir, 'products.json'), productsFileSchema);
  const pantryCatalogue = readValidated(
    path.join(dataDir, 'pantry-catalogue.json'),
    pantryCatalogueSchema,
  );
  const recipesDir = path.join(dataDir, 'recipes');
  const recipeFiles = existsSync(recipesDir)
    ? readdirSync(recipesDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  const recipes = recipeFiles.flatMap(
    (f) => readValidated(path.join(recipesDir, f), recipesFileSchema).recipes,
  );
  return {
    foods,
    products: productsFile.products,
    recipes,
    pantryCatalogue,
    priceLevelFactor: productsFile.priceLevelFactor,
    priceNote: `${productsFile.priceNote}`,
    priceDate: productsFile.priceDate,
    ...(productsFile.regionPriceLevels
      ? { regionPriceLevels: regionPriceLevelsSchema.parse(productsFile.regionPriceLevels) }
      : {}),
    recipeFiles: recipeFiles.map((f) => path.join('recipes', f)),
  };
}

/** The planner catalogue of the reference data: build once, reuse for every plan. */
export function loadReferenceCatalogue(dataDir = DEFAULT_DATA_DIR): PlannerCatalogue {
  const data = readReferenceData(dataDir);
  return buildCatalogue({
    foods: data.foods,
    products: data.products,
    recipes: data.recipes,
    pantryCatalogue: data.pantryCatalogue,
    priceLevelFactor: data.priceLevelFactor,
    priceNote: data.priceNote,
    // Hand-built data folders (tests) without dated sources keep their plain price note.
    ...(/^\d{4}-\d{2}$/.test(data.priceDate) ? { priceDate: data.priceDate } : {}),
    ...(data.regionPriceLevels ? { regionPriceLevels: data.regionPriceLevels } : {}),
  });
}
