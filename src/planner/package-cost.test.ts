import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FoodCostTable } from './package-cost';

const g = (grams: number): number => grams * 1000;

describe('FoodCostTable', () => {
  it('buys whole packages of a single size', () => {
    const t = new FoodCostTable([{ product: 0, sizeMg: g(900), priceCents: 250 }]);
    expect(t.cost(0)).toBe(0);
    expect(t.cost(g(1))).toBe(250);
    expect(t.cost(g(900))).toBe(250);
    expect(t.cost(g(901))).toBe(500);
  });

  it('mixes sizes when a small package tops up cheaper than a second big one', () => {
    const t = new FoodCostTable([
      { product: 0, sizeMg: g(2000), priceCents: 400 },
      { product: 1, sizeMg: g(500), priceCents: 150 },
    ]);
    expect(t.cost(g(2100))).toBe(550);
    expect(t.counts(g(2100))).toEqual([1, 1]);
    // Three small bags (450) cost more than one big (400): buy the big one.
    expect(t.cost(g(1400))).toBe(400);
  });

  it('is unbuyable without options', () => {
    const t = new FoodCostTable([]);
    expect(t.buyable).toBe(false);
    expect(t.cost(1)).toBe(Infinity);
  });

  it('matches a brute force over every combination and always covers the demand', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            size: fc.integer({ min: 200, max: 3000 }),
            price: fc.integer({ min: 50, max: 2000 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        fc.integer({ min: 1, max: 8000 }),
        (packs, demand) => {
          const opts = packs.map((p, i) => ({ product: i, sizeMg: p.size, priceCents: p.price }));
          const t = new FoodCostTable(opts);
          let brute = Infinity;
          const rec = (i: number, covered: number, spent: number): void => {
            if (covered >= demand) {
              brute = Math.min(brute, spent);
              return;
            }
            if (i === opts.length) return;
            const o = opts[i]!;
            for (let n = 0; n <= Math.ceil((demand - covered) / o.sizeMg); n++) {
              rec(i + 1, covered + n * o.sizeMg, spent + n * o.priceCents);
            }
          };
          rec(0, 0, 0);
          expect(t.cost(demand)).toBe(brute);
          const counts = t.counts(demand);
          const covered = counts.reduce((s, n, i) => s + n * t.options[i]!.sizeMg, 0);
          const spent = counts.reduce((s, n, i) => s + n * t.options[i]!.priceCents, 0);
          expect(covered).toBeGreaterThanOrEqual(demand);
          expect(spent).toBe(brute);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps the cost unchanged over the room it reports, past the table limit too', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            size: fc.integer({ min: 200, max: 3000 }),
            price: fc.integer({ min: 50, max: 2000 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 80_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (packs, mix, demand, within) => {
          const opts = packs.map((p, i) => ({ product: i, sizeMg: p.size, priceCents: p.price }));
          const t = new FoodCostTable(opts, mix);
          const room = t.room(demand);
          expect(room).toBeGreaterThanOrEqual(demand);
          const inside = demand + Math.floor((room - demand) * within);
          expect(t.cost(inside)).toBe(t.cost(demand));
          expect(t.cost(room)).toBe(t.cost(demand));
        },
      ),
      { numRuns: 300 },
    );
  });
});
