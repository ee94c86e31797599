/**
 * A person's ratings, favourites and pins (issue 32), and what the planner is told of them:
 * never-again recipes, loved ones (rated "Loved it" or a favourite), and the recipes of their
 * own plans of the last 14 days. Every query is by the signed-in person's id: nobody reads or
 * changes another person's rows.
 */
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { VersionedCache } from '../plans/versioned-cache';
import { mealPlans, recipeFeedback, recipePins } from '../db/schema';
import type { Meal } from '../../shared/options';
import type { PlanPins, RecipeRating } from '../../shared/recipe-memory';

/** How far back a plan's recipes count as recent. */
export const RECENT_DAYS = 14;
/**
 * At most this many of those plans, the latest: two weeks of weekly plans with a few
 * regenerations. Someone regenerating often would otherwise have most of the library marked
 * recent (the charge then tells the planner nothing) and each new plan would read every one
 * of those plans (bench:generation's person made a hundred in a minute; issue 33).
 */
export const RECENT_PLANS = 8;

export interface RecipeMemoryInput {
  neverRecipeIds: string[];
  lovedRecipeIds: string[];
  recentRecipeIds: string[];
}

export async function loadRecipeMemory(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<RecipeMemoryInput> {
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  const [feedback, recent] = await Promise.all([
    db
      .select({
        recipeId: recipeFeedback.recipeId,
        rating: recipeFeedback.rating,
        favourite: recipeFeedback.favourite,
      })
      .from(recipeFeedback)
      .where(eq(recipeFeedback.userId, userId)),
    recentRecipeIds(db, userId, since),
  ]);
  return {
    neverRecipeIds: feedback.filter((f) => f.rating === 'never').map((f) => f.recipeId),
    lovedRecipeIds: feedback
      .filter((f) => f.rating === 'loved' || f.favourite)
      .map((f) => f.recipeId),
    recentRecipeIds: recent,
  };
}

/**
 * Each finished plan's recipe ids, per row version (issue 33). Reading them means reading the
 * whole stored plan (PostgreSQL keeps it compressed out of line, in one piece), and every
 * generation asks for all of the person's plans of the last 14 days: without this, each new
 * plan cost the database a read of every recent plan. A write to a plan changes its version,
 * so an entry is never older than the row.
 */
const planRecipeIds = new VersionedCache<string[]>(10_000);
/** PostgreSQL's row version of a plan (xmin), which every write to the row changes. */
const rowVersion = sql<string>`${mealPlans}.xmin::text`;

/** The recipe ids of the person's latest finished plans since `since`, each once. */
async function recentRecipeIds(db: Database, userId: string, since: Date): Promise<string[]> {
  const recentPlans = and(
    eq(mealPlans.userId, userId),
    eq(mealPlans.status, 'completed'),
    gte(mealPlans.createdAt, since),
  );
  const plans = await db
    .select({ id: mealPlans.id, version: rowVersion })
    .from(mealPlans)
    .where(recentPlans)
    .orderBy(desc(mealPlans.createdAt))
    .limit(RECENT_PLANS);
  const ids = new Map<string, string[]>();
  const missing: string[] = [];
  for (const plan of plans) {
    const hit = planRecipeIds.get(plan.id, plan.version);
    if (hit) ids.set(plan.id, hit);
    else missing.push(plan.id);
  }
  if (missing.length > 0) {
    // Read by the database from the stored plans (not the whole plans sent here).
    const read = await db
      .select({
        id: mealPlans.id,
        version: rowVersion,
        recipeIds: sql<unknown>`case when jsonb_typeof(${mealPlans.generatedPlan}->'recipes') = 'array'
          then jsonb_path_query_array(${mealPlans.generatedPlan}, '$.recipes[*].recipeId') end`,
      })
      .from(mealPlans)
      .where(and(recentPlans, inArray(mealPlans.id, missing)));
    for (const plan of read) {
      const recipeIds = Array.isArray(plan.recipeIds)
        ? plan.recipeIds.filter((id): id is string => typeof id === 'string')
        : [];
      planRecipeIds.set(plan.id, plan.version, recipeIds);
      ids.set(plan.id, recipeIds);
    }
  }
  return [...new Set(plans.flatMap((p) => ids.get(p.id) ?? []))];
}

export async function listFeedback(db: Database, userId: string) {
  return db
    .select()
    .from(recipeFeedback)
    .where(eq(recipeFeedback.userId, userId))
    .orderBy(recipeFeedback.updatedAt);
}

export async function saveFeedback(
  db: Database,
  userId: string,
  recipeId: string,
  change: { rating?: RecipeRating | null; favourite?: boolean },
) {
  const set = {
    ...(change.rating !== undefined ? { rating: change.rating } : {}),
    ...(change.favourite !== undefined ? { favourite: change.favourite } : {}),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(recipeFeedback)
    .values({ userId, recipeId, rating: change.rating ?? null, favourite: !!change.favourite })
    .onConflictDoUpdate({ target: [recipeFeedback.userId, recipeFeedback.recipeId], set })
    .returning();
  return row!;
}

export async function listPins(db: Database, userId: string) {
  return db
    .select()
    .from(recipePins)
    .where(eq(recipePins.userId, userId))
    .orderBy(recipePins.createdAt);
}

export async function savePin(
  db: Database,
  userId: string,
  recipeId: string,
  where: { day?: number; meal?: Meal },
) {
  const slot = { day: where.day ?? null, meal: where.meal ?? null };
  const [row] = await db
    .insert(recipePins)
    .values({ userId, recipeId, ...slot })
    .onConflictDoUpdate({ target: [recipePins.userId, recipePins.recipeId], set: slot })
    .returning();
  return row!;
}

export async function deletePin(db: Database, userId: string, recipeId: string) {
  const deleted = await db
    .delete(recipePins)
    .where(and(eq(recipePins.userId, userId), eq(recipePins.recipeId, recipeId)))
    .returning({ recipeId: recipePins.recipeId });
  return deleted.length > 0;
}

/** The stored pins as a plan's pins (the next plan takes them). */
export function asPlanPins(rows: Awaited<ReturnType<typeof listPins>>): PlanPins {
  return rows.map((r) =>
    r.day !== null && r.meal !== null
      ? { recipeId: r.recipeId, day: r.day, meal: r.meal as Meal }
      : { recipeId: r.recipeId },
  );
}
