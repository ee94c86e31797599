/**
 * npm run data:check — validates data/ (foods, products, pantry catalogue, recipes) against
 * the schemas and the referential rules, derives every recipe's labels and reference cost,
 * prints the coverage matrices and the cost distribution, checks every recipe's text at 1, 2,
 * 3, 4, 6 and 13 servings, prints the cuisine x meal x dish-type cells and their diet coverage,
 * and exits 1 on any failure (cells under the minimum only warn until ENFORCE_CELL_MINIMUM;
 * the cells in THIN_CELLS are thin on purpose, issue 27).
 * The logic lives in src/planner (catalogue-check, diet-rules, recipe-cost,
 * library-coverage); this script only loads files and prints.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  foodsFileSchema,
  pantryCatalogueSchema,
  productsFileSchema,
  recipesFileSchema,
  type Recipe,
} from '../src/planner/catalogue-schema';
import { checkCatalogue } from '../src/planner/catalogue-check';
import { deriveRecipeLabels } from '../src/planner/diet-rules';
import {
  computeCoverage,
  coverageFailures,
  formatCoverage,
  type LabelledRecipe,
} from '../src/planner/library-coverage';
import { cheapestCentsPerGram, recipeCostPerServing } from '../src/planner/recipe-cost';
import {
  cellShortfalls,
  computeCellCoverage,
  ENFORCE_CELL_MINIMUM,
  formatCellCoverage,
  smallest,
  THIN_CELLS,
} from '../src/planner/cell-coverage';
import { suspiciousLabel } from '../src/planner/label-review';
import { REVIEWED_LABELS } from '../src/planner/reviewed-labels';
import { CHECKED_SERVINGS, recipeTextProblems } from '../src/planner/recipe-text-rules';
import { toGrams } from '../src/planner/units';
import { priceSeriesFileSchema, priceSourceProblems } from '../src/planner/price-series';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'data');
const errors: string[] = [];

function load<T extends z.ZodType>(file: string, schema: T): z.infer<T> | null {
  const full = path.join(dataDir, file);
  if (!existsSync(full)) {
    errors.push(`${file}: missing`);
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(full, 'utf8'));
  } catch (e) {
    errors.push(`${file}: not JSON (${(e as Error).message})`);
    return null;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 20)) {
      errors.push(`${file}: ${issue.path.join('.')}: ${issue.message}`);
    }
    return null;
  }
  return parsed.data;
}

const foods = load('foods.json', foodsFileSchema)?.foods ?? [];
const productsFile = load('products.json', productsFileSchema);
const pantry = load('pantry-catalogue.json', pantryCatalogueSchema) ?? {
  spices: [],
  baking: [],
  condiments: [],
};
const recipeFiles = existsSync(path.join(dataDir, 'recipes'))
  ? readdirSync(path.join(dataDir, 'recipes'))
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];
const recipes: { file: string; recipe: Recipe }[] = [];
for (const file of recipeFiles) {
  const rel = `recipes/${file}`;
  for (const recipe of load(rel, recipesFileSchema)?.recipes ?? [])
    recipes.push({ file: rel, recipe });
}

const products = productsFile?.products ?? [];
errors.push(...checkCatalogue({ foods, products, pantry, recipes }, toGrams));
// Every reference price re-checked against the BLS values it cites: kind, month, series, and
// the inflation factor recomputed from its two index values.
const priceSeries = priceSeriesFileSchema.safeParse(
  JSON.parse(readFileSync(path.join(dataDir, 'source/price-series.json'), 'utf8')),
);
if (!priceSeries.success) errors.push(`source/price-series.json: ${priceSeries.error.message}`);
else for (const product of products) errors.push(...priceSourceProblems(product, priceSeries.data));
for (const { file, recipe } of recipes) {
  if (recipe.image && !existsSync(path.join(dataDir, 'images', recipe.image))) {
    errors.push(`${file} recipe ${recipe.id}: image ${recipe.image} not in data/images`);
  }
}

const foodsById = new Map(foods.map((f) => [f.id, f]));
const centsPerGram = cheapestCentsPerGram(
  products,
  foodsById,
  toGrams,
  productsFile?.priceLevelFactor ?? 1,
);
const labelled: LabelledRecipe[] = recipes.map(({ recipe }) => {
  const labels = deriveRecipeLabels(recipe, foodsById, toGrams);
  const cost = recipeCostPerServing(recipe, foodsById, centsPerGram, toGrams);
  return {
    id: recipe.id,
    cuisine: recipe.cuisine,
    meal: recipe.meal,
    dishType: recipe.dishType,
    allergens: labels.allergens,
    diets: labels.diets,
    costCentsPerServing: cost.missing.length === 0 ? cost.cents : null,
  };
});

const textProblems: string[] = [];
for (const { file, recipe } of recipes) {
  for (const p of recipeTextProblems(recipe, foodsById)) {
    textProblems.push(`${file} ${recipe.id}: ${p}`);
  }
}

// Dish types a cook would not call the dish (issue 27; npm run data:labels lists them all).
const labelProblems: string[] = [];
for (const { file, recipe } of recipes) {
  const why = suspiciousLabel(recipe, foodsById);
  if (why && !REVIEWED_LABELS.has(recipe.id)) labelProblems.push(`${file} ${recipe.id}: ${why}`);
}

const coverage = computeCoverage(labelled);
const cellCoverage = computeCellCoverage(labelled);
const cellGaps = cellShortfalls(cellCoverage);
const shortfalls = coverageFailures(coverage);

console.log(
  `foods ${foods.length}, products ${products.length}, pantry ${pantry.spices.length} spices / ` +
    `${pantry.baking.length} baking / ${pantry.condiments.length} condiments, ` +
    `recipe files ${recipeFiles.length}\n`,
);
console.log(formatCoverage(coverage));
console.log('');
console.log(formatCellCoverage(cellCoverage));
const least = smallest(cellCoverage);
console.log(
  `total ${labelled.length} recipes; smallest cell ${least.cell} = ${least.n}; ` +
    `smallest diet count ${least.diet} = ${least.dietN}`,
);
console.log(
  `text rules at ${CHECKED_SERVINGS.join(', ')} servings: ` +
    `${textProblems.length === 0 ? 'all recipes pass' : `${textProblems.length} problems`}\n`,
);
if (textProblems.length > 0) {
  console.log(`TEXT PROBLEMS (${textProblems.length}):`);
  for (const t of textProblems.slice(0, 200)) console.log(`  - ${t}`);
  if (textProblems.length > 200) console.log(`  ... and ${textProblems.length - 200} more`);
}
if (cellGaps.length > 0) {
  console.log(
    `${ENFORCE_CELL_MINIMUM ? 'CELL SHORTFALLS' : 'CELL GAPS (warning only until the library is filled)'} (${cellGaps.length}):`,
  );
  for (const g of cellGaps) console.log(`  - ${g}`);
}
console.log(`cells thin on purpose (${THIN_CELLS.size}):`);
for (const [cell, why] of THIN_CELLS) console.log(`  - ${cell}: ${why}`);
if (labelProblems.length > 0) {
  console.log(`STRETCHED LABELS (${labelProblems.length}, move the recipe or review it):`);
  for (const l of labelProblems) console.log(`  - ${l}`);
}
if (errors.length > 0) {
  console.log(`DATA ERRORS (${errors.length}):`);
  for (const e of errors) console.log(`  - ${e}`);
}
if (shortfalls.length > 0) {
  console.log(`COVERAGE SHORTFALLS (${shortfalls.length}):`);
  for (const s of shortfalls) console.log(`  - ${s}`);
}
const pass =
  errors.length === 0 &&
  shortfalls.length === 0 &&
  textProblems.length === 0 &&
  labelProblems.length === 0 &&
  (!ENFORCE_CELL_MINIMUM || cellGaps.length === 0);
console.log(pass ? '\nPASS' : '\nFAIL');
process.exit(pass ? 0 : 1);
