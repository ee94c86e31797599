/**
 * The store cart of a plan's active items (spec section 7, "Store cart links").
 * INTERIM: the planner's buildCartLink (issue 4) replaces the body of this adapter when it
 * lands; until then the spec's two formats are built here. Items without a store product id
 * are left out and reported, never given a made-up id.
 */
import type { GeneratedPlan } from '../../shared/generated-plan';
import type { CartLink } from '../../shared/meal-plan';

export function cartLinkFor(plan: GeneratedPlan, store: string): CartLink {
  const linked: { id: string; quantity: number }[] = [];
  const missing: CartLink['missing'] = [];
  for (const [key, item] of Object.entries(plan.shopping_list.items)) {
    if (item.active === 0) continue;
    const id = item.storeProductId;
    if (!id) {
      missing.push({ key, name: item.name });
      continue;
    }
    linked.push({ id, quantity: Math.max(1, Math.round(item.quantity_to_buy)) });
  }
  let url: string | null = null;
  if (linked.length > 0 && store === 'walmart') {
    url = `https://affil.walmart.com/cart/addToCart?items=${linked.map((l) => `${l.id}_${l.quantity}`).join(',')}`;
  } else if (linked.length > 0 && store === 'target') {
    const items = linked.map((l) => ({ tcin: l.id, quantity: l.quantity }));
    url = `https://www.target.com/co-cart?items=${encodeURIComponent(JSON.stringify(items))}`;
  }
  return { store, url, itemCount: url ? linked.length : 0, missing };
}
