/**
 * `npx tsx bench/generation-phases.ts`: CPU time per step of generatePlan for bench:generation's
 * plan (7 days, 3 meals, 4 servings, balanced, no tastes) on the shipped library: the whole
 * generatePlan, then each step as solvePlan runs it (decision 0026). Environment: N (plans,
 * default 30).
 */
import { getReferenceCatalogue } from '../src/server/catalogue/catalogue-service';
import { generatePlan } from '../src/planner/generate-plan';
import { buildPlanModel } from '../src/planner/plan-model';
import { searchPlan } from '../src/planner/optimiser';
import { createRandom } from '../src/planner/random';
import { chooseCookOnce } from '../src/planner/cook-once';
import { refineAfterCookOnce } from '../src/planner/cook-once-refine';
import { planNotes } from '../src/planner/plan-notes';
import { thinCellNotes } from '../src/planner/cell-coverage';
import { floorNotes, timeNotes } from '../src/planner/kitchen-notes';
import { buildPlanOutput } from '../src/planner/plan-output';
import { planInputSchema } from '../src/planner/plan-input';

const catalogue = getReferenceCatalogue();
const input = planInputSchema.parse({
  meals: ['breakfast', 'lunch', 'dinner'],
  days: 7,
  servings: 4,
  budgetCents: 7 * 4 * 3 * 6 * 100,
  budgetPreference: 'balanced',
  store: 'walmart',
});
const N = Number(process.env.N ?? 30);
const t: Record<string, number> = {};
const add = (k: string, ms: number) => (t[k] = (t[k] ?? 0) + ms);
const cpu = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
for (let w = 0; w < 5; w++) generatePlan(input, catalogue, 1000 + w);
for (let i = 0; i < N; i++) {
  const seed = i + 1;
  let a = cpu();
  const mark = (k: string) => {
    const b = cpu();
    add(k, b - a);
    a = b;
  };
  generatePlan(input, catalogue, seed);
  mark('generatePlan total');
  const model = buildPlanModel(catalogue, input, seed);
  mark('buildPlanModel');
  const result = searchPlan(model, createRandom(seed), {});
  mark('searchPlan');
  const cooked = chooseCookOnce(model, result);
  mark('chooseCookOnce');
  if (cooked.lunches > 0) cooked.result = refineAfterCookOnce(cooked.model, cooked.result);
  mark('refineAfterCookOnce');
  planNotes(cooked.model, cooked.result);
  mark('planNotes');
  thinCellNotes(
    input,
    catalogue.recipes.map((cr) => cr.recipe),
  );
  mark('thinCellNotes');
  floorNotes(cooked.model, cooked.result);
  timeNotes(cooked.model, cooked.result);
  mark('floor/time notes');
  const out = buildPlanOutput(cooked.model, cooked.result.assignment, []);
  mark('buildPlanOutput');
  JSON.stringify(out);
  mark('JSON.stringify');
  structuredClone(out);
  mark('structuredClone');
}
for (const [k, v] of Object.entries(t)) console.log(k.padEnd(24), (v / N).toFixed(2), 'ms');
