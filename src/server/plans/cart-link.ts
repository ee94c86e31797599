/**
 * The store cart of a plan's active items (spec section 7, "Store cart links"), built by the
 * planner's buildCartLink: only real store product ids go into the link; the rest are
 * reported so the page can list them instead of filling the cart with something else.
 */
import { buildCartLink } from '../../planner/cart-link';
import type { GeneratedPlan } from '../../shared/generated-plan';
import type { CartLink } from '../../shared/meal-plan';

export function cartLinkFor(plan: GeneratedPlan, store: string): CartLink {
  const cart = buildCartLink(store, plan.shopping_list.items);
  return { store: cart.store, url: cart.url, itemCount: cart.linked.length, missing: cart.missing };
}
