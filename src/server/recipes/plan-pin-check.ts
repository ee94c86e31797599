/**
 * The pin check of plan creation and "Replan the rest" (issue 32): the planner's own pin
 * rules (recipe-memory.ts) on the person's diets, allergies and never-again list as they are
 * now, so a pin that breaks one is refused with the reason before any job is queued.
 */
import { pinsRefusal } from '../../planner/recipe-memory';
import type { SessionUser } from '../auth/require-user';
import type { Database } from '../db/client';
import { loadPantry } from '../pantry/pantry-routes';
import type { CatalogueSource } from '../plans/catalogue-source';
import { plannerInputFor, PlanSettingsError } from '../plans/planner-input';
import type { PinnedPlan } from '../plans/plans-service';
import { loadPreferences } from '../preferences/preferences-routes';
import { loadRecipeMemory } from './recipe-memory-store';

export function planPinCheckOf(deps: { db: Database; catalogue: CatalogueSource }) {
  return async (user: SessionUser, plan: PinnedPlan): Promise<string | null> => {
    const [prefs, pantry, catalogue, memory] = await Promise.all([
      loadPreferences(deps.db, user.id),
      loadPantry(deps.db, user.id),
      deps.catalogue(),
      loadRecipeMemory(deps.db, user.id),
    ]);
    try {
      const input = plannerInputFor(plan, prefs, pantry);
      return pinsRefusal(catalogue, { ...input, neverRecipeIds: memory.neverRecipeIds });
    } catch (error) {
      if (error instanceof PlanSettingsError) return error.message;
      throw error;
    }
  };
}
