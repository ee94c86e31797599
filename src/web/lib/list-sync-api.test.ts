import { describe, expect, it } from 'vitest';
import { mergeListChanges, type StoredListItem } from '../../shared/list-merge';
import type { ListChange } from '../../shared/list-sync';
import { enqueue, settleSent, withoutSent } from './list-sync-api';

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

describe('tick then untick while the first save is in flight (issue 28, item 4)', () => {
  const person = { id: 'ann', name: 'Ann' };
  const milk: StoredListItem = {
    name: 'Milk',
    active: true,
    inBasket: false,
    activeVersion: 0,
    basketVersion: 0,
    changedBy: null,
    changedByName: null,
  };
  const stateOf = (items: Map<string, StoredListItem>) => ({
    planId: 'p',
    items: Object.fromEntries(
      [...items].map(([k, i]) => [
        k,
        {
          active: i.active,
          inBasket: i.inBasket,
          activeVersion: i.activeVersion,
          basketVersion: i.basketVersion,
          changedBy: i.changedByName,
        },
      ]),
    ),
  });

  it('sends the untick on the version the tick produced, so it applies without a conflict', () => {
    let server = new Map([['milk', milk]]);
    let queue = enqueue([], { key: 'milk', kind: 'inBasket', value: true, baseVersion: 0 });
    const sent = queue;
    // The untick is made while the tick is on its way (the page still knows version 0).
    queue = enqueue(queue, { key: 'milk', kind: 'inBasket', value: false, baseVersion: 0 });
    const first = mergeListChanges(server, sent, person);
    server = first.items;
    const settled = settleSent(queue, sent, { state: stateOf(server), refused: [] });
    expect(settled.queue).toEqual([
      { key: 'milk', kind: 'inBasket', value: false, baseVersion: 1 },
    ] satisfies ListChange[]);
    const second = mergeListChanges(server, settled.queue, person);
    expect(second.conflicts).toEqual([]);
    expect(second.items.get('milk')!.inBasket).toBe(false);
  });

  it('names a refused change with the name this device knows the item by', () => {
    const sent: ListChange[] = [{ key: 'k1', kind: 'active', value: false, baseVersion: 0 }];
    const answer = mergeListChanges(new Map(), sent, person);
    const settled = settleSent(
      sent,
      sent,
      { state: stateOf(answer.items), refused: answer.refused },
      () => 'Oat milk',
    );
    expect(settled.queue).toEqual([]);
    expect(settled.refused[0]!.message).toBe(
      "Oat milk: it is no longer on this plan's list (the plan changed meanwhile), so removing it was not saved.",
    );
  });
});
