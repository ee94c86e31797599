/**
 * The heuristic that picks a recipe per slot. The cost of a plan is a step function of the
 * demand per food (whole packages), so a recipe's price depends on what else is in the plan.
 * Greedy construction by marginal cost, then local search (best replacement per slot) and
 * iterated perturbation (kick a few slots, search again, keep what is better), all with the
 * seeded generator and fixed iteration counts so the same seed always gives the same plan.
 */
import type { Candidate, PlanModel } from './plan-model';
import { createRandom, shuffleInPlace, type Random } from './random';

export interface SearchEffort {
  /** Independent greedy starts. */
  restarts: number;
  /** Perturbation rounds after the first start (spread over the starts). */
  kicks: number;
}

/** Enough for the shipped library to land within a few percent of the optimum in milliseconds. */
export function defaultEffort(model: PlanModel): SearchEffort {
  const slots = model.slots.length;
  const width = model.candidates.reduce((s, c) => s + c.length, 0) / model.candidates.length;
  // Fewer kicks when each local search sweep is expensive (many slots x many candidates).
  const work = slots * Math.max(20, width);
  const kicks = Math.max(20, Math.min(150, Math.round(400_000 / work)));
  return { restarts: 3, kicks };
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

/** Weights override, e.g. to look for the cheapest plan regardless of preferences. */
export interface SearchOptions {
  effort?: SearchEffort;
  /** Ignore penalties and repeats: minimise cost only. */
  costOnly?: boolean;
  /** Start from this assignment (swapMeal, warm starts). */
  start?: Int32Array;
  /** Slots that must keep their start value. */
  frozen?: ReadonlySet<number>;
}

export function searchPlan(
  model: PlanModel,
  random: Random,
  options: SearchOptions = {},
): SearchResult {
  const state = new SearchState(model, options.costOnly === true, options.frozen);
  const effort = options.effort ?? defaultEffort(model);
  let best: SearchResult | null = null;
  const restarts = Math.max(1, effort.restarts);
  const kicksPerStart = Math.ceil(effort.kicks / restarts);
  for (let r = 0; r < restarts; r++) {
    if (r === 0 && options.start) state.load(options.start);
    else state.construct(random, r === 0 ? 0 : 0.35);
    state.localSearch(random);
    let current = state.snapshot();
    if (!best || state.isBetter(current, best)) best = current;
    for (let k = 0; k < kicksPerStart; k++) {
      if (!state.kick(random)) {
        state.load(current.assignment);
        continue;
      }
      state.localSearch(random);
      const next = state.snapshot();
      if (state.isBetter(next, current) || next.objective === current.objective) {
        current = next;
        if (state.isBetter(current, best)) best = current;
      } else {
        state.load(current.assignment);
      }
    }
  }
  return best as SearchResult;
}

/** Exact cost and objective of an assignment, computed from scratch. */
export function evaluateAssignment(model: PlanModel, assignment: Int32Array): SearchResult {
  const state = new SearchState(model, false);
  state.load(assignment);
  return state.snapshot();
}

class SearchState {
  private readonly S: number;
  private readonly M: number;
  readonly assign: Int32Array;
  private readonly demand: Float64Array;
  private readonly foodCost: Float64Array;
  private readonly singleSize: Float64Array;
  private readonly singlePrice: Float64Array;
  private readonly useCount: Int32Array[];
  private cost = 0;
  private penalty = 0;
  private repeats = 0;
  private readonly repeatPenalty: number;
  private readonly penaltyScale: number;
  private readonly overWeight: number;
  private readonly kickable: number[];

  constructor(
    private readonly model: PlanModel,
    costOnly: boolean,
    private readonly frozen: ReadonlySet<number> = new Set(),
  ) {
    this.S = model.slots.length;
    this.M = model.meals.length;
    this.assign = new Int32Array(this.S).fill(-1);
    const F = model.catalogue.foods.length;
    this.demand = new Float64Array(F);
    this.foodCost = new Float64Array(F);
    this.singleSize = new Float64Array(F);
    this.singlePrice = new Float64Array(F);
    model.costTables.forEach((t, f) => {
      if (t.options.length === 1) {
        this.singleSize[f] = t.options[0]!.sizeMg;
        this.singlePrice[f] = t.options[0]!.priceCents;
      }
    });
    this.useCount = model.candidates.map((c) => new Int32Array(c.length));
    this.penaltyScale = costOnly ? 0 : 1;
    this.repeatPenalty = costOnly ? 0 : model.repeatPenalty;
    this.overWeight = model.hardBudget ? 0 : model.weights.overBudget;
    this.kickable = [];
    for (let s = 0; s < this.S; s++) if (!this.frozen.has(s)) this.kickable.push(s);
  }

  private foodCostAt(f: number, demand: number): number {
    if (demand <= 0) return 0;
    const size = this.singleSize[f]!;
    if (size > 0) return Math.ceil(demand / size) * this.singlePrice[f]!;
    return this.model.costTables[f]!.cost(demand);
  }

  private objectiveOf(cost: number, penalty: number, repeats: number): number {
    const over = Math.max(0, cost - this.model.budgetCents);
    return (
      cost + penalty * this.penaltyScale + repeats * this.repeatPenalty + over * this.overWeight
    );
  }

  snapshot(): SearchResult {
    return {
      assignment: this.assign.slice(),
      costCents: this.cost,
      objective: this.objectiveOf(this.cost, this.penalty, this.repeats),
      excessCents: Math.max(0, this.cost - this.model.budgetCents),
    };
  }

  /** Strict and balanced: first get within budget, then lower the objective. */
  isBetter(a: SearchResult, b: SearchResult): boolean {
    if (this.model.hardBudget && a.excessCents !== b.excessCents) {
      return a.excessCents < b.excessCents;
    }
    return a.objective < b.objective;
  }

  private candidate(slot: number, c: number): Candidate {
    return this.model.candidates[this.model.slots[slot]!.mealIndex]![c]!;
  }

  private addDemand(cand: Candidate, sign: 1 | -1): void {
    const { foods, mg } = cand;
    for (let k = 0; k < foods.length; k++) {
      const f = foods[k]!;
      const d = this.demand[f]! + sign * mg[k]!;
      this.demand[f] = d;
      const c = this.foodCostAt(f, d);
      this.cost += c - this.foodCost[f]!;
      this.foodCost[f] = c;
    }
  }

  /** Put candidate c in slot (or clear it with -1), keeping every running total exact. */
  set(slot: number, c: number): void {
    const mi = this.model.slots[slot]!.mealIndex;
    const counts = this.useCount[mi]!;
    const old = this.assign[slot]!;
    if (old === c) return;
    if (old >= 0) {
      const cand = this.candidate(slot, old);
      this.addDemand(cand, -1);
      this.penalty -= cand.penalty;
      counts[old]!--;
      if (counts[old]! >= 1) this.repeats--;
    }
    this.assign[slot] = c;
    if (c >= 0) {
      const cand = this.candidate(slot, c);
      this.addDemand(cand, 1);
      this.penalty += cand.penalty;
      if (counts[c]! >= 1) this.repeats++;
      counts[c]!++;
    }
  }

  load(assignment: Int32Array): void {
    for (let s = 0; s < this.S; s++) this.set(s, assignment[s]!);
    // Recompute from scratch so no rounding drift can build up over many moves.
    this.cost = 0;
    for (let f = 0; f < this.demand.length; f++) {
      if (this.demand[f]! !== 0) {
        this.foodCost[f] = this.foodCostAt(f, this.demand[f]!);
        this.cost += this.foodCost[f]!;
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

  /** Cost of adding cand to the current demand (slot assumed empty). */
  private addCost(cand: Candidate): number {
    const { foods, mg } = cand;
    let delta = 0;
    for (let k = 0; k < foods.length; k++) {
      const f = foods[k]!;
      delta += this.foodCostAt(f, this.demand[f]! + mg[k]!) - this.foodCost[f]!;
    }
    return delta;
  }

  construct(random: Random, noise: number): void {
    for (let s = 0; s < this.S; s++) if (!this.frozen.has(s)) this.set(s, -1);
    // Day order, so only earlier days constrain a slot and a free recipe always exists.
    for (const s of this.kickable) {
      const mi = this.model.slots[s]!.mealIndex;
      const list = this.model.candidates[mi]!;
      const counts = this.useCount[mi]!;
      let bestC = -1;
      let bestScore = Infinity;
      for (let c = 0; c < list.length; c++) {
        if (!this.varietyOk(s, c)) continue;
        const cand = list[c]!;
        let score =
          this.addCost(cand) +
          cand.penalty * this.penaltyScale +
          (counts[c]! > 0 ? this.repeatPenalty : 0);
        if (noise > 0) score += noise * random.next() * (Math.abs(score) + 100);
        if (score < bestScore) {
          bestScore = score;
          bestC = c;
        }
      }
      // At most window - 1 earlier days block a recipe and the window never exceeds the
      // candidate count, so bestC is always found.
      this.set(s, bestC >= 0 ? bestC : 0);
    }
  }

  /**
   * Best replacement per slot until no slot improves. A replacement is judged by the exact
   * change of the whole plan's cost, so using up a leftover package counts as cheap.
   */
  localSearch(random: Random): void {
    const order = this.kickable.slice();
    shuffleInPlace(order, random);
    let improved = true;
    let sweeps = 0;
    while (improved && sweeps < 50) {
      improved = false;
      sweeps++;
      for (const s of order) if (this.improveSlot(s)) improved = true;
    }
  }

  private improveSlot(s: number): boolean {
    const mi = this.model.slots[s]!.mealIndex;
    const list = this.model.candidates[mi]!;
    const counts = this.useCount[mi]!;
    const cur = this.assign[s]!;
    const before = this.snapshotKey();
    // Take the current recipe out, price every alternative against the rest of the plan.
    this.set(s, -1);
    const baseCost = this.cost;
    const basePenalty = this.penalty;
    const baseRepeats = this.repeats;
    let bestC = cur;
    let bestExcess = before.excess;
    let bestObj = before.objective;
    const budget = this.model.budgetCents;
    const hard = this.model.hardBudget;
    for (let c = 0; c < list.length; c++) {
      if (c === cur) continue;
      const cand = list[c]!;
      const repeats = baseRepeats + (counts[c]! > 0 ? 1 : 0);
      const penalty = basePenalty + cand.penalty;
      // Lower bound without pricing: penalties alone already lose.
      const floor = this.objectiveOf(baseCost, penalty, repeats);
      if (!hard || bestExcess === 0) {
        if (floor >= bestObj) continue;
      }
      if (!this.varietyOk(s, c)) continue;
      const cost = baseCost + this.addCost(cand);
      const excess = Math.max(0, cost - budget);
      const obj = this.objectiveOf(cost, penalty, repeats);
      const better = hard
        ? excess < bestExcess || (excess === bestExcess && obj < bestObj)
        : obj < bestObj;
      if (better) {
        bestC = c;
        bestExcess = excess;
        bestObj = obj;
      }
    }
    this.set(s, bestC);
    return bestC !== cur;
  }

  private snapshotKey(): { excess: number; objective: number } {
    return {
      excess: Math.max(0, this.cost - this.model.budgetCents),
      objective: this.objectiveOf(this.cost, this.penalty, this.repeats),
    };
  }

  /**
   * Perturb: re-draw two or three slots, each from its cheapest few alternatives, often
   * within one meal so that pairs of recipes sharing a package can appear together.
   */
  kick(random: Random): boolean {
    if (this.kickable.length === 0) return false;
    const n = Math.min(this.kickable.length, 2 + random.int(2));
    const first = this.kickable[random.int(this.kickable.length)]!;
    const chosen = [first];
    const sameMeal = this.kickable.filter(
      (s) => s !== first && this.model.slots[s]!.mealIndex === this.model.slots[first]!.mealIndex,
    );
    while (chosen.length < n) {
      const pool = random.next() < 0.5 && sameMeal.length > 0 ? sameMeal : this.kickable;
      const s = pool[random.int(pool.length)]!;
      if (!chosen.includes(s)) chosen.push(s);
      else if (pool.length <= chosen.length) break;
    }
    chosen.sort((a, b) => a - b);
    for (const s of chosen) this.set(s, -1);
    for (const s of chosen) {
      const mi = this.model.slots[s]!.mealIndex;
      const list = this.model.candidates[mi]!;
      // Rank by marginal cost with noise and take one of the best few.
      const top: { c: number; score: number }[] = [];
      const keep = 6;
      for (let c = 0; c < list.length; c++) {
        if (!this.varietyOk(s, c)) continue;
        const cand = list[c]!;
        const score =
          (this.addCost(cand) + cand.penalty * this.penaltyScale) * (0.6 + random.next());
        if (top.length < keep || score < top[top.length - 1]!.score) {
          top.push({ c, score });
          top.sort((a, b) => a.score - b.score);
          if (top.length > keep) top.pop();
        }
      }
      // Recipes on both sides can block every candidate of a small meal list: give up.
      if (top.length === 0) return false;
      this.set(s, top[random.int(top.length)]!.c);
    }
    return true;
  }
}

export { createRandom };
