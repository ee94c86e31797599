/**
 * Store pricing behind one small interface (ARCHITECTURE: one interface per external
 * service). The planner always prices with the reference catalogue, so the budget check is
 * made on known numbers; a store with a live API then re-prices the finished list, its own
 * product ids, prices and images replacing the reference ones where it knows the product.
 */
import {
  shoppingTotalCents,
  type GeneratedPlan,
  type ShoppingItem,
} from '../../shared/generated-plan';
import { formatCents } from '../../shared/generated-plan';
import type { Store } from '../../shared/options';

/** What a store's API says about one of its products. */
export interface LiveProduct {
  storeProductId: string;
  priceCents: number;
  name?: string;
  imageUrl?: string | null;
  available?: boolean;
}

export interface StorePricingStatus {
  store: Store;
  pricing: 'live' | 'reference';
  message: string;
}

export interface StorePricing {
  readonly store: Store;
  status(): StorePricingStatus;
  /**
   * Live facts for the given store product ids. Ids the store does not know are absent from
   * the map. Throws when the store cannot be asked (network, credentials): the caller keeps
   * the reference prices then.
   */
  lookup(storeProductIds: readonly string[]): Promise<Map<string, LiveProduct>>;
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

  async lookup(): Promise<Map<string, LiveProduct>> {
    return new Map();
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
  now = new Date(),
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
  const ids = [
    ...new Set(items.map(([, i]) => i.storeProductId).filter((id): id is string => !!id)),
  ];
  let live: Map<string, LiveProduct>;
  try {
    live = ids.length > 0 ? await pricing.lookup(ids) : new Map();
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
    const product = item.storeProductId ? live.get(item.storeProductId) : undefined;
    if (product && product.available !== false && product.priceCents > 0) {
      liveItems++;
      repriced[key] = {
        ...item,
        id: product.storeProductId,
        storeProductId: product.storeProductId,
        price: product.priceCents / 100,
        imageUrl: product.imageUrl ?? item.imageUrl,
      };
    } else {
      repriced[key] = item;
    }
  }
  const shoppingList = { items: repriced };
  const costCents = shoppingTotalCents(shoppingList);
  const when = now.toISOString().slice(0, 16).replace('T', ' ');
  const note =
    `${liveItems} of ${items.length} items priced live at ${storeLabel(pricing.store)} on ${when} UTC; ` +
    'the others at reference prices.';
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
      notes,
    },
    liveItems,
    referenceItems: items.length - liveItems,
    source: liveItems > 0 ? 'live' : 'reference',
    note,
    problem: null,
  };
}

export function storeLabel(store: Store | string): string {
  return store === 'target' ? 'Target' : 'Walmart';
}
