/**
 * The notes that tell a person why a plan is not all they asked for, each with its real
 * reason (issue 12): the library has no recipe that matches, their diet or allergies rule the
 * matches out, the budget (only when spending more would have bought a match), or the
 * variety rules with too few matches; repeats, and days that do not reach the energy target.
 */
import { dayIsFed } from '../shared/energy';
import { formatCents, type GeneratedPlan } from '../shared/generated-plan';
import {
  CUISINE_LABELS,
  DISH_TYPE_LABELS,
  MEAL_LABELS,
  type Cuisine,
  type DishType,
  type Meal,
} from '../shared/options';
import { cookOnceAlternatives } from './cook-once';
import { buildPlanOutput } from './plan-output';
import type { SearchResult } from './optimiser';
import type { PlanModel } from './plan-model';
import { matchTastes } from './taste-match';

/** Whether a recipe matches the person's cuisines and dish types for a meal (empty: any). */
export function tasteMatch(
  model: PlanModel,
  recipe: { cuisine: string; dishType: string },
  meal: Meal,
): { cuisine: boolean; dish: boolean } {
  return matchTastes(recipe, model.input.cuisines, model.input.dishTypes[meal]);
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

interface MissReasons {
  /** A new matching dish within the budget, worth its price, lost only to the spread. */
  varietyOnly: boolean;
  /**
   * The new matching dish within a hard budget that comes closest, costing more than a match
   * is worth: what it adds, how much of that is over a flexible budget (counted twice).
   */
  priced: { extra: number; over: number; worth: number; weighed: number } | null;
  /** The least a matching dish adds when it takes a hard budget over (Infinity: none does). */
  overBudget: number;
  /** Matching dishes within the budget are all in the plan already. */
  repeatOnly: boolean;
}

/**
 * Why the missed slots of one meal did not get a matching dish: every matching alternative
 * (one that keeps the variety window and distinct days) sorted by what kept it out. A match
 * is worth the preference's miss charges for the slot; what it adds is its cost change
 * (flexible: with the weight of any cents over the budget).
 */
function missReasons(
  model: PlanModel,
  result: SearchResult,
  mi: number,
  missedSlots: readonly number[],
  listSavingCents: () => number,
): MissReasons {
  const { input, catalogue, slots } = model;
  const meal = model.meals[mi]!;
  const list = model.candidates[mi]!;
  const inPlan = new Set<number>();
  slots.forEach((slot, s) => {
    if (slot.mealIndex === mi) inPlan.add(result.assignment[s]!);
  });
  const over = (cost: number) => Math.max(0, cost - input.budgetCents);
  const why: MissReasons = {
    varietyOnly: false,
    priced: null,
    overBudget: Infinity,
    repeatOnly: false,
  };
  const matchesBoth = (c: number) => {
    const m = tasteMatch(model, catalogue.recipes[list[c]!.recipe]!.recipe, meal);
    return m.cuisine && m.dish;
  };
  for (const s of missedSlots) {
    const current = tasteMatch(
      model,
      catalogue.recipes[list[result.assignment[s]!]!.recipe]!.recipe,
      meal,
    );
    const worth =
      ((current.cuisine ? 0 : model.weights.cuisineMiss) +
        (current.dish ? 0 : model.weights.dishMiss)) *
      input.servings;
    // Only the alternatives that match both are priced: the others cannot explain a miss.
    for (const alt of cookOnceAlternatives(model, result.assignment, s, matchesBoth)) {
      const extra = alt.costCents - result.costCents;
      // Judged on what the shopping list would cost: the model's total can be higher (juice
      // from fruit the list buys anyway), and the note promises the list would go over.
      if (model.hardBudget && alt.costCents - listSavingCents() > input.budgetCents) {
        why.overBudget = Math.min(why.overBudget, extra);
      } else if (inPlan.has(alt.candidate)) {
        why.repeatOnly = true;
      } else {
        const overMore = model.hardBudget ? 0 : over(alt.costCents) - over(result.costCents);
        const weighed = extra + model.weights.overBudget * overMore;
        if (weighed <= worth) why.varietyOnly = true;
        else if (!why.priced || weighed - worth < why.priced.weighed - why.priced.worth) {
          why.priced = { extra, over: overMore, worth, weighed };
        }
      }
    }
  }
  return why;
}

export const ORGANIC_FALLBACK_NOTE =
  'Some organic packages were replaced by conventional ones to stay within your budget.';

/** Said when a flexible plan's shopping list costs more than the budget. */
export function overBudgetNote(budgetCents: number, costCents: number): string | null {
  const over = costCents - budgetCents;
  if (over <= 0) return null;
  return (
    `This plan is ${formatCents(over)} over your budget of ${formatCents(budgetCents)}: ` +
    'the flexible budget preference favours variety and your tastes over the budget.'
  );
}

/**
 * `output`: the plan's output without notes (buildPlanOutput of this assignment), asked for
 * only when a note needs the shopping list's total; the caller passes the one it keeps for
 * the plan itself, so the output is built once (issue 33).
 */
export function planNotes(
  model: PlanModel,
  result: SearchResult,
  output: () => GeneratedPlan = () => buildPlanOutput(model, result.assignment, []),
): string[] {
  const { input, catalogue, slots } = model;
  const notes: string[] = [];
  // The plan as it will be shown, asked for once and only when a note needs it.
  let shown: GeneratedPlan | null = null;
  const plan = () => (shown ??= output());
  // What the shopping list saves on the model's total (folded yields).
  const listSavingCents = () =>
    Math.max(0, result.costCents - (plan().totals?.costCents ?? result.costCents));
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
    model.meals.forEach((meal, mi) => {
      const mealSlots = slots
        .map((slot, s) => ({ slot, s }))
        .filter((x) => x.slot.mealIndex === mi);
      // Meals the person pinned or locked are their own choice, not a miss to explain (and
      // the reasons below would weigh alternatives the search was not allowed to take).
      const chosen = model.fixed ? mealSlots.filter(({ s }) => model.fixed![s]! < 0) : mealSlots;
      const missed = chosen.filter(({ s }) => {
        const m = tasteMatch(model, recipeAt(s).recipe, judgedAs(s, meal));
        return !(m.cuisine && m.dish);
      });
      if (missed.length === 0) return;
      const mealWord = MEAL_LABELS[meal].toLowerCase();
      const verb = missed.length === 1 ? 'is' : 'are';
      const count =
        chosen.length < mealSlots.length
          ? `${missed.length} of the ${chosen.length} ${chosen.length === 1 ? mealWord : PLURAL[meal]} you did not pin ${verb}`
          : `${missed.length} of ${mealSlots.length} ${mealSlots.length === 1 ? mealWord : PLURAL[meal]} ${verb}`;
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
        notes.push(`${count} outside your tastes: the recipe library has no ${words}.`);
        return;
      }
      const slowMatches = model.timeLimits[mi]!.cut.filter((ri) => {
        const m = tasteMatch(model, catalogue.recipes[ri]!.recipe, meal);
        return m.cuisine && m.dish;
      }).length;
      if (fitting.length === 0 && slowMatches > 0) {
        notes.push(
          `${count} outside your tastes: the ${slowMatches} ${words} in the recipe library that fit your diet and allergies take longer than ${model.timeLimits[mi]!.minutes} minutes, your cooking time for ${PLURAL[meal]}.`,
        );
        return;
      }
      if (fitting.length === 0) {
        notes.push(
          `${count} outside your tastes: your diet and allergies rule out all ${inLibrary} ${words} in the recipe library.`,
        );
        return;
      }
      // Would a match for a missed meal have been possible, and what kept it out?
      const why = missReasons(
        model,
        result,
        mi,
        missed.map(({ s }) => s),
        listSavingCents,
      );
      const used = new Set(
        mealSlots
          .map(({ s }) => recipeAt(s))
          .filter((cr) => {
            const m = tasteMatch(model, cr.recipe, meal);
            return m.cuisine && m.dish;
          })
          .map((cr) => cr.index),
      ).size;
      const pref = input.budgetPreference;
      if (why.varietyOnly) {
        notes.push(
          `${count} outside your tastes: the matching ${PLURAL[meal]} your budget allows would give the week more of a dish type, cuisine or main ingredient it already has than its share, and the ${pref} preference keeps the week varied.`,
        );
      } else if (why.priced) {
        notes.push(
          `${count} outside your tastes: a matching ${mealWord} would add at least ${formatCents(why.priced.extra)} to the total${why.priced.over > 0 ? ` (${formatCents(why.priced.over)} of it over your budget, which counts double)` : ''}, more than the ${pref} preference pays for a match (${formatCents(why.priced.worth)} for that meal).`,
        );
      } else if (why.overBudget < Infinity) {
        notes.push(
          `${count} outside your tastes to stay within your budget: a new matching ${mealWord} would add at least ${formatCents(why.overBudget)} and go over it${why.repeatOnly ? `, and the matching ${PLURAL[meal]} it can afford are already in this plan as often as the ${pref} preference repeats a dish` : ''}.`,
        );
      } else if (why.repeatOnly) {
        notes.push(
          `${count} outside your tastes: the matching ${PLURAL[meal]} that fit your diet and allergies are already in this plan as often as the ${pref} preference repeats a dish.`,
        );
      } else {
        notes.push(
          `${count} outside your tastes: the recipe library has only ${fitting.length} ${words} that fit your diet and allergies (${used} in this plan), and a dish may not come back within ${model.window[mi]} days or make two days alike, so the library is the limit.`,
        );
      }
    });
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

  // Judged on the day as the plan shows it (its meals, sides and juice together), not meal by
  // meal: a light breakfast on a day the other meals make up is a fed day.
  const totals = plan().totals;
  const unfed = (totals?.nutritionByDay ?? []).filter(
    (day) => !dayIsFed(day, totals!.energyTargetKcal!),
  );
  if (unfed.length > 0) {
    notes.push(
      `${unfed.length} of ${input.days} days ${unfed.length === 1 ? 'does' : 'do'} not reach your energy target within 10% with enough protein: ${unfedReason(model)}.`,
    );
  }
  return notes;
}

/**
 * Why days are unfed. The library's limit only when a meal has no recipe that reaches its share
 * of the day (with its portion and sides) under the person's rules; otherwise such recipes exist
 * and the search did not find a week of them within the budget (a tight one, mostly).
 */
function unfedReason(model: PlanModel): string {
  const short = model.candidates.some((list) => !list.some((c) => c.fed));
  return short
    ? 'no fitting recipe with a portion and sides that keep your rules gets there'
    : 'the planner found no week within your budget that gets there every day';
}

/** "Cook once, eat twice: lunch on days 2 and 5 is ...: that saves $3.10 on the list and ..." */
export function cookOnceNote(model: PlanModel, result: SearchResult, savedCents: number): string {
  const lunch = model.cookOnce!.lunch;
  const days = model.slots
    .filter(
      (slot, s) =>
        slot.mealIndex === lunch &&
        model.candidates[lunch]![result.assignment[s]!]!.cookedWith !== undefined,
    )
    .map((slot) => slot.day);
  const list =
    days.length === 1
      ? `day ${days[0]}`
      : `days ${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;
  const sessions = days.length === 1 ? 'a cooking session' : `${days.length} cooking sessions`;
  const effect =
    savedCents > 0
      ? `: that saves ${formatCents(savedCents)} on the list and ${sessions}`
      : `: it saves ${sessions}`;
  return (
    `Cook once, eat twice: lunch on ${list} is the extra portions of the day before's dinner, ` +
    `bought and cooked with it${effect}.`
  );
}
