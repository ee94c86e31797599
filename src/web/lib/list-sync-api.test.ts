import { describe, expect, it } from 'vitest';
import { enqueue, withoutSent } from './list-sync-api';

describe('the offline change queue', () => {
  it('keeps the version the first change of a field was made on', () => {
    let q = enqueue([], { key: 'milk', kind: 'inBasket', value: true, baseVersion: 2 });
    q = enqueue(q, { key: 'milk', kind: 'inBasket', value: false, baseVersion: 3 });
    q = enqueue(q, { key: 'milk', kind: 'active', value: false, baseVersion: 0 });
    expect(q).toEqual([
      { key: 'milk', kind: 'inBasket', value: false, baseVersion: 2 },
      { key: 'milk', kind: 'active', value: false, baseVersion: 0 },
    ]);
  });

  it('keeps a change made while the send was on its way', () => {
    const sent = [{ key: 'milk', kind: 'inBasket' as const, value: true, baseVersion: 0 }];
    const now = [
      { key: 'milk', kind: 'inBasket' as const, value: false, baseVersion: 0 },
      { key: 'eggs', kind: 'active' as const, value: false, baseVersion: 1 },
    ];
    expect(withoutSent(now, sent)).toEqual(now);
    expect(withoutSent(sent, sent)).toEqual([]);
  });
});
