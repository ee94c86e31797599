/**
 * A person's own prices (issue 31): what a product really cost them, saved per product with
 * the day they said so, used by their later plans in place of the reference price.
 */
import { z } from 'zod';

/** One package of groceries above this is a typing slip, not a price. */
export const MAX_OWN_PRICE_CENTS = 50_000;

/** "$4.29", "4.29", "4", 4.29 -> 429 cents; anything else is refused with a message to show. */
export const ownPriceAmountSchema = z.union([z.string(), z.number()]).transform((raw, ctx) => {
  const text = typeof raw === 'number' ? String(raw) : raw.trim().replace(/^\$\s*/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text) || !Number.isFinite(Number(text))) {
    ctx.addIssue({
      code: 'custom',
      message: 'Enter what you paid in dollars and cents, like 4.29.',
    });
    return z.NEVER;
  }
  const cents = Math.round(Number(text) * 100);
  if (cents <= 0) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount above $0.00.' });
    return z.NEVER;
  }
  if (cents > MAX_OWN_PRICE_CENTS) {
    ctx.addIssue({
      code: 'custom',
      message: `Enter at most $${(MAX_OWN_PRICE_CENTS / 100).toFixed(2)} for one package.`,
    });
    return z.NEVER;
  }
  return cents;
});

export const ownPriceRequestSchema = z.object({ price: ownPriceAmountSchema });
export type OwnPriceRequest = z.input<typeof ownPriceRequestSchema>;

export const productIdParamSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'not a product id');

export interface OwnPriceEntry {
  productId: string;
  /** The product's name in the reference catalogue. */
  name: string;
  priceCents: number;
  /** "YYYY-MM-DD". */
  setOn: string;
  /** The reference price it replaces (U.S. average, before any regional adjustment). */
  referencePriceCents: number;
}

export interface OwnPricesResponse {
  prices: OwnPriceEntry[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-26" -> "your price, Nov 2026", as the list marks it. */
export function ownPriceMark(setOn: string): string {
  const [year, month] = setOn.split('-');
  const name = MONTHS[Number(month) - 1];
  return name ? `your price, ${name} ${year}` : 'your price';
}
