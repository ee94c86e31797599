/**
 * The catalogue the recipe import matches and prices against: the checked-in foods, products
 * and recipe aliases (data/food-aliases.json), validated by their schemas. Built once per data
 * folder; the CLI, the benchmark and the server share it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { foodsFileSchema, productsFileSchema } from '../../planner/catalogue-schema';
import { foodAliasDataSchema } from '../../recipe-import/food-matcher';
import { buildImportCatalogue, type ImportCatalogue } from '../../recipe-import/import-recipe';
import { DEFAULT_DATA_DIR } from '../catalogue/load-reference-catalogue';

const cache = new Map<string, ImportCatalogue>();

export function loadImportCatalogue(dataDir = DEFAULT_DATA_DIR): ImportCatalogue {
  const hit = cache.get(dataDir);
  if (hit) return hit;
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as unknown;
  const foods = foodsFileSchema.parse(read('foods.json')).foods;
  const products = productsFileSchema.parse(read('products.json'));
  // A data folder without recipe aliases (a test fixture) matches by the foods' own names.
  const aliases = existsSync(path.join(dataDir, 'food-aliases.json'))
    ? foodAliasDataSchema.parse(read('food-aliases.json'))
    : { aliases: {}, free: [] };
  const catalogue = buildImportCatalogue({
    foods,
    products: products.products,
    aliases,
    priceLevelFactor: products.priceLevelFactor,
  });
  cache.set(dataDir, catalogue);
  return catalogue;
}
