import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import type { PriceSource } from './catalogue-schema';
import { generatePlan } from './generate-plan';
import { planInputSchema } from './plan-input';
import type { RegionPriceLevels } from './price-levels';
import { priceStatement } from './price-statement';
import { pricedCatalogue, US_AVERAGE } from './priced-catalogue';
import { testFood, testProduct, testRecipe } from './test-catalogue';

const inflation = {
  series: 'CUUR0000SAF11',
  basePeriod: '2022',
  baseValue: 288.5,
  currentPeriod: '2026-05',
  currentValue: 321,
  factor: 1.112652,
  note: 'group index not found; food at home used',
};
const estimate = (group: 'fruits-vegetables' | 'cereals-bakery'): PriceSource => ({
  kind: 'cpi-adjusted-estimate',
  asOf: '2026-05',
  group,
  basis: 'estimated 2022 shelf price',
  basePrice: 1,
  inflation,
});
const bls: PriceSource = {
  kind: 'bls',
  asOf: '2026-05',
  group: 'cereals-bakery',
  seriesId: 'APU0000701312',
  method: 'newest',
  months: ['2026-05'],
  values: [1.071],
  value: 1.071,
  unit: 'per lb',
  source: 'BLS table May 2026',
};

const levels = {
  west: {
    label: 'West',
    groups: {
      'cereals-bakery': { factor: 1.2, items: [] },
      'fruits-vegetables': { factor: 1.1, items: [] },
    },
  },
} as unknown as RegionPriceLevels;

const foods = [
  testFood('rice', { category: 'grains-pasta' }),
  testFood('carrot', { category: 'produce' }),
];
const products = [
  testProduct('rice', 1, 'lb', 100, { priceSource: bls }),
  testProduct('carrot', 1, 'lb', 200, { priceSource: estimate('fruits-vegetables') }),
];
const recipes = ['breakfast', 'lunch', 'dinner'].flatMap((meal) =>
  [1, 2, 3].map((n) =>
    testRecipe(`${meal}-${n}`, meal as 'breakfast', [
      [100 * n, 'g', 'rice'],
      [50, 'g', 'carrot'],
    ]),
  ),
);
const base = buildCatalogue({
  foods,
  products,
  recipes,
  priceDate: '2026-05',
  regionPriceLevels: levels,
});
const cents = (cat: typeof base, id: string) =>
  cat.products[cat.productIndexById.get(id)!]!.priceCents;

describe('a person’s prices over the reference catalogue', () => {
  it('is the reference catalogue itself at U.S. averages with no own prices', () => {
    expect(pricedCatalogue(base, US_AVERAGE)).toBe(base);
  });

  it('scales each product by its region’s factor for its CPI food group', () => {
    const west = pricedCatalogue(base, { region: 'west', ownPrices: [] });
    expect(cents(west, 'rice-1-lb')).toBe(120);
    expect(cents(west, 'carrot-1-lb')).toBe(220);
    expect(west.pricing.region).toBe('west');
    // The cost tables and recipe bounds follow the new prices; the base is untouched.
    expect(west.costTables[0]!.options[0]!.priceCents).toBe(120);
    expect(west.recipes[0]!.linearCentsPerServing).toBeGreaterThan(
      base.recipes[0]!.linearCentsPerServing,
    );
    expect(cents(base, 'rice-1-lb')).toBe(100);
    expect(pricedCatalogue(base, { region: 'west', ownPrices: [] })).toBe(west);
  });

  it('uses a person’s own price in place of the reference, unscaled by the region', () => {
    const mine = pricedCatalogue(base, {
      region: 'west',
      ownPrices: [{ productId: 'rice-1-lb', priceCents: 429, setOn: '2026-11-26' }],
    });
    const rice = mine.products[mine.productIndexById.get('rice-1-lb')!]!;
    expect(rice).toMatchObject({ priceCents: 429, origin: 'own', ownPriceSetOn: '2026-11-26' });
  });

  it('makes plans whose list, total and statement use those prices', () => {
    const input = planInputSchema.parse({
      days: 1,
      servings: 1,
      budgetCents: 10_000,
      meals: ['dinner'],
    });
    const plain = generatePlan(input, base, 1);
    expect(plain.priceNote).toBe(
      'U.S. average prices as of May 2026 (BLS); 1 item is an inflation-adjusted estimate.',
    );
    const mine = generatePlan(
      input,
      pricedCatalogue(base, {
        region: 'west',
        ownPrices: [{ productId: 'rice-1-lb', priceCents: 429, setOn: '2026-11-26' }],
      }),
      1,
    );
    expect(mine.shopping_list.items['rice-1-lb']).toMatchObject({
      price: 4.29,
      priceSource: 'own',
      ownPriceSetOn: '2026-11-26',
    });
    expect(mine.shopping_list.items['carrot-1-lb']!.price).toBe(2.2);
    expect(mine.totals!.costCents).toBeGreaterThan(plain.totals!.costCents);
    expect(mine.priceNote).toBe(
      'Prices adjusted for the West from U.S. average prices as of May 2026 (BLS); 1 item is an inflation-adjusted estimate; 1 is your own price.',
    );
  });

  it('counts estimates and own prices in the statement', () => {
    expect(priceStatement(base, [{ productId: 'rice-1-lb' }])).toBe(
      'U.S. average prices as of May 2026 (BLS).',
    );
  });
});
