/**
 * What the planner needs to know about a person and a plan. The server builds it from the
 * wizard's form data, the person's preferences and pantry; the CLI from its arguments.
 */
import { z } from 'zod';
import {
  DEFAULT_ENERGY_TARGET_KCAL,
  MAX_ENERGY_TARGET_KCAL,
  MIN_ENERGY_TARGET_KCAL,
} from '../shared/energy';
import {
  ALLERGENS,
  BUDGET_PREFERENCES,
  CUISINES,
  DIETARY_RESTRICTIONS,
  DISH_TYPES,
  MEALS,
  STORES,
} from '../shared/options';
import { OWN_RECIPES_MODES } from '../shared/my-recipes';
import { pantryStockSchema } from '../shared/pantry-stock';
import type { Recipe } from './catalogue-schema';
import { cookingTimeOf } from './cooking-time';

const dishTypeSchema = z.enum(DISH_TYPES as [string, ...string[]]);

export const planInputSchema = z.object({
  /** The chosen meals; the plan has exactly these each day, in breakfast, lunch, dinner order. */
  meals: z
    .array(z.enum(MEALS))
    .min(1)
    .transform((meals) => MEALS.filter((m) => meals.includes(m))),
  days: z.number().int().min(1).max(7),
  servings: z.number().int().min(1).max(50),
  /** Energy per person per day the whole day's meals should bring (meal shares in energy.ts). */
  energyTargetKcal: z
    .number()
    .int()
    .min(MIN_ENERGY_TARGET_KCAL)
    .max(MAX_ENERGY_TARGET_KCAL)
    .default(DEFAULT_ENERGY_TARGET_KCAL),
  budgetCents: z.number().int().positive(),
  budgetPreference: z.enum(BUDGET_PREFERENCES).default('balanced'),
  store: z.enum(STORES).default('walmart'),
  /** Preferred cuisines; empty means no preference. */
  cuisines: z.array(z.enum(CUISINES)).default([]),
  /** Preferred dish types per meal; an empty or missing list means no preference. */
  dishTypes: z
    .object({
      breakfast: z.array(dishTypeSchema).default([]),
      lunch: z.array(dishTypeSchema).default([]),
      dinner: z.array(dishTypeSchema).default([]),
    })
    .default({ breakfast: [], lunch: [], dinner: [] }),
  /**
   * The person's cooking-time preference (preferences.cookingTime): 'under-30', '30-60' or
   * 'over-60'; anything else, or nothing, reads as '30-60' (cooking-time.ts sets the limits).
   */
  cookingTime: z.unknown().optional().transform(cookingTimeOf),
  /** Diets and the extras lowSodium, lowSugar, organic. */
  diets: z.array(z.enum(DIETARY_RESTRICTIONS)).default([]),
  allergies: z.array(z.enum(ALLERGENS)).default([]),
  /** Free-text allergies; each excludes foods whose name or alias it matches. */
  customAllergies: z.array(z.string()).default([]),
  /** Food ids the person already has; they are never bought. */
  pantry: z.array(z.string()).default([]),
  /**
   * Grams the person holds per food (the pantry with quantities): free up to what is held,
   * so the shopping list buys only the rest.
   */
  pantryStock: pantryStockSchema.default([]),
  /**
   * The plan's first day (ISO date). With it, pantry food whose best-before falls within the
   * plan is used first (near-date.ts); without it, dates do not steer.
   */
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /**
   * Recipes to put first, e.g. the dishes an LLM proposed in the step-based method. They are
   * preferred, never forced: the rules and the budget still decide.
   */
  preferredRecipeIds: z.array(z.string()).optional(),
  /**
   * The person's own recipes (issue 30), in the library's shape, and how the plan uses them:
   * mixed in with the library, only theirs, or not at all (own-recipes.ts).
   */
  ownRecipes: z.array(z.custom<Recipe>((v) => typeof v === 'object' && v !== null)).default([]),
  ownRecipesMode: z.enum(OWN_RECIPES_MODES).default('mixed'),
  /** Recipes the person never wants again: never a candidate (recipe-memory.ts). */
  neverRecipeIds: z.array(z.string()).default([]),
  /** Recipes the person loved or made favourites: a taste credit. */
  lovedRecipeIds: z.array(z.string()).default([]),
  /** Recipes of the person's plans of the last 14 days: charged, unless loved. */
  recentRecipeIds: z.array(z.string()).default([]),
  /** Recipes fixed into the plan: on a day and meal, or (no day) anywhere in it. */
  pins: z
    .array(
      z.object({
        recipeId: z.string().min(1),
        day: z.number().int().min(1).max(7).optional(),
        meal: z.enum(MEALS).optional(),
      }),
    )
    .max(50)
    .default([]),
});
/** What callers pass (defaults optional). */
export type PlanInputData = z.input<typeof planInputSchema>;
/** The input after validation. */
export type PlanInput = z.infer<typeof planInputSchema>;
