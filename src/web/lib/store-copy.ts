/**
 * What the public pages may promise about stores (issue 15: copy says only what works in the
 * running configuration). Built from GET /api/stores/setup: a real cart is promised only for a
 * store whose API key is set; without any, the development store is named as what it is.
 */
import type { StoreSetup } from '../../shared/store-choice';
import { useStoreSetup } from './store-setup';

export interface StoreCopy {
  /** "your Walmart or Kroger cart", "the development store's cart page". */
  cartTarget: string;
  cartTitle: string;
  cartText: string;
  pricesText: string;
}

const REFERENCE_PRICES_TEXT =
  'Estimates use U.S. average reference prices (BLS and USDA, dated on every plan). Store prices change, so your checkout total may differ.';

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

export function storeCopy(setup: StoreSetup | undefined): StoreCopy {
  if (!setup) {
    return {
      cartTarget: "your store's cart",
      cartTitle: 'From list to cart',
      cartText: "Send the list to your store's cart in a new tab.",
      pricesText: REFERENCE_PRICES_TEXT,
    };
  }
  const of = (store: string) => setup.stores.find((s) => s.store === store);
  const sentences: string[] = [];
  const names: string[] = [];
  if (of('walmart')?.live) {
    names.push('Walmart');
    sentences.push(
      'Walmart opens in a new tab with the items matched to its products in your cart.',
    );
  }
  if (of('kroger')?.enabled) {
    names.push('Kroger');
    sentences.push('Kroger adds the list to your own Kroger cart once you allow it.');
  }
  if (of('instacart')?.enabled) {
    names.push('Instacart');
    sentences.push('Instacart opens your list on its own page, where you pick the store.');
  }
  const live = [of('walmart'), of('kroger')].filter((s) => s?.live).length > 0;
  const pricesText = live
    ? `Prices come from the store's own API at your nearest store where it is set up, and from U.S. average reference prices otherwise.`
    : REFERENCE_PRICES_TEXT;
  if (names.length === 0) {
    return {
      cartTarget: "the development store's cart page",
      cartTitle: 'A cart in one click',
      cartText:
        'No store API key is set on this server yet, so the Buy button opens a development store: a local cart page listing your items, where no order is placed.',
      pricesText,
    };
  }
  return {
    cartTarget: `your ${joinNames(names)} cart`,
    cartTitle: `Send it to ${joinNames(names)}`,
    cartText: `${sentences.join(' ')} Target is coming soon.`,
    pricesText,
  };
}

export function useStoreCopy(): StoreCopy {
  return storeCopy(useStoreSetup().data);
}
