/**
 * How much a plan feeds a person (issue 12, docs/decisions/0011-plans-that-feed.md): a daily
 * energy target per person, each meal's share of it, how close a planned day must come and
 * the least protein. Shared so the settings form, the server's validation and the planner
 * use the same numbers.
 */
import type { Meal } from './options';

/** The FDA's Daily Value reference intake for adults (21 CFR 101.9). */
export const DEFAULT_ENERGY_TARGET_KCAL = 2000;
export const MIN_ENERGY_TARGET_KCAL = 1200;
export const MAX_ENERGY_TARGET_KCAL = 4000;

/** Each meal's share of the day's energy. */
export const MEAL_ENERGY_SHARES: Readonly<Record<Meal, number>> = {
  breakfast: 0.25,
  lunch: 0.35,
  dinner: 0.4,
};

/** A planned day is fed when its energy is within this share of the target for its meals. */
export const ENERGY_TOLERANCE = 0.1;

/** At least this share of a day's energy comes from protein (4 kcal per gram). */
export const MIN_PROTEIN_ENERGY_SHARE = 0.1;

/**
 * Whether a planned day feeds a person: its energy within ENERGY_TOLERANCE of the target for its
 * meals (plannedEnergyKcal) and enough of it from protein. The day lines of a plan, its notes
 * and bench:quality judge a day by this one test.
 */
export function dayIsFed(day: { kcal: number; proteinG: number }, plannedKcal: number): boolean {
  return (
    Math.abs(day.kcal - plannedKcal) <= ENERGY_TOLERANCE * plannedKcal &&
    4 * day.proteinG >= MIN_PROTEIN_ENERGY_SHARE * day.kcal
  );
}

/** Energy per person a day's planned meals should bring: the target times their shares. */
export function plannedEnergyKcal(targetKcal: number, meals: readonly Meal[]): number {
  return Math.round(meals.reduce((sum, m) => sum + MEAL_ENERGY_SHARES[m] * targetKcal, 0));
}

/** The settings form's and the API's message for a target out of range. */
export const ENERGY_TARGET_MESSAGE = `The daily energy target must be a whole number of kcal from ${MIN_ENERGY_TARGET_KCAL.toLocaleString('en-US')} to ${MAX_ENERGY_TARGET_KCAL.toLocaleString('en-US')}.`;
