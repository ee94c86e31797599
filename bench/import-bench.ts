/**
 * npm run bench:import
 *
 * The recipe import over the labelled corpus in bench/import-corpus (96 pages: 16 based.cooking
 * recipes as JSON-LD, microdata, plain HTML, and WP Recipe Maker, Tasty Recipes and Mediavine
 * Create cards). Prints, per format and in all: title right, servings right, ingredient lines
 * exactly as expected (within whitespace and entities), lines matched to a food, lines with
 * grams, kcal per serving against a hand calculation (within 25%), and time per page.
 * Build the corpus again with `npx tsx bench/import-corpus/build-corpus.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { importRecipeFromHtml, type ImportResult } from '../src/recipe-import/import-recipe';
import { loadImportCatalogue } from '../src/server/recipe-import/load-import-catalogue';

interface Label {
  file: string;
  recipe: string;
  format: string;
  title: string;
  servings: number;
  lines: string[];
}

const DIR = path.resolve(import.meta.dirname, 'import-corpus');
const labels = (
  JSON.parse(readFileSync(path.join(DIR, 'labels.json'), 'utf8')) as { pages: Label[] }
).pages;
const hand = (
  JSON.parse(readFileSync(path.join(DIR, 'hand-kcal.json'), 'utf8')) as {
    recipes: Record<string, { kcalPerServing: number }>;
  }
).recipes;
const handKcal = new Map(Object.entries(hand).map(([k, v]) => [k, v.kcalPerServing]));

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

interface Row {
  pages: number;
  title: number;
  servings: number;
  linesExact: number;
  lines: number;
  matched: number;
  withGrams: number;
  kcalPages: number;
  kcalWithin25: number;
  times: number[];
  failures: string[];
}
const empty = (): Row => ({
  pages: 0,
  title: 0,
  servings: 0,
  linesExact: 0,
  lines: 0,
  matched: 0,
  withGrams: 0,
  kcalPages: 0,
  kcalWithin25: 0,
  times: [],
  failures: [],
});

const catalogue = loadImportCatalogue();
// Warm up the parser and matcher once, as a running server would be.
importRecipeFromHtml(readFileSync(path.join(DIR, 'pages', labels[0]!.file), 'utf8'), catalogue);

const rows = new Map<string, Row>();
const kcalLines: string[] = [];
for (const label of labels) {
  const html = readFileSync(path.join(DIR, 'pages', label.file), 'utf8');
  const row = rows.get(label.format) ?? empty();
  rows.set(label.format, row);
  row.pages++;
  const start = performance.now();
  let result: ImportResult | null = null;
  try {
    result = importRecipeFromHtml(html, catalogue);
  } catch (error) {
    row.failures.push(`${label.file}: ${(error as Error).message}`);
  }
  row.times.push(performance.now() - start);
  if (!result) continue;
  const r = result.recipe;
  if (norm(r.title) === norm(label.title)) row.title++;
  else row.failures.push(`${label.file}: title "${r.title}"`);
  if (r.servings === label.servings) row.servings++;
  else row.failures.push(`${label.file}: servings ${r.servings} (expected ${label.servings})`);
  const got = r.ingredients.map((i) => norm(i.text));
  if (got.length === label.lines.length && got.every((g, i) => g === norm(label.lines[i]!)))
    row.linesExact++;
  else row.failures.push(`${label.file}: lines ${JSON.stringify(got.slice(0, 3))}...`);
  row.lines += r.ingredients.length;
  row.matched += r.ingredients.filter((i) => i.foodId !== null).length;
  row.withGrams += r.ingredients.filter((i) => i.foodId !== null && i.grams !== null).length;
  const expected = handKcal.get(label.recipe);
  if (expected !== undefined) {
    row.kcalPages++;
    const within = Math.abs(r.nutritionPerServing.kcal - expected) <= 0.25 * expected;
    if (within) row.kcalWithin25++;
    if (label.format === 'jsonld') {
      kcalLines.push(
        `  ${label.recipe.padEnd(22)} import ${String(r.nutritionPerServing.kcal).padStart(5)}  hand ${String(expected).padStart(5)}  ${within ? 'within 25%' : 'OFF'}`,
      );
    }
  }
}

const pct = (a: number, b: number) =>
  b === 0 ? '   -' : `${Math.round((100 * a) / b)}%`.padStart(4);
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
const total = empty();
console.log(
  'format     pages  title  servings  lines-exact  matched  grams  kcal±25%  p50 ms  p95 ms',
);
for (const [format, row] of [...rows.entries(), ['ALL', total] as const]) {
  if (format !== 'ALL') {
    for (const k of [
      'pages',
      'title',
      'servings',
      'linesExact',
      'lines',
      'matched',
      'withGrams',
      'kcalPages',
      'kcalWithin25',
    ] as const) {
      total[k] += row[k];
    }
    total.times.push(...row.times);
    total.failures.push(...row.failures);
  }
  console.log(
    `${format.padEnd(10)} ${String(row.pages).padStart(5)}  ${pct(row.title, row.pages)}  ${pct(row.servings, row.pages).padStart(8)}  ${pct(row.linesExact, row.pages).padStart(11)}  ${pct(row.matched, row.lines).padStart(7)}  ${pct(row.withGrams, row.lines).padStart(5)}  ${pct(row.kcalWithin25, row.kcalPages).padStart(8)}  ${quantile(row.times, 0.5).toFixed(1).padStart(6)}  ${quantile(row.times, 0.95).toFixed(1).padStart(6)}`,
  );
}
console.log(
  `\n${total.lines} ingredient lines; ${total.matched} matched to a food, ${total.withGrams} of them with grams.`,
);
console.log('kcal per serving against the hand calculation (JSON-LD pages):');
console.log(kcalLines.join('\n'));
if (total.failures.length > 0) {
  console.log(`\nMisses (${total.failures.length}):`);
  for (const f of total.failures.slice(0, 40)) console.log(`  ${f}`);
}
