/**
 * npx tsx bench/plan-fingerprint.ts [--out FILE] [--households N] [--only plain|marked|own]
 *
 * Proof that a speed change leaves the plans as they were (docs/decisions/0027): every plan
 * generatePlan makes for seeded households on the shipped library, written out whole (meals,
 * list, totals, notes) or as the refusal's code, one line each, so two runs compare with
 * `diff`. Three shapes, those of the planner's speed targets: plain households (1 to 7 days,
 * every preference, diets, allergies, a pantry), the same at 7 days with 50 marks (pins,
 * locks, never, loved, recent; issue 32), and 7-day plans with 2,000 of a person's own
 * recipes mixed in (issue 30). Also prints CPU time per shape (p50, p95), not a benchmark
 * (the plans are stringified in between) but a quick view.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Recipe } from '../src/planner/catalogue-schema';
import { buildCatalogue } from '../src/planner/catalogue';
import { generatePlan, PlanInfeasibleError } from '../src/planner/generate-plan';
import { planInputSchema, type PlanInput } from '../src/planner/plan-input';
import { createRandom, type Random } from '../src/planner/random';
import { readReferenceData } from '../src/server/catalogue/load-reference-catalogue';
import { minimumBudget } from '../src/shared/budget-rules';
import {
  ALLERGENS,
  BUDGET_PREFERENCES,
  CUISINES,
  DIETS,
  DISH_TYPES_BY_MEAL,
  MEALS,
  type Meal,
} from '../src/shared/options';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string' },
    households: { type: 'string', default: '60' },
    only: { type: 'string' },
  },
});
const HOUSEHOLDS = Number(args.households);

const reference = readReferenceData();
const catalogue = buildCatalogue({
  foods: reference.foods,
  products: reference.products,
  recipes: reference.recipes,
  priceLevelFactor: reference.priceLevelFactor,
  pantryCatalogue: reference.pantryCatalogue,
});
const pantryIds = [
  ...reference.pantryCatalogue.spices,
  ...reference.pantryCatalogue.baking,
  ...reference.pantryCatalogue.condiments,
];

function pick<T>(random: Random, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(random.int(pool.length), 1)[0]!);
  return out;
}

function household(random: Random, i: number, days: number, servings: number): PlanInput {
  const meals: Meal[] = random.next() < 0.85 ? [...MEALS] : pick(random, MEALS, 2);
  const min = minimumBudget({ meals, days, servings });
  return planInputSchema.parse({
    meals,
    days,
    servings,
    budgetCents: Math.round(min * (1.1 + random.next() * 2.5) * 100),
    budgetPreference: BUDGET_PREFERENCES[i % 3],
    cuisines: pick(random, CUISINES, random.int(4)),
    dishTypes: {
      breakfast: pick(random, DISH_TYPES_BY_MEAL.breakfast, random.int(3)),
      lunch: pick(random, DISH_TYPES_BY_MEAL.lunch, random.int(3)),
      dinner: pick(random, DISH_TYPES_BY_MEAL.dinner, random.int(3)),
    },
    diets: i % 3 === 2 ? pick(random, DIETS, 1) : [],
    allergies: i % 4 === 3 ? pick(random, ALLERGENS, 1) : [],
    pantry: random.next() < 0.5 ? pick(random, pantryIds, 20) : [],
    cookingTime: i % 5 === 0 ? 'under-30' : i % 5 === 4 ? 'over-60' : '30-60',
  });
}

const lines: string[] = [];
const times = new Map<string, number[]>();

function plan(shape: string, label: string, input: PlanInput, seed: number) {
  const cpu0 = process.cpuUsage();
  let text: string;
  let result = null;
  try {
    result = generatePlan(input, catalogue, seed);
    text = JSON.stringify(result);
  } catch (error) {
    if (!(error instanceof PlanInfeasibleError)) throw error;
    text = `refused ${error.code} ${error.message}`;
  }
  const cpu = process.cpuUsage(cpu0);
  if (!times.has(shape)) times.set(shape, []);
  times.get(shape)!.push((cpu.user + cpu.system) / 1000);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  lines.push(`${shape} ${label} ${hash} ${text.length}`);
  return result;
}

const random = createRandom(27);
if (!args.only || args.only === 'plain' || args.only === 'marked') {
  for (let i = 0; i < HOUSEHOLDS; i++) {
    const days = i % 2 === 0 ? 7 : 1 + random.int(7);
    const input = household(random, i, days, 1 + random.int(6));
    const base = plan('plain', `h${i}`, input, i + 1);
    if (args.only === 'plain' || !base || days !== 7) continue;
    const used = [...new Set(base.recipes.map((r) => r.recipeId))];
    const others = catalogue.recipes
      .map((r) => r.recipe)
      .filter((r) => input.meals.includes(r.meal) && !used.includes(r.id))
      .map((r) => r.id);
    const locks = pick(random, base.recipes, 7).map((r) => ({
      recipeId: r.recipeId,
      day: r.day,
      meal: r.meal as Meal,
    }));
    plan(
      'marked',
      `h${i}`,
      {
        ...input,
        pins: [...locks, { recipeId: pick(random, used, 1)[0]! }],
        neverRecipeIds: pick(random, others, 14),
        lovedRecipeIds: pick(random, others, 14),
        recentRecipeIds: [...pick(random, used, 10), ...pick(random, others, 4)],
      },
      i + 1,
    );
  }
}

if (!args.only || args.only === 'own') {
  const own: Recipe[] = Array.from({ length: 2000 }, (_, i) => {
    const r = reference.recipes[(i * 7) % reference.recipes.length]!;
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
  for (let i = 0; i < Math.ceil(HOUSEHOLDS / 4); i++) {
    const input = household(random, i, 7, 1 + random.int(6));
    plan('own', `h${i}`, { ...input, ownRecipes: own, ownRecipesMode: 'mixed' }, i + 1);
  }
}

const q = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor(p * v.length))]!;
for (const [shape, v] of times) {
  console.log(
    `${shape}: ${v.length} plans, CPU p50 ${q(v, 0.5).toFixed(1)} ms, p95 ${q(v, 0.95).toFixed(1)} ms`,
  );
}
const digest = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
console.log(`fingerprint of ${lines.length} plans: ${digest}`);
if (args.out) writeFileSync(args.out, `${lines.join('\n')}\n`);
