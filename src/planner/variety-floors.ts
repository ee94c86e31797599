/**
 * Variety floors (issue 27, item 1 and 3): what a week must keep for a family to live with it,
 * whatever the budget preference. In 7 days: no recipe more than twice (a cook-once-eat-twice
 * pair counts once), no dish type on more than 3 days of a meal (unless the person chose fewer
 * dish types for it than that allows: then their choice wins and the cap is their types'
 * even share), and with two to four chosen cuisines each at least 15% of the plan's meals and
 * of its lunches and dinners, where the library has enough recipes of it.
 *
 * Floors are groups with a lower and an upper bound on their uses; each use outside the
 * bounds is a "break", charged FLOOR_BREAK_CENTS a serving in the objective: above any taste
 * charge and price difference between two recipes, so the search keeps every floor the rules
 * and the budget allow, and below the budget (a rule) and the allergen and diet rules (kept
 * by construction). Consecutive days with the same dinner are already ruled out by the
 * variety window (plan-model.ts), which is at least 2 days wherever 2 recipes fit.
 */
import type { Meal } from '../shared/options';

/** Cents per serving per use outside a floor's bounds. */
export const FLOOR_BREAK_CENTS = 3000;

/** A chosen cuisine's least share of the plan's meals (and of its lunches and dinners). */
export const CUISINE_FLOOR_SHARE = 0.15;

/** Cuisines chosen for which the share floor holds (one fills the week; five cannot all). */
export const CUISINE_FLOOR_CHOICES = { min: 2, max: 4 } as const;

/** Uses of one recipe a plan of `days` days may have: 2 in a week, 1 in up to 3 days. */
export function recipeCap(days: number): number {
  return Math.max(1, Math.ceil((2 * days) / 7));
}

/**
 * Days of a meal one dish type may take: 3 of 7 (scaled to the days), or the even share of the
 * `kinds` dish types the person chose (or the library offers) when that is larger.
 */
export function dishTypeCap(days: number, kinds: number): number {
  return Math.max(Math.ceil((3 * days) / 7), Math.ceil(days / Math.max(1, kinds)));
}

/** Least uses of a chosen cuisine among `slots` meals. */
export function cuisineFloor(slots: number): number {
  return Math.ceil(CUISINE_FLOOR_SHARE * slots - 1e-9);
}

export interface FloorGroups {
  /** Per group: the most uses that keep the floor. */
  max: Int32Array;
  /** Per group: the fewest uses that keep the floor. */
  min: Int32Array;
  /** "recipe:12", "dish:dinner:pizza", "cuisine:indian", "cuisine-main:indian". */
  names: string[];
  /** Per group: it counts a meal's cuisine (cook-once lunches keep these, and only these). */
  cuisine: Uint8Array;
}

/** Uses outside group g's bounds when it has `count` uses. */
export function floorBreaks(groups: FloorGroups, g: number, count: number): number {
  return Math.max(0, count - groups.max[g]!) + Math.max(0, groups.min[g]! - count);
}

/** Breaks of a plan with no meal yet (the lower bounds all unmet). */
export function emptyPlanBreaks(groups: FloorGroups): number {
  let n = 0;
  for (let g = 0; g < groups.min.length; g++) n += floorBreaks(groups, g, 0);
  return n;
}

export interface FloorRecipe {
  /** Catalogue recipe index. */
  index: number;
  cuisine: string;
  dishType: string;
}

const NO_CAP = 1 << 30;

/**
 * The floor groups of a plan and, per meal and fitting recipe (the same order as `meals`),
 * the groups it counts in. `meals[mi].recipes` are every recipe that keeps the rules, before
 * pruning, so the bounds do not depend on the candidate cap.
 */
export function buildFloorGroups(
  meals: readonly { meal: Meal; recipes: readonly FloorRecipe[] }[],
  tastes: { cuisines: readonly string[]; dishTypes: Readonly<Record<Meal, readonly string[]>> },
  days: number,
): { groups: FloorGroups; ofRecipe: Int32Array[][] } {
  const index = new Map<string, number>();
  const max: number[] = [];
  const min: number[] = [];
  const names: string[] = [];
  const cuisine: number[] = [];
  const group = (name: string, lo: number, hi: number, isCuisine: boolean): number => {
    let g = index.get(name);
    if (g === undefined) {
      g = names.length;
      index.set(name, g);
      names.push(name);
      min.push(lo);
      max.push(hi);
      cuisine.push(isCuisine ? 1 : 0);
    }
    return g;
  };
  const cap = recipeCap(days);
  const dishOk = (meal: Meal, r: FloorRecipe) =>
    tastes.dishTypes[meal].length === 0 || tastes.dishTypes[meal].includes(r.dishType);

  // Chosen cuisines' lower bounds: the share of the plan's meals and of its lunches and
  // dinners, each no more than the recipes of that cuisine matching the person's dish types
  // can fill (every recipe up to its cap, every meal up to its days).
  const floored =
    tastes.cuisines.length >= CUISINE_FLOOR_CHOICES.min &&
    tastes.cuisines.length <= CUISINE_FLOOR_CHOICES.max
      ? tastes.cuisines
      : [];
  const cuisineBounds = new Map<string, { all: number; main: number }>();
  const mainMeals = meals.filter((m) => m.meal !== 'breakfast');
  for (const c of floored) {
    const fill = (list: typeof meals) =>
      list.reduce(
        (sum, m) =>
          sum +
          Math.min(
            days,
            cap * m.recipes.filter((r) => r.cuisine === c && dishOk(m.meal, r)).length,
          ),
        0,
      );
    cuisineBounds.set(c, {
      all: Math.min(cuisineFloor(days * meals.length), fill(meals)),
      main: Math.min(cuisineFloor(days * mainMeals.length), fill(mainMeals)),
    });
  }
  // Every floored cuisine has its groups even when no recipe offers it: an unmet floor the
  // notes can name.
  for (const [c, b] of cuisineBounds) {
    group(`cuisine:${c}`, b.all, NO_CAP, true);
    if (mainMeals.length > 0) group(`cuisine-main:${c}`, b.main, NO_CAP, true);
  }

  const ofRecipe = meals.map(({ meal, recipes }) => {
    const chosen = tastes.dishTypes[meal];
    const pool = recipes.filter(
      (r) => tastes.cuisines.length === 0 || tastes.cuisines.includes(r.cuisine),
    );
    const offered = new Set((pool.length > 0 ? pool : recipes).map((r) => r.dishType));
    const wanted = chosen.filter((d) => offered.has(d)).length;
    const kinds = wanted > 0 ? wanted : offered.size;
    const dishCap = dishTypeCap(days, kinds);
    return recipes.map((r) => {
      const ids = [
        group(`recipe:${r.index}`, 0, cap, false),
        group(`dish:${meal}:${r.dishType}`, 0, dishCap, false),
      ];
      const bounds = cuisineBounds.get(r.cuisine);
      if (bounds) {
        ids.push(index.get(`cuisine:${r.cuisine}`)!);
        if (meal !== 'breakfast') ids.push(index.get(`cuisine-main:${r.cuisine}`)!);
      }
      return Int32Array.from(ids);
    });
  });
  return {
    groups: {
      max: Int32Array.from(max),
      min: Int32Array.from(min),
      names,
      cuisine: Uint8Array.from(cuisine),
    },
    ofRecipe,
  };
}
