/**
 * `npm run bench:catalogue`: how long loading the catalogue into PostgreSQL takes for the
 * shipped recipes and for a synthetic library of 200,000 recipes, and whether filtered
 * queries on the big table use indexes. The synthetic recipes are copies of the shipped ones
 * with new ids (labelled synthetic): real ingredients, so their derived labels are real too.
 *
 * Runs against a throw-away embedded PostgreSQL (or BENCH_DATABASE_URL).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildCatalogue } from '../src/planner/catalogue';
import type { Recipe } from '../src/planner/catalogue-schema';
import { readReferenceData } from '../src/server/catalogue/load-reference-catalogue';
import { contentHash, syncCatalogueTables } from '../src/server/catalogue/sync-catalogue-tables';
import { createDatabase, runMigrations } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { PROJECT_ROOT } from '../src/server/server';
import { freePort } from '../src/server/test-support/free-port';

const SIZES = (process.env.BENCH_SIZES ?? 'shipped,20000,200000').split(',');

function synthetic(recipes: readonly Recipe[], count: number): Recipe[] {
  const out: Recipe[] = [];
  for (let i = 0; out.length < count; i++) {
    const base = recipes[i % recipes.length] as Recipe;
    out.push({ ...base, id: `synthetic-${i}-${base.id}`, title: `${base.title} (synthetic ${i})` });
  }
  return out;
}

async function main() {
  const data = readReferenceData();
  let stop: (() => Promise<void>) | undefined;
  let url = process.env.BENCH_DATABASE_URL;
  const dataDir = path.join(PROJECT_ROOT, '.test-data', `bench-catalogue-${process.pid}`);
  if (!url) {
    const pg = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    url = pg.url;
    stop = pg.stop;
  }
  const db = createDatabase(url, 2);
  await runMigrations(db);
  const rows: string[][] = [];
  try {
    for (const size of SIZES) {
      const recipes = size === 'shipped' ? data.recipes : synthetic(data.recipes, Number(size));
      const t0 = performance.now();
      const catalogue = buildCatalogue({ ...data, recipes });
      const buildMs = performance.now() - t0;
      const result = await syncCatalogueTables(
        db,
        catalogue,
        contentHash([size, String(Date.now())]),
      );
      const q0 = performance.now();
      const plan = await db.$client.query(
        `explain analyze select id from recipes
         where meal = 'dinner' and diets @> array['vegetarian'] and not (allergens && array['peanuts'])
         order by cost_per_serving_cents limit 50`,
      );
      const queryMs = performance.now() - q0;
      const text = plan.rows.map((r) => r['QUERY PLAN'] as string).join('\n');
      const usesIndex = /Index|Bitmap/.test(text) && !/Seq Scan on recipes/.test(text);
      rows.push([
        size === 'shipped'
          ? `shipped (${recipes.length})`
          : `${Number(size).toLocaleString('en-US')} synthetic`,
        `${Math.round(buildMs)} ms`,
        `${(result.ms / 1000).toFixed(2)} s`,
        `${queryMs.toFixed(1)} ms`,
        usesIndex ? 'index' : 'scan',
      ]);
    }
  } finally {
    await db.$client.end();
    await stop?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const header = ['recipes', 'build labels', 'load into PostgreSQL', 'filtered query', 'access'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const r of rows) console.log(line(r));
  console.log(
    '\nfiltered query: dinner, vegetarian, without peanuts, cheapest 50 (explain analyze)',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
