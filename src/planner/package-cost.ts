/**
 * The cheapest whole packages of one food that cover a demand. Stores sell fixed sizes, so
 * the cost of a food is a step function of the grams needed; this is what makes sharing a
 * bag of rice between two recipes cheaper than buying for each.
 *
 * The step function is tabulated once per food (the table lives in the catalogue and serves
 * every plan): every cover up to a dozen best-value packages, reduced to a staircase of
 * (capacity, cheapest cost), looked up by binary search. Beyond the table, best-value
 * packages fill the excess and the table prices the rest.
 *
 * A shopping list reads best with one line per food: a cover that mixes package sizes must
 * save more than `mixPenaltyCents` per extra size over the best one-size cover to be chosen
 * (issue 13: not "1 lb x2" plus a "3 lb bag" to save a few cents). The costs returned are
 * always the real prices of the chosen cover.
 */

/** What a second package size must save to be worth a second line on the list. */
export const MIX_PENALTY_CENTS = 50;

export interface PackageOption {
  /** Index of the product in the catalogue. */
  product: number;
  /** Package size in milligrams (integers keep sums exact). */
  sizeMg: number;
  priceCents: number;
}

/** The table covers this many best-value packages' worth of demand. */
const TABLE_PACKAGES = 12;
/** Guard on the enumeration for foods with many, very unequal package sizes. */
const MAX_COUNT_PER_OPTION = 400;

export class FoodCostTable {
  /** Best value per gram first; dominated options (dearer and no bigger) removed. */
  readonly options: readonly PackageOption[];
  private caps: Float64Array = new Float64Array(0);
  private costs: Float64Array = new Float64Array(0);
  private counts_: Int32Array[] = [];
  private tableLimit = 0;
  private built = false;

  constructor(
    options: readonly PackageOption[],
    private readonly mixPenaltyCents = 0,
  ) {
    const sorted = [...options].sort(
      (a, b) =>
        a.priceCents / a.sizeMg - b.priceCents / b.sizeMg ||
        b.sizeMg - a.sizeMg ||
        a.product - b.product,
    );
    this.options = sorted.filter(
      (o, i) =>
        !sorted.some(
          (p, j) =>
            j !== i &&
            p.priceCents <= o.priceCents &&
            p.sizeMg >= o.sizeMg &&
            (p.priceCents < o.priceCents || p.sizeMg > o.sizeMg || j < i),
        ),
    );
  }

  get buyable(): boolean {
    return this.options.length > 0;
  }

  /**
   * The largest demand that costs the same as `demandMg` (the packages bought for it have
   * this much room): the search prices a recipe's food at no change while its demand stays
   * within it, without a lookup. Infinity when the food cannot be bought.
   */
  room(demandMg: number): number {
    if (demandMg <= 0) return 0;
    const opts = this.options;
    const best = opts[0];
    if (!best) return Infinity;
    if (opts.length === 1) return Math.ceil(demandMg / best.sizeMg) * best.sizeMg;
    if (!this.built) this.build();
    const extra = this.extraPast(demandMg);
    const cap = this.caps[this.find(demandMg - extra * best.sizeMg)]!;
    // Past the table's limit the cost follows another formula: the room stops there.
    return extra * best.sizeMg + Math.min(cap, this.tableLimit);
  }

  /** Cents of the cheapest cover of `demandMg`; Infinity when the food cannot be bought. */
  cost(demandMg: number): number {
    if (demandMg <= 0) return 0;
    const opts = this.options;
    const best = opts[0];
    if (!best) return Infinity;
    if (opts.length === 1) return Math.ceil(demandMg / best.sizeMg) * best.priceCents;
    if (!this.built) this.build();
    const extra = this.extraPast(demandMg);
    return extra * best.priceCents + this.costs[this.find(demandMg - extra * best.sizeMg)]!;
  }

  private maxDrop_: number | null = null;

  /**
   * At most how many cents the cost can fall when the demand grows (0 when it never falls;
   * Infinity for a food that cannot be bought). The search may stop pricing a candidate as
   * soon as the foods priced so far, less what its other foods could still take off, already
   * lose (docs/decisions/0027). It can fall: a cover kept for its rank (cost plus the mix
   * penalty) may cost less than the one-size cover of a smaller demand.
   */
  get maxDrop(): number {
    if (this.maxDrop_ !== null) return this.maxDrop_;
    const opts = this.options;
    if (opts.length === 0) return (this.maxDrop_ = Infinity);
    if (opts.length === 1) return (this.maxDrop_ = 0);
    if (!this.built) this.build();
    const { caps, costs } = this;
    // The steps looked up: the first of each capacity, up to the first covering the limit.
    const last = this.find(this.tableLimit);
    let drop = 0;
    let highest = 0;
    for (let i = 0; i <= last; i++) {
      if (i > 0 && caps[i] === caps[i - 1]) continue;
      drop = Math.max(drop, highest - costs[i]!);
      highest = Math.max(highest, costs[i]!);
    }
    // Past the limit each best-value package added takes its size off the rest the table
    // prices (a rest just above the limit less that size, up to the limit): from anywhere
    // below to there the cost falls by at most the dearest step less that package and the
    // cheapest such rest.
    const best = opts[0]!;
    let cheapestRest = Infinity;
    for (let i = 0; i <= last; i++) {
      if (caps[i]! > this.tableLimit - best.sizeMg)
        cheapestRest = Math.min(cheapestRest, costs[i]!);
    }
    drop = Math.max(drop, highest - best.priceCents - cheapestRest);
    return (this.maxDrop_ = drop);
  }

  /** Packages per option (aligned with `options`) of the cheapest cover. */
  counts(demandMg: number): number[] {
    const opts = this.options;
    if (demandMg <= 0 || opts.length === 0) return opts.map(() => 0);
    const best = opts[0]!;
    if (opts.length === 1) return [Math.ceil(demandMg / best.sizeMg)];
    if (!this.built) this.build();
    const extra = this.extraPast(demandMg);
    const counts = [...this.counts_[this.find(demandMg - extra * best.sizeMg)]!];
    counts[0] = (counts[0] ?? 0) + extra;
    return counts;
  }

  /** Best-value packages bought on top of the table for a demand past its limit (else 0). */
  private extraPast(demandMg: number): number {
    if (demandMg <= this.tableLimit) return 0;
    return Math.ceil((demandMg - this.tableLimit) / this.options[0]!.sizeMg);
  }

  /** Index of the first staircase step whose capacity covers the demand. */
  private find(demand: number): number {
    const caps = this.caps;
    let lo = 0;
    let hi = caps.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (caps[mid]! >= demand) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /**
   * Every combination of counts whose capacity reaches the table limit at most once past it,
   * then the staircase: for each capacity, the cheapest combination holding at least that.
   */
  private build(): void {
    const opts = this.options;
    const k = opts.length;
    const best = opts[0]!;
    const maxSize = Math.max(...opts.map((o) => o.sizeMg));
    const limit = Math.max(TABLE_PACKAGES * best.sizeMg, 4 * maxSize);
    const found: { cap: number; cost: number; rank: number; counts: number[] }[] = [];
    const penalty = this.mixPenaltyCents;
    const sizes = (c: readonly number[]) => c.reduce((n, x) => n + (x > 0 ? 1 : 0), 0);
    const counts = new Array<number>(k).fill(0);
    const visit = (j: number, cap: number, cost: number): void => {
      if (j === k) {
        // Best-value packages on top, until the limit is covered.
        const top = cap >= limit ? 0 : Math.ceil((limit - cap) / best.sizeMg);
        for (let n0 = 0; n0 <= top; n0++) {
          counts[0] = n0;
          const total = cost + n0 * best.priceCents;
          found.push({
            cap: cap + n0 * best.sizeMg,
            cost: total,
            rank: total + penalty * Math.max(0, sizes(counts) - 1),
            counts: counts.slice(),
          });
        }
        counts[0] = 0;
        return;
      }
      const o = opts[j]!;
      const most = Math.min(MAX_COUNT_PER_OPTION, Math.ceil(Math.max(0, limit - cap) / o.sizeMg));
      for (let n = 0; n <= most; n++) {
        counts[j] = n;
        visit(j + 1, cap + n * o.sizeMg, cost + n * o.priceCents);
      }
      counts[j] = 0;
    };
    visit(1, 0, 0);
    found.sort((a, b) => a.cap - b.cap || a.rank - b.rank);
    // Walk from the largest capacity down, keeping a step only when it ranks strictly better
    // (cost plus the mix penalty) than every larger one: then the first step covering a
    // demand is its preferred cover.
    const steps: typeof found = [];
    let cheapest = Infinity;
    for (let i = found.length - 1; i >= 0; i--) {
      const f = found[i]!;
      if (f.rank < cheapest) {
        cheapest = f.rank;
        steps.push(f);
      }
    }
    steps.reverse();
    this.caps = Float64Array.from(steps.map((s) => s.cap));
    this.costs = Float64Array.from(steps.map((s) => s.cost));
    this.counts_ = steps.map((s) => Int32Array.from(s.counts));
    this.tableLimit = Math.min(limit, this.caps[this.caps.length - 1]!);
    this.built = true;
  }
}
