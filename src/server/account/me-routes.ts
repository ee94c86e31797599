import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { MeResponse } from '../../shared/session';
import type { Auth } from '../auth/auth';
import { requireUser, type AppVariables } from '../auth/require-user';
import type { Database } from '../db/client';
import { mealPlans, userPreferences } from '../db/schema';
import { ensureFreeSubscription } from './subscription-record';

export function meRoutes(db: Database, auth: Auth) {
  return new Hono<{ Variables: AppVariables }>().get('/me', requireUser(auth), async (c) => {
    const user = c.get('user');
    const [subscription, prefs, plans] = await Promise.all([
      ensureFreeSubscription(db, user.id),
      db
        .select({ cuisines: userPreferences.cuisinePreferences })
        .from(userPreferences)
        .where(eq(userPreferences.userId, user.id))
        .limit(1),
      db.select({ n: count() }).from(mealPlans).where(eq(mealPlans.userId, user.id)),
    ]);
    const body: MeResponse = {
      user,
      subscription: {
        status: subscription.subscriptionStatus === 'active' ? 'active' : 'free',
        priceId: subscription.priceId,
        updatedAt: subscription.updatedAt.toISOString(),
      },
      onboardingCompleted: (prefs[0]?.cuisines.length ?? 0) > 0,
      planCount: plans[0]?.n ?? 0,
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
}
