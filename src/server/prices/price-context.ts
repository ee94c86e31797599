/**
 * The prices a person's plans, quotes and totals use: their Census region (from the ZIP of
 * their store choice) and their own recorded prices. Every path that prices a plan for a
 * person (generation, quote, swap) reads it here and hands it to pricedCatalogue().
 */
import { eq } from 'drizzle-orm';
import type { PriceContext } from '../../planner/priced-catalogue';
import type { Database } from '../db/client';
import { storeChoices, userProductPrices } from '../db/schema';
import { regionOfZip } from './zip-region';

export async function loadPriceContext(db: Database, userId: string): Promise<PriceContext> {
  const [choice, own] = await Promise.all([
    db
      .select({ zip: storeChoices.zip })
      .from(storeChoices)
      .where(eq(storeChoices.userId, userId))
      .limit(1),
    db
      .select({
        productId: userProductPrices.productId,
        priceCents: userProductPrices.priceCents,
        setOn: userProductPrices.setOn,
      })
      .from(userProductPrices)
      .where(eq(userProductPrices.userId, userId)),
  ]);
  return { region: regionOfZip(choice[0]?.zip), ownPrices: own };
}
