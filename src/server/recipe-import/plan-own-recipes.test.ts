import { describe, expect, it } from 'vitest';
import { plannerRecipeOfRow } from './plan-own-recipes';

type Row = Parameters<typeof plannerRecipeOfRow>[0];

function row(id: string, updatedAt: Date, grams: number): Row {
  return {
    id,
    userId: 'person-a',
    title: 'Our stew',
    sourceUrl: null,
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 30,
    meal: 'dinner',
    cuisine: null,
    dishType: null,
    imageUrl: null,
    ingredients: [
      {
        text: `${grams} g rice`,
        quantity: grams,
        unit: 'g',
        foodId: 'rice',
        grams,
        optional: false,
        confidence: 1,
        group: null,
        leaveOffList: false,
      },
    ],
    instructions: ['Cook.'],
    createdAt: new Date(0),
    updatedAt,
  };
}

describe('plannerRecipeOfRow (issue 30: own recipes kept per version for the planner)', () => {
  it('gives the very same recipe object while the row is unchanged, so the planner reuses its build', () => {
    const at = new Date('2026-11-01T10:00:00Z');
    const first = plannerRecipeOfRow(row('0b5e-1', at, 200));
    // A fresh read of the same row (new objects from the database) at the same version.
    const again = plannerRecipeOfRow(row('0b5e-1', new Date(at), 200));
    expect(first).not.toBeNull();
    expect(again!.recipe).toBe(first!.recipe);
  });

  it('gives a new recipe with the new amounts once the row is updated', () => {
    const at = new Date('2026-11-01T10:00:00Z');
    const before = plannerRecipeOfRow(row('0b5e-2', at, 200))!;
    const after = plannerRecipeOfRow(row('0b5e-2', new Date(at.getTime() + 1), 350))!;
    expect(after.recipe).not.toBe(before.recipe);
    expect(after.recipe.ingredients[0]!.quantity).toBe(350);
    expect(before.recipe.ingredients[0]!.quantity).toBe(200);
  });

  it('keeps a row whose lines do not parse out of the plan', () => {
    const bad = { ...row('0b5e-3', new Date(), 100), ingredients: [{ text: 7 }] };
    expect(plannerRecipeOfRow(bad)).toBeNull();
  });
});
