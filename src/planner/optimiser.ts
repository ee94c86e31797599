/**
 * The heuristic that picks a recipe per slot. The cost of a plan is a step function of the
 * demand per food (whole packages), so a recipe's price depends on what else is in the plan.
 *
 * Greedy construction by marginal cost, then local search with three neighbourhoods (best
 * replacement of one slot; one recipe into several slots at once; two-step chains), then
 * iterated perturbation (kick a few slots, search again, keep what is better). Besides the
 * plain start, a cyclic start searches plans that repeat every `window` days (days 1, 4, 7
 * share a recipe, and so on): repeating is how whole packages get used up, and searching the
 * cycle is three times smaller. Everything is seeded and counted, never timed, so the same
 * seed gives the same plan on any machine.
 */
import { planFloorBreaks } from './kitchen-notes';
import { recipeCap } from './variety-floors';
import { createRandom, type Random } from './random';
import type { PlanModel } from './plan-model';
import { isBetterPlan, type SearchResult } from './search-pricing';
import { SearchState } from './search-moves';

export interface SearchEffort {
  /** Starts: the first is the plain greedy one, the second the cyclic one (when it applies). */
  restarts: number;
  /** Perturbation rounds, spread over the starts. */
  kicks: number;
  /**
   * Where no cyclic start applies, a lean search first (one start, LEAN_KICKS times the kicks,
   * a light polish), and the starts of `restarts` only when its plan ends over the budget or
   * breaking a variety floor (docs/decisions/0033).
   */
  leanFirst?: boolean;
}

/**
 * Enough search for the shipped library to land within a few percent of the best known plan
 * in tens of milliseconds, fewer kicks when each sweep is expensive (many slots x many
 * candidates).
 */
export function defaultEffort(model: PlanModel): SearchEffort {
  const slots = model.slots.length;
  const width = model.candidates.reduce((s, c) => s + c.length, 0) / model.candidates.length;
  const kicks = Math.max(4, Math.min(24, Math.round(12_000 / (slots * Math.max(10, width)))));
  return { restarts: 2, kicks, leanFirst: true };
}

/**
 * The kicks of the lean search, as a multiple of the kicks the starts share: it found plans as
 * good as two starts did (the objective's mean within 0.02% over 240 seeded households and
 * forty 7-day plans for 4) with about a third less search on a 7-day plan for 4
 * (docs/decisions/0033).
 */
const LEAN_KICKS = 1.5;

export type { SearchResult } from './search-pricing';

export interface SearchOptions {
  effort?: SearchEffort;
  /** Ignore penalties and repeats: minimise cost only (the cheapest plan for an error). */
  costOnly?: boolean;
  /** Start from this assignment (warm starts). */
  start?: Int32Array;
  /** Leave the variety floors out (what the floors cost: the notes compare the two). */
  ignoreFloors?: boolean;
}

export function searchPlan(
  model: PlanModel,
  random: Random,
  options: SearchOptions = {},
): SearchResult {
  const costOnly = options.costOnly === true;
  const effort = options.effort ?? defaultEffort(model);
  // A cyclic plan repeats its days: only for strict, which may (and says so).
  const cycle = model.weights.distinctDays ? null : cycleUnits(model);
  if (effort.leanFirst === true && !costOnly && !cycle) {
    // A second start (a noisy greedy one) costs as much as the first and seldom finds a better
    // plan where the first is within the budget and the floors: there a few more kicks find as
    // much. Where the lean plan is over the budget or breaks a floor, the full search runs as
    // it always did, from the same draws, and the better plan is kept (docs/decisions/0033).
    const replay = random.fork();
    const lean = search(
      model,
      random,
      options,
      null,
      1,
      Math.ceil(effort.kicks * LEAN_KICKS),
      true,
    );
    const leanPlan = finalPolish(model, lean, random, options);
    if (leanPlan.excessCents === 0 && planFloorBreaks(model, leanPlan) === 0) return leanPlan;
    const full = search(model, replay, options, null, effort.restarts, effort.kicks, false);
    // Judged after the polish, which weighs waste: the plans it compares are the ones made.
    const fullPlan = finalPolish(model, full, replay, options);
    return isBetterPlan(model, leanPlan, fullPlan) ? leanPlan : fullPlan;
  }
  const best = search(model, random, options, cycle, effort.restarts, effort.kicks, false);
  return costOnly ? best : finalPolish(model, best, random, options);
}

/**
 * The starts and their kicks: the plain greedy start (or options.start), then the cyclic one
 * (when `cycle`) or greedy ones with noise. The best plan of them, before the final polish.
 */
function search(
  model: PlanModel,
  random: Random,
  options: SearchOptions,
  cycle: number[][] | null,
  starts: number,
  kicks: number,
  lightPolish: boolean,
): SearchResult {
  const costOnly = options.costOnly === true;
  const ignoreFloors = options.ignoreFloors === true;
  const restarts = Math.max(1, starts);
  const kicksPerStart = Math.ceil(kicks / restarts);
  // The search proper leaves perishable waste out (it doubles a 7-day search: every move that
  // shifts a few grams changes it); a last local search with it in picks, among the plans
  // close to the best, the one that wastes less.
  const state = new SearchState(model, costOnly, null, ignoreFloors, false, true);
  // Start from the person's tastes where recipes outside them exist; the search then leaves
  // them only where that pays (the budget, or a taste charge smaller than the saving).
  const tastesFirst = !costOnly && model.candidates.some((l) => l.some((c) => !c.matchesTastes));
  let best: SearchResult | null = null;
  for (let r = 0; r < restarts; r++) {
    if (r === 0 && options.start) {
      state.load(options.start);
    } else if (r === 1 && cycle) {
      // Search the cyclic plans first, then let the slot-level search refine the best one.
      const cyclic = new SearchState(model, costOnly, cycle, ignoreFloors, false, true);
      cyclic.construct(random, 0, tastesFirst);
      const found = improve(cyclic, random, kicksPerStart, lightPolish);
      state.load(found.assignment);
    } else {
      state.construct(random, r === 0 ? 0 : 0.35, r === 0 && tastesFirst);
    }
    const found = improve(
      state,
      random,
      r === 1 && cycle ? Math.ceil(kicksPerStart / 2) : kicksPerStart,
      lightPolish,
    );
    if (!best || state.isBetter(found, best)) best = found;
  }
  return best!;
}

/** The last local search, with perishable waste weighed (see search). */
function finalPolish(
  model: PlanModel,
  best: SearchResult,
  random: Random,
  options: SearchOptions,
): SearchResult {
  const polish = new SearchState(model, false, null, options.ignoreFloors === true, true, true);
  polish.load(best.assignment);
  polish.localSearch(random);
  return polish.snapshot();
}

/**
 * Deep local search, then kicks with acceptance of equal or better, then a polish: a deep
 * search, or only the single-replacement search when `lightPolish` (the kicks' own searches are
 * that one; the group and chain moves of a polish found about as much as further kicks do, at
 * several kicks' cost: docs/decisions/0033).
 */
function improve(
  state: SearchState,
  random: Random,
  kicks: number,
  lightPolish: boolean,
): SearchResult {
  state.deepSearch(random, true);
  const first = state.snapshot();
  let current = first;
  let best = first;
  for (let k = 0; k < kicks; k++) {
    if (!state.kick(random)) {
      state.load(current.assignment);
      continue;
    }
    state.deepSearch(random, false);
    const next = state.snapshot();
    if (state.isBetter(next, current) || next.objective === current.objective) {
      current = next;
      if (state.isBetter(current, best)) best = current;
    } else {
      state.load(current.assignment);
    }
  }
  // The polish can only find something when the kicks moved the best plan: the first deep
  // search already left the starting plan with no improving move of any neighbourhood.
  if (best !== first) {
    state.load(best.assignment);
    state.deepSearch(random, !lightPolish);
    const next = state.snapshot();
    if (state.isBetter(next, best)) best = next;
  }
  state.load(best.assignment);
  return best;
}

/**
 * Units of a cyclic plan: per meal, the slots of days d, d + w, d + 2w... (w the meal's
 * variety window) always hold the same recipe. null when the plan is too short to repeat.
 */
function cycleUnits(model: PlanModel): number[][] | null {
  const M = model.meals.length;
  const days = model.slots.length / M;
  const units: number[][] = [];
  let repeats = false;
  model.meals.forEach((_, mi) => {
    const w = model.window[mi]!;
    // A unit holds one recipe, so no more slots than the recipe floor lets it have.
    const cap = recipeCap(days);
    for (let k = 0; k < Math.min(w, days); k++) {
      let unit: number[] = [];
      for (let d = k; d < days; d += w) {
        unit.push(d * M + mi);
        if (unit.length === cap) {
          if (unit.length > 1) repeats = true;
          units.push(unit);
          unit = [];
        }
      }
      if (unit.length > 0) units.push(unit);
    }
  });
  if (!repeats) return null;
  // Day order of each unit's first slot, so construction sees earlier days first.
  return units.sort((a, b) => a[0]! - b[0]!);
}

/**
 * The best other recipe for one slot with every other slot kept (swapMeal): lowest excess
 * over the budget first when the budget is a rule, then the objective. null when no other
 * candidate keeps the variety rule.
 */
export function bestReplacement(
  model: PlanModel,
  assignment: Int32Array,
  slot: number,
): SearchResult | null {
  const state = new SearchState(model, false, null);
  state.load(assignment);
  const c = state.bestOther(slot);
  if (c < 0) return null;
  state.set(slot, c);
  return state.snapshot();
}

/**
 * Every other candidate that may take one slot with the rest of the plan kept (the variety
 * window and distinct days), each with the whole plan's cost and objective: for swapMeal's
 * choices and for the notes' "would spending more have bought a match". Only the candidates
 * `wanted` keeps are priced, when given.
 */
export function slotAlternatives(
  model: PlanModel,
  assignment: Int32Array,
  slot: number,
  wanted: ((candidate: number) => boolean) | null = null,
): (SearchResult & { candidate: number })[] {
  const state = new SearchState(model, false, null);
  state.load(assignment);
  return state.alternatives(slot, wanted);
}

/** Exact cost and objective of an assignment, computed from scratch. */
export function evaluateAssignment(model: PlanModel, assignment: Int32Array): SearchResult {
  const state = new SearchState(model, false, null);
  state.load(assignment);
  return state.snapshot();
}

export { createRandom };
