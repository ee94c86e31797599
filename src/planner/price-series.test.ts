import { describe, expect, it } from 'vitest';
import type { Product } from './catalogue-schema';
import {
  currentBlsValue,
  inflationAdjustment,
  newestObservation,
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
    APU0000712311: {
      label: 'Tomatoes',
      observations: [{ period: '2025-03', value: 1.819, source: 'march table' }],
    },
    CUUR0000SAF11: {
      label: 'Food at home',
      observations: [
        { period: '2022', value: 288.5, source: 'issue' },
        { period: '2025-03', value: 312.815, source: 'march cpi' },
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

describe('an older BLS month carried to today', () => {
  const inflation = inflationAdjustment(file, 'fruits-vegetables', '2025-03');
  const tomatoes: Product = {
    id: 'tomato-1-lb',
    foodId: 'tomato',
    name: 'Tomatoes, 1 lb',
    size: 1,
    unit: 'lb',
    priceCents: Math.round(1.819 * inflation.factor * 100),
    organic: false,
    storeIds: {},
    priceSource: {
      kind: 'cpi-adjusted-estimate',
      asOf: '2026-05',
      group: 'fruits-vegetables',
      basis: 'BLS APU0000712311 (2025-03) $1.819 per lb',
      basePrice: 1.819,
      blsBase: { seriesId: 'APU0000712311', period: '2025-03', value: 1.819 },
      inflation,
    },
  };

  it('finds the newest month of a series with no current one, and its index month', () => {
    expect(currentBlsValue(file, 'APU0000712311')).toBeNull();
    expect(newestObservation(file, 'APU0000712311')).toMatchObject({
      period: '2025-03',
      value: 1.819,
    });
    expect(inflation).toMatchObject({ basePeriod: '2025-03', baseValue: 312.815 });
    expect(inflation.factor).toBeCloseTo(321 / 312.815, 6);
    expect(tomatoes.priceCents).toBe(187);
  });

  it('accepts the record and catches a BLS base not in the series or a mismatched month', () => {
    expect(priceSourceProblems(tomatoes, file)).toEqual([]);
    const src = tomatoes.priceSource as Extract<
      Product['priceSource'],
      { kind: 'cpi-adjusted-estimate' }
    >;
    const wrongValue = {
      ...tomatoes,
      priceSource: { ...src, blsBase: { ...src.blsBase!, value: 2.19 } },
    } as Product;
    expect(priceSourceProblems(wrongValue, file).join()).toContain(
      'APU0000712311 2025-03 = 2.19 is not in price-series',
    );
    const wrongMonth = {
      ...tomatoes,
      priceSource: { ...src, inflation: inflationAdjustment(file, 'fruits-vegetables', '2022') },
      priceCents: Math.round(1.819 * (321 / 288.5) * 100),
    } as Product;
    expect(priceSourceProblems(wrongMonth, file).join()).toContain(
      'index base 2022 differs from the BLS month 2025-03',
    );
  });
});
