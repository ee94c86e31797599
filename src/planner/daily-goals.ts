/**
 * Less salt, more fibre (issue 27, item 4): per person per day, sodium at most 2,300 mg (the
 * FDA Daily Value) and fibre at least 25 g (the FDA Daily Value for 2,000 kcal) as goals of
 * the objective, never refusals. Each meal is judged against its share of the day (the same
 * shares as energy: 25/35/40%), so the charge is per candidate and the search needs no new
 * state: a salty dinner costs what its sodium over a dinner's share is worth, a meal short of
 * fibre what its missing grams are worth. Sides (fruit, whole-wheat bread, a salad) bring
 * fibre and count.
 */
import { MEAL_ENERGY_SHARES } from '../shared/energy';
import type { Meal } from '../shared/options';
import { recipeCap } from './variety-floors';

import { FIBRE_GOAL_G, SODIUM_GOAL_MG } from '../shared/daily-goals';

export { FIBRE_GOAL_G, SODIUM_GOAL_MG };

/**
 * Cents per person per mg of sodium over a meal's share: 300 mg over (a salty dinner) costs
 * $6 a serving, more than most price differences between two dinners.
 */
export const SODIUM_CENTS_PER_MG = 2;
/** Cents per person per gram of fibre short of a meal's share: 5 g short costs 40 cents. */
export const FIBRE_CENTS_PER_G = 15;

/**
 * Tastes before salt, without flattening salt: a meal's charge counts from its taste class's
 * baseline (the k-th least salty dish of the person's cuisine and dish type, k the dishes a
 * week needs), so the dishes of their tastes that could fill the week pay nothing and a
 * less salty dish of other tastes never wins for salt alone; above the baseline the charge
 * grows to this share of the preference's smaller taste miss. A flat cap on the charge
 * itself (0.8 of a taste miss and at most $4, this record's first version) priced every meal
 * 200 mg over its share the same as one 1,500 mg over, so weeks of salty soups stayed.
 * Measured over 240 seeded households (npm run bench:quality, docs/decisions/0017).
 */
export const SALT_FIBRE_CAP_SHARE = 1.5;

/** The objective's charge per person for a meal with this sodium and fibre per person. */
export function saltFibreCents(meal: Meal, sodiumMg: number, fiberG: number): number {
  const share = MEAL_ENERGY_SHARES[meal];
  const over = Math.max(0, sodiumMg - share * SODIUM_GOAL_MG);
  const short = Math.max(0, share * FIBRE_GOAL_G - fiberG);
  return over * SODIUM_CENTS_PER_MG + short * FIBRE_CENTS_PER_G;
}

/** A meal's own salt-and-fibre charge a serving and its taste class (cuisine 1 | dish 2). */
export interface MealSaltFibre {
  cents: number;
  tasteClass: number;
  /** What chargeSaltFibre put in the candidate's penalty a serving. */
  charged: number;
}

/** The most a meal's salt and fibre may add a serving over its class's baseline. */
export function saltFibreCap(weights: { cuisineMiss: number; dishMiss: number }): number {
  return SALT_FIBRE_CAP_SHARE * Math.min(weights.cuisineMiss, weights.dishMiss);
}

/**
 * Per taste class of a meal's candidates, the charge of its k-th least salty dish, k the
 * dishes a week of `days` needs at two uses each (4 for 7 days): what the class pays anyway.
 */
export function saltFibreBaselines(meals: readonly MealSaltFibre[], days: number): number[] {
  const k = Math.ceil(days / recipeCap(days));
  const baselines: number[] = [];
  for (let c = 0; c < 4; c++) {
    const charges = meals
      .filter((m) => m.tasteClass === c)
      .map((m) => m.cents)
      .sort((a, b) => a - b);
    baselines.push(charges.length === 0 ? 0 : charges[Math.min(k, charges.length) - 1]!);
  }
  return baselines;
}

/** Adds a candidate's salt-and-fibre charge (above its class's baseline, capped) to its penalty. */
export function chargeSaltFibre(
  candidate: { penalty: number; saltFibre: MealSaltFibre },
  baselines: readonly number[],
  cap: number,
  servings: number,
): void {
  const { cents, tasteClass } = candidate.saltFibre;
  const charged = Math.min(Math.max(0, cents - baselines[tasteClass]!), cap);
  candidate.saltFibre = { ...candidate.saltFibre, charged };
  candidate.penalty += charged * servings;
}
