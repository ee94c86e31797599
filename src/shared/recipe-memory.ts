/**
 * Ratings, favourites, pins and the recipe library (issue 32): the shapes the recipe routes
 * take and answer, shared by the server and the web.
 */
import { z } from 'zod';
import { MEALS } from './options';

export const RECIPE_RATING_VALUES = ['loved', 'fine', 'never'] as const;
export type RecipeRating = (typeof RECIPE_RATING_VALUES)[number];

/** The buttons' words, one tap each. */
export const RECIPE_RATING_LABELS: Readonly<Record<RecipeRating, string>> = {
  loved: 'Loved it',
  fine: 'Fine',
  never: 'Never again',
};

/** A catalogue recipe id: lower-case words and digits joined by hyphens. */
export const recipeIdSchema = z
  .string()
  .trim()
  .min(1, 'a recipe id is required')
  .max(120, 'a recipe id has at most 120 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'not a recipe id');

/** PUT /recipe-feedback/:recipeId: set the rating (null clears it) and/or the heart. */
export const recipeFeedbackRequestSchema = z
  .object({
    rating: z.enum(RECIPE_RATING_VALUES).nullable().optional(),
    favourite: z.boolean().optional(),
  })
  .strict()
  .refine((b) => b.rating !== undefined || b.favourite !== undefined, {
    message: 'send a rating, a favourite, or both',
  });

export const recipeFeedbackSchema = z.object({
  recipeId: z.string(),
  /** The recipe's title (a recipe no longer in the library keeps its id). */
  title: z.string(),
  rating: z.enum(RECIPE_RATING_VALUES).nullable(),
  favourite: z.boolean(),
  updatedAt: z.string(),
});
export type RecipeFeedback = z.infer<typeof recipeFeedbackSchema>;
export interface RecipeFeedbackListResponse {
  feedback: RecipeFeedback[];
}

/** A pin: a day and meal, or neither (anywhere in the next plan). */
export const recipePinRequestSchema = z
  .object({
    day: z.number().int().min(1).max(7).optional(),
    meal: z.enum(MEALS).optional(),
  })
  .strict()
  .refine((p) => (p.day === undefined) === (p.meal === undefined), {
    message: 'give both a day and a meal, or neither',
  });

export const recipePinSchema = z.object({
  recipeId: z.string(),
  title: z.string(),
  day: z.number().int().min(1).max(7).nullable(),
  meal: z.enum(MEALS).nullable(),
});
export type RecipePin = z.infer<typeof recipePinSchema>;
export interface RecipePinListResponse {
  pins: RecipePin[];
}

/** The pins a plan is created with (the wizard's form and the plan's saved settings). */
export const planPinsSchema = z
  .array(
    z.object({
      recipeId: recipeIdSchema,
      day: z.number().int().min(1).max(7).optional(),
      meal: z.enum(MEALS).optional(),
    }),
  )
  .max(21, 'at most 21 pins, one per meal of a week');
export type PlanPins = z.infer<typeof planPinsSchema>;

/** PUT /meal-plans/:id/locks: lock (or unlock) one meal of a finished plan. */
export const mealLockRequestSchema = z
  .object({
    day: z.number().int().min(1).max(7),
    meal: z.enum(MEALS),
    locked: z.boolean(),
  })
  .strict();

/** PUT and DELETE /meal-plans/:id/locks: the plan's locked meals after the change. */
export interface MealLocksResponse {
  locked: { day: number; meal: (typeof MEALS)[number] }[];
}

/** POST /meal-plans/:id/replan: the meals that stay; the rest is planned again. */
export const replanRequestSchema = z
  .object({
    locked: z
      .array(z.object({ day: z.number().int().min(1).max(7), meal: z.enum(MEALS) }).strict())
      .max(21),
  })
  .strict();

const optionalNumber = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(max))
    .optional();

/** GET /recipes: the library, searched and filtered. */
export const recipeSearchQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  meal: z.enum(MEALS).optional(),
  cuisine: z.string().trim().max(40).optional(),
  dishType: z.string().trim().max(40).optional(),
  /** "1": only recipes that keep the person's diets and allergies. */
  fitsMe: z.enum(['0', '1']).optional(),
  /** Comma-separated diet labels the recipe must have (vegetarian, vegan...). */
  diets: z.string().trim().max(200).optional(),
  maxMinutes: optionalNumber(600),
  maxCostCents: optionalNumber(100_000),
});

export const recipeSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  meal: z.enum(MEALS),
  cuisine: z.string(),
  dishType: z.string(),
  totalMinutes: z.number().int(),
  /** Ingredients by weight at the best package price, per serving (a floor). */
  costPerServingCents: z.number().int(),
  diets: z.array(z.string()),
  allergens: z.array(z.string()),
  image: z.string().nullable(),
  rating: z.enum(RECIPE_RATING_VALUES).nullable(),
  favourite: z.boolean(),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;
export interface RecipeSearchResponse {
  recipes: RecipeSummary[];
  total: number;
}

export interface RecipeDetailResponse {
  recipe: RecipeSummary & {
    description: string;
    servings: number;
    /** The recipe's own servings: the selector starts here. */
    baseServings: number;
    prepMinutes: number;
    cookMinutes: number;
    ingredients: { quantity: string; ingredient: string }[];
    instructions: string[];
    nutritionPerServing: {
      kcal: number;
      proteinG: number;
      fatG: number;
      carbsG: number;
      fiberG: number;
      sugarsG: number;
      sodiumMg: number;
    };
    pinned: boolean;
  };
}

export const recipeDetailQuerySchema = z.object({ servings: optionalNumber(50) });
