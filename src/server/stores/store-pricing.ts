/**
 * Store pricing behind one small interface (ARCHITECTURE: one interface per external
 * service). The planner always prices with the reference catalogue, so the budget check is
 * made on known numbers; a store with a live API then re-prices the finished list: each
 * food is matched to the store's products (product-matching.ts), whose ids, prices, package
 * counts and images replace the reference ones. Each item says whether its price is live.
 */
import {
  shoppingTotalCents,
  type GeneratedPlan,
  type ShoppingItem,
} from '../../shared/generated-plan';
import { formatCents } from '../../shared/generated-plan';
import type { Store } from '../../shared/options';

/** A live store product chosen for one shopping item. */
export interface LiveItemPrice {
  storeProductId: string;
  /** Price of one package, in cents. */
  priceCents: number;
  name: string;
  imageUrl: string | null;
  /** Whole packages of this product that cover what the item needs. */
  packages: number;
  packageGrams: number;
}

export interface StorePricingStatus {
  store: Store;
  pricing: 'live' | 'reference';
  message: string;
}

export interface PricedItems {
  /** By the item's key in the shopping list; an item absent keeps its reference price. */
  prices: Map<string, LiveItemPrice>;
  /** Where and when, as the plan says it: "Walmart, store 1234, today". */
  where: string;
}

export interface StorePricing {
  readonly store: Store;
  status(): StorePricingStatus;
  /**
   * Live products and prices for the list's items at the person's store location. Throws
   * when the store cannot be asked (network, credentials, allowance): the caller keeps the
   * reference prices then and says why.
   */
  priceItems(
    items: Readonly<Record<string, ShoppingItem>>,
    context: { userId?: string },
  ): Promise<PricedItems>;
}

/** The embedded default: the reference catalogue's prices, no network. */
export class ReferencePricing implements StorePricing {
  constructor(
    readonly store: Store,
    private readonly reason: string,
  ) {}

  status(): StorePricingStatus {
    return { store: this.store, pricing: 'reference', message: this.reason };
  }

  async priceItems(): Promise<PricedItems> {
    return { prices: new Map(), where: '' };
  }
}

export interface RepriceResult {
  plan: GeneratedPlan;
  /** Items whose price came from the store. */
  liveItems: number;
  /** Items that kept the reference price. */
  referenceItems: number;
  source: 'live' | 'reference';
  /** Said to the person with the plan (progress details and the plan's notes). */
  note: string;
  /** Why live prices were not used, when they were not. */
  problem: string | null;
}

/**
 * Re-prices a plan's shopping list at the store. Quantities never change (the planner
 * decided them); prices, images and store ids do where the store knows the product.
 */
export async function repricePlan(
  pricing: StorePricing,
  plan: GeneratedPlan,
  context: { userId?: string; now?: Date } = {},
): Promise<RepriceResult> {
  const status = pricing.status();
  const items = Object.entries(plan.shopping_list.items);
  if (status.pricing === 'reference') {
    return {
      plan,
      liveItems: 0,
      referenceItems: items.length,
      source: 'reference',
      note: plan.priceNote ?? status.message,
      problem: status.message,
    };
  }
  let priced: PricedItems;
  try {
    priced =
      items.length > 0
        ? await pricing.priceItems(plan.shopping_list.items, { userId: context.userId })
        : { prices: new Map(), where: storeLabel(pricing.store) };
  } catch (error) {
    const problem = `${storeLabel(pricing.store)} prices could not be fetched (${(error as Error).message}); reference prices are shown.`;
    return {
      plan,
      liveItems: 0,
      referenceItems: items.length,
      source: 'reference',
      note: problem,
      problem,
    };
  }
  let liveItems = 0;
  const repriced: Record<string, ShoppingItem> = {};
  for (const [key, item] of items) {
    const live = priced.prices.get(key);
    if (live && live.priceCents > 0) {
      liveItems++;
      repriced[key] = {
        ...item,
        id: live.storeProductId,
        storeProductId: live.storeProductId,
        name: live.name,
        price: live.priceCents / 100,
        quantity_to_buy: live.packages,
        packageGrams: live.packageGrams,
        imageUrl: live.imageUrl ?? item.imageUrl,
        priceSource: 'live',
      };
    } else {
      // No store product: the reference price (or the person's own) stays, and no store id
      // is made up for it.
      repriced[key] = { ...item, priceSource: item.priceSource === 'own' ? 'own' : 'reference' };
    }
  }
  const shoppingList = { items: repriced };
  const costCents = shoppingTotalCents(shoppingList);
  const note =
    `${liveItems} of ${items.length} items priced live (${priced.where}); ` +
    `the others at reference prices${plan.priceNote ? ` (${plan.priceNote.replace(/\.$/, '')})` : ''}.`;
  const notes = [...(plan.notes ?? [])];
  const budgetCents = plan.budget?.budgetCents;
  if (budgetCents !== undefined && costCents > budgetCents) {
    notes.push(
      `At today's ${storeLabel(pricing.store)} prices this list costs ${formatCents(costCents)}, ` +
        `${formatCents(costCents - budgetCents)} over your budget; remove items you already have to save.`,
    );
  }
  const slots = plan.recipes.length * (plan.servings ?? 1);
  return {
    plan: {
      ...plan,
      shopping_list: shoppingList,
      ...(plan.totals
        ? {
            totals: {
              ...plan.totals,
              costCents,
              costPerServingCents: slots > 0 ? Math.round(costCents / slots) : 0,
            },
          }
        : {}),
      ...(plan.budget
        ? { budget: { ...plan.budget, overBudgetCents: Math.max(0, costCents - budgetCents!) } }
        : {}),
      priceNote: note,
      // Every list (page, print, text) names the store its live prices came from.
      ...(liveItems > 0 ? { livePrices: { store: pricing.store, where: priced.where } } : {}),
      notes,
    },
    liveItems,
    referenceItems: items.length - liveItems,
    source: liveItems > 0 ? 'live' : 'reference',
    note,
    problem: null,
  };
}

/** A Map: a stored or sent store name such as "constructor" is simply not a store. */
const STORE_LABELS = new Map<string, string>([
  ['walmart', 'Walmart'],
  ['target', 'Target'],
  ['kroger', 'Kroger'],
  ['instacart', 'Instacart'],
]);

export function storeLabel(store: Store | string): string {
  return STORE_LABELS.get(store) ?? 'Walmart';
}
