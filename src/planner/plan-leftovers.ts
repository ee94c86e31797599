/**
 * What a plan leaves in the pantry once bought and cooked: what was held, minus what the plan
 * takes from it, plus the leftovers of the packages bought (items the person kept on the list).
 * The server's "I bought this", the CLI and the carry-over bench all use this one rule.
 */
import type { GeneratedPlan } from '../shared/generated-plan';
import type { PantryStock } from '../shared/pantry-stock';

/** Leftover grams per food of the bought packages (removed items were not bought). */
export function planLeftovers(plan: GeneratedPlan): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of Object.values(plan.shopping_list.items)) {
    if (item.active === 0 || !item.foodId || !item.leftoverGrams) continue;
    out.set(item.foodId, (out.get(item.foodId) ?? 0) + item.leftoverGrams);
  }
  return out;
}

/** Grams per food the plan takes from the pantry's quantities. */
export function planPantryTake(plan: GeneratedPlan): Map<string, number> {
  const out = new Map<string, number>();
  for (const use of plan.pantryUse ?? []) {
    out.set(use.foodId, (out.get(use.foodId) ?? 0) + use.grams);
  }
  return out;
}

/** The pantry after the plan: never below zero, empty entries dropped. */
export function pantryAfterPlan(before: PantryStock, plan: GeneratedPlan): PantryStock {
  const grams = new Map<string, number>();
  for (const s of before) grams.set(s.foodId, (grams.get(s.foodId) ?? 0) + s.grams);
  for (const [foodId, g] of planPantryTake(plan)) {
    grams.set(foodId, Math.max(0, (grams.get(foodId) ?? 0) - g));
  }
  for (const [foodId, g] of planLeftovers(plan)) grams.set(foodId, (grams.get(foodId) ?? 0) + g);
  return [...grams]
    .filter(([, g]) => g >= 0.01)
    .map(([foodId, g]) => ({ foodId, grams: Math.round(g * 100) / 100 }));
}
