/**
 * Properties over random people and random catalogues: whatever the choices, a generated
 * plan keeps every rule (checked independently by plan-checker), the list covers every
 * non-pantry ingredient, and the total is the sum of price x quantity to the cent. When the
 * planner refuses, its reason is true.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  BUDGET_PREFERENCES,
  CUISINES,
  DIETARY_RESTRICTIONS,
  DISH_TYPES_BY_MEAL,
  MEALS,
} from '../shared/options';
import { buildCatalogue, type PlannerCatalogue } from './catalogue';
import { fixtureCatalogue, type FixtureCatalogue } from './fixture-catalogue';
import { generatePlan, PlanInfeasibleError } from './generate-plan';
import { checkPlan, fittingRecipeIds } from './plan-checker';
import { planInputSchema } from './plan-input';
import { swapAlternatives, swapMeal } from './swap-meal';

// A few catalogues, built once: building derives labels, the part worth not repeating.
const catalogues: { data: FixtureCatalogue; catalogue: PlannerCatalogue }[] = [1, 2, 3, 4].map(
  (seed) => {
    const data = fixtureCatalogue({
      seed,
      foods: 45,
      recipesPerMeal: 14 + seed * 3,
      sides: seed > 1,
    });
    return { data, catalogue: buildCatalogue(data) };
  },
);

const person = fc.record({
  catalogueIndex: fc.integer({ min: 0, max: catalogues.length - 1 }),
  meals: fc.subarray([...MEALS], { minLength: 1 }),
  days: fc.integer({ min: 1, max: 7 }),
  servings: fc.integer({ min: 1, max: 8 }),
  budgetCents: fc.integer({ min: 200, max: 60_000 }),
  budgetPreference: fc.constantFrom(...BUDGET_PREFERENCES),
  cuisines: fc.subarray([...CUISINES], { maxLength: 4 }),
  breakfast: fc.subarray([...DISH_TYPES_BY_MEAL.breakfast], { maxLength: 3 }),
  lunch: fc.subarray([...DISH_TYPES_BY_MEAL.lunch], { maxLength: 3 }),
  dinner: fc.subarray([...DISH_TYPES_BY_MEAL.dinner], { maxLength: 3 }),
  diets: fc.subarray([...DIETARY_RESTRICTIONS], { maxLength: 2 }),
  allergies: fc.subarray([...ALLERGENS], { maxLength: 2 }),
  customFood: fc.option(fc.nat(), { nil: null }),
  pantryPicks: fc.array(fc.nat(), { maxLength: 8 }),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});

type Person = typeof person extends fc.Arbitrary<infer T> ? T : never;

function inputOf(p: Person) {
  const { data } = catalogues[p.catalogueIndex]!;
  const foodName = (i: number) => data.foods[i % data.foods.length]!.name;
  return planInputSchema.parse({
    meals: p.meals,
    days: p.days,
    servings: p.servings,
    budgetCents: p.budgetCents,
    budgetPreference: p.budgetPreference,
    store: 'walmart',
    cuisines: p.cuisines,
    dishTypes: { breakfast: p.breakfast, lunch: p.lunch, dinner: p.dinner },
    diets: p.diets,
    allergies: p.allergies,
    // Typed the way a person would: another case, maybe a plural.
    customAllergies: p.customFood === null ? [] : [`${foodName(p.customFood).toUpperCase()}s`],
    pantry: p.pantryPicks.map((i) => data.foods[i % data.foods.length]!.id),
  });
}

describe('generatePlan properties', () => {
  it('keeps every rule, covers every ingredient and adds up, or refuses for a true reason', () => {
    let plans = 0;
    fc.assert(
      fc.property(person, (p) => {
        const { data, catalogue } = catalogues[p.catalogueIndex]!;
        const input = inputOf(p);
        try {
          const plan = generatePlan(input, catalogue, p.seed);
          plans++;
          expect(checkPlan(data, input, plan)).toEqual([]);
          // Balanced and flexible: no two days with the same menu while the library allows.
          const roomy = input.meals.every(
            (m) => fittingRecipeIds(data, input, m).length >= input.days,
          );
          if (input.budgetPreference !== 'strict' && roomy) {
            const menus = Array.from({ length: input.days }, (_, d) =>
              plan.recipes
                .filter((r) => r.day === d + 1)
                .map((r) => r.recipeId)
                .join('+'),
            );
            // Only the budget, a rule, outranks distinct days, and the plan then says so.
            if (new Set(menus).size < menus.length) {
              expect(input.budgetPreference).toBe('balanced');
              expect(plan.notes?.join(' ')).toMatch(/have the same menu: a different menu/);
            }
          }
        } catch (error) {
          if (!(error instanceof PlanInfeasibleError)) throw error;
          if (error.code === 'no-recipes') {
            const empty = input.meals.filter((m) => fittingRecipeIds(data, input, m).length === 0);
            expect(empty.length).toBeGreaterThan(0);
          } else {
            expect(input.budgetPreference).not.toBe('flexible');
            expect(error.cheapestTotalCents).toBeGreaterThan(input.budgetCents);
          }
        }
      }),
      { numRuns: 120 },
    );
    // The generator must mostly produce plans, or the property says little.
    expect(plans).toBeGreaterThan(40);
  });

  it('gives the same plan for the same seed', () => {
    fc.assert(
      fc.property(person, (p) => {
        const { catalogue } = catalogues[p.catalogueIndex]!;
        const input = inputOf(p);
        const run = () => {
          try {
            return generatePlan(input, catalogue, p.seed);
          } catch (error) {
            return (error as Error).message;
          }
        };
        expect(run()).toEqual(run());
      }),
      { numRuns: 25 },
    );
  });

  it('swaps one meal and keeps every rule and every other meal', () => {
    fc.assert(
      fc.property(person, fc.nat(), (p, pick) => {
        const { data, catalogue } = catalogues[p.catalogueIndex]!;
        const input = { ...inputOf(p), budgetPreference: 'flexible' as const };
        let plan;
        try {
          plan = generatePlan(input, catalogue, p.seed);
        } catch {
          return;
        }
        const target = plan.recipes[pick % plan.recipes.length]!;
        let swapped;
        try {
          swapped = swapMeal(plan, target.day, target.meal, p.seed + 1, catalogue, input);
        } catch (error) {
          // Only when no other recipe of that meal fits next to its neighbours.
          expect((error as Error).message).toMatch(/No other/);
          return;
        }
        expect(checkPlan(data, input, swapped)).toEqual([]);
        // Up to three alternatives, none of them the dish now served or the one swapped out.
        const options = swapAlternatives(swapped, target.day, target.meal, catalogue, input);
        expect(options.length).toBeLessThanOrEqual(3);
        const now = swapped.recipes.find((r) => r.day === target.day && r.meal === target.meal)!;
        for (const o of options) {
          expect([target.recipeId, now.recipeId]).not.toContain(o.recipeId);
        }
        if (options.length > 0) {
          const pick = options[options.length - 1]!;
          const again = swapMeal(
            swapped,
            target.day,
            target.meal,
            1,
            catalogue,
            input,
            pick.recipeId,
          );
          expect(checkPlan(data, input, again)).toEqual([]);
          const after = again.recipes.find((r) => r.day === target.day && r.meal === target.meal)!;
          expect(after.recipeId).toBe(pick.recipeId);
          expect(after.swappedOut).toEqual([target.recipeId, now.recipeId]);
          expect(again.totals!.costCents - swapped.totals!.costCents).toBe(pick.costChangeCents);
        }
        swapped.recipes.forEach((entry, i) => {
          const before = plan.recipes[i]!;
          if (entry.day === target.day && entry.meal === target.meal) {
            expect(entry.recipeId).not.toBe(before.recipeId);
          } else if (
            before.cookedWith?.day === target.day &&
            before.cookedWith.meal === target.meal
          ) {
            // The swapped dinner's extra portions were this lunch: it follows the new dinner
            // or becomes an ordinary lunch, never the old dinner's dish.
            expect(entry.recipeId).not.toBe(before.recipeId);
          } else {
            expect(entry.recipeId).toBe(before.recipeId);
          }
        });
      }),
      { numRuns: 40 },
    );
  });
});
