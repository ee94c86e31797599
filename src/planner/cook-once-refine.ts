/**
 * After cook-once lunches are chosen (cook-once.ts), the plan costs less than the search saw:
 * what it saved may now buy what the budget ruled out before (a chosen cuisine's share, a
 * dish type off the cap). One round of best single replacements on the other slots, never
 * touching a cook-once lunch or the dinner it comes from, or a pinned or locked meal, within
 * the budget.
 */
import type { SearchResult } from './optimiser';
import type { PlanModel } from './plan-model';
import { keepsSodiumGoal } from './salt-rescue';
import { SearchState } from './search-moves';

export function refineAfterCookOnce(model: PlanModel, result: SearchResult): SearchResult {
  if (!model.cookOnce) return result;
  const { lunch, dinner } = model.cookOnce;
  const M = model.meals.length;
  // One state for the whole refinement, reloaded only when a replacement is taken: a new
  // state per slot (its tables, then the whole plan loaded) cost more than the alternatives.
  const state = new SearchState(model, false, null);
  state.load(result.assignment);
  let current = state.snapshot();
  // Per meal, the candidates that are not a cook-once lunch (those are chosen in cook-once.ts).
  const ordinary = model.candidates.map((list) =>
    Int32Array.from(list.flatMap((cand, c) => (cand.cookedWith === undefined ? [c] : []))),
  );
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
      // The best replacement that keeps the sodium goal: the search's own bounded best move,
      // asked again without a candidate the goal refused.
      let allowed = ordinary[mi]!;
      for (;;) {
        const c = state.bestImprovement(s, allowed);
        if (c < 0) break;
        const trial = current.assignment.slice();
        trial[s] = c;
        if (keepsSodiumGoal(model, trial, current.assignment)) {
          state.load(trial);
          current = state.snapshot();
          improved = true;
          break;
        }
        allowed = allowed.filter((x) => x !== c);
      }
    }
    if (!improved) break;
  }
  return current;
}
