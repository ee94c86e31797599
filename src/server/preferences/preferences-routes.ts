import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  energyTargetRequestSchema,
  preferencesObjectSchema,
  preferencesSchema,
  storedPreferencesObjectSchema,
  type PreferencesResponse,
} from '../../shared/preferences';
import type { Auth } from '../auth/auth';
import { requireUser, type AppVariables } from '../auth/require-user';
import type { Database } from '../db/client';
import { userPreferences } from '../db/schema';
import { HttpError } from '../http/errors';
import { parseJson } from '../http/validate';

type Row = typeof userPreferences.$inferSelect;

function toResponse(row: Row | undefined): PreferencesResponse {
  if (!row) return { preferences: null };
  // Stored text that no longer parses falls back to the defaults (spec section 5, "Other");
  // a cooking time stored before the three choices existed reads as the default alone.
  const prefs = storedPreferencesObjectSchema.safeParse(row.preferences);
  return {
    preferences: {
      cuisinePreferences: row.cuisinePreferences as never,
      breakfastPreferences: row.breakfastPreferences as never,
      lunchPreferences: row.lunchPreferences as never,
      dinnerPreferences: row.dinnerPreferences as never,
      dietaryRestrictions: row.dietaryRestrictions as never,
      allergies: row.allergies as never,
      customAllergies: row.customAllergies,
      energyTargetKcal: row.energyTargetKcal,
      preferences: prefs.success ? prefs.data : preferencesObjectSchema.parse({}),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

export async function loadPreferences(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return toResponse(row).preferences;
}

export function preferencesRoutes(db: Database, auth: Auth) {
  return new Hono<{ Variables: AppVariables }>()
    .use('/preferences', requireUser(auth))
    .use('/preferences/*', requireUser(auth))
    .get('/preferences', async (c) => {
      const user = c.get('user');
      return c.json({
        preferences: await loadPreferences(db, user.id),
      } satisfies PreferencesResponse);
    })
    .put('/preferences', async (c) => {
      const user = c.get('user');
      const input = await parseJson(c, preferencesSchema);
      // One row per person: updated when it exists, created otherwise.
      const [row] = await db
        .insert(userPreferences)
        .values({ userId: user.id, ...input })
        .onConflictDoUpdate({
          target: userPreferences.userId,
          set: { ...input, updatedAt: new Date() },
        })
        .returning();
      return c.json(toResponse(row));
    })
    .put('/preferences/energy-target', async (c) => {
      const user = c.get('user');
      const { energyTargetKcal } = await parseJson(c, energyTargetRequestSchema);
      // Only the person's own row; before onboarding there is nothing to attach it to.
      const [row] = await db
        .update(userPreferences)
        .set({ energyTargetKcal, updatedAt: new Date() })
        .where(eq(userPreferences.userId, user.id))
        .returning();
      if (!row) {
        throw new HttpError(
          409,
          'NO_PREFERENCES',
          'Choose your meal preferences first; the energy target is saved with them.',
        );
      }
      return c.json(toResponse(row));
    });
}
