/**
 * The pantry with quantities in PostgreSQL: list, add, change, remove, and the two ways a
 * plan moves it (its leftovers in, the grams it takes out). Every query is scoped by the
 * person's id: another person's entry is "not found", never read or changed.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PlannerCatalogue } from '../../planner/catalogue';
import { pantryGrams } from '../../planner/pantry-units';
import {
  MAX_PANTRY_ENTRIES,
  MAX_PANTRY_GRAMS,
  type AddPantryFood,
  type ChangePantryFood,
  type PantryFood,
  type PantryStock,
} from '../../shared/pantry-stock';
import type { Database } from '../db/client';
import { pantryFoods } from '../db/schema';
import { HttpError } from '../http/errors';

type Row = typeof pantryFoods.$inferSelect;
/** A database or an open transaction: both run the same queries. */
type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Below a hundredth of a gram an entry is used up. */
const EMPTY_GRAMS = 0.01;

export function toPantryFood(row: Row, catalogue: PlannerCatalogue): PantryFood {
  const food = catalogue.foodById.get(row.foodId);
  return {
    id: row.id,
    foodId: row.foodId,
    name: food?.name ?? row.foodId,
    category: food?.category ?? 'other',
    grams: Math.round(row.grams * 100) / 100,
    bestBefore: row.bestBefore,
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Oldest date first, undated last: the order the pantry is used in. */
export async function listPantryRows(db: Db, userId: string): Promise<Row[]> {
  return db
    .select()
    .from(pantryFoods)
    .where(eq(pantryFoods.userId, userId))
    .orderBy(
      sql`${pantryFoods.bestBefore} asc nulls last`,
      asc(pantryFoods.foodId),
      asc(pantryFoods.createdAt),
    );
}

/** The person's pantry as the planner's input. */
export async function loadPantryStock(db: Db, userId: string): Promise<PantryStock> {
  return stockOf(await listPantryRows(db, userId));
}

/** Grams per food the planner may use, with the nearest date per food. */
export function stockOf(rows: readonly Row[]): PantryStock {
  const byFood = new Map<string, { grams: number; bestBefore: string | null }>();
  for (const r of rows) {
    const s = byFood.get(r.foodId) ?? { grams: 0, bestBefore: null };
    s.grams += r.grams;
    if (r.bestBefore && (!s.bestBefore || r.bestBefore < s.bestBefore)) s.bestBefore = r.bestBefore;
    byFood.set(r.foodId, s);
  }
  return [...byFood].map(([foodId, s]) => ({
    foodId,
    grams: Math.min(MAX_PANTRY_GRAMS, Math.round(s.grams * 100) / 100),
    bestBefore: s.bestBefore,
  }));
}

function foodOf(catalogue: PlannerCatalogue, foodId: string) {
  const food = catalogue.foodById.get(foodId);
  if (!food) {
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      `foodId: "${foodId}" is not a food we know`,
      'foodId',
    );
  }
  return food;
}

function gramsOrError(
  catalogue: PlannerCatalogue,
  foodId: string,
  quantity: number,
  unit: string,
): number {
  const result = pantryGrams(quantity, unit, foodOf(catalogue, foodId));
  if ('error' in result) throw new HttpError(400, 'VALIDATION_ERROR', result.error, 'unit');
  if (result.grams > MAX_PANTRY_GRAMS) {
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      `That is ${Math.round(result.grams)} g; one pantry entry holds at most ${MAX_PANTRY_GRAMS} g.`,
      'quantity',
    );
  }
  return result.grams;
}

export async function addPantryFood(
  db: Database,
  catalogue: PlannerCatalogue,
  userId: string,
  body: AddPantryFood,
): Promise<Row> {
  const grams = gramsOrError(catalogue, body.foodId, body.quantity, body.unit);
  if (grams < EMPTY_GRAMS) {
    throw new HttpError(400, 'VALIDATION_ERROR', 'quantity: must be more than 0', 'quantity');
  }
  const bestBefore = body.bestBefore ?? null;
  return db.transaction(async (tx) => {
    const rows = await listPantryRows(tx, userId);
    // The same food with the same date is one entry: adding to it sums the amounts.
    const same = rows.find((r) => r.foodId === body.foodId && r.bestBefore === bestBefore);
    if (same) {
      const total = same.grams + grams;
      if (total > MAX_PANTRY_GRAMS) {
        throw new HttpError(
          400,
          'VALIDATION_ERROR',
          `That would make ${Math.round(total)} g; one pantry entry holds at most ${MAX_PANTRY_GRAMS} g.`,
          'quantity',
        );
      }
      const [row] = await tx
        .update(pantryFoods)
        .set({ grams: total })
        .where(and(eq(pantryFoods.id, same.id), eq(pantryFoods.userId, userId)))
        .returning();
      return row!;
    }
    if (rows.length >= MAX_PANTRY_ENTRIES) {
      throw new HttpError(
        400,
        'VALIDATION_ERROR',
        `The pantry holds at most ${MAX_PANTRY_ENTRIES} entries; remove some first.`,
      );
    }
    const [row] = await tx
      .insert(pantryFoods)
      .values({ userId, foodId: body.foodId, grams, bestBefore, source: 'manual' })
      .returning();
    return row!;
  });
}

async function ownRow(db: Db, userId: string, id: string): Promise<Row> {
  const notFound = new HttpError(404, 'NOT_FOUND', 'This pantry entry does not exist.');
  if (!UUID.test(id)) throw notFound;
  const [row] = await db
    .select()
    .from(pantryFoods)
    .where(and(eq(pantryFoods.id, id), eq(pantryFoods.userId, userId)))
    .limit(1);
  if (!row) throw notFound;
  return row;
}

/** A new amount or date; an amount of 0 removes the entry (null is returned). */
export async function changePantryFood(
  db: Database,
  catalogue: PlannerCatalogue,
  userId: string,
  id: string,
  change: ChangePantryFood,
): Promise<Row | null> {
  const row = await ownRow(db, userId, id);
  const set: Partial<typeof pantryFoods.$inferInsert> = {};
  if (change.quantity !== undefined && change.unit !== undefined) {
    set.grams = gramsOrError(catalogue, row.foodId, change.quantity, change.unit);
  }
  if (change.bestBefore !== undefined) set.bestBefore = change.bestBefore;
  if (set.grams !== undefined && set.grams < EMPTY_GRAMS) {
    await removePantryFood(db, userId, id);
    return null;
  }
  if (Object.keys(set).length === 0) return row;
  const [updated] = await db
    .update(pantryFoods)
    .set(set)
    .where(and(eq(pantryFoods.id, id), eq(pantryFoods.userId, userId)))
    .returning();
  return updated!;
}

export async function removePantryFood(db: Db, userId: string, id: string): Promise<void> {
  await ownRow(db, userId, id);
  await db.delete(pantryFoods).where(and(eq(pantryFoods.id, id), eq(pantryFoods.userId, userId)));
}

/**
 * Takes grams of each food out of the pantry, nearest date first, never below zero (what the
 * pantry does not hold is simply not taken). Returns the grams actually taken per food.
 */
export async function takeFromPantry(
  tx: Db,
  userId: string,
  take: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  const rows = await listPantryRows(tx, userId);
  for (const row of rows) {
    const want = (take.get(row.foodId) ?? 0) - (taken.get(row.foodId) ?? 0);
    if (want <= 0) continue;
    const part = Math.min(want, row.grams);
    taken.set(row.foodId, (taken.get(row.foodId) ?? 0) + part);
    const left = row.grams - part;
    if (left < EMPTY_GRAMS) {
      await tx.delete(pantryFoods).where(eq(pantryFoods.id, row.id));
    } else {
      await tx.update(pantryFoods).set({ grams: left }).where(eq(pantryFoods.id, row.id));
    }
  }
  return taken;
}

/** Adds leftovers of a plan: to the undated plan entry of the food when there is one. */
export async function putIntoPantry(
  tx: Db,
  userId: string,
  add: ReadonlyMap<string, number>,
): Promise<number> {
  let added = 0;
  const rows = await listPantryRows(tx, userId);
  for (const [foodId, grams] of add) {
    if (!(grams >= EMPTY_GRAMS)) continue;
    added += grams;
    const same = rows.find((r) => r.foodId === foodId && r.bestBefore === null);
    if (same) {
      await tx
        .update(pantryFoods)
        .set({ grams: Math.min(MAX_PANTRY_GRAMS, same.grams + grams) })
        .where(eq(pantryFoods.id, same.id));
    } else {
      await tx
        .insert(pantryFoods)
        .values({ userId, foodId, grams: Math.min(MAX_PANTRY_GRAMS, grams), source: 'plan' });
    }
  }
  return added;
}
