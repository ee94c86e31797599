import { describe, expect, it } from 'vitest';
import { loadReferenceCatalogue, readReferenceData } from './load-reference-catalogue';
import { generatePlan, PlanInfeasibleError } from '../../planner/generate-plan';
import { planInputSchema, type PlanInputData } from '../../planner/plan-input';
import { buildPlanModel } from '../../planner/plan-model';
import { catalogueWithOwnRecipes } from '../../planner/own-recipes';
import { pinsRefusal, recipeMemory } from '../../planner/recipe-memory';
import { swapAlternatives, swapMeal } from '../../planner/swap-meal';

const catalogue = loadReferenceCatalogue();
const base: Omit<PlanInputData, 'budgetCents'> = {
  meals: ['breakfast', 'lunch', 'dinner'],
  days: 7,
  servings: 2,
};
const plan = (extra: Partial<PlanInputData> = {}) =>
  generatePlan({ ...base, budgetCents: 16000, ...extra }, catalogue, 7);
const ids = (p: ReturnType<typeof plan>) => p.recipes.map((r) => r.recipeId);

describe('the planner listens (issue 32)', () => {
  const first = plan();

  it('never plans a never-again recipe', () => {
    const never = [...new Set(ids(first))].slice(0, 5);
    const next = plan({ neverRecipeIds: never });
    expect(ids(next).filter((id) => never.includes(id))).toEqual([]);
  });

  it("avoids last weeks' recipes unless loved", () => {
    const recent = [...new Set(ids(first))];
    const next = plan({ recentRecipeIds: recent });
    const again = ids(next).filter((id) => recent.includes(id));
    expect(again.length).toBeLessThanOrEqual(Math.floor(first.recipes.length * 0.1));
    // A loved recent recipe is not charged: it may come back (and does, at this budget).
    const loved = first.recipes.find((r) => r.meal === 'dinner')!.recipeId;
    const withLoved = plan({ recentRecipeIds: recent, lovedRecipeIds: [loved] });
    expect(ids(withLoved)).toContain(loved);
  });

  it('never offers a never-again recipe as a swap, and swaps a meal rated since', () => {
    const input = { ...base, budgetCents: 16000 };
    const offered = swapAlternatives(first, 2, 'dinner', catalogue, input);
    expect(offered.length).toBeGreaterThan(1);
    const never = offered[0]!.recipeId;
    const current = first.recipes.find((r) => r.day === 2 && r.meal === 'dinner')!.recipeId;
    // The meal being swapped is itself rated "Never again" since the plan was made.
    const withNever = { ...input, neverRecipeIds: [never, current] };
    const again = swapAlternatives(first, 2, 'dinner', catalogue, withNever);
    expect(again.map((a) => a.recipeId)).not.toContain(never);
    expect(again.length).toBeGreaterThan(0);
    const swapped = swapMeal(first, 2, 'dinner', 5, catalogue, withNever);
    const now = swapped.recipes.find((r) => r.day === 2 && r.meal === 'dinner')!.recipeId;
    expect([never, current]).not.toContain(now);
  });

  it('gives loved recipes a taste credit in the model', () => {
    const input = planInputSchema.parse({ ...base, budgetCents: 16000 });
    const loved = first.recipes[0]!.recipeId;
    const ri = catalogue.recipeIndexById.get(loved)!;
    const penaltyOf = (m: ReturnType<typeof buildPlanModel>) =>
      m.candidates[0]!.find((c) => c.recipe === ri)!.penalty;
    const plain = buildPlanModel(catalogue, input, 7);
    const withLove = buildPlanModel(catalogue, { ...input, lovedRecipeIds: [loved] }, 7);
    expect(penaltyOf(withLove)).toBeLessThan(penaltyOf(plain));
  });

  it('keeps pinned recipes where they were pinned, and places "anywhere" pins once', () => {
    const pinned = plan({
      pins: [
        { recipeId: 'mexican-carnitas-tacos', day: 5, meal: 'dinner' },
        { recipeId: 'mexican-black-bean-avocado-torta', day: 2, meal: 'lunch' },
        { recipeId: 'mexican-molletes' },
      ],
    });
    const at = (day: number, meal: string) =>
      pinned.recipes.find((r) => r.day === day && r.meal === meal)!;
    expect(at(5, 'dinner')).toMatchObject({ recipeId: 'mexican-carnitas-tacos', pinned: true });
    expect(at(2, 'lunch')).toMatchObject({
      recipeId: 'mexican-black-bean-avocado-torta',
      pinned: true,
    });
    expect(
      pinned.recipes.filter((r) => r.recipeId === 'mexican-molletes' && r.pinned),
    ).toHaveLength(1);
    expect(pinned.recipes.filter((r) => r.pinned)).toHaveLength(3);
  });

  it('keeps a pinned lunch even where cooking the dinner twice would be cheaper', () => {
    const pins = [{ recipeId: 'mexican-black-bean-corn-salad', day: 2, meal: 'lunch' as const }];
    const p = generatePlan(
      { ...base, budgetCents: 16000, budgetPreference: 'strict', pins },
      catalogue,
      3,
    );
    expect(p.recipes.find((r) => r.day === 2 && r.meal === 'lunch')).toMatchObject({
      recipeId: 'mexican-black-bean-corn-salad',
      pinned: true,
    });
  });

  it('refuses a pin that breaks a diet or an allergy, with the reason', () => {
    expect(() =>
      plan({ diets: ['vegetarian'], pins: [{ recipeId: 'mexican-carnitas-tacos' }] }),
    ).toThrow(PlanInfeasibleError);
    try {
      plan({ diets: ['vegetarian'], pins: [{ recipeId: 'mexican-carnitas-tacos' }] });
    } catch (error) {
      expect((error as PlanInfeasibleError).code).toBe('pin-refused');
      expect((error as Error).message).toBe(
        '"Slow-Cooked Pork Carnitas Tacos" is not Vegetarian, and you chose that diet.',
      );
    }
    const input = planInputSchema.parse({
      ...base,
      budgetCents: 16000,
      allergies: ['milk'],
      pins: [{ recipeId: 'mexican-black-bean-quesadillas' }],
    });
    expect(pinsRefusal(catalogue, input)).toBe(
      '"Black Bean and Cheese Quesadillas" contains dairy, which you are allergic to.',
    );
  });

  it('refuses pins the plan has no room for', () => {
    const input = (pins: PlanInputData['pins']) =>
      planInputSchema.parse({ ...base, days: 3, budgetCents: 9000, pins });
    expect(pinsRefusal(catalogue, input([{ recipeId: 'nope' }]))).toBe(
      'There is no recipe "nope" in the library.',
    );
    expect(pinsRefusal(catalogue, input([{ recipeId: 'mexican-carnitas-tacos', day: 5 }]))).toMatch(
      /pinned to day 5, but the plan has 3 days/,
    );
    expect(
      pinsRefusal(
        catalogue,
        input([{ recipeId: 'mexican-carnitas-tacos', day: 1, meal: 'breakfast' }]),
      ),
    ).toMatch(/is a dinner recipe; it cannot be pinned to breakfast/);
    expect(
      pinsRefusal(
        catalogue,
        input([
          { recipeId: 'mexican-carnitas-tacos', day: 1, meal: 'dinner' },
          { recipeId: 'mexican-baja-fish-tacos', day: 1, meal: 'dinner' },
        ]),
      ),
    ).toBe('Two recipes are pinned to dinner on day 1; keep one.');
  });

  it('turns the marks into per-recipe flags and charges once, loved over recent', () => {
    const input = planInputSchema.parse({
      ...base,
      budgetCents: 16000,
      neverRecipeIds: ['mexican-carnitas-tacos', 'no-such-recipe'],
      lovedRecipeIds: ['mexican-molletes'],
      recentRecipeIds: ['mexican-molletes', 'mexican-baja-fish-tacos'],
    });
    const model = buildPlanModel(catalogue, input, 7);
    const memory = recipeMemory(catalogue, input, model.weights);
    const index = (id: string) => catalogue.recipeIndexById.get(id)!;
    expect(memory.never.length).toBe(catalogue.recipes.length);
    expect([...memory.never].reduce((a, b) => a + b, 0)).toBe(1);
    expect(memory.never[index('mexican-carnitas-tacos')]).toBe(1);
    // Loved and recent: the credit, not the charge.
    expect(memory.charges[index('mexican-molletes')]).toBeLessThan(0);
    expect(memory.charges[index('mexican-baja-fish-tacos')]).toBeGreaterThan(0);
    expect(memory.charges[index('mexican-black-bean-quesadillas')]).toBe(0);
  });

  it('says nothing of a pinned meal outside the tastes: the person chose it', () => {
    const input: Omit<PlanInputData, 'budgetCents'> = { ...base, cuisines: ['mexican'] };
    const pins = [
      { recipeId: 'american-black-eyed-pea-kale-soup', day: 3, meal: 'lunch' as const },
    ];
    // The note counts the lunches the planner chose outside the tastes, never the pinned one:
    // none, no note (where one used to blame variety for the pin); one (at $300 the balanced
    // week may take a lunch of another cuisine for variety), "1 of the 6 lunches you did not
    // pin", not 2 of 7. Seeds 4 and 6 give one of each (of seeds 1-12, 8 weeks have none
    // since decision 0033's search, 4 before it).
    const chosenOutside = [4, 6].map((seed) => {
      const rich = generatePlan({ ...input, budgetCents: 30000, pins }, catalogue, seed);
      expect(rich.recipes.find((r) => r.day === 3 && r.meal === 'lunch')!.pinned).toBe(true);
      const outside = rich.recipes.filter(
        (r) => r.meal === 'lunch' && !r.pinned && r.cuisine !== 'mexican',
      ).length;
      expect((rich.notes ?? []).filter((n) => n.includes('outside your tastes'))).toEqual(
        outside === 0
          ? []
          : [expect.stringMatching(new RegExp(`^${outside} of the 6 lunches you did not pin`))],
      );
      return outside;
    });
    expect(chosenOutside).toEqual([0, 1]);
    // A miss of its own is counted among the meals it chose.
    const tight = generatePlan({ ...input, budgetCents: 15000, pins }, catalogue, 7);
    expect(
      (tight.notes ?? []).filter((n) => n.includes('lunches') && n.includes('outside your tastes')),
    ).toEqual([
      expect.stringMatching(/^\d of the 6 lunches you did not pin (is|are) outside your tastes/),
    ]);
  });

  it('keeps loved recipes of a big library in the prescreen', () => {
    // 1,500 of the person's own dinners: more than the model prices per meal (the prescreen).
    const dinners = readReferenceData().recipes.filter((r) => r.meal === 'dinner');
    const own = Array.from({ length: 1500 }, (_, i) => {
      const r = dinners[i % dinners.length]!;
      const scale = 1 + (i % 7) / 10;
      return {
        ...r,
        id: `own-${i}`,
        title: `${r.title} (mine ${i})`,
        ingredients: r.ingredients.map((ing) => ({ ...ing, quantity: ing.quantity * scale })),
      };
    });
    const big = catalogueWithOwnRecipes(catalogue, own, 'mixed', ['dinner']).catalogue;
    const input = planInputSchema.parse({ ...base, meals: ['dinner'], budgetCents: 16000 });
    const plain = new Set(buildPlanModel(big, input, 7).candidates[0]!.map((c) => c.recipe));
    // Dinners just past the prescreen by price: loved, some of them become candidates.
    const byPrice = [...big.recipesByMeal.dinner].sort(
      (a, b) => big.recipes[a]!.linearCentsPerServing - big.recipes[b]!.linearCentsPerServing,
    );
    const tried = byPrice.slice(680, 760).filter((ri, k) => k % 8 === 0 && !plain.has(ri));
    const kept = tried.filter((ri) => {
      const loved = { ...input, lovedRecipeIds: [big.recipes[ri]!.recipe.id] };
      return buildPlanModel(big, loved, 7).candidates[0]!.some((c) => c.recipe === ri);
    });
    expect(tried.length).toBeGreaterThan(5);
    expect(kept.length).toBeGreaterThan(0);
  });
});
