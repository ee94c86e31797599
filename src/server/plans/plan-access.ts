/**
 * Who may do what with a plan (issue 17): its owner everything; a household member the
 * person shared it with may read the plan and its list and change the list, nothing else
 * (never delete, retry, swap or share). Anyone else: 403; a missing plan: 404.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
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
  checkPlanId(id);
  const [row] = await db.select().from(mealPlans).where(eq(mealPlans.id, id)).limit(1);
  const plan = found(row);
  return { row: plan, role: await roleOf(db, user, plan) };
}

const { generatedPlan: _generatedPlan, ...headerColumns } = getTableColumns(mealPlans);

/** A plan row without its (large) generated plan, with the row version of the read. */
export type PlanHeader = Omit<MealPlanRow, 'generatedPlan'> & { version: string };

/** What deciding who may read a plan, and whether a cached body is current, needs of it. */
export type PlanAccessRow = Pick<MealPlanRow, 'id' | 'userId' | 'status'> & { version: string };

/**
 * Who may read the plan, from its id, owner, status and row version only (issue 33): a plan
 * read whose body is cached for that version needs nothing else of the row. `version` is
 * PostgreSQL's xmin, which changes with every write to the row, in any server process.
 */
export async function planAccessForPerson(
  db: Database,
  user: SessionUser,
  id: string,
): Promise<{ row: PlanAccessRow; role: PlanRole }> {
  checkPlanId(id);
  const [row] = await preparedOnce(db, accessQueries, prepareAccessQuery).execute({ id });
  const plan = found(row);
  return { row: plan, role: await roleOf(db, user, plan) };
}

/** The plan's row without the generated plan (for readers that keep the plan in a cache). */
export async function planHeader(db: Database, id: string): Promise<PlanHeader | undefined> {
  const [row] = await preparedOnce(db, headerQueries, prepareHeaderQuery).execute({ id });
  return row;
}

/**
 * Plan reads as named prepared statements (issue 33): each pooled connection parses and plans
 * them once, and drizzle builds their SQL once per database instead of on every plan read.
 */
function prepareAccessQuery(db: Database) {
  return db
    .select({
      id: mealPlans.id,
      userId: mealPlans.userId,
      status: mealPlans.status,
      version: rowVersion,
    })
    .from(mealPlans)
    .where(eq(mealPlans.id, sql.placeholder('id')))
    .limit(1)
    .prepare('plan_access_by_id');
}
function prepareHeaderQuery(db: Database) {
  return db
    .select({ ...headerColumns, version: rowVersion })
    .from(mealPlans)
    .where(eq(mealPlans.id, sql.placeholder('id')))
    .limit(1)
    .prepare('plan_header_by_id');
}
const accessQueries = new WeakMap<Database, ReturnType<typeof prepareAccessQuery>>();
const headerQueries = new WeakMap<Database, ReturnType<typeof prepareHeaderQuery>>();
function preparedOnce<Q>(
  db: Database,
  queries: WeakMap<Database, Q>,
  prepare: (db: Database) => Q,
) {
  let query = queries.get(db);
  if (!query) queries.set(db, (query = prepare(db)));
  return query;
}

/** PostgreSQL's row version (the inserting transaction's id), as text. */
export const rowVersion = sql<string>`${mealPlans}.xmin::text`;

function checkPlanId(id: string) {
  if (!idSchema.safeParse(id).success) {
    throw new HttpError(404, 'NOT_FOUND', MEAL_PLAN_NOT_FOUND_MESSAGE);
  }
}

function found<T>(row: T | undefined): T {
  if (!row) throw new HttpError(404, 'NOT_FOUND', MEAL_PLAN_NOT_FOUND_MESSAGE);
  return row;
}

async function roleOf(
  db: Database,
  user: SessionUser,
  row: Pick<MealPlanRow, 'id' | 'userId'>,
): Promise<PlanRole> {
  if (row.userId === user.id) return 'owner';
  const [member] = await db
    .select({ userId: planMembers.userId })
    .from(planMembers)
    .where(and(eq(planMembers.planId, row.id), eq(planMembers.userId, user.id)))
    .limit(1);
  if (member) return 'member';
  throw new HttpError(403, 'FORBIDDEN', UNAUTHORIZED_ACCESS_MESSAGE);
}
