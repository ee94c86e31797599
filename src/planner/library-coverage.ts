/**
 * Coverage of the recipe library against issue 3's minimums, so plans are possible for
 * everyone: per cuisine and meal, per dish type, per diet and meal, per allergy and meal, and
 * the share of recipes under the budget line. Pure: the data check and tests feed it recipes
 * whose labels and costs were already derived.
 */
import {
  ALLERGENS,
  CUISINES,
  DISH_TYPES,
  MEALS,
  RECIPE_DIET_LABELS,
  type Allergen,
  type Cuisine,
  type DishType,
  type Meal,
  type RecipeDietLabel,
} from '../shared/options';
import { BUDGET_CENTS_PER_SERVING } from './recipe-cost';

export const COVERAGE_REQUIREMENTS = {
  /** Each cuisine at least this many recipes, with at least one per meal. */
  minPerCuisine: 24,
  minPerDishType: 12,
  /** For every single diet (and every single allergy), each meal at least this many. */
  minPerDietMeal: 8,
  minPerAllergyMeal: 8,
  minShareUnderBudget: 0.4,
  budgetCentsPerServing: BUDGET_CENTS_PER_SERVING,
} as const;
export type CoverageRequirements = typeof COVERAGE_REQUIREMENTS;

export interface LabelledRecipe {
  id: string;
  cuisine: Cuisine;
  meal: Meal;
  dishType: string;
  allergens: readonly Allergen[];
  diets: readonly RecipeDietLabel[];
  /** Null when some ingredient could not be priced. */
  costCentsPerServing: number | null;
}

export type ByMeal = Record<Meal, number>;

/** Upper bounds in cents of the cost-per-serving buckets (the last is open-ended). */
export const COST_BUCKETS_CENTS = [100, 150, 200, 250, 350, 500] as const;

export interface Coverage {
  total: number;
  cuisineByMeal: Record<Cuisine, ByMeal>;
  dishTypes: Record<DishType, number>;
  dietByMeal: Record<RecipeDietLabel, ByMeal>;
  allergyFreeByMeal: Record<Allergen, ByMeal>;
  /** Counts per bucket of COST_BUCKETS_CENTS, then the open bucket, then "not priced". */
  costBuckets: { label: string; count: number }[];
  underBudget: number;
}

const zeroByMeal = (): ByMeal => ({ breakfast: 0, lunch: 0, dinner: 0 });
const record = <K extends string, V>(keys: readonly K[], make: () => V) =>
  Object.fromEntries(keys.map((k) => [k, make()])) as Record<K, V>;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function computeCoverage(
  recipes: readonly LabelledRecipe[],
  budgetCents: number = BUDGET_CENTS_PER_SERVING,
): Coverage {
  const coverage: Coverage = {
    total: recipes.length,
    cuisineByMeal: record(CUISINES, zeroByMeal),
    dishTypes: record(DISH_TYPES, () => 0),
    dietByMeal: record(RECIPE_DIET_LABELS, zeroByMeal),
    allergyFreeByMeal: record(ALLERGENS, zeroByMeal),
    costBuckets: [
      ...COST_BUCKETS_CENTS.map((upper, i) => ({
        label: `${i === 0 ? '$0.00' : dollars(COST_BUCKETS_CENTS[i - 1]!)} - ${dollars(upper)}`,
        count: 0,
      })),
      { label: `>= ${dollars(COST_BUCKETS_CENTS.at(-1)!)}`, count: 0 },
      { label: 'not priced', count: 0 },
    ],
    underBudget: 0,
  };
  for (const r of recipes) {
    coverage.cuisineByMeal[r.cuisine][r.meal] += 1;
    if (r.dishType in coverage.dishTypes) coverage.dishTypes[r.dishType as DishType] += 1;
    for (const d of r.diets) coverage.dietByMeal[d][r.meal] += 1;
    for (const a of ALLERGENS) {
      if (!r.allergens.includes(a)) coverage.allergyFreeByMeal[a][r.meal] += 1;
    }
    const cost = r.costCentsPerServing;
    if (cost === null) {
      coverage.costBuckets.at(-1)!.count += 1;
      continue;
    }
    const bucket = COST_BUCKETS_CENTS.findIndex((upper) => cost < upper);
    coverage.costBuckets[bucket === -1 ? COST_BUCKETS_CENTS.length : bucket]!.count += 1;
    if (cost < budgetCents) coverage.underBudget += 1;
  }
  return coverage;
}

/** Every way the library falls short of the requirements, one readable line each. */
export function coverageFailures(
  coverage: Coverage,
  req: CoverageRequirements = COVERAGE_REQUIREMENTS,
): string[] {
  const failures: string[] = [];
  for (const cuisine of CUISINES) {
    const byMeal = coverage.cuisineByMeal[cuisine];
    const sum = MEALS.reduce((s, m) => s + byMeal[m], 0);
    if (sum < req.minPerCuisine) {
      failures.push(`cuisine ${cuisine}: ${sum} recipes, needs ${req.minPerCuisine}`);
    }
    const empty = MEALS.filter((m) => byMeal[m] === 0);
    if (empty.length > 0) failures.push(`cuisine ${cuisine}: no ${empty.join(', ')} recipes`);
  }
  for (const dishType of DISH_TYPES) {
    const n = coverage.dishTypes[dishType];
    if (n < req.minPerDishType) {
      failures.push(`dish type ${dishType}: ${n} recipes, needs ${req.minPerDishType}`);
    }
  }
  for (const diet of RECIPE_DIET_LABELS) {
    for (const meal of MEALS) {
      const n = coverage.dietByMeal[diet][meal];
      if (n < req.minPerDietMeal) {
        failures.push(`diet ${diet}, ${meal}: ${n} recipes, needs ${req.minPerDietMeal}`);
      }
    }
  }
  for (const allergen of ALLERGENS) {
    for (const meal of MEALS) {
      const n = coverage.allergyFreeByMeal[allergen][meal];
      if (n < req.minPerAllergyMeal) {
        failures.push(`${allergen}-free, ${meal}: ${n} recipes, needs ${req.minPerAllergyMeal}`);
      }
    }
  }
  const share = coverage.total === 0 ? 0 : coverage.underBudget / coverage.total;
  if (share < req.minShareUnderBudget) {
    failures.push(
      `${(share * 100).toFixed(1)}% of recipes under ${dollars(req.budgetCentsPerServing)} ` +
        `per serving, needs ${req.minShareUnderBudget * 100}%`,
    );
  }
  return failures;
}

function table(title: string, rows: [string, ByMeal][], min: number): string[] {
  const width = Math.max(title.length, ...rows.map(([k]) => k.length));
  const cell = (n: number) => `${String(n).padStart(9)}${n < min ? '!' : ' '}`;
  const sum = (byMeal: ByMeal) => MEALS.reduce((s, m) => s + byMeal[m], 0);
  return [
    `${title.padEnd(width)} ${MEALS.map((m) => `${m.padStart(9)} `).join('')}${'total'.padStart(6)}`,
    ...rows.map(
      ([key, byMeal]) =>
        `${key.padEnd(width)} ${MEALS.map((m) => cell(byMeal[m])).join('')}${String(sum(byMeal)).padStart(6)}`,
    ),
  ];
}

/** The coverage matrices as text; "!" marks a cell under its minimum. */
export function formatCoverage(
  coverage: Coverage,
  req: CoverageRequirements = COVERAGE_REQUIREMENTS,
): string {
  const lines: string[] = [`Recipes: ${coverage.total}`, ''];
  lines.push(
    ...table(
      'cuisine x meal',
      CUISINES.map((c) => [c, coverage.cuisineByMeal[c]]),
      1,
    ),
    '',
  );
  lines.push(`dish type (min ${req.minPerDishType})`);
  for (const d of DISH_TYPES) {
    const n = coverage.dishTypes[d];
    lines.push(`  ${d.padEnd(10)} ${String(n).padStart(4)}${n < req.minPerDishType ? '!' : ''}`);
  }
  lines.push('');
  lines.push(
    ...table(
      `diet x meal (min ${req.minPerDietMeal})`,
      RECIPE_DIET_LABELS.map((d) => [d, coverage.dietByMeal[d]]),
      req.minPerDietMeal,
    ),
    '',
  );
  lines.push(
    ...table(
      `allergy-free x meal (min ${req.minPerAllergyMeal})`,
      ALLERGENS.map((a) => [`${a}-free`, coverage.allergyFreeByMeal[a]]),
      req.minPerAllergyMeal,
    ),
    '',
  );
  lines.push('cost per serving at reference prices');
  for (const b of coverage.costBuckets) {
    lines.push(`  ${b.label.padEnd(16)} ${String(b.count).padStart(4)}`);
  }
  const share = coverage.total === 0 ? 0 : (coverage.underBudget / coverage.total) * 100;
  lines.push(
    `  under ${dollars(req.budgetCentsPerServing)}: ${coverage.underBudget} of ${coverage.total} ` +
      `(${share.toFixed(1)}%, min ${req.minShareUnderBudget * 100}%)`,
  );
  return lines.join('\n');
}
