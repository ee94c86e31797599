/**
 * The hand-maintained source files in data/source/ (see data/source/README.md) and their
 * schemas: foods.json (food facts and the SR28 row standing for each food) and products.json
 * (package options and where each price comes from). The build scripts read them through
 * here, so a typo in a hand edit fails the build with the file, row and field.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  ANIMAL_ORIGINS,
  SHOPPING_CATEGORIES,
  unitSchema,
} from '../../src/planner/catalogue-schema';
import { ALLERGENS } from '../../src/shared/options';

export const sourceDir = path.resolve(import.meta.dirname, '../../data/source');

const foodSourceSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  category: z.enum(SHOPPING_CATEGORIES),
  ndb: z.string().regex(/^\d{5}$/),
  units: z.record(z.string(), z.number().positive()),
  aliases: z.array(z.string()),
  yieldFrom: z
    .object({ foodId: z.string(), grams: z.number().positive(), kind: z.enum(['juice', 'zest']) })
    .optional(),
  allergens: z.array(z.enum(ALLERGENS)).optional(),
  animal: z.array(z.enum(ANIMAL_ORIGINS)).optional(),
  gluten: z.boolean().optional(),
  grain: z.boolean().optional(),
  legume: z.boolean().optional(),
  addedSugar: z.boolean().optional(),
  alcohol: z.boolean().optional(),
  processedMeat: z.boolean().optional(),
  /** Why another SR28 food stands in for this one. */
  standIn: z.string().optional(),
  /**
   * A canned food a recipe drains ("1 can chickpeas, drained"): what stays with the solids.
   * `sr28`: SR28's drained-solids row and its weights of one can (drained solids, and the
   * whole contents the food's own row describes). `estimate`: SR28 has no drained row, so
   * each nutrient keeps the mean share it keeps over the foods named in `from`.
   */
  drained: z
    .discriminatedUnion('kind', [
      z.strictObject({
        kind: z.literal('sr28'),
        ndb: z.string().regex(/^\d{5}$/),
        solidsG: z.number().positive(),
        canG: z.number().positive(),
      }),
      z.strictObject({ kind: z.literal('estimate'), from: z.array(z.string()).min(1) }),
    ])
    .optional(),
});
export type FoodSource = z.infer<typeof foodSourceSchema>;

export const basisSchema = z.discriminatedUnion('kind', [
  /** A row of ../shared/data/prices/ers/*-prices-2022.csv, found by item and form. */
  z.strictObject({ kind: z.literal('ers'), item: z.string(), form: z.string() }),
  /** A BLS average price series, by its file name in ../shared/data/prices/bls. */
  z.strictObject({ kind: z.literal('bls'), series: z.string() }),
  /** No public source covers the item: an estimated 2022 shelf price for this package. */
  z.strictObject({ kind: z.literal('shelf'), cents: z.number().positive(), note: z.string() }),
]);
export type Basis = z.infer<typeof basisSchema>;

const productSourceSchema = z.strictObject({
  foodId: z.string().min(1),
  name: z.string().min(1),
  size: z.number().positive(),
  unit: unitSchema,
  basis: basisSchema,
  /** Multiplier on the sourced price; anything but 1 makes the price an estimate. */
  factor: z.number().positive().optional(),
  /** Why the factor applies (required with a factor). */
  why: z.string().optional(),
  /**
   * Grams the source price applies to when they differ from the package's food grams, e.g.
   * a lemon weighs 108 g as bought for 58 g of edible fruit.
   */
  grossG: z.number().positive().optional(),
  organic: z.boolean().optional(),
  /** Distinguishes two products of one food with the same size (e.g. whole vs sliced). */
  idSuffix: z.string().optional(),
});
export type ProductSource = z.infer<typeof productSourceSchema>;

function readRows<T extends z.ZodType>(file: string, schema: T): z.infer<T>[] {
  const rows: unknown = JSON.parse(readFileSync(path.join(sourceDir, file), 'utf8'));
  if (!Array.isArray(rows)) throw new Error(`data/source/${file}: expected a JSON array`);
  return rows.map((row, i) => {
    const parsed = schema.safeParse(row);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(
        `data/source/${file} row ${i + 1}: ${issue.path.join('.')}: ${issue.message}`,
      );
    }
    return parsed.data;
  });
}

export const readFoodSources = (): FoodSource[] => readRows('foods.json', foodSourceSchema);
export const readProductSources = (): ProductSource[] =>
  readRows('products.json', productSourceSchema);
