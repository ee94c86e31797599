/**
 * The shopping list in the store (issue 17): read the list's state (remove / add back from the
 * plan, in-basket ticks from shopping_item_marks) and apply per-item changes, possibly made
 * offline long ago. Changes of one plan are applied under a lock on the plan's row, so two
 * phones replaying at once never lose each other's changes. A change made on an older version
 * of the same field than the stored one met a change made elsewhere: both intents are kept
 * (shared/list-sync.ts, conflictMessage) and the person is told.
 */
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { shoppingTotalCents, type GeneratedPlan } from '../../shared/generated-plan';
import type { CartLink, ShoppingListResponse } from '../../shared/meal-plan';
import type { ListChange, ListChangesResponse, ListState } from '../../shared/list-sync';
import type { SessionUser } from '../auth/require-user';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { mealPlans, shoppingItemMarks, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { encodePlanEvent, PLAN_EVENTS_CHANNEL } from './plan-events';
import {
  applyWholeListSave,
  carryOverList,
  mergeListChanges,
  type StoredList,
  type StoredListItem,
} from '../../shared/list-merge';
import { generatedPlanOf, type MealPlanRow } from './plan-view';

export const LIST_NOT_READY_MESSAGE = 'This meal plan is not ready yet.';

export type Mark = {
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

/** The plan's list with its marks, keyed by item key (a Map: keys come from requests too). */
export function storedListOf(
  plan: GeneratedPlan,
  marks: Map<string, Mark>,
): Map<string, StoredListItem> {
  const list = new Map<string, StoredListItem>();
  for (const [key, item] of Object.entries(plan.shopping_list.items)) {
    const mark = marks.get(key);
    list.set(key, {
      name: item.name,
      active: item.active !== 0,
      inBasket: mark?.inBasket ?? false,
      activeVersion: mark?.activeVersion ?? 0,
      basketVersion: mark?.basketVersion ?? 0,
      changedBy: mark?.changedBy ?? null,
      changedByName: mark?.changedByName ?? null,
    });
  }
  return list;
}

function stateOf(planId: string, list: StoredList): ListState {
  // fromEntries defines own properties, so even a key named "__proto__" stays an item.
  const items: ListState['items'] = Object.fromEntries(
    [...list].map(([key, item]) => [
      key,
      {
        active: item.active,
        inBasket: item.inBasket,
        activeVersion: item.activeVersion,
        basketVersion: item.basketVersion,
        changedBy: item.changedByName,
      },
    ]),
  );
  return { planId, items };
}

/** The plan with each item's `active` as in `list` (items `list` lacks are left out). */
export function planWithList(plan: GeneratedPlan, list: StoredList): GeneratedPlan {
  const items = Object.fromEntries(
    Object.entries(plan.shopping_list.items).flatMap(([key, item]) => {
      const stored = list.get(key);
      return stored ? [[key, { ...item, active: stored.active ? 1 : 0 }]] : [];
    }),
  );
  return { ...plan, shopping_list: { items } };
}

export type LockedPlan = {
  client: pg.PoolClient;
  tx: Database;
  row: MealPlanRow;
  plan: GeneratedPlan;
  list: Map<string, StoredListItem>;
  marks: Map<string, Mark>;
};

export class ListSyncService {
  constructor(
    private readonly db: Database,
    private readonly cartFor: (plan: GeneratedPlan, store: string) => CartLink,
  ) {}

  async state(row: MealPlanRow): Promise<ListState> {
    const plan = row.status === 'completed' ? generatedPlanOf(row) : null;
    if (!plan) throw new HttpError(409, 'NOT_READY', LIST_NOT_READY_MESSAGE);
    return stateOf(row.id, storedListOf(plan, await marksOf(this.db, row.id)));
  }

  /**
   * Runs `fn` in a transaction holding the plan's row lock, with the plan and its list as
   * stored now. Every writer of a plan's list (list changes, the owner's whole-list save, a
   * swap) goes through here, so none of them overwrites another's change (issue 28, item 5).
   */
  async withLockedPlan<T>(planId: string, fn: (locked: LockedPlan) => Promise<T>): Promise<T> {
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
      const marks = await marksOf(tx, row.id);
      const result = await fn({ client, tx, row, plan, list: storedListOf(plan, marks), marks });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /** Stores the list's changed items: the plan's `active` flags and the items' marks. */
  private async store(
    locked: LockedPlan,
    updated: GeneratedPlan,
    touched: ReadonlySet<string>,
    items: StoredList,
    planChanged: boolean,
  ): Promise<void> {
    const { tx, client, row } = locked;
    if (planChanged) {
      await tx
        .update(mealPlans)
        .set({ generatedPlan: updated as unknown as Record<string, unknown> })
        .where(eq(mealPlans.id, row.id));
    }
    for (const key of touched) {
      const item = items.get(key)!;
      const values = {
        inBasket: item.inBasket,
        basketVersion: item.basketVersion,
        activeVersion: item.activeVersion,
        changedBy: item.changedBy,
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
    if (touched.size > 0 || planChanged) {
      await client.query(`select pg_notify('${PLAN_EVENTS_CHANNEL}', $1)`, [
        encodePlanEvent({ type: 'list', userId: row.userId, planId: row.id }),
      ]);
    }
  }

  private listResponse(row: MealPlanRow, updated: GeneratedPlan) {
    const store = typeof row.settings.store === 'string' ? row.settings.store : 'walmart';
    return {
      shopping_list: updated.shopping_list,
      totalCents: shoppingTotalCents(updated.shopping_list),
      activeItemCount: Object.values(updated.shopping_list.items).filter((i) => i.active !== 0)
        .length,
      cart: this.cartFor(updated, store),
    };
  }

  /**
   * Applies the changes in order. A change of an item the plan no longer has is refused on its
   * own, with the reason; every other change of the batch applies (issue 28, item 3).
   */
  async apply(
    user: SessionUser,
    planId: string,
    changes: ListChange[],
  ): Promise<ListChangesResponse> {
    return this.withLockedPlan(planId, async (locked) => {
      const merged = mergeListChanges(locked.list, changes, user);
      const activeChanged = [...merged.touched].some(
        (key) => merged.items.get(key)!.active !== locked.list.get(key)!.active,
      );
      const updated = planWithList(locked.plan, merged.items);
      await this.store(locked, updated, merged.touched, merged.items, activeChanged);
      return {
        ...this.listResponse(locked.row, updated),
        state: stateOf(locked.row.id, merged.items),
        conflicts: merged.conflicts,
        refused: merged.refused,
      };
    });
  }

  /**
   * The spec's whole-list save (PUT .../shopping-list), under the same lock as list changes:
   * the items it changed get a higher version, so an offline change made before it notices it.
   */
  async saveWholeList(
    user: SessionUser,
    planId: string,
    body: ReadonlyMap<string, boolean>,
  ): Promise<ShoppingListResponse> {
    return this.withLockedPlan(planId, async (locked) => {
      const saved = applyWholeListSave(locked.list, body, user);
      if (saved.unknown.length > 0) {
        throw new HttpError(
          400,
          'VALIDATION_ERROR',
          `items: unknown item "${saved.unknown[0]!.slice(0, 80)}"`,
          'items',
        );
      }
      const updated = planWithList(locked.plan, saved.items);
      await this.store(locked, updated, saved.touched, saved.items, saved.touched.size > 0);
      return this.listResponse(locked.row, updated);
    });
  }

  /**
   * Stores a swapped plan under the lock: each item still on the list keeps its `active` as
   * stored now, so a removal or add back made while the swap was computed is not lost.
   */
  async saveSwappedPlan(planId: string, swapped: GeneratedPlan): Promise<MealPlanRow> {
    return this.withLockedPlan(planId, async (locked) => {
      const next = new Map(
        Object.entries(swapped.shopping_list.items).map(([key, item]) => [
          key,
          { name: item.name, active: item.active !== 0 },
        ]),
      );
      const list = carryOverList(locked.list, next);
      const updated = planWithList(swapped, list);
      const [saved] = await locked.tx
        .update(mealPlans)
        .set({ generatedPlan: updated as unknown as Record<string, unknown> })
        .where(eq(mealPlans.id, locked.row.id))
        .returning();
      await locked.client.query(`select pg_notify('${PLAN_EVENTS_CHANNEL}', $1)`, [
        encodePlanEvent({ type: 'list', userId: locked.row.userId, planId: locked.row.id }),
      ]);
      return saved!;
    });
  }
}
