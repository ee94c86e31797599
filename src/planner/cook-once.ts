/**
 * Cook once, eat twice (issue 12, item 3): a dinner cooked with extra portions that are the
 * next day's lunch. The lunch is bought and cooked with the dinner: the dish's demand sits in
 * the same foods, so the whole-package cost counts it once, and the plan says so on both meals.
 *
 * The search (optimiser.ts) never sees these lunches: they depend on the day before's dinner,
 * which the search's moves do not keep together. After the search, `chooseCookOnce` turns a
 * lunch into the day before's dinner's extra portions where that lowers the plan's objective
 * and keeps the variety rules; `cookOnceAlternatives` keeps a swapped dinner's lunch in step.
 * docs/decisions/0011-plans-that-feed.md says how and when.
 */
import { keepsSodiumGoal } from './salt-rescue';
import type { BudgetPreference } from '../shared/options';
import { evaluateAssignment, slotAlternatives, type SearchResult } from './optimiser';
import { candidateOf, planModel, type Candidate, type PlanModel } from './plan-model';

/**
 * What a cook-once lunch is charged in the objective, in cents per serving, beyond the
 * dinner's own taste penalty: the dish comes back the next day (a repeat), but it is cooked
 * once. Strict repeats for free and takes the saved cooking as a tie-break; balanced and
 * flexible charge half their repeat weight, so they take it where it saves that much (or buys
 * a taste match) and only while the plan keeps its share of distinct recipes.
 */
export const COOK_ONCE_CHARGE: Readonly<Record<BudgetPreference, number>> = {
  strict: -5,
  balanced: 150,
  flexible: 250,
};

/**
 * Balanced and flexible keep at least this share of distinct recipes among the plan's meals
 * when they cook once (issue 12: 14 distinct recipes of 21 in a 7-day plan of three meals).
 */
export const MIN_DISTINCT_SHARE = 14 / 21;

const extended = new WeakSet<PlanModel>();

/**
 * The model with the cook-once lunches after the lunch candidates (same index order as the
 * dinner candidates), each charged COOK_ONCE_CHARGE on top of its dinner-judged penalty. The
 * model itself when the plan has no lunch or no dinner. Idempotent.
 */
export function withCookOnce(model: PlanModel): PlanModel {
  if (!model.cookOnce || extended.has(model)) return model;
  const { lunch, extraPortions } = model.cookOnce;
  const charge = COOK_ONCE_CHARGE[model.input.budgetPreference] * model.input.servings;
  const candidates = model.candidates.map((list, mi) =>
    mi === lunch
      ? [...list, ...extraPortions.map((c) => candidateOf({ ...c, penalty: c.penalty + charge }))]
      : list,
  );
  const out = planModel({ ...model, candidates });
  extended.add(out);
  return out;
}

export function isCookOnce(candidate: Candidate): boolean {
  return candidate.cookedWith !== undefined;
}

/** Index in the (extended) lunch list of the extra portions of dinner candidate `dinner`. */
export function cookOnceIndex(model: PlanModel, dinner: number): number {
  const c = model.cookOnce!;
  return model.candidates[c.lunch]!.length - c.extraPortions.length + dinner;
}

/** The dinner slot a cook-once lunch slot is cooked with: the day before's. */
export function cookedWithSlot(model: PlanModel, lunchSlot: number): number {
  const M = model.meals.length;
  return lunchSlot - M - model.cookOnce!.lunch + model.cookOnce!.dinner;
}

/** The lunch slot that eats a dinner slot's extra portions: the next day's (may be past the end). */
function nextLunchSlot(model: PlanModel, dinnerSlot: number): number {
  const M = model.meals.length;
  return dinnerSlot + M - model.cookOnce!.dinner + model.cookOnce!.lunch;
}

export interface CookOnceChoice {
  model: PlanModel;
  result: SearchResult;
  /** Lunches that are the day before's dinner's extra portions. */
  lunches: number;
  /** What the plan cost before minus after (negative: the choice bought taste for money). */
  savedCents: number;
}

/**
 * Turn lunches into the day before's dinner's extra portions, one at a time, best first, while
 * that lowers the objective and never the raises cost (so the budget rule holds), and keeps the
 * variety window, distinct days and (for balanced and flexible) MIN_DISTINCT_SHARE of
 * distinct recipes.
 */
export function chooseCookOnce(base: PlanModel, searched: SearchResult): CookOnceChoice {
  const none = { model: base, result: searched, lunches: 0, savedCents: 0 };
  if (!base.cookOnce || base.input.days < 2) return none;
  const model = withCookOnce(base);
  const { lunch, dinner } = model.cookOnce!;
  const M = model.meals.length;
  let current = evaluateAssignment(model, searched.assignment);
  let lunches = 0;
  for (;;) {
    let best: SearchResult | null = null;
    for (let day = 1; day < model.input.days; day++) {
      const lunchSlot = day * M + lunch;
      const dinnerSlot = (day - 1) * M + dinner;
      const c = cookOnceIndex(model, current.assignment[dinnerSlot]!);
      if (current.assignment[lunchSlot] === c) continue;
      // A pinned or locked lunch stays what it is.
      if (model.fixed && model.fixed[lunchSlot]! >= 0) continue;
      const trial = current.assignment.slice();
      trial[lunchSlot] = c;
      if (!rulesHold(model, trial, current.assignment)) continue;
      if (!keepsSodiumGoal(model, trial, current.assignment)) continue;
      const r = evaluateAssignment(model, trial);
      // Never dearer: cooking once is chosen for the money and the time it saves.
      if (r.costCents > current.costCents) continue;
      if (r.objective < (best ?? current).objective) best = r;
    }
    if (!best) break;
    current = best;
    lunches++;
  }
  if (lunches === 0) return none;
  return { model, result: current, lunches, savedCents: searched.costCents - current.costCents };
}

/**
 * The alternatives for one slot (swapMeal, the notes), every other meal kept except that a
 * dinner whose extra portions are the next day's lunch takes that lunch with it: the lunch
 * becomes the new dinner's extra portions when they feed, or the best ordinary lunch. A
 * cook-once lunch's alternatives are ordinary lunches.
 */
export function cookOnceAlternatives(
  model: PlanModel,
  assignment: Int32Array,
  slot: number,
  wanted: ((candidate: number) => boolean) | null = null,
): (SearchResult & { candidate: number })[] {
  const list = model.candidates[model.slots[slot]!.mealIndex]!;
  const options = slotAlternatives(
    model,
    assignment,
    slot,
    (c) => !isCookOnce(list[c]!) && (wanted === null || wanted(c)),
  );
  const cookOnce = model.cookOnce;
  if (!cookOnce || model.slots[slot]!.mealIndex !== cookOnce.dinner) return options;
  const lunchSlot = nextLunchSlot(model, slot);
  if (lunchSlot >= model.slots.length) return options;
  const lunchList = model.candidates[cookOnce.lunch]!;
  if (!isCookOnce(lunchList[assignment[lunchSlot]!]!)) return options;
  const out: (SearchResult & { candidate: number })[] = [];
  for (const o of options) {
    const follow = cookOnceIndex(model, o.candidate);
    const trial = o.assignment.slice();
    trial[lunchSlot] = follow;
    if (lunchList[follow]!.fed && rulesHold(model, trial, o.assignment)) {
      out.push({ ...evaluateAssignment(model, trial), candidate: o.candidate });
      continue;
    }
    const released = bestOrdinaryLunch(model, o.assignment, lunchSlot);
    if (released) out.push({ ...released, candidate: o.candidate });
  }
  return out;
}

/** The best ordinary lunch for a slot, by the budget rule then the objective; null if none. */
function bestOrdinaryLunch(
  model: PlanModel,
  assignment: Int32Array,
  lunchSlot: number,
): SearchResult | null {
  let best: SearchResult | null = null;
  for (const o of slotAlternatives(model, assignment, lunchSlot)) {
    if (isCookOnce(model.candidates[model.cookOnce!.lunch]![o.candidate]!)) continue;
    if (
      !best ||
      (model.hardBudget && o.excessCents !== best.excessCents
        ? o.excessCents < best.excessCents
        : o.objective < best.objective)
    ) {
      best = o;
    }
  }
  return best;
}

/**
 * The rules a cook-once change must keep, checked on `trial` against the plan it came from:
 * the variety window of each meal, no two days with the same dishes (balanced and flexible)
 * and, for those, no fall below MIN_DISTINCT_SHARE of distinct recipes (unless the plan was
 * already below it and the change loses none).
 */
export function rulesHold(model: PlanModel, trial: Int32Array, before: Int32Array): boolean {
  const M = model.meals.length;
  const S = model.slots.length;
  const recipe = (a: Int32Array, s: number) =>
    model.candidates[model.slots[s]!.mealIndex]![a[s]!]!.recipe;
  for (let s = 0; s < S; s++) {
    const w = model.window[model.slots[s]!.mealIndex]!;
    for (let dd = 1; dd < w && s + dd * M < S; dd++) {
      if (trial[s + dd * M] === trial[s] && before[s + dd * M] !== before[s]) return false;
    }
  }
  if (!model.weights.distinctDays) return true;
  const menus = new Set<string>();
  const menusBefore = new Set<string>();
  for (let d = 0; d * M < S; d++) {
    const menu = (a: Int32Array) =>
      Array.from({ length: M }, (_, m) => recipe(a, d * M + m)).join('+');
    menus.add(menu(trial));
    menusBefore.add(menu(before));
  }
  if (menus.size < menusBefore.size) return false;
  const distinct = (a: Int32Array) => new Set(Array.from(a, (_, s) => recipe(a, s))).size;
  const after = distinct(trial);
  return after >= Math.ceil(MIN_DISTINCT_SHARE * S) || after >= distinct(before);
}
