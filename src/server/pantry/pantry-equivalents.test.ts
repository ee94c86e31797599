import { beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceCatalogue } from '../catalogue/load-reference-catalogue';
import type { PlannerCatalogue } from '../../planner/catalogue';
import { generatePlan } from '../../planner/generate-plan';
import type { PlanInputData } from '../../planner/plan-input';
import { PANTRY_EQUIVALENT_GROUPS, withPantryEquivalents } from '../../planner/pantry-equivalents';

let catalogue: PlannerCatalogue;
beforeAll(() => {
  catalogue = loadReferenceCatalogue();
});

const household: PlanInputData = {
  meals: ['breakfast', 'lunch', 'dinner'],
  days: 7,
  servings: 4,
  budgetCents: 40_000,
  budgetPreference: 'balanced',
};

function boughtFoods(plan: ReturnType<typeof generatePlan>): Set<string> {
  return new Set(
    Object.values(plan.shopping_list.items)
      .map((i) => i.foodId)
      .filter((f): f is string => typeof f === 'string'),
  );
}

describe('pantry staples stand in for their equivalents (issue 29, item 6)', () => {
  it('names only foods of the catalogue, each in one group', () => {
    const seen = new Set<string>();
    for (const group of PANTRY_EQUIVALENT_GROUPS) {
      for (const id of group) {
        expect(catalogue.foodIndexById.has(id), id).toBe(true);
        expect(seen.has(id), id).toBe(false);
        seen.add(id);
      }
    }
    expect([...withPantryEquivalents(['salt'])].sort()).toEqual(['kosher-salt', 'salt']);
    expect([...withPantryEquivalents(['black-pepper'])]).toEqual(['black-pepper']);
  });

  it('a ticked "Table salt" covers recipes that ask for kosher salt: no box of it is bought', () => {
    // A plan, with table salt ticked, whose recipes ask for kosher salt.
    const koshersOf = (plan: ReturnType<typeof generatePlan>) =>
      plan.recipes
        .flatMap((r) => r.recipe.main_dish_ingredients)
        .filter((line) => line.foodId === 'kosher-salt');
    let seed = 1;
    let withSalt = generatePlan({ ...household, pantry: ['salt'] }, catalogue, seed);
    while (koshersOf(withSalt).length === 0 && seed < 30) {
      seed++;
      withSalt = generatePlan({ ...household, pantry: ['salt'] }, catalogue, seed);
    }
    expect(koshersOf(withSalt).length).toBeGreaterThan(0);
    expect(boughtFoods(withSalt).has('kosher-salt')).toBe(false);
    expect(boughtFoods(withSalt).has('salt')).toBe(false);
    for (const line of koshersOf(withSalt)) expect(line.fromPantry).toBe(true);
  });
});
