/**
 * The notes of issue 27: what the variety floors cost a strict plan, which floor the library
 * or the budget could not keep, and where the cooking-time limit had to give.
 */
import { formatCents } from '../shared/generated-plan';
import {
  CUISINE_LABELS,
  DISH_TYPE_LABELS,
  MEAL_LABELS,
  type Cuisine,
  type DishType,
  type Meal,
} from '../shared/options';
import type { SearchResult } from './optimiser';
import type { PlanModel } from './plan-model';
import { CUISINE_FLOOR_SHARE, cuisineFloor, floorBreaks, recipeCap } from './variety-floors';

const PLURAL: Record<Meal, string> = {
  breakfast: 'breakfasts',
  lunch: 'lunches',
  dinner: 'dinners',
};

/** The floors in words, for the note on what they cost. */
export const FLOORS_IN_WORDS =
  'no dish more than twice a week, no two days running with the same dinner, no dish type on more than 3 of 7 days';

/**
 * Strict: what the floors cost against the cheapest plan without them (when more than a few
 * cents), so a person who chose cost over variety sees the price of a week they would eat.
 */
export function floorCostNote(
  model: PlanModel,
  floored: SearchResult,
  unfloored: SearchResult,
): string | null {
  const extra = floored.costCents - unfloored.costCents;
  if (extra < 50 || unfloored.excessCents > 0) return null;
  const cuisines = model.floors.names.some((n) => n.startsWith('cuisine:'))
    ? ` and each of your cuisines at least ${Math.round(CUISINE_FLOOR_SHARE * 100)}% of the meals`
    : '';
  return `The strict budget preference buys the cheapest week that keeps a family's variety (${FLOORS_IN_WORDS}${cuisines}): that costs ${formatCents(extra)} more than the cheapest plan without it.`;
}

/** Uses per floor group of a plan. */
function floorCounts(model: PlanModel, result: SearchResult): Int32Array {
  const counts = new Int32Array(model.floors.names.length);
  model.slots.forEach((slot, s) => {
    const cand = model.candidates[slot.mealIndex]![result.assignment[s]!]!;
    for (const g of cand.floors) counts[g]!++;
  });
  return counts;
}

/** Uses outside their floor's bounds, over every floor of the plan. */
export function planFloorBreaks(model: PlanModel, result: SearchResult): number {
  const counts = floorCounts(model, result);
  let breaks = 0;
  counts.forEach((n, g) => (breaks += floorBreaks(model.floors, g, n)));
  return breaks;
}

/** Every floor the plan breaks, or that the library made lower, in words with its reason. */
export function floorNotes(model: PlanModel, result: SearchResult): string[] {
  const { catalogue, slots, input } = model;
  const groups = model.floors;
  const counts = floorCounts(model, result);
  const notes: string[] = [];
  // A break costs far more than any taste or price difference (variety-floors.ts): with a
  // budget that is a rule, the budget kept it; otherwise the recipes that fit.
  const budgetWord = model.hardBudget
    ? 'keeping it would cost more than your budget'
    : 'too few recipes that fit your diet, allergies and cooking time allow it';
  groups.names.forEach((name, g) => {
    const n = counts[g]!;
    const [kind, a, b] = name.split(':');
    if (kind === 'recipe') {
      if (floorBreaks(groups, g, n) === 0) return;
      const title = catalogue.recipes[Number(a)]!.recipe.title;
      notes.push(
        `${title} comes ${n} times this week, more than ${recipeCap(input.days) === 1 ? 'once' : 'twice'}: ${budgetWord}.`,
      );
    } else if (kind === 'dish') {
      if (floorBreaks(groups, g, n) === 0) return;
      const meal = a as Meal;
      notes.push(
        `${n} of ${input.days} ${PLURAL[meal]} are ${DISH_TYPE_LABELS[b as DishType].toLowerCase()}, more than ${groups.max[g]}: ${budgetWord}.`,
      );
    } else if (kind === 'cuisine') {
      const label = CUISINE_LABELS[a as Cuisine];
      const wanted = cuisineFloor(slots.length);
      if (n >= wanted) return;
      const reason =
        groups.min[g]! < wanted
          ? `the recipe library has too few ${label} recipes of your dish types that fit your diet, allergies and cooking time for ${Math.round(CUISINE_FLOOR_SHARE * 100)}% of the meals`
          : budgetWord;
      notes.push(`${label} is ${n} of ${slots.length} meals: ${reason}.`);
    }
  });
  return notes;
}

/** Meals whose recipes within the cooking-time limit were too few: slower ones were kept. */
export function timeNotes(model: PlanModel, result: SearchResult): string[] {
  const notes: string[] = [];
  model.meals.forEach((meal, mi) => {
    const limit = model.timeLimits[mi]!;
    if (limit.overKept === 0) return;
    const over = model.slots.filter((slot, s) => {
      if (slot.mealIndex !== mi) return false;
      const cand = model.candidates[mi]![result.assignment[s]!]!;
      if (cand.cookedWith !== undefined) return false;
      const r = model.catalogue.recipes[cand.recipe]!.recipe;
      return r.prepMinutes + r.cookMinutes > limit.minutes;
    }).length;
    if (over === 0) return;
    notes.push(
      `${over} of ${model.input.days} ${over === 1 ? MEAL_LABELS[meal].toLowerCase() : PLURAL[meal]} take${over === 1 ? 's' : ''} longer than ${limit.minutes} minutes, your cooking time for ${PLURAL[meal]}: too few quicker recipes fit your diet and allergies.`,
    );
  });
  return notes;
}
