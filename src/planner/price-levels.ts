/**
 * Regional price levels: how dear each Census region is against the U.S. city average, one
 * factor per CPI food group, measured from the BLS average prices BLS publishes for the same
 * item in the region and in the nation (same month). Written into data/products.json by the
 * build; a person's plan multiplies reference prices by their region's factor.
 */
import { z } from 'zod';
import { PRICE_GROUPS, priceGroupSchema, type PriceGroup } from './catalogue-schema';
import type { PriceSeriesFile } from './price-series';

export const CENSUS_REGIONS = ['northeast', 'midwest', 'south', 'west'] as const;
export const censusRegionSchema = z.enum(CENSUS_REGIONS);
export type CensusRegion = z.infer<typeof censusRegionSchema>;

export const regionPricesConfigSchema = z.object({
  about: z.string(),
  regions: z.partialRecord(
    censusRegionSchema,
    z.object({ label: z.string(), areaCode: z.string() }),
  ),
  /** BLS item code (the 6 characters after the area code) to its CPI food group. */
  items: z.record(z.string().regex(/^\w{6}$/), priceGroupSchema),
});
export type RegionPricesConfig = z.infer<typeof regionPricesConfigSchema>;

const comparisonSchema = z.object({
  regionSeries: z.string(),
  usSeries: z.string(),
  month: z.string(),
  regionValue: z.number().positive(),
  usValue: z.number().positive(),
  ratio: z.number().positive(),
});

const groupLevelSchema = z.object({
  factor: z.number().positive(),
  /** The item comparisons averaged; empty when the region's overall mean stands in. */
  items: z.array(comparisonSchema),
  note: z.string().optional(),
});

export const regionPriceLevelsSchema = z.partialRecord(
  censusRegionSchema,
  z.object({
    label: z.string(),
    groups: z.record(priceGroupSchema, groupLevelSchema),
  }),
);
export type RegionPriceLevels = z.infer<typeof regionPriceLevelsSchema>;

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * For each region: every configured item with a regional value and a U.S. value of the same
 * month (the newest such month) gives a ratio; a group's factor is the mean of its ratios.
 * A group with no such item takes the mean of all the region's ratios, and says so.
 */
export function regionPriceLevels(
  config: RegionPricesConfig,
  series: PriceSeriesFile,
): RegionPriceLevels {
  const out: Partial<RegionPriceLevels> = {};
  for (const [region, { label, areaCode }] of Object.entries(config.regions) as [
    CensusRegion,
    { label: string; areaCode: string },
  ][]) {
    const comparisons: (z.infer<typeof comparisonSchema> & { group: PriceGroup })[] = [];
    for (const [item, group] of Object.entries(config.items)) {
      const regionSeries = `APU${areaCode}${item}`;
      const usSeries = `APU0000${item}`;
      const us = new Map(
        (series.series[usSeries]?.observations ?? []).map((o) => [o.period, o.value]),
      );
      const match = (series.series[regionSeries]?.observations ?? [])
        .filter((o) => o.period.length === 7 && us.has(o.period))
        .sort((a, b) => a.period.localeCompare(b.period))
        .at(-1);
      if (!match) continue;
      const usValue = us.get(match.period)!;
      comparisons.push({
        group,
        regionSeries,
        usSeries,
        month: match.period,
        regionValue: match.value,
        usValue,
        ratio: round4(match.value / usValue),
      });
    }
    if (comparisons.length === 0) continue;
    const overall = round4(mean(comparisons.map((c) => c.ratio)));
    const groups = Object.fromEntries(
      PRICE_GROUPS.map((group) => {
        const items = comparisons
          .filter((c) => c.group === group)
          .map(({ group: _group, ...c }) => c);
        if (items.length > 0)
          return [group, { factor: round4(mean(items.map((c) => c.ratio))), items }];
        return [
          group,
          {
            factor: overall,
            items: [],
            note: `no BLS regional average price of this group in the sources: the ${label}'s mean over its ${comparisons.length} items stands in`,
          },
        ];
      }),
    ) as NonNullable<RegionPriceLevels[CensusRegion]>['groups'];
    out[region] = { label, groups };
  }
  return out as RegionPriceLevels;
}
