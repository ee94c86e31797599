import { describe, expect, it } from 'vitest';
import type { StoreSetup } from '../../shared/store-choice';
import { storeCopy } from './store-copy';

function setup(on: {
  walmart?: boolean;
  kroger?: boolean;
  instacart?: boolean;
  dev?: boolean;
}): StoreSetup {
  return {
    stores: [
      { store: 'walmart', enabled: true, live: !!on.walmart, development: !!on.dev },
      { store: 'kroger', enabled: !!on.kroger, live: !!on.kroger, development: false },
      { store: 'instacart', enabled: !!on.instacart, live: false, development: false },
      { store: 'target', enabled: false, live: false, development: false },
    ],
  };
}

describe('what the public pages promise about stores', () => {
  it('names the development store, and reference prices, when no store key is set', () => {
    const copy = storeCopy(setup({ dev: true }));
    expect(copy.cartTarget).toBe("the development store's cart page");
    expect(copy.cartText).toContain('No store API key is set on this server yet');
    expect(copy.cartText).not.toMatch(/Walmart|Kroger|Instacart/);
    expect(copy.pricesText).toContain('U.S. average reference prices (BLS and USDA');
  });

  it('promises a cart only at the stores whose keys are set', () => {
    const kroger = storeCopy(setup({ dev: true, kroger: true, instacart: true }));
    expect(kroger.cartTarget).toBe('your Kroger or Instacart cart');
    expect(kroger.cartText).not.toContain('Walmart');
    expect(kroger.pricesText).toContain("store's own API");
    const all = storeCopy(setup({ walmart: true, kroger: true, instacart: true }));
    expect(all.cartTarget).toBe('your Walmart, Kroger or Instacart cart');
    const instacartOnly = storeCopy(setup({ instacart: true }));
    expect(instacartOnly.pricesText).toContain('reference prices');
  });
});
