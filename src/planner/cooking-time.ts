/**
 * Weekday time (issue 27, item 2): per-meal limits on a recipe's hands-on plus cooking minutes
 * from the person's cooking-time preference, and the advance preparation a recipe needs (a
 * dough's rise, a soak, a marinade) that its minutes may not show.
 */
import type { Meal } from '../shared/options';

/** The stored preference's values (preferences.cookingTime); anything else reads as '30-60'. */
export const COOKING_TIMES = ['under-30', '30-60', 'over-60'] as const;
export type CookingTime = (typeof COOKING_TIMES)[number];
export const DEFAULT_COOKING_TIME: CookingTime = '30-60';

/**
 * Minutes (prep + cook) a meal may take. The default is the weekday limits: breakfast
 * 30, lunch 45, dinner 60. "Under 30 minutes" keeps every meal within 30 and breakfast within
 * 20 (a weekday morning); "Over 60 minutes" allows slow weekend cooking: a 45-minute
 * breakfast, a 75-minute lunch and a two-hour dinner (a braise, a baked dish).
 */
export const MEAL_MINUTE_LIMITS: Readonly<Record<CookingTime, Readonly<Record<Meal, number>>>> = {
  'under-30': { breakfast: 20, lunch: 30, dinner: 30 },
  '30-60': { breakfast: 30, lunch: 45, dinner: 60 },
  'over-60': { breakfast: 45, lunch: 75, dinner: 120 },
};

/** The preference as the planner reads it: one of the three values, '30-60' otherwise. */
export function cookingTimeOf(value: unknown): CookingTime {
  return (COOKING_TIMES as readonly unknown[]).includes(value)
    ? (value as CookingTime)
    : DEFAULT_COOKING_TIME;
}

export function mealMinuteLimit(cookingTime: unknown, meal: Meal): number {
  return MEAL_MINUTE_LIMITS[cookingTimeOf(cookingTime)][meal];
}

export function recipeMinutes(recipe: { prepMinutes: number; cookMinutes: number }): number {
  return recipe.prepMinutes + recipe.cookMinutes;
}

import type { AdvancePrep } from '../shared/daily-goals';

export { ADVANCE_PREP_LABELS, type AdvancePrep } from '../shared/daily-goals';

const ADVANCE_PREP_WORDS: readonly [AdvancePrep, RegExp][] = [
  ['rise', /\b(rise|proof|prove)\b/i],
  ['soak', /\bsoak(s|ed|ing)?\b(?! up)/i],
  ['marinade', /\bmarinat(e|es|ed|ing)\b|\bmarinade\b/i],
];

/** Advance preparation is a wait of half an hour or more, which a weekday cook plans for. */
export const ADVANCE_PREP_MIN_MINUTES = 30;

/** The longest wait a sentence names, in minutes ("1 hour", "30 minutes", "overnight"). */
function waitMinutes(sentence: string): number {
  if (/\bovernight\b/i.test(sentence)) return 8 * 60;
  let longest = /\b(an|one) hour\b/i.test(sentence) ? 60 : 0;
  if (/\btwo hours\b/i.test(sentence)) longest = 120;
  for (const m of sentence.matchAll(/(\d+)(?:\s*(?:to|-)\s*(\d+))?\s*(hours?|minutes?|min)\b/gi)) {
    const n = Number(m[2] ?? m[1]);
    longest = Math.max(longest, /^h/i.test(m[3]!) ? n * 60 : n);
  }
  return longest;
}

/**
 * The advance preparation a recipe's steps ask for, read from its instructions (the data has
 * no field for it): a sentence that lets a dough rise, soaks or marinates something for half
 * an hour or more. A five-minute soak of oats or a ten-minute marinade is no advance step.
 */
export function advancePrepOf(recipe: { instructions: readonly string[] }): AdvancePrep | null {
  for (const step of recipe.instructions) {
    for (const sentence of step.split(/(?<=[.;])\s+/)) {
      for (const [kind, word] of ADVANCE_PREP_WORDS) {
        if (word.test(sentence) && waitMinutes(sentence) >= ADVANCE_PREP_MIN_MINUTES) return kind;
      }
    }
  }
  return null;
}
