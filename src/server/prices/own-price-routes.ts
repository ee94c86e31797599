/**
 * A person's own prices (issue 31), always the session's own rows:
 *   GET    /prices/own              their prices, newest first
 *   PUT    /prices/own/:productId   { price: "4.29" } saves what a package cost them today
 *   DELETE /prices/own/:productId   back to the reference price
 */
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { PlannerCatalogue } from '../../planner/catalogue';
import {
  ownPriceRequestSchema,
  productIdParamSchema,
  type OwnPriceEntry,
  type OwnPricesResponse,
} from '../../shared/own-prices';
import type { Auth } from '../auth/auth';
import { requireUser, type AppVariables } from '../auth/require-user';
import type { Database } from '../db/client';
import { userProductPrices } from '../db/schema';
import { HttpError } from '../http/errors';
import { parseJson, parseParam } from '../http/validate';

/** Today in the server's calendar, "YYYY-MM-DD". */
const today = (now = new Date()) => now.toISOString().slice(0, 10);

export async function listOwnPrices(
  db: Database,
  userId: string,
  catalogue: PlannerCatalogue,
): Promise<OwnPriceEntry[]> {
  const rows = await db
    .select()
    .from(userProductPrices)
    .where(eq(userProductPrices.userId, userId))
    .orderBy(desc(userProductPrices.updatedAt));
  return rows.flatMap((row) => {
    const index = catalogue.productIndexById.get(row.productId);
    const cp = index === undefined ? undefined : catalogue.products[index];
    // A product the catalogue no longer has cannot be priced or shown by name.
    if (!cp) return [];
    return [
      {
        productId: row.productId,
        name: cp.product.name,
        priceCents: row.priceCents,
        setOn: row.setOn,
        referencePriceCents: cp.priceCents,
      },
    ];
  });
}

export function ownPriceRoutes(
  db: Database,
  auth: Auth,
  catalogue: () => Promise<PlannerCatalogue>,
  now: () => Date = () => new Date(),
) {
  const productOf = async (id: string) => {
    const cat = await catalogue();
    if (!cat.productIndexById.has(id)) {
      throw new HttpError(404, 'NOT_FOUND', 'No product with that id in the catalogue');
    }
    return cat;
  };
  return new Hono<{ Variables: AppVariables }>()
    .use('/prices/own', requireUser(auth))
    .use('/prices/own/*', requireUser(auth))
    .get('/prices/own', async (c) =>
      c.json({
        prices: await listOwnPrices(db, c.get('user').id, await catalogue()),
      } satisfies OwnPricesResponse),
    )
    .put('/prices/own/:productId', async (c) => {
      const userId = c.get('user').id;
      const productId = parseParam(c, 'productId', productIdParamSchema);
      const { price } = await parseJson(c, ownPriceRequestSchema);
      const cat = await productOf(productId);
      const setOn = today(now());
      await db
        .insert(userProductPrices)
        .values({ userId, productId, priceCents: price, setOn })
        .onConflictDoUpdate({
          target: [userProductPrices.userId, userProductPrices.productId],
          set: { priceCents: price, setOn, updatedAt: new Date() },
        });
      return c.json({ prices: await listOwnPrices(db, userId, cat) } satisfies OwnPricesResponse);
    })
    .delete('/prices/own/:productId', async (c) => {
      const userId = c.get('user').id;
      const productId = parseParam(c, 'productId', productIdParamSchema);
      const deleted = await db
        .delete(userProductPrices)
        .where(
          and(eq(userProductPrices.userId, userId), eq(userProductPrices.productId, productId)),
        )
        .returning({ productId: userProductPrices.productId });
      if (deleted.length === 0) {
        throw new HttpError(404, 'NOT_FOUND', 'You have no own price for that product');
      }
      return c.json({
        prices: await listOwnPrices(db, userId, await catalogue()),
      } satisfies OwnPricesResponse);
    });
}
