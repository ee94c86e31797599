import { describe, expect, it } from 'vitest';
import type { GeneratedPlan, ShoppingItem } from '../../shared/generated-plan';
import { shoppingListText } from './plan-exports';

function item(name: string, priceSource: ShoppingItem['priceSource']): ShoppingItem {
  return { id: name, name, imageUrl: null, price: 2.5, quantity_to_buy: 2, active: 1, priceSource };
}

function plan(items: ShoppingItem[], extra: Partial<GeneratedPlan> = {}): GeneratedPlan {
  return {
    recipes: [],
    shopping_list: { items: Object.fromEntries(items.map((i) => [i.name, i])) },
    ...extra,
  };
}

const text = (p: GeneratedPlan, storeName = 'Walmart') =>
  shoppingListText({ planName: 'Week', storeName, plan: p, link: 'http://localhost/meal-plan/1' });

describe('the plain-text shopping list says where its prices come from', () => {
  it('says reference prices when no store priced the list', () => {
    expect(text(plan([item('Rice', 'reference'), item('Beans', undefined)]))).toContain(
      "Prices are U.S. average reference prices, not today's store prices.",
    );
  });

  it('says live prices, and from which store, when a store priced the list', () => {
    const where = 'Kroger, Kroger - Fixture Street, prices of 2026-11-23';
    const live = text(
      plan([item('Rice', 'live'), item('Beans', 'live')], {
        livePrices: { store: 'kroger', where },
      }),
      'Kroger',
    );
    expect(live).toContain(`Prices are live prices from ${where}.`);
    expect(live).not.toContain('reference prices');
    expect(live.split('\n')[1]).toBe('Kroger, 2 items, Total: $10.00');
  });
});
