/**
 * A person's own recipes in PostgreSQL: who may read them (the person and their household:
 * people they share a plan with), who may change them (the person only), corrections kept
 * as their own aliases, and the labels derived again on every read from the current foods.
 */
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { deriveFromLines, type ImportCatalogue } from '../../recipe-import/import-recipe';
import { parseIngredientLine } from '../../recipe-import/ingredient-line';
import { matchKey } from '../../recipe-import/food-matcher';
import {
  savedIngredientSchema,
  type MyRecipe,
  type SaveRecipe,
  type SavedIngredient,
} from '../../shared/my-recipes';
import type { Database } from '../db/client';
import { mealPlans, planMembers, userFoodAliases, userRecipes } from '../db/schema';
import { HttpError } from '../http/errors';

export const RECIPE_NOT_FOUND = 'Recipe not found';
type Row = typeof userRecipes.$inferSelect;

/** People whose recipes this person may read: themself and whoever shares a plan with them. */
export async function householdOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db.execute<{ user_id: string }>(sql`
    select m.user_id from ${planMembers} m join ${mealPlans} p on p.id = m.plan_id
      where p.user_id = ${userId}
    union
    select p.user_id from ${planMembers} m join ${mealPlans} p on p.id = m.plan_id
      where m.user_id = ${userId}`);
  return [userId, ...rows.rows.map((r) => r.user_id).filter((id) => id !== userId)];
}

export async function personalAliases(db: Database, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ phrase: userFoodAliases.phrase, foodId: userFoodAliases.foodId })
    .from(userFoodAliases)
    .where(eq(userFoodAliases.userId, userId));
  return new Map(rows.map((r) => [r.phrase, r.foodId]));
}

/** Food ids must be the catalogue's: a saved recipe never names a food that does not exist. */
function checkFoods(body: SaveRecipe, catalogue: ImportCatalogue) {
  body.ingredients.forEach((line, i) => {
    if (line.foodId !== null && line.foodId !== 'water' && !catalogue.foodById.has(line.foodId)) {
      throw new HttpError(
        400,
        'VALIDATION_ERROR',
        `ingredients.${i}.foodId: unknown food "${line.foodId}"`,
        `ingredients.${i}.foodId`,
      );
    }
  });
}

/** A line whose food the person chose differently from the matcher is remembered as theirs. */
async function rememberCorrections(
  db: Database,
  userId: string,
  body: SaveRecipe,
  catalogue: ImportCatalogue,
) {
  const personal = await personalAliases(db, userId);
  const values: { userId: string; phrase: string; foodId: string }[] = [];
  for (const line of body.ingredients) {
    if (line.foodId === null) continue;
    const phrase = matchKey(parseIngredientLine(line.text).name);
    if (!phrase || phrase.length > 120) continue;
    const automatic = personal.get(phrase) ?? catalogue.matcher.match(phrase)?.foodId ?? null;
    if (automatic !== line.foodId && !values.some((v) => v.phrase === phrase)) {
      values.push({ userId, phrase, foodId: line.foodId });
    }
  }
  if (values.length === 0) return;
  await db
    .insert(userFoodAliases)
    .values(values)
    .onConflictDoUpdate({
      target: [userFoodAliases.userId, userFoodAliases.phrase],
      set: { foodId: sql`excluded.food_id` },
    });
}

const storedLines = z.array(savedIngredientSchema);

export function toMyRecipe(row: Row, viewerId: string, catalogue: ImportCatalogue): MyRecipe {
  const parsed = storedLines.safeParse(row.ingredients);
  const ingredients: SavedIngredient[] = parsed.success ? parsed.data : [];
  const instructions = z.array(z.string()).safeParse(row.instructions);
  // Derived again on every read: a food's allergens or price may have changed since saving.
  const derived = deriveFromLines(ingredients, row.servings, catalogue, {
    leaveOutOfList: ingredients.map((l) => l.leaveOffList),
  });
  return {
    id: row.id,
    mine: row.userId === viewerId,
    title: row.title,
    servings: row.servings,
    prepMinutes: row.prepMinutes,
    cookMinutes: row.cookMinutes,
    meal: row.meal as MyRecipe['meal'],
    cuisine: row.cuisine,
    dishType: row.dishType,
    imageUrl: row.imageUrl,
    sourceUrl: row.sourceUrl,
    ingredients,
    instructions: instructions.success ? instructions.data : [],
    ...derived,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columns(body: SaveRecipe) {
  return {
    title: body.title,
    sourceUrl: body.sourceUrl,
    servings: body.servings,
    prepMinutes: body.prepMinutes,
    cookMinutes: body.cookMinutes,
    meal: body.meal,
    cuisine: body.cuisine,
    dishType: body.dishType,
    imageUrl: body.imageUrl,
    ingredients: body.ingredients,
    instructions: body.instructions,
  };
}

export const MAX_RECIPES_PER_PERSON = 2000;

export async function createRecipe(
  db: Database,
  userId: string,
  body: SaveRecipe,
  catalogue: ImportCatalogue,
): Promise<Row> {
  checkFoods(body, catalogue);
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userRecipes)
    .where(eq(userRecipes.userId, userId));
  if (count >= MAX_RECIPES_PER_PERSON) {
    throw new HttpError(
      400,
      'TOO_MANY_RECIPES',
      `You can keep up to ${MAX_RECIPES_PER_PERSON} recipes; delete some first.`,
    );
  }
  const [row] = await db
    .insert(userRecipes)
    .values({ userId, ...columns(body) })
    .returning();
  await rememberCorrections(db, userId, body, catalogue);
  return row!;
}

const idSchema = z.uuid();

/** A recipe the person may read (theirs or their household's); 404 for anything else. */
export async function readableRecipe(db: Database, userId: string, id: string): Promise<Row> {
  if (!idSchema.safeParse(id).success) throw new HttpError(404, 'NOT_FOUND', RECIPE_NOT_FOUND);
  const household = await householdOf(db, userId);
  const [row] = await db
    .select()
    .from(userRecipes)
    .where(and(eq(userRecipes.id, id), inArray(userRecipes.userId, household)))
    .limit(1);
  if (!row) throw new HttpError(404, 'NOT_FOUND', RECIPE_NOT_FOUND);
  return row;
}

/** Only the person who saved a recipe changes it; a household member gets 403. */
async function ownRecipe(db: Database, userId: string, id: string): Promise<Row> {
  const row = await readableRecipe(db, userId, id);
  if (row.userId !== userId) {
    throw new HttpError(403, 'FORBIDDEN', 'Only the person who saved this recipe can change it');
  }
  return row;
}

export async function updateRecipe(
  db: Database,
  userId: string,
  id: string,
  body: SaveRecipe,
  catalogue: ImportCatalogue,
): Promise<Row> {
  checkFoods(body, catalogue);
  await ownRecipe(db, userId, id);
  const [row] = await db
    .update(userRecipes)
    .set({ ...columns(body), updatedAt: new Date() })
    .where(and(eq(userRecipes.id, id), eq(userRecipes.userId, userId)))
    .returning();
  await rememberCorrections(db, userId, body, catalogue);
  return row!;
}

export async function deleteRecipe(db: Database, userId: string, id: string): Promise<void> {
  await ownRecipe(db, userId, id);
  await db.delete(userRecipes).where(and(eq(userRecipes.id, id), eq(userRecipes.userId, userId)));
}

export async function listRecipes(db: Database, userId: string, query: string): Promise<Row[]> {
  const household = await householdOf(db, userId);
  const q = query.trim();
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select()
    .from(userRecipes)
    .where(
      and(
        inArray(userRecipes.userId, household),
        q
          ? or(
              ilike(userRecipes.title, `%${escaped}%`),
              ilike(userRecipes.sourceUrl, `%${escaped}%`),
            )
          : undefined,
      ),
    )
    .orderBy(desc(userRecipes.createdAt))
    .limit(MAX_RECIPES_PER_PERSON);
}

/** The person's own recipes, for the planner. */
export async function ownRecipesForPlanning(db: Database, userId: string): Promise<Row[]> {
  return db.select().from(userRecipes).where(eq(userRecipes.userId, userId));
}
