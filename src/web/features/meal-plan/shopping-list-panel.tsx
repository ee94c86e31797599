import { ChevronDown, Plus, Printer } from 'lucide-react';
import { memo, useCallback } from 'react';
import { createPortal } from 'react-dom';
import {
  formatCents,
  itemLineCents,
  shoppingTotalCents,
  type ShoppingItem,
} from '../../../shared/generated-plan';
import type { MealPlanDetail } from '../../../shared/meal-plan';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { priceSourceSentence, type LivePrices } from '../../../shared/store-choice';
import { compareNames, storeName } from '../../lib/plan-format';
import { ownPriceMark } from '../../../shared/own-prices';
import { ItemPicture } from './category-illustration';
import { OwnPriceForm } from './own-price-form';
import { InStoreList, useInStoreMode } from './in-store-list';
import { PlanExportLinks } from './plan-export-links';
import { ListTextActions } from './list-text-actions';
import { SearchLink, StoreCartActions } from './store-cart-actions';
import { Switch } from '../../components/ui/switch';
import './meal-plan-print.css';
import { printSheet, usePrintSheet } from './print-sheet';
import type { ShoppingItems, ShoppingListState } from './use-shopping-list';
import { RemoveItemButton } from './remove-item-button';
import { useMediaQuery } from '../../lib/use-media-query';
import { useDrawnCount } from '../../lib/use-drawn-count';

function itemCountText(n: number): string {
  return n === 1 ? '1 item' : `${n} items`;
}

function sortedEntries(items: ShoppingItems): [string, ShoppingItem][] {
  return Object.entries(items).sort(([, a], [, b]) => compareNames(a.name, b.name));
}

export interface ShoppingListPanelProps {
  plan: MealPlanDetail;
  /** The page's one copy of the list (see useShoppingList), shared with the header. */
  list: ShoppingListState;
  priceNote: string | undefined;
  /** Which store priced items live, when one did. */
  livePrices?: LivePrices;
  /**
   * Only the first rows for the page's first paint; once it is false the rest follow,
   * ROWS_PER_TASK to a task (see PlanView and useDrawnCount).
   */
  firstRowsOnly?: boolean;
}

/**
 * The cart buttons and export links read the plan and the cart, not the items: ticking an
 * item or the page's first-paint switch need not rebuild them.
 */
const StableCartActions = memo(StoreCartActions);
const StableExportLinks = memo(PlanExportLinks);

/**
 * Rows shown in the first paint, and added in each following task (useDrawnCount). The list
 * starts below the first screen on a phone and a laptop, so the first paint needs few. Three
 * to a task, not five: each slice is a React commit and a layout, and on a busy phone a slice
 * of five took long enough to block input (decision record 0013, fourth session).
 */
const FIRST_ROWS = 3;
const ROWS_PER_TASK = 3;

/**
 * The Shopping List panel (spec section 2): active items with remove buttons, the total, the
 * collapsed "Removed Items (N)", and the store cart button.
 */
export function ShoppingListPanel({
  plan,
  list,
  priceNote,
  livePrices,
  firstRowsOnly = false,
}: ShoppingListPanelProps) {
  const { items, cart, saving, totalCents, setActive } = list;
  const [inStore, setInStore] = useInStoreMode();
  // The list is the page's sheet unless a meal's print button asked for another (issue 29).
  const printing = usePrintSheet()?.kind === 'list';
  const entries = sortedEntries(items);
  const active = entries.filter(([, item]) => item.active !== 0);
  const removed = entries.filter(([, item]) => item.active === 0);
  const store = plan.store;

  // One function for every row's remove button, so a row redraws only when its own item does.
  const removeItem = useCallback((key: string) => setActive(key, 0), [setActive]);

  return (
    <section
      aria-labelledby="shopping-list-title"
      className="drawn-when-near rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      data-testid="shopping-list"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="shopping-list-title" className="text-xl font-bold tracking-tight">
          Shopping List
        </h2>
        <p className="text-sm font-semibold" aria-live="polite">
          {saving ? (
            <span className="text-fg-muted">Saving...</span>
          ) : (
            <span data-testid="shopping-total">
              Total: {formatCents(totalCents)} ({itemCountText(active.length)})
            </span>
          )}
        </p>
      </div>
      <PriceNote note={priceNote} items={items} livePrices={livePrices} />

      <div className="mt-4 space-y-3">
        <StableCartActions plan={plan} cart={cart} saving={saving} />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => printSheet({ kind: 'list' })}
          className="print:hidden"
        >
          <Printer aria-hidden="true" className="size-4" />
          Print shopping list
        </Button>
        <StableExportLinks planId={plan.id} />
        <div className="flex flex-wrap gap-2 print:hidden" data-testid="list-text-actions">
          <ListTextActions
            planId={plan.id}
            planName={plan.name}
            store={store}
            items={items}
            inBasket={list.inBasket}
            priceNote={priceNote}
            livePrices={livePrices}
          />
        </div>
      </div>

      <div className="mt-4 flex items-center justify-between gap-3 print:hidden">
        <label htmlFor="in-store-mode" className="text-sm font-semibold">
          In-store mode
          <span className="block text-xs font-normal text-fg-muted">
            Tick items as they go in the basket, by aisle; works with no signal.
          </span>
        </label>
        <Switch id="in-store-mode" checked={inStore} onCheckedChange={setInStore} />
      </div>
      {inStore ? (
        <InStoreList list={list} />
      ) : active.length === 0 ? (
        <p className="mt-5 rounded-xl bg-surface-muted p-4 text-sm text-fg-muted">
          Every item is removed. Add items back below.
        </p>
      ) : (
        <ActiveRows
          active={active}
          missing={cart?.missing}
          store={store}
          firstRowsOnly={firstRowsOnly}
          onRemove={removeItem}
        />
      )}

      {removed.length > 0 && (
        <details
          className="group mt-4 rounded-2xl border border-line bg-surface-muted/60"
          data-testid="removed-items"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-2xl px-4 font-semibold [&::-webkit-details-marker]:hidden">
            Removed Items ({removed.length})
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform group-open:rotate-180"
            />
          </summary>
          <ul className="divide-y divide-line px-4 pb-2">
            {removed.map(([key, item]) => (
              <li key={key} className="flex items-center gap-3 py-2.5" data-item-key={key}>
                <ItemPicture
                  imageUrl={item.imageUrl}
                  category={item.category}
                  className="size-10 opacity-70"
                />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold text-fg-muted line-through decoration-1">
                    {item.name}
                  </p>
                  <p className="text-xs text-fg-muted">
                    Quantity: {item.quantity_to_buy} × {formatCents(Math.round(item.price * 100))}
                  </p>
                </div>
                <button
                  type="button"
                  title="Add back to shopping list"
                  aria-label={`Add ${item.name} back to shopping list`}
                  onClick={() => setActive(key, 1)}
                  className={cn(
                    'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-herb-soft hover:text-herb',
                  )}
                >
                  <Plus aria-hidden="true" className="size-5" />
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {printing && (
        <PrintableShoppingList
          planName={plan.name}
          store={store}
          items={items}
          priceNote={priceNote}
          livePrices={livePrices}
        />
      )}
    </section>
  );
}

/**
 * The items to buy, drawn a slice a task as the page opens (useDrawnCount). The count lives
 * here, not in the panel, so that each slice redraws this list alone: in the panel it redrew
 * the heading, the cart buttons and the switch (some fifty elements) six times per load.
 */
function ActiveRows({
  active,
  missing,
  store,
  firstRowsOnly,
  onRemove,
}: {
  active: [string, ShoppingItem][];
  /** Items the store's cart could not add: their rows link to a search at the store. */
  missing: readonly { key: string }[] | undefined;
  store: string;
  firstRowsOnly: boolean;
  onRemove: (key: string) => void;
}) {
  const wide = useMediaQuery(SM_AND_UP);
  const missingKeys = new Set((missing ?? []).map((m) => m.key));
  const rowsDrawn = useDrawnCount(active.length, FIRST_ROWS, ROWS_PER_TASK, !firstRowsOnly);
  return (
    <ul
      className="mt-5 divide-y divide-line"
      aria-label="Items to buy"
      aria-busy={rowsDrawn < active.length}
    >
      {active.slice(0, rowsDrawn).map(([key, item]) => (
        <ShoppingRow
          key={key}
          itemKey={key}
          name={item.name}
          quantity={item.quantity_to_buy}
          unitCents={Math.round(item.price * 100)}
          lineCents={itemLineCents(item)}
          why={item.why}
          imageUrl={item.imageUrl}
          category={item.category}
          productId={item.productId}
          priceSource={item.priceSource}
          ownPriceSetOn={item.ownPriceSetOn}
          wide={wide}
          searchStore={missingKeys.has(key) ? store : null}
          onRemove={onRemove}
        />
      ))}
    </ul>
  );
}

interface ShoppingRowProps {
  itemKey: string;
  name: string;
  quantity: ShoppingItem['quantity_to_buy'];
  unitCents: number;
  lineCents: number;
  why: string | undefined;
  imageUrl: string | null;
  category: ShoppingItem['category'];
  /** The catalogue product, for "I paid ..." (issue 31); absent on old plans. */
  productId: string | undefined;
  priceSource: ShoppingItem['priceSource'];
  ownPriceSetOn: string | undefined;
  wide: boolean;
  /** The store to search for the item when its cart could not add it. */
  searchStore: string | null;
  onRemove: (key: string) => void;
}

/**
 * One item to buy. Its props are the item's own figures, so ticking or removing another item
 * (or a synced change) does not redraw the other fifty rows of a week's list.
 */
const ShoppingRow = memo(function ShoppingRow({
  itemKey,
  name,
  quantity,
  unitCents,
  lineCents,
  why,
  imageUrl,
  category,
  productId,
  priceSource,
  ownPriceSetOn,
  wide,
  searchStore,
  onRemove,
}: ShoppingRowProps) {
  return (
    <li className="drawn-when-near-row flex items-center gap-3 py-3" data-item-key={itemKey}>
      {/* On a phone the picture would squeeze names to three lines; it is decoration,
          so a phone does not build it at all. */}
      {wide && <ItemPicture imageUrl={imageUrl} category={category} />}
      <div className="min-w-0 flex-1">
        <p className="font-semibold leading-snug">{name}</p>
        <p className="text-sm text-fg-muted">
          Quantity: {quantity} × {formatCents(unitCents)}
          {priceSource === 'own' && ownPriceSetOn && (
            <span className="ml-1.5 font-medium text-herb" data-testid="own-price-mark">
              ({ownPriceMark(ownPriceSetOn)})
            </span>
          )}
        </p>
        {why && <p className="mt-0.5 text-xs text-fg-muted">{why}</p>}
        {/* A live store price is the store's own: only reference and own prices are set here. */}
        {productId && priceSource !== 'live' && <OwnPriceForm productId={productId} name={name} />}
        {searchStore !== null && (
          <p className="mt-0.5 text-xs">
            <SearchLink store={searchStore} name={name} short />
          </p>
        )}
      </div>
      <p className="shrink-0 font-semibold tabular-nums">{formatCents(lineCents)}</p>
      <RemoveItemButton name={name} onRemove={() => onRemove(itemKey)} />
    </li>
  );
});

/**
 * Where prices come from, next to every total: today's store prices for items a store's API
 * priced (priceSource "live"); otherwise the plan's own statement of what its reference prices
 * are and how old (and with live prices, that statement under "About these prices").
 */
export function PriceNote({
  note,
  items,
  livePrices,
}: {
  note: string | undefined;
  items: ShoppingItems;
  livePrices?: LivePrices;
}) {
  return (
    <div className="mt-1 text-xs text-fg-muted" data-testid="price-note">
      <p>{priceSourceSentence(Object.values(items), livePrices, note)}</p>
      {note && Object.values(items).some((i) => i.priceSource === 'live') && (
        <details className="mt-0.5">
          <summary className="cursor-pointer font-medium underline underline-offset-2">
            About these prices
          </summary>
          <p className="mt-1">{note}</p>
        </details>
      )}
    </div>
  );
}

/** Tailwind's `sm` breakpoint. */
const SM_AND_UP = '(min-width: 640px)';

/**
 * The print-only shopping list: a plain table with tick boxes, the total and the price note.
 * Hidden on screen; when printing, the page shows only this (see meal-plan-print.css).
 */
function PrintableShoppingList({
  planName,
  store,
  items,
  priceNote,
  livePrices,
}: {
  planName: string;
  store: string;
  items: ShoppingItems;
  priceNote: string | undefined;
  livePrices: LivePrices | undefined;
}) {
  const active = sortedEntries(items).filter(([, i]) => i.active !== 0);
  const total = shoppingTotalCents({ items });
  if (typeof document === 'undefined') return null;
  return createPortal(
    <div className="print-area hidden bg-white text-black print:block" aria-hidden="true">
      <h1 className="text-2xl font-bold">{planName}: Shopping List</h1>
      <p className="mt-1 text-sm">
        {storeName(store)} · {itemCountText(active.length)} · Total: {formatCents(total)}
      </p>
      <table className="mt-4 w-full border-collapse text-sm">
        <thead>
          <tr className="border-b-2 border-black text-left">
            <th className="w-8 py-1" />
            <th className="py-1">Item</th>
            <th className="py-1">Quantity</th>
            <th className="py-1 text-right">Price</th>
            <th className="py-1 text-right">Total</th>
          </tr>
        </thead>
        <tbody>
          {active.map(([key, item]) => (
            <tr key={key} className="border-b border-neutral-400">
              <td className="py-1.5">
                <span className="inline-block size-4 border border-black" />
              </td>
              <td className="py-1.5">{item.name}</td>
              <td className="py-1.5">{item.quantity_to_buy}</td>
              <td className="py-1.5 text-right">{formatCents(Math.round(item.price * 100))}</td>
              <td className="py-1.5 text-right">{formatCents(itemLineCents(item))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4} className="pt-2 text-right font-bold">
              Total
            </td>
            <td className="pt-2 text-right font-bold">{formatCents(total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-4 text-xs">
        {priceSourceSentence(
          active.map(([, i]) => i),
          livePrices,
          priceNote,
        )}
        {priceNote && active.some(([, i]) => i.priceSource === 'live') ? ` ${priceNote}` : ''}
      </p>
    </div>,
    document.body,
  );
}
