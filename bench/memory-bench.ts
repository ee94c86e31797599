/**
 * The planner listens (issue 32), measured over seeded households on the shipped library:
 * never-again recipes appear 0 times, pinned recipes are where they were pinned in every
 * feasible plan (and a pin that breaks a diet or allergy is refused with the reason), recipes
 * given as recent come back in at most 10% of the slots they held before, and loved recipes
 * appear at least twice as often as without the flag. Each household is planned with the
 * same planner and input fields the CLI's --never, --pin, --recent and --loved set.
 *
 * Called from bench/quality-bench.ts (npm run bench:quality); runs alone with
 *   npx tsx bench/memory-bench.ts [--households N] [--seed N]
 * and with --speed measures 7-day planner time with 50 pins, locks and ratings per plan.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { buildCatalogue, type PlannerCatalogue } from '../src/planner/catalogue';
import { generatePlan, PlanInfeasibleError } from '../src/planner/generate-plan';
import { fittingRecipeIds, type CheckerData } from '../src/planner/plan-checker';
import { planInputSchema, type PlanInput } from '../src/planner/plan-input';
import { createRandom, type Random } from '../src/planner/random';
import { readReferenceData } from '../src/server/catalogue/load-reference-catalogue';
import { minimumBudget } from '../src/shared/budget-rules';
import { quotePlanCents } from '../src/planner/plan-quote';
import type { GeneratedPlan } from '../src/shared/generated-plan';
import {
  BUDGET_PREFERENCES,
  CUISINES,
  DIETS,
  DISH_TYPES_BY_MEAL,
  MEALS,
  type Meal,
} from '../src/shared/options';

function pick<T>(random: Random, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(random.int(pool.length), 1)[0]!);
  return out;
}

/** Households like the quality bench's: 1-6 people, 3-7 days, a third with a diet. */
function memoryHouseholds(count: number, seed: number): PlanInput[] {
  const random = createRandom(seed ^ 0x32);
  return Array.from({ length: count }, (_, i) => {
    const servings = 1 + random.int(6);
    const days = 3 + random.int(5);
    const meals: Meal[] = [...MEALS];
    const diets = i % 3 === 2 ? pick(random, DIETS, 1) : [];
    const min = minimumBudget({ meals, days, servings });
    return planInputSchema.parse({
      meals,
      days,
      servings,
      budgetCents: Math.round(min * (2 + random.next() * 2) * 100),
      budgetPreference: BUDGET_PREFERENCES[i % 3],
      cuisines: pick(random, CUISINES, random.int(3)),
      dishTypes: {
        breakfast: pick(random, DISH_TYPES_BY_MEAL.breakfast, 1 + random.int(3)),
        lunch: pick(random, DISH_TYPES_BY_MEAL.lunch, 1 + random.int(3)),
        dinner: pick(random, DISH_TYPES_BY_MEAL.dinner, 1 + random.int(3)),
      },
      diets,
    });
  });
}

function tryPlan(
  input: PlanInput,
  catalogue: PlannerCatalogue,
  seed: number,
): GeneratedPlan | PlanInfeasibleError {
  try {
    return generatePlan(input, catalogue, seed);
  } catch (error) {
    if (error instanceof PlanInfeasibleError) return error;
    throw error;
  }
}

const count = (plan: GeneratedPlan, ids: ReadonlySet<string>) =>
  plan.recipes.filter((r) => ids.has(r.recipeId)).length;

const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`);

export interface MemoryFigures {
  households: number;
  neverAppearances: number;
  pinnedPlaced: number;
  pinnedTotal: number;
  pinPlansInfeasible: number;
  /** Why those plans were refused: the error code and how often. */
  pinRefusals: Map<string, number>;
  badPinsRefused: number;
  badPinsTried: number;
  recentBefore: number;
  recentAfter: number;
  lovedWithout: number;
  lovedWith: number;
}

export function measureMemory(
  data: CheckerData,
  catalogue: PlannerCatalogue,
  households: number,
  seed: number,
): MemoryFigures {
  const f: MemoryFigures = {
    households,
    neverAppearances: 0,
    pinnedPlaced: 0,
    pinnedTotal: 0,
    pinPlansInfeasible: 0,
    pinRefusals: new Map(),
    badPinsRefused: 0,
    badPinsTried: 0,
    recentBefore: 0,
    recentAfter: 0,
    lovedWithout: 0,
    lovedWith: 0,
  };
  const random = createRandom(seed ^ 0x5eed);
  memoryHouseholds(households, seed).forEach((input, i) => {
    const planSeed = i + 1;
    const base = tryPlan(input, catalogue, planSeed);
    if (base instanceof PlanInfeasibleError) return;
    const fitting = new Map(input.meals.map((m) => [m, fittingRecipeIds(data, input, m)]));

    // Never again: three of the plan's own recipes.
    const never = new Set(pick(random, [...new Set(base.recipes.map((r) => r.recipeId))], 3));
    const withNever = tryPlan({ ...input, neverRecipeIds: [...never] }, catalogue, planSeed);
    if (!(withNever instanceof PlanInfeasibleError)) f.neverAppearances += count(withNever, never);

    // Recent: every recipe of the plan, as if it was last week's.
    const recent = new Set(base.recipes.map((r) => r.recipeId));
    const next = tryPlan({ ...input, recentRecipeIds: [...recent] }, catalogue, planSeed);
    if (!(next instanceof PlanInfeasibleError)) {
      f.recentBefore += count(base, recent);
      f.recentAfter += count(next, recent);
    }

    // Loved: two fitting recipes per meal, drawn at random.
    const loved = new Set(input.meals.flatMap((m) => pick(random, fitting.get(m)!, 2)));
    const withLoved = tryPlan({ ...input, lovedRecipeIds: [...loved] }, catalogue, planSeed);
    if (!(withLoved instanceof PlanInfeasibleError)) {
      f.lovedWithout += count(base, loved);
      f.lovedWith += count(withLoved, loved);
    }

    // Pins: two on a day and meal, one anywhere; all fitting recipes.
    const pins = pick(random, [...input.meals], 2).map((meal) => ({
      recipeId: pick(random, fitting.get(meal)!, 1)[0]!,
      day: 1 + random.int(input.days),
      meal,
    }));
    const anywhere = pick(random, fitting.get('dinner')!, 1)[0]!;
    const pinned = tryPlan(
      { ...input, pins: [...pins, { recipeId: anywhere }] },
      catalogue,
      planSeed,
    );
    if (pinned instanceof PlanInfeasibleError) {
      f.pinPlansInfeasible++;
      f.pinRefusals.set(pinned.code, (f.pinRefusals.get(pinned.code) ?? 0) + 1);
    } else {
      for (const pin of pins) {
        f.pinnedTotal++;
        const entry = pinned.recipes.find((r) => r.day === pin.day && r.meal === pin.meal);
        if (entry?.recipeId === pin.recipeId && entry.pinned) f.pinnedPlaced++;
      }
      f.pinnedTotal++;
      if (pinned.recipes.some((r) => r.recipeId === anywhere && r.pinned)) f.pinnedPlaced++;
    }

    // A pin that breaks the household's diet is refused with the reason.
    if (input.diets.length > 0) {
      const fits = new Set(fitting.get('dinner'));
      const breaking = data.recipes.find((r) => r.meal === 'dinner' && !fits.has(r.id));
      if (breaking) {
        f.badPinsTried++;
        const refused = tryPlan({ ...input, pins: [{ recipeId: breaking.id }] }, catalogue, 1);
        if (refused instanceof PlanInfeasibleError && refused.code === 'pin-refused') {
          f.badPinsRefused++;
        }
      }
    }
  });
  return f;
}

export function memoryLines(f: MemoryFigures): string[] {
  return [
    '',
    `The planner listens (issue 32), ${f.households} seeded households:`,
    `  never-again appearances: ${f.neverAppearances} (target 0)`,
    `  pinned placement among feasible plans: ${f.pinnedPlaced} of ${f.pinnedTotal} = ${pct(f.pinnedPlaced, f.pinnedTotal)} (target 100%); plans with pins refused with the reason: ${f.pinPlansInfeasible}${f.pinRefusals.size > 0 ? ` (${[...f.pinRefusals].map(([code, n]) => `${code} ${n}`).join(', ')})` : ''}`,
    `  pins breaking a diet refused with the reason: ${f.badPinsRefused} of ${f.badPinsTried}`,
    `  recent recipes' reappearance: ${f.recentAfter} of the ${f.recentBefore} slots they held before = ${pct(f.recentAfter, f.recentBefore)} (target <= 10%)`,
    `  loved recipes' frequency: ${f.lovedWith} slots with the flag vs ${f.lovedWithout} without = ${f.lovedWithout === 0 ? 'n/a' : (f.lovedWith / f.lovedWithout).toFixed(2)}x (target >= 2x)`,
  ];
}

/** CPU times of one row of the speed bench, and the plans it refused (by error code). */
export interface SpeedRow {
  ms: number[];
  refused: Map<string, number>;
}

/**
 * 7-day plans (three meals, four servings: bench:planner's shape) with 50 of the person's
 * marks each: 7 meals of their plan locked to their day, 1 recipe pinned anywhere, 14
 * never-again, 14 loved and 14 recent recipes; and the same households without them. The
 * budget scales with the household: the household's drawn ratio (2-4x) of the larger of the
 * spec's minimum and the cheapest plan for its choices (the wizard's quote), so a refusal
 * means the marks made the plan impossible, not that the bench asked for too little.
 * CPU time of generatePlan per plan (process.cpuUsage: other work on a shared machine
 * inflates wall time, not this), after a few untimed plans so the JIT has warmed up.
 */
export function measureSpeed(
  data: CheckerData,
  catalogue: PlannerCatalogue,
  households: number,
  seed: number,
): { plain: SpeedRow; marked: SpeedRow } {
  const random = createRandom(seed ^ 0x50eed);
  const plain: SpeedRow = { ms: [], refused: new Map() };
  const marked: SpeedRow = { ms: [], refused: new Map() };
  const timed = (input: PlanInput, planSeed: number, into: SpeedRow | null) => {
    const cpu0 = process.cpuUsage();
    const out = tryPlan(input, catalogue, planSeed);
    const cpu = process.cpuUsage(cpu0);
    if (!into) return out;
    into.ms.push((cpu.user + cpu.system) / 1000);
    if (out instanceof PlanInfeasibleError) {
      into.refused.set(out.code, (into.refused.get(out.code) ?? 0) + 1);
    }
    return out;
  };
  const all = memoryHouseholds(households, seed);
  // Warm-up: the first plans of a fresh process pay for compiling the planner.
  for (const h of all.slice(0, 3)) tryPlan({ ...h, days: 7, servings: 4 }, catalogue, 1);
  all.forEach((h, i) => {
    const shape = { ...h, days: 7, servings: 4 };
    const ratio = h.budgetCents / (100 * minimumBudget(h));
    const floorCents = Math.max(100 * minimumBudget(shape), quotePlanCents(shape, catalogue));
    const input = { ...shape, budgetCents: Math.round(ratio * floorCents) };
    const base = timed(input, i + 1, plain);
    if (base instanceof PlanInfeasibleError) return;
    const fitting = new Map(input.meals.map((m) => [m, fittingRecipeIds(data, input, m)]));
    const used = new Set(base.recipes.map((r) => r.recipeId));
    // The recipe pinned anywhere is one the person wants, so none of the ratings below.
    const anywhere = pick(random, fitting.get('lunch')!, 1)[0]!;
    const others = [...fitting.values()].flat().filter((id) => !used.has(id) && id !== anywhere);
    // Locks as the plan page offers them: not on a cook-once lunch (the day before's dinner's
    // extra portions, a dinner recipe, which a lunch pin refuses).
    const own = base.recipes.filter((r) => !r.cookedWith);
    const locks = pick(random, own, 7).map((r) => ({
      recipeId: r.recipeId,
      day: r.day,
      meal: r.meal as Meal,
    }));
    const lockedIds = new Set(locks.map((l) => l.recipeId));
    const free = [...used].filter((id) => !lockedIds.has(id) && id !== anywhere);
    timed(
      {
        ...input,
        pins: [...locks, { recipeId: anywhere }],
        neverRecipeIds: pick(random, others, 14),
        lovedRecipeIds: pick(random, others, 14),
        recentRecipeIds: [...pick(random, free, 10), ...pick(random, others, 4)],
      },
      i + 1,
      marked,
    );
  });
  return { plain, marked };
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export function speedLines(s: { plain: SpeedRow; marked: SpeedRow }): string[] {
  const line = (label: string, row: SpeedRow) => {
    const refused = [...row.refused].map(([code, n]) => `${code} ${n}`).join(', ');
    return (
      `  ${label}: p50 ${quantile(row.ms, 0.5).toFixed(0)} ms, p95 ${quantile(row.ms, 0.95).toFixed(0)} ms ` +
      `(${row.ms.length} plans; refused ${refused === '' ? 0 : refused})`
    );
  };
  return [
    '7-day plans x 3 meals x 4 servings, budget 2-4x the cheapest plan, CPU time per plan (target p95 < 150 ms with 50 marks):',
    line('without marks', s.plain),
    line('with 8 pins/locks, 14 never, 14 loved, 14 recent', s.marked),
  ];
}

function main(): void {
  const { values } = parseArgs({
    options: {
      households: { type: 'string', default: '100' },
      seed: { type: 'string', default: '1' },
      speed: { type: 'boolean' },
    },
  });
  const reference = readReferenceData();
  const data: CheckerData = {
    foods: reference.foods,
    products: reference.products,
    recipes: reference.recipes,
    priceLevelFactor: reference.priceLevelFactor,
  };
  const catalogue = buildCatalogue({ ...data, pantryCatalogue: reference.pantryCatalogue });
  if (values.speed) {
    const speed = measureSpeed(data, catalogue, Number(values.households), Number(values.seed));
    console.log(speedLines(speed).join('\n'));
    return;
  }
  const figures = measureMemory(data, catalogue, Number(values.households), Number(values.seed));
  console.log(memoryLines(figures).join('\n'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
