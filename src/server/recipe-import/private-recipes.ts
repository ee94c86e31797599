/**
 * A person's own recipes are private (issue 30): a read-only share link shows such a recipe's
 * title and source link only, never its ingredient lines or steps (which may be copied from
 * a page whose words are not ours to republish).
 */
import { inArray } from 'drizzle-orm';
import type { GeneratedPlan } from '../../shared/generated-plan';
import type { Database } from '../db/client';
import { userRecipes } from '../db/schema';

const OWN_PREFIX = 'own-';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function hidePrivateRecipes(
  db: Database,
  plan: GeneratedPlan,
): Promise<GeneratedPlan> {
  const ids = [
    ...new Set(
      plan.recipes
        .map((r) => r.recipeId)
        .filter((id) => id.startsWith(OWN_PREFIX))
        .map((id) => id.slice(OWN_PREFIX.length))
        .filter((id) => UUID.test(id)),
    ),
  ];
  if (!plan.recipes.some((r) => r.recipeId.startsWith(OWN_PREFIX))) return plan;
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: userRecipes.id, sourceUrl: userRecipes.sourceUrl })
          .from(userRecipes)
          .where(inArray(userRecipes.id, ids));
  const sources = new Map(rows.map((r) => [`${OWN_PREFIX}${r.id}`, r.sourceUrl]));
  return {
    ...plan,
    recipes: plan.recipes.map((entry) => {
      if (!entry.recipeId.startsWith(OWN_PREFIX)) return entry;
      const source = sources.get(entry.recipeId);
      return {
        ...entry,
        recipe: { main_dish_ingredients: [], instructions: [] },
        // The source link takes the place of the description: the only text shown with it.
        description: source ?? undefined,
      };
    }),
  };
}
