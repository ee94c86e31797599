import { describe, expect, it } from 'vitest';
import type { ShoppingItem } from '../shared/generated-plan';
import { buildCartLink } from './cart-link';

const item = (over: Partial<ShoppingItem>): ShoppingItem => ({
  id: 'rice-2-lb',
  name: 'Rice, 2 lb',
  imageUrl: null,
  price: 2.5,
  quantity_to_buy: 1,
  active: 1,
  productId: 'rice-2-lb',
  storeProductId: null,
  ...over,
});

describe('buildCartLink', () => {
  const items = {
    rice: item({ id: '10450114', storeProductId: '10450114', quantity_to_buy: 2 }),
    beans: item({ id: '44390948', storeProductId: '44390948', quantity_to_buy: 0.4 }),
    onion: item({ name: 'Yellow onions, 3 lb bag' }),
    gone: item({ id: '999', storeProductId: '999', active: 0 }),
  };

  it('builds the Walmart link from active items as id_quantity pairs, quantity rounded, at least 1', () => {
    const cart = buildCartLink('walmart', items);
    expect(cart.url).toBe('https://affil.walmart.com/cart/addToCart?items=10450114_2,44390948_1');
    expect(cart.linked).toHaveLength(2);
  });

  it('leaves out and reports items without a store product id, never inventing one', () => {
    const cart = buildCartLink('walmart', items);
    expect(cart.missing).toEqual([{ key: 'onion', name: 'Yellow onions, 3 lb bag' }]);
    expect(cart.url).not.toContain('rice-2-lb');
  });

  it('builds the Target link with a JSON list of {tcin, quantity} in the query', () => {
    const cart = buildCartLink('target', items);
    const url = new URL(cart.url!);
    expect(url.origin + url.pathname).toBe('https://www.target.com/co-cart');
    expect(JSON.parse(url.searchParams.get('items')!)).toEqual([
      { tcin: '10450114', quantity: 2 },
      { tcin: '44390948', quantity: 1 },
    ]);
  });

  it('gives no link for another store, or when nothing has a store id', () => {
    expect(buildCartLink('costco', items).url).toBeNull();
    const none = buildCartLink('walmart', { onion: items.onion });
    expect(none.url).toBeNull();
    expect(none.missing).toHaveLength(1);
  });

  it('does not treat a catalogue product id as a store id on items without the field', () => {
    const old = {
      a: { ...item({}), storeProductId: undefined },
      b: { ...item({ id: '123' }), storeProductId: undefined },
    };
    const cart = buildCartLink('walmart', old);
    expect(cart.url).toBe('https://affil.walmart.com/cart/addToCart?items=123_1');
    expect(cart.missing).toEqual([{ key: 'a', name: 'Rice, 2 lb' }]);
  });
});
