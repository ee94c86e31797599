/**
 * The plans capability's operations, independent of HTTP: create (validated, sanitised,
 * within the person's tier, stored with its job in one transaction), read, update the
 * shopping list, swap a meal, delete, retry. Every read or change of one plan checks that it
 * is the person's: a missing plan is 404, another person's 403 "Unauthorized access".
 */
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, ne, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import { z } from 'zod';
import { checkBudget } from '../../shared/budget-rules';
import type { GeneratedPlan } from '../../shared/generated-plan';
import {
  GENERATING_NAME,
  GENERATION_TIMEOUT_MS,
  MEAL_PLAN_NOT_FOUND_MESSAGE,
  QUEUED_MESSAGE,
  RETRYING_MESSAGE,
  UNAUTHORIZED_ACCESS_MESSAGE,
  type CartLink,
  type MealPlanDetailResponse,
  type MealPlanListItem,
  type ShoppingListResponse,
  type UpdateShoppingListRequest,
} from '../../shared/meal-plan';
import { withoutPantry } from '../../shared/plan-sharing';
import { planFormErrorMessage, planFormNumbers, planFormSchema } from '../../shared/plan-form';
import type { SessionUser } from '../auth/require-user';
import { databaseOn, type Database } from '../db/client';
import { aiPrompts, mealPlans, recipePins, userSubscriptions } from '../db/schema';
import { etagOf, type TaggedBody } from '../http/etag';
import { HttpError } from '../http/errors';
import { loadPreferences } from '../preferences/preferences-routes';
import type { ListSyncService } from './list-sync-service';
import {
  planAccessForPerson,
  planForPerson,
  planHeader,
  rowVersion,
  type PlanHeader,
  type PlanRole,
} from './plan-access';
import { StoredPlanCache } from './stored-plan-cache';
import { VersionedCache } from './versioned-cache';
import { enqueueGeneration, type JobSettings } from './generation-queue';
import { encodePlanEvent, PLAN_EVENTS_CHANNEL, type PlanEvent } from './plan-events';
import { queuedProgress } from './plan-progress';
import {
  attemptOf,
  generatedPlanOf,
  isTimedOut,
  lockedMealsOf,
  lockRefusal,
  toDetail,
  toListItem,
  toStatus,
  type MealPlanRow,
} from './plan-view';
import { sanitiseDeep } from './sanitise';
import { asPlanPins, listPins } from '../recipes/recipe-memory-store';
import type { PlanPins } from '../../shared/recipe-memory';
import type { Meal } from '../../shared/options';
import { checkTierLimits, FREE_PLAN_LIMIT, FREE_PLAN_USED_MESSAGE, tierOf } from './tier-limits';

export const TARGET_UNAVAILABLE_MESSAGE =
  'Target is coming soon. Please choose Walmart for your meal plan.';
/** Kroger and Instacart can be chosen only where their API keys are set. */
export function storeUnavailableMessage(store: string): string {
  const name = store === 'kroger' ? 'Kroger' : store === 'instacart' ? 'Instacart' : store;
  return `${name} is not set up on this server. Please choose Walmart for your meal plan.`;
}
export const NOT_RETRYABLE_MESSAGE = 'Only a meal plan whose generation failed can be retried.';
export const NOT_READY_MESSAGE = 'This meal plan is not ready yet.';

const idSchema = z.uuid();

export interface PlansServiceDeps {
  db: Database;
  boss: PgBoss;
  jobSettings: JobSettings;
  cartFor: (plan: GeneratedPlan, store: string) => CartLink;
  /** Stores besides Walmart that plans can be made for (those with API keys). */
  availableStores?: ReadonlySet<string>;
  /** The in-store list (issue 17): every writer of a plan's list goes through its lock. */
  lists: ListSyncService;
  /**
   * Why a plan's pins cannot be kept (a diet, an allergy, a slot the plan does not have), or
   * null (issue 32; recipes/plan-pin-check.ts).
   */
  checkPins?: (user: SessionUser, plan: PinnedPlan) => Promise<string | null>;
}

/** What a pin check needs of a plan: its saved settings and numbers. */
export type PinnedPlan = Pick<
  MealPlanRow,
  'settings' | 'duration' | 'servingsPerMeal' | 'budgetCents'
>;

export const REPLAN_NOT_READY_MESSAGE = 'Only a finished meal plan can be planned again.';
export const LOCK_NOT_READY_MESSAGE = 'Meals can be locked once the plan is finished.';

async function inTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient, tx: Database) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(client, databaseOn(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Plans that count toward the free limit: every plan ever created except those that failed
 * to generate, so deleting a plan does not give another, and a failed plan uses nothing.
 * `deleted`: the subscription's count of deleted plans that still count, when the caller has
 * already read it (with the row's lock); read here otherwise.
 */
export async function countedPlans(
  tx: Database,
  userId: string,
  deleted?: number,
): Promise<number> {
  const [present] = await tx
    .select({ n: count() })
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, userId), ne(mealPlans.status, 'error')));
  if (deleted === undefined) {
    const [subscription] = await tx
      .select({ deleted: userSubscriptions.deletedCountedPlans })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, userId));
    deleted = subscription?.deleted ?? 0;
  }
  return (present?.n ?? 0) + deleted;
}

/**
 * The person's subscription row, locked until the transaction ends, with its count of deleted
 * plans that still count: the lock serialises one person's creates and retries, so two at once
 * cannot both be "first".
 */
async function lockedSubscription(tx: Database, userId: string) {
  const [row] = await tx
    .select({
      status: userSubscriptions.subscriptionStatus,
      deleted: userSubscriptions.deletedCountedPlans,
    })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .for('update');
  return row;
}

async function notify(client: pg.PoolClient, event: PlanEvent): Promise<void> {
  await client.query(`select pg_notify('${PLAN_EVENTS_CHANNEL}', $1)`, [encodePlanEvent(event)]);
}

const { generatedPlan: _generatedPlan, ...listColumns } = getTableColumns(mealPlans);

/** Total of active items and number of meals, computed in the database for the list. */
const planTotalsSelection = {
  totalCostCents: sql<number | null>`(
    select coalesce(sum(round((i.value->>'price')::numeric * 100)
                        * (i.value->>'quantity_to_buy')::int), 0)::int
      from jsonb_each(${mealPlans.generatedPlan}->'shopping_list'->'items') i
     where coalesce((i.value->>'active')::int, 1) <> 0)`,
  recipeCount: sql<
    number | null
  >`jsonb_array_length(coalesce(${mealPlans.generatedPlan}->'recipes', '[]'::jsonb))`,
};

const listSelection = { ...listColumns, ...planTotalsSelection };

type PlanTotals = { totalCostCents: number | null; recipeCount: number | null };
type ListRow = Omit<MealPlanRow, 'generatedPlan'> & Partial<PlanTotals>;

function listItemOf(row: ListRow, now = Date.now()): MealPlanListItem {
  const item = toListItem({ ...row, generatedPlan: null }, now);
  if (item.status !== 'completed') return item;
  const totalMeals = row.recipeCount || item.totalMeals;
  return {
    ...item,
    totalCostCents: row.totalCostCents ?? 0,
    totalMeals,
    metadata: { ...item.metadata, total_recipes: totalMeals },
  };
}

export class PlansService {
  private readonly storedPlans = new StoredPlanCache();
  private readonly planTotals = new VersionedCache<PlanTotals>(10_000);
  /**
   * The JSON of each finished plan's list item, per row version (issue 33): a finished plan's
   * item depends on its row alone, so the list read needs only ids and versions. A plan still
   * processing is never kept: its item depends on the time (elapsed, timed out).
   */
  private readonly listItemJson = new VersionedCache<string>(10_000);
  /**
   * The whole detail body of a completed plan with its ETag, per row version and reader's role
   * (the owner's and a household member's bodies differ): it depends on nothing else (no
   * time, the cart link is a function of the plan and this server's stores).
   */
  private readonly detailBodies = new VersionedCache<TaggedBody>(64);

  /** The list reads, named prepared statements: parsed and planned once per connection. */
  private readonly listQuery;
  private readonly listVersionsQuery;

  constructor(private readonly deps: PlansServiceDeps) {
    this.listQuery = deps.db
      .select({ ...listColumns, version: rowVersion })
      .from(mealPlans)
      .where(eq(mealPlans.userId, sql.placeholder('userId')))
      .orderBy(desc(mealPlans.createdAt), desc(mealPlans.id))
      .prepare('plan_list_by_user');
    this.listVersionsQuery = deps.db
      .select({ id: mealPlans.id, status: mealPlans.status, version: rowVersion })
      .from(mealPlans)
      .where(eq(mealPlans.userId, sql.placeholder('userId')))
      .orderBy(desc(mealPlans.createdAt), desc(mealPlans.id))
      .prepare('plan_versions_by_user');
  }

  get db(): Database {
    return this.deps.db;
  }

  /** The person's plan, or 404 / 403. */
  async ownPlan(user: SessionUser, id: string): Promise<MealPlanRow> {
    if (!idSchema.safeParse(id).success) {
      throw new HttpError(404, 'NOT_FOUND', MEAL_PLAN_NOT_FOUND_MESSAGE);
    }
    const [row] = await this.db.select().from(mealPlans).where(eq(mealPlans.id, id)).limit(1);
    if (!row) throw new HttpError(404, 'NOT_FOUND', MEAL_PLAN_NOT_FOUND_MESSAGE);
    if (row.userId !== user.id) {
      throw new HttpError(403, 'FORBIDDEN', UNAUTHORIZED_ACCESS_MESSAGE);
    }
    return row;
  }

  async create(user: SessionUser, body: unknown): Promise<MealPlanListItem> {
    const parsed = planFormSchema.safeParse(sanitiseDeep(body));
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.map(String).join('.') || undefined;
      throw new HttpError(400, 'VALIDATION_ERROR', planFormErrorMessage(parsed.error), field);
    }
    const form = parsed.data;
    if (form.store === 'target') {
      throw new HttpError(400, 'VALIDATION_ERROR', TARGET_UNAVAILABLE_MESSAGE, 'store');
    }
    if (form.store !== 'walmart' && !this.deps.availableStores?.has(form.store)) {
      throw new HttpError(400, 'VALIDATION_ERROR', storeUnavailableMessage(form.store), 'store');
    }
    const { days, servings, budgetCents } = planFormNumbers(form);
    const budget = checkBudget(form.budget, {
      meals: form.meals,
      days,
      servings,
      store: form.store,
    });
    if (!budget.valid) {
      throw new HttpError(400, 'VALIDATION_ERROR', budget.message ?? 'Invalid budget', 'budget');
    }
    const prefs = await loadPreferences(this.db, user.id);
    const method = form.useNewGeneration ? 'new' : 'classic';
    const startedAt = new Date();
    // The wizard sends the pins it showed; without them, the person's saved pins.
    const pins: PlanPins = form.pins ?? asPlanPins(await listPins(this.db, user.id));
    await this.refusePins(user, {
      settings: { meals: form.meals, pins },
      duration: days,
      servingsPerMeal: servings,
      budgetCents,
    });

    return inTransaction(this.db.$client, async (client, tx) => {
      let subscription = await lockedSubscription(tx, user.id);
      if (!subscription) {
        await tx
          .insert(userSubscriptions)
          .values({ userId: user.id, subscriptionStatus: 'free' })
          .onConflictDoNothing({ target: userSubscriptions.userId });
        subscription = await lockedSubscription(tx, user.id);
      }
      const used = await countedPlans(tx, user.id, subscription?.deleted ?? 0);
      checkTierLimits(tierOf(subscription?.status), used, { days, servings });

      const [row] = await tx
        .insert(mealPlans)
        .values({
          userId: user.id,
          name: GENERATING_NAME,
          description: null,
          budgetCents,
          duration: days,
          servingsPerMeal: servings,
          status: 'processing',
          generationMethod: method,
          userName: sanitiseDeep(user.name) || 'User',
          startedAt,
          settings: {
            meals: form.meals,
            store: form.store,
            budget: form.budget,
            budgetPreference: form.budgetPreference,
            duration: days,
            servingsPerMeal: servings,
            preferences: form.preferences,
            dietaryRestrictions: prefs?.dietaryRestrictions ?? [],
            allergies: prefs?.allergies ?? [],
            customAllergies: prefs?.customAllergies ?? [],
            pantryItems: form.pantryItems,
            useNewGeneration: form.useNewGeneration,
            ownRecipes: form.ownRecipes,
            pins,
            attempt: 0,
            progress: queuedProgress(method, startedAt, QUEUED_MESSAGE),
          },
        })
        .returning();
      // The saved pins were for this plan, the next one.
      await tx.delete(recipePins).where(eq(recipePins.userId, user.id));
      await enqueueGeneration(
        this.deps.boss,
        client,
        { planId: row!.id, attempt: 0 },
        this.deps.jobSettings,
        { type: 'status', userId: user.id, status: toStatus(row!) },
      );
      return toListItem(row!);
    });
  }

  async list(user: SessionUser): Promise<MealPlanListItem[]> {
    const rows = await this.listQuery.execute({ userId: user.id });
    const totals = await this.totalsOf(rows);
    const now = Date.now();
    return rows.map((r) => listItemOf({ ...r, ...totals.get(r.id) }, now));
  }

  /**
   * GET /api/meal-plans's body: the person's plans, newest first, as `list` gives them. The
   * items of finished plans come from the JSON kept per row version; only the others are
   * read in full (with their totals, computed by the database).
   */
  async listJson(user: SessionUser): Promise<string> {
    const rows = await this.listVersionsQuery.execute({ userId: user.id });
    const items = new Map<string, string>();
    const missing: string[] = [];
    for (const row of rows) {
      const hit =
        row.status === 'processing' ? undefined : this.listItemJson.get(row.id, row.version);
      if (hit) items.set(row.id, hit);
      else missing.push(row.id);
    }
    if (missing.length > 0) {
      const now = Date.now();
      const full = await this.db
        .select({ ...listColumns, version: rowVersion, ...planTotalsSelection })
        .from(mealPlans)
        .where(and(eq(mealPlans.userId, user.id), inArray(mealPlans.id, missing)));
      for (const { version, ...row } of full) {
        const json = JSON.stringify(listItemOf(row, now));
        if (row.status !== 'processing') this.listItemJson.set(row.id, version, json);
        items.set(row.id, json);
      }
    }
    // In the order of the first read; a plan deleted in between is left out.
    const listed = rows.flatMap((r) => items.get(r.id) ?? []);
    return `{"plans":[${listed.join(',')}]}`;
  }

  /**
   * Each completed plan's total and number of meals: computed by the database from the
   * stored plan, once per row version (that reads the whole plan, the list itself does not).
   */
  private async totalsOf(rows: Array<{ id: string; status: string; version: string }>) {
    const totals = new Map<string, PlanTotals>();
    const missing: string[] = [];
    for (const row of rows) {
      if (row.status !== 'completed') continue;
      const hit = this.planTotals.get(row.id, row.version);
      if (hit) totals.set(row.id, hit);
      else missing.push(row.id);
    }
    if (missing.length === 0) return totals;
    const computed = await this.db
      .select({ id: mealPlans.id, version: rowVersion, ...planTotalsSelection })
      .from(mealPlans)
      .where(inArray(mealPlans.id, missing));
    for (const { id, version, ...value } of computed) {
      this.planTotals.set(id, version, value);
      totals.set(id, value);
    }
    return totals;
  }

  /** The newest plan still generating (spec: processing, newest first, limit 1). */
  async active(user: SessionUser): Promise<MealPlanListItem | null> {
    const [row] = await this.db
      .select(listSelection)
      .from(mealPlans)
      .where(
        and(
          eq(mealPlans.userId, user.id),
          eq(mealPlans.status, 'processing'),
          gt(mealPlans.startedAt, new Date(Date.now() - GENERATION_TIMEOUT_MS)),
        ),
      )
      .orderBy(desc(mealPlans.createdAt))
      .limit(1);
    return row ? listItemOf(row) : null;
  }

  /**
   * The owner's plan, or one shared with this person (read only but for the list), as the
   * JSON body of GET /api/meal-plans/:id with its ETag. A completed plan's body is kept per
   * row version and role, so a read of an unchanged plan is one small query; the generated
   * plan comes from the cache of stored plans when only the row around it has changed.
   */
  async detail(user: SessionUser, id: string): Promise<TaggedBody> {
    const { row: access, role } = await planAccessForPerson(this.db, user, id);
    const key = `${role}:${access.id}`;
    if (access.status === 'completed') {
      const hit = this.detailBodies.get(key, access.version);
      if (hit) return hit;
    }
    const header = await planHeader(this.db, access.id);
    if (!header) throw new HttpError(404, 'NOT_FOUND', MEAL_PLAN_NOT_FOUND_MESSAGE);
    const body = await this.detailBodyOf(header, role);
    const tagged = { body, etag: etagOf(body) };
    if (header.status === 'completed') this.detailBodies.set(key, header.version, tagged);
    return tagged;
  }

  private async detailBodyOf(header: PlanHeader, role: PlanRole): Promise<Uint8Array<ArrayBuffer>> {
    const { version, ...row } = header;
    const stored =
      row.status === 'completed'
        ? await this.storedPlans.get(row.id, version, () => this.loadGeneratedPlan(row.id))
        : null;
    const detail = toDetail(
      { ...row, generatedPlan: null },
      this.deps.cartFor,
      Date.now(),
      stored?.plan ?? null,
    );
    const { generatedPlan: _plan, ...rest } = detail;
    if (role === 'member') {
      // A household member sees the plan, not the owner's tastes or pantry (decision 0015).
      const { pantryItems: _pantry, ...settings } = rest.settings;
      const body = {
        plan: {
          ...rest,
          settings: { ...settings, preferences: {} },
          generatedPlan: stored?.plan ? withoutPantry(stored.plan) : null,
          viewerRole: role,
        },
      } satisfies MealPlanDetailResponse;
      return bytesOf(Buffer.from(JSON.stringify(body)));
    }
    const body = {
      plan: { ...rest, viewerRole: role, generatedPlan: null },
    } satisfies MealPlanDetailResponse;
    // The owner's plan JSON is spliced in last instead of serialised again.
    const json = JSON.stringify(body);
    return bytesOf(
      Buffer.concat([
        Buffer.from(json.slice(0, -'null}}'.length)),
        stored?.json ?? Buffer.from('null'),
        Buffer.from('}}'),
      ]),
    );
  }

  private async loadGeneratedPlan(id: string) {
    const [row] = await this.db
      .select({ generatedPlan: mealPlans.generatedPlan, version: rowVersion })
      .from(mealPlans)
      .where(eq(mealPlans.id, id))
      .limit(1);
    return row;
  }

  async status(user: SessionUser, id: string) {
    return toStatus((await planForPerson(this.db, user, id)).row);
  }

  async updateShoppingList(
    user: SessionUser,
    id: string,
    body: UpdateShoppingListRequest,
  ): Promise<ShoppingListResponse> {
    const row = await this.ownPlan(user, id);
    if (row.status !== 'completed' || !generatedPlanOf(row)) {
      throw new HttpError(409, 'NOT_READY', NOT_READY_MESSAGE);
    }
    // Spec section 3: 0 means removed, anything else active. A Map: the keys are the request's.
    const changes = new Map(
      Object.entries(body.items).map(([key, change]) => [key, change.active !== 0]),
    );
    return this.deps.lists.saveWholeList(user, row.id, changes);
  }

  /**
   * Replaces the stored generated plan of a completed plan (used by swap), under the list's
   * lock: removals and add backs made while the swap was computed are kept.
   */
  async saveGeneratedPlan(row: MealPlanRow, plan: GeneratedPlan) {
    const saved = await this.deps.lists.saveSwappedPlan(row.id, plan);
    return toDetail(saved, this.deps.cartFor);
  }

  /** A finished plan's new name, chosen by the person on the dashboard (issue 14). */
  async rename(user: SessionUser, id: string, name: string): Promise<MealPlanListItem> {
    const row = await this.ownPlan(user, id);
    if (row.status !== 'completed') throw new HttpError(409, 'NOT_READY', NOT_READY_MESSAGE);
    return inTransaction(this.db.$client, async (client, tx) => {
      const [updated] = await tx
        .update(mealPlans)
        .set({ name: sanitiseDeep(name) })
        .where(and(eq(mealPlans.id, row.id), eq(mealPlans.status, 'completed')))
        .returning();
      if (!updated) throw new HttpError(409, 'NOT_READY', NOT_READY_MESSAGE);
      await notify(client, { type: 'status', userId: user.id, status: toStatus(updated) });
      return toListItem(updated);
    });
  }

  /** Deletes the plan and, first, its ai_prompts (spec section 5). */
  async delete(user: SessionUser, id: string): Promise<void> {
    const row = await this.ownPlan(user, id);
    await inTransaction(this.db.$client, async (client, tx) => {
      await tx.delete(aiPrompts).where(eq(aiPrompts.mealPlanId, row.id));
      const [deleted] = await tx
        .delete(mealPlans)
        .where(eq(mealPlans.id, row.id))
        .returning({ status: mealPlans.status });
      if (deleted && deleted.status !== 'error') {
        // The free limit counts plans ever created: a deleted plan still counts.
        await tx
          .update(userSubscriptions)
          .set({ deletedCountedPlans: sql`${userSubscriptions.deletedCountedPlans} + 1` })
          .where(eq(userSubscriptions.userId, user.id));
      }
      await notify(client, { type: 'deleted', userId: user.id, id: row.id });
    });
  }

  /**
   * Spec section 4: back to processing with progress 0 and "Retrying meal plan
   * generation...", regenerated from the saved settings by a new job (next attempt). The
   * person's diets and allergies are read again first (issue 14): someone whose plan failed
   * on a combination of diets edits them in Settings and retries with what they chose now,
   * not with the combination that failed.
   */
  async retry(user: SessionUser, id: string): Promise<MealPlanListItem> {
    const row = await this.ownPlan(user, id);
    if (row.status !== 'error' && !isTimedOut(row, Date.now())) {
      throw new HttpError(409, 'NOT_RETRYABLE', NOT_RETRYABLE_MESSAGE);
    }
    const attempt = attemptOf(row) + 1;
    const startedAt = new Date();
    const progress = queuedProgress(row.generationMethod, startedAt, RETRYING_MESSAGE);
    const prefs = await loadPreferences(this.db, user.id);
    const current = {
      dietaryRestrictions: prefs?.dietaryRestrictions ?? [],
      allergies: prefs?.allergies ?? [],
      customAllergies: prefs?.customAllergies ?? [],
    };
    return inTransaction(this.db.$client, async (client, tx) => {
      // A failed plan did not count toward the free limit; retried, it would start to.
      const subscription = await lockedSubscription(tx, user.id);
      if (tierOf(subscription?.status) === 'free' && row.status === 'error') {
        const used = await countedPlans(tx, user.id, subscription?.deleted ?? 0);
        if (used >= FREE_PLAN_LIMIT) {
          throw new HttpError(403, 'UPGRADE_REQUIRED', FREE_PLAN_USED_MESSAGE);
        }
      }
      const [updated] = await tx
        .update(mealPlans)
        .set({
          status: 'processing',
          progress: 0,
          error: null,
          generatedPlan: null,
          completedAt: null,
          startedAt,
          settings: sql`${mealPlans.settings} || ${JSON.stringify({ ...current, attempt, progress })}::jsonb`,
        })
        .where(
          and(
            eq(mealPlans.id, row.id),
            sql`(${mealPlans.status} = 'error' or (${mealPlans.status} = 'processing'
                 and ${mealPlans.startedAt} <= now() - make_interval(secs => ${GENERATION_TIMEOUT_MS / 1000})))`,
            sql`coalesce((${mealPlans.settings}->>'attempt')::int, 0) = ${attempt - 1}`,
          ),
        )
        .returning();
      if (!updated) throw new HttpError(409, 'NOT_RETRYABLE', NOT_RETRYABLE_MESSAGE);
      await enqueueGeneration(
        this.deps.boss,
        client,
        { planId: row.id, attempt },
        this.deps.jobSettings,
        { type: 'status', userId: user.id, status: toStatus(updated) },
      );
      return toListItem(updated);
    });
  }

  private async refusePins(user: SessionUser, plan: PinnedPlan): Promise<void> {
    const pins = plan.settings.pins;
    if (!Array.isArray(pins) || pins.length === 0 || !this.deps.checkPins) return;
    const refusal = await this.deps.checkPins(user, plan);
    if (refusal) throw new HttpError(400, 'PIN_REFUSED', refusal, 'pins');
  }

  /**
   * Lock and "Replan the rest" (issue 32): the locked meals become the plan's pins, and the
   * plan is generated again by a new job (next attempt) within the same budget; the shopping
   * list is the new plan's.
   */
  async replan(
    user: SessionUser,
    id: string,
    locked: readonly { day: number; meal: Meal }[],
  ): Promise<MealPlanListItem> {
    const row = await this.ownPlan(user, id);
    const plan = row.status === 'completed' ? generatedPlanOf(row) : null;
    if (!plan) throw new HttpError(409, 'NOT_READY', REPLAN_NOT_READY_MESSAGE);
    const pins: PlanPins = [];
    for (const { day, meal } of locked) {
      const entry = plan.recipes.find((r) => r.day === day && r.meal === meal);
      if (!entry) {
        throw new HttpError(400, 'VALIDATION_ERROR', `The plan has no ${meal} on day ${day}.`);
      }
      const refusal = lockRefusal(plan, day, meal);
      if (refusal) throw new HttpError(400, 'LOCK_REFUSED', refusal, 'locked');
      if (!pins.some((p) => p.day === day && p.meal === meal)) {
        pins.push({ recipeId: entry.recipeId, day, meal });
      }
    }
    await this.refusePins(user, { ...row, settings: { ...row.settings, pins } });
    // The meals not locked are planned again: their recipes count as recent for that run, so
    // "Replan the rest" changes them where the library allows (the plan's own recipes are not
    // among the recent ones while it is being generated).
    const locks = new Set(pins.map((p) => p.recipeId));
    const replaced = [...new Set(plan.recipes.map((r) => r.recipeId))].filter((r) => !locks.has(r));
    const attempt = attemptOf(row) + 1;
    const startedAt = new Date();
    const progress = queuedProgress(row.generationMethod, startedAt, RETRYING_MESSAGE);
    return inTransaction(this.db.$client, async (client, tx) => {
      const [updated] = await tx
        .update(mealPlans)
        .set({
          status: 'processing',
          progress: 0,
          error: null,
          generatedPlan: null,
          completedAt: null,
          startedAt,
          settings: sql`${mealPlans.settings} || ${JSON.stringify({ pins, replaced, attempt, progress })}::jsonb`,
          // The meals kept are the plan's locked meals from now on (they stay on a reload).
          lockedMeals: pins.map((p) => ({ day: p.day!, meal: p.meal! })),
        })
        .where(
          and(
            eq(mealPlans.id, row.id),
            eq(mealPlans.status, 'completed'),
            sql`coalesce((${mealPlans.settings}->>'attempt')::int, 0) = ${attempt - 1}`,
          ),
        )
        .returning();
      if (!updated) throw new HttpError(409, 'NOT_READY', REPLAN_NOT_READY_MESSAGE);
      await enqueueGeneration(
        this.deps.boss,
        client,
        { planId: row.id, attempt },
        this.deps.jobSettings,
        { type: 'status', userId: user.id, status: toStatus(updated) },
      );
      return toListItem(updated);
    });
  }

  /**
   * Lock or unlock one meal of the owner's finished plan (issue 32): stored with the plan, so
   * a reload or another device shows it; "Replan the rest" keeps the locked meals. The row is
   * read for update, so two taps at once both count.
   */
  async setMealLock(
    user: SessionUser,
    id: string,
    change: { day: number; meal: Meal; locked: boolean },
  ): Promise<{ day: number; meal: Meal }[]> {
    await this.ownPlan(user, id);
    return inTransaction(this.db.$client, async (_client, tx) => {
      const [row] = await tx
        .select({
          status: mealPlans.status,
          lockedMeals: mealPlans.lockedMeals,
          generatedPlan: mealPlans.generatedPlan,
        })
        .from(mealPlans)
        .where(eq(mealPlans.id, id))
        .for('update');
      const plan = row?.status === 'completed' ? generatedPlanOf(row) : null;
      if (!row || !plan) throw new HttpError(409, 'NOT_READY', LOCK_NOT_READY_MESSAGE);
      const { day, meal, locked } = change;
      if (!plan.recipes.some((r) => r.day === day && r.meal === meal)) {
        throw new HttpError(400, 'VALIDATION_ERROR', `The plan has no ${meal} on day ${day}.`);
      }
      const refusal = locked ? lockRefusal(plan, day, meal) : null;
      if (refusal) throw new HttpError(400, 'LOCK_REFUSED', refusal, 'locked');
      const others = lockedMealsOf(row, plan).filter((l) => l.day !== day || l.meal !== meal);
      const next = lockedMealsOf(
        { lockedMeals: locked ? [...others, { day, meal }] : others },
        plan,
      );
      await tx.update(mealPlans).set({ lockedMeals: next }).where(eq(mealPlans.id, id));
      return next;
    });
  }

  /** "Unlock all": the owner's plan keeps no locked meals. */
  async clearMealLocks(user: SessionUser, id: string): Promise<[]> {
    await this.ownPlan(user, id);
    await this.db.update(mealPlans).set({ lockedMeals: [] }).where(eq(mealPlans.id, id));
    return [];
  }

  async prompts(user: SessionUser, id: string) {
    const row = await this.ownPlan(user, id);
    const rows = await this.db
      .select()
      .from(aiPrompts)
      .where(eq(aiPrompts.mealPlanId, row.id))
      .orderBy(asc(aiPrompts.createdAt), asc(aiPrompts.id));
    return rows.map((p) => ({
      id: p.id,
      type: p.type,
      prompt: p.prompt,
      response: p.response,
      createdAt: p.createdAt.toISOString(),
    }));
  }
}

/** A response body Hono takes as is. */
function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}
