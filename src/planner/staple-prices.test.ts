/**
 * Issue 31's promise about the real catalogue: the standard product of each staple is within
 * 12% of the newest BLS average price recorded in data/source/price-series.json, per the
 * series' unit. Boneless chicken breast has no BLS average in the sources, so it is not here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productsFileSchema } from './catalogue-schema';
import { priceSeriesFileSchema } from './price-series';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const products = productsFileSchema.parse(readJson('data/products.json')).products;
const series = priceSeriesFileSchema.parse(readJson('data/source/price-series.json')).series;

/** Standard product id, its BLS series and how many of the series' units the package holds. */
const STAPLES = new Map<string, { seriesId: string; units: number }>([
  ['eggs-1-dozen', { seriesId: 'APU0000708111', units: 1 }],
  ['milk-1-gal', { seriesId: 'APU0000709112', units: 1 }],
  ['white-bread-20-oz', { seriesId: 'APU0000702111', units: 20 / 16 }],
  ['ground-beef-1-lb', { seriesId: 'APU0000703112', units: 1 }],
  ['white-rice-2-lb', { seriesId: 'APU0000701312', units: 2 }],
  ['banana-3-lb', { seriesId: 'APU0000711211', units: 3 }],
  ['potato-5-lb', { seriesId: 'APU0000712112', units: 5 }],
  ['tomato-1-lb', { seriesId: 'APU0000712311', units: 1 }],
  ['all-purpose-flour-5-lb', { seriesId: 'APU0000701111', units: 5 }],
  ['spaghetti-16-oz', { seriesId: 'APU0000701322', units: 1 }],
]);

describe('staple reference prices against the newest BLS averages', () => {
  for (const [id, { seriesId, units }] of STAPLES) {
    it(`${id} is within 12% of ${seriesId}`, () => {
      const product = products.find((p) => p.id === id);
      expect(product, id).toBeDefined();
      const newest = [...(series[seriesId]?.observations ?? [])]
        .filter((o) => o.period.length === 7)
        .sort((a, b) => a.period.localeCompare(b.period))
        .at(-1);
      expect(newest, seriesId).toBeDefined();
      const perUnit = product!.priceCents / 100 / units;
      expect(Math.abs(perUnit / newest!.value - 1)).toBeLessThanOrEqual(0.12);
    });
  }
});
