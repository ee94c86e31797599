import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { MeResponse } from '../../shared/session';
import type { Auth } from '../auth/auth';
import { requireUser, type AppVariables } from '../auth/require-user';
import type { Database } from '../db/client';
import { userPreferences } from '../db/schema';
import { countedPlans } from '../plans/plans-service';
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
      // The plans the free limit counts (issue 29): a failed plan never uses the free plan up,
      // and a deleted one that counted still does, so the buttons say what the server does.
      countedPlans(db, user.id),
    ]);
    const body: MeResponse = {
      user,
      subscription: {
        status: subscription.subscriptionStatus === 'active' ? 'active' : 'free',
        priceId: subscription.priceId,
        updatedAt: subscription.updatedAt.toISOString(),
      },
      onboardingCompleted: (prefs[0]?.cuisines.length ?? 0) > 0,
      planCount: plans,
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
}
