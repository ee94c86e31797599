/**
 * After cook-once lunches are chosen (cook-once.ts), the plan costs less than the search saw:
 * what it saved may now buy what the budget ruled out before (a chosen cuisine's share, a
 * dish type off the cap). One round of best single replacements on the other slots, never
 * touching a cook-once lunch or the dinner it comes from, or a pinned or locked meal, within
 * the budget.
 */
import { evaluateAssignment, slotAlternatives, type SearchResult } from './optimiser';
import type { PlanModel } from './plan-model';
import { keepsSodiumGoal } from './salt-rescue';

export function refineAfterCookOnce(model: PlanModel, result: SearchResult): SearchResult {
  if (!model.cookOnce) return result;
  const { lunch, dinner } = model.cookOnce;
  const M = model.meals.length;
  let current = result;
  for (let sweep = 0; sweep < 2; sweep++) {
    let improved = false;
    const fixed = new Set<number>();
    model.slots.forEach((slot, s) => {
      if (slot.mealIndex !== lunch) return;
      if (model.candidates[lunch]![current.assignment[s]!]!.cookedWith === undefined) return;
      fixed.add(s);
      fixed.add(s - M + (dinner - lunch));
    });
    for (let s = 0; s < model.slots.length; s++) {
      // Nor a pinned or locked meal (issue 32): the person put it there.
      if (fixed.has(s) || (model.fixed && model.fixed[s]! >= 0)) continue;
      const mi = model.slots[s]!.mealIndex;
      let best: SearchResult | null = null;
      for (const alt of slotAlternatives(model, current.assignment, s)) {
        if (model.candidates[mi]![alt.candidate]!.cookedWith !== undefined) continue;
        if (model.hardBudget && alt.excessCents > current.excessCents) continue;
        if (!keepsSodiumGoal(model, alt.assignment, current.assignment)) continue;
        if (alt.objective < (best ?? current).objective) best = alt;
      }
      if (best) {
        current = evaluateAssignment(model, best.assignment);
        improved = true;
      }
    }
    if (!improved) break;
  }
  return current;
}
