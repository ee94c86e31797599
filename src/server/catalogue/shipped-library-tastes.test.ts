/**
 * Strict on the shipped library (issue 12): a one-person week whose cuisine opens packages of
 * its own (gochujang, sesame oil, kimchi) gets that cuisine where the budget holds it, not the
 * cheap basket of the first days. Before the search built its first plan from the person's
 * tastes within the budget, this week came out all Mexican with a fifth of the budget unspent
 * (bench:quality household 60).
 */
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../planner/catalogue';
import { generatePlan } from '../../planner/generate-plan';
import { checkPlan } from '../../planner/plan-checker';
import { planInputSchema } from '../../planner/plan-input';
import { readReferenceData } from './load-reference-catalogue';

const reference = readReferenceData();
const data = {
  foods: reference.foods,
  products: reference.products,
  recipes: reference.recipes,
  priceLevelFactor: reference.priceLevelFactor,
};
const catalogue = buildCatalogue({ ...data, pantryCatalogue: reference.pantryCatalogue });

describe('a strict week of a cuisine with its own pantry', () => {
  const input = planInputSchema.parse({
    meals: ['lunch', 'dinner'],
    days: 7,
    servings: 1,
    // bench:quality household 60's $77.88 of 2022 was about $86.65 at May 2026 prices (CPI-U
    // food at home 288.5 -> 321.0, issue 31). At $86.65 seed 1 still serves 5 Korean meals
    // ($85.90) but seed 61 falls back to a week with none and $17 unspent: the weakness this
    // test guards, reported to the planner's owners in issue 31's closing note. With issue
    // 27's week rules beside the new prices (weekday time limits, salt, the variety floors), a
    // Korean week costs more again: $100 gives seed 1 four Korean meals and seed 61 none, $105
    // gives them 5 and 12, $110 holds 14 for both. Below that the strict search settles on the
    // cheap Mexican basket all at once: the weakness this test guards, still open (issue 27).
    // When the cans, boxes and packages of issue 27 came to weigh what the store sells (a
    // recipe's package of tofu or box of pasta buys one, not two), prices of candidates moved
    // and the search's first week took Dubu Ssam three times; the short mend could not undo it
    // and both seeds fell back to a week with no Korean meal at $110 (the Korean week of before
    // still cost $108.16). A search afresh with the floors first now mends it: $100 gives 8 and
    // 8 Korean meals, $105 9 and 6, $110 14 and 9 (seed 1 and 61).
    budgetCents: 11000,
    budgetPreference: 'strict',
    store: 'walmart',
    cuisines: ['korean'],
    dishTypes: { breakfast: [], lunch: ['wrap'], dinner: ['tacos', 'stirfry'] },
  });

  it.each([1, 61])('serves Korean meals within the budget (seed %i)', (seed) => {
    const plan = generatePlan(input, catalogue, seed);
    expect(checkPlan(data, input, plan)).toEqual([]);
    const korean = plan.recipes.filter((r) => r.cuisine === 'korean').length;
    expect(korean).toBeGreaterThanOrEqual(4);
    expect(plan.totals!.costCents).toBeLessThanOrEqual(input.budgetCents);
  });
});
