/**
 * The product's database (spec section 3). Money is integer cents; structured fields are
 * jsonb; times are timestamptz. Every row that belongs to a person references the user
 * with ON DELETE CASCADE, so deleting the user removes everything they own.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---- better-auth tables (users, sessions, OAuth accounts, verification) ----

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    uniqueIndex('accounts_provider_account_idx').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

// ---- the product's own collections ----

export type PreferencesObject = { servingSize: number; budget: string; cookingTime: string };

/** One row per person (spec: user_preferences by userId). */
export const userPreferences = pgTable('user_preferences', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  cuisinePreferences: jsonb('cuisine_preferences').$type<string[]>().notNull().default([]),
  breakfastPreferences: jsonb('breakfast_preferences').$type<string[]>().notNull().default([]),
  lunchPreferences: jsonb('lunch_preferences').$type<string[]>().notNull().default([]),
  dinnerPreferences: jsonb('dinner_preferences').$type<string[]>().notNull().default([]),
  /** Diets plus the extra flags lowSodium, lowSugar, organic. */
  dietaryRestrictions: jsonb('dietary_restrictions').$type<string[]>().notNull().default([]),
  allergies: jsonb('allergies').$type<string[]>().notNull().default([]),
  /** Lower-cased custom allergies typed by the person; matched against food names and aliases. */
  customAllergies: jsonb('custom_allergies').$type<string[]>().notNull().default([]),
  /** Energy per person per day the plans aim at (issue 12; 1,200-4,000, FDA reference 2,000). */
  energyTargetKcal: integer('energy_target_kcal').notNull().default(2000),
  preferences: jsonb('preferences')
    .$type<PreferencesObject>()
    .notNull()
    .default({ servingSize: 4, budget: 'medium', cookingTime: '30-60' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const SUBSCRIPTION_STATUS_VALUES = ['free', 'active', 'past_due', 'canceled'] as const;

/** One row per person; created as `free` on first sign-in. */
export const userSubscriptions = pgTable('user_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUS_VALUES })
    .notNull()
    .default('free'),
  stripeCustomerId: text('stripe_customer_id'),
  subscriptionId: text('subscription_id'),
  priceId: text('price_id'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  /**
   * Cancelled in the billing portal but paid until currentPeriodEnd (issue 29): Pro stays
   * active until the provider ends the subscription at the period's end.
   */
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /**
   * Plans this person deleted that counted toward the free limit (not failed ones): the free
   * plan counts plans ever created, so deleting it does not give another.
   */
  deletedCountedPlans: integer('deleted_counted_plans').notNull().default(0),
  /**
   * The provider's `created` time of the newest billing event applied to this row: an event
   * delivered late (older than this) must not undo a newer one.
   */
  lastBillingEventAt: timestamp('last_billing_event_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const MEAL_PLAN_STATUSES = ['processing', 'completed', 'error'] as const;
export type MealPlanStatus = (typeof MEAL_PLAN_STATUSES)[number];

export const mealPlans = pgTable(
  'meal_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('Generating...'),
    description: text('description'),
    budgetCents: integer('budget_cents').notNull(),
    duration: integer('duration').notNull(),
    servingsPerMeal: integer('servings_per_meal').notNull().default(2),
    status: text('status', { enum: MEAL_PLAN_STATUSES }).notNull().default('processing'),
    /** meals, store, budgetPreference, preferences, dietaryRestrictions, allergies, progress... */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    generatedPlan: jsonb('generated_plan').$type<Record<string, unknown> | null>(),
    /**
     * The meals the owner locked on the finished plan (issue 32), kept through reloads and
     * replans: "Replan the rest" keeps them as pins.
     */
    lockedMeals: jsonb('locked_meals')
      .$type<{ day: number; meal: 'breakfast' | 'lunch' | 'dinner' }[]>()
      .notNull()
      .default([]),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    userName: text('user_name').notNull().default('User'),
    generationMethod: text('generation_method', { enum: ['classic', 'new'] })
      .notNull()
      .default('classic'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // meal_plans by userId, newest first
    index('meal_plans_user_created_idx').on(t.userId, t.createdAt.desc()),
    // meal_plans by userId and status processing, newest first, limit 1
    index('meal_plans_user_processing_idx')
      .on(t.userId, t.createdAt.desc())
      .where(sql`${t.status} = 'processing'`),
    // the time-out sweep looks for old processing plans across everyone
    index('meal_plans_processing_started_idx')
      .on(t.startedAt)
      .where(sql`${t.status} = 'processing'`),
  ],
);

export const aiPrompts = pgTable(
  'ai_prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mealPlanId: uuid('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    response: text('response').notNull(),
    type: text('type').notNull().default('general'),
    createdAt: createdAt(),
  },
  // ai_prompts by mealPlanId, oldest first
  (t) => [index('ai_prompts_plan_created_idx').on(t.mealPlanId, t.createdAt)],
);

export type PantryItems = { spices: string[]; baking: string[]; condiments: string[] };

/** One row per person (spec: user_pantry by userId). */
export const userPantry = pgTable('user_pantry', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  items: jsonb('items')
    .$type<PantryItems>()
    .notNull()
    .default({ spices: [], baking: [], condiments: [] }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The pantry with quantities (issue 16): one row per food and best-before date a person
 * holds. Food ids are the catalogue's, checked by the routes rather than by a foreign key,
 * because the catalogue tables are reloaded from data/ when the data changes.
 */
export const pantryFoods = pgTable(
  'pantry_foods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    foodId: text('food_id').notNull(),
    grams: doublePrecision('grams').notNull(),
    bestBefore: date('best_before', { mode: 'string' }),
    source: text('source', { enum: ['manual', 'plan'] })
      .notNull()
      .default('manual'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pantry_foods_user_idx').on(t.userId, t.foodId),
    check('pantry_foods_grams_not_negative', sql`${t.grams} >= 0`),
  ],
);

/** A plan the person marked bought: its leftovers went into the pantry once, and what it saved. */
export const planPantryMarks = pgTable(
  'plan_pantry_marks',
  {
    mealPlanId: uuid('meal_plan_id')
      .primaryKey()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pantrySavedCents: integer('pantry_saved_cents').notNull(),
    addedGrams: doublePrecision('added_grams').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plan_pantry_marks_user_idx').on(t.userId, t.markedAt.desc())],
);

/** Billing events already applied, so a replayed webhook changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- the food knowledge, loaded from data/ at start (see catalogue/sync-catalogue-tables.ts) ----

export const catalogueState = pgTable('catalogue_state', {
  id: integer('id').primaryKey(),
  /** sha256 of the data files: a different hash means the tables are reloaded. */
  contentHash: text('content_hash').notNull(),
  recipeCount: integer('recipe_count').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const foods = pgTable('foods', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  allergens: text('allergens').array().notNull(),
  animal: text('animal').array().notNull(),
  aliases: text('aliases').array().notNull(),
  /** Units, flags and SR28 nutrition as in data/foods.json. */
  data: jsonb('data').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    foodId: text('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: numeric('size').notNull(),
    unit: text('unit').notNull(),
    priceCents: integer('price_cents').notNull(),
    organic: boolean('organic').notNull(),
    priceSource: jsonb('price_source').notNull(),
    walmartId: text('walmart_id'),
    targetId: text('target_id'),
  },
  (t) => [index('products_food_idx').on(t.foodId)],
);

export const recipes = pgTable(
  'recipes',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    cuisine: text('cuisine').notNull(),
    meal: text('meal').notNull(),
    dishType: text('dish_type').notNull(),
    servings: integer('servings').notNull(),
    prepMinutes: integer('prep_minutes').notNull(),
    cookMinutes: integer('cook_minutes').notNull(),
    instructions: jsonb('instructions').$type<string[]>().notNull(),
    source: jsonb('source').notNull(),
    image: text('image'),
    /** Derived by the diet and allergen rules, never typed by hand. */
    allergens: text('allergens').array().notNull(),
    diets: text('diets').array().notNull(),
    nutritionPerServing: jsonb('nutrition_per_serving').notNull(),
    /** Lower bound at reference prices (ingredients bought by the gram at their best value). */
    costPerServingCents: integer('cost_per_serving_cents').notNull(),
  },
  (t) => [
    index('recipes_meal_dish_idx').on(t.meal, t.dishType),
    index('recipes_cuisine_meal_idx').on(t.cuisine, t.meal),
    index('recipes_diets_idx').using('gin', t.diets),
    index('recipes_allergens_idx').using('gin', t.allergens),
  ],
);

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    recipeId: text('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    foodId: text('food_id')
      .notNull()
      .references(() => foods.id),
    quantity: numeric('quantity').notNull(),
    unit: text('unit').notNull(),
    note: text('note'),
    grams: numeric('grams').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.position] }),
    index('recipe_ingredients_food_idx').on(t.foodId),
  ],
);

// ---- stores (src/server/stores): API call counts, matched products, each person's store ----

/** Calls made to a store API per UTC day, shared by every process (call-budget.ts). */
export const storeApiCalls = pgTable(
  'store_api_calls',
  {
    provider: text('provider').notNull(),
    day: text('day').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.provider, t.day] })],
);

/**
 * The product a store matched to a food at one location ('' when the store has no
 * locations), with the store's raw answer and when it was asked; older than a day is asked
 * again (product-matching.ts).
 */
export const storeProductMatches = pgTable(
  'store_product_matches',
  {
    provider: text('provider').notNull(),
    locationId: text('location_id').notNull(),
    foodId: text('food_id').notNull(),
    searchTerm: text('search_term').notNull(),
    /** The store products of the answer (StoreProduct[]), ranked; the first is the choice. */
    products: jsonb('products').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.locationId, t.foodId] })],
);

/** Where a person shops: the store and the location near their ZIP code. */
export const storeChoices = pgTable('store_choices', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  store: text('store').notNull(),
  zip: text('zip'),
  locationId: text('location_id'),
  locationName: text('location_name'),
  updatedAt: updatedAt(),
});

/** A person's own Kroger consent (cart.basic:write), tokens sealed with the server secret. */
export const krogerTokens = pgTable('kroger_tokens', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealed: text('sealed').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * In-store marks of a plan's shopping list, one row per item that has been touched (issue 17):
 * "in the basket" (kept apart from the spec's remove / add back, which stays in the plan's
 * generatedPlan), and a version per field so a change made offline can tell whether someone
 * else changed the same thing meanwhile (docs/decisions/0015-offline-list-and-sharing.md).
 */
export const shoppingItemMarks = pgTable(
  'shopping_item_marks',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    inBasket: boolean('in_basket').notNull().default(false),
    basketVersion: integer('basket_version').notNull().default(0),
    /** Bumped on every remove / add back of this item. */
    activeVersion: integer('active_version').notNull().default(0),
    /** Who made the last change; their name is read from users, so it goes with their account. */
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.itemKey] })],
);

/** People a plan's owner shares it with: they see the plan and the list and tick items. */
export const planMembers = pgTable(
  'plan_members',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.userId] }),
    index('plan_members_user_idx').on(t.userId),
  ],
);

export const SHARE_LINK_KINDS = ['invite', 'read-only'] as const;

/**
 * Share links of a plan. `invite`: a signed-in person who opens it joins the household of the
 * plan; `read-only`: anyone with it sees the list and nothing else. Only a hash of the token
 * is stored; deleting the row revokes the link.
 */
export const planShareLinks = pgTable(
  'plan_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SHARE_LINK_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('plan_share_links_plan_idx').on(t.planId)],
);

/**
 * Invite links a person may no longer join by: the owner removed them from the plan while the
 * link was live (issue 28, item 6). A new link (or the ban's link revoked) lets them in again,
 * which is the owner's deliberate act; a member who left on their own is not banned.
 */
export const planShareBans = pgTable(
  'plan_share_bans',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => planShareLinks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.userId] })],
);

/**
 * A person's own recipes (issue 30): imported from a page or text, or written by hand. Every
 * ingredient line keeps its original text beside what was read from it (jsonb: see
 * src/shared/my-recipes.ts). Private to the person; their household may read them.
 */
export const userRecipes = pgTable(
  'user_recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sourceUrl: text('source_url'),
    servings: integer('servings').notNull(),
    prepMinutes: integer('prep_minutes'),
    cookMinutes: integer('cook_minutes'),
    meal: text('meal').notNull(),
    cuisine: text('cuisine'),
    dishType: text('dish_type'),
    imageUrl: text('image_url'),
    ingredients: jsonb('ingredients').notNull(),
    instructions: jsonb('instructions').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_recipes_user_idx').on(t.userId, t.createdAt.desc())],
);

/** A person's corrections of the import's food matching, remembered as their own aliases. */
export const userFoodAliases = pgTable(
  'user_food_aliases',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The ingredient phrase as the matcher keys it (recipe-import/food-matcher.ts matchKey). */
    phrase: text('phrase').notNull(),
    foodId: text('food_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.phrase] })],
);

/**
 * What a product really costs a person ("I paid $4.29", issue 31), with the day they said so:
 * their later plans, quotes and totals use it in place of the reference price.
 */
export const userProductPrices = pgTable(
  'user_product_prices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A reference catalogue product id (data/products.json). */
    productId: text('product_id').notNull(),
    priceCents: integer('price_cents').notNull(),
    setOn: date('set_on', { mode: 'string' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('user_product_prices_price_positive', sql`${t.priceCents} > 0`),
  ],
);

export const RECIPE_RATINGS = ['loved', 'fine', 'never'] as const;

/**
 * What a person thinks of a recipe (issue 32): a rating ("Loved it", "Fine", "Never again")
 * and a favourite heart, one row per person and recipe. Recipe ids are the catalogue's,
 * checked by the routes (the catalogue tables are reloaded from data/).
 */
export const recipeFeedback = pgTable(
  'recipe_feedback',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id').notNull(),
    rating: text('rating', { enum: RECIPE_RATINGS }),
    favourite: boolean('favourite').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recipeId] })],
);

/**
 * Recipes a person pinned to their next plan ("Pin to my next plan"): on a day and meal, or
 * anywhere (day and meal null). The next plan created takes them and they are cleared.
 */
export const recipePins = pgTable(
  'recipe_pins',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id').notNull(),
    day: integer('day'),
    meal: text('meal'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recipeId] })],
);

/**
 * Rate-limit windows shared by every server process (src/server/http/limit-store.ts): one row
 * per bucket and person (or address), counted by a single upsert. Old windows are swept.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Event streams open now, across every server process: a lease per stream, renewed by the
 * process that holds it; a killed process's leases expire and stop counting.
 */
export const openStreams = pgTable(
  'open_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('open_streams_key_idx').on(t.key)],
);
