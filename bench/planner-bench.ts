/**
 * npm run bench:planner — how fast and how good the planner is, and that it breaks no rule.
 *
 * 1. Time per plan (CPU time of the call on one core, wall in the JSON), p50 and p95, for
 *    1, 3 and 7 days x 3 meals x 4 servings, over the shipped recipes and over a synthetic
 *    library of 20,000 recipes generated here from the real foods (labelled synthetic).
 * 2. Cost against the best known on the same model: HiGHS's proven optimum for 1- and 3-day
 *    plans, for 7-day plans the best of HiGHS in 60 s and a long heuristic run.
 * 3. Violations found by the independent checker (src/planner/plan-checker.ts): must be 0.
 * 4. Leftover value as a share of the total.
 *
 * Knobs (the defaults keep the whole run near ten minutes on two cores):
 *   --people N          seeded people per plan length for timing and checks (default 50)
 *   --exact-people N    people whose 1- and 3-day plans HiGHS solves to optimality (50)
 *   --exact-3-people N  of those, how many 3-day plans (default 12: each takes 10 s to minutes)
 *   --long-people N     people whose 7-day plan gets HiGHS for --highs-seconds (default 6)
 *   --highs-seconds S   HiGHS time limit for 7-day plans (default 60)
 *   --exact-seconds S   limit for the 1- and 3-day solves (default 180; an unfinished one still
 *                       gives a proven lower bound, reported)
 *   --synthetic N       synthetic library size (default 20000; 0 skips it)
 *   --workers N         HiGHS solves in parallel (default 2)
 *   --repeat N          plan each person N times and keep the least CPU and wall time (default
 *                       1): on a shared machine the least of a few shows less of the others' load
 *   --json FILE         also write every measurement to FILE
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { buildCatalogue, type PlannerCatalogue } from '../src/planner/catalogue';
import type { Food, Product, Recipe } from '../src/planner/catalogue-schema';
import { fixtureCatalogue } from '../src/planner/fixture-catalogue';
import { PlanInfeasibleError, solvePlan } from '../src/planner/generate-plan';
import { evaluateAssignment, searchPlan } from '../src/planner/optimiser';
import { checkPlan, type CheckerData } from '../src/planner/plan-checker';
import { planInputSchema, type PlanInput } from '../src/planner/plan-input';
import type { PlanModel } from '../src/planner/plan-model';
import { buildPlanOutput } from '../src/planner/plan-output';
import type { GeneratedPlan } from '../src/shared/generated-plan';
import { createRandom, type Random } from '../src/planner/random';
import { readReferenceData } from '../src/server/catalogue/load-reference-catalogue';
import { minimumBudget } from '../src/shared/budget-rules';
import {
  ALLERGENS,
  BUDGET_PREFERENCES,
  CUISINES,
  DIET_EXTRAS,
  DIETS,
  DISH_TYPES_BY_MEAL,
  MEALS,
  type Diet,
} from '../src/shared/options';
import { buildLp, decodeAssignment } from './highs-model';
import { syntheticRecipes } from './synthetic-catalogue';

const { values: args } = parseArgs({
  options: {
    people: { type: 'string', default: '50' },
    'exact-people': { type: 'string', default: '50' },
    'exact-3-people': { type: 'string', default: '12' },
    'long-people': { type: 'string', default: '6' },
    'highs-seconds': { type: 'string', default: '60' },
    'exact-seconds': { type: 'string', default: '180' },
    synthetic: { type: 'string', default: '20000' },
    workers: { type: 'string', default: '2' },
    repeat: { type: 'string', default: '1' },
    json: { type: 'string' },
    phase: { type: 'string', default: 'all' },
  },
});
const PEOPLE = Number(args.people);
const EXACT_PEOPLE = Math.min(PEOPLE, Number(args['exact-people']));
const EXACT3_PEOPLE = Math.min(EXACT_PEOPLE, Number(args['exact-3-people']));
const LONG_PEOPLE = Math.min(PEOPLE, Number(args['long-people']));
const HIGHS_SECONDS = Number(args['highs-seconds']);
const EXACT_SECONDS = Number(args['exact-seconds']);
const SYNTHETIC = Number(args.synthetic);
const WORKERS = Math.max(1, Number(args.workers));
const REPEAT = Math.max(1, Number(args.repeat));
const DAYS = [1, 3, 7] as const;
/** Old-space cap of the synthetic child process (MB), so its peak memory means something. */
const HEAP_CAP_MB = 160;
const SERVINGS = 4;

const log = (text: string) => process.stderr.write(`${text}\n`);

// ---------------------------------------------------------------- data

interface Library {
  label: string;
  data: CheckerData & { foods: Food[]; products: Product[]; recipes: Recipe[] };
  catalogue: PlannerCatalogue;
  pantryIds: string[][];
  buildMs: number;
}

function library(
  label: string,
  data: Library['data'],
  pantry: { spices: string[]; baking: string[]; condiments: string[] },
): Library {
  const start = performance.now();
  const catalogue = buildCatalogue({
    ...data,
    pantryCatalogue: pantry,
    priceLevelFactor: data.priceLevelFactor,
  });
  // Warm the package tables, as a server does once at start.
  for (const t of catalogue.costTables) t.cost(1);
  for (const t of catalogue.organicCostTables) t.cost(1);
  return {
    label,
    data,
    catalogue,
    pantryIds: [pantry.spices, pantry.baking, pantry.condiments],
    buildMs: performance.now() - start,
  };
}

const reference = readReferenceData();
function loadShipped(): Library {
  if (reference.recipes.length === 0) {
    log(
      'data/recipes/ holds no recipes yet: benchmarking on the seeded fixture catalogue instead.',
    );
    const fx = fixtureCatalogue({ seed: 1, foods: 120, recipesPerMeal: 140 });
    return library('fixture (no shipped recipes yet)', fx, fx.pantryCatalogue);
  }
  return library(
    `shipped (${reference.recipes.length} recipes)`,
    {
      foods: reference.foods,
      products: reference.products,
      recipes: reference.recipes,
      priceLevelFactor: reference.priceLevelFactor,
    },
    reference.pantryCatalogue,
  );
}

// ---------------------------------------------------------------- people

const COMPATIBLE_PAIRS: Diet[][] = [
  ['vegetarian', 'glutenFree'],
  ['vegan', 'glutenFree'],
  ['dairyFree', 'halal'],
  ['pescatarian', 'dairyFree'],
  ['lowCarb', 'glutenFree'],
  ['mediterranean', 'kosher'],
];

function pickSome<T>(random: Random, items: readonly T[], p: number): T[] {
  return items.filter(() => random.next() < p);
}

/** Seeded people: tastes, diets, allergies, a pantry and a budget from the spec's minimum up. */
function people(lib: Library, count: number, days: number, seed: number): PlanInput[] {
  const random = createRandom(seed);
  const out: PlanInput[] = [];
  for (let i = 0; i < count; i++) {
    const r = random.next();
    const diets: string[] =
      r < 0.45
        ? []
        : r < 0.85
          ? [DIETS[random.int(DIETS.length)]!]
          : [...COMPATIBLE_PAIRS[random.int(COMPATIBLE_PAIRS.length)]!];
    if (random.next() < 0.15) diets.push(DIET_EXTRAS[random.int(DIET_EXTRAS.length)]!);
    const allergies = random.next() < 0.5 ? [] : pickSome(random, ALLERGENS, 0.12).slice(0, 2);
    const custom =
      random.next() < 0.15
        ? [lib.data.foods[random.int(lib.data.foods.length)]!.name.toLowerCase()]
        : [];
    const meals = [...MEALS];
    const min = minimumBudget({ meals, days, servings: SERVINGS });
    out.push(
      planInputSchema.parse({
        meals,
        days,
        servings: SERVINGS,
        // From the spec's minimum budget to twice it: sometimes the budget binds.
        budgetCents: Math.round(min * (1 + random.next()) * 100),
        budgetPreference: BUDGET_PREFERENCES[random.int(3)],
        store: 'walmart',
        cuisines: pickSome(random, CUISINES, 0.3),
        dishTypes: {
          breakfast: pickSome(random, DISH_TYPES_BY_MEAL.breakfast, 0.35),
          lunch: pickSome(random, DISH_TYPES_BY_MEAL.lunch, 0.35),
          dinner: pickSome(random, DISH_TYPES_BY_MEAL.dinner, 0.35),
        },
        diets,
        allergies,
        customAllergies: custom,
        // "No" in the wizard keeps the default pantry: most of the catalogue's staples.
        pantry: lib.pantryIds.flatMap((ids) => pickSome(random, ids, 0.6)),
      }),
    );
  }
  return out;
}

// ---------------------------------------------------------------- timing and checks

interface Run {
  days: number;
  person: number;
  cpuMs: number;
  wallMs: number;
  refused: string | null;
  violations: string[];
  costCents: number;
  leftoverCents: number;
  objective: number;
  model: PlanModel | null;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Plans for each person, timed; checked afterwards so the checker's memory is not counted.
 * Only the first `keepModels` planned runs keep their model, the ones the HiGHS comparison
 * solves: fifty models held at once would measure the benchmark's memory (and the garbage
 * collector's work over it), not the planner's.
 */
function timePlans(lib: Library, days: number, inputs: PlanInput[], keepModels: number): Run[] {
  let kept = 0;
  const runs: Run[] = [];
  const plans: (GeneratedPlan | null)[] = [];
  inputs.forEach((input, person) => {
    let solution;
    let refused: string | null = null;
    let plan: GeneratedPlan | null = null;
    let cpuMs = Infinity;
    let wallMs = Infinity;
    // The same seed every time, so the same plan: only the time can differ.
    for (let r = 0; r < REPEAT; r++) {
      const cpu0 = process.cpuUsage();
      const wall0 = performance.now();
      try {
        solution = solvePlan(input, lib.catalogue, person + 1);
        plan = buildPlanOutput(solution.model, solution.result.assignment, solution.notes);
      } catch (error) {
        if (!(error instanceof PlanInfeasibleError)) throw error;
        refused = error.code;
      }
      const cpu = process.cpuUsage(cpu0);
      cpuMs = Math.min(cpuMs, (cpu.user + cpu.system) / 1000);
      wallMs = Math.min(wallMs, performance.now() - wall0);
    }
    plans.push(plan);
    runs.push({
      days,
      person,
      cpuMs,
      wallMs,
      refused,
      violations: [],
      costCents: plan?.totals?.costCents ?? 0,
      leftoverCents: plan?.totals?.leftoverValueCents ?? 0,
      // The search's own model and objective: HiGHS solves that model (cook-once comes after).
      objective: solution?.searched.result.objective ?? NaN,
      model: !refused && kept++ < keepModels ? (solution?.searched.model ?? null) : null,
    });
  });
  planningMaxRssKb = Math.max(planningMaxRssKb, process.resourceUsage().maxRSS);
  runs.forEach((run, i) => {
    const plan = plans[i];
    if (plan) pendingChecks.push(() => (run.violations = checkPlan(lib.data, inputs[i]!, plan)));
  });
  return runs;
}

/** Checks run after all timing, so the checker's memory and garbage stay out of the numbers. */
const pendingChecks: (() => void)[] = [];
function runChecks(): void {
  for (const check of pendingChecks.splice(0)) check();
}

/** Peak RSS while planning (before any checking), in KB. */
let planningMaxRssKb = 0;

// ---------------------------------------------------------------- HiGHS

interface HighsAnswer {
  status: string;
  objective: number | null;
  /** HiGHS's proven lower bound on the objective. */
  bound: number | null;
  columns: Record<string, number>;
  seconds: number;
}

class HighsPool {
  private workers: Worker[] = [];
  private idle: Worker[] = [];
  private queue: { lp: string; timeLimit: number; resolve: (a: HighsAnswer) => void }[] = [];
  private next = 0;
  private pending = new Map<number, (a: HighsAnswer) => void>();

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      const w = new Worker(new URL('./highs-worker.mjs', import.meta.url));
      w.on('message', (m: HighsAnswer & { id: number }) => {
        this.pending.get(m.id)?.(m);
        this.pending.delete(m.id);
        this.idle.push(w);
        this.pump();
      });
      this.workers.push(w);
      this.idle.push(w);
    }
  }

  solve(lp: string, timeLimit: number): Promise<HighsAnswer> {
    return new Promise((resolve) => {
      this.queue.push({ lp, timeLimit, resolve });
      this.pump();
    });
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const w = this.idle.pop()!;
      const job = this.queue.shift()!;
      const id = this.next++;
      this.pending.set(id, job.resolve);
      w.postMessage({ id, lp: job.lp, timeLimit: job.timeLimit });
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/** The HiGHS solution as an assignment, re-evaluated by the planner's own objective. */
function highsObjective(model: PlanModel, answer: HighsAnswer): number | null {
  if (answer.objective === null) return null;
  const assignment = decodeAssignment(model, answer.columns);
  if (!assignment) return null;
  const evaluated = evaluateAssignment(model, assignment);
  // The two must agree: the MIP is the same model. Report HiGHS's own value if they differ.
  // (An unfinished incumbent may hold spare packages or repeat slack, so it can re-evaluate
  // lower than HiGHS says; higher would mean the two models differ.)
  if (evaluated.objective > answer.objective + 1) {
    log(
      `  MODEL MISMATCH: HiGHS objective ${answer.objective} re-evaluates to ${evaluated.objective}`,
    );
  }
  return evaluated.objective;
}

interface GapRow {
  days: number;
  people: number;
  proven: number;
  reference: string;
  gaps: number[];
  /** Certified: how far the heuristic can at most be from the optimum (HiGHS's lower bound). */
  boundGaps: number[];
  highsBetter: number;
  heuristicBetter: number;
  highsSeconds: number[];
}

/** How many planned runs of each length the HiGHS comparison solves. */
function highsCount(days: (typeof DAYS)[number]): number {
  return days === 1 ? EXACT_PEOPLE : days === 3 ? EXACT3_PEOPLE : LONG_PEOPLE;
}

async function costGaps(
  runs: Run[],
  days: number,
  count: number,
  pool: HighsPool,
): Promise<GapRow> {
  const chosen = runs.filter((r) => r.model && !r.refused).slice(0, count);
  const long = days === 7;
  const answers = await Promise.all(
    chosen.map((r) => pool.solve(buildLp(r.model!), long ? HIGHS_SECONDS : EXACT_SECONDS)),
  );
  const row: GapRow = {
    days,
    people: chosen.length,
    proven: 0,
    reference: long
      ? `best of HiGHS ${HIGHS_SECONDS} s and a long heuristic run`
      : 'HiGHS proven optimum',
    gaps: [],
    boundGaps: [],
    highsBetter: 0,
    heuristicBetter: 0,
    highsSeconds: answers.map((a) => a.seconds),
  };
  chosen.forEach((r, i) => {
    const answer = answers[i]!;
    if (answer.status === 'optimal') row.proven++;
    if (answer.bound !== null && Number.isFinite(answer.bound)) {
      row.boundGaps.push(Math.max(0, (r.objective - answer.bound) / r.objective));
    }
    const highsValue = highsObjective(r.model!, answer) ?? Infinity;
    let best = highsValue;
    if (long) {
      const longRun = searchPlan(r.model!, createRandom(r.person + 1000), {
        effort: { restarts: 4, kicks: 400 },
      });
      best = Math.min(best, longRun.objective);
    }
    if (best < r.objective - 0.5) row.highsBetter++;
    if (highsValue > r.objective + 0.5) row.heuristicBetter++;
    best = Math.min(best, r.objective);
    row.gaps.push(best > 0 ? (r.objective - best) / best : 0);
    log(
      `  ${days}-day person ${r.person}: heuristic ${r.objective}, best ${best.toFixed(0)}, bound ${answer.bound?.toFixed(0)} (HiGHS ${answer.status} in ${answer.seconds.toFixed(1)} s)`,
    );
  });
  return row;
}

// ---------------------------------------------------------------- main

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
const ms = (x: number) => (Number.isNaN(x) ? '-' : x.toFixed(1));

function timingRows(label: string, runs: Run[]): string[] {
  return DAYS.map((days) => {
    const rs = runs.filter((r) => r.days === days);
    const ok = rs.filter((r) => !r.refused);
    const cpu = ok.map((r) => r.cpuMs);
    const wall = ok.map((r) => r.wallMs);
    const violations = ok.reduce((s, r) => s + r.violations.length, 0);
    const cost = ok.reduce((s, r) => s + r.costCents, 0);
    const leftover = ok.reduce((s, r) => s + r.leftoverCents, 0);
    const reasons = [...new Set(rs.filter((r) => r.refused).map((r) => r.refused))].join(', ');
    const refused = rs.length - ok.length;
    return `| ${label} | ${days} | ${ok.length} | ${refused}${refused > 0 ? ` (${reasons})` : ''} | ${ms(percentile(cpu, 50))} | ${ms(percentile(cpu, 95))} | ${ms(percentile(wall, 95))} | ${violations} | ${cost > 0 ? pct(leftover / cost) : '-'} |`;
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  const shipped = loadShipped();
  log(`${shipped.label}: catalogue built in ${shipped.buildMs.toFixed(0)} ms`);
  const shippedRuns: Run[] = [];
  for (const days of DAYS) {
    const inputs = people(shipped, PEOPLE, days, 20_000 + days);
    // One untimed plan first: the JIT warms up as it would in a server that already ran.
    timePlans(shipped, days, inputs.slice(0, 1), 0);
    shippedRuns.push(...timePlans(shipped, days, inputs, highsCount(days)));
    log(`timed ${PEOPLE} ${days}-day plans over ${shipped.label}`);
  }

  // The synthetic library is timed in a child process, so its peak memory is its own.
  let synth: {
    label: string;
    buildMs: number;
    maxRssKb: number;
    planningMaxRssKb: number;
    runs: Run[];
  } | null = null;
  if (SYNTHETIC > 0 && reference.recipes.length > 0) {
    // A capped heap: V8 otherwise lets garbage pile up to gigabytes before collecting, and the
    // peak would measure its laziness, not what planning needs.
    const child = spawnSync(
      process.execPath,
      [
        `--max-old-space-size=${HEAP_CAP_MB}`,
        ...process.execArgv,
        fileURLToPath(import.meta.url),
        '--phase',
        'synthetic',
        '--people',
        String(PEOPLE),
        '--synthetic',
        String(SYNTHETIC),
        '--repeat',
        String(REPEAT),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 2 ** 20 },
    );
    if (child.status !== 0) throw new Error(`synthetic phase failed (${child.status})`);
    synth = JSON.parse(child.stdout);
  }
  const shippedMaxRssKb = planningMaxRssKb;
  runChecks();

  const pool = new HighsPool(WORKERS);
  const gapRows: GapRow[] = [];
  for (const days of DAYS) {
    const count = highsCount(days);
    if (count === 0) continue;
    log(`HiGHS on ${count} ${days}-day plans...`);
    gapRows.push(
      await costGaps(
        shippedRuns.filter((r) => r.days === days),
        days,
        count,
        pool,
      ),
    );
  }
  await pool.close();

  const lines: string[] = [];
  const libs = [shipped, ...(synth ? [synth] : [])] as { label: string; buildMs: number }[];
  lines.push(
    `Planner benchmark: ${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), load average ${os.loadavg()[0]!.toFixed(1)}`,
    `${PEOPLE} seeded people per plan length (3 meals x ${SERVINGS} servings; tastes, diets, allergies, pantry, budget from the spec minimum to twice it, all three budget preferences).`,
    ...libs.map((l) => `${l.label}: built once in ${l.buildMs.toFixed(0)} ms.`),
    '',
    `Time per plan is CPU time of the call (one core)${REPEAT > 1 ? `, the least of ${REPEAT} runs` : ''}; p95 wall time alongside, since other work shares this machine.`,
    '',
    '| catalogue | days | plans | refused | p50 ms | p95 ms | p95 wall ms | violations | leftover share |',
    '|---|---|---|---|---|---|---|---|---|',
    ...timingRows(shipped.label, shippedRuns),
    ...(synth ? timingRows(synth.label, synth.runs) : []),
    '',
    "Cost against the best known, on the planner's objective (whole-package cost + the preference weights of the budget preference), HiGHS solving the same model:",
    '',
    '| days | people | reference | HiGHS proven optimal | mean gap | worst gap | best known beats heuristic | heuristic beats HiGHS | worst gap to HiGHS lower bound | HiGHS s (median) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...gapRows.map(
      (g) =>
        `| ${g.days} | ${g.people} | ${g.reference} | ${g.proven}/${g.people} | ${pct(g.gaps.reduce((a, b) => a + b, 0) / Math.max(1, g.gaps.length))} | ${pct(Math.max(0, ...g.gaps))} | ${g.highsBetter} | ${g.heuristicBetter} | ${g.boundGaps.length > 0 ? pct(Math.max(...g.boundGaps)) : '-'} | ${percentile(g.highsSeconds, 50).toFixed(1)} |`,
    ),
    '',
    'Gap = (heuristic - best known) / best known. The lower-bound column is certified: the heuristic is at most that far from the true optimum, even where HiGHS did not finish.',
    '',
    `Peak memory (RSS of the process, while planning, before checks): ${(shippedMaxRssKb / 1024).toFixed(0)} MB over the shipped library` +
      (synth
        ? `; ${(synth.planningMaxRssKb / 1024).toFixed(0)} MB in the process that generated, built and planned over the synthetic library with its heap capped at ${HEAP_CAP_MB} MB (${(synth.maxRssKb / 1024).toFixed(0)} MB once the checker had also re-derived every rule over it).`
        : '.'),
    `Refused: people for whom no plan keeps the rules: no-recipes (a meal without a fitting recipe) or budget-too-low (a strict or balanced budget below the cheapest plan, whose total the error gives).`,
    `Total benchmark time: ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  const synthRuns = synth?.runs ?? [];
  const violations = [...shippedRuns, ...synthRuns].flatMap((r) =>
    r.violations.map((v) => `${r.days}-day person ${r.person}: ${v}`),
  );
  if (violations.length > 0) lines.push('', 'Violations:', ...violations.slice(0, 50));
  console.log(lines.join('\n'));
  if (args.json) {
    writeFileSync(
      args.json,
      JSON.stringify(
        {
          runs: [...shippedRuns, ...synthRuns].map(({ model: _m, ...r }) => r),
          gaps: gapRows,
          shippedMaxRssKb,
          synthetic: synth && {
            label: synth.label,
            buildMs: synth.buildMs,
            maxRssKb: synth.maxRssKb,
          },
        },
        null,
        2,
      ),
    );
  }
  process.exitCode = violations.length > 0 ? 1 : 0;
}

/** Child process: build the synthetic library, time and check plans over it, print JSON. */
function syntheticPhase(): void {
  const recipes = syntheticRecipes(reference.recipes, SYNTHETIC, 7);
  const lib = library(
    `synthetic (${recipes.length.toLocaleString('en-US')} recipes)`,
    {
      foods: reference.foods,
      products: reference.products,
      recipes,
      priceLevelFactor: reference.priceLevelFactor,
    },
    reference.pantryCatalogue,
  );
  log(`${lib.label}: catalogue built in ${lib.buildMs.toFixed(0)} ms`);
  const runs: Run[] = [];
  for (const days of DAYS) {
    const inputs = people(lib, PEOPLE, days, 30_000 + days);
    timePlans(lib, days, inputs.slice(0, 1), 0);
    runs.push(...timePlans(lib, days, inputs, 0));
    log(`timed ${PEOPLE} ${days}-day plans over ${lib.label}`);
  }
  const planningKb = planningMaxRssKb;
  runChecks();
  process.stdout.write(
    JSON.stringify({
      label: lib.label,
      buildMs: lib.buildMs,
      maxRssKb: process.resourceUsage().maxRSS,
      planningMaxRssKb: planningKb,
      runs,
    }),
  );
}

if (args.phase === 'synthetic') syntheticPhase();
else await main();
