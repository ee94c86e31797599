/**
 * Puts a person's own recipes into a plan's input, as the plan's "Your recipes" setting says
 * (issue 30). The generation job and the swap call it after plannerInputFor.
 */
import type { PlanInput } from '../../planner/plan-input';
import { toPlannerRecipe } from '../../recipe-import/planner-recipe';
import {
  OWN_RECIPES_MODES,
  savedIngredientSchema,
  type OwnRecipesMode,
} from '../../shared/my-recipes';
import type { Database } from '../db/client';
import { z } from 'zod';
import { ownRecipesForPlanning } from './my-recipes-service';

export function ownRecipesModeOf(settings: Record<string, unknown>): OwnRecipesMode {
  const mode = settings.ownRecipes;
  return OWN_RECIPES_MODES.find((m) => m === mode) ?? 'mixed';
}

const lines = z.array(savedIngredientSchema);

export async function withOwnRecipes(
  db: Database,
  userId: string,
  input: PlanInput,
  settings: Record<string, unknown>,
): Promise<PlanInput> {
  const mode = ownRecipesModeOf(settings);
  if (mode === 'none') return { ...input, ownRecipes: [], ownRecipesMode: 'none' };
  const rows = await ownRecipesForPlanning(db, userId);
  const ownRecipes: PlanInput['ownRecipes'] = [];
  const have = new Set(input.pantry);
  for (const row of rows) {
    const parsed = lines.safeParse(row.ingredients);
    const instructions = z.array(z.string()).safeParse(row.instructions);
    if (!parsed.success) continue;
    const planned = toPlannerRecipe({
      ...row,
      ingredients: parsed.data,
      instructions: instructions.success ? instructions.data : [],
    });
    if (!planned) continue;
    ownRecipes.push(planned.recipe);
    for (const f of planned.haveFoods) have.add(f);
  }
  return { ...input, ownRecipes, ownRecipesMode: mode, pantry: [...have] };
}
