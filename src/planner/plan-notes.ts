/**
 * The notes that tell a person why a plan is not all they asked for, each with its real
 * reason (issue 12): the library has no recipe that matches, their diet or allergies rule the
 * matches out, the budget (only when spending more would have bought a match), or the
 * variety rules with too few matches; repeats, and days that do not reach the energy target.
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
import { cookOnceAlternatives } from './cook-once';
import type { SearchResult } from './optimiser';
import type { PlanModel } from './plan-model';

/** Whether a recipe matches the person's cuisines and dish types for a meal (empty: any). */
export function tasteMatch(
  model: PlanModel,
  recipe: { cuisine: string; dishType: string },
  meal: Meal,
): { cuisine: boolean; dish: boolean } {
  const { cuisines, dishTypes } = model.input;
  return {
    cuisine: cuisines.length === 0 || (cuisines as string[]).includes(recipe.cuisine),
    dish: dishTypes[meal].length === 0 || dishTypes[meal].includes(recipe.dishType),
  };
}

const orList = (items: string[]): string =>
  items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

const PLURAL: Record<Meal, string> = {
  breakfast: 'breakfasts',
  lunch: 'lunches',
  dinner: 'dinners',
};

/** "fish or chicken dinners in Korean or Greek cuisine". */
function tasteWords(model: PlanModel, meal: Meal): string {
  const { cuisines, dishTypes } = model.input;
  const dishes = dishTypes[meal].map((d) => DISH_TYPE_LABELS[d as DishType].toLowerCase());
  const mealWord = PLURAL[meal];
  const what = dishes.length > 0 ? `${orList(dishes)} ${mealWord}` : mealWord;
  const where =
    cuisines.length > 0
      ? ` in ${orList(cuisines.map((c) => CUISINE_LABELS[c as Cuisine]))} cuisine`
      : '';
  return `${what}${where}`;
}

export function planNotes(model: PlanModel, result: SearchResult): string[] {
  const { input, catalogue, slots } = model;
  const notes: string[] = [];
  const assignment = result.assignment;
  const recipeAt = (s: number) =>
    catalogue.recipes[model.candidates[slots[s]!.mealIndex]![assignment[s]!]!.recipe]!;
  // A cook-once lunch is the dinner's dish: judged by the dinner's tastes.
  const judgedAs = (s: number, meal: Meal): Meal =>
    model.candidates[slots[s]!.mealIndex]![assignment[s]!]!.cookedWith !== undefined
      ? 'dinner'
      : meal;
  const hasTastes =
    input.cuisines.length > 0 || input.meals.some((m) => input.dishTypes[m].length > 0);

  if (hasTastes) {
    let strictMisses = 0;
    model.meals.forEach((meal, mi) => {
      const mealSlots = slots
        .map((slot, s) => ({ slot, s }))
        .filter((x) => x.slot.mealIndex === mi);
      const missed = mealSlots.filter(({ s }) => {
        const m = tasteMatch(model, recipeAt(s).recipe, judgedAs(s, meal));
        return !(m.cuisine && m.dish);
      });
      if (missed.length === 0) return;
      if (input.budgetPreference === 'strict') {
        strictMisses += missed.length;
        return;
      }
      const mealWord = MEAL_LABELS[meal].toLowerCase();
      const count = `${missed.length} of ${mealSlots.length} ${mealSlots.length === 1 ? mealWord : PLURAL[meal]}`;
      const inLibrary = catalogue.recipesByMeal[meal].filter((ri) => {
        const m = tasteMatch(model, catalogue.recipes[ri]!.recipe, meal);
        return m.cuisine && m.dish;
      }).length;
      const fitting = model.candidates[mi]!.filter((c) => {
        if (c.cookedWith !== undefined) return false;
        const m = tasteMatch(model, catalogue.recipes[c.recipe]!.recipe, meal);
        return m.cuisine && m.dish;
      });
      const words = tasteWords(model, meal);
      if (inLibrary === 0) {
        notes.push(`${count} are outside your tastes: the recipe library has no ${words}.`);
        return;
      }
      if (fitting.length === 0) {
        notes.push(
          `${count} are outside your tastes: your diet and allergies rule out all ${inLibrary} ${words} in the recipe library.`,
        );
        return;
      }
      // Would a match for a missed meal have been possible, and at what price?
      let overBudget = Infinity;
      let withinBudget = Infinity;
      let repeatOnly = false;
      const inPlan = new Set(mealSlots.map(({ s }) => assignment[s]!));
      for (const { s } of missed) {
        for (const alt of cookOnceAlternatives(model, assignment, s)) {
          const r = catalogue.recipes[model.candidates[mi]![alt.candidate]!.recipe]!.recipe;
          const m = tasteMatch(model, r, meal);
          if (!(m.cuisine && m.dish)) continue;
          const extra = alt.costCents - result.costCents;
          if (model.hardBudget && alt.costCents > input.budgetCents) {
            overBudget = Math.min(overBudget, extra);
          } else if (inPlan.has(alt.candidate)) {
            repeatOnly = true;
          } else {
            withinBudget = Math.min(withinBudget, extra);
          }
        }
      }
      const used = new Set(
        mealSlots
          .map(({ s }) => recipeAt(s))
          .filter((cr) => {
            const m = tasteMatch(model, cr.recipe, meal);
            return m.cuisine && m.dish;
          })
          .map((cr) => cr.index),
      ).size;
      const pays = (model.weights.cuisineMiss + model.weights.dishMiss) / 100;
      if (withinBudget < Infinity) {
        notes.push(
          `${count} are outside your tastes: a matching ${mealWord} would add at least ${formatCents(withinBudget)} to the total, more than the ${input.budgetPreference} preference pays for a match (up to ${formatCents(pays * 100 * input.servings)} a meal).`,
        );
      } else if (repeatOnly) {
        notes.push(
          `${count} are outside your tastes: the ${fitting.length} ${words} that fit your diet and allergies are already in this plan as often as the ${input.budgetPreference} preference repeats a dish.`,
        );
      } else if (overBudget < Infinity) {
        notes.push(
          `${count} are outside your tastes to stay within your budget: a matching ${mealWord} would add at least ${formatCents(overBudget)} and go over it.`,
        );
      } else {
        notes.push(
          `${count} are outside your tastes: the recipe library has only ${fitting.length} ${words} that fit your diet and allergies (${used} in this plan), and a dish may not come back within ${model.window[mi]} days or make two days alike, so the library is the limit.`,
        );
      }
    });
    if (strictMisses > 0) {
      notes.push(
        `${strictMisses} of ${slots.length} meals are outside your tastes: the strict budget preference buys the cheapest meals that feed you and keep your rules, and your tastes only break ties. Choose balanced to put your tastes first.`,
      );
    }
  }

  // Repeats: strict says it repeats to save; the others say when the library is the limit.
  const repeats = slots.length - new Set(slots.map((_, s) => recipeAt(s).index)).size;
  if (repeats > 0) {
    if (input.budgetPreference === 'strict') {
      notes.push(
        `${repeats} of ${slots.length} meals repeat a dish from another day: the strict budget preference repeats dishes when that is cheaper.`,
      );
    } else {
      const thin = model.meals.filter((_, mi) => model.candidates[mi]!.length < input.days);
      if (thin.length > 0) {
        notes.push(
          `${repeats} of ${slots.length} meals repeat a dish: the library has only ${thin
            .map(
              (meal) =>
                `${model.candidates[model.meals.indexOf(meal)]!.length} ${MEAL_LABELS[meal].toLowerCase()} recipes`,
            )
            .join(' and ')} that fit your diet and allergies.`,
        );
      }
    }
  }

  // Days with the same menu: strict may (it said so above); the others only when forced.
  if (model.weights.distinctDays) {
    const menus = Array.from({ length: input.days }, (_, d) =>
      model.meals.map((_, mi) => recipeAt(d * model.meals.length + mi).index).join('+'),
    );
    const pairs: string[] = [];
    menus.forEach((menu, a) => {
      const b = menus.indexOf(menu, a + 1);
      if (b > a) pairs.push(`${a + 1} and ${b + 1}`);
    });
    if (pairs.length > 0) {
      const thin = model.meals.every((_, mi) => model.candidates[mi]!.length < input.days);
      notes.push(
        `Days ${pairs.join(', ')} have the same menu: ${
          thin
            ? 'the library has too few recipes that fit your diet and allergies for a different menu every day'
            : 'a different menu every day would cost more than your budget'
        }.`,
      );
    }
  }

  const unfed = new Set(
    slots
      .filter((_, s) => !model.candidates[slots[s]!.mealIndex]![assignment[s]!]!.fed)
      .map((x) => x.day),
  );
  if (unfed.size > 0) {
    notes.push(
      `${unfed.size} of ${input.days} days ${unfed.size === 1 ? 'does' : 'do'} not reach your energy target within 10% with enough protein: no fitting recipe with a portion and sides that keep your rules gets there.`,
    );
  }
  return notes;
}
