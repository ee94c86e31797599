/**
 * Schemas of the food knowledge in data/: foods, store products with sourced prices, and
 * recipes. These are the contract between the checked-in data, the data check, the
 * database loader and the planner. Types are inferred from the schemas, never hand-written.
 */
import { z } from 'zod';
import { nutritionSchema } from '../shared/generated-plan';
import { ALLERGENS, CUISINES, DISH_TYPES, MEALS, PANTRY_CATEGORIES } from '../shared/options';
import { placeholderProblems } from './recipe-text';

export const MASS_UNITS = ['g', 'kg', 'oz', 'lb'] as const;
/** Volume units all convert through the food's grams per cup. */
export const VOLUME_UNITS = ['ml', 'l', 'cup', 'tbsp', 'tsp', 'fl_oz', 'gal', 'qt', 'pt'] as const;
/** Count units need an explicit grams-per-unit on the food. */
export const COUNT_UNITS = [
  'each',
  'clove',
  'slice',
  'can',
  'jar',
  'bunch',
  'sprig',
  'leaf',
  'stalk',
  'head',
  'dozen',
  'pinch',
  'piece',
  'fillet',
  'tortilla',
  'bag',
  'box',
  'package',
] as const;
export const UNITS = [...MASS_UNITS, ...VOLUME_UNITS, ...COUNT_UNITS] as const;
export const unitSchema = z.enum(UNITS);
export type Unit = z.infer<typeof unitSchema>;

export const ANIMAL_ORIGINS = [
  'meat',
  'poultry',
  'pork',
  'fish',
  'shellfish',
  'dairy',
  'egg',
  'honey',
  'gelatin',
] as const;

export const SHOPPING_CATEGORIES = [
  'produce',
  'meat',
  'seafood',
  'dairy-eggs',
  'bakery',
  'grains-pasta',
  'canned-jarred',
  'frozen',
  'spices',
  'baking',
  'condiments',
  'oils-vinegars',
  'nuts-seeds',
  'beverages',
  'snacks',
  'international',
] as const;

const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lower-case kebab-case');

/** The same seven nutrients a plan reports per serving, here per 100 g of the food. */
export const nutritionPer100gSchema = nutritionSchema;
export type NutritionPer100g = z.infer<typeof nutritionPer100gSchema>;

export const foodSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  /** Other names a person may type as a custom allergy ("prawns" for shrimp). */
  aliases: z.array(z.string().min(1)).default([]),
  /**
   * The cook's word for the food in a recipe, singular and plural ("avocado"/"avocados",
   * "bay leaf"/"bay leaves"); equal for foods that are not counted ("rice"). Derived by
   * scripts/data/food-display.ts; absent in hand-built test foods, which fall back to name.
   */
  display: z
    .object({
      one: z.string().min(1),
      many: z.string().min(1),
      /** The word one `each` of it is counted in, when it is not the food itself ("ball"). */
      each: z.tuple([z.string().min(1), z.string().min(1)]).optional(),
    })
    .optional(),
  category: z.enum(SHOPPING_CATEGORIES),
  /**
   * A food a cook can also get from another food on the list: lime juice from limes, lemon
   * zest from lemons. `grams` is what one `each` of that food yields; juice uses the fruit up,
   * zest does not (a zested lemon is still juiced or sliced). The shopping list buys the
   * fruit instead of a bottle when that is no dearer.
   */
  yieldFrom: z
    .object({ foodId: idSchema, grams: z.number().positive(), kind: z.enum(['juice', 'zest']) })
    .optional(),
  allergens: z.array(z.enum(ALLERGENS)).default([]),
  /** Animal origin facts for vegetarian, vegan, pescatarian, halal, kosher. */
  animal: z.array(z.enum(ANIMAL_ORIGINS)).default([]),
  gluten: z.boolean().default(false),
  grain: z.boolean().default(false),
  legume: z.boolean().default(false),
  addedSugar: z.boolean().default(false),
  alcohol: z.boolean().default(false),
  /** Processed meat (bacon, ham, sausage, salami): excluded by mediterranean and whole30 rules. */
  processedMeat: z.boolean().default(false),
  /**
   * Grams per unit. `cup` makes every volume unit convertible; count units (each, clove,
   * slice...) need their own entry. Mass units always convert.
   */
  units: z.record(z.string(), z.number().positive()).default({}),
  nutrition: z.object({
    source: z.literal('USDA SR28'),
    /** NDB number of the SR28 food used for the values. */
    ndb: z.string().regex(/^\d{5}$/),
    /** The SR28 description, so a reader sees which food stood in. */
    description: z.string(),
    per100g: nutritionPer100gSchema,
    /**
     * Per 100 g of the can's whole contents, what a cook eats when the recipe drains it (the
     * brine goes down the sink with about half the sodium), and where the figures come from.
     */
    drained: z.object({ per100g: nutritionPer100gSchema, source: z.string().min(1) }).optional(),
  }),
});
export type Food = z.infer<typeof foodSchema>;

export const foodsFileSchema = z.object({ foods: z.array(foodSchema) });

/** "YYYY-MM" for a month, "YYYY" for an annual average. */
const periodSchema = z.string().regex(/^\d{4}(-\d{2})?$/);
const monthSchema = z.string().regex(/^\d{4}-\d{2}$/);

/**
 * The CPI food groups a price belongs to: they pick the inflation index that moves an old
 * price to today and the regional price level factor (see price-levels.ts).
 */
export const PRICE_GROUPS = [
  'cereals-bakery',
  'meats-poultry-fish-eggs',
  'dairy',
  'fruits-vegetables',
  'nonalcoholic-beverages',
  'other-food-at-home',
] as const;
export const priceGroupSchema = z.enum(PRICE_GROUPS);
export type PriceGroup = z.infer<typeof priceGroupSchema>;

/** An old price moved to today by a CPI-U index: factor = currentValue / baseValue. */
export const indexAdjustmentSchema = z.object({
  /** e.g. "CUUR0000SAF11" (food at home), the narrowest index the sources have. */
  series: z.string().regex(/^CU/),
  basePeriod: periodSchema,
  baseValue: z.number().positive(),
  currentPeriod: monthSchema,
  currentValue: z.number().positive(),
  factor: z.number().positive(),
  /** Why a wider index or another base period stands in, when it does. */
  note: z.string().optional(),
});
export type IndexAdjustment = z.infer<typeof indexAdjustmentSchema>;

/** A stated multiplier on the sourced price: an organic premium or a stand-in item. */
const adjustmentSchema = z.object({ factor: z.number().positive(), why: z.string().min(10) });

export const priceSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ers'),
    /** The month the price describes after the CPI adjustment. */
    asOf: monthSchema,
    group: priceGroupSchema,
    /** e.g. "prices/ers/vegetable-prices-2022.csv" */
    file: z.string(),
    /** 1-based data row number in that file (header excluded). */
    row: z.number().int().positive(),
    item: z.string(),
    form: z.string(),
    /** The source's price, e.g. 1.61 per pound. */
    retailPrice: z.number().positive(),
    retailPriceUnit: z.string(),
    /** ERS prices are 2022 annual averages, moved to asOf by the matching CPI-U index. */
    inflation: indexAdjustmentSchema,
    adjustment: adjustmentSchema.optional(),
  }),
  z.object({
    kind: z.literal('bls'),
    asOf: monthSchema,
    group: priceGroupSchema,
    seriesId: z.string().regex(/^APU/),
    /** newest: the newest month's value; mean-3: the mean of the last 3 months (volatile items). */
    method: z.enum(['newest', 'mean-3']),
    /** The months averaged (one for newest) and their values, as in data/source/price-series.json. */
    months: z.array(monthSchema).min(1),
    values: z.array(z.number().positive()).min(1),
    value: z.number().positive(),
    unit: z.string(),
    /** The table or file the values were read from. */
    source: z.string().min(10),
    adjustment: adjustmentSchema.optional(),
  }),
  z.object({
    kind: z.literal('cpi-adjusted-estimate'),
    asOf: monthSchema,
    group: priceGroupSchema,
    /** The base price and where it came from, e.g. "estimated 2022 shelf price". */
    basis: z.string().min(10),
    /** The package price at the base period, in dollars, before inflation and adjustment. */
    basePrice: z.number().positive(),
    /**
     * The BLS average price observation the base price comes from, when it is a month of
     * data/source/price-series.json older than the current window (e.g. tomatoes, 2025-03).
     */
    blsBase: z
      .object({
        seriesId: z.string().regex(/^APU/),
        period: monthSchema,
        value: z.number().positive(),
      })
      .optional(),
    inflation: indexAdjustmentSchema,
    adjustment: adjustmentSchema.optional(),
  }),
  /** Hand-built test and fixture catalogues only; data/products.json never uses it. */
  z.object({
    kind: z.literal('estimate'),
    /** How the price was reached, e.g. "scaled from BLS APU0000FF1101 (chicken breast) x 1.2". */
    reasoning: z.string().min(10),
  }),
]);
export type PriceSource = z.infer<typeof priceSourceSchema>;

export const productSchema = z.object({
  id: idSchema,
  foodId: idSchema,
  /** A plain product name, e.g. "Long grain white rice, 2 lb bag". */
  name: z.string().min(1),
  /** Package size as printed on the package, in `unit`. */
  size: z.number().positive(),
  unit: unitSchema,
  priceCents: z.number().int().positive(),
  organic: z.boolean().default(false),
  priceSource: priceSourceSchema,
  /**
   * Real store product ids, only when a cited public source gives them. Never invented:
   * left empty otherwise, and the cart reports such items instead of linking them.
   */
  storeIds: z
    .object({
      walmart: z.string().optional(),
      target: z.string().optional(),
      kroger: z.string().optional(),
      instacart: z.string().optional(),
      source: z.string().optional(),
    })
    .default({}),
});
export type Product = z.infer<typeof productSchema>;

export const productsFileSchema = z.object({
  /** The newest month the reference prices describe, e.g. "2026-05". */
  priceDate: z.string(),
  priceNote: z.string(),
  /** The one place to apply a price level adjustment to every reference price. */
  priceLevelFactor: z.number().positive(),
  /**
   * Price level of each Census region against the U.S. average, per CPI food group
   * (price-levels.ts); absent in hand-built catalogues, which then price at the U.S. average.
   */
  regionPriceLevels: z.record(z.string(), z.unknown()).optional(),
  products: z.array(productSchema),
});
export type ProductsFile = z.infer<typeof productsFileSchema>;

export const pantryCatalogueSchema = z.object(
  Object.fromEntries(PANTRY_CATEGORIES.map((c) => [c, z.array(idSchema)])) as Record<
    (typeof PANTRY_CATEGORIES)[number],
    z.ZodArray<typeof idSchema>
  >,
);
export type PantryCatalogue = z.infer<typeof pantryCatalogueSchema>;

export const recipeIngredientSchema = z.object({
  quantity: z.number().positive(),
  unit: unitSchema,
  foodId: idSchema,
  /** e.g. "diced", "to taste"; shown after the food name. */
  note: z.string().optional(),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const recipeSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('original') }),
  z.object({
    kind: z.literal('based-cooking'),
    /** e.g. "based-cooking/recipes/lentejas.md" */
    file: z.string(),
    license: z.literal('Unlicense (public domain)'),
  }),
]);

export const recipeSchema = z
  .object({
    id: idSchema,
    title: z.string().min(3),
    description: z.string().min(10),
    cuisine: z.enum(CUISINES),
    meal: z.enum(MEALS),
    dishType: z.enum(DISH_TYPES as [string, ...string[]]),
    servings: z.number().int().positive(),
    prepMinutes: z.number().int().nonnegative(),
    cookMinutes: z.number().int().nonnegative(),
    ingredients: z.array(recipeIngredientSchema).min(2),
    /**
     * Steps with scalable placeholders: {amount:FOOD_ID} for an ingredient of this recipe,
     * {qty:NUMBER UNIT} for anything else (see recipe-text.ts and data/RECIPES.md).
     */
    instructions: z.array(z.string().min(5)).min(2),
    source: recipeSourceSchema,
    /** File name in data/images (copied from based-cooking/pix), when the recipe has a photo. */
    image: z.string().optional(),
  })
  .superRefine((recipe, ctx) => {
    for (const message of placeholderProblems(recipe)) {
      ctx.addIssue({ code: 'custom', path: ['instructions'], message });
    }
  });
export type Recipe = z.infer<typeof recipeSchema>;

export const recipesFileSchema = z.object({ recipes: z.array(recipeSchema) });
