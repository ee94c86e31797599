/**
 * npm run bench:import-real -- FOLDER [--lines]   (npx tsx bench/import-real-lines.ts FOLDER)
 *
 * The import's reading of real recipes whose expected fields someone else wrote down, kept
 * OUTSIDE the repository (page text is the sites' copyright; never commit it). FOLDER holds
 * `corpus.jsonl`, one recipe a line:
 *   {"s": site, "t": title, "y": yields as the page's reader gave it ("4 servings",
 *    "22 cookies") or null, "c": the page's stated calories per serving ("143 kcal") or null,
 *    "i": [ingredient lines in the page's order, headings included]}
 * and optionally `pages/*.html` with `pages/*.expected.json` ({title, servings, lines}) to run
 * whole pages through the HTML extraction.
 *
 * Prints: servings read from the yields string (against the number it starts with), ingredient
 * lines matched to a food, matched with grams, kcal per serving within 25% of the page's own,
 * and for the pages: title, servings and lines exactly (within whitespace and entities).
 * `--lines` lists every line with the food and grams it got, to read for wrong matches.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { importRawRecipe, importRecipeFromHtml } from '../src/recipe-import/import-recipe';
import { emptyRawRecipe } from '../src/recipe-import/raw-recipe';
import { servingsOfYields } from '../src/recipe-import/recipe-fields';
import { loadImportCatalogue } from '../src/server/recipe-import/load-import-catalogue';

interface Entry {
  s: string;
  t: string;
  y: string | null;
  c: string | null;
  i: string[];
}

const folder = process.argv[2];
if (!folder || !existsSync(path.join(folder, 'corpus.jsonl'))) {
  console.error('usage: npx tsx bench/import-real-lines.ts FOLDER [--lines] (FOLDER/corpus.jsonl)');
  process.exit(2);
}
const listLines = process.argv.includes('--lines');
const entries = readFileSync(path.join(folder, 'corpus.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Entry);

const catalogue = loadImportCatalogue();
const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
const firstNumber = (s: string) => {
  const m = /\d+/.exec(s);
  return m ? Number(m[0]) : null;
};

let yieldsTotal = 0;
let yieldsRight = 0;
let lines = 0;
let matched = 0;
let withGrams = 0;
let kcalPages = 0;
let kcalWithin = 0;
const misses: string[] = [];
const bakes: string[] = [];
const unmatched: string[] = [];
const noGrams: string[] = [];
const kcalRows: string[] = [];
const times: number[] = [];
for (const e of entries) {
  if (e.y) {
    const read = servingsOfYields([e.y]);
    // A count of whole loaves, pies or cakes is turned into servings, an estimate: listed,
    // not scored against the count.
    if (read?.estimate)
      bakes.push(`${e.s}: yields "${e.y}" read as ${read.servings} (${read.estimate})`);
    else {
      yieldsTotal++;
      const got = read?.servings ?? null;
      if (got === firstNumber(e.y)) yieldsRight++;
      else misses.push(`${e.s}: yields "${e.y}" read as ${got}`);
    }
  }
  const raw = {
    ...emptyRawRecipe('json-ld'),
    title: e.t,
    yields: e.y ? [e.y] : [],
    ingredients: e.i.map((text) => ({ text, group: null })),
  };
  const start = performance.now();
  const { recipe, details } = importRawRecipe(raw, catalogue);
  times.push(performance.now() - start);
  recipe.ingredients.forEach((ing, k) => {
    lines++;
    const how = details.lines[k]?.how ?? '';
    if (ing.foodId) matched++;
    if (ing.foodId && ing.grams !== null) withGrams++;
    if (!ing.foodId) unmatched.push(`${e.s}: ${ing.text}  [${details.lines[k]?.name}]`);
    else if (ing.grams === null) noGrams.push(`${e.s}: ${ing.text} -> ${ing.foodId}`);
    if (listLines)
      console.log(
        `${ing.foodId ? ' ' : '?'} ${ing.text.padEnd(70).slice(0, 70)} ${String(ing.foodId).padEnd(28)} ${String(ing.grams).padStart(7)} ${how}${ing.estimated ? ' est' : ''}`,
      );
  });
  const stated = e.c ? /(\d+(?:\.\d+)?)/.exec(e.c) : null;
  if (stated) {
    kcalPages++;
    const want = Number(stated[1]);
    const got = recipe.nutritionPerServing.kcal;
    const ok = Math.abs(got - want) <= 0.25 * want;
    if (ok) kcalWithin++;
    kcalRows.push(
      `  ${ok ? 'ok ' : 'OFF'} ${e.s.padEnd(28)} import ${String(Math.round(got)).padStart(5)}  page ${String(want).padStart(6)}  servings ${recipe.servings}  unmatched ${recipe.unmatched}`,
    );
  }
}

console.log(`${entries.length} recipes from ${new Set(entries.map((e) => e.s)).size} sites`);
console.log(
  `servings from yields:      ${pct(yieldsRight, yieldsTotal)} (${yieldsRight}/${yieldsTotal})`,
);
console.log(`yields of whole bakes, servings estimated: ${bakes.length}`);
for (const b of bakes) console.log(`  ${b}`);
console.log(`lines matched to a food:   ${pct(matched, lines)} (${matched}/${lines})`);
console.log(`lines matched with grams:  ${pct(withGrams, lines)} (${withGrams}/${lines})`);
console.log(
  `kcal/serving within 25%:   ${pct(kcalWithin, kcalPages)} (${kcalWithin}/${kcalPages} pages that state calories)`,
);
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `time per recipe (no HTML): p95 ${sorted[Math.floor(0.95 * (sorted.length - 1))]!.toFixed(1)} ms`,
);

const pagesDir = path.join(folder, 'pages');
if (existsSync(pagesDir)) {
  const files = readdirSync(pagesDir).filter((f) => f.endsWith('.html'));
  const norm = (s: string) =>
    s
      .replace(/&nbsp;|\u00a0/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  let title = 0;
  let servings = 0;
  let exact = 0;
  const pageTimes: number[] = [];
  for (const f of files) {
    const want = JSON.parse(
      readFileSync(path.join(pagesDir, f.replace(/\.html$/, '.expected.json')), 'utf8'),
    ) as { title: string; servings: number | null; lines: string[] };
    const start = performance.now();
    let got;
    try {
      got = importRecipeFromHtml(readFileSync(path.join(pagesDir, f), 'utf8'), catalogue).recipe;
    } catch (error) {
      misses.push(`${f}: ${(error as Error).message}`);
      continue;
    } finally {
      pageTimes.push(performance.now() - start);
    }
    if (norm(got.title) === norm(want.title)) title++;
    else misses.push(`${f}: title "${got.title}" (expected "${want.title}")`);
    if (want.servings === null || got.servings === want.servings) servings++;
    else misses.push(`${f}: servings ${got.servings} (expected ${want.servings})`);
    const wantLines = want.lines.filter((l) => !/:$/.test(l.trim()));
    const gotLines = got.ingredients.map((i) => norm(i.text));
    if (gotLines.length === wantLines.length && gotLines.every((g, k) => g === norm(wantLines[k]!)))
      exact++;
    else misses.push(`${f}: lines ${JSON.stringify(gotLines.slice(0, 4))}`);
  }
  console.log(
    `\npages (HTML end to end): ${files.length}; title ${pct(title, files.length)}, servings ${pct(servings, files.length)}, lines exactly ${pct(exact, files.length)}; slowest ${Math.max(...pageTimes).toFixed(1)} ms`,
  );
}

console.log(`\nkcal per serving against the page's own:\n${kcalRows.join('\n')}`);
console.log(`\nMisses (${misses.length}):\n  ${misses.join('\n  ')}`);
console.log(`\nUnmatched lines (${unmatched.length}):\n  ${unmatched.join('\n  ')}`);
console.log(`\nMatched without grams (${noGrams.length}):\n  ${noGrams.join('\n  ')}`);
