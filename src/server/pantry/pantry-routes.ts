import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { PANTRY_CATEGORIES } from '../../shared/options';
import {
  EMPTY_PANTRY,
  pantrySelectionSchema,
  type PantryResponse,
  type PantrySelection,
} from '../../shared/preferences';
import type { Auth } from '../auth/auth';
import { requireUser, type AppVariables } from '../auth/require-user';
import type { Database } from '../db/client';
import { userPantry } from '../db/schema';
import { HttpError } from '../http/errors';
import { parseJson } from '../http/validate';
import { loadPantryCatalogue } from './pantry-catalogue';

/** Stored items that do not parse fall back to empty lists (spec section 8, pantry). */
function parseStoredItems(items: unknown): PantrySelection {
  const parsed = pantrySelectionSchema.safeParse(items);
  return parsed.success ? parsed.data : { ...EMPTY_PANTRY };
}

export async function loadPantry(db: Database, userId: string): Promise<PantryResponse> {
  const [row] = await db.select().from(userPantry).where(eq(userPantry.userId, userId)).limit(1);
  return {
    items: row ? parseStoredItems(row.items) : { ...EMPTY_PANTRY },
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export function pantryRoutes(db: Database, auth: Auth, dataDir: string) {
  return new Hono<{ Variables: AppVariables }>()
    .get('/pantry/catalogue', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(loadPantryCatalogue(dataDir));
    })
    .use('/pantry', requireUser(auth))
    .get('/pantry', async (c) => c.json(await loadPantry(db, c.get('user').id)))
    .put('/pantry', async (c) => {
      const user = c.get('user');
      const items = await parseJson(c, pantrySelectionSchema);
      const catalogue = loadPantryCatalogue(dataDir);
      for (const category of PANTRY_CATEGORIES) {
        const known = new Set(catalogue[category].map((i) => i.id));
        const unknown = items[category].find((id) => !known.has(id));
        if (unknown) {
          throw new HttpError(
            400,
            'VALIDATION_ERROR',
            `${category}: unknown pantry item "${unknown}"`,
            category,
          );
        }
      }
      const [row] = await db
        .insert(userPantry)
        .values({ userId: user.id, items })
        .onConflictDoUpdate({ target: userPantry.userId, set: { items, updatedAt: new Date() } })
        .returning();
      return c.json({
        items: parseStoredItems(row!.items),
        updatedAt: row!.updatedAt.toISOString(),
      } satisfies PantryResponse);
    });
}
