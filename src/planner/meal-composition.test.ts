import { describe, expect, it } from 'vitest';
import { composeMeal, type SideOption } from './meal-composition';
import type { CatalogueSideVariant } from './sides';

function side(
  name: string,
  kcal: number,
  sodiumMg: number,
  fiberG: number,
  cents: number,
): SideOption {
  const variant = {
    side: 0,
    variant: 0,
    name,
    definition: { name, foods: [] },
    foods: new Int32Array(),
    mg: new Float64Array(),
    lines: [],
    kcal,
    proteinG: 3,
    sodiumMg,
    fiberG,
    allergenMask: 0,
    dietMask: 0,
    unbuyable: [],
  } satisfies CatalogueSideVariant;
  return { variant, maxUnits: 2, cents };
}

// A salty soup of 450 kcal a serving for a 700 kcal share: it needs a side or a bigger portion.
const soup = {
  kcal: 450,
  proteinG: 25,
  cents: 150,
  maxPortion: Infinity,
  sodiumMg: 900,
  fiberG: 3,
};
const bread = side('Whole-wheat bread', 120, 250, 2, 5);
const rice = side('Rice', 250, 2, 0.6, 40);

describe('a meal composed with its salt in mind', () => {
  it('without a salt charge, the plainest cheapest composition wins', () => {
    const plain = composeMeal(soup, [bread, rice], 700);
    expect(plain.fed).toBe(true);
    expect(plain.sides.map((s) => [s.variant.name, s.units])).toEqual([['Whole-wheat bread', 2]]);
  });

  it('with a salt charge, less sodium wins among the compositions that feed', () => {
    const charge = (sodiumMg: number) => Math.max(0, sodiumMg - 900) * 3;
    const plain = composeMeal(soup, [bread, rice], 700);
    const salted = composeMeal(soup, [bread, rice], 700, charge);
    const sodiumOf = (c: typeof plain) =>
      c.portion * soup.sodiumMg + c.sides.reduce((s, x) => s + x.units * x.variant.sodiumMg, 0);
    expect(salted.fed).toBe(true);
    expect(salted.sides.map((s) => s.variant.name)).toEqual(['Rice']);
    expect(sodiumOf(salted)).toBeLessThan(sodiumOf(plain));
  });
});
