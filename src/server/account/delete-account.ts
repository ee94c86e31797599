import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users, userSubscriptions } from '../db/schema';

export type DeleteAccountResult = 'deleted' | 'active-subscription' | 'not-found';

/**
 * Deletes the person and everything that belongs to them (sessions, accounts, preferences,
 * pantry, plans, prompts, subscription) in one transaction: every such row references the
 * user with ON DELETE CASCADE. Refused while the subscription is active, so nobody keeps
 * paying for an account that no longer exists.
 */
export async function deleteAccount(db: Database, userId: string): Promise<DeleteAccountResult> {
  return db.transaction(async (tx) => {
    // Lock the subscription row so a webhook cannot activate it mid-deletion.
    const [sub] = await tx
      .select({ status: userSubscriptions.subscriptionStatus })
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, userId))
      .for('update');
    if (sub?.status === 'active') return 'active-subscription';
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return deleted.length ? 'deleted' : 'not-found';
  });
}
