import { describe, expect, it } from 'vitest';
import {
  chargeSaltFibre,
  saltFibreBaselines,
  saltFibreCap,
  saltFibreCents,
  SALT_FIBRE_CAP_SHARE,
  type MealSaltFibre,
} from './daily-goals';

const BOTH = 3;
const NEITHER = 0;
const meal = (cents: number, tasteClass: number): MealSaltFibre => ({
  cents,
  tasteClass,
  charged: 0,
});

describe('salt and fibre in the objective', () => {
  it('charge a dinner for its sodium over 40% of 2,300 mg and its fibre short of 40% of 25 g', () => {
    // 920 mg and 10 g are a dinner's shares: nothing to charge.
    expect(saltFibreCents('dinner', 920, 10)).toBe(0);
    // 300 mg over at 2 cents, 2 g short at 15 cents.
    expect(saltFibreCents('dinner', 1220, 8)).toBe(630);
  });

  it('take the baseline of each taste class from the k-th least salty dish a week needs', () => {
    const meals = [
      meal(0, BOTH),
      meal(100, BOTH),
      meal(900, BOTH),
      meal(300, BOTH),
      meal(2000, BOTH),
      meal(0, NEITHER),
    ];
    // 7 days at two uses a recipe need 4 dishes: the 4th least salty of the matches is 900.
    expect(saltFibreBaselines(meals, 7)[BOTH]).toBe(900);
    // 3 days need 3 dishes (one use each).
    expect(saltFibreBaselines(meals, 3)[BOTH]).toBe(300);
    // A class with fewer dishes than that takes its saltiest; an empty class 0.
    expect(saltFibreBaselines(meals, 7)[NEITHER]).toBe(0);
    expect(saltFibreBaselines(meals, 7)[1]).toBe(0);
  });

  it('charge from the baseline up to a share of the taste miss, per serving', () => {
    const cap = saltFibreCap({ cuisineMiss: 500, dishMiss: 500 });
    expect(cap).toBe(SALT_FIBRE_CAP_SHARE * 500);
    const baselines = [0, 0, 0, 900];
    const below = { penalty: 10, saltFibre: meal(300, BOTH) };
    chargeSaltFibre(below, baselines, cap, 4);
    expect(below.penalty).toBe(10);
    const above = { penalty: 10, saltFibre: meal(1000, BOTH) };
    chargeSaltFibre(above, baselines, cap, 4);
    expect(above.penalty).toBe(10 + 100 * 4);
    expect(above.saltFibre.charged).toBe(100);
    const far = { penalty: 0, saltFibre: meal(900 + 10 * cap, BOTH) };
    chargeSaltFibre(far, baselines, cap, 1);
    expect(far.penalty).toBe(cap);
  });
});
