/**
 * npx tsx bench/own-recipes-phases.ts
 *
 * Where a 7-day plan's CPU time goes with and without 2,000 of a person's own recipes (issue
 * 30): input parsing, adding their recipes to the catalogue, building the model, the search,
 * and the whole solve; mean CPU ms of seeds 1-8 (the first plan's build of their recipes left
 * out of "own"). CPU time, not wall time, so that other processes on the machine distort it
 * less. The candidates per meal are printed first.
 */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
import type { Recipe } from '../src/planner/catalogue-schema';
import { solvePlan } from '../src/planner/generate-plan';
import { catalogueWithOwnRecipes } from '../src/planner/own-recipes';
import { planInputSchema } from '../src/planner/plan-input';
import { buildPlanModel } from '../src/planner/plan-model';
import { searchPlan } from '../src/planner/optimiser';
import { createRandom } from '../src/planner/random';
import {
  loadReferenceCatalogue,
  readReferenceData,
} from '../src/server/catalogue/load-reference-catalogue';
const data = readReferenceData();
const catalogue = loadReferenceCatalogue();
const own: Recipe[] = Array.from({ length: 2000 }, (_, i) => {
  const r = data.recipes[i % data.recipes.length]!;
  return {
    ...r,
    id: `own-${i}`,
    title: `${r.title} (mine ${i})`,
    ingredients: r.ingredients.map((ing) => ({
      ...ing,
      quantity: ing.quantity * (1 + (i % 5) / 10),
    })),
  };
});
for (const which of ['none', 'own']) {
  const t = { parse: 0, own: 0, model: 0, search: 0, solve: 0 };
  let cands = '';
  for (let seed = 1; seed <= 8; seed++) {
    const inp = {
      meals: ['breakfast', 'lunch', 'dinner'] as const,
      days: 7,
      servings: 4,
      budgetCents: 20000,
      ownRecipes: which === 'own' ? [...own] : [],
      ownRecipesMode: 'mixed' as const,
    };
    let a = cpu();
    const input = planInputSchema.parse(inp);
    let b = cpu();
    t.parse += b - a;
    a = b;
    const w = catalogueWithOwnRecipes(catalogue, input.ownRecipes, 'mixed', input.meals);
    b = cpu();
    if (seed > 1) t.own += b - a;
    a = b;
    const model = buildPlanModel(w.catalogue, input, seed);
    b = cpu();
    t.model += b - a;
    a = b;
    searchPlan(model, createRandom(seed), {});
    b = cpu();
    t.search += b - a;
    a = b;
    solvePlan(input, w.catalogue, seed);
    b = cpu();
    t.solve += b - a;
    a = b;
    cands = model.candidates.map((c) => c.length).join(',');
  }
  console.log(
    which,
    cands,
    Object.entries(t)
      .map(([k, v]) => `${k} ${(v / 8).toFixed(0)}`)
      .join(' '),
  );
}
