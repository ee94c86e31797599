/**
 * How a recipe becomes a meal that feeds: its portion per person (the recipe's serving times
 * 0.75 to 2) and up to two simple sides, chosen so the meal brings its share of the day's
 * energy (within the tolerance) with enough protein, as cheaply and as plainly as possible.
 * One composition per recipe and meal, fixed before the search: the search then picks among
 * meals that all feed, and its objective stays the package cost of what they need.
 */
import { ENERGY_TOLERANCE, MIN_PROTEIN_ENERGY_SHARE } from '../shared/energy';
import type { CatalogueSideVariant } from './sides';

/** Recipe servings per person the planner may serve. */
export const PORTIONS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/**
 * Aim inside the tolerance, so rounding of what the plan shows never tips a meal out of it:
 * a meal within 9% of its share keeps its day within 10%.
 */
const AIM = ENERGY_TOLERANCE - 0.01;

/** What makes one composition plainer than another, in cents per person. */
const PORTION_STEP_CENTS = 20;
const SIDE_CENTS = 15;
const EXTRA_UNIT_CENTS = 10;
const OFF_TARGET_CENTS = 500;

export interface MainDish {
  kcal: number;
  proteinG: number;
  /** Cents per serving at the best per-gram price (a lower bound; for ranking only). */
  cents: number;
  /** The largest portion the person's threshold diets allow (Infinity when none limits it). */
  maxPortion: number;
  /** Sodium (mg) and fibre (g) per serving. */
  sodiumMg: number;
  fiberG: number;
}

/**
 * What a meal's sodium and fibre cost, in cents per person (daily-goals.ts): among the
 * compositions of one dish (its taste fixed), the one nearer the day's goals wins when the
 * difference is worth more than the price and plainness between them (issue 27, item 4:
 * rice or fruit rather than a third slice of bread beside a salty soup, a smaller portion with
 * a side rather than a double portion of a salty dish).
 */
export type SaltFibreCharge = (sodiumMg: number, fiberG: number) => number;

export interface SideOption {
  variant: CatalogueSideVariant;
  maxUnits: number;
  /** Cents per unit per person at the best per-gram price. */
  cents: number;
}

export interface ChosenSide {
  variant: CatalogueSideVariant;
  units: number;
  /** Cents per unit per person (ranking only). */
  cents: number;
}

export interface Composition {
  portion: number;
  sides: ChosenSide[];
  kcal: number;
  proteinG: number;
  /** Within the energy tolerance of the target, with enough protein. */
  fed: boolean;
}

/** The plainest, cheapest composition that feeds; the closest one when none does. */
export function composeMeal(
  main: MainDish,
  sides: readonly SideOption[],
  targetKcal: number,
  saltFibre: SaltFibreCharge = () => 0,
): Composition {
  let best: Composition | null = null;
  let bestScore = Infinity;
  let bestMiss = Infinity;
  const consider = (portion: number, chosen: ChosenSide[]) => {
    let kcal = portion * main.kcal;
    let protein = portion * main.proteinG;
    let sodium = portion * main.sodiumMg;
    let fiber = portion * main.fiberG;
    let cents = portion * main.cents + Math.abs(portion - 1) * 4 * PORTION_STEP_CENTS;
    for (const c of chosen) {
      kcal += c.units * c.variant.kcal;
      protein += c.units * c.variant.proteinG;
      sodium += c.units * c.variant.sodiumMg;
      fiber += c.units * c.variant.fiberG;
      cents += c.units * c.cents;
      cents += SIDE_CENTS + (c.units - 1) * EXTRA_UNIT_CENTS;
    }
    const off = Math.abs(kcal - targetKcal) / targetKcal;
    const proteinShort =
      kcal > 0 ? Math.max(0, MIN_PROTEIN_ENERGY_SHARE - (4 * protein) / kcal) : 1;
    const miss = Math.max(0, off - AIM) + proteinShort;
    const score = cents + off * OFF_TARGET_CENTS + saltFibre(sodium, fiber);
    if (miss < bestMiss || (miss === bestMiss && score < bestScore)) {
      bestMiss = miss;
      bestScore = score;
      best = { portion, sides: chosen, kcal, proteinG: protein, fed: miss === 0 };
    }
  };
  for (const portion of PORTIONS) {
    if (portion > 1 && portion > main.maxPortion) continue;
    consider(portion, []);
    // A smaller portion is for a dish that alone brings more than its share, never to make
    // room for a side.
    if (portion < 1) continue;
    for (let i = 0; i < sides.length; i++) {
      const a = sides[i]!;
      for (let ua = 1; ua <= a.maxUnits; ua++) {
        consider(portion, [{ variant: a.variant, units: ua, cents: a.cents }]);
        for (let j = i + 1; j < sides.length; j++) {
          const b = sides[j]!;
          for (let ub = 1; ub <= b.maxUnits; ub++) {
            consider(portion, [
              { variant: a.variant, units: ua, cents: a.cents },
              { variant: b.variant, units: ub, cents: b.cents },
            ]);
          }
        }
      }
    }
  }
  return best!;
}
