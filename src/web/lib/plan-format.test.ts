import { describe, expect, it } from 'vitest';
import {
  buyCountText,
  compareNames,
  durationOptionLabel,
  formatBudget,
  formatCreated,
  formatDuration,
  formatElapsed,
  storeHost,
  storeSearchUrl,
} from './plan-format';

describe('plan formatting (spec section 2)', () => {
  it('writes durations as "1 day" or "N days", and the 7-day option as "1 week"', () => {
    expect(formatDuration(1)).toBe('1 day');
    expect(formatDuration(3)).toBe('3 days');
    expect(durationOptionLabel(7)).toBe('1 week');
    expect(durationOptionLabel(5)).toBe('5 days');
  });

  it('puts a $ before budgets and shows elapsed time as "Xm Ys"', () => {
    expect(formatBudget(30)).toBe('$30');
    expect(formatBudget(85.5)).toBe('$85.50');
    expect(formatElapsed(0)).toBe('0m 0s');
    expect(formatElapsed(61_999)).toBe('1m 1s');
    expect(formatElapsed(-5)).toBe('0m 0s');
  });

  it('names the store host of "Buy N items on {host}" and searches items without a store id', () => {
    expect(storeHost('walmart', 'https://affil.walmart.com/cart/addToCart?items=1_1')).toBe(
      'walmart.com',
    );
    expect(storeSearchUrl('walmart', 'Garlic, 1 head')).toBe(
      'https://www.walmart.com/search?q=Garlic%2C%201%20head',
    );
    expect(storeSearchUrl('target', 'Eggs')).toBe('https://www.target.com/s?searchTerm=Eggs');
  });
});

describe('formatCreated', () => {
  it('writes a date as US English does, in the local time zone', () => {
    for (const iso of [
      '2026-11-25T12:00:00.000Z',
      '2026-01-01T00:30:00.000Z',
      '2027-06-09T23:59:00Z',
    ]) {
      const expected = new Date(iso).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      });
      expect(formatCreated(iso)).toBe(expected);
    }
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatCreated('not a date')).toBe('');
  });
});

describe('compareNames', () => {
  it('orders names alphabetically whatever their case', () => {
    const names = ['banana', 'Apple', 'cherry tomatoes', 'Cherry', 'apple butter'];
    expect([...names].sort(compareNames)).toEqual([
      'Apple',
      'apple butter',
      'banana',
      'Cherry',
      'cherry tomatoes',
    ]);
    expect(compareNames('Milk', 'milk')).toBe(0);
  });
});

describe('buyCountText (issue 29)', () => {
  it('counts loose produce as loose, and packages as packages', () => {
    expect(buyCountText({ name: 'Yellow onion, each', quantity_to_buy: 11 })).toBe('11 loose');
    expect(buyCountText({ name: 'Sweet corn, 1 ear', quantity_to_buy: 4 })).toBe('4 loose');
    expect(buyCountText({ name: 'Yellow onions, 3 lb bag', quantity_to_buy: 1 })).toBe('1 package');
    expect(buyCountText({ name: 'Large eggs, 18 count', quantity_to_buy: 2 })).toBe('2 packages');
  });
});
