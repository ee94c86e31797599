import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayIsFed } from '../shared/energy';
import { BUDGET_PREFERENCES, CUISINES, DIETS, DISH_TYPES_BY_MEAL } from '../shared/options';
import { buildCatalogue } from './catalogue';
import {
  foodsFileSchema,
  pantryCatalogueSchema,
  productsFileSchema,
  recipesFileSchema,
} from './catalogue-schema';
import { mealMinuteLimit, recipeMinutes } from './cooking-time';
import { generatePlan, PlanInfeasibleError, solvePlan } from './generate-plan';
import { evaluateAssignment, searchPlan, type SearchResult } from './optimiser';
import { createRandom } from './random';
import { lowerSodiumWeek, weekSodium } from './salt-rescue';
import { planFloorBreaks } from './kitchen-notes';
import { quotePlanCents } from './plan-quote';
import { planInputSchema } from './plan-input';
import { buildPlanModel, planModel, type PlanModel } from './plan-model';
import { planNotes } from './plan-notes';
import { lazyPlanOutput } from './plan-output';
import {
  buildFloorGroups,
  cuisineFloor,
  dishTypeCap,
  emptyPlanBreaks,
  floorBreaks,
  recipeCap,
} from './variety-floors';

describe('variety floor bounds', () => {
  it('let a recipe come twice in a week and once in up to 3 days', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(recipeCap)).toEqual([1, 1, 1, 2, 2, 2, 2]);
  });

  it('cap a dish type at 3 of 7 days unless fewer chosen types need more', () => {
    expect(dishTypeCap(7, 5)).toBe(3);
    expect(dishTypeCap(7, 3)).toBe(3);
    // Two chosen types: the week spreads evenly over them, 4 and 3.
    expect(dishTypeCap(7, 2)).toBe(4);
    // One chosen type: the person's choice wins.
    expect(dishTypeCap(7, 1)).toBe(7);
    expect(dishTypeCap(3, 5)).toBe(2);
  });

  it('ask 15% of the meals of each chosen cuisine: 4 of 21, 3 of 14', () => {
    expect(cuisineFloor(21)).toBe(4);
    expect(cuisineFloor(14)).toBe(3);
    expect(cuisineFloor(20)).toBe(3);
  });

  it('count breaks above the cap and below the floor', () => {
    const { groups, ofRecipe } = buildFloorGroups(
      [
        {
          meal: 'dinner',
          recipes: [
            { index: 0, cuisine: 'italian', dishType: 'pizza' },
            { index: 1, cuisine: 'indian', dishType: 'chicken' },
          ],
        },
      ],
      { cuisines: ['italian', 'indian'], dishTypes: { breakfast: [], lunch: [], dinner: [] } },
      7,
    );
    const recipe = ofRecipe[0]![0]![0]!;
    expect(groups.names[recipe]).toBe('recipe:0');
    expect([2, 3, 4].map((n) => floorBreaks(groups, recipe, n))).toEqual([0, 1, 2]);
    const indian = groups.names.indexOf('cuisine:indian');
    // 7 dinners: 15% is 2; one indian recipe may fill 2.
    expect(groups.min[indian]).toBe(2);
    expect(floorBreaks(groups, indian, 0)).toBe(2);
    expect(emptyPlanBreaks(groups)).toBeGreaterThanOrEqual(4);
  });

  it('lower a cuisine floor to what the recipes of that cuisine can fill', () => {
    const { groups } = buildFloorGroups(
      [{ meal: 'dinner', recipes: [{ index: 0, cuisine: 'indian', dishType: 'chicken' }] }],
      { cuisines: ['italian', 'indian'], dishTypes: { breakfast: [], lunch: [], dinner: [] } },
      7,
    );
    expect(groups.min[groups.names.indexOf('cuisine:italian')]).toBe(0);
    expect(groups.min[groups.names.indexOf('cuisine:indian')]).toBe(2);
  });
});

// The shipped library, read from data/ as the data tests do (the planner does no IO).
const dataDir = path.resolve(import.meta.dirname, '../../data');
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(dataDir, file), 'utf8'));
const productsFile = productsFileSchema.parse(read('products.json'));
const recipes = readdirSync(path.join(dataDir, 'recipes'))
  .filter((f) => f.endsWith('.json'))
  .sort()
  .flatMap((f) => recipesFileSchema.parse(read(path.join('recipes', f))).recipes);
const catalogue = buildCatalogue({
  foods: foodsFileSchema.parse(read('foods.json')).foods,
  products: productsFile.products,
  recipes,
  priceLevelFactor: productsFile.priceLevelFactor,
  pantryCatalogue: pantryCatalogueSchema.parse(read('pantry-catalogue.json')),
});
const recipeById = new Map(recipes.map((r) => [r.id, r]));

describe('a week a family would live with (shipped library)', () => {
  it('says days are not fed only of days the plan shows unfed, judged as the day lines are', () => {
    // Strict for 1 at the quote: a light breakfast made up by the other meals said "1 of 7
    // days does not reach your energy target" while every day line was within 10% with protein.
    const plans = [
      { servings: 1, budgetCents: 9215, budgetPreference: 'strict' as const },
      { servings: 4, budgetCents: 20_000, budgetPreference: 'balanced' as const },
      { servings: 2, budgetCents: 12_000, budgetPreference: 'flexible' as const },
    ].map((choice) =>
      generatePlan(
        { meals: ['breakfast', 'lunch', 'dinner'], days: 7, store: 'walmart', ...choice },
        catalogue,
        1,
      ),
    );
    for (const plan of plans) {
      const { nutritionByDay, energyTargetKcal } = plan.totals!;
      const unfed = nutritionByDay!.filter((day) => !dayIsFed(day, energyTargetKcal!)).length;
      const note = (plan.notes ?? []).find((n) => n.includes('not reach your energy target'));
      expect(note ? Number(note.split(' ')[0]) : 0).toBe(unfed);
    }
  });

  it('says why days are unfed: the library only when a meal has no recipe that gets there', () => {
    // A tight balanced budget, Mediterranean, 5 servings: a search once left two days light with
    // "no fitting recipe ... gets there" while the library had filling breakfasts in budget.
    const input = planInputSchema.parse({
      meals: ['breakfast', 'lunch', 'dinner'],
      days: 3,
      servings: 5,
      budgetCents: 15_019,
      budgetPreference: 'balanced',
      store: 'walmart',
      diets: ['mediterranean'],
    });
    const { model, result } = solvePlan(input, catalogue, 1);
    const b = model.meals.indexOf('breakfast');
    const lightFirst = (list: readonly { fed: boolean; kcal: number }[]) =>
      list
        .map((c, k) => ({ c, k }))
        .filter(({ c }) => !c.fed)
        .sort((x, y) => x.c.kcal - y.c.kcal)
        .map(({ k }) => k);
    const unfedNote = (m: PlanModel, breakfasts: number[]) => {
      const a = result.assignment.slice();
      let next = 0;
      m.slots.forEach((slot, s) => {
        if (slot.mealIndex === b) a[s] = breakfasts[next++]!;
      });
      const notes = planNotes(m, evaluateAssignment(m, a), lazyPlanOutput(m, a));
      return notes.find((n) => n.includes('not reach your energy target'));
    };
    // The lightest breakfasts every day: days short, while filling breakfasts exist.
    expect(model.candidates[b]!.some((c) => c.fed)).toBe(true);
    const found = unfedNote(model, lightFirst(model.candidates[b]!));
    expect(found).toMatch(/^\d of 3 days do(es)? not reach your energy target/);
    expect(found).toContain('the planner found no week within your budget that gets there');
    // A library with no breakfast that reaches its share: then the library is the reason.
    const lightOnly = model.candidates[b]!.filter((c) => !c.fed);
    const short = planModel({
      ...model,
      candidates: model.candidates.map((list, mi) => (mi === b ? lightOnly : list)),
    });
    expect(unfedNote(short, lightFirst(lightOnly))).toContain(
      'no fitting recipe with a portion and sides that keep your rules gets there',
    );
  });

  it('strict at $197 for 4: no dinner more than twice, no dish type on more than 3 of 7 days', () => {
    // The example at $177 of 2022 prices (7 of 7 dinners were pizza, 7 of 7 lunches
    // pasta), moved to May 2026 prices by issue 31's CPI factor (321.0 / 288.5).
    const plan = generatePlan(
      {
        meals: ['breakfast', 'lunch', 'dinner'],
        days: 7,
        servings: 4,
        budgetCents: 19_700,
        budgetPreference: 'strict',
      },
      catalogue,
      1,
    );
    for (const meal of ['breakfast', 'lunch', 'dinner'] as const) {
      const served = plan.recipes.filter((e) => e.meal === meal && !e.cookedWith);
      const byDish = new Map<string, number>();
      const byRecipe = new Map<string, number>();
      for (const e of served) {
        byDish.set(e.dishType!, (byDish.get(e.dishType!) ?? 0) + 1);
        byRecipe.set(e.recipeId, (byRecipe.get(e.recipeId) ?? 0) + 1);
      }
      expect(Math.max(...byDish.values())).toBeLessThanOrEqual(3);
      expect(Math.max(...byRecipe.values())).toBeLessThanOrEqual(2);
    }
  });

  it('calls a budget that keeps the floors only by breaking one too low, and plans a varied week at its figure', () => {
    // One person, strict, lunch and dinner: single servings make whole packages dear, and the
    // cheapest week within $77.88 had pizza on 5 of 7 dinners and a salad 3 times.
    const input = planInputSchema.parse({
      meals: ['lunch', 'dinner'],
      days: 7,
      servings: 1,
      budgetCents: 7_788,
      budgetPreference: 'strict',
      cuisines: ['korean'],
      dishTypes: { breakfast: [], lunch: ['wrap'], dinner: ['tacos', 'stirfry'] },
      cookingTime: 'under-30',
    });
    let refusal: unknown;
    try {
      generatePlan(input, catalogue, 61);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(PlanInfeasibleError);
    const { code, cheapestTotalCents, message } = refusal as PlanInfeasibleError;
    expect(code).toBe('budget-too-low');
    expect(message).toContain('that keeps your diet, allergies and a varied week costs');
    expect(cheapestTotalCents).toBeGreaterThan(input.budgetCents);
    // At the figure the refusal gave (and the wizard quotes), a plan that keeps every floor.
    const atQuote = { ...input, budgetCents: cheapestTotalCents! };
    expect(quotePlanCents(atQuote, catalogue)).toBe(cheapestTotalCents);
    const solution = solvePlan(atQuote, catalogue, 61);
    expect(solution.result.costCents).toBeLessThanOrEqual(cheapestTotalCents!);
    expect(planFloorBreaks(solution.model, solution.result)).toBe(0);
  });

  it('gives the same figure for a budget far below it as for one just below it', () => {
    // One person, strict, three meals: at $45 the cheapest week found repeated dishes, and the
    // refusal named its cost; at that cost the plan was refused again with a higher one.
    const input = planInputSchema.parse({
      meals: ['breakfast', 'lunch', 'dinner'],
      days: 7,
      servings: 1,
      budgetCents: 4_500,
      budgetPreference: 'strict',
    });
    const figure = (budgetCents: number) => {
      try {
        generatePlan({ ...input, budgetCents }, catalogue, 1);
        return null;
      } catch (error) {
        return (error as PlanInfeasibleError).cheapestTotalCents ?? null;
      }
    };
    const first = figure(4_500);
    expect(first).toBeGreaterThan(4_500);
    expect(figure(first! - 1)).toBe(first);
    expect(figure(first!)).toBeNull();
  });

  it('holds every floor and time limit for random households with room in the budget', () => {
    fc.assert(
      fc.property(
        fc.record({
          servings: fc.integer({ min: 1, max: 6 }),
          preference: fc.constantFrom(...BUDGET_PREFERENCES),
          cuisines: fc.uniqueArray(fc.constantFrom(...CUISINES), { minLength: 0, maxLength: 4 }),
          dinner: fc.uniqueArray(fc.constantFrom(...DISH_TYPES_BY_MEAL.dinner), {
            minLength: 0,
            maxLength: 3,
          }),
          diet: fc.option(fc.constantFrom(...DIETS), { nil: undefined }),
          cookingTime: fc.constantFrom('under-30', '30-60', 'over-60', 'whenever'),
          seed: fc.integer({ min: 1, max: 1000 }),
        }),
        (p) => {
          const input = planInputSchema.parse({
            meals: ['breakfast', 'lunch', 'dinner'],
            days: 7,
            servings: p.servings,
            // Four times what a strict week costs: the budget never decides a floor here.
            budgetCents: 6_000 * p.servings * 4,
            budgetPreference: p.preference,
            cuisines: p.cuisines,
            dishTypes: { breakfast: [], lunch: [], dinner: p.dinner },
            diets: p.diet ? [p.diet] : [],
            cookingTime: p.cookingTime,
          });
          const model = buildPlanModel(catalogue, input, p.seed);
          const plan = generatePlan(input, catalogue, p.seed);
          const uses = new Map<string, number>();
          for (const e of plan.recipes) {
            if (e.cookedWith) continue;
            uses.set(e.recipeId, (uses.get(e.recipeId) ?? 0) + 1);
          }
          // Where the library is not the limit (floors lowered or time relaxed), every floor holds.
          const libraryLimited = model.timeLimits.some((t) => t.overKept > 0);
          if (!libraryLimited) {
            expect(Math.max(...uses.values())).toBeLessThanOrEqual(2);
            for (const e of plan.recipes) {
              if (e.cookedWith) continue;
              const r = recipeById.get(e.recipeId)!;
              expect(recipeMinutes(r)).toBeLessThanOrEqual(mealMinuteLimit(p.cookingTime, e.meal));
            }
          }
          // No two days running with the same dinner.
          const dinners = plan.recipes.filter((e) => e.meal === 'dinner').map((e) => e.recipeId);
          dinners.forEach((id, d) => d > 0 && expect(id).not.toBe(dinners[d - 1]));
          // Dish types within their caps and cuisines at their floors, as the model bounds them.
          const counts = new Map<string, number>();
          for (const e of plan.recipes) {
            const r = recipeById.get(e.recipeId)!;
            const names = [`cuisine:${r.cuisine}`];
            if (e.meal !== 'breakfast') names.push(`cuisine-main:${r.cuisine}`);
            if (!e.cookedWith) names.push(`dish:${e.meal}:${r.dishType}`);
            for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
          }
          model.floors.names.forEach((name, g) => {
            if (name.startsWith('recipe:')) return;
            const breaks = floorBreaks(model.floors, g, counts.get(name) ?? 0);
            // Known gap: with three tight cuisine floors the search, moving one meal at a
            // time, can end one meal short of one cuisine (moving a meal from another floored
            // cuisine gains nothing); the plan's note then names it.
            if (name.startsWith('cuisine')) expect(breaks, name).toBeLessThanOrEqual(1);
            else expect(breaks, name).toBe(0);
          });
        },
      ),
      { numRuns: 12, seed: 27 },
    );
  }, 120_000);
});

const matches = (model: PlanModel, result: SearchResult) =>
  model.slots.filter(
    (slot, s) => model.candidates[slot.mealIndex]![result.assignment[s]!]!.matchesTastes,
  ).length;

describe('a week over its sodium goal', () => {
  // Household 211 of npm run bench:quality: two people, American and Chinese, pizza dinners.
  const input = planInputSchema.parse({
    meals: ['breakfast', 'lunch', 'dinner'],
    days: 7,
    servings: 2,
    budgetCents: 28_208,
    budgetPreference: 'balanced',
    cuisines: ['american', 'chinese'],
    dishTypes: {
      breakfast: ['eggs', 'yogurt', 'cereal'],
      lunch: ['wrap', 'salad'],
      dinner: ['pizza'],
    },
    allergies: ['treeNuts', 'peanuts'],
  });

  it('gets a plan with less sodium that keeps every taste match, the budget and the floors', () => {
    const model = buildPlanModel(catalogue, input, 212);
    const searched = searchPlan(model, createRandom(212));
    const before = weekSodium(model, searched);
    expect(before.mg).toBeGreaterThan(before.goal);
    const lower = lowerSodiumWeek(model, searched, createRandom(1), { restarts: 1, kicks: 40 });
    expect(lower).not.toBeNull();
    expect(weekSodium(model, lower!).mg).toBeLessThan(before.mg);
    expect(matches(model, lower!)).toBeGreaterThanOrEqual(matches(model, searched));
    expect(lower!.costCents).toBeLessThanOrEqual(input.budgetCents);
  });

  it('leaves a week within its goal as it is', () => {
    const model = buildPlanModel(catalogue, input, 212);
    const searched = searchPlan(model, createRandom(212));
    const within = { ...model, input: { ...model.input, days: 1000 } };
    expect(lowerSodiumWeek(within, searched, createRandom(1))).toBeNull();
  });

  it('shows in the plan: sodium a person a day within 2,300 mg', () => {
    // The plan's own rescue is a short search (no kicks): for this household it lowers the
    // week on about three seeds in four (31 of seeds 200-239), seed 200 among them.
    const model = buildPlanModel(catalogue, input, 200);
    const searched = weekSodium(model, searchPlan(model, createRandom(200)));
    expect(searched.mg).toBeGreaterThan(2300);
    const plan = generatePlan(input, catalogue, 200);
    expect(plan.totals!.nutritionPerDay.sodiumMg).toBeLessThan(searched.mg);
    expect(plan.totals!.nutritionPerDay.sodiumMg).toBeLessThanOrEqual(2300);
  });
});
