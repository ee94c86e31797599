import { describe, expect, it } from 'vitest';
import {
  durationOptionLabel,
  formatBudget,
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
