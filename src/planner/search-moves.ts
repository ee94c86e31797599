/**
 * The neighbourhoods of the search over one SearchPricing state: greedy construction, best
 * replacement of one slot (localSearch, bestMove), one recipe into several slots at once
 * (groupSearch), two-step chains (chainSearch), and the perturbation between rounds (kick).
 * Each decides which change to make; what a change costs is decided in search-pricing.ts.
 */
import { shuffleInPlace, type Random } from './random';
import type { Candidate } from './plan-model';
import { recipeCap } from './variety-floors';
import { SearchPricing, type Key, type SearchResult, type SumTrace } from './search-pricing';

/** A plan being searched: its pricing (SearchPricing) and the moves that change it. */
export class SearchState extends SearchPricing {
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
   * Local search until none improves: single replacements and, when `thorough`, the larger
   * neighbourhoods too: one recipe put in two or three slots at once (its second use often
   * costs nothing: the package is already bought), and two-step chains (a worsening
   * replacement followed by the best replacement elsewhere: two recipes that only pay off
   * together). The search after a kick is not thorough: the group moves there cost a third
   * of a 7-day plan's CPU and mostly pulled the kicked plan back to where it came from; the
   * deep searches before and after the kicks still make every plan a local optimum of them
   * all (bench:planner, 7-day: p50 77 -> 61 ms, gap to the best known plan 4.6% -> 2.6%;
   * docs/decisions/0027).
   */
  deepSearch(random: Random, thorough: boolean): void {
    for (let round = 0; round < 20; round++) {
      this.localSearch(random);
      if (thorough && this.singles && this.groupSearch()) continue;
      if (thorough && this.chainSearch(random)) continue;
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
    const hard = this.model.hardBudget;
    const n = only ? only.length : list.length;
    // Stopping early needs waste left out (it can lower the cost of a move).
    const drops = this.wasteWeight === 0 ? this.costDrop[mi]! : null;
    const sorted = this.dearestFirst(mi);
    for (let i = 0; i < n; i++) {
      const c = only ? only[i]! : i;
      if (c === cur) continue;
      const cand = list[c]!;
      const repeats = this.repeatsWith(counts, c, times);
      this.pricePenalty(cand, times);
      const penalty = basePenalty + this.addedPenalty;
      // Lower bound without pricing (adding never lowers the cost, and lowers the waste by
      // at most all of it): penalties alone lose.
      const boundable = !hard || best.excess === 0;
      const lower = boundable
        ? this.objectiveOf(baseCost, penalty - this.wasteBound(cand), repeats)
        : NaN;
      if (boundable && lower >= best.objective) continue;
      if (!this.unitOk(u, c)) continue;
      this.moveBaseCost = baseCost;
      this.movePenalty = penalty;
      this.moveLower = lower;
      this.moveDrop = drops ? drops[c]! : NaN;
      const better = this.betterMove(cand, sorted[c]!, times, repeats, best);
      if (better) {
        bestC = c;
        best = better;
      }
    }
    for (const s of slots) this.set(s, cur);
    this.version = version;
    return bestC;
  }

  alternatives(
    slot: number,
    wanted: ((c: number) => boolean) | null = null,
  ): (SearchResult & { candidate: number })[] {
    const mi = this.model.slots[slot]!.mealIndex;
    const list = this.model.candidates[mi]!;
    const cur = this.assign[slot]!;
    const out: (SearchResult & { candidate: number })[] = [];
    // Each candidate's check takes the slot's recipe out and puts it back (the check reads
    // only the other slots): made once, then replayed, so the running sums get the very
    // same roundings as when it was made every time (docs/decisions/0027).
    let lifted: SumTrace | null = null;
    for (let c = 0; c < list.length; c++) {
      if (c === cur) continue;
      if (lifted) this.replay(lifted);
      else lifted = this.liftRecorded(slot, cur);
      // Passed over as a candidate the rules refuse is: the others get the same costs, and
      // objectives equal to within rounding (search-exactness.test.ts).
      if ((wanted && !wanted(c)) || !this.unitOk(slot, c)) continue;
      this.set(slot, c);
      out.push({ ...this.snapshot(), candidate: c });
      this.set(slot, cur);
    }
    return out;
  }

  /**
   * The best candidate for slot s among `allowed` that beats the plan as it is (the budget
   * rule's excess first when it is a rule, then the objective); -1 if none. For a state made
   * without cycle units or kept slots, where unit s is slot s.
   */
  bestImprovement(s: number, allowed: Int32Array): number {
    if (this.units.length !== this.S) throw new Error('bestImprovement needs one unit per slot');
    return allowed.length === 0 ? -1 : this.bestMove(s, this.key(), allowed);
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
      const sorted = this.dearestFirst(mi);
      let bestC = -1;
      let best = before;
      for (let c = 0; c < list.length; c++) {
        const cand = list[c]!;
        const repeats = this.repeatsWith(counts, c, times);
        this.pricePenalty(cand, times);
        const penalty = basePenalty + this.addedPenalty;
        const boundable = !hard || best.excess === 0;
        const lower = boundable
          ? this.objectiveOf(baseCost, penalty - this.wasteBound(cand), repeats)
          : NaN;
        if (boundable && lower >= best.objective) continue;
        let ok = true;
        for (let g = 0; g < times && ok; g++) {
          ok = this.varietyOk(group[g]!, c) && this.dayOk(group[g]!, c);
        }
        if (!ok) continue;
        this.moveBaseCost = baseCost;
        this.movePenalty = penalty;
        this.moveLower = lower;
        this.moveDrop = drops ? drops[c]! : NaN;
        const better = this.betterMove(cand, sorted[c]!, times, repeats, best);
        if (better) {
          bestC = c;
          best = better;
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
      const costBefore = (this.costBefore ??= new Float64Array(this.foodCost.length));
      costBefore.set(this.foodCost);
      for (const s of slots) this.set(s, -1);
      const baseCost = this.cost;
      const top: { c: number; obj: number }[] = [];
      const drops = this.wasteWeight === 0 ? this.costDrop[mi]! : null;
      const sorted = this.dearestFirst(mi);
      for (let c = 0; c < list.length; c++) {
        if (c === cur || !this.unitOk(u1, c)) continue;
        const cand = list[c]!;
        if (drops && top.length >= CHAIN_WIDTH) {
          // Priced only until it cannot enter the list (the same value as below when it can).
          const penalty = this.penalty + 0 + this.penaltyAdded(cand, times);
          const repeats = this.repeatsWith(counts, c, times);
          const limit = top[top.length - 1]!.obj;
          const added = this.addCostUnder(
            sorted[c]!,
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
        // The plan was a local optimum, so the second step looks where the first changed what
        // is bought: candidates that use a food whose packages just changed. A food whose
        // demand moved within the packages it already had is left out, and so are the other
        // candidates of a unit whose own recipe uses a changed food (once nearly every second
        // step was a full scan: oil, onion and garlic are in most recipes). Over 450 seeded
        // 7-day plans the objective's sum stayed within seed noise for about a quarter less
        // CPU (docs/decisions/0027).
        this.markChangedFoods(list[cur]!, list[c]!, costBefore);
        let bestU2 = -1;
        let bestC2 = -1;
        let bestKey = before;
        for (let u2 = 0; u2 < this.units.length; u2++) {
          if (u2 === u1) continue;
          const only = this.candidatesTouching(this.unitMeal[u2]!);
          if (only.length === 0) continue;
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
  private touching: Int32Array[] = [];
  private touchingView: Int32Array[] = [];
  /** Per meal, the marking its touching candidates were worked out for. */
  private touchingAt: Int32Array = new Int32Array(0);

  /** Per food, its cost before a chain's first step (reused between chains). */
  private costBefore: Float64Array | null = null;

  /** Marks the foods of a and b whose cost now differs from `before` (their packages changed). */
  private markChangedFoods(a: Candidate, b: Candidate, before: Float64Array): void {
    if (!this.foodStamp) this.foodStamp = new Int32Array(this.demand.length);
    const stamp = ++this.stamp;
    this.marked.length = 0;
    for (const cand of [a, b]) {
      for (const f of cand.foods) {
        if (before[f] === this.foodCost[f]) continue;
        if (this.foodStamp[f] !== stamp) {
          this.foodStamp[f] = stamp;
          this.marked.push(f);
        }
      }
    }
  }

  /**
   * Candidates of meal mi that use a marked food (a food -> candidates index, built once):
   * worked out once per marking and meal, in a buffer of the meal's reused by the next marking.
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
      this.touching = this.model.candidates.map((list) => new Int32Array(list.length));
      this.touchingView = this.model.candidates.map(() => new Int32Array(0));
      // No marking yet (stamps start at 1).
      this.touchingAt = new Int32Array(this.model.candidates.length).fill(-1);
    }
    if (this.touchingAt[mi] === this.stamp) return this.touchingView[mi]!;
    const seen = this.candStamp[mi]!;
    const value = ++this.candStampValue;
    const index = this.foodIndex[mi]!;
    const out = this.touching[mi]!;
    let n = 0;
    for (const f of this.marked) {
      for (const c of index[f]!) {
        if (seen[c] !== value) {
          seen[c] = value;
          out[n++] = c;
        }
      }
    }
    this.touchingAt[mi] = this.stamp;
    return (this.touchingView[mi] = out.subarray(0, n));
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

/**
 * Alternatives tried as the first step of a chain: the best one. Trying the best three cost
 * 30% more search on 7-day plans and found plans no better on the objective (a mean within
 * 0.1% over 60 seeded people, 1- to 7-day plans; docs/decisions/0004).
 */
const CHAIN_WIDTH = 1;
/** Alternatives a kick draws from. */
const KICK_POOL = 6;
