/**
 * The planner's model as a mixed-integer program for HiGHS, to measure the heuristic against
 * a proven optimum (or the best HiGHS finds in a time limit). Same slots, candidates,
 * demands, package options, penalties, repeat charge, variety window and budget rule as
 * src/planner/plan-model.ts, so the objective values compare one to one.
 *
 *   min  sum_p price_p n_p + sum_{s,c} penalty_c x_sc + repeat * sum_{m,c} y_mc (+ w * over)
 *   s.t. sum_c x_sc = 1                                   every slot gets one recipe
 *        sum_p size_p n_p >= sum_{s,c} grams_cf x_sc      every food's demand is covered
 *        sum_{d in window} x_(d,m)c <= 1                  no repeat within the window
 *        sum_s x_sc - y_mc <= 1                           repeats counted
 *        sum_{s, c in g} x_sc - u_gt <= t                 spread: uses of group g past t
 *                                                         (t = free share .. + 2), charged
 *                                                         w_g u_gt (spread.ts's steps)
 *        sum_p price_p n_p <= budget   (strict, balanced) or  - over <= budget (flexible)
 *        x binary, n integer >= 0, y, over >= 0
 */
import { allowedRepeats, shortfallPenalty, type PlanModel } from '../src/planner/plan-model';
import { SPREAD_STEPS } from '../src/planner/spread';

export interface MilpOptions {
  timeLimitSeconds: number;
}

export interface MilpResult {
  status: string;
  /** Objective of the best solution found (same units as the heuristic's), or null. */
  objective: number | null;
  /** Cost in cents of that solution's packages. */
  costCents: number | null;
  /** True when HiGHS proved it optimal. */
  optimal: boolean;
  /** Candidate per slot of the HiGHS solution, when it has one. */
  assignment: Int32Array | null;
  seconds: number;
}

export function buildLp(model: PlanModel, options: { costOnly?: boolean } = {}): string {
  const objective: string[] = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  const generals: string[] = [];
  const bounds: string[] = [];
  const costOnly = options.costOnly === true;
  // Package variables, per food that any candidate uses.
  const usedFoods = new Set<number>();
  for (const list of model.candidates)
    for (const c of list) for (const f of c.foods) usedFoods.add(f);
  const foodDemand = new Map<number, string[]>();
  const budgetTerms: string[] = [];
  for (const f of [...usedFoods].sort((a, b) => a - b)) {
    const table = model.costTables[f]!;
    const supply: string[] = [];
    table.options.forEach((o, j) => {
      const name = `n${f}_${j}`;
      objective.push(`+ ${o.priceCents} ${name}`);
      budgetTerms.push(`+ ${o.priceCents} ${name}`);
      supply.push(`+ ${fmt(o.sizeMg / 1000)} ${name}`);
      generals.push(name);
    });
    foodDemand.set(f, supply);
  }
  const M = model.meals.length;
  const days = model.input.days;
  // A meal whose plan is no longer than its variety window has all-different recipes, and its
  // days are interchangeable: choose a set of recipes (z) instead of one per day (x). Same
  // problem, without the days! symmetric copies that slow the proof down.
  const aggregated = model.meals.map((_, mi) => days <= model.window[mi]!);
  // Uses per spread group: the terms of every variable of a candidate in it.
  const groupTerms = new Map<number, string[]>();
  const inGroups = (cand: { groups: Int32Array }, v: string) => {
    if (costOnly) return;
    for (const g of cand.groups) {
      let terms = groupTerms.get(g);
      if (!terms) groupTerms.set(g, (terms = []));
      terms.push(`+ ${v}`);
    }
  };
  model.meals.forEach((_, mi) => {
    if (!aggregated[mi]) return;
    const one: string[] = [];
    model.candidates[mi]!.forEach((cand, c) => {
      const z = `z${mi}_${c}`;
      binaries.push(z);
      one.push(`+ ${z}`);
      inGroups(cand, z);
      if (!costOnly && cand.penalty !== 0) objective.push(`+ ${cand.penalty} ${z}`);
      for (let k = 0; k < cand.foods.length; k++) {
        foodDemand.get(cand.foods[k]!)!.push(`- ${fmt(cand.mg[k]! / 1000)} ${z}`);
      }
    });
    rows.push(`meal${mi}: ${one.join(' ')} = ${days}`);
  });
  model.slots.forEach((slot, s) => {
    if (aggregated[slot.mealIndex]) return;
    const list = model.candidates[slot.mealIndex]!;
    const one: string[] = [];
    list.forEach((cand, c) => {
      const x = `x${s}_${c}`;
      binaries.push(x);
      one.push(`+ ${x}`);
      inGroups(cand, x);
      if (!costOnly && cand.penalty !== 0) objective.push(`+ ${cand.penalty} ${x}`);
      for (let k = 0; k < cand.foods.length; k++) {
        foodDemand.get(cand.foods[k]!)!.push(`- ${fmt(cand.mg[k]! / 1000)} ${x}`);
      }
    });
    rows.push(`slot${s}: ${one.join(' ')} = 1`);
  });
  for (const [f, terms] of foodDemand) rows.push(`food${f}: ${terms.join(' ')} >= 0`);
  for (const [g, terms] of [...groupTerms].sort((a, b) => a[0] - b[0])) {
    const free = model.spread.free[g]!;
    const weight = model.spread.weight[g]!;
    if (weight === 0) continue;
    // At most one use per slot: a threshold at or past the slots can never be passed.
    for (let t = free; t < free + SPREAD_STEPS && t < model.slots.length; t++) {
      const u = `u${g}_${t}`;
      objective.push(`+ ${weight} ${u}`);
      rows.push(`spr${g}_${t}: ${terms.join(' ')} - ${u} <= ${t}`);
      bounds.push(`${u} >= 0`);
    }
  }
  model.meals.forEach((_, mi) => {
    if (aggregated[mi]) return;
    const list = model.candidates[mi]!;
    const w = model.window[mi]!;
    list.forEach((_c, c) => {
      if (w > 1) {
        for (let d = 0; d + 1 < days; d++) {
          const terms: string[] = [];
          for (let dd = d; dd < Math.min(days, d + w); dd++) terms.push(`+ x${dd * M + mi}_${c}`);
          if (terms.length > 1) rows.push(`win${mi}_${c}_${d}: ${terms.join(' ')} <= 1`);
        }
      }
      if (!costOnly && model.repeatPenalty > 0 && days > 1) {
        const y = `y${mi}_${c}`;
        objective.push(`+ ${model.repeatPenalty} ${y}`);
        const terms: string[] = [];
        for (let d = 0; d < days; d++) terms.push(`+ x${d * M + mi}_${c}`);
        rows.push(`rep${mi}_${c}: ${terms.join(' ')} - ${y} <= 1`);
        bounds.push(`${y} >= 0`);
      }
    });
  });
  // Repeats past a third of the slots are charged again (plan-model.ts's shortfall).
  const repeatVars = objective.filter((t) => / y\d+_\d+$/.test(t)).map((t) => t.split(' ').pop()!);
  const shortfall = costOnly ? 0 : shortfallPenalty(model);
  if (shortfall > 0 && repeatVars.length > 0) {
    objective.push(`+ ${shortfall} short`);
    rows.push(
      `short: ${repeatVars.map((y) => `+ ${y}`).join(' ')} - short <= ${allowedRepeats(model)}`,
    );
    bounds.push('short >= 0');
  }
  if (model.hardBudget) {
    rows.push(`budget: ${budgetTerms.join(' ')} <= ${model.budgetCents}`);
  } else if (!costOnly && model.weights.overBudget > 0) {
    objective.push(`+ ${model.weights.overBudget} over`);
    rows.push(`budget: ${budgetTerms.join(' ')} - over <= ${model.budgetCents}`);
    bounds.push('over >= 0');
  }
  return [
    'Minimize',
    ` obj: ${objective.join(' ')}`,
    'Subject To',
    ...rows.map((r) => ` ${r}`),
    'Bounds',
    ...bounds.map((b) => ` ${b}`),
    'General',
    ` ${generals.join(' ')}`,
    'Binary',
    ` ${binaries.join(' ')}`,
    'End',
  ].join('\n');
}

function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(3);
}

/** The assignment of a HiGHS solution's columns (x per slot, z per aggregated meal). */
export function decodeAssignment(
  model: PlanModel,
  columns: Record<string, number>,
): Int32Array | null {
  const M = model.meals.length;
  const assignment = new Int32Array(model.slots.length).fill(-1);
  const chosen: number[][] = model.meals.map(() => []);
  for (const [name, v] of Object.entries(columns)) {
    if (Math.round(v) !== 1) continue;
    if (name.startsWith('x')) {
      const [s, c] = name.slice(1).split('_').map(Number) as [number, number];
      assignment[s] = c;
    } else if (name.startsWith('z')) {
      const [mi, c] = name.slice(1).split('_').map(Number) as [number, number];
      chosen[mi]!.push(c);
    }
  }
  chosen.forEach((list, mi) => {
    list
      .sort((a, b) => a - b)
      .forEach((c, d) => {
        assignment[d * M + mi] = c;
      });
  });
  return assignment.some((c) => c < 0) ? null : assignment;
}

type Highs = { solve: (lp: string, options?: Record<string, unknown>) => HighsSolutionLike };
interface HighsSolutionLike {
  Status: string;
  ObjectiveValue: number;
  Columns: Record<string, { Primal?: number }>;
}

let highsPromise: Promise<Highs> | null = null;

export async function loadHighs(): Promise<Highs> {
  if (!highsPromise) {
    highsPromise = import('highs').then((m) => {
      const loader = (m as unknown as { default: () => Promise<Highs> }).default;
      return loader();
    });
  }
  return highsPromise;
}

export async function solveWithHighs(model: PlanModel, options: MilpOptions): Promise<MilpResult> {
  const highs = await loadHighs();
  const lp = buildLp(model);
  const start = performance.now();
  const solution = highs.solve(lp, {
    time_limit: options.timeLimitSeconds,
    mip_rel_gap: 1e-6,
    output_flag: false,
    random_seed: 0,
  });
  const seconds = (performance.now() - start) / 1000;
  const hasSolution =
    solution.Status === 'Optimal' ||
    (solution.Status === 'Time limit reached' && Object.keys(solution.Columns ?? {}).length > 0);
  if (!hasSolution) {
    return {
      status: solution.Status,
      objective: null,
      costCents: null,
      optimal: false,
      assignment: null,
      seconds,
    };
  }
  const columns = Object.fromEntries(
    Object.entries(solution.Columns).map(([name, col]) => [name, col.Primal ?? 0]),
  );
  const assignment = decodeAssignment(model, columns);
  let cost = 0;
  for (const [name, v] of Object.entries(columns)) {
    if (!name.startsWith('n') || Math.round(v) === 0) continue;
    const [f, j] = name.slice(1).split('_').map(Number) as [number, number];
    cost += Math.round(v) * model.costTables[f]!.options[j]!.priceCents;
  }
  if (!assignment) {
    return {
      status: solution.Status,
      objective: null,
      costCents: null,
      optimal: false,
      assignment: null,
      seconds,
    };
  }
  return {
    status: solution.Status,
    objective: solution.ObjectiveValue,
    costCents: cost,
    optimal: solution.Status === 'Optimal',
    assignment,
    seconds,
  };
}
