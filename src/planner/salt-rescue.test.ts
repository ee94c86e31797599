import { describe, expect, it } from 'vitest';
import { readReferenceData } from '../server/catalogue/load-reference-catalogue';
import { buildCatalogue } from './catalogue';
import { generatePlan } from './generate-plan';
import { searchPlan, type SearchResult } from './optimiser';
import { planInputSchema } from './plan-input';
import { buildPlanModel, type PlanModel } from './plan-model';
import { createRandom } from './random';
import { lowerSodiumWeek, weekSodium } from './salt-rescue';

const reference = readReferenceData();
const catalogue = buildCatalogue(reference);

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
    const plan = generatePlan(input, catalogue, 212);
    expect(plan.totals!.nutritionPerDay.sodiumMg).toBeLessThanOrEqual(2300);
  });
});
