/** The shipped catalogue for the import's tests, read without the server's loader. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { foodsFileSchema, productsFileSchema } from '../planner/catalogue-schema';
import { foodAliasDataSchema } from './food-matcher';
import { buildImportCatalogue, type ImportCatalogue } from './import-recipe';

const DATA = path.resolve(import.meta.dirname, '../../data');
const read = (file: string) => JSON.parse(readFileSync(path.join(DATA, file), 'utf8')) as unknown;

export function shippedImportCatalogue(): ImportCatalogue {
  const products = productsFileSchema.parse(read('products.json'));
  return buildImportCatalogue({
    foods: foodsFileSchema.parse(read('foods.json')).foods,
    products: products.products,
    aliases: foodAliasDataSchema.parse(read('food-aliases.json')),
    priceLevelFactor: products.priceLevelFactor,
  });
}
