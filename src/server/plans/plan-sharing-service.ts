/**
 * Household sharing of a plan (issue 17): share links (invite, read-only), members, the plans
 * shared with a person, and the read-only view of a plan. Only the owner makes or revokes
 * links and removes members; a member may leave. A link's token is 32 random bytes; only its
 * SHA-256 is stored, so a copy of the database opens no plan (decision record 0015).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { shoppingTotalCents } from '../../shared/generated-plan';
import {
  OWNER_ONLY_MESSAGE,
  SHARE_LINK_NOT_FOUND_MESSAGE,
  SHARE_TOKEN_INVALID_MESSAGE,
  SHARE_TOKEN_PATTERN,
  sharePath,
  withoutPantry,
  type CreatedShareLink,
  type JoinResponse,
  type PlanSharing,
  type PublicPlan,
  type ShareKind,
  type SharedPlanItem,
} from '../../shared/plan-sharing';
import type { SessionUser } from '../auth/require-user';
import type { Database } from '../db/client';
import { mealPlans, planMembers, planShareBans, planShareLinks, users } from '../db/schema';
import { HttpError } from '../http/errors';
import type { ListSyncService } from './list-sync-service';
import { planForPerson } from './plan-access';
import { generatedPlanOf, settingsMeals, toListItem, type MealPlanRow } from './plan-view';
import { hidePrivateRecipes } from '../recipe-import/private-recipes';

export const PLAN_NOT_READY_TO_SHARE_MESSAGE = 'A meal plan can be shared once it is ready.';
export const MEMBER_NOT_FOUND_MESSAGE = 'This person is not a member of this meal plan.';
export const REMOVED_MEMBER_MESSAGE =
  'The plan’s owner removed you from this plan, so this invite link no longer works for you. Ask the owner for a new link.';

export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newShareToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashShareToken(token) };
}

/** A token that cannot be one of ours is bad input; a well-formed unknown one is not found. */
export function checkShareToken(token: string): string {
  if (!SHARE_TOKEN_PATTERN.test(token)) {
    throw new HttpError(400, 'VALIDATION_ERROR', SHARE_TOKEN_INVALID_MESSAGE, 'token');
  }
  return token;
}

function notFound(): HttpError {
  return new HttpError(404, 'NOT_FOUND', SHARE_LINK_NOT_FOUND_MESSAGE);
}

export class PlanSharingService {
  constructor(
    private readonly db: Database,
    private readonly lists: ListSyncService,
    private readonly appOrigin: string,
  ) {}

  /** The plan, if the caller owns it: a member is refused (403), anyone else as ever. */
  async ownedPlan(user: SessionUser, planId: string): Promise<MealPlanRow> {
    const { row, role } = await planForPerson(this.db, user, planId);
    if (role !== 'owner') throw new HttpError(403, 'FORBIDDEN', OWNER_ONLY_MESSAGE);
    return row;
  }

  async sharing(user: SessionUser, planId: string): Promise<PlanSharing> {
    const row = await this.ownedPlan(user, planId);
    const links = await this.db
      .select({
        id: planShareLinks.id,
        kind: planShareLinks.kind,
        createdAt: planShareLinks.createdAt,
      })
      .from(planShareLinks)
      .where(eq(planShareLinks.planId, row.id))
      .orderBy(planShareLinks.kind);
    const members = await this.db
      .select({ userId: planMembers.userId, name: users.name, joinedAt: planMembers.createdAt })
      .from(planMembers)
      .innerJoin(users, eq(users.id, planMembers.userId))
      .where(eq(planMembers.planId, row.id))
      .orderBy(planMembers.createdAt);
    return {
      links: links.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })),
      members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    };
  }

  /** A new link of this kind; the plan's earlier link of the kind stops working. */
  async createLink(user: SessionUser, planId: string, kind: ShareKind): Promise<CreatedShareLink> {
    const row = await this.ownedPlan(user, planId);
    if (row.status !== 'completed') {
      throw new HttpError(409, 'NOT_READY', PLAN_NOT_READY_TO_SHARE_MESSAGE);
    }
    const { token, hash } = newShareToken();
    const link = await this.db.transaction(async (tx) => {
      await tx
        .delete(planShareLinks)
        .where(and(eq(planShareLinks.planId, row.id), eq(planShareLinks.kind, kind)));
      const [inserted] = await tx
        .insert(planShareLinks)
        .values({ planId: row.id, kind, tokenHash: hash })
        .returning({
          id: planShareLinks.id,
          kind: planShareLinks.kind,
          createdAt: planShareLinks.createdAt,
        });
      return inserted!;
    });
    return {
      link: { ...link, createdAt: link.createdAt.toISOString() },
      url: `${this.appOrigin}${sharePath(kind, token)}`,
    };
  }

  async revokeLink(user: SessionUser, planId: string, linkId: string): Promise<void> {
    const row = await this.ownedPlan(user, planId);
    const [deleted] = await this.db
      .delete(planShareLinks)
      .where(and(eq(planShareLinks.planId, row.id), eq(planShareLinks.id, linkId)))
      .returning({ id: planShareLinks.id });
    if (!deleted) throw notFound();
  }

  /** The owner removes a member, or a member leaves. */
  async removeMember(user: SessionUser, planId: string, memberId: string): Promise<void> {
    const { row, role } = await planForPerson(this.db, user, planId);
    if (role !== 'owner' && memberId !== user.id) {
      throw new HttpError(403, 'FORBIDDEN', OWNER_ONLY_MESSAGE);
    }
    await this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(planMembers)
        .where(and(eq(planMembers.planId, row.id), eq(planMembers.userId, memberId)))
        .returning({ userId: planMembers.userId });
      if (!deleted) throw new HttpError(404, 'NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
      if (memberId === user.id) return;
      // Removed by the owner: the live invite link no longer lets this person in (a new one does).
      const invites = await tx
        .select({ id: planShareLinks.id })
        .from(planShareLinks)
        .where(and(eq(planShareLinks.planId, row.id), eq(planShareLinks.kind, 'invite')));
      if (invites.length > 0) {
        await tx
          .insert(planShareBans)
          .values(invites.map((link) => ({ linkId: link.id, userId: memberId })))
          .onConflictDoNothing();
      }
    });
  }

  private async linkOf(token: string, kind: ShareKind) {
    const [link] = await this.db
      .select({ id: planShareLinks.id, planId: planShareLinks.planId })
      .from(planShareLinks)
      .where(
        and(eq(planShareLinks.tokenHash, hashShareToken(token)), eq(planShareLinks.kind, kind)),
      )
      .limit(1);
    if (!link) throw notFound();
    return link;
  }

  /** Whether a link of this kind opens a plan now (for its page's status). */
  async isLive(token: string, kind: ShareKind): Promise<boolean> {
    if (!SHARE_TOKEN_PATTERN.test(token)) return false;
    try {
      await this.linkOf(token, kind);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return false;
      throw error;
    }
  }

  /**
   * Who sent an invite link (issue 29): the sign-in page says "<Name> invited you" to a
   * visitor who opened one. Only the owner's first name, and only for a live invite link.
   */
  async inviter(token: string): Promise<{ name: string }> {
    const link = await this.linkOf(checkShareToken(token), 'invite');
    const [row] = await this.db
      .select({ name: users.name })
      .from(mealPlans)
      .innerJoin(users, eq(users.id, mealPlans.userId))
      .where(eq(mealPlans.id, link.planId))
      .limit(1);
    if (!row) throw notFound();
    const first = row.name.trim().split(/\s+/)[0] ?? '';
    return { name: first || 'Someone' };
  }

  /** Opening an invite link: the caller becomes a member (the owner stays the owner). */
  async join(user: SessionUser, token: string): Promise<JoinResponse> {
    const link = await this.linkOf(checkShareToken(token), 'invite');
    const [plan] = await this.db
      .select({ userId: mealPlans.userId })
      .from(mealPlans)
      .where(eq(mealPlans.id, link.planId))
      .limit(1);
    if (!plan) throw notFound();
    if (plan.userId === user.id) return { planId: link.planId, role: 'owner' };
    const [banned] = await this.db
      .select({ linkId: planShareBans.linkId })
      .from(planShareBans)
      .where(and(eq(planShareBans.linkId, link.id), eq(planShareBans.userId, user.id)))
      .limit(1);
    if (banned) throw new HttpError(403, 'REMOVED_FROM_PLAN', REMOVED_MEMBER_MESSAGE);
    await this.db
      .insert(planMembers)
      .values({ planId: link.planId, userId: user.id })
      .onConflictDoNothing();
    return { planId: link.planId, role: 'member' };
  }

  /** Plans shared with this person, newest share first, each with its owner's name. */
  async sharedWith(user: SessionUser): Promise<SharedPlanItem[]> {
    const rows = await this.db
      .select({ plan: mealPlans, ownerName: users.name })
      .from(planMembers)
      .innerJoin(mealPlans, eq(mealPlans.id, planMembers.planId))
      .innerJoin(users, eq(users.id, mealPlans.userId))
      .where(eq(planMembers.userId, user.id))
      .orderBy(desc(planMembers.createdAt));
    const now = Date.now();
    return rows.map(({ plan, ownerName }) => ({ ...toListItem(plan, now), sharedBy: ownerName }));
  }

  /** What a read-only link shows: the plan's meals and its list, with ticks. */
  async publicPlan(token: string): Promise<PublicPlan> {
    const link = await this.linkOf(checkShareToken(token), 'read-only');
    const [row] = await this.db
      .select()
      .from(mealPlans)
      .where(eq(mealPlans.id, link.planId))
      .limit(1);
    const plan = row && row.status === 'completed' ? generatedPlanOf(row) : null;
    if (!row || !plan) throw notFound();
    const state = await this.lists.state(row);
    const { notes: _notes, ...rest } = withoutPantry(plan);
    return {
      name: row.name,
      duration: row.duration,
      servingsPerMeal: row.servingsPerMeal,
      meals: settingsMeals(row.settings),
      store: typeof row.settings.store === 'string' ? row.settings.store : 'walmart',
      // Notes can name the owner's tastes: left out.
      // The owner's own recipes: title and source link only (issue 30).
      generatedPlan: await hidePrivateRecipes(this.db, rest),
      inBasket: Object.fromEntries(
        Object.entries(state.items).map(([key, item]) => [key, item.inBasket]),
      ),
      totalCents: shoppingTotalCents(plan.shopping_list),
    };
  }
}
