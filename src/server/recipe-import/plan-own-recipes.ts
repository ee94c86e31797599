/**
 * Puts a person's own recipes into a plan's input, as the plan's "Your recipes" setting says
 * (issue 30). The generation job and the swap call it after plannerInputFor.
 */
import type { PlanInput } from '../../planner/plan-input';
import { toPlannerRecipe, type PlannerRecipeOf } from '../../recipe-import/planner-recipe';
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

type Row = Awaited<ReturnType<typeof ownRecipesForPlanning>>[number];

/**
 * Each saved recipe in the planner's shape, kept per version (row id and updatedAt, which
 * every update sets): the planner caches what it builds from a recipe by the recipe object
 * (own-recipes.ts), so an unchanged recipe must come back as the very same object, plan after
 * plan (docs/decisions/0029). Bounded: the oldest entries go first.
 */
const plannedByVersion = new Map<string, PlannerRecipeOf | null>();
export const KEEP_PLANNED_VERSIONS = 20_000;

export function plannerRecipeOfRow(row: Row): PlannerRecipeOf | null {
  const version = `${row.id}@${row.updatedAt.getTime()}`;
  const hit = plannedByVersion.get(version);
  if (hit !== undefined) return hit;
  const parsed = lines.safeParse(row.ingredients);
  const instructions = z.array(z.string()).safeParse(row.instructions);
  const planned = parsed.success
    ? toPlannerRecipe({
        ...row,
        ingredients: parsed.data,
        instructions: instructions.success ? instructions.data : [],
      })
    : null;
  if (plannedByVersion.size >= KEEP_PLANNED_VERSIONS) {
    plannedByVersion.delete(plannedByVersion.keys().next().value!);
  }
  plannedByVersion.set(version, planned);
  return planned;
}

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
    const planned = plannerRecipeOfRow(row);
    if (!planned) continue;
    ownRecipes.push(planned.recipe);
    for (const f of planned.haveFoods) have.add(f);
  }
  return { ...input, ownRecipes, ownRecipesMode: mode, pantry: [...have] };
}
