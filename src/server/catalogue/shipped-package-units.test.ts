/**
 * The list buys what the recipe text says (issue 27): a recipe line of whole packages, "1 (28
 * oz) can crushed tomatoes", buys that many of the store's packages. The catalogue's can of
 * crushed tomatoes was 794 g and the 28 oz can sold is 793.79 g, so each "1 can" line needed
 * a second can: the Balanced week for 4 at $200 read "1 (28 oz) can" twice and bought three.
 */
import { describe, expect, it } from 'vitest';
import { generatePlan } from '../../planner/generate-plan';
import { planInputSchema, type PlanInputData } from '../../planner/plan-input';
import type { GeneratedPlan } from '../../shared/generated-plan';
import { loadReferenceCatalogue } from './load-reference-catalogue';

const catalogue = loadReferenceCatalogue();

/** "1 (28 oz) can", "2 (15 oz) cans", "1 (16 oz) box": a line of whole packages. */
const WHOLE_PACKAGES = /^(\d+) \(\d+ oz\) (?:can|jar|bag|box|package)e?s?$/;

/**
 * Foods whose every line in the plan is whole packages, with the packages the lines name and
 * the packages the list buys.
 */
function packagesNamedAndBought(
  plan: GeneratedPlan,
): Map<string, { lines: string[]; named: number; bought: number }> {
  const lines = plan.recipes.flatMap((r) => [
    ...r.recipe.main_dish_ingredients,
    ...(r.sides ?? []).flatMap((s) => s.ingredients),
  ]);
  const byFood = new Map<string, { lines: string[]; named: number; bought: number }>();
  const notWhole = new Set<string>();
  for (const line of lines) {
    if (!line.foodId) continue;
    const m = WHOLE_PACKAGES.exec(line.quantity);
    if (!m) {
      notWhole.add(line.foodId);
      continue;
    }
    const entry = byFood.get(line.foodId) ?? { lines: [], named: 0, bought: 0 };
    entry.lines.push(`${line.quantity} ${line.ingredient}`);
    entry.named += Number(m[1]);
    byFood.set(line.foodId, entry);
  }
  for (const id of notWhole) byFood.delete(id);
  for (const item of Object.values(plan.shopping_list.items)) {
    const entry = item.foodId === undefined ? undefined : byFood.get(item.foodId);
    if (entry) entry.bought += item.quantity_to_buy;
  }
  return byFood;
}

describe('whole packages in the recipe text', () => {
  const week = (extra: Partial<PlanInputData>, seed = 1) =>
    generatePlan(
      planInputSchema.parse({
        // The CLI's defaults: npm run plan -- --days 7 --servings 4 --budget 200
        meals: ['breakfast', 'lunch', 'dinner'],
        days: 7,
        store: 'walmart',
        cookingTime: '30-60',
        ...extra,
      }),
      catalogue,
      seed,
    );

  it('buy one crushed-tomato can per "1 (28 oz) can" line (Balanced, 4 servings, $200)', () => {
    // Penne all'Arrabbiata (4 servings, "1 (28 oz) can crushed tomatoes") on two days, as the
    // week of the issue had it: pinned, so the test does not hang on the search's choices.
    const pins = [1, 3].map((day) => ({
      recipeId: 'italian-penne-arrabbiata',
      day,
      meal: 'lunch' as const,
    }));
    const plan = week({ servings: 4, budgetCents: 20000, budgetPreference: 'balanced', pins });
    const tomatoes = packagesNamedAndBought(plan).get('crushed-tomatoes');
    expect(tomatoes?.lines.filter((l) => l === '1 (28 oz) can crushed tomatoes')).toHaveLength(2);
    expect(tomatoes?.bought).toBe(tomatoes?.named);
  });

  it.each([
    [{ servings: 4, budgetCents: 20000, budgetPreference: 'balanced' as const }, 1],
    [{ servings: 2, budgetCents: 14000, budgetPreference: 'strict' as const }, 3],
    [{ servings: 6, budgetCents: 30000, budgetPreference: 'flexible' as const }, 5],
  ])('never buy more packages than the lines name (%o, seed %i)', (input, seed) => {
    const over = [...packagesNamedAndBought(week(input, seed))]
      .filter(([, e]) => e.bought > e.named)
      .map(([id, e]) => `${id}: ${e.lines.join('; ')} -> ${e.bought} bought`);
    expect(over).toEqual([]);
  });
});
