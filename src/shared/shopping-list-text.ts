/**
 * The shopping list as plain text (issues 17 and 29): the server's shopping-list.txt and the
 * web's Copy and Share buttons write the same text, so what a person pastes or sends is what
 * they download.
 */
import { formatCents, itemLineCents, type ShoppingItem } from './generated-plan';
import { priceSourceSentence, type LivePrices } from './store-choice';

/** What the person has done to one item in the store: removed it, or put it in the basket. */
export type ItemTicks = { active: boolean; inBasket: boolean };

/**
 * The list as a person would write it down: what to buy, how many, the line and the total.
 * Items removed from the list are left out, items already in the basket are ticked "[x]"
 * (issue 29: the export ignored ticks). `ticks` is keyed by the plan's item key.
 */
export function shoppingListText(options: {
  planName: string;
  storeName: string;
  /** The plan's shopping list items, by item key. */
  items: Readonly<Record<string, ShoppingItem>>;
  livePrices?: LivePrices;
  priceNote?: string;
  link: string;
  ticks?: ReadonlyMap<string, ItemTicks>;
}): string {
  const ticks = options.ticks ?? new Map<string, ItemTicks>();
  const active = Object.entries(options.items)
    .filter(([key, i]) => ticks.get(key)?.active ?? i.active !== 0)
    .map(([key, i]) => ({ ...i, inBasket: ticks.get(key)?.inBasket ?? false }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const total = active.reduce((sum, i) => sum + itemLineCents(i), 0);
  const inBasket = active.filter((i) => i.inBasket).length;
  const lines = [
    `${options.planName}: Shopping List`,
    `${options.storeName}, ${active.length === 1 ? '1 item' : `${active.length} items`}, Total: ${formatCents(total)}`,
    ...(inBasket > 0 ? [`${inBasket} of ${active.length} in the basket`] : []),
    '',
    ...active.map(
      (i) =>
        `${i.inBasket ? '[x]' : '[ ]'} ${i.name} - ${i.quantity_to_buy} x ${formatCents(Math.round(i.price * 100))} = ${formatCents(itemLineCents(i))}`,
    ),
    '',
    priceSourceSentence(active, options.livePrices, options.priceNote),
    // With live prices the sentence names the store; the note then says what the rest are.
    ...(options.priceNote && active.some((i) => i.priceSource === 'live')
      ? [options.priceNote]
      : []),
    options.link,
  ];
  return lines.join('\n') + '\n';
}
