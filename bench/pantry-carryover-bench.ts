/**
 * npm run bench:pantry — leftovers carried into the next plan, over 20 seeded households on
 * the shipped catalogue: week 1 is planned and bought, its leftovers go into the pantry
 * (src/planner/plan-leftovers.ts, the rule "I bought this" uses), and week 2 is planned with
 * and without that pantry. Prints per household and overall: week 2 cost with and without,
 * and the share of week 1's leftovers (grams and value) that week 2 uses.
 *   --households N   (default 20)
 */
import { parseArgs } from 'node:util';
import { generatePlan, PlanInfeasibleError } from '../src/planner/generate-plan';
import { pantryAfterPlan } from '../src/planner/plan-leftovers';
import type { PlanInputData } from '../src/planner/plan-input';
import { createRandom } from '../src/planner/random';
import { loadReferenceCatalogue } from '../src/server/catalogue/load-reference-catalogue';
import { formatCents } from '../src/shared/generated-plan';
import { CUISINES, type Meal } from '../src/shared/options';

const { values } = parseArgs({ options: { households: { type: 'string' } } });
const count = Number(values.households ?? 20);
const catalogue = loadReferenceCatalogue();
const random = createRandom(16);
const MEAL_SETS: Meal[][] = [
  ['breakfast', 'lunch', 'dinner'],
  ['lunch', 'dinner'],
  ['dinner'],
  ['breakfast', 'dinner'],
];
const DIETS = [[], [], [], ['vegetarian'], ['pescatarian'], ['glutenFree']] as const;

let sumWith = 0;
let sumWithout = 0;
let leftGrams = 0;
let usedGrams = 0;
let leftValue = 0;
let usedValue = 0;
console.log(
  'household                                    week 2 without   with   saved  leftovers used',
);
for (let h = 0; h < count; h++) {
  const meals = MEAL_SETS[random.int(MEAL_SETS.length)]!;
  const servings = 1 + random.int(5);
  const days = [3, 5, 7][random.int(3)]!;
  const diets = [...DIETS[random.int(DIETS.length)]!];
  const cuisines = [CUISINES[random.int(CUISINES.length)]!, CUISINES[random.int(CUISINES.length)]!];
  const household: PlanInputData = {
    meals,
    days,
    servings,
    diets,
    cuisines,
    budgetCents: 100_000,
    budgetPreference: (['strict', 'balanced', 'flexible'] as const)[random.int(3)]!,
  };
  try {
    const week1 = generatePlan(household, catalogue, 100 + h);
    const pantry = pantryAfterPlan([], week1);
    const without = generatePlan(household, catalogue, 200 + h);
    const withPantry = generatePlan({ ...household, pantryStock: pantry }, catalogue, 200 + h);
    const lg = pantry.reduce((s, p) => s + p.grams, 0);
    const ug = (withPantry.pantryUse ?? []).reduce((s, u) => s + u.grams, 0);
    const uv = (withPantry.pantryUse ?? []).reduce((s, u) => s + u.valueCents, 0);
    sumWith += withPantry.totals!.costCents;
    sumWithout += without.totals!.costCents;
    leftGrams += lg;
    usedGrams += ug;
    leftValue += week1.totals!.leftoverValueCents;
    usedValue += uv;
    const label = `${days}d x ${meals.length} meals x ${servings}, ${household.budgetPreference}${diets.length ? `, ${diets.join('+')}` : ''}`;
    console.log(
      `${String(h + 1).padStart(2)} ${label.padEnd(42)} ${formatCents(without.totals!.costCents).padStart(9)} ${formatCents(withPantry.totals!.costCents).padStart(8)} ${formatCents(without.totals!.costCents - withPantry.totals!.costCents).padStart(7)}  ${lg > 0 ? Math.round((100 * ug) / lg) : 0}% of grams`,
    );
  } catch (error) {
    if (!(error instanceof PlanInfeasibleError)) throw error;
    console.log(`${String(h + 1).padStart(2)} no plan: ${error.message}`);
  }
}
console.log(
  `\nWeek 2 total: ${formatCents(sumWithout)} without the pantry, ${formatCents(sumWith)} with it ` +
    `(${sumWithout > 0 ? (100 * (1 - sumWith / sumWithout)).toFixed(1) : 0}% less).`,
);
console.log(
  `Week 1 leftovers used by week 2: ${leftGrams > 0 ? ((100 * usedGrams) / leftGrams).toFixed(1) : 0}% of the grams; ` +
    `pantry value used ${formatCents(usedValue)} of ${formatCents(leftValue)} leftover value ` +
    `(${leftValue > 0 ? ((100 * usedValue) / leftValue).toFixed(1) : 0}%; value used is what week 2 would have paid).`,
);
