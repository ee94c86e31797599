/**
 * The stores contract (issue 15): which stores this server has set up, a person's store and
 * ZIP code, and how a list says where its prices come from. Shared so the browser refuses a
 * ZIP code with exactly the message the server would.
 */
import { z } from 'zod';
import type { GeneratedPlan, ShoppingItem } from './generated-plan';

export const ZIP_MESSAGE = 'Please enter a 5-digit US ZIP code, like 45202.';

/**
 * A US ZIP code: five digits. The lowest ZIP code in use is 00501 (Holtsville, NY) and the
 * highest 99950 (Ketchikan, AK), so 00000-00500 and 99951-99999 are refused too (issue 29:
 * 99999 was taken); whether a valid-looking ZIP code has a store near it is the
 * store's answer, not this check's.
 */
export const zipSchema = z
  .string({ error: ZIP_MESSAGE })
  .trim()
  .regex(/^\d{5}$/, ZIP_MESSAGE)
  .refine((zip) => Number(zip) >= 501 && Number(zip) <= 99950, ZIP_MESSAGE);

/** The stores a person can choose (Target stays Coming Soon). */
export const CHOOSABLE_STORES = ['walmart', 'kroger', 'instacart'] as const;
export type ChoosableStore = (typeof CHOOSABLE_STORES)[number];

export const storeChoiceRequestSchema = z.object({
  store: z.enum(CHOOSABLE_STORES, { error: 'Please choose Walmart, Kroger or Instacart.' }),
  zip: zipSchema,
});
export type StoreChoiceRequest = z.infer<typeof storeChoiceRequestSchema>;

export const storeChoiceSchema = z.object({
  store: z.string(),
  zip: z.string().nullable(),
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
});
export type StoreChoice = z.infer<typeof storeChoiceSchema>;
export const storeChoiceResponseSchema = z.object({ choice: storeChoiceSchema.nullable() });

// GET /api/stores/setup: in its own module, which a public page loads (decision record 0025).
export { storeSetupSchema, type StoreSetup } from './store-setup';

export function validateZip(zip: string): string | null {
  return zipSchema.safeParse(zip).success ? null : ZIP_MESSAGE;
}

/** Where the live prices of a list came from: "Kroger, Kroger - Fixture Street, prices of 2026-11-23". */
export type LivePrices = NonNullable<GeneratedPlan['livePrices']>;

/** Only for a plan made before plans carried their own price statement. */
export const REFERENCE_PRICES_SENTENCE =
  "Prices are U.S. average reference prices, not today's store prices.";

/**
 * The one sentence every list (page, print, text) says about its prices: live prices and
 * from which store when a store's API priced the items; otherwise the plan's own statement
 * of what its prices are and how old (price-statement.ts: "U.S. average prices as of May 2026
 * (BLS); 31 items are inflation-adjusted estimates; 4 are your own prices.").
 */
export function priceSourceSentence(
  items: readonly Pick<ShoppingItem, 'priceSource'>[],
  livePrices: LivePrices | undefined,
  planNote?: string,
): string {
  const live = items.filter((i) => i.priceSource === 'live').length;
  if (live === 0) return planNote || REFERENCE_PRICES_SENTENCE;
  const where = livePrices?.where || 'the store';
  if (live === items.length) return `Prices are live prices from ${where}.`;
  const counted =
    live === 1
      ? `1 of ${items.length} prices is a live price`
      : `${live} of ${items.length} prices are live prices`;
  const others =
    items.length - live === 1
      ? 'the other is a reference price'
      : 'the others are reference prices';
  return `${counted} from ${where}; ${others}.`;
}
