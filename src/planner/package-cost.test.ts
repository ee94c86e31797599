import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FoodCostTable } from './package-cost';

/** One to three package options of a food, as the property tests draw them. */
const packageOptions = fc.array(
  fc.record({
    size: fc.integer({ min: 200, max: 3000 }),
    price: fc.integer({ min: 50, max: 2000 }),
  }),
  { minLength: 1, maxLength: 3 },
);

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
      fc.property(packageOptions, fc.integer({ min: 1, max: 8000 }), (packs, demand) => {
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
        const counts = t.counts(demand);
        const covered = counts.reduce((s, n, i) => s + n * t.options[i]!.sizeMg, 0);
        const spent = counts.reduce((s, n, i) => s + n * t.options[i]!.priceCents, 0);
        expect(covered).toBeGreaterThanOrEqual(demand);
        expect(spent).toBe(t.cost(demand));
        // Exact over the table (12 best-value packages or 4 of the largest); past it,
        // best-value packages fill the excess, which can miss a cover of nearly-as-good
        // packages (12 x 204 mg at 52 + 2 x 200 mg at 50 for 2,845 mg) by less than one.
        const best = t.options[0]!;
        const tableLimit = Math.max(
          12 * best.sizeMg,
          4 * Math.max(...t.options.map((o) => o.sizeMg)),
        );
        if (demand <= tableLimit) expect(t.cost(demand)).toBe(brute);
        else {
          expect(t.cost(demand)).toBeGreaterThanOrEqual(brute);
          expect(t.cost(demand)).toBeLessThan(brute + best.priceCents);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps within one best-value package of the cheapest cover past the table', () => {
    const t = new FoodCostTable([
      { product: 0, sizeMg: 204, priceCents: 52 },
      { product: 1, sizeMg: 200, priceCents: 50 },
    ]);
    // 12 x 204 + 2 x 200 = 2,848 mg for 724 cents is cheapest; the table stops at 2,400 mg.
    expect(t.cost(2845)).toBeGreaterThanOrEqual(724);
    expect(t.cost(2845)).toBeLessThan(724 + 50);
  });

  it('keeps the cost unchanged over the room it reports, past the table limit too', () => {
    fc.assert(
      fc.property(
        packageOptions,
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
  it('knows how far its cost can fall as the demand grows (a mixed cover can cost less)', () => {
    const t = new FoodCostTable(
      [
        { product: 0, sizeMg: g(300), priceCents: 80 },
        { product: 1, sizeMg: g(1000), priceCents: 200 },
      ],
      50,
    );
    // Four 300 g bags for 1,199 g; past 1,200 g a 1 kg bag and a 300 g bag, mixed but cheaper.
    expect(t.cost(g(1199))).toBe(320);
    expect(t.cost(g(1201))).toBe(280);
    expect(t.maxDrop).toBe(40);
    expect(new FoodCostTable([{ product: 0, sizeMg: g(900), priceCents: 250 }]).maxDrop).toBe(0);
    expect(new FoodCostTable([]).maxDrop).toBe(Infinity);
  });

  it('never costs less for more demand by more than maxDrop', () => {
    fc.assert(
      fc.property(packageOptions, fc.constantFrom(0, 50), (options, mix) => {
        const t = new FoodCostTable(
          options.map((o, i) => ({ product: i, sizeMg: g(o.size), priceCents: o.price })),
          mix,
        );
        const smallest = Math.min(...options.map((o) => g(o.size)));
        const largest = Math.max(...options.map((o) => g(o.size)));
        let highest = 0;
        for (let d = 1; d < 40 * largest; d += Math.ceil(smallest / 7)) {
          const cost = t.cost(d);
          expect(highest - cost).toBeLessThanOrEqual(t.maxDrop);
          highest = Math.max(highest, cost);
        }
      }),
      { numRuns: 80 },
    );
  });
});
