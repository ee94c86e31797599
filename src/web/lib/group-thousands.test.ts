import { describe, expect, it } from 'vitest';
import { groupThousands } from './group-thousands';

describe('groupThousands', () => {
  it('writes numbers as toLocaleString("en-US") does for whole numbers', () => {
    for (const n of [0, 7, 999, 1000, 1217, 12_345, 999_999, 1_000_000, 123_456_789, -4321]) {
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('rounds to a whole number first', () => {
    expect(groupThousands(2199.6)).toBe('2,200');
  });
});
