import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userSubscriptions } from '../db/schema';

/** Creates the person's `free` subscription record once; an existing one is left alone. */
export async function ensureFreeSubscription(db: Database, userId: string) {
  await db
    .insert(userSubscriptions)
    .values({ userId, subscriptionStatus: 'free' })
    .onConflictDoNothing({ target: userSubscriptions.userId });
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .limit(1);
  if (!row) throw new Error('Subscription record could not be created');
  return row;
}
