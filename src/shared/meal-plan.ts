/**
 * The plans API contract (spec sections 3, 4 and 7): every request and response of
 * /api/meal-plans, the status polling shape, and the server-sent events. The web and the
 * server both read these schemas, so a change here is a change of the API.
 *
 * Money: `budget` is dollars (the spec's decimal), `budgetCents` the same in cents.
 * Times: ISO 8601 UTC strings.
 */
import { z } from 'zod';
import { generatedPlanSchema, shoppingListSchema } from './generated-plan';
import { BUDGET_PREFERENCES, MEALS, STORES } from './options';
import { planFormSchema } from './plan-form';

export const MEAL_PLAN_STATUS_VALUES = ['processing', 'completed', 'error'] as const;
export type MealPlanStatusValue = (typeof MEAL_PLAN_STATUS_VALUES)[number];

export const GENERATION_METHODS = ['classic', 'new'] as const;
export type GenerationMethod = (typeof GENERATION_METHODS)[number];

/** Spec section 4 and 9: a plan still processing after this long is an error. */
export const GENERATION_TIMEOUT_MS = 10 * 60 * 1000;
/** Spec section 8, word for word. */
export const GENERATION_TIMED_OUT_MESSAGE = 'Generation timed out after 10 minutes';
/** Spec section 4: what a retried plan says until its worker starts. */
export const RETRYING_MESSAGE = 'Retrying meal plan generation...';
/** What a new plan says until its worker starts. */
export const QUEUED_MESSAGE = 'Starting meal plan generation...';
/** Spec sections 5 and 8. */
export const UNAUTHORIZED_ACCESS_MESSAGE = 'Unauthorized access';
export const MEAL_PLAN_NOT_FOUND_MESSAGE = 'Meal plan not found';
/** Spec section 3: the name a plan has while it is generated. */
export const GENERATING_NAME = 'Generating...';

/**
 * The generation steps, in order, as `currentStep` names them. `queued` is before a worker
 * has the job; `completed` and `error` are the end.
 */
export const GENERATION_STEPS = [
  'queued',
  'load-preferences',
  'choose-dishes',
  'optimise-week',
  'price-list',
  'finalise',
  'completed',
  'error',
] as const;
export type GenerationStep = (typeof GENERATION_STEPS)[number];

/** Create a plan: the create-plan wizard's form data (spec section 3), validated as the form is. */
export const createMealPlanRequestSchema = planFormSchema;
export type CreateMealPlanRequest = z.input<typeof createMealPlanRequestSchema>;

export const stepTimingSchema = z.object({
  step: z.enum(GENERATION_STEPS),
  label: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
});
export type StepTiming = z.infer<typeof stepTimingSchema>;

/**
 * A plan's progress (spec section 3, settings.progress): the spec's progress, message,
 * timeStarted, estimatedTimeRemaining, currentStep, percentComplete, error, details, plus
 * each step's timing.
 */
export const mealPlanProgressSchema = z.object({
  /** Percent, 0 to 100 (the spec's `progress`; the same number as percentComplete). */
  progress: z.number().int().min(0).max(100),
  percentComplete: z.number().int().min(0).max(100),
  currentStep: z.enum(GENERATION_STEPS),
  /** 1-based position of currentStep among the method's steps; 0 while queued. */
  stepNumber: z.number().int().nonnegative(),
  totalSteps: z.number().int().positive(),
  message: z.string(),
  /** When this generation attempt started. */
  timeStarted: z.string(),
  /** Seconds, a rough estimate; null when unknown or finished. */
  estimatedTimeRemaining: z.number().nonnegative().nullable(),
  error: z.string().nullable(),
  /** Something a person may want to know, e.g. "store prices are reference prices". */
  details: z.string().nullable(),
  steps: z.array(stepTimingSchema),
});
export type MealPlanProgress = z.infer<typeof mealPlanProgressSchema>;

/** Spec section 3: plan metadata derived on load. */
export const mealPlanMetadataSchema = z.object({
  budget: z.number().nonnegative(),
  duration: z.number().int().positive(),
  /** Number of meals: days x chosen meal types. */
  total_recipes: z.number().int().nonnegative(),
  /** Lower-cased, default walmart. */
  store: z.string(),
  /** Default 2. */
  servings_per_meal: z.number().int().positive(),
});
export type MealPlanMetadata = z.infer<typeof mealPlanMetadataSchema>;

/** What the plan was made from (spec section 3, settings), as saved at creation. */
export const mealPlanSettingsSchema = z
  .object({
    meals: z.array(z.enum(MEALS)),
    store: z.enum(STORES),
    /** Dollars as the person typed them. */
    budget: z.string(),
    budgetPreference: z.enum(BUDGET_PREFERENCES),
    duration: z.number().int().positive(),
    servingsPerMeal: z.number().int().positive(),
    dietaryRestrictions: z.array(z.string()),
    allergies: z.array(z.string()),
    customAllergies: z.array(z.string()).optional(),
    preferences: z.record(z.string(), z.unknown()),
    pantryItems: z
      .object({
        spices: z.array(z.string()),
        baking: z.array(z.string()),
        condiments: z.array(z.string()),
      })
      .optional(),
    useNewGeneration: z.boolean().optional(),
    progress: mealPlanProgressSchema.optional(),
  })
  .loose();
export type MealPlanSettings = z.infer<typeof mealPlanSettingsSchema>;

/**
 * The polling shape (spec section 7: status, currentStep, percentComplete, error), and the
 * data of every server-sent `status` event. `version` only grows for a plan: a client keeps
 * the highest it has seen and ignores anything older.
 */
export const mealPlanStatusSchema = z.object({
  id: z.string(),
  status: z.enum(MEAL_PLAN_STATUS_VALUES),
  currentStep: z.enum(GENERATION_STEPS),
  percentComplete: z.number().int().min(0).max(100),
  message: z.string(),
  error: z.string().nullable(),
  details: z.string().nullable(),
  estimatedTimeRemaining: z.number().nonnegative().nullable(),
  /** The plan's name: "Generating..." until it is ready. */
  name: z.string(),
  version: z.number().int().nonnegative(),
  updatedAt: z.string(),
});
export type MealPlanStatus = z.infer<typeof mealPlanStatusSchema>;

/** One row of the dashboard list (GET /api/meal-plans), newest first. */
export const mealPlanListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Dollars. */
  budget: z.number().nonnegative(),
  budgetCents: z.number().int().nonnegative(),
  /** Days. */
  duration: z.number().int().positive(),
  servingsPerMeal: z.number().int().positive(),
  meals: z.array(z.enum(MEALS)),
  /** Days x chosen meal types. */
  totalMeals: z.number().int().nonnegative(),
  store: z.string(),
  budgetPreference: z.enum(BUDGET_PREFERENCES),
  /** processing, completed or error; a plan processing for over 10 minutes reads as error. */
  status: z.enum(MEAL_PLAN_STATUS_VALUES),
  /** Percent, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  currentStep: z.enum(GENERATION_STEPS),
  message: z.string(),
  error: z.string().nullable(),
  userName: z.string(),
  generationMethod: z.enum(GENERATION_METHODS),
  createdAt: z.string(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Generation time so far, or until completion, in milliseconds (the dashboard's "Xm Ys"). */
  timeElapsedMs: z.number().int().nonnegative(),
  /** Shopping total over active items, in cents; null until completed. */
  totalCostCents: z.number().int().nonnegative().nullable(),
  metadata: mealPlanMetadataSchema,
});
export type MealPlanListItem = z.infer<typeof mealPlanListItemSchema>;

/** A store cart link for the active items (spec section 7, "Store cart links"). */
export const cartLinkSchema = z.object({
  store: z.string(),
  /** null when the store has no cart link or no item has a store product id. */
  url: z.string().nullable(),
  /** Items in the link. */
  itemCount: z.number().int().nonnegative(),
  /** Active items without a store product id: left out of the link, never given a made-up id. */
  missing: z.array(z.object({ key: z.string(), name: z.string() })),
  /** The "{host}" of "Buy N items on {host}". */
  host: z.string().optional(),
  /** True when the link opens the embedded development store, not a real store. */
  development: z.boolean().optional(),
  /**
   * How this cart is filled (issue 15): a link (Walmart, Target, the development store),
   * Kroger's cart API after the person's consent, or Instacart's shopping-list page.
   */
  fill: z.enum(['link', 'kroger', 'instacart']).optional(),
  /** True when this server can also make an Instacart shopping-list page of the plan. */
  instacart: z.boolean().optional(),
});
export type CartLink = z.infer<typeof cartLinkSchema>;

/** One meal of a plan: its day (1-7) and meal. */
export const mealSlotSchema = z
  .object({ day: z.number().int().min(1).max(7), meal: z.enum(MEALS) })
  .strict();
export type MealSlot = z.infer<typeof mealSlotSchema>;

/**
 * A plan's answer but for its generated plan: what the web app checks of it (the server sends
 * no generated plan it has not parsed itself; src/web/lib/meal-plans-api.ts says why). Apart, so
 * that checking these fields builds none of generatedPlanSchema's hundred-odd parts.
 */
export const mealPlanDetailFieldsSchema = mealPlanListItemSchema.extend({
  settings: mealPlanSettingsSchema,
  progressDetail: mealPlanProgressSchema,
  /** null until completed. */
  cart: cartLinkSchema.nullable(),
  /** Issue 17: `member` when the plan is shared with the reader, who may only use the list. */
  viewerRole: z.enum(['owner', 'member']).optional(),
  /** Issue 32: the meals the owner locked, stored with the plan (empty until completed). */
  lockedMeals: z.array(mealSlotSchema).optional(),
});

/** GET /api/meal-plans/:id: one plan with its settings, progress and generated plan. */
export const mealPlanDetailSchema = mealPlanDetailFieldsSchema.extend({
  /** null until completed. */
  generatedPlan: generatedPlanSchema.nullable(),
});
export type MealPlanDetail = z.infer<typeof mealPlanDetailSchema>;

export const mealPlanListResponseSchema = z.object({ plans: z.array(mealPlanListItemSchema) });
export type MealPlanListResponse = z.infer<typeof mealPlanListResponseSchema>;

/** GET /api/meal-plans/active: the newest processing plan, or null. */
export const activeMealPlanResponseSchema = z.object({ plan: mealPlanListItemSchema.nullable() });
export type ActiveMealPlanResponse = z.infer<typeof activeMealPlanResponseSchema>;

/** POST /api/meal-plans (201) and POST /api/meal-plans/:id/retry (202). */
export const mealPlanCreatedResponseSchema = z.object({ plan: mealPlanListItemSchema });
export type MealPlanCreatedResponse = z.infer<typeof mealPlanCreatedResponseSchema>;

/** GET /api/meal-plans/:id and POST /api/meal-plans/:id/swap. */
export const mealPlanDetailResponseSchema = z.object({ plan: mealPlanDetailSchema });
export type MealPlanDetailResponse = z.infer<typeof mealPlanDetailResponseSchema>;

/**
 * PUT /api/meal-plans/:id/shopping-list: the whole list as the page holds it. Only each
 * item's `active` is taken (0 removed, anything else active, spec section 3); names, prices
 * and quantities stay what the planner wrote. Every key must be an item of the plan.
 */
export const updateShoppingListRequestSchema = z.object({
  items: z.record(z.string(), z.object({ active: z.number().int() }).loose()),
});
export type UpdateShoppingListRequest = z.infer<typeof updateShoppingListRequestSchema>;

export const shoppingListResponseSchema = z.object({
  shopping_list: shoppingListSchema,
  /** Spec section 9: sum of price x quantity_to_buy over active items, in cents. */
  totalCents: z.number().int().nonnegative(),
  activeItemCount: z.number().int().nonnegative(),
  cart: cartLinkSchema,
});
export type ShoppingListResponse = z.infer<typeof shoppingListResponseSchema>;

/** The longest plan name a person may give. */
export const PLAN_NAME_MAX_LENGTH = 80;

/** PATCH /api/meal-plans/:id: a finished plan's new name, from the dashboard. */
export const renameMealPlanRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a name for the meal plan')
    .max(PLAN_NAME_MAX_LENGTH, `A plan name can be at most ${PLAN_NAME_MAX_LENGTH} characters`),
});
export type RenameMealPlanRequest = z.infer<typeof renameMealPlanRequestSchema>;

/** POST /api/meal-plans/:id/swap: replace one meal with the best alternative. */
export const swapMealRequestSchema = z.object({
  day: z.number().int().min(1).max(7),
  meal: z.string().trim().toLowerCase().pipe(z.enum(MEALS)),
  /** One of the alternatives GET .../swap-options offered; the best one when left out. */
  recipeId: z.string().min(1).max(200).optional(),
});
export type SwapMealRequest = z.input<typeof swapMealRequestSchema>;

/** GET /api/meal-plans/:id/swap-options?day=N&meal=M: up to three dishes to swap a meal for. */
export const swapOptionsQuerySchema = z.object({
  day: z.coerce.number().int().min(1).max(7),
  meal: z.string().trim().toLowerCase().pipe(z.enum(MEALS)),
});
export const swapAlternativeSchema = z.object({
  recipeId: z.string(),
  dish: z.string(),
  cuisine: z.string(),
  dishType: z.string(),
  /** Change of the plan's shopping total, in cents (negative: cheaper). */
  costChangeCents: z.number().int(),
  /** Per person, with the portion and sides the meal would have. */
  kcal: z.number().nonnegative(),
  proteinG: z.number().nonnegative(),
  sides: z.array(z.string()),
  matchesTastes: z.boolean(),
  /** How it meets the tastes (issue 29): both, only the dish type, only the cuisine, neither. */
  tasteFit: z.enum(['both', 'dish', 'cuisine', 'none']).optional(),
});
export type SwapAlternativeView = z.infer<typeof swapAlternativeSchema>;
export const swapOptionsResponseSchema = z.object({
  alternatives: z.array(swapAlternativeSchema),
});
export type SwapOptionsResponse = z.infer<typeof swapOptionsResponseSchema>;

/** DELETE /api/meal-plans/:id. */
export const deleteMealPlanResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/** GET /api/meal-plans/:id/prompts: the plan's ai_prompts, oldest first (spec section 7). */
export const aiPromptSchema = z.object({
  id: z.string(),
  type: z.string(),
  prompt: z.string(),
  response: z.string(),
  createdAt: z.string(),
});
export const aiPromptsResponseSchema = z.object({ prompts: z.array(aiPromptSchema) });
export type AiPromptsResponse = z.infer<typeof aiPromptsResponseSchema>;

/** GET /api/stores: where prices come from for each store. */
export const storePricingStatusSchema = z.object({
  store: z.enum(STORES),
  /** live: the store's own API answers; reference: the embedded reference catalogue. */
  pricing: z.enum(['live', 'reference']),
  message: z.string(),
});
export const storesResponseSchema = z.object({ stores: z.array(storePricingStatusSchema) });
export type StoresResponse = z.infer<typeof storesResponseSchema>;

/**
 * Server-sent events of GET /api/meal-plans/:id/events (one plan; the stream ends after
 * `completed` or `error`) and GET /api/meal-plans/events (all of the person's plans):
 *
 *   event: status        data: MealPlanStatus     (first the current state, then each change)
 *   event: deleted       data: { id }             (person stream only)
 *
 * Comment lines (": ping") keep the connection open; the browser's EventSource reconnects
 * by itself (after 1 s) and receives the current state first again. Close the EventSource
 * on `completed` or `error`; a reconnect to a plan that has ended is answered 204, which
 * also stops an EventSource.
 */
export const SSE_EVENTS = ['status', 'deleted'] as const;
export const mealPlanDeletedEventSchema = z.object({ id: z.string() });
