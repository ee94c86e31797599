/**
 * npm run data:prices -- --ap FILE --cpi FILE
 *
 * Adds the observations of BLS flat files (average prices ap.data.*, CPI cu.data.*) to
 * data/source/price-series.json for every series that file already lists (the catalogue's
 * average price series, their regional twins and the CPI-U food indexes), from 2022 on, each
 * recorded with the file it came from. Then run `npm run data:build` to reprice the catalogue.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { priceSeriesFileSchema, type PriceSeriesFile } from '../../src/planner/price-series';
import { parseBlsFlatFile } from './bls-flat-file';
import { sourceDir } from './source-files';

/** Merges flat-file observations into the series file; returns how many were added or changed. */
export function mergeObservations(
  file: PriceSeriesFile,
  text: string,
  sourceName: string,
  fromYear = 2022,
): number {
  let changed = 0;
  for (const obs of parseBlsFlatFile(text)) {
    const series = file.series[obs.seriesId];
    if (!series || Number(obs.period.slice(0, 4)) < fromYear) continue;
    const source = `BLS flat file ${sourceName}`;
    const at = series.observations.findIndex((o) => o.period === obs.period);
    if (at >= 0 && series.observations[at]!.value === obs.value) continue;
    const entry = { period: obs.period, value: obs.value, source };
    if (at >= 0) series.observations[at] = entry;
    else series.observations.push(entry);
    series.observations.sort((a, b) => a.period.localeCompare(b.period));
    changed++;
  }
  return changed;
}

/** Same layout as the hand-written file: one observation a line, so diffs stay readable. */
export function formatSeriesFile(file: PriceSeriesFile): string {
  const entries = Object.entries(file.series).sort(([a], [b]) => a.localeCompare(b));
  const series = entries.map(
    ([id, s]) =>
      `    ${JSON.stringify(id)}: {\n      "label": ${JSON.stringify(s.label)},\n      "observations": [\n` +
      s.observations.map((o) => `        ${JSON.stringify(o)}`).join(',\n') +
      '\n      ]\n    }',
  );
  return (
    `{\n  "about": ${JSON.stringify(file.about)},\n  "volatile": ${JSON.stringify(file.volatile)},\n` +
    `  "series": {\n${series.join(',\n')}\n  }\n}\n`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { ap: { type: 'string' }, cpi: { type: 'string' } } });
  if (!values.ap && !values.cpi) {
    console.error('usage: npm run data:prices -- --ap ap.data.0.Current --cpi cu.data.0.Current');
    process.exit(1);
  }
  const target = path.join(sourceDir, 'price-series.json');
  const file = priceSeriesFileSchema.parse(JSON.parse(readFileSync(target, 'utf8')));
  for (const input of [values.ap, values.cpi]) {
    if (!input) continue;
    const n = mergeObservations(file, readFileSync(input, 'utf8'), path.basename(input));
    console.log(`${path.basename(input)}: ${n} observations added or changed`);
  }
  writeFileSync(target, formatSeriesFile(file));
  console.log('now run: npm run data:build && npm run data:check');
}
