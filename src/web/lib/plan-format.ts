/**
 * How plans read on screen (spec section 2, "Dashboard" and "Meal plan view"): durations as
 * "1 day" / "N days", budgets with a $ prefix, elapsed time as "Xm Ys", store names, hosts
 * and search links. Shared by the dashboard, the wizard and the plan page.
 */
import { formatBudgetDollars } from '../../shared/budget-rules';
import { MEAL_LABELS, type Meal } from '../../shared/options';

export function formatDuration(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** The duration select's labels: 7 days reads "1 week" (spec section 6). */
export function durationOptionLabel(days: number): string {
  return days === 7 ? '1 week' : formatDuration(days);
}

export function formatBudget(dollars: number): string {
  return formatBudgetDollars(dollars);
}

/** "Xm Ys" (spec section 2). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 60)}m ${total % 60}s`;
}

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * "Nov 25, 2026", in the person's time zone. Written by hand, in the app's US English, rather
 * than with `toLocaleDateString`: the first Intl date formatter a page builds loads the
 * locale's calendar data, which took 170 ms of the main thread on this machine (several
 * times that on a phone) before the dashboard or a plan could show (issue 14).
 */
export function formatCreated(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

export function mealLabel(meal: Meal): string {
  return MEAL_LABELS[meal];
}

export function mealsSummary(meals: readonly Meal[]): string {
  return meals.map(mealLabel).join(', ');
}

const STORE_NAMES: Record<string, string> = {
  walmart: 'Walmart',
  target: 'Target',
  kroger: 'Kroger',
  instacart: 'Instacart',
};
const STORE_HOSTS: Record<string, string> = {
  walmart: 'walmart.com',
  target: 'target.com',
  kroger: 'kroger.com',
  instacart: 'instacart.com',
};

export function storeName(store: string): string {
  return STORE_NAMES[store] ?? store;
}

/** The "{host}" of "Buy N items on {host}". */
export function storeHost(store: string, cartUrl: string | null): string {
  const known = STORE_HOSTS[store];
  if (known) return known;
  if (cartUrl) {
    try {
      return new URL(cartUrl).host.replace(/^www\./, '');
    } catch {
      // Fall through to the store's own name.
    }
  }
  return storeName(store);
}

/** A store search for an item that has no store product id (so it cannot go into a cart). */
export function storeSearchUrl(store: string, query: string): string {
  const q = encodeURIComponent(query);
  if (store === 'target') return `https://www.target.com/s?searchTerm=${q}`;
  if (store === 'kroger') return `https://www.kroger.com/search?query=${q}`;
  if (store === 'instacart') return `https://www.instacart.com/store/s?k=${q}`;
  return `https://www.walmart.com/search?q=${q}`;
}

/**
 * Alphabetical order of item names, ignoring case. Not `localeCompare`: without a collator
 * each call builds one, and sorting a week's shopping list that way was tens of milliseconds
 * of the plan page's first render on a phone (issue 14). The names are the app's US English.
 */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Produce sold loose, one at a time: "Yellow onion, each", "Sweet corn, 1 ear", "Romaine, 1 head". */
const LOOSE = /,\s*(each|whole|1 (ear|head|bunch|stalk))$/i;

/**
 * How many of a shopping line to take, in the in-store list (issue 29): "11 packages" read
 * oddly for loose onions; those are "11 loose".
 */
export function buyCountText(item: { name: string; quantity_to_buy: number }): string {
  const n = item.quantity_to_buy;
  if (LOOSE.test(item.name.trim())) return `${n} loose`;
  return `${n} ${n === 1 ? 'package' : 'packages'}`;
}
