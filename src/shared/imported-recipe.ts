/**
 * The shape of an imported recipe, as the import command prints it (`--json`) and the API
 * returns it for review: one entry per ingredient line with the original text beside what was
 * read from it (issue 30).
 */
import { z } from 'zod';
import { MEALS } from './options';

export const importedIngredientSchema = z.object({
  /** The line exactly as the page wrote it. */
  text: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  foodId: z.string().nullable(),
  grams: z.number().nullable(),
  optional: z.boolean(),
  /** 0..1: how sure the food match is (1 an exact name, below 0.7 a fuzzy guess). */
  confidence: z.number().min(0).max(1),
  /** The heading the line stands under ("For the sauce"), or null. */
  group: z.string().nullable(),
  /**
   * The grams are an estimate of what a cook uses, the line giving no amount ("salt to
   * taste": a pinch; "oil for frying": what the food takes up). Absent when the page said.
   */
  estimated: z.boolean().optional(),
});
export type ImportedIngredient = z.infer<typeof importedIngredientSchema>;

export const importedRecipeSchema = z.object({
  title: z.string(),
  servings: z.number(),
  prepMinutes: z.number().nullable(),
  cookMinutes: z.number().nullable(),
  meal: z.enum(MEALS),
  cuisine: z.string().nullable(),
  dishType: z.string().nullable(),
  ingredients: z.array(importedIngredientSchema),
  instructions: z.array(z.string()),
  nutritionPerServing: z.object({ kcal: z.number(), proteinG: z.number(), sodiumMg: z.number() }),
  costPerServingCents: z.number().nullable(),
  allergens: z.array(z.string()),
  diets: z.array(z.string()),
  unmatched: z.number().int().nonnegative(),
});
export type ImportedRecipe = z.infer<typeof importedRecipeSchema>;
