/**
 * Who may do what with a plan (issue 17): its owner everything; a household member the
 * person shared it with may read the plan and its list and change the list, nothing else
 * (never delete, retry, swap or share). Anyone else: 403; a missing plan: 404.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { MEAL_PLAN_NOT_FOUND_MESSAGE, UNAUTHORIZED_ACCESS_MESSAGE } from '../../shared/meal-plan';
import type { SessionUser } from '../auth/require-user';
import type { Database } from '../db/client';
import { mealPlans, planMembers } from '../db/schema';
import { HttpError } from '../http/errors';
import type { MealPlanRow } from './plan-view';

export type PlanRole = 'owner' | 'member';

const idSchema = z.uuid();

export async function planForPerson(
  db: Database,
  user: SessionUser,
  id: string,
): Promise<{ row: MealPlanRow; role: PlanRole }> {
  if (!idSchema.safeParse(id).success) {
    throw new HttpError(404, 'NOT_FOUND', MEAL_PLAN_NOT_FOUND_MESSAGE);
  }
  const [row] = await db.select().from(mealPlans).where(eq(mealPlans.id, id)).limit(1);
  if (!row) throw new HttpError(404, 'NOT_FOUND', MEAL_PLAN_NOT_FOUND_MESSAGE);
  if (row.userId === user.id) return { row, role: 'owner' };
  const [member] = await db
    .select({ userId: planMembers.userId })
    .from(planMembers)
    .where(and(eq(planMembers.planId, row.id), eq(planMembers.userId, user.id)))
    .limit(1);
  if (member) return { row, role: 'member' };
  throw new HttpError(403, 'FORBIDDEN', UNAUTHORIZED_ACCESS_MESSAGE);
}
