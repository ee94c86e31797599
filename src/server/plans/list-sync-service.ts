/**
 * The shopping list in the store (issue 17): read the list's state (remove / add back from the
 * plan, in-basket ticks from shopping_item_marks) and apply per-item changes, possibly made
 * offline long ago. Changes of one plan are applied under a lock on the plan's row, so two
 * phones replaying at once never lose each other's changes. A change made on an older version
 * of the same field than the stored one met a change made elsewhere: both intents are kept
 * (shared/list-sync.ts, conflictMessage) and the person is told.
 */
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { shoppingTotalCents, type GeneratedPlan } from '../../shared/generated-plan';
import type { CartLink } from '../../shared/meal-plan';
import {
  conflictMessage,
  type ListChange,
  type ListChangesResponse,
  type ListConflict,
  type ListState,
} from '../../shared/list-sync';
import type { SessionUser } from '../auth/require-user';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { mealPlans, shoppingItemMarks, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { encodePlanEvent, PLAN_EVENTS_CHANNEL } from './plan-events';
import { generatedPlanOf, type MealPlanRow } from './plan-view';

export const LIST_NOT_READY_MESSAGE = 'This meal plan is not ready yet.';

type Mark = {
  itemKey: string;
  inBasket: boolean;
  basketVersion: number;
  activeVersion: number;
  changedBy: string | null;
  changedByName: string | null;
};

async function marksOf(db: Database, planId: string): Promise<Map<string, Mark>> {
  const rows = await db
    .select({
      itemKey: shoppingItemMarks.itemKey,
      inBasket: shoppingItemMarks.inBasket,
      basketVersion: shoppingItemMarks.basketVersion,
      activeVersion: shoppingItemMarks.activeVersion,
      changedBy: shoppingItemMarks.changedBy,
      changedByName: users.name,
    })
    .from(shoppingItemMarks)
    .leftJoin(users, eq(users.id, shoppingItemMarks.changedBy))
    .where(eq(shoppingItemMarks.planId, planId));
  return new Map(rows.map((r) => [r.itemKey, r]));
}

function stateOf(planId: string, plan: GeneratedPlan, marks: Map<string, Mark>): ListState {
  const items: ListState['items'] = {};
  for (const [key, item] of Object.entries(plan.shopping_list.items)) {
    const mark = marks.get(key);
    items[key] = {
      active: item.active !== 0,
      inBasket: mark?.inBasket ?? false,
      activeVersion: mark?.activeVersion ?? 0,
      basketVersion: mark?.basketVersion ?? 0,
      changedBy: mark?.changedByName ?? null,
    };
  }
  return { planId, items };
}

export class ListSyncService {
  constructor(
    private readonly db: Database,
    private readonly cartFor: (plan: GeneratedPlan, store: string) => CartLink,
  ) {}

  async state(row: MealPlanRow): Promise<ListState> {
    const plan = row.status === 'completed' ? generatedPlanOf(row) : null;
    if (!plan) throw new HttpError(409, 'NOT_READY', LIST_NOT_READY_MESSAGE);
    return stateOf(row.id, plan, await marksOf(this.db, row.id));
  }

  /** Applies the changes in order, all or nothing (an unknown item refuses the whole request). */
  async apply(
    user: SessionUser,
    planId: string,
    changes: ListChange[],
  ): Promise<ListChangesResponse> {
    const client = await (this.db.$client as pg.Pool).connect();
    try {
      await client.query('begin');
      const tx = drizzle(client, { schema }) as unknown as Database;
      const [row] = await tx
        .select()
        .from(mealPlans)
        .where(eq(mealPlans.id, planId))
        .for('update')
        .limit(1);
      const plan = row && row.status === 'completed' ? generatedPlanOf(row) : null;
      if (!row || !plan) throw new HttpError(409, 'NOT_READY', LIST_NOT_READY_MESSAGE);
      const items = { ...plan.shopping_list.items };
      for (const change of changes) {
        if (!items[change.key]) {
          throw new HttpError(
            400,
            'VALIDATION_ERROR',
            `changes: unknown item "${change.key.slice(0, 80)}"`,
            'changes',
          );
        }
      }
      const marks = await marksOf(tx, row.id);
      const touched = new Set<string>();
      const conflicts: ListConflict[] = [];
      let activeChanged = false;
      for (const change of changes) {
        const item = items[change.key]!;
        const mark: Mark = marks.get(change.key) ?? {
          itemKey: change.key,
          inBasket: false,
          basketVersion: 0,
          activeVersion: 0,
          changedBy: null,
          changedByName: null,
        };
        const isActive = change.kind === 'active';
        const current = isActive ? item.active !== 0 : mark.inBasket;
        const version = isActive ? mark.activeVersion : mark.basketVersion;
        let next = change.value;
        if (current !== change.value && change.baseVersion !== version) {
          // Changed elsewhere since this person saw it, to the opposite: keep what loses nothing.
          next = true;
          const by = mark.changedBy === user.id ? null : mark.changedByName;
          conflicts.push({
            key: change.key,
            name: item.name,
            kind: change.kind,
            yours: change.value,
            theirs: current,
            kept: next,
            by,
            message: conflictMessage(change.kind, item.name, change.value, by),
          });
        }
        if (next === current) continue;
        if (isActive) {
          items[change.key] = { ...item, active: next ? 1 : 0 };
          activeChanged = true;
          mark.activeVersion += 1;
        } else {
          mark.inBasket = next;
          mark.basketVersion += 1;
        }
        mark.changedBy = user.id;
        mark.changedByName = user.name;
        marks.set(change.key, mark);
        touched.add(change.key);
      }
      const updated: GeneratedPlan = { ...plan, shopping_list: { items } };
      if (activeChanged) {
        await tx
          .update(mealPlans)
          .set({ generatedPlan: updated as unknown as Record<string, unknown> })
          .where(eq(mealPlans.id, row.id));
      }
      for (const key of touched) {
        const mark = marks.get(key)!;
        const values = {
          inBasket: mark.inBasket,
          basketVersion: mark.basketVersion,
          activeVersion: mark.activeVersion,
          changedBy: user.id,
          changedAt: new Date(),
        };
        await tx
          .insert(shoppingItemMarks)
          .values({ planId: row.id, itemKey: key, ...values })
          .onConflictDoUpdate({
            target: [shoppingItemMarks.planId, shoppingItemMarks.itemKey],
            set: values,
          });
      }
      if (touched.size > 0) {
        await client.query(`select pg_notify('${PLAN_EVENTS_CHANNEL}', $1)`, [
          encodePlanEvent({ type: 'list', userId: row.userId, planId: row.id }),
        ]);
      }
      await client.query('commit');
      const store = typeof row.settings.store === 'string' ? row.settings.store : 'walmart';
      return {
        shopping_list: updated.shopping_list,
        totalCents: shoppingTotalCents(updated.shopping_list),
        activeItemCount: Object.values(items).filter((i) => i.active !== 0).length,
        cart: this.cartFor(updated, store),
        state: stateOf(row.id, updated, marks),
        conflicts,
      };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * The spec's whole-list save (PUT .../shopping-list) changes remove / add back too: the
   * versions of the items it changed go up, so an offline change made before it is noticed.
   */
  async bumpActiveVersions(user: SessionUser, planId: string, keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.db
        .insert(shoppingItemMarks)
        .values({ planId, itemKey: key, activeVersion: 1, changedBy: user.id })
        .onConflictDoUpdate({
          target: [shoppingItemMarks.planId, shoppingItemMarks.itemKey],
          set: {
            activeVersion: sql`${shoppingItemMarks.activeVersion} + 1`,
            changedBy: user.id,
            changedAt: new Date(),
          },
        });
    }
  }
}
