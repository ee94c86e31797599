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

import { FIBRE_GOAL_G, SODIUM_GOAL_MG } from '../shared/daily-goals';

export { FIBRE_GOAL_G, SODIUM_GOAL_MG };

/**
 * Cents per person per mg of sodium over a meal's share: 300 mg over (a salty dinner) costs
 * $6 a serving, more than most price differences between two dinners; capped below a taste
 * miss (SALT_FIBRE_CAP_SHARE), so a person's cuisine still beats a lower-sodium dish of
 * another. Measured over 240 seeded households (npm run bench:quality): 1 cent and a cap of
 * 0.6 left 75% of weeks within 2,300 mg, 2 cents and 0.8 leave 87% for a 2-point loss of taste
 * matches.
 */
export const SODIUM_CENTS_PER_MG = 2;
/** Cents per person per gram of fibre short of a meal's share: 5 g short costs 40 cents. */
export const FIBRE_CENTS_PER_G = 15;

/**
 * The charge stops at this share of the preference's smaller taste-miss charge (a serving):
 * tastes before salt, as before cost.
 */
export const SALT_FIBRE_CAP_SHARE = 0.8;
/**
 * And at $4 a serving whatever the preference: strict's taste miss is $10, and a week of
 * salty dishes charged up to $8 each outweighed a variety floor (docs/decisions/0017).
 */
export const SALT_FIBRE_CAP_CENTS = 400;

/** The objective's charge per person for a meal with this sodium and fibre per person. */
export function saltFibreCents(meal: Meal, sodiumMg: number, fiberG: number): number {
  const share = MEAL_ENERGY_SHARES[meal];
  const over = Math.max(0, sodiumMg - share * SODIUM_GOAL_MG);
  const short = Math.max(0, share * FIBRE_GOAL_G - fiberG);
  return over * SODIUM_CENTS_PER_MG + short * FIBRE_CENTS_PER_G;
}
