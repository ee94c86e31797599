/**
 * Preferences and pantry as the wizard saves them and the server stores them
 * (spec sections 3 and 5, "Preference wizard"). One schema for both sides.
 */
import { z } from 'zod';
import {
  DEFAULT_ENERGY_TARGET_KCAL,
  ENERGY_TARGET_MESSAGE,
  MAX_ENERGY_TARGET_KCAL,
  MIN_ENERGY_TARGET_KCAL,
} from './energy';
import {
  ALLERGENS,
  ALLERGEN_LABELS,
  BREAKFAST_DISH_TYPES,
  CUISINES,
  DIETARY_RESTRICTIONS,
  DINNER_DISH_TYPES,
  LUNCH_DISH_TYPES,
  PANTRY_CATEGORIES,
} from './options';

export const MAX_CUISINES = 6;
export const MAX_DISHES_PER_MEAL = 5;

export const PREFERENCE_MESSAGES = {
  maxCuisines: 'Maximum of 6 selections reached',
  cuisineRequired: 'Please select at least one cuisine to continue',
  maxDishes: (meal: string) => `Maximum of 5 selections reached for ${meal}`,
  veganKeto: 'Vegan diet is not compatible with Keto',
  ketoVegan: 'Keto diet is not compatible with Vegan',
  allergyEmpty: 'Please enter an allergy',
  allergyCommon: 'This allergy is already in the common allergies list',
  allergyDuplicate: 'This allergy has already been added',
} as const;

/** How long a person will cook (issue 27): the planner's per-meal time limits follow it. */
export const COOKING_TIMES = ['under-30', '30-60', 'over-60'] as const;
export type CookingTime = (typeof COOKING_TIMES)[number];
export const DEFAULT_COOKING_TIME: CookingTime = '30-60';

export const COOKING_TIME_LABELS: Record<CookingTime, string> = {
  'under-30': 'Under 30 minutes',
  '30-60': '30-60 minutes',
  'over-60': 'Over 60 minutes',
};

export const COOKING_TIME_MESSAGE = `Cooking time must be one of ${COOKING_TIMES.map((t) => `"${t}"`).join(', ')}`;

export const cookingTimeSchema = z.enum(COOKING_TIMES, { error: COOKING_TIME_MESSAGE });

/**
 * A stored cooking time as the planner reads it: one of the three choices, and anything else
 * (the free strings stored before issue 27, or nothing) the default, so a read never fails.
 */
export function readCookingTime(value: unknown): CookingTime {
  const parsed = cookingTimeSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_COOKING_TIME;
}

/** What a write may carry: a cooking time outside the three choices is refused (400). */
export const preferencesObjectSchema = z.object({
  servingSize: z.number().int().min(1).max(50).default(4),
  budget: z.string().max(40).default('medium'),
  cookingTime: cookingTimeSchema.default(DEFAULT_COOKING_TIME),
});
export type PreferencesObject = z.infer<typeof preferencesObjectSchema>;

/** The stored object read back: like a write, but a legacy cooking time reads as the default. */
export const storedPreferencesObjectSchema = preferencesObjectSchema.extend({
  cookingTime: z.unknown().transform(readCookingTime),
});

/** Energy per person per day (issue 12): whole kcal from 1,200 to 4,000. */
export const energyTargetSchema = z
  .number({ error: ENERGY_TARGET_MESSAGE })
  .int(ENERGY_TARGET_MESSAGE)
  .min(MIN_ENERGY_TARGET_KCAL, ENERGY_TARGET_MESSAGE)
  .max(MAX_ENERGY_TARGET_KCAL, ENERGY_TARGET_MESSAGE);

/** `PUT /api/preferences/energy-target`. */
export const energyTargetRequestSchema = z.object({ energyTargetKcal: energyTargetSchema });

export { DEFAULT_ENERGY_TARGET_KCAL };

const unique = <T extends z.ZodType>(item: T) =>
  z.array(item).transform((list) => [...new Set(list)] as z.infer<T>[]);

/** The longest custom allergy; the wizard's input stops here and says so. */
export const CUSTOM_ALLERGY_MAX_LENGTH = 60;

export const customAllergySchema = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.string().min(1).max(CUSTOM_ALLERGY_MAX_LENGTH));

export const preferencesSchema = z
  .object({
    cuisinePreferences: unique(z.enum(CUISINES)).pipe(
      z
        .array(z.enum(CUISINES))
        .min(1, PREFERENCE_MESSAGES.cuisineRequired)
        .max(MAX_CUISINES, PREFERENCE_MESSAGES.maxCuisines),
    ),
    breakfastPreferences: unique(z.enum(BREAKFAST_DISH_TYPES)).pipe(
      z
        .array(z.enum(BREAKFAST_DISH_TYPES))
        .min(1)
        .max(MAX_DISHES_PER_MEAL, PREFERENCE_MESSAGES.maxDishes('breakfast')),
    ),
    lunchPreferences: unique(z.enum(LUNCH_DISH_TYPES)).pipe(
      z
        .array(z.enum(LUNCH_DISH_TYPES))
        .min(1)
        .max(MAX_DISHES_PER_MEAL, PREFERENCE_MESSAGES.maxDishes('lunch')),
    ),
    dinnerPreferences: unique(z.enum(DINNER_DISH_TYPES)).pipe(
      z
        .array(z.enum(DINNER_DISH_TYPES))
        .min(1)
        .max(MAX_DISHES_PER_MEAL, PREFERENCE_MESSAGES.maxDishes('dinner')),
    ),
    dietaryRestrictions: unique(z.enum(DIETARY_RESTRICTIONS)).default([]),
    allergies: unique(z.enum(ALLERGENS)).default([]),
    customAllergies: unique(customAllergySchema).pipe(z.array(z.string()).max(30)).default([]),
    /** Left out: the stored target stays (the wizard does not ask for it; settings does). */
    energyTargetKcal: energyTargetSchema.optional(),
    preferences: preferencesObjectSchema.default({
      servingSize: 4,
      budget: 'medium',
      cookingTime: DEFAULT_COOKING_TIME,
    }),
  })
  .superRefine((p, ctx) => {
    if (p.dietaryRestrictions.includes('vegan') && p.dietaryRestrictions.includes('keto')) {
      ctx.addIssue({
        code: 'custom',
        path: ['dietaryRestrictions'],
        message: PREFERENCE_MESSAGES.veganKeto,
      });
    }
    const commonLabels = new Set(Object.values(ALLERGEN_LABELS).map((l) => l.toLowerCase()));
    for (const custom of p.customAllergies) {
      if (commonLabels.has(custom)) {
        ctx.addIssue({
          code: 'custom',
          path: ['customAllergies'],
          message: PREFERENCE_MESSAGES.allergyCommon,
        });
      }
    }
  });
export type PreferencesInput = z.input<typeof preferencesSchema>;
export type Preferences = z.infer<typeof preferencesSchema>;

/** `GET /api/preferences`: the stored preferences, or null before onboarding. */
export type PreferencesResponse = {
  preferences: (Preferences & { energyTargetKcal: number; updatedAt: string }) | null;
};

/**
 * The custom allergy check of the wizard: returns the message to show, or null when the
 * trimmed, lower-cased entry may be added.
 */
export function customAllergyError(entry: string, existing: readonly string[]): string | null {
  const value = entry.trim().toLowerCase();
  if (!value) return PREFERENCE_MESSAGES.allergyEmpty;
  const common = Object.values(ALLERGEN_LABELS).map((l) => l.toLowerCase());
  if (
    common.includes(value) ||
    (ALLERGENS as readonly string[]).map((a) => a.toLowerCase()).includes(value)
  ) {
    return PREFERENCE_MESSAGES.allergyCommon;
  }
  if (existing.includes(value)) return PREFERENCE_MESSAGES.allergyDuplicate;
  return null;
}

export const pantrySelectionSchema = z.object(
  Object.fromEntries(
    PANTRY_CATEGORIES.map((c) => [
      c,
      unique(
        z
          .string()
          .regex(/^[a-z0-9-]+$/)
          .max(60),
      )
        .pipe(z.array(z.string()).max(200))
        .default([]),
    ]),
  ) as Record<
    (typeof PANTRY_CATEGORIES)[number],
    z.ZodDefault<
      z.ZodPipe<
        z.ZodPipe<z.ZodArray<z.ZodString>, z.ZodTransform<string[], string[]>>,
        z.ZodArray<z.ZodString>
      >
    >
  >,
);
export type PantrySelection = z.infer<typeof pantrySelectionSchema>;
export const EMPTY_PANTRY: PantrySelection = { spices: [], baking: [], condiments: [] };

export type PantryCatalogueItem = { id: string; label: string };
/** `GET /api/pantry/catalogue`: the full pantry catalogue grouped by tab. */
export type PantryCatalogueResponse = Record<
  (typeof PANTRY_CATEGORIES)[number],
  PantryCatalogueItem[]
>;
/** `GET /api/pantry` and `PUT /api/pantry`. */
export type PantryResponse = { items: PantrySelection; updatedAt: string | null };
