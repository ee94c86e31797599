/**
 * Plan prices of spec section 9, in integer cents. Display only for now: when billing
 * lands these belong in src/shared next to the server's price ids, and this file goes.
 */
export const PRO_MONTHLY_CENTS = 1099;
export const PRO_YEARLY_CENTS = 9900;
/** $131.88 for twelve months minus $99 for the year: the spec's "Save $32.88". */
export const YEARLY_SAVING_CENTS = PRO_MONTHLY_CENTS * 12 - PRO_YEARLY_CENTS;

export type PriceInterval = 'month' | 'year';

/** "$10.99", "$99", "$0": whole dollars drop the cents, as prices are usually written. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}
