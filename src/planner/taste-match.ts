/**
 * Whether a recipe is of the person's cuisines and of their dish types for its meal (an empty
 * choice takes any). One rule for the objective's taste charges (plan-model.ts) and for the
 * notes that say which meals miss (plan-notes.ts).
 */
export function matchTastes(
  recipe: { cuisine: string; dishType: string },
  cuisines: readonly string[],
  dishTypes: readonly string[],
): { cuisine: boolean; dish: boolean } {
  return {
    cuisine: cuisines.length === 0 || cuisines.includes(recipe.cuisine),
    dish: dishTypes.length === 0 || dishTypes.includes(recipe.dishType),
  };
}
