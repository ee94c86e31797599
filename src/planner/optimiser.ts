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

/**
 * Enough search for the shipped library to land within a few percent of the best known plan
 * in tens of milliseconds: one greedy start, then perturbation rounds, fewer when each
 * sweep is expensive (many slots x many candidates). Fixed counts, never a clock, so the
 * same seed gives the same plan on any machine.
 */
export function defaultEffort(model: PlanModel): SearchEffort {
  const slots = model.slots.length;
  const width = model.candidates.reduce((s, c) => s + c.length, 0) / model.candidates.length;
  const kicks = Math.max(8, Math.min(40, Math.round(25_000 / (slots * Math.max(10, width)))));
  return { restarts: 1, kicks };
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
    state.deepSearch(random, true);
    let current = state.snapshot();
    if (!best || state.isBetter(current, best)) best = current;
    for (let k = 0; k < kicksPerStart; k++) {
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
    if (kicksPerStart > 0) {
      state.load(current.assignment);
      state.deepSearch(random, true);
      const next = state.snapshot();
      if (state.isBetter(next, best)) best = next;
    }
  }
  return best as SearchResult;
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
  const state = new SearchState(model, false);
  state.load(assignment);
  const c = state.bestOther(slot);
  if (c < 0) return null;
  state.set(slot, c);
  return state.snapshot();
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
  private addCost(cand: Candidate, times = 1): number {
    const { foods, mg } = cand;
    let delta = 0;
    for (let k = 0; k < foods.length; k++) {
      const f = foods[k]!;
      delta += this.foodCostAt(f, this.demand[f]! + times * mg[k]!) - this.foodCost[f]!;
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

  /**
   * Local search with the larger neighbourhoods until none improves: single replacements,
   * one recipe put in two slots at once (its second use often costs nothing: the package is
   * already bought), and two-step chains (a worsening replacement followed by the best
   * replacement elsewhere: two recipes that only pay off together).
   */
  deepSearch(random: Random, chains: boolean): void {
    for (let round = 0; round < 20; round++) {
      this.localSearch(random);
      if (this.pairSearch()) continue;
      if (chains && this.chainSearch(random)) continue;
      break;
    }
  }

  private improveSlot(s: number): boolean {
    const before = this.snapshotKey();
    const move = this.bestMove(s, before.excess, before.objective);
    if (move < 0) return false;
    this.set(s, move);
    return true;
  }

  /**
   * The best other candidate for slot s that beats (excess, objective), or -1. Leaves the
   * state as it found it.
   */
  private bestMove(
    s: number,
    boundExcess: number,
    boundObj: number,
    only: Int32Array | null = null,
  ): number {
    const mi = this.model.slots[s]!.mealIndex;
    const list = this.model.candidates[mi]!;
    const counts = this.useCount[mi]!;
    const cur = this.assign[s]!;
    const n = only ? only.length : list.length;
    // Take the current recipe out, price every alternative against the rest of the plan.
    this.set(s, -1);
    const baseCost = this.cost;
    const basePenalty = this.penalty;
    const baseRepeats = this.repeats;
    let bestC = -1;
    let bestExcess = boundExcess;
    let bestObj = boundObj;
    const budget = this.model.budgetCents;
    const hard = this.model.hardBudget;
    for (let i = 0; i < n; i++) {
      const c = only ? only[i]! : i;
      if (c === cur) continue;
      const cand = list[c]!;
      const repeats = baseRepeats + (counts[c]! > 0 ? 1 : 0);
      const penalty = basePenalty + cand.penalty;
      // Lower bound without pricing: penalties alone already lose.
      if ((!hard || bestExcess === 0) && this.objectiveOf(baseCost, penalty, repeats) >= bestObj) {
        continue;
      }
      if (!this.varietyOk(s, c)) continue;
      const cost = baseCost + this.addCost(cand, 1);
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
    this.set(s, cur);
    return bestC;
  }

  /** The best candidate other than the current one for slot s, however it compares; -1 if none. */
  bestOther(s: number): number {
    return this.bestMove(s, Infinity, Infinity);
  }

  /** Slot groups of one meal far enough apart to hold the same recipe: pairs, and (1, 4, 7). */
  private sameRecipeGroups(): number[][] {
    if (this.groups) return this.groups;
    const groups: number[][] = [];
    const M = this.M;
    const days = this.S / M;
    for (let mi = 0; mi < M; mi++) {
      const w = this.model.window[mi]!;
      for (let d1 = 0; d1 < days; d1++) {
        for (let d2 = d1 + w; d2 < days; d2++) {
          const g = [d1 * M + mi, d2 * M + mi];
          if (g.every((s) => !this.frozen.has(s))) groups.push(g);
          for (let d3 = d2 + w; d3 < days; d3++) {
            const g3 = [...g, d3 * M + mi];
            if (g3.every((s) => !this.frozen.has(s))) groups.push(g3);
          }
        }
      }
    }
    this.groups = groups;
    return groups;
  }
  private groups: number[][] | null = null;

  /** Put one recipe in every slot of a group at once, when that beats the current plan. */
  private pairSearch(): boolean {
    let improved = false;
    const budget = this.model.budgetCents;
    const hard = this.model.hardBudget;
    for (const group of this.sameRecipeGroups()) {
      const before = this.snapshotKey();
      const mi = this.model.slots[group[0]!]!.mealIndex;
      const list = this.model.candidates[mi]!;
      const counts = this.useCount[mi]!;
      const old = group.map((s) => this.assign[s]!);
      for (const s of group) this.set(s, -1);
      const baseCost = this.cost;
      const basePenalty = this.penalty;
      const baseRepeats = this.repeats;
      const times = group.length;
      let bestC = -1;
      let bestExcess = before.excess;
      let bestObj = before.objective;
      for (let c = 0; c < list.length; c++) {
        const cand = list[c]!;
        const repeats = baseRepeats + (counts[c]! > 0 ? times : times - 1);
        const penalty = basePenalty + times * cand.penalty;
        if (
          (!hard || bestExcess === 0) &&
          this.objectiveOf(baseCost, penalty, repeats) >= bestObj
        ) {
          continue;
        }
        let ok = true;
        for (let g = 0; g < times && ok; g++) ok = this.varietyOk(group[g]!, c);
        if (!ok) continue;
        const cost = baseCost + this.addCost(cand, times);
        const excess = Math.max(0, cost - budget);
        const obj = this.objectiveOf(cost, penalty, repeats);
        if (
          hard ? excess < bestExcess || (excess === bestExcess && obj < bestObj) : obj < bestObj
        ) {
          bestC = c;
          bestExcess = excess;
          bestObj = obj;
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
   * Two-step chains: for each slot, its few best alternatives (even worse ones), each
   * followed by the best single replacement anywhere else; kept when the pair improves.
   */
  private chainSearch(random: Random): boolean {
    const order = this.kickable.slice();
    shuffleInPlace(order, random);
    const budget = this.model.budgetCents;
    const hard = this.model.hardBudget;
    for (const s1 of order) {
      const before = this.snapshotKey();
      const cur = this.assign[s1]!;
      const mi = this.model.slots[s1]!.mealIndex;
      const list = this.model.candidates[mi]!;
      const counts = this.useCount[mi]!;
      this.set(s1, -1);
      const baseCost = this.cost;
      const top: { c: number; obj: number }[] = [];
      for (let c = 0; c < list.length; c++) {
        if (c === cur || !this.varietyOk(s1, c)) continue;
        const cand = list[c]!;
        const cost = baseCost + this.addCost(cand, 1);
        const obj =
          this.objectiveOf(
            cost,
            this.penalty + cand.penalty,
            this.repeats + (counts[c]! > 0 ? 1 : 0),
          ) + (hard ? Math.max(0, cost - budget) * 1e6 : 0);
        if (top.length < CHAIN_WIDTH || obj < top[top.length - 1]!.obj) {
          top.push({ c, obj });
          top.sort((a, b) => a.obj - b.obj);
          if (top.length > CHAIN_WIDTH) top.pop();
        }
      }
      for (const { c } of top) {
        this.set(s1, c);
        // The plan was a local optimum, so only moves touching a food whose demand just
        // changed can improve now: the slot's own recipe uses one, or the newcomer does.
        const changed = this.markFoods(list[cur]!, list[c]!);
        let bestS2 = -1;
        let bestC2 = -1;
        let bestKey = before;
        for (const s2 of this.kickable) {
          if (s2 === s1) continue;
          const mi2 = this.model.slots[s2]!.mealIndex;
          const own = this.model.candidates[mi2]![this.assign[s2]!]!;
          const only = this.touches(own, changed) ? null : this.candidatesTouching(mi2, changed);
          if (only && only.length === 0) continue;
          const c2 = this.bestMove(s2, bestKey.excess, bestKey.objective, only);
          if (c2 >= 0) {
            const prev = this.assign[s2]!;
            this.set(s2, c2);
            bestKey = this.snapshotKey();
            this.set(s2, prev);
            bestS2 = s2;
            bestC2 = c2;
          }
        }
        if (bestS2 >= 0) {
          this.set(bestS2, bestC2);
          return true;
        }
      }
      this.set(s1, cur);
    }
    return false;
  }

  private foodStamp: Int32Array | null = null;
  private stamp = 0;
  private candStamp: Int32Array[] = [];
  private candStampValue = 0;
  private foodIndex: Int32Array[][] | null = null;

  /** Marks the foods of a and b; returns the stamp that identifies this marking. */
  private markFoods(a: Candidate, b: Candidate): number {
    if (!this.foodStamp) this.foodStamp = new Int32Array(this.demand.length);
    const stamp = ++this.stamp;
    for (const f of a.foods) this.foodStamp[f] = stamp;
    for (const f of b.foods) this.foodStamp[f] = stamp;
    return stamp;
  }

  private touches(cand: Candidate, stamp: number): boolean {
    const marks = this.foodStamp!;
    for (const f of cand.foods) if (marks[f] === stamp) return true;
    return false;
  }

  /** Candidates of meal mi that use a marked food (a food -> candidates index, built once). */
  private candidatesTouching(mi: number, stamp: number): Int32Array {
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
    }
    const marks = this.foodStamp!;
    const seen = this.candStamp[mi]!;
    const value = ++this.candStampValue;
    const out: number[] = [];
    const index = this.foodIndex[mi]!;
    for (let f = 0; f < marks.length; f++) {
      if (marks[f] !== stamp) continue;
      for (const c of index[f]!) {
        if (seen[c] !== value) {
          seen[c] = value;
          out.push(c);
        }
      }
    }
    return Int32Array.from(out);
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

const CHAIN_WIDTH = 3;

export { createRandom };
