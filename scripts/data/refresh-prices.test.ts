import { describe, expect, it } from 'vitest';
import type { PriceSeriesFile } from '../../src/planner/price-series';
import { parseBlsFlatFile } from './bls-flat-file';
import { formatSeriesFile, mergeObservations } from './refresh-prices';

const AP = [
  'series_id                     \tyear\tperiod\t       value\tfootnote_codes',
  'APU0000708111                 \t2026\tM04\t       3.120\t',
  'APU0000708111                 \t2026\tM05\t       3.010\t',
  'APU0000708111                 \t2025\tM10\t           -\t',
  'APU0000708111                 \t2021\tM05\t       1.500\t',
  'APU0000709112                 \t2026\tM05\t       4.250\t',
].join('\n');

const series = (): PriceSeriesFile => ({
  about: 'test',
  volatile: {},
  series: {
    APU0000708111: {
      label: 'Eggs',
      observations: [{ period: '2026-04', value: 3.2, source: 'a table' }],
    },
  },
});

describe('BLS flat files', () => {
  it('reads months and skips the header, unpublished months and annual rows of other form', () => {
    expect(parseBlsFlatFile(AP)).toEqual([
      { seriesId: 'APU0000708111', period: '2026-04', value: 3.12 },
      { seriesId: 'APU0000708111', period: '2026-05', value: 3.01 },
      { seriesId: 'APU0000708111', period: '2021-05', value: 1.5 },
      { seriesId: 'APU0000709112', period: '2026-05', value: 4.25 },
    ]);
    expect(parseBlsFlatFile('CUUR0000SAF11\t2022\tM13\t288.5\t')).toEqual([
      { seriesId: 'CUUR0000SAF11', period: '2022', value: 288.5 },
    ]);
  });

  it('merges only listed series from 2022 on, replacing a changed value and naming the file', () => {
    const file = series();
    expect(mergeObservations(file, AP, 'ap.data.0.Current')).toBe(2);
    expect(file.series.APU0000708111!.observations).toEqual([
      { period: '2026-04', value: 3.12, source: 'BLS flat file ap.data.0.Current' },
      { period: '2026-05', value: 3.01, source: 'BLS flat file ap.data.0.Current' },
    ]);
    expect(file.series.APU0000709112).toBeUndefined();
    expect(mergeObservations(file, AP, 'ap.data.0.Current')).toBe(0);
    expect(JSON.parse(formatSeriesFile(file))).toEqual(file);
  });
});
