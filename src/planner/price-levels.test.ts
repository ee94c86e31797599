import { describe, expect, it } from 'vitest';
import { regionPriceLevels, type RegionPricesConfig } from './price-levels';
import type { PriceSeriesFile } from './price-series';

const obs = (period: string, value: number) => ({ period, value, source: 'a BLS table' });
const series: PriceSeriesFile = {
  about: 'test',
  volatile: {},
  series: {
    APU0000702111: { label: 'Bread', observations: [obs('2026-04', 1.869), obs('2026-05', 1.83)] },
    APU0000702421: { label: 'Cookies', observations: [obs('2026-04', 5.182)] },
    APU0000703112: { label: 'Beef', observations: [obs('2026-04', 6.899)] },
    // West: bread and cookies in April; bread's May has no U.S. twin here, so April counts.
    APU0400702111: { label: 'Bread W', observations: [obs('2026-04', 2.1)] },
    APU0400702421: { label: 'Cookies W', observations: [obs('2026-04', 6.516)] },
    APU0400703112: { label: 'Beef W', observations: [obs('2026-04', 7.227), obs('2026-06', 9)] },
  },
};
const config: RegionPricesConfig = {
  about: 'test',
  regions: {
    west: { label: 'West', areaCode: '0400' },
    midwest: { label: 'Midwest', areaCode: '0200' },
  },
  items: {
    '702111': 'cereals-bakery',
    '702421': 'cereals-bakery',
    '703112': 'meats-poultry-fish-eggs',
  },
};

describe('regional price levels from BLS average prices', () => {
  const levels = regionPriceLevels(config, series);

  it('averages the region / U.S. ratios of the same items and month per food group', () => {
    const west = levels.west!.groups;
    expect(west['cereals-bakery'].factor).toBeCloseTo((2.1 / 1.869 + 6.516 / 5.182) / 2, 3);
    expect(west['cereals-bakery'].items.map((i) => [i.regionSeries, i.month])).toEqual([
      ['APU0400702111', '2026-04'],
      ['APU0400702421', '2026-04'],
    ]);
    // Beef's June has no U.S. value: April, the newest month both have, is compared.
    expect(west['meats-poultry-fish-eggs'].factor).toBeCloseTo(7.227 / 6.899, 3);
  });

  it('gives a group without regional items the region mean over all items, and says so', () => {
    const dairy = levels.west!.groups.dairy;
    expect(dairy.items).toEqual([]);
    expect(dairy.factor).toBeCloseTo((2.1 / 1.869 + 6.516 / 5.182 + 7.227 / 6.899) / 3, 3);
    expect(dairy.note).toContain("the West's mean over its 3 items");
  });

  it('leaves out a region with no regional series (its plans stay at U.S. averages)', () => {
    expect(levels.midwest).toBeUndefined();
  });
});
