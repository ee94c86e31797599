/**
 * The pantry with quantities: foods from the catalogue a person holds, in grams, with an
 * optional best-before date. Beside the spec's staples (spices, baking, condiments, which
 * stay yes/no lists), these are amounts the planner uses before buying.
 */
import { z } from 'zod';

/** Largest amount one entry may hold: 100 kg, far above any household's stock of one food. */
export const MAX_PANTRY_GRAMS = 100_000;
/** Entries per person (a generous kitchen; bounds the planner's input). */
export const MAX_PANTRY_ENTRIES = 300;

/**
 * A day that exists on the calendar, years 1 to 9999 (PostgreSQL's dates have no year 0).
 * Date.parse is not enough: it reads 2026-02-31 as 3 March.
 */
export function isRealIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && !leap ? 28 : daysInMonth);
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'use a date like 2026-12-31')
  .refine(isRealIsoDate, 'is not a real date');

const amount = z
  .number({ error: 'must be a number' })
  .finite('must be a number')
  .positive('must be more than 0')
  .max(MAX_PANTRY_GRAMS, `must be at most ${MAX_PANTRY_GRAMS}`);

/** What a person types: an amount in a unit they use ("2 cups", "1 lb", "3 each"). */
export const pantryAmountSchema = z.object({
  quantity: amount,
  /** g, kg, oz, lb, ml, cup, tbsp, tsp, each, can... (the food's units decide which convert). */
  unit: z.string().trim().min(1, 'choose a unit').max(20),
});

export const addPantryFoodSchema = pantryAmountSchema.extend({
  foodId: z.string().trim().min(1, 'choose a food').max(100),
  bestBefore: isoDate.nullable().optional(),
});
export type AddPantryFood = z.infer<typeof addPantryFoodSchema>;

/** A change: a new amount (in any unit of the food), a new date, or both. */
export const changePantryFoodSchema = z
  .object({
    quantity: z
      .number({ error: 'must be a number' })
      .finite('must be a number')
      .min(0, 'cannot be below zero')
      .max(MAX_PANTRY_GRAMS, `must be at most ${MAX_PANTRY_GRAMS}`)
      .optional(),
    unit: z.string().trim().min(1, 'choose a unit').max(20).optional(),
    bestBefore: isoDate.nullable().optional(),
  })
  .refine((c) => (c.quantity === undefined) === (c.unit === undefined), {
    message: 'give the quantity and its unit together',
    path: ['quantity'],
  });
export type ChangePantryFood = z.infer<typeof changePantryFoodSchema>;

export const pantryFoodSchema = z.object({
  id: z.string(),
  foodId: z.string(),
  name: z.string(),
  category: z.string(),
  grams: z.number().nonnegative(),
  bestBefore: z.string().nullable(),
  /** Where it came from: typed by the person, or the leftovers of a plan they bought. */
  source: z.enum(['manual', 'plan']),
  updatedAt: z.string(),
});
export type PantryFood = z.infer<typeof pantryFoodSchema>;

export const pantryFoodsResponseSchema = z.object({ foods: z.array(pantryFoodSchema) });
export type PantryFoodsResponse = z.infer<typeof pantryFoodsResponseSchema>;

/** A food a person can add, with the units its amount can be typed in. */
export const pantryFoodOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  units: z.array(z.string()),
});
export type PantryFoodOption = z.infer<typeof pantryFoodOptionSchema>;

/** Stock the planner may use: grams per food (entries of one food summed by the caller). */
export const pantryStockSchema = z.array(
  z.object({
    foodId: z.string().min(1),
    grams: z.number().finite().nonnegative().max(MAX_PANTRY_GRAMS),
    /** Optional: foods nearest their date are used first. */
    bestBefore: isoDate.nullable().optional(),
  }),
);
export type PantryStock = z.infer<typeof pantryStockSchema>;

/** "I bought this": the leftovers to keep, as corrected by the person (grams per food). */
export const markPlanBoughtSchema = z.object({
  leftovers: z
    .array(
      z
        .object({
          foodId: z.string().min(1).max(100),
          grams: z
            .number({ error: 'must be a number' })
            .finite('must be a number')
            .min(0, 'cannot be below zero')
            .max(MAX_PANTRY_GRAMS, `must be at most ${MAX_PANTRY_GRAMS}`)
            .optional(),
          /** Or the amount in a kitchen unit of the food ("3 each", "1.5 cup"), issue 29. */
          quantity: z
            .number({ error: 'must be a number' })
            .finite('must be a number')
            .min(0, 'cannot be below zero')
            .max(MAX_PANTRY_GRAMS, `must be at most ${MAX_PANTRY_GRAMS}`)
            .optional(),
          unit: z.string().trim().min(1).max(20).optional(),
        })
        .refine(
          (l) =>
            (l.grams !== undefined) !== (l.quantity !== undefined) &&
            (l.quantity === undefined) === (l.unit === undefined),
          { message: 'give grams, or a quantity with its unit', path: ['grams'] },
        ),
    )
    .max(MAX_PANTRY_ENTRIES)
    .optional(),
});
export type MarkPlanBought = z.infer<typeof markPlanBoughtSchema>;

/** A leftover of a plan as the panel offers it: in a unit a cook counts it in (issue 29). */
export const planLeftoverSchema = z.object({
  foodId: z.string(),
  name: z.string(),
  grams: z.number().nonnegative(),
  quantity: z.number().nonnegative(),
  unit: z.enum(['each', 'cup', 'g']),
});
export type PlanLeftover = z.infer<typeof planLeftoverSchema>;

export const planPantryMarkSchema = z.object({
  markedAt: z.string(),
  /** What the pantry grams the plan used would have cost to buy. */
  pantrySavedCents: z.number().int().nonnegative(),
  /** Grams added to the pantry. */
  addedGrams: z.number().nonnegative(),
});
export type PlanPantryMark = z.infer<typeof planPantryMarkSchema>;

/** Money the pantry saved over the last month (settings). */
export const pantrySavingsSchema = z.object({
  sinceDays: z.number().int().positive(),
  savedCents: z.number().int().nonnegative(),
  plansBought: z.number().int().nonnegative(),
});
export type PantrySavings = z.infer<typeof pantrySavingsSchema>;
