/**
 * ZIP code to Census region (data/zip3-regions.json: the USPS ZIP prefix ranges by state and
 * each state's Census region). A ZIP outside the table (territories, military mail) or not a
 * ZIP has no region: the person's plans use U.S. average prices.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { censusRegionSchema, type CensusRegion } from '../../planner/price-levels';
import { DEFAULT_DATA_DIR } from '../catalogue/load-reference-catalogue';

const zip3FileSchema = z.object({
  about: z.string(),
  stateRegions: z.record(z.string().length(2), censusRegionSchema),
  ranges: z.array(
    z.object({
      from: z.string().regex(/^\d{3}$/),
      to: z.string().regex(/^\d{3}$/),
      state: z.string().length(2),
    }),
  ),
});
type Zip3File = z.infer<typeof zip3FileSchema>;

let loaded: Zip3File | undefined;

function table(): Zip3File {
  loaded ??= zip3FileSchema.parse(
    JSON.parse(readFileSync(path.join(DEFAULT_DATA_DIR, 'zip3-regions.json'), 'utf8')),
  );
  return loaded;
}

export function regionOfZip(zip: string | null | undefined): CensusRegion | null {
  const match = /^(\d{3})\d{2}(-\d{4})?$/.exec(zip?.trim() ?? '');
  if (!match) return null;
  const prefix = match[1]!;
  const file = table();
  const range = file.ranges.find((r) => r.from <= prefix && prefix <= r.to);
  return range ? (file.stateRegions[range.state] ?? null) : null;
}
