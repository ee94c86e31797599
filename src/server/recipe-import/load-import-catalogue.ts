/**
 * The catalogue the recipe import matches and prices against: the checked-in foods, products
 * and recipe aliases (data/food-aliases.json), validated by their schemas. Built once per
 * process; the CLI, the benchmark and the server share it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { foodsFileSchema, productsFileSchema } from '../../planner/catalogue-schema';
import { foodAliasDataSchema } from '../../recipe-import/food-matcher';
import { buildImportCatalogue, type ImportCatalogue } from '../../recipe-import/import-recipe';
import { DEFAULT_DATA_DIR } from '../catalogue/load-reference-catalogue';

let cached: ImportCatalogue | null = null;

export function loadImportCatalogue(dataDir = DEFAULT_DATA_DIR): ImportCatalogue {
  if (cached && dataDir === DEFAULT_DATA_DIR) return cached;
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as unknown;
  const foods = foodsFileSchema.parse(read('foods.json')).foods;
  const products = productsFileSchema.parse(read('products.json'));
  const aliases = foodAliasDataSchema.parse(read('food-aliases.json'));
  const catalogue = buildImportCatalogue({
    foods,
    products: products.products,
    aliases,
    priceLevelFactor: products.priceLevelFactor,
  });
  if (dataDir === DEFAULT_DATA_DIR) cached = catalogue;
  return catalogue;
}
