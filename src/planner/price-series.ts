/**
 * The BLS values reference prices are computed from (data/source/price-series.json): average
 * price series (APU…) and CPI-U indexes (CUUR…), each observation with its period and the
 * table or file it was read from. Pure functions over that file pick a current average price,
 * the narrowest CPI index for an old price, and re-check a product's recorded source.
 */
import { z } from 'zod';
import type { Food, IndexAdjustment, PriceGroup, Product } from './catalogue-schema';

const observationSchema = z.object({
  /** "YYYY-MM", or "YYYY" for an annual average. */
  period: z.string().regex(/^\d{4}(-\d{2})?$/),
  value: z.number().positive(),
  source: z.string().min(5),
});
export type Observation = z.infer<typeof observationSchema>;

export const priceSeriesFileSchema = z.object({
  about: z.string(),
  /** Series priced at the mean of their last 3 months, with the reason. */
  volatile: z.record(z.string(), z.string()),
  series: z.record(
    z.string().regex(/^(APU|CUU)/),
    z.object({ label: z.string(), observations: z.array(observationSchema) }),
  ),
});
export type PriceSeriesFile = z.infer<typeof priceSeriesFileSchema>;

/** Reference prices must describe this month or later (issue 31). */
export const OLDEST_CURRENT_MONTH = '2025-06';

/** CPI-U group indexes, U.S. city average, not seasonally adjusted. */
export const GROUP_INDEX: ReadonlyMap<PriceGroup, string> = new Map([
  ['cereals-bakery', 'CUUR0000SAF111'],
  ['meats-poultry-fish-eggs', 'CUUR0000SAF112'],
  ['dairy', 'CUUR0000SEFJ'],
  ['fruits-vegetables', 'CUUR0000SAF113'],
  ['nonalcoholic-beverages', 'CUUR0000SAF114'],
  ['other-food-at-home', 'CUUR0000SAF115'],
]);
export const FOOD_AT_HOME_INDEX = 'CUUR0000SAF11';

/** The CPI food group of a food, from its shopping category (eggs sit with meats in the CPI). */
export function priceGroupOf(food: Pick<Food, 'id' | 'category'>): PriceGroup {
  if (food.id === 'eggs' || food.id.startsWith('egg-')) return 'meats-poultry-fish-eggs';
  switch (food.category) {
    case 'produce':
    case 'frozen':
      return 'fruits-vegetables';
    case 'meat':
    case 'seafood':
      return 'meats-poultry-fish-eggs';
    case 'dairy-eggs':
      return 'dairy';
    case 'bakery':
    case 'grains-pasta':
      return 'cereals-bakery';
    case 'beverages':
      return 'nonalcoholic-beverages';
    default:
      return 'other-food-at-home';
  }
}

function observations(file: PriceSeriesFile, seriesId: string): Observation[] {
  return file.series[seriesId]?.observations ?? [];
}

function monthly(file: PriceSeriesFile, seriesId: string): Observation[] {
  return observations(file, seriesId)
    .filter((o) => o.period.length === 7)
    .sort((a, b) => a.period.localeCompare(b.period));
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export interface BlsReading {
  method: 'newest' | 'mean-3';
  months: string[];
  values: number[];
  value: number;
  asOf: string;
  source: string;
}

/**
 * The current U.S. average of a BLS average price series: its newest month, or the mean of
 * its last 3 months for a volatile series. Null when the sources hold no month at or after
 * OLDEST_CURRENT_MONTH (the product is then priced by a CPI-adjusted estimate instead).
 */
export function currentBlsValue(file: PriceSeriesFile, seriesId: string): BlsReading | null {
  const months = monthly(file, seriesId);
  const newest = months.at(-1);
  if (!newest || newest.period < OLDEST_CURRENT_MONTH) return null;
  const used = seriesId in file.volatile ? months.slice(-3) : [newest];
  const values = used.map((o) => o.value);
  return {
    method: seriesId in file.volatile ? 'mean-3' : 'newest',
    months: used.map((o) => o.period),
    values,
    value: round(values.reduce((a, b) => a + b, 0) / values.length, 4),
    asOf: newest.period,
    source: [...new Set(used.map((o) => o.source))].join('; '),
  };
}

/**
 * The newest monthly observation of a series, however old: a BLS average price from before
 * OLDEST_CURRENT_MONTH is still a better base for a CPI-adjusted estimate than an older one.
 */
export function newestObservation(file: PriceSeriesFile, seriesId: string): Observation | null {
  return monthly(file, seriesId).at(-1) ?? null;
}

/** The index value of a period, or of its year's annual average when the month is missing. */
function indexValue(file: PriceSeriesFile, series: string, period: string) {
  const all = observations(file, series);
  const exact = all.find((o) => o.period === period);
  if (exact) return { period, value: exact.value, note: undefined };
  const year = all.find((o) => o.period === period.slice(0, 4));
  if (year)
    return {
      period: year.period,
      value: year.value,
      note: `no ${series} value for ${period} in the sources: the ${year.period} annual average stands in`,
    };
  return null;
}

/**
 * Moves a price from basePeriod to the newest month by the narrowest CPI-U index the sources
 * hold for both periods: the food group's index where present, otherwise food at home. Says
 * which index it wanted when a wider one stands in.
 */
export function inflationAdjustment(
  file: PriceSeriesFile,
  group: PriceGroup,
  basePeriod: string,
): IndexAdjustment {
  const notes: string[] = [];
  const wanted = GROUP_INDEX.get(group)!;
  for (const series of [wanted, FOOD_AT_HOME_INDEX]) {
    const current = monthly(file, series).at(-1);
    const base = indexValue(file, series, basePeriod);
    if (!current || !base) {
      notes.push(`${series} (${group}) not found in the sources for ${basePeriod} and today`);
      continue;
    }
    if (base.note) notes.push(base.note);
    return {
      series,
      basePeriod: base.period,
      baseValue: base.value,
      currentPeriod: current.period,
      currentValue: current.value,
      factor: round(current.value / base.value, 6),
      ...(notes.length > 0 ? { note: `${notes.join('; ')}; food at home used` } : {}),
    };
  }
  throw new Error(`no CPI-U index in the price series for ${group} from ${basePeriod}`);
}

/**
 * Problems with one product's recorded price source against the price series: the kind is one
 * of the three current kinds, asOf is current, every cited value is in the series file and the
 * inflation factor is the ratio of its two index values.
 */
export function priceSourceProblems(product: Product, file: PriceSeriesFile): string[] {
  const src = product.priceSource;
  const where = `product ${product.id}`;
  if (src.kind === 'estimate') return [`${where}: legacy "estimate" kind without a dated source`];
  const problems: string[] = [];
  if (src.asOf < OLDEST_CURRENT_MONTH) {
    problems.push(`${where}: asOf ${src.asOf} is older than ${OLDEST_CURRENT_MONTH}`);
  }
  if (src.kind === 'bls') {
    const reading = currentBlsValue(file, src.seriesId);
    if (!reading) problems.push(`${where}: ${src.seriesId} has no current month in price-series`);
    else if (
      reading.method !== src.method ||
      reading.asOf !== src.asOf ||
      reading.value !== src.value ||
      reading.months.join() !== src.months.join() ||
      reading.values.join() !== src.values.join()
    ) {
      problems.push(
        `${where}: ${src.seriesId} ${src.method} ${src.months.join(',')} = ${src.value} does not match price-series (${reading.method} ${reading.months.join(',')} = ${reading.value})`,
      );
    }
    return problems;
  }
  const inf = src.inflation;
  for (const [period, value] of [
    [inf.basePeriod, inf.baseValue],
    [inf.currentPeriod, inf.currentValue],
  ] as const) {
    if (!observations(file, inf.series).some((o) => o.period === period && o.value === value)) {
      problems.push(`${where}: ${inf.series} ${period} = ${value} is not in price-series`);
    }
  }
  if (Math.abs(inf.factor - inf.currentValue / inf.baseValue) > 1e-6) {
    problems.push(`${where}: factor ${inf.factor} is not ${inf.currentValue} / ${inf.baseValue}`);
  }
  if (inf.currentPeriod !== src.asOf) {
    problems.push(`${where}: asOf ${src.asOf} differs from the index month ${inf.currentPeriod}`);
  }
  const group = GROUP_INDEX.get(src.group);
  if (inf.series !== group && !inf.note) {
    problems.push(`${where}: ${inf.series} used for ${src.group} without saying why`);
  }
  if (src.kind === 'cpi-adjusted-estimate' && src.blsBase) {
    const { seriesId, period, value } = src.blsBase;
    if (!observations(file, seriesId).some((o) => o.period === period && o.value === value)) {
      problems.push(`${where}: ${seriesId} ${period} = ${value} is not in price-series`);
    }
    if (inf.basePeriod !== period) {
      problems.push(`${where}: index base ${inf.basePeriod} differs from the BLS month ${period}`);
    }
  }
  if (src.kind === 'cpi-adjusted-estimate') {
    const cents = src.basePrice * inf.factor * (src.adjustment?.factor ?? 1) * 100;
    if (Math.abs(Math.max(1, Math.round(cents)) - product.priceCents) > 1) {
      problems.push(`${where}: ${product.priceCents} cents is not the base price x factor`);
    }
  }
  return problems;
}
