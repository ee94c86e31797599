/**
 * A person's own recipes as extra planner candidates (issue 30): built into catalogue recipes
 * by the same buildCatalogue as the library (same labels, masks, prices), appended after the
 * library's, and offered per meal as the plan setting says: mixed in with the library, only
 * theirs (the library fills a meal their collection does not cover, and a note says which),
 * or not used. The library catalogue itself is never changed.
 */
import { createHash } from 'node:crypto';
import { OWN_RECIPES_MODES, type OwnRecipesMode } from '../shared/my-recipes';
import { MEAL_LABELS, MEALS, type Meal } from '../shared/options';
import { buildCatalogue, type CatalogueRecipe, type PlannerCatalogue } from './catalogue';
import type { Recipe } from './catalogue-schema';

export { OWN_RECIPES_MODES, type OwnRecipesMode };

export interface WithOwnRecipes {
  catalogue: PlannerCatalogue;
  /** Chosen meals the person's recipes do not cover (only with "only yours"). */
  uncovered: Meal[];
  /** Ids of the person's recipes that made it into the catalogue. */
  ownIds: string[];
}

export function catalogueWithOwnRecipes(
  base: PlannerCatalogue,
  own: readonly Recipe[],
  mode: OwnRecipesMode,
  meals: readonly Meal[] = MEALS,
): WithOwnRecipes {
  if (mode === 'none' || own.length === 0) {
    return { catalogue: base, uncovered: mode === 'only' ? [...meals] : [], ownIds: [] };
  }
  const { added, skipped, recipeIndexById } = builtOwnRecipes(base, own);
  const recipesByMeal = { ...base.recipesByMeal };
  const uncovered: Meal[] = [];
  for (const meal of MEALS) {
    const mine = added.filter((r) => r.meal === meal).map((r) => r.index);
    if (mode === 'mixed') recipesByMeal[meal] = [...base.recipesByMeal[meal], ...mine];
    else if (mine.length > 0) recipesByMeal[meal] = mine;
    else if (meals.includes(meal)) uncovered.push(meal);
  }
  return {
    catalogue: {
      ...base,
      recipes: [...base.recipes, ...added],
      recipeIndexById,
      recipesByMeal,
      skipped: [...base.skipped, ...skipped],
    },
    uncovered,
    ownIds: added.map((r) => r.recipe.id),
  };
}

interface BuiltOwnRecipes {
  added: CatalogueRecipe[];
  skipped: PlannerCatalogue['skipped'];
  recipeIndexById: ReadonlyMap<string, number>;
}

/**
 * The person's recipes built against this library, kept while they do not change: a person
 * plans and swaps many times with the same collection, and building is the slow part.
 */
const built = new WeakMap<PlannerCatalogue, Map<string, BuiltOwnRecipes>>();
const KEEP_PER_CATALOGUE = 16;

function builtOwnRecipes(base: PlannerCatalogue, own: readonly Recipe[]): BuiltOwnRecipes {
  const key = collectionKey(own);
  let cache = built.get(base);
  if (!cache) {
    cache = new Map();
    built.set(base, cache);
  }
  const hit = cache.get(key);
  if (hit) return hit;
  // The library's prices already carry the price level factor: the same factor again here.
  const sample = base.products[0];
  const factor = sample ? sample.priceCents / sample.product.priceCents : 1;
  const extra = buildCatalogue({
    foods: base.foods,
    products: base.products.map((p) => p.product),
    recipes: own.filter((r) => !base.recipeIndexById.has(r.id)),
    pantryCatalogue: base.pantryCatalogue,
    priceLevelFactor: factor,
    priceNote: base.priceNote,
  });
  const offset = base.recipes.length;
  const added = extra.recipes.map((r) => ({ ...r, index: r.index + offset }));
  const recipeIndexById = new Map(base.recipeIndexById);
  for (const r of added) recipeIndexById.set(r.recipe.id, r.index);
  const result = { added, skipped: extra.skipped, recipeIndexById };
  if (cache.size >= KEEP_PER_CATALOGUE) cache.delete(cache.keys().next().value!);
  cache.set(key, result);
  return result;
}

/**
 * The collection's content as a short key: a SHA-256 of each recipe's own key in order
 * (docs/decisions/0027). A recipe's key is a SHA-256 of its JSON, computed once per recipe
 * object: the server hands the planner the same object for a recipe while it is unchanged
 * (plan-own-recipes.ts), so a plan with an unchanged collection of 2,000 no longer turns 3 MB
 * into JSON (about 25 ms a plan, docs/decisions/0029). Recipes are never changed in place.
 */
function collectionKey(own: readonly Recipe[]): string {
  const hash = createHash('sha256');
  for (const recipe of own) hash.update(recipeKey(recipe)).update('\n');
  return hash.digest('base64');
}

const recipeKeys = new WeakMap<Recipe, string>();

function recipeKey(recipe: Recipe): string {
  let key = recipeKeys.get(recipe);
  if (key === undefined) {
    key = createHash('sha256').update(JSON.stringify(recipe)).digest('base64');
    recipeKeys.set(recipe, key);
  }
  return key;
}

export function uncoveredMealsNote(uncovered: readonly Meal[]): string | null {
  if (uncovered.length === 0) return null;
  const names = uncovered.map((m) => MEAL_LABELS[m].toLowerCase());
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Your recipes have no ${list}: ${uncovered.length === 1 ? 'it comes' : 'they come'} from our library.`;
}

export const OWN_RECIPES_TOO_FEW_NOTE =
  'Your recipes are too few to fill every meal without repeats: some meals come from our library.';
