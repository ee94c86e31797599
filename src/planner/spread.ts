/**
 * How a week's meals spread over dish types, cuisines and main proteins (issue 12): a plan
 * for someone who likes chicken, fish and tacos should not serve pizza four nights out of
 * seven, nor leave out one of their three cuisines, nor put black beans in 8 of 21 meals.
 *
 * Each candidate belongs to a few groups: its dish type within its meal, its cuisine within
 * its meal, and its main protein (the food that brings the most protein) across the plan.
 * A group has an even share of uses that are free; every use beyond it is charged one more
 * step (1, 2, 3, then 3 each), so the charge is convex: three groups of 3/2/2 cost less than
 * 4/3/0, and a spread that covers every chosen kind wins when the budget allows. The steps
 * stop at three so that a meal that matches the person's tastes always costs less than one
 * that does not (the weights in plan-model.ts are set below the taste miss).
 */
import type { Meal } from '../shared/options';

/** Steps of charge per use beyond the free share; the charge stays at this from then on. */
export const SPREAD_STEPS = 3;

/** Cents per serving per step, per kind of group (set by the budget preference). */
export interface SpreadWeights {
  dish: number;
  cuisine: number;
  protein: number;
}

export interface SpreadGroups {
  /** Per group: how many uses are free (its even share of the slots). */
  free: Int32Array;
  /** Per group: cents per step for the plan's servings. */
  weight: Float64Array;
  /** Per group: "dish:dinner:pizza", "cuisine:lunch:indian", "protein:black-beans". */
  names: string[];
}

/** What the next use of group g costs when it already has `count` uses. */
export function spreadCharge(groups: SpreadGroups, g: number, count: number): number {
  const steps = count + 1 - groups.free[g]!;
  if (steps <= 0) return 0;
  return groups.weight[g]! * (steps < SPREAD_STEPS ? steps : SPREAD_STEPS);
}

/** The whole charge of a group with `count` uses (the sum of its charges one by one). */
export function spreadTotal(groups: SpreadGroups, g: number, count: number): number {
  let total = 0;
  for (let n = 0; n < count; n++) total += spreadCharge(groups, g, n);
  return total;
}

/** The even share: uses of one of `kinds` kinds over `slots` slots that cost nothing. */
export function freeShare(slots: number, kinds: number): number {
  return Math.max(1, Math.floor(slots / Math.max(1, kinds)));
}

/** Main proteins may come back this often in a plan before they are charged. */
export function freeProteinUses(slots: number): number {
  return Math.max(2, Math.ceil(slots / 7));
}

/** What a fitting recipe brings to the grouping. */
export interface SpreadRecipe {
  cuisine: string;
  dishType: string;
  /** Catalogue food index of its main protein, or -1 when it has none worth counting. */
  mainProtein: number;
}

/**
 * Builds the groups and gives each candidate its group ids. `meals[mi]` lists the fitting
 * recipes of that meal (before any pruning, so the shares do not depend on it); the kinds
 * that count for a meal's share are those the person chose that some fitting recipe matching
 * their other taste offers (or, with no choice, every kind the fitting recipes offer).
 */
export function buildSpreadGroups(
  meals: readonly { meal: Meal; recipes: readonly SpreadRecipe[] }[],
  tastes: { cuisines: readonly string[]; dishTypes: Readonly<Record<Meal, readonly string[]>> },
  days: number,
  servings: number,
  weights: SpreadWeights,
): { groups: SpreadGroups; ofRecipe: Int32Array[][] } {
  const index = new Map<string, number>();
  const free: number[] = [];
  const weight: number[] = [];
  const names: string[] = [];
  const group = (name: string, share: number, cents: number): number => {
    let g = index.get(name);
    if (g === undefined) {
      g = names.length;
      index.set(name, g);
      names.push(name);
      free.push(share);
      weight.push(cents * servings);
    }
    return g;
  };
  const proteinShare = freeProteinUses(days * meals.length);
  const ofRecipe = meals.map(({ meal, recipes }) => {
    const dishes = tastes.dishTypes[meal];
    const cuisineOk = (r: SpreadRecipe) =>
      tastes.cuisines.length === 0 || tastes.cuisines.includes(r.cuisine);
    const dishOk = (r: SpreadRecipe) => dishes.length === 0 || dishes.includes(r.dishType);
    const dishKinds = kindsOffered(recipes, (r) => r.dishType, cuisineOk, dishes);
    const cuisineKinds = kindsOffered(recipes, (r) => r.cuisine, dishOk, tastes.cuisines);
    const dishShare = freeShare(days, dishKinds);
    const cuisineShare = freeShare(days, cuisineKinds);
    return recipes.map((r) => {
      const ids = [
        group(`dish:${meal}:${r.dishType}`, dishShare, weights.dish),
        group(`cuisine:${meal}:${r.cuisine}`, cuisineShare, weights.cuisine),
      ];
      if (r.mainProtein >= 0) {
        ids.push(group(`protein:${r.mainProtein}`, proteinShare, weights.protein));
      }
      return Int32Array.from(ids);
    });
  });
  return {
    groups: {
      free: Int32Array.from(free),
      weight: Float64Array.from(weight),
      names,
    },
    ofRecipe,
  };
}

/**
 * How many kinds (dish types or cuisines) a meal's share is divided among: those chosen that
 * a fitting recipe matching the other taste offers; with none chosen, all that are offered.
 */
function kindsOffered(
  recipes: readonly SpreadRecipe[],
  kindOf: (r: SpreadRecipe) => string,
  otherOk: (r: SpreadRecipe) => boolean,
  chosen: readonly string[],
): number {
  const matching = recipes.filter(otherOk);
  const pool = matching.length > 0 ? matching : recipes;
  const offered = new Set(pool.map(kindOf));
  if (chosen.length === 0) return offered.size;
  const wanted = chosen.filter((k) => offered.has(k)).length;
  return wanted > 0 ? wanted : offered.size;
}
