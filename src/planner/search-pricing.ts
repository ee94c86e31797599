/**
 * What a plan costs, kept up to date as slots change: the demand per food and its whole
 * packages, waste of perishables, preference penalties (spread, variety floors, tastes),
 * repeats and identical days, and the quick bounds (addCost, addCostBelow, addCostUnder) that
 * price one candidate into a slot without setting it. The moves that use these prices are in
 * search-moves.ts; the search driver is optimiser.ts.
 */
import {
  allowedRepeats,
  shortfallPenalty,
  UNFED_PENALTY,
  type Candidate,
  type PlanModel,
} from './plan-model';
import { spreadCharge, type SpreadGroups } from './spread';
import { emptyPlanBreaks, floorBreaks, type FloorGroups } from './variety-floors';
import { WASTE_WEIGHT } from './perishables';

export interface SearchResult {
  /** Candidate index (within its meal's list) per slot. */
  assignment: Int32Array;
  costCents: number;
  /** The objective: cost + preference penalties + repeats (+ overage weight, flexible). */
  objective: number;
  /** How far the cost is over the budget. */
  excessCents: number;
}

/** Whether a beats b: less over the budget first when the budget is a rule, then the objective. */
export function isBetterPlan(model: PlanModel, a: SearchResult, b: SearchResult): boolean {
  if (model.hardBudget && a.excessCents !== b.excessCents) return a.excessCents < b.excessCents;
  return a.objective < b.objective;
}

export interface Key {
  excess: number;
  objective: number;
}

/** One assignment of candidates to slots and its running cost and objective. */
export class SearchPricing {
  protected readonly S: number;
  protected readonly M: number;
  readonly assign: Int32Array;
  protected readonly demand: Float64Array;
  protected readonly foodCost: Float64Array;
  /**
   * Per food, the largest demand its current packages cover at the same cost: adding a recipe
   * whose demand stays within it costs nothing, with no package lookup (the hot path).
   */
  protected readonly room: Float64Array;
  /**
   * Per food, the demand it had before its last repricing, and its cost and room then: a move
   * taken back (bestMove lifts a unit's recipe and puts it back) returns to that demand, whose
   * cost and room are then known without a package lookup.
   */
  private readonly lastDemand: Float64Array;
  private readonly lastCost: Float64Array;
  private readonly lastRoom: Float64Array;
  protected readonly singleSize: Float64Array;
  protected readonly singlePrice: Float64Array;
  /**
   * Per meal, per candidate: at most how much its foods' costs can fall as their demand grows
   * (mostly 0), so that its pricing may stop as soon as it loses (addCostBelow).
   */
  protected readonly costDrop: readonly Float64Array[];
  /** What every state of this model shares (modelTables). */
  private readonly tables: ModelTables;
  protected readonly useCount: Int32Array[];
  /** Uses per spread group (dish type, cuisine, main protein: spread.ts). */
  protected readonly groupCount: Int32Array;
  protected readonly spread: SpreadGroups;
  /** Uses per variety floor group (variety-floors.ts), and the uses outside their bounds. */
  protected readonly floorCount: Int32Array;
  protected readonly floors: FloorGroups;
  protected readonly floorCents: number;
  /**
   * What the next 1, 2 and 3 uses of each group bring at the counts now, kept up to date as
   * the counts change (penaltyAdded reads them for every candidate tried): per spread group
   * the charge of each of those uses, per floor group the breaks that 1, 2 or 3 more uses add
   * (made when first read: a big library has a floor group per recipe, and the states that
   * only evaluate a plan never read it).
   */
  private readonly nextSpread: Float64Array;
  private nextBreaks: Float64Array | null = null;
  protected breaks = 0;
  /**
   * Per food: what its unused part is worth when it is perishable (perishables.ts), and the
   * weight the objective gives that waste (0 when pricing only).
   */
  protected readonly wasteOf: Float64Array;
  protected readonly wasteWeight: number;
  protected waste = 0;
  /** The waste change of the last addCost call (its second result, to save an allocation). */
  protected addedWaste = 0;
  /**
   * The hot pricing calls' doubles, passed and returned in fields: V8 boxes a double passed
   * to or returned from a call it does not inline in a new heap number, and the search makes
   * hundreds of thousands of those calls a plan; they were 60% of its allocation
   * (docs/decisions/0032). addedCost and addedPenalty: the last priceAdd, addCostBelow and
   * pricePenalty results. The move betterMove prices: the plan's cost and penalty with it,
   * its objective at no cost change (NaN when that is no bound: the budget rule's excess
   * comes first) and its candidate's cost drop bound (NaN when the pricing cannot stop early:
   * waste is weighed).
   */
  protected addedCost = 0;
  protected addedPenalty = 0;
  protected moveBaseCost = 0;
  protected movePenalty = 0;
  protected moveLower = NaN;
  protected moveDrop = NaN;
  protected cost = 0;
  /**
   * Preference misses, jitter and the spread charges of the slots filled (zero when pricing
   * only), plus the variety floors' charges for their breaks (always: a floor is a rule of the
   * kitchen, kept by the cheapest plan too).
   */
  protected penalty = 0;
  protected repeats = 0;
  protected readonly repeatPenalty: number;
  protected readonly allowedRepeats: number;
  protected readonly shortfallPenalty: number;
  protected readonly penaltyScale: number;
  protected readonly overWeight: number;
  /** Groups of slots that always hold the same recipe (single slots, or a cycle). */
  protected readonly units: Int32Array[];
  protected readonly unitMeal: Int32Array;
  protected readonly singles: boolean;
  /** Pairs of days with the same menu (counted only when the preference forbids them). */
  protected identical = 0;
  protected readonly distinctDays: boolean;
  /**
   * Counts the plan's changes (a move tried and taken back leaves it as it was), and per unit
   * the count at which its best move last found nothing better: unchanged since, the same
   * search would find nothing again (localSearch skips it; docs/decisions/0027).
   */
  protected version = 0;
  protected readonly settledAt: Float64Array;

  constructor(
    protected readonly model: PlanModel,
    costOnly: boolean,
    units: number[][] | null,
    ignoreFloors = false,
    withWaste = true,
    /** The search: pinned and locked slots (model.fixed) are never moved. */
    protected readonly keepFixed = false,
  ) {
    this.S = model.slots.length;
    this.M = model.meals.length;
    this.assign = new Int32Array(this.S).fill(-1);
    const F = model.catalogue.foods.length;
    this.demand = new Float64Array(F);
    this.foodCost = new Float64Array(F);
    this.room = Float64Array.from(model.heldMg);
    this.lastDemand = new Float64Array(F).fill(NaN);
    this.lastCost = new Float64Array(F);
    this.lastRoom = new Float64Array(F);
    this.tables = modelTables(model);
    this.singleSize = this.tables.singleSize;
    this.singlePrice = this.tables.singlePrice;
    this.useCount = model.candidates.map((c) => new Int32Array(c.length));
    this.costDrop = candidateCostDrops(model);
    this.spread = model.spread;
    this.groupCount = new Int32Array(model.spread.free.length);
    this.floors = model.floors;
    this.floorCount = new Int32Array(model.floors.names.length);
    this.floorCents = ignoreFloors ? 0 : model.floorBreakCents;
    this.breaks = emptyPlanBreaks(model.floors);
    this.nextSpread = this.tables.nextSpread.slice();
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

  private refreshSpread(g: number): void {
    nextSpreadAt(this.spread, g, this.groupCount[g]!, this.nextSpread);
  }

  private refreshBreaks(g: number): void {
    if (this.nextBreaks) nextBreaksAt(this.floors, g, this.floorCount[g]!, this.nextBreaks);
  }

  private breaksTable(): Float64Array {
    const next = new Float64Array(this.floorCount.length * NEXT_USES);
    for (let g = 0; g < this.floorCount.length; g++) {
      nextBreaksAt(this.floors, g, this.floorCount[g]!, next);
    }
    return (this.nextBreaks = next);
  }

  /**
   * Per candidate of meal mi: its foods and amounts, dearest first (pricingOrder), so that the
   * early-stopping pricing reaches a losing total in fewer foods.
   */
  protected dearestFirst(mi: number): readonly PricedFoods[] {
    return (this.tables.dearestFirst[mi] ??= pricingOrder(this.model, mi, (f, need) =>
      this.foodCostAt(f, need),
    ));
  }

  protected foodCostAt(f: number, need: number): number {
    // Pantry grams are free up to what is held; only the rest is bought.
    const demand = need - this.model.heldMg[f]!;
    if (demand <= 0) return 0;
    const size = this.singleSize[f]!;
    if (size > 0) return Math.ceil(demand / size) * this.singlePrice[f]!;
    return this.model.costTables[f]!.cost(demand);
  }

  /** The largest demand that costs what `need` costs (pantry grams held are free). */
  protected roomAt(f: number, need: number): number {
    const held = this.model.heldMg[f]!;
    const demand = need - held;
    if (demand <= 0) return held;
    const size = this.singleSize[f]!;
    if (size > 0) return held + Math.ceil(demand / size) * size;
    return held + this.model.costTables[f]!.room(demand);
  }

  protected objectiveOf(cost: number, penalty: number, repeats: number): number {
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
  protected sameMenuDays(day: number): number {
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
  protected dayOk(slot: number, c: number): boolean {
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
  protected groupDaysOk(group: readonly number[]): boolean {
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

  protected key(): Key {
    return {
      excess: Math.max(0, this.cost - this.model.budgetCents),
      objective: this.objectiveOf(this.cost, this.penalty, this.repeats),
    };
  }

  /** Strict and balanced: first get within budget, then lower the objective. */
  isBetter(a: SearchResult, b: SearchResult): boolean {
    return isBetterPlan(this.model, a, b);
  }

  protected beats(excess: number, obj: number, bound: Key): boolean {
    return this.model.hardBudget
      ? excess < bound.excess || (excess === bound.excess && obj < bound.objective)
      : obj < bound.objective;
  }

  protected addDemand(cand: Candidate, sign: 1 | -1): void {
    const { foods, mg } = cand;
    const perishable = this.model.perishable;
    for (let k = 0; k < foods.length; k++) {
      const f = foods[k]!;
      const before = this.demand[f]!;
      const d = before + sign * mg[k]!;
      this.demand[f] = d;
      if (sign < 0 || d > this.room[f]!) {
        // Cost and room are functions of the demand alone (whole milligrams, exact).
        const known = this.lastDemand[f] === d;
        const c = known ? this.lastCost[f]! : this.foodCostAt(f, d);
        const room = known ? this.lastRoom[f]! : this.roomAt(f, d);
        this.lastDemand[f] = before;
        this.lastCost[f] = this.foodCost[f]!;
        this.lastRoom[f] = this.room[f]!;
        this.cost += c - this.foodCost[f]!;
        this.foodCost[f] = c;
        this.room[f] = room;
      }
      if (perishable[f] === 1 && this.wasteWeight > 0) {
        const w = this.wasteAt(f, d, this.foodCost[f]!, this.room[f]!);
        this.addPenalty((w - this.wasteOf[f]!) * this.wasteWeight);
        this.addWaste(w - this.wasteOf[f]!);
        this.wasteOf[f] = w;
      }
    }
  }

  /**
   * What the unused part of a perishable food's packages is worth: the packages' price times
   * the share of what they hold that the plan leaves (pantry grams are not bought).
   */
  protected wasteAt(f: number, need: number, cost: number, room: number): number {
    if (cost <= 0) return 0;
    const held = this.model.heldMg[f]!;
    const bought = room - held;
    if (bought <= 0) return 0;
    return (cost * Math.max(0, room - Math.max(need, held))) / bought;
  }

  /**
   * While liftRecorded runs: what set adds to the running penalty and waste sums, in order (a
   * subtraction recorded as the addition of its negation, the same operation to the bit).
   */
  private trace: SumTrace | null = null;

  private addPenalty(x: number): void {
    this.penalty += x;
    if (this.trace) this.trace.penalty.push(x);
  }

  private addWaste(x: number): void {
    this.waste += x;
    if (this.trace) this.trace.waste.push(x);
  }

  /**
   * set(slot, -1) then set(slot, back) (back being the slot's recipe): the plan is as it was
   * but for the roundings of the penalty and waste sums. Returns their additions, which are
   * the same whenever the plan is the same, for replay.
   */
  protected liftRecorded(slot: number, back: number): SumTrace {
    const version = this.version;
    const trace: SumTrace = { penalty: [], waste: [], versions: 0 };
    this.trace = trace;
    this.set(slot, -1);
    this.set(slot, back);
    this.trace = null;
    trace.versions = this.version - version;
    return trace;
  }

  /** liftRecorded again on the same plan, without its work: the same additions, in order. */
  protected replay(trace: SumTrace): void {
    for (const x of trace.penalty) this.penalty += x;
    for (const x of trace.waste) this.waste += x;
    this.version += trace.versions;
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
      this.addPenalty(-(cand.penalty * this.penaltyScale));
      for (const g of cand.groups) {
        const n = --this.groupCount[g]!;
        this.addPenalty(-(spreadCharge(this.spread, g, n) * this.penaltyScale));
        this.refreshSpread(g);
      }
      for (const g of cand.floors) {
        const n = this.floorCount[g]!;
        const delta = floorBreaks(this.floors, g, n - 1) - floorBreaks(this.floors, g, n);
        this.floorCount[g] = n - 1;
        this.breaks += delta;
        this.addPenalty(delta * this.floorCents);
        this.refreshBreaks(g);
      }
      counts[old]!--;
      if (counts[old]! >= 1) this.repeats--;
    }
    this.assign[slot] = c;
    if (c >= 0) {
      const cand = list[c]!;
      this.addDemand(cand, 1);
      this.addPenalty(cand.penalty * this.penaltyScale);
      for (const g of cand.groups) {
        this.addPenalty(spreadCharge(this.spread, g, this.groupCount[g]!++) * this.penaltyScale);
        this.refreshSpread(g);
      }
      for (const g of cand.floors) {
        const n = this.floorCount[g]!;
        const delta = floorBreaks(this.floors, g, n + 1) - floorBreaks(this.floors, g, n);
        this.floorCount[g] = n + 1;
        this.breaks += delta;
        this.addPenalty(delta * this.floorCents);
        this.refreshBreaks(g);
      }
      if (counts[c]! >= 1) this.repeats++;
      counts[c]!++;
    }
    if (this.distinctDays) this.identical += this.sameMenuDays(day);
  }

  protected setUnit(u: number, c: number): void {
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
  protected varietyOk(slot: number, c: number): boolean {
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

  protected unitOk(u: number, c: number): boolean {
    for (const s of this.units[u]!) if (!this.varietyOk(s, c) || !this.dayOk(s, c)) return false;
    return true;
  }

  /** The variety window alone (construction's fallback when every recipe would repeat a day). */
  protected windowOk(u: number, c: number): boolean {
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
  protected addCost(cand: Candidate, times: number): number {
    this.priceAdd(cand, times);
    return this.addedCost;
  }

  /** addCost into addedCost (for the hot paths, see addedCost). */
  protected priceAdd(cand: Candidate, times: number): void {
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
    this.addedCost = delta;
  }

  /**
   * addCost, into addedCost, for the move in the move fields (moveBaseCost...) that must beat
   * `bound`, while waste is not weighed: stops at the first food after which the move already
   * loses, with Infinity. Exact: each food's change is at least minus its cost table's largest
   * fall, so the candidate's cost is at least what is priced so far less moveDrop (the sum of
   * those falls, whole cents), and neither the excess nor the objective falls as cost grows.
   * `slack` is the cost change past which to check (from the gaps to the bound; the check
   * itself is exact).
   */
  protected addCostBelow(cand: PricedFoods, times: number, repeats: number, bound: Key): void {
    const { foods, mg } = cand;
    const baseCost = this.moveBaseCost;
    const penalty = this.movePenalty;
    const drop = this.moveDrop;
    // The cost change past which the move may lose to `bound` on cost: the objective's gap
    // from moveLower (its objective at no cost change; NaN when that is no bound) where the
    // penalties were checked, and, when the budget is a rule, the room to the bound's excess.
    // Worked out here, not in a method of its own: out of line, V8 boxed its double result
    // and arguments, 4 MB a plan (decision 0032).
    const lower = this.moveLower;
    let slack = Number.isNaN(lower) ? Infinity : bound.objective - lower;
    if (this.model.hardBudget) {
      slack = Math.min(slack, this.model.budgetCents + bound.excess - baseCost);
    }
    let delta = 0;
    for (let k = 0; k < foods.length; k++) {
      const f = foods[k]!;
      const need = this.demand[f]! + times * mg[k]!;
      if (need > this.room[f]!) {
        delta += this.foodCostAt(f, need) - this.foodCost[f]!;
        const least = delta - drop;
        if (least > slack && this.loses(baseCost + least, penalty, repeats, bound)) {
          this.addedCost = Infinity;
          return;
        }
      }
    }
    this.addedWaste = 0;
    this.addedCost = delta;
  }

  /** A chain's first step as chainSearch ranks it: the objective, over-budget far behind. */
  protected chainValue(cost: number, penalty: number, repeats: number): number {
    return (
      this.objectiveOf(cost, penalty, repeats) +
      (this.model.hardBudget ? Math.max(0, cost - this.model.budgetCents) * 1e6 : 0)
    );
  }

  /**
   * addCostBelow for chainSearch's first step: Infinity as soon as the least the candidate
   * can cost makes its chainValue reach `limit` (exact for the same reasons).
   */
  protected addCostUnder(
    cand: PricedFoods,
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
  protected loses(cost: number, penalty: number, repeats: number, bound: Key): boolean {
    if (!this.model.hardBudget) return this.objectiveOf(cost, penalty, repeats) >= bound.objective;
    const excess = Math.max(0, cost - this.model.budgetCents);
    return (
      excess > bound.excess ||
      (excess === bound.excess && this.objectiveOf(cost, penalty, repeats) >= bound.objective)
    );
  }

  /**
   * The key of the move in the move fields (moveBaseCost...) when it beats `best`, else null:
   * the one tail of the best-move and the group searches. Priced with the early stop against
   * `best` when the candidate's cost drop bound is known (moveDrop), in full otherwise.
   */
  protected betterMove(
    cand: Candidate,
    dearestFirst: PricedFoods,
    times: number,
    repeats: number,
    best: Key,
  ): Key | null {
    if (Number.isNaN(this.moveDrop)) this.priceAdd(cand, times);
    else this.addCostBelow(dearestFirst, times, repeats, best);
    const added = this.addedCost;
    if (added === Infinity) return null;
    const cost = this.moveBaseCost + added;
    const excess = Math.max(0, cost - this.model.budgetCents);
    const objective = this.objectiveOf(cost, this.movePenalty + this.addedWaste, repeats);
    return this.beats(excess, objective, best) ? { excess, objective } : null;
  }

  /**
   * The most a candidate's waste change can lower the objective: the waste of the foods it
   * uses (it can only use up what is left of those).
   */
  protected wasteBound(cand: Candidate): number {
    if (this.waste <= 0) return 0;
    let w = 0;
    for (const f of cand.foods) w += this.wasteOf[f]!;
    return w * this.wasteWeight;
  }

  /** The floors' charge change of `times` more uses of cand. */
  protected floorAdded(cand: Candidate, times: number): number {
    if (this.floorCents === 0) return 0;
    let breaks = 0;
    if (times <= NEXT_USES) {
      // The same whole numbers as below, read from the table.
      const next = this.nextBreaks ?? this.breaksTable();
      const floors = cand.floors;
      for (let i = 0; i < floors.length; i++) breaks += next[floors[i]! * NEXT_USES + times - 1]!;
      return breaks * this.floorCents;
    }
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
  protected penaltyAdded(cand: Candidate, times: number): number {
    this.pricePenalty(cand, times);
    return this.addedPenalty;
  }

  /** penaltyAdded into addedPenalty (for the hot paths, see addedCost). */
  protected pricePenalty(cand: Candidate, times: number): void {
    const floors = this.floorAdded(cand, times);
    if (this.penaltyScale === 0) {
      this.addedPenalty = floors;
      return;
    }
    let p = times * cand.penalty;
    if (times <= NEXT_USES) {
      // The same charges added in the same order as below (so the same sum to the last bit).
      const groups = cand.groups;
      for (let i = 0; i < groups.length; i++) {
        const at = groups[i]! * NEXT_USES;
        for (let t = 0; t < times; t++) p += this.nextSpread[at + t]!;
      }
      this.addedPenalty = p + floors;
      return;
    }
    for (const g of cand.groups) {
      const n = this.groupCount[g]!;
      for (let t = 0; t < times; t++) p += spreadCharge(this.spread, g, n + t);
    }
    this.addedPenalty = p + floors;
  }

  /** What feeding no one costs, without the taste charges (construction by price). */
  protected unfedCharge(cand: Candidate, times: number): number {
    return cand.fed ? 0 : times * UNFED_PENALTY * this.model.input.servings;
  }

  /** Repeats after adding `times` uses of c to a meal whose counts are `counts`. */
  protected repeatsWith(counts: Int32Array, c: number, times: number): number {
    return this.repeats + (counts[c]! > 0 ? times : times - 1);
  }
}

/** What a take-out and put-back added to the running sums (liftRecorded). */
export interface SumTrace {
  penalty: number[];
  waste: number[];
  versions: number;
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

/** A candidate's foods and their milligrams (a Candidate, or its foods in another order). */
export interface PricedFoods {
  readonly foods: Int32Array;
  readonly mg: Float64Array;
}

/** What every search state of one model shares, built once per model. */
interface ModelTables {
  /** Per food: the size and price of its only package (0 when it has several). */
  singleSize: Float64Array;
  singlePrice: Float64Array;
  /** SearchPricing's nextSpread for an empty plan. */
  nextSpread: Float64Array;
  /** Per meal, filled when first asked (SearchPricing.dearestFirst). */
  dearestFirst: (readonly PricedFoods[] | undefined)[];
}

const tablesByModel = new WeakMap<PlanModel, ModelTables>();

function modelTables(model: PlanModel): ModelTables {
  const known = tablesByModel.get(model);
  if (known) return known;
  const F = model.catalogue.foods.length;
  const singleSize = new Float64Array(F);
  const singlePrice = new Float64Array(F);
  model.costTables.forEach((t, f) => {
    if (t.options.length === 1) {
      singleSize[f] = t.options[0]!.sizeMg;
      singlePrice[f] = t.options[0]!.priceCents;
    }
  });
  const spreadGroups = model.spread.free.length;
  const nextSpread = new Float64Array(spreadGroups * NEXT_USES);
  for (let g = 0; g < spreadGroups; g++) nextSpreadAt(model.spread, g, 0, nextSpread);
  const tables: ModelTables = {
    singleSize,
    singlePrice,
    nextSpread,
    dearestFirst: model.candidates.map(() => undefined),
  };
  tablesByModel.set(model, tables);
  return tables;
}

/** The charges of the next NEXT_USES uses of spread group g at `count` uses, into `out`. */
function nextSpreadAt(spread: SpreadGroups, g: number, count: number, out: Float64Array): void {
  for (let t = 0; t < NEXT_USES; t++) out[g * NEXT_USES + t] = spreadCharge(spread, g, count + t);
}

/** The breaks that 1 to NEXT_USES more uses of floor group g add at `count` uses, into `out`. */
function nextBreaksAt(floors: FloorGroups, g: number, count: number, out: Float64Array): void {
  const now = floorBreaks(floors, g, count);
  for (let t = 0; t < NEXT_USES; t++) {
    out[g * NEXT_USES + t] = floorBreaks(floors, g, count + t + 1) - now;
  }
}

/**
 * Per candidate of meal mi: its foods in order of what buying its amount alone costs, dearest
 * first (ties in recipe order). Only the early-stopping pricing uses it: whole cents add up
 * exactly in any order, so its total is the same and only where it stops changes
 * (docs/decisions/0027).
 */
function pricingOrder(
  model: PlanModel,
  mi: number,
  /** What buying `need` milligrams of food f costs (pantry grams held are free). */
  costOf: (f: number, need: number) => number,
): PricedFoods[] {
  return model.candidates[mi]!.map(({ foods, mg }) => {
    const n = foods.length;
    const alone = new Float64Array(n);
    const order = new Int32Array(n);
    for (let k = 0; k < n; k++) {
      alone[k] = costOf(foods[k]!, mg[k]!);
      // Insertion sort, dearest first, a tie after the earlier food.
      let j = k;
      while (j > 0 && alone[order[j - 1]!]! < alone[k]!) {
        order[j] = order[j - 1]!;
        j--;
      }
      order[j] = k;
    }
    // A loop, not Int32Array.from(order, map): from() with a map walks an iterator, an
    // object per element, for every candidate of every plan.
    const sortedFoods = new Int32Array(n);
    const sortedMg = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      sortedFoods[i] = foods[order[i]!]!;
      sortedMg[i] = mg[order[i]!]!;
    }
    return { foods: sortedFoods, mg: sortedMg };
  });
}

/** Uses ahead that SearchPricing keeps each group's charges for (a group move adds at most 3). */
const NEXT_USES = 3;

/** Per pair of days with the same menu, where the preference forbids them: above any cost. */
const IDENTICAL_DAYS_PENALTY = 10_000_000;
