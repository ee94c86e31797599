/**
 * The stores API under /api:
 *
 *   GET  /stores/setup                      which stores work in this configuration (public)
 *   GET  /stores/choice                     the person's store and location       { choice | null }
 *   PUT  /stores/choice                     { store, zip }: store and nearest location
 *   GET  /stores/kroger/connect?planId=     to Kroger's consent page (cart.basic:write)
 *   GET  /stores/kroger/callback            Kroger's redirect back: keeps the person's tokens
 *   POST /meal-plans/:id/kroger-cart        adds the plan's active Kroger items to their cart
 *   POST /meal-plans/:id/instacart-link     an Instacart shopping-list page of the active items
 *
 * Everything but /stores/setup needs a session, and the plan routes act only on the caller's
 * own plans (the plans service's ownPlan answers 403 or 404 otherwise).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { storeChoiceRequestSchema } from '../../shared/store-choice';
import type { Auth } from '../auth/auth';
import { requireUser, type AppVariables } from '../auth/require-user';
import type { Database } from '../db/client';
import { krogerTokens, storeChoices } from '../db/schema';
import { HttpError } from '../http/errors';
import { parseJson } from '../http/validate';
import { generatedPlanOf } from '../plans/plan-view';
import type { PlansService } from '../plans/plans-service';
import type { DevStoreProvider } from './dev-store/dev-store-provider';
import type { StoreProviders } from './store-registry';
import { storeFailure } from './store-failure';
import { storeLabel } from './store-pricing';
import { StoreApiError, type CartLine, type StoreProvider } from './store-provider';

const CONSENT_TTL_MS = 10 * 60 * 1000;

/** Tokens at rest are sealed (AES-256-GCM) with a key derived from the server's secret. */
function sealer(secret: string) {
  const key = createHash('sha256').update(`kroger-tokens:${secret}`).digest();
  return {
    seal(value: object): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
    },
    open<T>(sealed: string): T | null {
      try {
        const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64'));
        const decipher = createDecipheriv('aes-256-gcm', key, iv!);
        decipher.setAuthTag(tag!);
        return JSON.parse(
          Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8'),
        ) as T;
      } catch {
        return null;
      }
    },
  };
}

export interface StoreRoutesDeps {
  auth: Auth;
  db: Database;
  service: PlansService;
  providers: StoreProviders;
  devStore: DevStoreProvider | null;
  appOrigin: string;
  secret: string;
}

export function storeRoutes(deps: StoreRoutesDeps) {
  const { db, providers } = deps;
  const box = sealer(deps.secret);
  // Consent requests in flight: state -> who asked, for which plan (one process's memory;
  // a restart in the middle only means asking again).
  const consents = new Map<string, { userId: string; planId: string; expiresAt: number }>();
  const krogerRedirect = new URL('/api/stores/kroger/callback', deps.appOrigin).toString();

  function providerFor(store: string): StoreProvider | null {
    if (store === 'walmart') return providers.walmart ?? deps.devStore;
    if (store === 'kroger') return providers.kroger;
    return null;
  }

  function activeLines(plan: ReturnType<typeof generatedPlanOf>): {
    lines: CartLine[];
    missing: { key: string; name: string }[];
  } {
    const lines: CartLine[] = [];
    const missing: { key: string; name: string }[] = [];
    for (const [key, item] of Object.entries(plan?.shopping_list.items ?? {})) {
      if (item.active === 0) continue;
      const quantity = Math.max(1, Math.round(item.quantity_to_buy));
      if (item.storeProductId) {
        lines.push({ key, name: item.name, productId: item.storeProductId, quantity });
      } else {
        missing.push({ key, name: item.name });
      }
    }
    return { lines, missing };
  }

  async function krogerToken(userId: string): Promise<string | null> {
    const [row] = await db.select().from(krogerTokens).where(eq(krogerTokens.userId, userId));
    if (!row) return null;
    const tokens = box.open<{ access: string; refresh?: string }>(row.sealed);
    if (!tokens) return null;
    if (row.expiresAt.getTime() > Date.now() + 30_000) return tokens.access;
    if (!tokens.refresh || !providers.kroger) return null;
    try {
      const fresh = await providers.kroger.token({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh,
      });
      await keepKrogerTokens(
        userId,
        fresh.access_token,
        fresh.refresh_token ?? tokens.refresh,
        fresh.expires_in,
      );
      return fresh.access_token;
    } catch {
      return null;
    }
  }

  async function keepKrogerTokens(
    userId: string,
    access: string,
    refresh: string | undefined,
    expiresIn: number,
  ) {
    const values = {
      userId,
      sealed: box.seal({ access, refresh }),
      expiresAt: new Date(Date.now() + expiresIn * 1000),
    };
    await db
      .insert(krogerTokens)
      .values(values)
      .onConflictDoUpdate({
        target: krogerTokens.userId,
        set: { sealed: values.sealed, expiresAt: values.expiresAt },
      });
  }

  return new Hono<{ Variables: AppVariables }>()
    .get('/stores/setup', (c) =>
      c.json({
        stores: [
          {
            store: 'walmart',
            enabled: true,
            live: providers.walmart !== null,
            development: providers.walmart === null && deps.devStore !== null,
          },
          {
            store: 'kroger',
            enabled: providers.kroger !== null,
            live: providers.kroger !== null,
            development: false,
          },
          {
            store: 'instacart',
            enabled: providers.instacart !== null,
            live: false,
            development: false,
          },
          { store: 'target', enabled: false, live: false, development: false },
        ],
      }),
    )
    .use('/stores/choice', requireUser(deps.auth))
    .use('/stores/kroger/*', requireUser(deps.auth))
    .use('/meal-plans/:id/kroger-cart', requireUser(deps.auth))
    .use('/meal-plans/:id/instacart-link', requireUser(deps.auth))
    .get('/stores/choice', async (c) => {
      const [row] = await db
        .select()
        .from(storeChoices)
        .where(eq(storeChoices.userId, c.get('user').id));
      return c.json({
        choice: row
          ? {
              store: row.store,
              zip: row.zip,
              locationId: row.locationId,
              locationName: row.locationName,
            }
          : null,
      });
    })
    .put('/stores/choice', async (c) => {
      const body = await parseJson(c, storeChoiceRequestSchema);
      if (body.store !== 'walmart' && !providers[body.store]) {
        throw new HttpError(
          400,
          'VALIDATION_ERROR',
          `${body.store === 'kroger' ? 'Kroger' : 'Instacart'} is not set up on this server.`,
          'store',
        );
      }
      const provider = providerFor(body.store);
      // Instacart has no locations here: the person picks a store on Instacart's page.
      let nearest = null;
      if (provider) {
        const locations = await provider.findLocations(body.zip).catch((error: unknown) => {
          throw storeFailure(body.store, `finding stores near ${body.zip}`, error);
        });
        nearest = locations[0] ?? null;
        if (!nearest) {
          throw new HttpError(
            400,
            'VALIDATION_ERROR',
            `No ${storeLabel(body.store)} store was found near ${body.zip}. Please check the ZIP code or choose another store.`,
            'zip',
          );
        }
      }
      const values = {
        userId: c.get('user').id,
        store: body.store,
        zip: body.zip,
        locationId: nearest?.id ?? null,
        locationName: nearest?.name ?? null,
      };
      await db
        .insert(storeChoices)
        .values(values)
        .onConflictDoUpdate({
          target: storeChoices.userId,
          set: {
            store: values.store,
            zip: values.zip,
            locationId: values.locationId,
            locationName: values.locationName,
          },
        });
      const { userId: _userId, ...choice } = values;
      return c.json({ choice });
    })
    .get('/stores/kroger/connect', async (c) => {
      const planId = c.req.query('planId') ?? '';
      await deps.service.ownPlan(c.get('user'), planId);
      if (!providers.kroger)
        throw new HttpError(404, 'NOT_FOUND', 'Kroger is not set up on this server.');
      const state = randomBytes(24).toString('base64url');
      const now = Date.now();
      for (const [k, v] of consents) if (v.expiresAt < now) consents.delete(k);
      consents.set(state, { userId: c.get('user').id, planId, expiresAt: now + CONSENT_TTL_MS });
      return c.redirect(providers.kroger.authorizeUrl(krogerRedirect, state), 302);
    })
    .get('/stores/kroger/callback', async (c) => {
      if (!providers.kroger)
        throw new HttpError(404, 'NOT_FOUND', 'Kroger is not set up on this server.');
      const state = c.req.query('state') ?? '';
      const pending = consents.get(state);
      if (!pending || pending.expiresAt < Date.now() || pending.userId !== c.get('user').id) {
        throw new HttpError(
          400,
          'INVALID_STATE',
          'This Kroger sign-in link has expired. Please try again.',
        );
      }
      consents.delete(state);
      const back = new URL(`/meal-plan/${pending.planId}`, deps.appOrigin);
      const code = c.req.query('code');
      if (!code) {
        back.searchParams.set('kroger', 'declined');
        return c.redirect(back.toString(), 302);
      }
      const tokens = await providers.kroger
        .token({ grant_type: 'authorization_code', code, redirect_uri: krogerRedirect })
        .catch(() => null);
      if (!tokens) {
        // The plan page says what happened; a browser redirect is no place for a JSON error.
        back.searchParams.set('kroger', 'failed');
        return c.redirect(back.toString(), 302);
      }
      await keepKrogerTokens(
        pending.userId,
        tokens.access_token,
        tokens.refresh_token,
        tokens.expires_in,
      );
      back.searchParams.set('kroger', 'connected');
      return c.redirect(back.toString(), 302);
    })
    .post('/meal-plans/:id/kroger-cart', async (c) => {
      const row = await deps.service.ownPlan(c.get('user'), c.req.param('id'));
      if (!providers.kroger)
        throw new HttpError(404, 'NOT_FOUND', 'Kroger is not set up on this server.');
      const plan = generatedPlanOf(row);
      if (row.status !== 'completed' || !plan) {
        throw new HttpError(409, 'NOT_READY', 'This meal plan is not ready yet.');
      }
      if (row.settings.store !== 'kroger') {
        throw new HttpError(400, 'VALIDATION_ERROR', 'This meal plan is not for Kroger.');
      }
      const consentNeeded = () =>
        c.json(
          {
            error: {
              code: 'KROGER_CONSENT_NEEDED',
              message: 'Allow PantryPilot to add items to your Kroger cart first.',
            },
            connectUrl: `/api/stores/kroger/connect?planId=${encodeURIComponent(row.id)}`,
          },
          409,
        );
      const token = await krogerToken(row.userId);
      if (!token) return consentNeeded();
      const { lines, missing } = activeLines(plan);
      if (lines.length === 0) {
        throw new HttpError(
          400,
          'VALIDATION_ERROR',
          'No active item has a Kroger product, so nothing can go into your Kroger cart. Search for the items at Kroger instead.',
        );
      }
      try {
        await providers.kroger.addToCart(token, lines);
      } catch (error) {
        if (error instanceof StoreApiError && error.status === 401) {
          // The person withdrew consent or the token went stale: ask again, keep nothing.
          await db.delete(krogerTokens).where(eq(krogerTokens.userId, row.userId));
          return consentNeeded();
        }
        throw storeFailure('kroger', 'adding the items to your Kroger cart', error);
      }
      return c.json({ added: lines.length, missing });
    })
    .post('/meal-plans/:id/instacart-link', async (c) => {
      const row = await deps.service.ownPlan(c.get('user'), c.req.param('id'));
      if (!providers.instacart) {
        throw new HttpError(404, 'NOT_FOUND', 'Instacart is not set up on this server.');
      }
      const plan = generatedPlanOf(row);
      if (row.status !== 'completed' || !plan) {
        throw new HttpError(409, 'NOT_READY', 'This meal plan is not ready yet.');
      }
      const active = Object.values(plan.shopping_list.items).filter((i) => i.active !== 0);
      if (active.length === 0) {
        throw new HttpError(
          400,
          'VALIDATION_ERROR',
          'Every item is removed: there is nothing to shop for.',
        );
      }
      const url = await providers.instacart
        .createLink({
          title: `PantryPilot: ${row.name}`,
          lines: active.map((i) => {
            const quantity = Math.max(1, Math.round(i.quantity_to_buy));
            return { name: i.name, quantity, displayText: `${quantity} × ${i.name}` };
          }),
          linkbackUrl: new URL(`/meal-plan/${row.id}`, deps.appOrigin).toString(),
        })
        .catch((error: unknown) => {
          throw storeFailure('instacart', 'the Instacart shopping list', error);
        });
      return c.json({ url, itemCount: active.length });
    });
}
