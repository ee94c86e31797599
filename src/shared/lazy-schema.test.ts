import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema at its first use, once', () => {
    let built = 0;
    const item = lazySchema(() => {
      built += 1;
      return z.object({ name: z.string(), unit: z.enum(['g', 'ml']).optional() });
    });
    expect(built).toBe(0);
    expect(item.safeParse({ name: 'Rice', unit: 'g' }).success).toBe(true);
    expect(item.safeParse({ name: 3 }).success).toBe(false);
    expect(built).toBe(1);
  });

  it('works as a field, a list, a union member and a base of another schema', () => {
    const item = lazySchema(() => z.object({ name: z.string() }));
    const list = lazySchema(() =>
      z.object({ first: item, all: z.array(item), last: z.union([item, z.null()]) }),
    );
    const priced = lazySchema(() => list.extend({ cents: z.number().int() }));
    const good = { first: { name: 'a' }, all: [{ name: 'b' }], last: null };
    expect(list.safeParse(good).success).toBe(true);
    expect(list.safeParse({ ...good, all: [{ name: 1 }] }).success).toBe(false);
    expect(priced.safeParse({ ...good, cents: 120 }).success).toBe(true);
    expect(priced.safeParse({ ...good, cents: 1.5 }).success).toBe(false);
    expect(z.object({ maybe: item.optional() }).safeParse({}).success).toBe(true);
  });

  it('answers instanceof and reads as the schema does', () => {
    const kind = lazySchema(() => z.enum(['breakfast', 'dinner']));
    const shape = lazySchema(() => z.discriminatedUnion('k', [z.object({ k: z.literal('a') })]));
    expect(kind instanceof z.ZodEnum).toBe(true);
    expect(kind.options).toEqual(['breakfast', 'dinner']);
    expect(shape.safeParse({ k: 'a' }).success).toBe(true);
    expect(shape.safeParse({ k: 'b' }).success).toBe(false);
  });
});
