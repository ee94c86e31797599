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
import {
  allowedRepeats,
  shortfallPenalty,
  UNFED_PENALTY,
  type Candidate,
  type PlanModel,
} from './plan-model';
import { createRandom, shuffleInPlace, type Random } from './random';
import { spreadCharge, type SpreadGroups } from './spread';
import { emptyPlanBreaks, floorBreaks, recipeCap, type FloorGroups } from './variety-floors';
import { WASTE_WEIGHT } from './perishables';

export interface SearchEffort {
  /** Starts: the first is the plain greedy one, the second the cyclic one (when it applies). */
  restarts: number;
  /** Perturbation rounds, spread over the starts. */
  kicks: number;
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
  return { restarts: 2, kicks };
}

export interface SearchResult {
  /** Candidate index (within its meal's list) per slot. */
  assignment: Int32Array;
  costCents: number;
  /** The objective: cost + preference penalties + repeats (+ overage weight, flexible). */
  objective: number;
  /** How far the cost is over the budget. */
  excessCents: number;
}

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
  const restarts = Math.max(1, effort.restarts);
  const kicksPerStart = Math.ceil(effort.kicks / restarts);
  const ignoreFloors = options.ignoreFloors === true;
  // The search proper leaves perishable waste out (it doubles a 7-day search: every move that
  // shifts a few grams changes it); a last local search with it in picks, among the plans
  // close to the best, the one that wastes less.
  const state = new SearchState(model, costOnly, null, ignoreFloors, false, true);
  // A cyclic plan repeats its days: only for strict, which may (and says so).
  const cycle = model.weights.distinctDays ? null : cycleUnits(model);
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
      const found = improve(cyclic, random, kicksPerStart);
      state.load(found.assignment);
    } else {
      state.construct(random, r === 0 ? 0 : 0.35, r === 0 && tastesFirst);
    }
    const found = improve(
      state,
      random,
      r === 1 && cycle ? Math.ceil(kicksPerStart / 2) : kicksPerStart,
    );
    if (!best || state.isBetter(found, best)) best = found;
  }
  if (costOnly) return best!;
  const polish = new SearchState(model, false, null, ignoreFloors, true, true);
  polish.load(best!.assignment);
  polish.localSearch(random);
  return polish.snapshot();
}

/** Deep local search, then kicks with acceptance of equal or better, then a final polish. */
function improve(state: SearchState, random: Random, kicks: number): SearchResult {
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
    state.deepSearch(random, true);
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
 * choices and for the notes' "would spending more have bought a match".
 */
export function slotAlternatives(
  model: PlanModel,
  assignment: Int32Array,
  slot: number,
): (SearchResult & { candidate: number })[] {
  const state = new SearchState(model, false, null);
  state.load(assignment);
  return state.alternatives(slot);
}

/** Exact cost and objective of an assignment, computed from scratch. */
export function evaluateAssignment(model: PlanModel, assignment: Int32Array): SearchResult {
  const state = new SearchState(model, false, null);
  state.load(assignment);
  return state.snapshot();
}

interface Key {
  excess: number;
  objective: number;
}

class SearchState {
  private readonly S: number;
  private readonly M: number;
  readonly assign: Int32Array;
  private readonly demand: Float64Array;
  private readonly foodCost: Float64Array;
  /**
   * Per food, the largest demand its current packages cover at the same cost: adding a recipe
   * whose demand stays within it costs nothing, with no package lookup (the hot path).
   */
  private readonly room: Float64Array;
  private readonly singleSize: Float64Array;
  private readonly singlePrice: Float64Array;
  /**
   * Per meal, per candidate: at most how much its foods' costs can fall as their demand grows
   * (mostly 0), so that its pricing may stop as soon as it loses (addCostBelow).
   */
  private readonly costDrop: readonly Float64Array[];
  private readonly useCount: Int32Array[];
  /** Uses per spread group (dish type, cuisine, main protein: spread.ts). */
  private readonly groupCount: Int32Array;
  private readonly spread: SpreadGroups;
  /** Uses per variety floor group (variety-floors.ts), and the uses outside their bounds. */
  private readonly floorCount: Int32Array;
  private readonly floors: FloorGroups;
  private readonly floorCents: number;
  private breaks = 0;
  /**
   * Per food: what its unused part is worth when it is perishable (perishables.ts), and the
   * weight the objective gives that waste (0 when pricing only).
   */
  private readonly wasteOf: Float64Array;
  private readonly wasteWeight: number;
  private waste = 0;
  /** The waste change of the last addCost call (its second result, to save an allocation). */
  private addedWaste = 0;
  private cost = 0;
  /**
   * Preference misses, jitter and the spread charges of the slots filled (zero when pricing
   * only), plus the variety floors' charges for their breaks (always: a floor is a rule of the
   * kitchen, kept by the cheapest plan too).
   */
  private penalty = 0;
  private repeats = 0;
  private readonly repeatPenalty: number;
  private readonly allowedRepeats: number;
  private readonly shortfallPenalty: number;
  private readonly penaltyScale: number;
  private readonly overWeight: number;
  /** Groups of slots that always hold the same recipe (single slots, or a cycle). */
  private readonly units: Int32Array[];
  private readonly unitMeal: Int32Array;
  private readonly singles: boolean;
  /** Pairs of days with the same menu (counted only when the preference forbids them). */
  private identical = 0;
  private readonly distinctDays: boolean;
  /**
   * Counts the plan's changes (a move tried and taken back leaves it as it was), and per unit
   * the count at which its best move last found nothing better: unchanged since, the same
   * search would find nothing again (localSearch skips it; docs/decisions/0027).
   */
  private version = 0;
  private readonly settledAt: Float64Array;

  constructor(
    private readonly model: PlanModel,
    costOnly: boolean,
    units: number[][] | null,
    ignoreFloors = false,
    withWaste = true,
    /** The search: pinned and locked slots (model.fixed) are never moved. */
    private readonly keepFixed = false,
  ) {
    this.S = model.slots.length;
    this.M = model.meals.length;
    this.assign = new Int32Array(this.S).fill(-1);
    const F = model.catalogue.foods.length;
    this.demand = new Float64Array(F);
    this.foodCost = new Float64Array(F);
    this.room = Float64Array.from(model.heldMg);
    this.singleSize = new Float64Array(F);
    this.singlePrice = new Float64Array(F);
    model.costTables.forEach((t, f) => {
      if (t.options.length === 1) {
        this.singleSize[f] = t.options[0]!.sizeMg;
        this.singlePrice[f] = t.options[0]!.priceCents;
      }
    });
    this.useCount = model.candidates.map((c) => new Int32Array(c.length));
    this.costDrop = candidateCostDrops(model);
    this.spread = model.spread;
    this.groupCount = new Int32Array(model.spread.free.length);
    this.floors = model.floors;
    this.floorCount = new Int32Array(model.floors.names.length);
    this.floorCents = ignoreFloors ? 0 : model.floorBreakCents;
    this.breaks = emptyPlanBreaks(model.floors);
    this.penalty = this.breaks * this.floorCents;
    this.wasteOf = new Float64Array(F);
    this.wasteWeight = costOnly || !withWaste ? 0 : WASTE_WEIGHT;
    this.penaltyScale = costOnly ? 0 : 1;
    this.repeatPenalty = costOnly ? 0 : model.repeatPenalty;
    this.allowedRepeats = allowedRepeats(model);
    this.shortfallPenalty = costOnly ? 0 : shortfallPenalty(model);
    this.overWeight = model.hardBudget ? 0 : model.weights.overBudget;
    this.singles = units === null;
    this.distinctDays = model.weights.distinctDays && !costOnly;
    const fixed = keepFixed ? model.fixed : null;
    this.units = (units ?? model.slots.map((_, s) => [s]))
      .map((u) => (fixed ? u.filter((s) => fixed[s]! < 0) : u))
      .filter((u) => u.length > 0)
      .map((u) => Int32Array.from(u));
    this.unitMeal = Int32Array.from(this.units.map((u) => model.slots[u[0]!]!.mealIndex));
    this.settledAt = new Float64Array(this.units.length).fill(-1);
  }

  private foodCostAt(f: number, need: number): number {
    // Pantry grams are free up to what is held; only the rest is bought.
    const demand = need - this.model.heldMg[f]!;
    if (demand <= 0) return 0;
    const size = this.singleSize[f]!;
    if (size > 0) return Math.ceil(demand / size) * this.singlePrice[f]!;
    return this.model.costTables[f]!.cost(demand);
  }

  /** The largest demand that costs what `need` costs (pantry grams held are free). */
  private roomAt(f: number, need: number): number {
    const held = this.model.heldMg[f]!;
    const demand = need - held;
    if (demand <= 0) return held;
    const size = this.singleSize[f]!;
    if (size > 0) return held + Math.ceil(demand / size) * size;
    return held + this.model.costTables[f]!.room(demand);
  }

  private objectiveOf(cost: number, penalty: number, repeats: number): number {
    const over = Math.max(0, cost - this.model.budgetCents);
    return (
      cost +
      penalty +
      repeats * this.repeatPenalty +
      Math.max(0, repeats - this.allowedRepeats) * this.shortfallPenalty +
      over * this.overWeight +
      this.identical * IDENTICAL_DAYS_PENALTY
    );
  }

  /** Other days whose menu is the same as this day's, both complete. */
  private sameMenuDays(day: number): number {
    const M = this.M;
    const base = day * M;
    for (let m = 0; m < M; m++) if (this.assign[base + m]! < 0) return 0;
    let n = 0;
    for (let d = 0; d * M < this.S; d++) {
      if (d === day) continue;
      let same = true;
      for (let m = 0; m < M && same; m++) same = this.assign[d * M + m] === this.assign[base + m];
      if (same) n++;
    }
    return n;
  }

  /**
   * Whether c in slot keeps its day's menu different from every other day's (always true when
   * the preference allows repeated days). The slot itself is expected to be empty or c.
   */
  private dayOk(slot: number, c: number): boolean {
    if (!this.distinctDays) return true;
    const M = this.M;
    const mi = slot % M;
    const base = slot - mi;
    for (let d = 0; d * M < this.S; d++) {
      const other = d * M;
      if (other === base || this.assign[other + mi] !== c) continue;
      let same = true;
      for (let m = 0; m < M && same; m++) {
        if (m !== mi) same = this.assign[other + m] === this.assign[base + m];
      }
      if (same) return false;
    }
    return true;
  }

  /** For a group getting one recipe in one meal: no two of its days alike otherwise. */
  private groupDaysOk(group: readonly number[]): boolean {
    if (!this.distinctDays) return true;
    const M = this.M;
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const a = group[i]! - (group[i]! % M);
        const b = group[j]! - (group[j]! % M);
        const mi = group[i]! % M;
        let same = true;
        for (let m = 0; m < M && same; m++) {
          if (m !== mi) same = this.assign[a + m] === this.assign[b + m];
        }
        if (same) return false;
      }
    }
    return true;
  }

  snapshot(): SearchResult {
    return {
      assignment: this.assign.slice(),
      costCents: this.cost,
      objective: this.objectiveOf(this.cost, this.penalty, this.repeats),
      excessCents: Math.max(0, this.cost - this.model.budgetCents),
    };
  }

  private key(): Key {
    return {
      excess: Math.max(0, this.cost - this.model.budgetCents),
      objective: this.objectiveOf(this.cost, this.penalty, this.repeats),
    };
  }

  /** Strict and balanced: first get within budget, then lower the objective. */
  isBetter(a: SearchResult, b: SearchResult): boolean {
    if (this.model.hardBudget && a.excessCents !== b.excessCents) {
      return a.excessCents < b.excessCents;
    }
    return a.objective < b.objective;
  }

  private beats(excess: number, obj: number, bound: Key): boolean {
    return this.model.hardBudget
      ? excess < bound.excess || (excess === bound.excess && obj < bound.objective)
      : obj < bound.objective;
  }

  private addDemand(cand: Candidate, sign: 1 | -1): void {
    const { foods, mg } = cand;
    const perishable = this.model.perishable;
    for (let k = 0; k < foods.length; k++) {
      const f = foods[k]!;
      const d = this.demand[f]! + sign * mg[k]!;
      this.demand[f] = d;
      if (sign < 0 || d > this.room[f]!) {
        const c = this.foodCostAt(f, d);
        this.cost += c - this.foodCost[f]!;
        this.foodCost[f] = c;
        this.room[f] = this.roomAt(f, d);
      }
      if (perishable[f] === 1 && this.wasteWeight > 0) {
        const w = this.wasteAt(f, d, this.foodCost[f]!, this.room[f]!);
        this.penalty += (w - this.wasteOf[f]!) * this.wasteWeight;
        this.waste += w - this.wasteOf[f]!;
        this.wasteOf[f] = w;
      }
    }
  }

  /**
   * What the unused part of a perishable food's packages is worth: the packages' price times
   * the share of what they hold that the plan leaves (pantry grams are not bought).
   */
  private wasteAt(f: number, need: number, cost: number, room: number): number {
    if (cost <= 0) return 0;
    const held = this.model.heldMg[f]!;
    const bought = room - held;
    if (bought <= 0) return 0;
    return (cost * Math.max(0, room - Math.max(need, held))) / bought;
  }

  /** Put candidate c in slot (or clear it with -1), keeping every running total exact. */
  set(slot: number, c: number): void {
    const mi = this.model.slots[slot]!.mealIndex;
    const counts = this.useCount[mi]!;
    const old = this.assign[slot]!;
    if (old === c) return;
    this.version++;
    const list = this.model.candidates[mi]!;
    const day = (slot / this.M) | 0;
    if (this.distinctDays) this.identical -= this.sameMenuDays(day);
    if (old >= 0) {
      const cand = list[old]!;
      this.addDemand(cand, -1);
      this.penalty -= cand.penalty * this.penaltyScale;
      for (const g of cand.groups) {
        const n = --this.groupCount[g]!;
        this.penalty -= spreadCharge(this.spread, g, n) * this.penaltyScale;
      }
      for (const g of cand.floors) {
        const n = this.floorCount[g]!;
        const delta = floorBreaks(this.floors, g, n - 1) - floorBreaks(this.floors, g, n);
        this.floorCount[g] = n - 1;
        this.breaks += delta;
        this.penalty += delta * this.floorCents;
      }
      counts[old]!--;
      if (counts[old]! >= 1) this.repeats--;
    }
    this.assign[slot] = c;
    if (c >= 0) {
      const cand = list[c]!;
      this.addDemand(cand, 1);
      this.penalty += cand.penalty * this.penaltyScale;
      for (const g of cand.groups) {
        this.penalty += spreadCharge(this.spread, g, this.groupCount[g]!++) * this.penaltyScale;
      }
      for (const g of cand.floors) {
        const n = this.floorCount[g]!;
        const delta = floorBreaks(this.floors, g, n + 1) - floorBreaks(this.floors, g, n);
        this.floorCount[g] = n + 1;
        this.breaks += delta;
        this.penalty += delta * this.floorCents;
      }
      if (counts[c]! >= 1) this.repeats++;
      counts[c]!++;
    }
    if (this.distinctDays) this.identical += this.sameMenuDays(day);
  }

  private setUnit(u: number, c: number): void {
    for (const s of this.units[u]!) this.set(s, c);
  }

  load(assignment: Int32Array): void {
    for (let s = 0; s < this.S; s++) this.set(s, assignment[s]!);
    // Recompute from scratch so no rounding drift can build up over many moves.
    this.cost = 0;
    for (let f = 0; f < this.demand.length; f++) {
      if (this.demand[f]! !== 0) {
        this.foodCost[f] = this.foodCostAt(f, this.demand[f]!);
        this.cost += this.foodCost[f]!;
      } else {
        this.foodCost[f] = 0;
      }
      this.room[f] = this.roomAt(f, this.demand[f]!);
      if (this.model.perishable[f] === 1 && this.wasteWeight > 0) {
        const w = this.wasteAt(f, this.demand[f]!, this.foodCost[f]!, this.room[f]!);
        this.penalty += (w - this.wasteOf[f]!) * this.wasteWeight;
        this.waste += w - this.wasteOf[f]!;
        this.wasteOf[f] = w;
      }
    }
  }

  /** Whether c may go in slot given the recipes within the variety window of the same meal. */
  private varietyOk(slot: number, c: number): boolean {
    const { mealIndex } = this.model.slots[slot]!;
    const w = this.model.window[mealIndex]!;
    const M = this.M;
    for (let dd = 1; dd < w; dd++) {
      const before = slot - dd * M;
      if (before >= 0 && this.assign[before] === c) return false;
      const after = slot + dd * M;
      if (after < this.S && this.assign[after] === c) return false;
    }
    return true;
  }

  private unitOk(u: number, c: number): boolean {
    for (const s of this.units[u]!) if (!this.varietyOk(s, c) || !this.dayOk(s, c)) return false;
    return true;
  }

  /** The variety window alone (construction's fallback when every recipe would repeat a day). */
  private windowOk(u: number, c: number): boolean {
    for (const s of this.units[u]!) if (!this.varietyOk(s, c)) return false;
    return true;
  }

  /**
   * Cost of adding cand `times` over to the current demand. Also sets addedWaste: the
   * weighted change of the perishable waste it brings (negative when it uses up a package).
   * addCostBelow and addCostUnder price the same way but stop early, and only while waste is
   * not weighed: a new term here that can lower a move's cost needs the same care there
   * (docs/decisions/0027).
   */
  private addCost(cand: Candidate, times: number): number {
    const { foods, mg } = cand;
    const perishable = this.model.perishable;
    const weighWaste = this.wasteWeight > 0;
    let delta = 0;
    let waste = 0;
    for (let k = 0; k < foods.length; k++) {
      const f = foods[k]!;
      const need = this.demand[f]! + times * mg[k]!;
      if (need > this.room[f]!) {
        const c = this.foodCostAt(f, need);
        delta += c - this.foodCost[f]!;
        if (weighWaste && perishable[f] === 1) {
          waste += this.wasteAt(f, need, c, this.roomAt(f, need)) - this.wasteOf[f]!;
        }
      } else if (weighWaste && perishable[f] === 1) {
        waste += this.wasteAt(f, need, this.foodCost[f]!, this.room[f]!) - this.wasteOf[f]!;
      }
    }
    this.addedWaste = waste * this.wasteWeight;
    return delta;
  }

  /**
   * addCost for a move that must beat `bound`, while waste is not weighed: stops at the first
   * food after which the move already loses, returning Infinity. Exact: each food's change is
   * at least minus its cost table's largest fall, so the candidate's cost is at least what is
   * priced so far less `drop` (the sum of those falls, whole cents), and neither the excess
   * nor the objective falls as cost grows. `slack` is the cost change past which to check
   * (from the gaps to the bound; the check itself is exact).
   */
  private addCostBelow(
    cand: Candidate,
    times: number,
    baseCost: number,
    penalty: number,
    repeats: number,
    bound: Key,
    slack: number,
    drop: number,
  ): number {
    const { foods, mg } = cand;
    let delta = 0;
    for (let k = 0; k < foods.length; k++) {
      const f = foods[k]!;
      const need = this.demand[f]! + times * mg[k]!;
      if (need > this.room[f]!) {
        delta += this.foodCostAt(f, need) - this.foodCost[f]!;
        const least = delta - drop;
        if (least > slack && this.loses(baseCost + least, penalty, repeats, bound)) {
          return Infinity;
        }
      }
    }
    this.addedWaste = 0;
    return delta;
  }

  /** A chain's first step as chainSearch ranks it: the objective, over-budget far behind. */
  private chainValue(cost: number, penalty: number, repeats: number): number {
    return (
      this.objectiveOf(cost, penalty, repeats) +
      (this.model.hardBudget ? Math.max(0, cost - this.model.budgetCents) * 1e6 : 0)
    );
  }

  /**
   * addCostBelow for chainSearch's first step: Infinity as soon as the least the candidate
   * can cost makes its chainValue reach `limit` (exact for the same reasons).
   */
  private addCostUnder(
    cand: Candidate,
    times: number,
    baseCost: number,
    penalty: number,
    repeats: number,
    limit: number,
    drop: number,
  ): number {
    const { foods, mg } = cand;
    let delta = 0;
    for (let k = 0; k < foods.length; k++) {
      const f = foods[k]!;
      const need = this.demand[f]! + times * mg[k]!;
      if (need > this.room[f]!) {
        delta += this.foodCostAt(f, need) - this.foodCost[f]!;
        if (this.chainValue(baseCost + delta - drop, penalty, repeats) >= limit) return Infinity;
      }
    }
    this.addedWaste = 0;
    return delta;
  }

  /**
   * Whether a move with this penalty and repeats and a cost of at least `cost` cannot beat
   * `bound` (beats() for the best such move).
   */
  private loses(cost: number, penalty: number, repeats: number, bound: Key): boolean {
    if (!this.model.hardBudget) return this.objectiveOf(cost, penalty, repeats) >= bound.objective;
    const excess = Math.max(0, cost - this.model.budgetCents);
    return (
      excess > bound.excess ||
      (excess === bound.excess && this.objectiveOf(cost, penalty, repeats) >= bound.objective)
    );
  }

  /**
   * The cost change past which a move may lose to `bound` on cost (addCostBelow's `slack`):
   * the objective's gap from `lower` (the move's objective at no cost change) where the
   * penalties were checked, and, when the budget is a rule, the room to the bound's excess.
   */
  /**
   * What a move adds to the cost: priced with the early stop against `best` when the
   * candidate's cost drop bound is known (`drop`), in full otherwise (Infinity: it loses).
   */
  private moveCost(
    cand: Candidate,
    times: number,
    baseCost: number,
    penalty: number,
    repeats: number,
    best: Key,
    bound: { lower: number | null; drop: number | null },
  ): number {
    if (bound.drop === null) return this.addCost(cand, times);
    const slack = this.slackTo(best, baseCost, bound.lower);
    return this.addCostBelow(cand, times, baseCost, penalty, repeats, best, slack, bound.drop);
  }

  private slackTo(bound: Key, baseCost: number, lower: number | null): number {
    const gap = lower === null ? Infinity : bound.objective - lower;
    if (!this.model.hardBudget) return gap;
    return Math.min(gap, this.model.budgetCents + bound.excess - baseCost);
  }

  /**
   * The most a candidate's waste change can lower the objective: the waste of the foods it
   * uses (it can only use up what is left of those).
   */
  private wasteBound(cand: Candidate): number {
    if (this.waste <= 0) return 0;
    let w = 0;
    for (const f of cand.foods) w += this.wasteOf[f]!;
    return w * this.wasteWeight;
  }

  /** The floors' charge change of `times` more uses of cand. */
  private floorAdded(cand: Candidate, times: number): number {
    if (this.floorCents === 0) return 0;
    let breaks = 0;
    for (const g of cand.floors) {
      const n = this.floorCount[g]!;
      breaks += floorBreaks(this.floors, g, n + times) - floorBreaks(this.floors, g, n);
    }
    return breaks * this.floorCents;
  }

  /**
   * The penalty of `times` more uses of cand: its own, the spread charges they add (both
   * zero when pricing only) and the floors' charges.
   */
  private penaltyAdded(cand: Candidate, times: number): number {
    const floors = this.floorAdded(cand, times);
    if (this.penaltyScale === 0) return floors;
    let p = times * cand.penalty;
    for (const g of cand.groups) {
      const n = this.groupCount[g]!;
      for (let t = 0; t < times; t++) p += spreadCharge(this.spread, g, n + t);
    }
    return p + floors;
  }

  /** What feeding no one costs, without the taste charges (construction by price). */
  private unfedCharge(cand: Candidate, times: number): number {
    return cand.fed ? 0 : times * UNFED_PENALTY * this.model.input.servings;
  }

  /** Repeats after adding `times` uses of c to a meal whose counts are `counts`. */
  private repeatsWith(counts: Int32Array, c: number, times: number): number {
    return this.repeats + (counts[c]! > 0 ? times : times - 1);
  }

  /**
   * Greedy in day order. `tastesFirst` takes only recipes of the person's tastes wherever one
   * is allowed: the greedy alone judges a first matching recipe by the whole packages it
   * opens (a cuisine's sauces and spices), which one slot's taste charge rarely outweighs,
   * so it settles on the cheap basket of the first days and never tries the matching one.
   */
  construct(random: Random, noise: number, tastesFirst = false): void {
    for (let s = 0; s < this.S; s++) this.set(s, -1);
    // Pinned slots first, so the variety window sees them from every other slot.
    const fixed = this.keepFixed ? this.model.fixed : null;
    if (fixed) for (let s = 0; s < this.S; s++) if (fixed[s]! >= 0) this.set(s, fixed[s]!);
    // Units in day order, so only earlier days constrain a slot and a free recipe exists.
    for (let u = 0; u < this.units.length; u++) {
      const mi = this.unitMeal[u]!;
      const list = this.model.candidates[mi]!;
      const counts = this.useCount[mi]!;
      const times = this.units[u]!.length;
      let bestC = -1;
      let bestScore = Infinity;
      // Distinct days while any recipe allows it; the variety window always.
      const strictDays = list.some((_, c) => this.unitOk(u, c));
      const allowed = (c: number) => (strictDays ? this.unitOk(u, c) : this.windowOk(u, c));
      // A hard budget: a match only while it keeps the plan so far within the budget.
      const affordable = (cand: Candidate) =>
        !this.model.hardBudget || this.cost + this.addCost(cand, times) <= this.model.budgetCents;
      const takesMatch = (cand: Candidate, c: number) =>
        cand.matchesTastes && allowed(c) && affordable(cand);
      const onlyMatches = tastesFirst && list.some(takesMatch);
      // No match fits what is left of the budget: the cheapest recipe, so that the matches
      // already placed stay affordable.
      const pricedOnly = tastesFirst && this.model.hardBudget && !onlyMatches;
      for (let c = 0; c < list.length; c++) {
        if (!allowed(c)) continue;
        const cand = list[c]!;
        if (onlyMatches && !takesMatch(cand, c)) continue;
        let score =
          this.addCost(cand, times) +
          this.addedWaste +
          (pricedOnly
            ? this.unfedCharge(cand, times) * this.penaltyScale + this.floorAdded(cand, times)
            : this.penaltyAdded(cand, times)) +
          (this.repeatsWith(counts, c, times) - this.repeats) * this.repeatPenalty;
        if (noise > 0) score += noise * random.next() * (Math.abs(score) + 100);
        if (score < bestScore) {
          bestScore = score;
          bestC = c;
        }
      }
      // At most window - 1 earlier days block a recipe and the window never exceeds the
      // candidate count, so bestC is always found.
      this.setUnit(u, bestC >= 0 ? bestC : 0);
    }
  }

  /**
   * Best replacement per unit until none improves. A replacement is judged by the exact change
   * of the whole plan's cost, so using up a leftover package counts as cheap.
   */
  localSearch(random: Random): void {
    const order = Array.from(this.units.keys());
    shuffleInPlace(order, random);
    let improved = true;
    let sweeps = 0;
    while (improved && sweeps < 50) {
      improved = false;
      sweeps++;
      for (const u of order) {
        if (this.settledAt[u] === this.version) {
          this.liftAndPutBack(u);
          continue;
        }
        const before = this.key();
        const c = this.bestMove(u, before, null);
        if (c >= 0) {
          this.setUnit(u, c);
          improved = true;
        } else {
          this.settledAt[u] = this.version;
        }
      }
    }
  }

  /**
   * Local search with the larger neighbourhoods until none improves: single replacements, one
   * recipe put in two or three slots at once (its second use often costs nothing: the package
   * is already bought), and two-step chains (a worsening replacement followed by the best
   * replacement elsewhere: two recipes that only pay off together).
   */
  deepSearch(random: Random, chains: boolean): void {
    for (let round = 0; round < 20; round++) {
      this.localSearch(random);
      if (this.singles && this.groupSearch()) continue;
      if (chains && this.chainSearch(random)) continue;
      break;
    }
  }

  /**
   * What bestMove does to the plan, without its search: takes unit u's recipe out and puts it
   * back, so the running totals get the very same roundings as when it searches.
   */
  private liftAndPutBack(u: number): void {
    const slots = this.units[u]!;
    const cur = this.assign[slots[0]!]!;
    const version = this.version;
    for (const s of slots) this.set(s, -1);
    for (const s of slots) this.set(s, cur);
    this.version = version;
  }

  /**
   * The best other candidate for unit u that beats `bound`, or -1; only among `only` when
   * given. Leaves the state as it found it.
   */
  private bestMove(u: number, bound: Key, only: Int32Array | null): number {
    const mi = this.unitMeal[u]!;
    const list = this.model.candidates[mi]!;
    const counts = this.useCount[mi]!;
    const slots = this.units[u]!;
    const times = slots.length;
    const cur = this.assign[slots[0]!]!;
    const version = this.version;
    for (const s of slots) this.set(s, -1);
    const baseCost = this.cost;
    const basePenalty = this.penalty;
    let bestC = -1;
    let best = bound;
    const budget = this.model.budgetCents;
    const hard = this.model.hardBudget;
    const n = only ? only.length : list.length;
    // Stopping early needs waste left out (it can lower the cost of a move).
    const drops = this.wasteWeight === 0 ? this.costDrop[mi]! : null;
    for (let i = 0; i < n; i++) {
      const c = only ? only[i]! : i;
      if (c === cur) continue;
      const cand = list[c]!;
      const repeats = this.repeatsWith(counts, c, times);
      const penalty = basePenalty + this.penaltyAdded(cand, times);
      // Lower bound without pricing (adding never lowers the cost, and lowers the waste by
      // at most all of it): penalties alone lose.
      const boundable = !hard || best.excess === 0;
      const lower = boundable
        ? this.objectiveOf(baseCost, penalty - this.wasteBound(cand), repeats)
        : 0;
      if (boundable && lower >= best.objective) continue;
      if (!this.unitOk(u, c)) continue;
      const added = this.moveCost(cand, times, baseCost, penalty, repeats, best, {
        lower: boundable ? lower : null,
        drop: drops ? drops[c]! : null,
      });
      if (added === Infinity) continue;
      const cost = baseCost + added;
      const excess = Math.max(0, cost - budget);
      const obj = this.objectiveOf(cost, penalty + this.addedWaste, repeats);
      if (this.beats(excess, obj, best)) {
        bestC = c;
        best = { excess, objective: obj };
      }
    }
    for (const s of slots) this.set(s, cur);
    this.version = version;
    return bestC;
  }

  alternatives(slot: number): (SearchResult & { candidate: number })[] {
    const mi = this.model.slots[slot]!.mealIndex;
    const list = this.model.candidates[mi]!;
    const cur = this.assign[slot]!;
    const out: (SearchResult & { candidate: number })[] = [];
    for (let c = 0; c < list.length; c++) {
      if (c === cur) continue;
      this.set(slot, -1);
      const ok = this.unitOk(slot, c);
      this.set(slot, cur);
      if (!ok) continue;
      this.set(slot, c);
      out.push({ ...this.snapshot(), candidate: c });
      this.set(slot, cur);
    }
    return out;
  }

  /** The best candidate other than the current one for slot s, however it compares; -1 if none. */
  bestOther(s: number): number {
    return this.bestMove(s, { excess: Infinity, objective: Infinity }, null);
  }

  private groups: number[][] | null = null;

  /** Slot groups of one meal far enough apart to hold the same recipe: pairs and triples. */
  private sameRecipeGroups(): number[][] {
    if (this.groups) return this.groups;
    const groups: number[][] = [];
    const M = this.M;
    const days = this.S / M;
    // Triples only where the recipe floor lets a recipe come three times.
    const triples = recipeCap(days) >= 3;
    const fixed = this.keepFixed ? this.model.fixed : null;
    for (let mi = 0; mi < M; mi++) {
      const w = this.model.window[mi]!;
      for (let d1 = 0; d1 < days; d1++) {
        for (let d2 = d1 + w; d2 < days; d2++) {
          groups.push([d1 * M + mi, d2 * M + mi]);
          for (let d3 = d2 + w; triples && d3 < days; d3++)
            groups.push([d1 * M + mi, d2 * M + mi, d3 * M + mi]);
        }
      }
    }
    this.groups = fixed ? groups.filter((g) => g.every((s) => fixed[s]! < 0)) : groups;
    return this.groups;
  }

  /** Put one recipe in every slot of a group at once, when that beats the current plan. */
  private groupSearch(): boolean {
    let improved = false;
    const budget = this.model.budgetCents;
    const hard = this.model.hardBudget;
    for (const group of this.sameRecipeGroups()) {
      const before = this.key();
      const mi = this.model.slots[group[0]!]!.mealIndex;
      const list = this.model.candidates[mi]!;
      const counts = this.useCount[mi]!;
      const old = group.map((s) => this.assign[s]!);
      for (const s of group) this.set(s, -1);
      if (!this.groupDaysOk(group)) {
        group.forEach((s, i) => this.set(s, old[i]!));
        continue;
      }
      const baseCost = this.cost;
      const basePenalty = this.penalty;
      const times = group.length;
      const drops = this.wasteWeight === 0 ? this.costDrop[mi]! : null;
      let bestC = -1;
      let best = before;
      for (let c = 0; c < list.length; c++) {
        const cand = list[c]!;
        const repeats = this.repeatsWith(counts, c, times);
        const penalty = basePenalty + this.penaltyAdded(cand, times);
        const boundable = !hard || best.excess === 0;
        const lower = boundable
          ? this.objectiveOf(baseCost, penalty - this.wasteBound(cand), repeats)
          : 0;
        if (boundable && lower >= best.objective) continue;
        let ok = true;
        for (let g = 0; g < times && ok; g++) {
          ok = this.varietyOk(group[g]!, c) && this.dayOk(group[g]!, c);
        }
        if (!ok) continue;
        const added = this.moveCost(cand, times, baseCost, penalty, repeats, best, {
          lower: boundable ? lower : null,
          drop: drops ? drops[c]! : null,
        });
        if (added === Infinity) continue;
        const cost = baseCost + added;
        const excess = Math.max(0, cost - budget);
        const obj = this.objectiveOf(cost, penalty + this.addedWaste, repeats);
        if (this.beats(excess, obj, best)) {
          bestC = c;
          best = { excess, objective: obj };
        }
      }
      if (bestC >= 0) {
        for (const s of group) this.set(s, bestC);
        improved = true;
      } else {
        group.forEach((s, i) => this.set(s, old[i]!));
      }
    }
    return improved;
  }

  /**
   * Two-step chains: for each unit, its few best alternatives (even worse ones), each followed
   * by the best replacement of any other unit; kept when the pair improves the plan.
   */
  private chainSearch(random: Random): boolean {
    const order = Array.from(this.units.keys());
    shuffleInPlace(order, random);
    const budget = this.model.budgetCents;
    const hard = this.model.hardBudget;
    for (const u1 of order) {
      const before = this.key();
      const slots = this.units[u1]!;
      const times = slots.length;
      const cur = this.assign[slots[0]!]!;
      const mi = this.unitMeal[u1]!;
      const list = this.model.candidates[mi]!;
      const counts = this.useCount[mi]!;
      for (const s of slots) this.set(s, -1);
      const baseCost = this.cost;
      const top: { c: number; obj: number }[] = [];
      const drops = this.wasteWeight === 0 ? this.costDrop[mi]! : null;
      for (let c = 0; c < list.length; c++) {
        if (c === cur || !this.unitOk(u1, c)) continue;
        const cand = list[c]!;
        if (drops && top.length >= CHAIN_WIDTH) {
          // Priced only until it cannot enter the list (the same value as below when it can).
          const penalty = this.penalty + 0 + this.penaltyAdded(cand, times);
          const repeats = this.repeatsWith(counts, c, times);
          const limit = top[top.length - 1]!.obj;
          const added = this.addCostUnder(
            cand,
            times,
            baseCost,
            penalty,
            repeats,
            limit,
            drops[c]!,
          );
          if (added === Infinity) continue;
          const obj = this.chainValue(baseCost + added, penalty, repeats);
          if (obj < limit) {
            top.push({ c, obj });
            top.sort((a, b) => a.obj - b.obj);
            if (top.length > CHAIN_WIDTH) top.pop();
          }
          continue;
        }
        const cost = baseCost + this.addCost(cand, times);
        const obj =
          this.objectiveOf(
            cost,
            this.penalty + this.addedWaste + this.penaltyAdded(cand, times),
            this.repeatsWith(counts, c, times),
          ) + (hard ? Math.max(0, cost - budget) * 1e6 : 0);
        if (top.length < CHAIN_WIDTH || obj < top[top.length - 1]!.obj) {
          top.push({ c, obj });
          top.sort((a, b) => a.obj - b.obj);
          if (top.length > CHAIN_WIDTH) top.pop();
        }
      }
      for (const { c } of top) {
        this.setUnit(u1, c);
        // The plan was a local optimum, so only moves touching a food whose demand just
        // changed can improve now: the unit's own recipe uses one, or the newcomer does.
        const changed = this.markFoods(list[cur]!, list[c]!);
        let bestU2 = -1;
        let bestC2 = -1;
        let bestKey = before;
        for (let u2 = 0; u2 < this.units.length; u2++) {
          if (u2 === u1) continue;
          const mi2 = this.unitMeal[u2]!;
          const own = this.model.candidates[mi2]![this.assign[this.units[u2]![0]!]!]!;
          const only = this.touches(own, changed) ? null : this.candidatesTouching(mi2);
          if (only && only.length === 0) continue;
          const c2 = this.bestMove(u2, bestKey, only);
          if (c2 >= 0) {
            const prev = this.assign[this.units[u2]![0]!]!;
            this.setUnit(u2, c2);
            bestKey = this.key();
            this.setUnit(u2, prev);
            bestU2 = u2;
            bestC2 = c2;
          }
        }
        if (bestU2 >= 0) {
          this.setUnit(bestU2, bestC2);
          return true;
        }
      }
      this.setUnit(u1, cur);
    }
    return false;
  }

  private foodStamp: Int32Array | null = null;
  private stamp = 0;
  private marked: number[] = [];
  private candStamp: Int32Array[] = [];
  private candStampValue = 0;
  private foodIndex: Int32Array[][] | null = null;
  private touching: Int32Array = new Int32Array(0);

  /** Marks the foods of a and b; returns the stamp that identifies this marking. */
  private markFoods(a: Candidate, b: Candidate): number {
    if (!this.foodStamp) this.foodStamp = new Int32Array(this.demand.length);
    const stamp = ++this.stamp;
    this.marked.length = 0;
    for (const cand of [a, b]) {
      for (const f of cand.foods) {
        if (this.foodStamp[f] !== stamp) {
          this.foodStamp[f] = stamp;
          this.marked.push(f);
        }
      }
    }
    return stamp;
  }

  private touches(cand: Candidate, stamp: number): boolean {
    const marks = this.foodStamp!;
    for (const f of cand.foods) if (marks[f] === stamp) return true;
    return false;
  }

  /**
   * Candidates of meal mi that use a marked food (a food -> candidates index, built once), in
   * a reused buffer: a view valid until the next call.
   */
  private candidatesTouching(mi: number): Int32Array {
    if (!this.foodIndex) {
      this.foodIndex = this.model.candidates.map((list) => {
        const byFood: number[][] = [];
        list.forEach((cand, c) => {
          for (const f of cand.foods) (byFood[f] ??= []).push(c);
        });
        return Array.from({ length: this.demand.length }, (_, f) =>
          Int32Array.from(byFood[f] ?? []),
        );
      });
      this.candStamp = this.model.candidates.map((list) => new Int32Array(list.length));
      this.touching = new Int32Array(Math.max(...this.model.candidates.map((l) => l.length)));
    }
    const seen = this.candStamp[mi]!;
    const value = ++this.candStampValue;
    const index = this.foodIndex[mi]!;
    let n = 0;
    for (const f of this.marked) {
      for (const c of index[f]!) {
        if (seen[c] !== value) {
          seen[c] = value;
          this.touching[n++] = c;
        }
      }
    }
    return this.touching.subarray(0, n);
  }

  /**
   * Perturb: re-draw two or three units, each from its cheapest few alternatives, often within
   * one meal so that pairs of recipes sharing a package can appear together. false when the
   * neighbours block every candidate (small meal lists): the caller restores the plan.
   */
  kick(random: Random): boolean {
    const U = this.units.length;
    if (U === 0) return false;
    const n = Math.min(U, 2 + random.int(2));
    const first = random.int(U);
    const chosen = [first];
    const sameMeal: number[] = [];
    for (let u = 0; u < U; u++) {
      if (u !== first && this.unitMeal[u] === this.unitMeal[first]) sameMeal.push(u);
    }
    for (let tries = 0; chosen.length < n && tries < 20; tries++) {
      const u =
        random.next() < 0.5 && sameMeal.length > 0
          ? sameMeal[random.int(sameMeal.length)]!
          : random.int(U);
      if (!chosen.includes(u)) chosen.push(u);
    }
    chosen.sort((a, b) => a - b);
    for (const u of chosen) this.setUnit(u, -1);
    for (const u of chosen) {
      const mi = this.unitMeal[u]!;
      const list = this.model.candidates[mi]!;
      const times = this.units[u]!.length;
      // Rank by marginal cost with noise and take one of the best few.
      const top: { c: number; score: number }[] = [];
      for (let c = 0; c < list.length; c++) {
        if (!this.unitOk(u, c)) continue;
        const cand = list[c]!;
        const score =
          (this.addCost(cand, times) + this.addedWaste + this.penaltyAdded(cand, times)) *
          (0.6 + random.next());
        if (top.length < KICK_POOL || score < top[top.length - 1]!.score) {
          top.push({ c, score });
          top.sort((a, b) => a.score - b.score);
          if (top.length > KICK_POOL) top.pop();
        }
      }
      if (top.length === 0) return false;
      this.setUnit(u, top[random.int(top.length)]!.c);
    }
    return true;
  }
}

const costDropsByModel = new WeakMap<PlanModel, readonly Float64Array[]>();

/**
 * Per meal, per candidate: the sum of its foods' largest cost falls (package-cost.ts
 * maxDrop; 0 for most, Infinity when one cannot be bought). Once per model.
 */
function candidateCostDrops(model: PlanModel): readonly Float64Array[] {
  const known = costDropsByModel.get(model);
  if (known) return known;
  const foodDrop = model.costTables.map((t) => t.maxDrop);
  const out = model.candidates.map((list) =>
    Float64Array.from(list, (cand) => cand.foods.reduce((sum, f) => sum + foodDrop[f]!, 0)),
  );
  costDropsByModel.set(model, out);
  return out;
}

/** Per pair of days with the same menu, where the preference forbids them: above any cost. */
const IDENTICAL_DAYS_PENALTY = 10_000_000;
/**
 * Alternatives tried as the first step of a chain: the best one. Trying the best three cost
 * 30% more search on 7-day plans and found plans no better on the objective (a mean within
 * 0.1% over 60 seeded people, 1- to 7-day plans; docs/decisions/0004).
 */
const CHAIN_WIDTH = 1;
/** Alternatives a kick draws from. */
const KICK_POOL = 6;

export { createRandom };
