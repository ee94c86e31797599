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
import {
  buildCatalogue,
  catalogueRecipe,
  unusableReason,
  type CatalogueRecipe,
  type PlannerCatalogue,
  type RecipeBuildContext,
} from './catalogue';
import type { Recipe } from './catalogue-schema';
import { deriveLabels } from './recipe-labels';

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
  const built = builtOwnRecipes(base, own);
  // The same catalogue object while the collection is unchanged: the model's caches (priced
  // meals, variety groups: plan-model.ts) are kept per catalogue object, and a new one per
  // plan built them again every time (40-60 ms a plan with 2,000 recipes).
  const viewKey = `${mode}:${meals.join(',')}`;
  const kept = built.views.get(viewKey);
  if (kept) return kept;
  const view = withOwnRecipes(base, built, mode, meals);
  built.views.set(viewKey, view);
  return view;
}

function withOwnRecipes(
  base: PlannerCatalogue,
  { added, skipped, recipeIndexById }: BuiltOwnRecipes,
  mode: OwnRecipesMode,
  meals: readonly Meal[],
): WithOwnRecipes {
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
  /** The catalogues made of them, per mode and meals. */
  views: Map<string, WithOwnRecipes>;
}

/**
 * The person's recipes built against this library, kept while they do not change: a person
 * plans and swaps many times with the same collection. Each recipe is also kept on its own
 * by its content, so a collection with one new or edited recipe builds that one only
 * (docs/decisions/0029).
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
  const one = recipeBuilder(base);
  const offset = base.recipes.length;
  const added: CatalogueRecipe[] = [];
  const skipped: PlannerCatalogue['skipped'][number][] = [];
  const recipeIndexById = new Map(base.recipeIndexById);
  // As buildCatalogue does: the first usable recipe of an id is kept, a later one skipped.
  for (const recipe of own) {
    if (base.recipeIndexById.has(recipe.id)) continue;
    if (recipeIndexById.has(recipe.id)) {
      skipped.push({ recipeId: recipe.id, reason: 'duplicate recipe id' });
      continue;
    }
    const result = one(recipe);
    if ('reason' in result) {
      skipped.push({ recipeId: recipe.id, reason: result.reason });
      continue;
    }
    const r = { ...result, index: offset + added.length };
    added.push(r);
    recipeIndexById.set(recipe.id, r.index);
  }
  const result = { added, skipped, recipeIndexById, views: new Map<string, WithOwnRecipes>() };
  if (cache.size >= KEEP_PER_CATALOGUE) cache.delete(cache.keys().next().value!);
  cache.set(key, result);
  return result;
}

type OneRecipe = CatalogueRecipe | { reason: string };

/** Recipes built one at a time against this library, kept by content (bounded). */
const builders = new WeakMap<PlannerCatalogue, (recipe: Recipe) => OneRecipe>();
const KEEP_RECIPES_PER_CATALOGUE = 50_000;

function recipeBuilder(base: PlannerCatalogue): (recipe: Recipe) => OneRecipe {
  const known = builders.get(base);
  if (known) return known;
  // The library's prices already carry the price level factor: the same factor again here,
  // through the same buildCatalogue, so the foods' prices are exactly those of before.
  const sample = base.products[0];
  const factor = sample ? sample.priceCents / sample.product.priceCents : 1;
  const prices = buildCatalogue({
    foods: base.foods,
    products: base.products.map((p) => p.product),
    recipes: [],
    pantryCatalogue: base.pantryCatalogue,
    priceLevelFactor: factor,
    priceNote: base.priceNote,
  });
  const context: RecipeBuildContext = {
    foods: prices.foods,
    foodById: prices.foodById,
    foodIndexById: prices.foodIndexById,
    bestCentsPerMg: prices.costTables.map((t) => {
      const best = t.options[0];
      return best ? best.priceCents / best.sizeMg : Infinity;
    }),
    derive: deriveLabels,
  };
  const kept = new Map<string, OneRecipe>();
  const builder = (recipe: Recipe): OneRecipe => {
    const key = recipeKey(recipe);
    const hit = kept.get(key);
    if (hit) return hit;
    const reason = unusableReason(recipe, context.foodById);
    const result = reason ? { reason } : catalogueRecipe(recipe, -1, context);
    if (kept.size >= KEEP_RECIPES_PER_CATALOGUE) kept.delete(kept.keys().next().value!);
    kept.set(key, result);
    return result;
  };
  builders.set(base, builder);
  return builder;
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
