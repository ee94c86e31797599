/**
 * A person's own recipes (issue 30): what the review screen saves, what "My recipes" lists,
 * and the import request. Every ingredient line keeps its original `text`.
 */
import { z } from 'zod';
import { importedIngredientSchema, importedRecipeSchema } from './imported-recipe';
import { MEALS } from './options';

/** The plan setting "Your recipes": mixed in (default), only yours, not used. */
export const OWN_RECIPES_MODES = ['mixed', 'only', 'none'] as const;
export type OwnRecipesMode = (typeof OWN_RECIPES_MODES)[number];
export const OWN_RECIPES_MODE_LABELS: Record<OwnRecipesMode, string> = {
  mixed: 'Mixed in',
  only: 'Only yours',
  none: 'Not used',
};

/** The same 5 MB a fetched page may have. */
export const MAX_PASTED_PAGE_CHARS = 5 * 1024 * 1024;

export const importRequestSchema = z
  .object({
    url: z.string().trim().min(1, 'enter a web address').max(2048).optional(),
    html: z
      .string()
      .min(1, 'paste the page')
      .max(MAX_PASTED_PAGE_CHARS, 'the page is larger than 5 MB')
      .optional(),
    text: z
      .string()
      .trim()
      .min(1, 'paste the recipe')
      .max(200_000, 'the text is too long')
      .optional(),
  })
  .strict()
  .refine((b) => [b.url, b.html, b.text].filter((v) => v !== undefined).length === 1, {
    message: 'send one of url, html or text',
  });
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const savedIngredientSchema = importedIngredientSchema.extend({
  text: z.string().trim().min(1, 'a line needs its text').max(500),
  quantity: z.number().nonnegative().max(100_000).nullable(),
  unit: z.string().max(40).nullable(),
  foodId: z.string().max(80).nullable(),
  grams: z.number().nonnegative().max(50_000).nullable(),
  group: z.string().max(120).nullable(),
  /** Bought elsewhere or already at home: not on the shopping list, still counted for safety. */
  leaveOffList: z.boolean().default(false),
});
export type SavedIngredient = z.infer<typeof savedIngredientSchema>;

export const saveRecipeSchema = z
  .object({
    title: z.string().trim().min(1, 'give the recipe a title').max(200),
    servings: z.number().int().min(1).max(100),
    prepMinutes: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60)
      .nullable(),
    cookMinutes: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60)
      .nullable(),
    meal: z.enum(MEALS),
    cuisine: z.string().max(60).nullable(),
    dishType: z.string().max(60).nullable(),
    imageUrl: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable(),
    sourceUrl: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .nullable(),
    ingredients: z
      .array(savedIngredientSchema)
      .min(1, 'a recipe needs at least one ingredient')
      .max(80),
    instructions: z.array(z.string().trim().min(1).max(2000)).max(60),
  })
  .strict();
export type SaveRecipe = z.infer<typeof saveRecipeSchema>;

export const myRecipeSchema = saveRecipeSchema.extend({
  id: z.string(),
  /** False for a household member's recipe: readable, not changeable. */
  mine: z.boolean(),
  nutritionPerServing: importedRecipeSchema.shape.nutritionPerServing,
  costPerServingCents: z.number().nullable(),
  allergens: z.array(z.string()),
  diets: z.array(z.string()),
  unmatched: z.number(),
  updatedAt: z.string(),
});
export type MyRecipe = z.infer<typeof myRecipeSchema>;

export const UNMATCHED_RECIPE_NOTE =
  'Lines without a food cannot be checked: this recipe is never used in a plan with a diet or allergy, and is not counted as priced, until every line is matched or removed.';
