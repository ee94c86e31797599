/**
 * A person's ratings, favourites and pins (issue 32), and what the planner is told of them:
 * never-again recipes, loved ones (rated "Loved it" or a favourite), and the recipes of their
 * own plans of the last 14 days. Every query is by the signed-in person's id: nobody reads or
 * changes another person's rows.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mealPlans, recipeFeedback, recipePins } from '../db/schema';
import type { Meal } from '../../shared/options';
import type { PlanPins, RecipeRating } from '../../shared/recipe-memory';

/** How far back a plan's recipes count as recent. */
export const RECENT_DAYS = 14;

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
    // The recipe ids of the person's own finished plans of the last 14 days, read by the
    // database from the stored plans (not the whole plans).
    db.execute<{ recipe_id: string }>(sql`
      select distinct r->>'recipeId' as recipe_id
        from ${mealPlans}, jsonb_array_elements(${mealPlans.generatedPlan}->'recipes') as r
       where ${mealPlans.userId} = ${userId}
         and ${mealPlans.status} = 'completed'
         and ${mealPlans.createdAt} >= ${since.toISOString()}
         and jsonb_typeof(${mealPlans.generatedPlan}->'recipes') = 'array'`),
  ]);
  return {
    neverRecipeIds: feedback.filter((f) => f.rating === 'never').map((f) => f.recipeId),
    lovedRecipeIds: feedback
      .filter((f) => f.rating === 'loved' || f.favourite)
      .map((f) => f.recipeId),
    recentRecipeIds: recent.rows.map((r) => r.recipe_id).filter((id) => typeof id === 'string'),
  };
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
