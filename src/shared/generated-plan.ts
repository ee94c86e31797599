/**
 * The generated plan: what the planner returns, what a meal plan stores as generatedPlan, and
 * what the plan page reads. The spec's shape (section 3: recipes with day, meal, dish and
 * recipe { main_dish_ingredients, instructions }; shopping_list.items keyed by item with id,
 * name, imageUrl, price, quantity_to_buy, active) plus what the planner knows beyond it.
 * Money: integer cents in fields named ...Cents; `price` stays dollars because the spec's
 * shopping item has it in dollars and the page shows it as such.
 */
import { z } from 'zod';
import { BUDGET_PREFERENCES, MEALS, STORES } from './options';

export const nutritionSchema = z.object({
  kcal: z.number().nonnegative(),
  proteinG: z.number().nonnegative(),
  fatG: z.number().nonnegative(),
  carbsG: z.number().nonnegative(),
  fiberG: z.number().nonnegative(),
  sugarsG: z.number().nonnegative(),
  sodiumMg: z.number().nonnegative(),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

export const planIngredientSchema = z.object({
  /** What a cook reads, scaled to the plan's servings: "1 1/2 cups", "300 g", "2". */
  quantity: z.string(),
  /** The food's name, with the recipe's note: "onion, diced". */
  ingredient: z.string(),
  foodId: z.string().optional(),
  /** The same amount in grams, for the list and for nutrition. */
  grams: z.number().nonnegative().optional(),
  /** True when the person's pantry covers it (a staple, or grams they hold), in whole or part. */
  fromPantry: z.boolean().optional(),
  /** Grams of this ingredient taken from the pantry's quantities (issue 16). */
  pantryGrams: z.number().nonnegative().optional(),
});
export type PlanIngredient = z.infer<typeof planIngredientSchema>;

/** A simple side served with a meal (bread, rice, fruit, milk, yogurt, a side salad). */
export const planSideSchema = z.object({
  name: z.string(),
  /** Amounts for the whole table (the plan's servings). */
  ingredients: z.array(planIngredientSchema),
  /** Per person. */
  kcal: z.number().nonnegative(),
  proteinG: z.number().nonnegative(),
});
export type PlanSide = z.infer<typeof planSideSchema>;

export const planRecipeEntrySchema = z.object({
  /** Day number from 1. */
  day: z.number().int().positive(),
  meal: z.enum(MEALS),
  /** The dish's name, shown as "{meal}: {dish}". */
  dish: z.string(),
  recipe: z.object({
    main_dish_ingredients: z.array(planIngredientSchema),
    instructions: z.array(z.string()),
  }),
  recipeId: z.string(),
  description: z.string().optional(),
  cuisine: z.string().optional(),
  dishType: z.string().optional(),
  servings: z.number().int().positive().optional(),
  prepMinutes: z.number().int().nonnegative().optional(),
  cookMinutes: z.number().int().nonnegative().optional(),
  /**
   * The value of what this meal uses from the bought packages, per serving. The meals' costs
   * plus the leftover value add up to the total.
   */
  costPerServingCents: z.number().int().nonnegative(),
  /**
   * Per person, the whole meal: the dish at its portion and the sides. Plans stored before
   * sides existed have the dish alone here.
   */
  nutritionPerServing: nutritionSchema,
  /** Recipe servings per person (1.25: a quarter more than the recipe's own serving). */
  portion: z.number().positive().optional(),
  /** Sides that round the meal up to its share of the day's energy. */
  sides: z.array(planSideSchema).optional(),
  /** Recipe ids this meal replaced by swapping, newest last: a swap never offers them again. */
  swappedOut: z.array(z.string()).optional(),
  /** The person pinned or locked this recipe here; the planner kept it (issue 32). */
  pinned: z.literal(true).optional(),
  /** File name in data/images, when the recipe has a photo. */
  image: z.string().optional(),
  /** The recipe needs a rise, a soak or a marinade of half an hour or more ahead (issue 27). */
  advancePrep: z.enum(['rise', 'soak', 'marinade']).optional(),
  /**
   * Cook once, eat twice: this lunch is the extra portions of that meal (the day before's
   * dinner), bought and cooked with it. Its ingredients are on that meal, counted once.
   */
  cookedWith: z.object({ day: z.number().int().positive(), meal: z.enum(MEALS) }).optional(),
  /**
   * Cook once, eat twice: this dinner is cooked with extra portions for that meal (the next
   * day's lunch); its ingredients and steps are for both, `servings` recipe servings more.
   */
  cooksFor: z
    .object({
      day: z.number().int().positive(),
      meal: z.enum(MEALS),
      servings: z.number().positive(),
    })
    .optional(),
});
export type PlanRecipeEntry = z.infer<typeof planRecipeEntrySchema>;

export const coverSchema = z.object({
  day: z.number().int().positive(),
  meal: z.enum(MEALS),
  recipeId: z.string(),
  grams: z.number().nonnegative(),
});

export const shoppingItemSchema = z.object({
  /** The store's product id, or the catalogue product id when the store's is unknown. */
  id: z.string(),
  name: z.string(),
  /** The store's product image; null when there is none (the page shows the category). */
  imageUrl: z.string().nullable(),
  /** Price of one package, in dollars. */
  price: z.number().nonnegative(),
  /** Whole packages. */
  quantity_to_buy: z.number().int().nonnegative(),
  /** 0 means removed by the person; anything else is active (spec section 3). */
  active: z.number().int(),
  productId: z.string().optional(),
  /** The real store product id, or null: never made up, so the cart reports it instead. */
  storeProductId: z.string().nullable().optional(),
  foodId: z.string().optional(),
  /**
   * live: today's price from the store's API; own: the price the person recorded for this
   * product (ownPriceSetOn); reference (or absent): the dated reference catalogue.
   */
  priceSource: z.enum(['live', 'reference', 'own']).optional(),
  /** "YYYY-MM-DD" the person recorded their own price (priceSource "own"). */
  ownPriceSetOn: z.string().optional(),
  category: z.string().optional(),
  organic: z.boolean().optional(),
  /** Grams in one package. */
  packageGrams: z.number().nonnegative().optional(),
  /** Which meals use this item, and how much of it. */
  covers: z.array(coverSchema).optional(),
  usedGrams: z.number().nonnegative().optional(),
  leftoverGrams: z.number().nonnegative().optional(),
  /**
   * Why the line is as it is, where a reader would wonder: two sizes of one food bought
   * because that is cheaper, a bottle of juice beside the fruit, fruit bought to juice.
   */
  why: z.string().optional(),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

export const shoppingListSchema = z.object({
  items: z.record(z.string(), shoppingItemSchema),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

export const planTotalsSchema = z.object({
  /** Sum of price x quantity_to_buy over the items, when generated (all active). */
  costCents: z.number().int().nonnegative(),
  costPerServingCents: z.number().int().nonnegative(),
  /** What the unused part of the bought packages is worth. */
  leftoverValueCents: z.number().int().nonnegative(),
  /** Per person per day, averaged over the plan's days. */
  nutritionPerDay: nutritionSchema,
  nutritionByDay: z.array(nutritionSchema.extend({ day: z.number().int().positive() })).optional(),
  /** The person's daily energy target (all three meals), kcal per person. */
  dailyEnergyTargetKcal: z.number().int().positive().optional(),
  /** What the plan's meals should bring per person per day: the target times their shares. */
  energyTargetKcal: z.number().int().positive().optional(),
  /**
   * What the unused part of the perishable packages bought (produce, meat, seafood, dairy and
   * eggs, bakery) is worth: food likely thrown away (issue 27). Part of leftoverValueCents.
   */
  perishableLeftoverCents: z.number().int().nonnegative().optional(),
  /** Minutes of cooking (prep + cook) per day; a cook-once lunch adds none. */
  cookingMinutesByDay: z
    .array(z.object({ day: z.number().int().positive(), minutes: z.number().int().nonnegative() }))
    .optional(),
});

export const planBudgetSchema = z.object({
  budgetCents: z.number().int().nonnegative(),
  preference: z.enum(BUDGET_PREFERENCES),
  /** How far the total is over the budget: 0 for strict and balanced, which never exceed it. */
  overBudgetCents: z.number().int().nonnegative(),
});

export const pantryUseSchema = z.object({
  foodId: z.string(),
  name: z.string(),
  grams: z.number().nonnegative(),
  valueCents: z.number().int().nonnegative(),
});
export type PantryUse = z.infer<typeof pantryUseSchema>;

export const generatedPlanSchema = z.object({
  recipes: z.array(planRecipeEntrySchema),
  shopping_list: shoppingListSchema,
  totals: planTotalsSchema.optional(),
  budget: planBudgetSchema.optional(),
  store: z.enum(STORES).optional(),
  seed: z.number().int().optional(),
  days: z.number().int().positive().optional(),
  servings: z.number().int().positive().optional(),
  meals: z.array(z.enum(MEALS)).optional(),
  /** Where the prices come from and their date, to show wherever a price is shown. */
  priceNote: z.string().optional(),
  /**
   * Set when a store's API priced items (priceSource "live"): which store and where, as
   * every list says it ("Kroger, Kroger - Main St, prices of 2026-11-23").
   */
  livePrices: z.object({ store: z.string(), where: z.string() }).optional(),
  /** Things a person should know, e.g. a preference that could not be met. */
  notes: z.array(z.string()).optional(),
  /**
   * Grams the plan takes from the pantry's quantities, per food, and what buying them would
   * have cost (the price per gram of the packages the plan would otherwise buy).
   */
  pantryUse: z.array(pantryUseSchema).optional(),
});
/**
 * Optional beyond the spec's two fields so that a plan stored by an older generator still
 * parses; the planner always fills every field.
 */
export type GeneratedPlan = z.infer<typeof generatedPlanSchema>;

/** Cents of one item line: price (dollars) x packages, computed on cents so it adds exactly. */
export function itemLineCents(item: Pick<ShoppingItem, 'price' | 'quantity_to_buy'>): number {
  return Math.round(item.price * 100) * item.quantity_to_buy;
}

/** Spec section 9: shopping total = sum of price x quantity_to_buy over active items. */
export function shoppingTotalCents(list: ShoppingList): number {
  let total = 0;
  for (const item of Object.values(list.items)) {
    if (item.active !== 0) total += itemLineCents(item);
  }
  return total;
}

/** "$12.34": the one way money is shown (spec: totals with 2 decimals). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}
