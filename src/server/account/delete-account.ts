import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, userSubscriptions } from '../db/schema';

export type DeleteAccountResult = 'deleted' | 'active-subscription' | 'not-found';

/**
 * Deletes the person and everything that belongs to them (sessions, accounts, preferences,
 * pantry, plans, prompts, subscription) in one transaction: every such row references the
 * user with ON DELETE CASCADE. Refused while the subscription is active and will renew, so
 * nobody keeps paying for an account that no longer exists; a subscription cancelled to the
 * period's end (issue 29) charges nothing more, so it does not stand in the way.
 */
export async function deleteAccount(db: Database, userId: string): Promise<DeleteAccountResult> {
  return db.transaction(async (tx) => {
    // Lock the subscription row so a webhook cannot activate it mid-deletion.
    const [sub] = await tx
      .select({
        status: userSubscriptions.subscriptionStatus,
        ending: userSubscriptions.cancelAtPeriodEnd,
      })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, userId))
      .for('update');
    if (sub?.status === 'active' && !sub.ending) return 'active-subscription';
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return deleted.length ? 'deleted' : 'not-found';
  });
}
