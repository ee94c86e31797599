import { CloudOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { ShoppingItem } from '../../../shared/generated-plan';
import { cn } from '../../components/ui/cn';
import { buyCountText, compareNames } from '../../lib/plan-format';
import type { ShoppingListState } from './use-shopping-list';
import { RemoveItemButton } from './remove-item-button';

/** Store aisles in the order a typical supermarket walk meets them; unknown ones go last. */
const AISLE_ORDER: { category: string; label: string }[] = [
  { category: 'produce', label: 'Produce' },
  { category: 'bakery', label: 'Bakery' },
  { category: 'meat', label: 'Meat' },
  { category: 'seafood', label: 'Seafood' },
  { category: 'dairy-eggs', label: 'Dairy & eggs' },
  { category: 'grains-pasta', label: 'Grains & pasta' },
  { category: 'canned-jarred', label: 'Canned & jarred' },
  { category: 'international', label: 'International' },
  { category: 'condiments', label: 'Condiments' },
  { category: 'oils-vinegars', label: 'Oils & vinegars' },
  { category: 'spices', label: 'Spices' },
  { category: 'baking', label: 'Baking' },
  { category: 'nuts-seeds', label: 'Nuts & seeds' },
  { category: 'snacks', label: 'Snacks' },
  { category: 'beverages', label: 'Beverages' },
  { category: 'frozen', label: 'Frozen' },
];
const OTHER = { category: 'other', label: 'Other' };

export function aisleGroups(
  items: Record<string, ShoppingItem>,
  inBasket: Record<string, boolean>,
): { category: string; label: string; entries: [string, ShoppingItem][] }[] {
  const known = new Set(AISLE_ORDER.map((a) => a.category));
  return [...AISLE_ORDER, OTHER]
    .map((aisle) => ({
      ...aisle,
      entries: Object.entries(items)
        .filter(([, item]) => item.active !== 0)
        .filter(([, item]) =>
          aisle === OTHER ? !known.has(item.category ?? '') : item.category === aisle.category,
        )
        // Still to get first, then what is already in the basket; by name within each.
        .sort(
          ([ka, a], [kb, b]) =>
            Number(inBasket[ka] ?? false) - Number(inBasket[kb] ?? false) ||
            compareNames(a.name, b.name),
        ),
    }))
    .filter((g) => g.entries.length > 0);
}

const MODE_KEY = 'pantrypilot:in-store-mode';

/** Whether the list shows in-store mode; remembered on this device across reloads. */
export function useInStoreMode(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return window.localStorage.getItem(MODE_KEY) === '1';
    } catch {
      return false;
    }
  });
  return [
    on,
    (next) => {
      setOn(next);
      try {
        window.localStorage.setItem(MODE_KEY, next ? '1' : '0');
      } catch {
        // The mode still changes for this visit.
      }
    },
  ];
}

/**
 * In-store mode (issue 17): the items to buy by store aisle, each ticked as it goes into the
 * basket. Ticks are not removals: a ticked item still counts in the total and the cart.
 */
export function InStoreList({ list }: { list: ShoppingListState }) {
  const { items, inBasket, setInBasket, setActive, pendingKeys, waitingForNetwork } = list;
  const groups = aisleGroups(items, inBasket);
  const active = Object.entries(items).filter(([, i]) => i.active !== 0);
  const ticked = active.filter(([k]) => inBasket[k]).length;
  return (
    <div className="mt-5" data-testid="in-store-list">
      <p className="text-sm font-semibold" aria-live="polite" data-testid="basket-count">
        In the basket: {ticked} of {active.length}
      </p>
      {pendingKeys.size > 0 && (
        <p
          className="mt-2 flex items-start gap-2 rounded-xl bg-surface-muted p-3 text-sm"
          data-testid="pending-changes"
          aria-live="polite"
        >
          {waitingForNetwork ? (
            <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <RefreshCw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          {waitingForNetwork
            ? `Offline: ${pendingKeys.size === 1 ? '1 change is' : `${pendingKeys.size} changes are`} saved on this phone and will be sent when you are back online.`
            : 'Sending your changes...'}
        </p>
      )}
      {groups.map((group) => (
        <section key={group.category} className="mt-4" aria-label={group.label}>
          <h3 className="text-xs font-bold uppercase tracking-wide text-fg-muted">{group.label}</h3>
          <ul className="mt-1 divide-y divide-line">
            {group.entries.map(([key, item]) => {
              const done = inBasket[key] ?? false;
              const id = `in-basket-${key}`;
              return (
                <li key={key} className="flex items-center gap-3 py-2" data-item-key={key}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={done}
                    onChange={(e) => setInBasket(key, e.target.checked)}
                    className="size-6 shrink-0 accent-[var(--primary)]"
                  />
                  <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
                    <span
                      className={cn(
                        'block font-semibold leading-snug break-words',
                        done && 'text-fg-muted line-through decoration-1',
                      )}
                    >
                      {item.name}
                    </span>
                    <span className="block text-xs text-fg-muted">
                      {buyCountText(item)}
                      {pendingKeys.has(key) && (
                        <span className="ml-2 font-semibold text-primary" data-testid="pending">
                          Pending
                        </span>
                      )}
                    </span>
                  </label>
                  <RemoveItemButton name={item.name} onRemove={() => setActive(key, 0)} />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
