/**
 * The sentence every plan carries about its prices (page, CLI, JSON, exports): what they
 * are, how old, the region they were adjusted for, and how many of the plan's items are
 * inflation-adjusted estimates or the person's own prices (issue 31), e.g.
 * "U.S. average prices as of May 2026 (BLS); 31 items are inflation-adjusted estimates;
 * 4 are your own prices."
 */
import type { PlannerCatalogue } from './catalogue';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-05" -> "May 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? ''} ${year}`.trim();
}

export function priceStatement(
  catalogue: PlannerCatalogue,
  items: readonly { productId?: string }[],
): string {
  const { priceDate, region, regionPriceLevels } = catalogue.pricing;
  if (!priceDate) return catalogue.priceNote;
  let estimates = 0;
  let own = 0;
  for (const item of items) {
    const index = item.productId ? catalogue.productIndexById.get(item.productId) : undefined;
    const cp = index === undefined ? undefined : catalogue.products[index];
    if (!cp) continue;
    if (cp.origin === 'own') own++;
    else if (cp.product.priceSource.kind !== 'bls') estimates++;
  }
  const label = region ? regionPriceLevels?.[region]?.label : undefined;
  const parts = [
    label
      ? `Prices adjusted for the ${label} from U.S. average prices as of ${monthLabel(priceDate)} (BLS)`
      : `U.S. average prices as of ${monthLabel(priceDate)} (BLS)`,
  ];
  if (estimates > 0) {
    parts.push(
      estimates === 1
        ? '1 item is an inflation-adjusted estimate'
        : `${estimates} items are inflation-adjusted estimates`,
    );
  }
  if (own > 0) parts.push(own === 1 ? '1 is your own price' : `${own} are your own prices`);
  return `${parts.join('; ')}.`;
}
