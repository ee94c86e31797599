/**
 * "I bought this" on a plan: the pantry becomes what is left once the plan is cooked. The
 * grams the plan takes from the pantry come out (nearest date first, never below zero) and
 * the leftovers of the packages bought (package contents minus what the recipes use) go in,
 * as the person corrected them. Once per plan; what the pantry saved is kept for settings.
 */
import { and, desc, eq, gte } from 'drizzle-orm';
import type { PlannerCatalogue } from '../../planner/catalogue';
import { leftoverInKitchenUnits } from '../../planner/leftover-units';
import { pantryGrams } from '../../planner/pantry-units';
import { planLeftovers, planPantryTake } from '../../planner/plan-leftovers';
import type { GeneratedPlan } from '../../shared/generated-plan';
import { MEAL_PLAN_NOT_FOUND_MESSAGE, UNAUTHORIZED_ACCESS_MESSAGE } from '../../shared/meal-plan';
import type {
  MarkPlanBought,
  PantrySavings,
  PlanLeftover,
  PlanPantryMark,
} from '../../shared/pantry-stock';
import type { Database } from '../db/client';
import { mealPlans, planPantryMarks } from '../db/schema';
import { HttpError } from '../http/errors';
import { putIntoPantry, takeFromPantry } from './pantry-stock';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function ownCompletedPlan(db: Database, userId: string, planId: string) {
  // The same answers as every plan route (spec section 5): 404 unknown, 403 someone else's.
  const notFound = new HttpError(404, 'NOT_FOUND', MEAL_PLAN_NOT_FOUND_MESSAGE);
  if (!UUID.test(planId)) throw notFound;
  const [row] = await db.select().from(mealPlans).where(eq(mealPlans.id, planId)).limit(1);
  if (!row) throw notFound;
  if (row.userId !== userId) throw new HttpError(403, 'FORBIDDEN', UNAUTHORIZED_ACCESS_MESSAGE);
  if (row.status !== 'completed' || !row.generatedPlan) {
    throw new HttpError(409, 'NOT_READY', 'This meal plan is not ready yet.');
  }
  return { row, plan: row.generatedPlan as unknown as GeneratedPlan };
}

export async function planPantryMark(
  db: Database,
  userId: string,
  planId: string,
): Promise<PlanPantryMark | null> {
  await ownCompletedPlan(db, userId, planId);
  const [mark] = await db
    .select()
    .from(planPantryMarks)
    .where(and(eq(planPantryMarks.mealPlanId, planId), eq(planPantryMarks.userId, userId)))
    .limit(1);
  return mark
    ? {
        markedAt: mark.markedAt.toISOString(),
        pantrySavedCents: mark.pantrySavedCents,
        addedGrams: Math.round(mark.addedGrams * 100) / 100,
      }
    : null;
}

/**
 * What the plan leaves over, per food, in the unit a cook counts it in (issue 29); foods with
 * nothing left once rounded to that unit are left out.
 */
export async function planKitchenLeftovers(
  db: Database,
  catalogue: PlannerCatalogue,
  userId: string,
  planId: string,
): Promise<PlanLeftover[]> {
  const { plan } = await ownCompletedPlan(db, userId, planId);
  const out: PlanLeftover[] = [];
  for (const [foodId, grams] of planLeftovers(plan)) {
    const food = catalogue.foodById.get(foodId);
    if (!food) continue;
    const kitchen = leftoverInKitchenUnits(food, grams);
    if (!kitchen) continue;
    out.push({ foodId, name: food.name, grams: Math.round(grams * 100) / 100, ...kitchen });
  }
  return out;
}

export async function markPlanBought(
  db: Database,
  catalogue: PlannerCatalogue,
  userId: string,
  planId: string,
  body: MarkPlanBought,
): Promise<PlanPantryMark> {
  const { plan } = await ownCompletedPlan(db, userId, planId);
  let leftovers = planLeftovers(plan);
  if (body.leftovers) {
    // The person's corrections replace the computed amounts; foods must be real.
    leftovers = new Map();
    for (const l of body.leftovers) {
      if (!catalogue.foodById.has(l.foodId)) {
        throw new HttpError(
          400,
          'VALIDATION_ERROR',
          `leftovers: "${l.foodId}" is not a food we know`,
          'leftovers',
        );
      }
      let grams = l.grams ?? 0;
      if (l.quantity !== undefined && l.unit !== undefined) {
        const food = catalogue.foodById.get(l.foodId)!;
        const converted = pantryGrams(l.quantity, l.unit, food);
        if ('error' in converted) {
          throw new HttpError(
            400,
            'VALIDATION_ERROR',
            `leftovers: ${converted.error}`,
            'leftovers',
          );
        }
        grams = converted.grams;
      }
      leftovers.set(l.foodId, (leftovers.get(l.foodId) ?? 0) + grams);
    }
  }
  const take = planPantryTake(plan);
  const valuePerGram = new Map(
    (plan.pantryUse ?? []).map((u) => [u.foodId, u.grams > 0 ? u.valueCents / u.grams : 0]),
  );
  return db.transaction(async (tx) => {
    // The primary key makes a second mark of the same plan fail here, before any change.
    const inserted = await tx
      .insert(planPantryMarks)
      .values({ mealPlanId: planId, userId, pantrySavedCents: 0, addedGrams: 0 })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) {
      throw new HttpError(409, 'ALREADY_MARKED', 'This plan is already marked bought.');
    }
    const taken = await takeFromPantry(tx, userId, take);
    let saved = 0;
    for (const [foodId, grams] of taken) saved += grams * (valuePerGram.get(foodId) ?? 0);
    const added = await putIntoPantry(tx, userId, leftovers);
    const [mark] = await tx
      .update(planPantryMarks)
      .set({ pantrySavedCents: Math.round(saved), addedGrams: added })
      .where(eq(planPantryMarks.mealPlanId, planId))
      .returning();
    return {
      markedAt: mark!.markedAt.toISOString(),
      pantrySavedCents: mark!.pantrySavedCents,
      addedGrams: Math.round(added * 100) / 100,
    };
  });
}

export const SAVINGS_WINDOW_DAYS = 30;

/** Money the pantry saved on plans marked bought in the last month. */
export async function pantrySavings(db: Database, userId: string): Promise<PantrySavings> {
  const since = new Date(Date.now() - SAVINGS_WINDOW_DAYS * 24 * 3600 * 1000);
  const marks = await db
    .select()
    .from(planPantryMarks)
    .where(and(eq(planPantryMarks.userId, userId), gte(planPantryMarks.markedAt, since)))
    .orderBy(desc(planPantryMarks.markedAt));
  return {
    sinceDays: SAVINGS_WINDOW_DAYS,
    savedCents: marks.reduce((s, m) => s + m.pantrySavedCents, 0),
    plansBought: marks.length,
  };
}
