import { describe, expect, it } from 'vitest';
import type { Product } from './catalogue-schema';
import {
  currentBlsValue,
  inflationAdjustment,
  priceSourceProblems,
  type PriceSeriesFile,
} from './price-series';

const file: PriceSeriesFile = {
  about: 'test',
  volatile: { APU0000708111: 'eggs swing' },
  series: {
    APU0000708111: {
      label: 'Eggs',
      observations: [
        { period: '2025-06', value: 3.78, source: 'june table' },
        { period: '2025-07', value: 3.6, source: 'july table' },
        { period: '2025-08', value: 3.59, source: 'july table' },
        { period: '2025-05', value: 4.55, source: 'may table' },
      ],
    },
    APU0000703112: {
      label: 'Ground beef',
      observations: [
        { period: '2026-04', value: 6.899, source: 'apr table' },
        { period: '2026-05', value: 6.745, source: 'may table' },
      ],
    },
    APU0000712112: {
      label: 'Potatoes',
      observations: [{ period: '2022-08', value: 0.994, source: 'old file' }],
    },
    CUUR0000SAF11: {
      label: 'Food at home',
      observations: [
        { period: '2022', value: 288.5, source: 'issue' },
        { period: '2026-05', value: 321, source: 'issue' },
      ],
    },
  },
};

describe('current BLS averages', () => {
  it('takes the newest month, or the mean of the last 3 for a volatile series', () => {
    expect(currentBlsValue(file, 'APU0000703112')).toMatchObject({
      method: 'newest',
      asOf: '2026-05',
      value: 6.745,
    });
    expect(currentBlsValue(file, 'APU0000708111')).toMatchObject({
      method: 'mean-3',
      months: ['2025-06', '2025-07', '2025-08'],
      value: 3.6567,
      asOf: '2025-08',
    });
  });

  it('has no current value for a series whose newest month is before 2025-06', () => {
    expect(currentBlsValue(file, 'APU0000712112')).toBeNull();
  });
});

describe('inflation adjustment', () => {
  it('falls back from a missing group index to food at home and says so', () => {
    const adj = inflationAdjustment(file, 'fruits-vegetables', '2022-08');
    expect(adj).toMatchObject({
      series: 'CUUR0000SAF11',
      basePeriod: '2022',
      baseValue: 288.5,
      currentPeriod: '2026-05',
      currentValue: 321,
    });
    expect(adj.factor).toBeCloseTo(321 / 288.5, 6);
    expect(adj.note).toContain('CUUR0000SAF113');
    expect(adj.note).toContain('2022 annual average stands in');
  });
});

describe('price source check', () => {
  const inflation = inflationAdjustment(file, 'other-food-at-home', '2022');
  const estimate: Product = {
    id: 'salt-26-oz',
    foodId: 'salt',
    name: 'Salt, 26 oz',
    size: 26,
    unit: 'oz',
    priceCents: Math.round(1.2 * inflation.factor * 100),
    organic: false,
    storeIds: {},
    priceSource: {
      kind: 'cpi-adjusted-estimate',
      asOf: '2026-05',
      group: 'other-food-at-home',
      basis: 'estimated 2022 shelf price',
      basePrice: 1.2,
      inflation,
    },
  };

  it('accepts a record that matches the series', () => {
    expect(priceSourceProblems(estimate, file)).toEqual([]);
  });

  it('catches a tampered factor, an index value not in the series and a stale month', () => {
    const bad = {
      ...estimate,
      priceSource: { ...estimate.priceSource, inflation: { ...inflation, factor: 1.2 } },
    } as Product;
    expect(priceSourceProblems(bad, file).join()).toContain('is not 321 / 288.5');
    const missing = {
      ...estimate,
      priceSource: { ...estimate.priceSource, inflation: { ...inflation, baseValue: 280 } },
    } as Product;
    expect(priceSourceProblems(missing, file).join()).toContain(
      '2022 = 280 is not in price-series',
    );
    const stale = {
      ...estimate,
      priceSource: { ...estimate.priceSource, asOf: '2025-01' },
    } as Product;
    expect(priceSourceProblems(stale, file).join()).toContain('older than 2025-06');
  });

  it('catches a BLS value that differs from the series', () => {
    const beef: Product = {
      ...estimate,
      id: 'ground-beef-1-lb',
      priceCents: 675,
      priceSource: {
        kind: 'bls',
        asOf: '2026-05',
        group: 'meats-poultry-fish-eggs',
        seriesId: 'APU0000703112',
        method: 'newest',
        months: ['2026-05'],
        values: [6.745],
        value: 6.745,
        unit: 'per lb',
        source: 'may table',
      },
    };
    expect(priceSourceProblems(beef, file)).toEqual([]);
    const wrong = { ...beef, priceSource: { ...beef.priceSource, value: 4.937 } } as Product;
    expect(priceSourceProblems(wrong, file)).toHaveLength(1);
  });
});
