/**
 * The planner's view of the food knowledge, built once per catalogue and reused for every
 * plan: foods and products indexed, package sizes in milligrams, each recipe's labels derived
 * once and its ingredients merged per food. Building is the slow part (label rules, unit
 * conversion); planning then only reads arrays.
 */
import {
  ALLERGENS,
  MEALS,
  RECIPE_DIET_LABELS,
  type Allergen,
  type Meal,
  type RecipeDietLabel,
} from '../shared/options';
import type { Food, PantryCatalogue, Product, Recipe } from './catalogue-schema';
import { foodNameWords } from './custom-allergies';
import { FoodCostTable, MIX_PENALTY_CENTS, type PackageOption } from './package-cost';
import { deriveLabels, type DeriveRecipeLabels, type RecipeLabels } from './recipe-labels';
import {
  SIDE_DEFINITIONS,
  sideAsRecipe,
  sideFitMask,
  type CatalogueSide,
  type CatalogueSideVariant,
} from './sides';
import { countedWhole } from './kitchen-measure';
import type { CensusRegion, RegionPriceLevels } from './price-levels';
import { toGrams } from './units';

export interface BuildCatalogueInput {
  foods: readonly Food[];
  products: readonly Product[];
  recipes: readonly Recipe[];
  pantryCatalogue?: PantryCatalogue;
  /** The single price level adjustment applied to every reference price (data/products.json). */
  priceLevelFactor?: number;
  /** Where prices come from and their date, carried into every plan. */
  priceNote?: string;
  /** The newest month the reference prices describe ("2026-05"), for the plan's price statement. */
  priceDate?: string;
  /** Regional price levels per CPI food group (price-levels.ts), for priced-catalogue.ts. */
  regionPriceLevels?: RegionPriceLevels;
  /** Override the diet and allergen rules (tests). */
  deriveLabels?: DeriveRecipeLabels;
}

export interface CatalogueProduct {
  index: number;
  product: Product;
  foodIndex: number;
  sizeMg: number;
  /** Reference price with the price level factor applied, in cents. */
  priceCents: number;
  /** own: the person's own price for this product (priced-catalogue.ts), set on ownPriceSetOn. */
  origin?: 'reference' | 'own';
  /** "YYYY-MM-DD" the person recorded their own price. */
  ownPriceSetOn?: string;
}

/** What a plan's prices are: reference date, and the region they were adjusted for. */
export interface CataloguePricing {
  priceDate: string | null;
  regionPriceLevels: RegionPriceLevels | null;
  /** The Census region prices are adjusted for; null for U.S. averages. */
  region: CensusRegion | null;
}

export interface CatalogueRecipe {
  index: number;
  recipe: Recipe;
  meal: Meal;
  labels: RecipeLabels;
  /** Bit i set when the recipe contains ALLERGENS[i]. */
  allergenMask: number;
  /** Bit i set when the recipe satisfies RECIPE_DIET_LABELS[i]. */
  dietMask: number;
  /** Distinct foods of the recipe (catalogue food indices). */
  foods: Int32Array;
  /** Milligrams of each of `foods` for the recipe's own servings. */
  batchMg: Float64Array;
  /** Grams of each ingredient line, in recipe order, for the recipe's own servings. */
  ingredientGrams: number[];
  /**
   * Ingredient lines counted in whole ones (eggs): the food, the count for the recipe's own
   * servings and the milligrams of one. The demand rounds each up to the whole ones the
   * recipe text says, so the eggs the list buys cover the eggs the recipes ask (issue 27).
   */
  wholeCounts: readonly { food: number; count: number; mgEach: number }[];
  /** Foods of the recipe no product sells: usable only when the person's pantry has them. */
  unbuyableFoods: number[];
  /**
   * Cents per serving if every food could be bought by the gram at its best value: a lower
   * bound of what the recipe adds to any plan, used to rank candidates in big catalogues.
   */
  linearCentsPerServing: number;
  /** Sugars per serving from added-sugar ingredients (the Mediterranean limit under scaling). */
  addedSugarsGPerServing: number;
  /** Sides that suit this dish: bit i for SIDE_DEFINITIONS[i]. */
  sideFit: number;
  /**
   * The food that brings the most protein (black beans, chicken thighs, eggs), for the spread
   * of proteins over a week (spread.ts); -1 when no food brings a meaningful amount.
   */
  mainProtein: number;
}

export interface SkippedRecipe {
  recipeId: string;
  reason: string;
}

export interface PlannerCatalogue {
  foods: readonly Food[];
  foodIndexById: ReadonlyMap<string, number>;
  foodById: ReadonlyMap<string, Food>;
  /** Each food's names as normalised word lists, for custom allergy matching. */
  foodNames: readonly string[][][];
  products: readonly CatalogueProduct[];
  productIndexById: ReadonlyMap<string, number>;
  /** Cheapest cover of a demand, per food, over all its products. */
  costTables: readonly FoodCostTable[];
  /** The same over organic products where the food has any, for people who chose organic. */
  organicCostTables: readonly FoodCostTable[];
  recipes: readonly CatalogueRecipe[];
  recipeIndexById: ReadonlyMap<string, number>;
  /** Usable recipe indices per meal, in catalogue order. */
  recipesByMeal: Readonly<Record<Meal, readonly number[]>>;
  pantryCatalogue: PantryCatalogue;
  /** Recipes left out, with why (unknown food, unit that does not convert). */
  skipped: readonly SkippedRecipe[];
  priceNote: string;
  pricing: CataloguePricing;
  /** The simple sides (sides.ts) resolved against these foods: variants whose foods exist. */
  sides: readonly CatalogueSide[];
}

export const DEFAULT_PRICE_NOTE =
  'Prices are U.S. average reference prices (BLS, USDA ERS), not live store prices.';

/** A recipe's main protein must bring at least this much per serving to count as one. */
const MAIN_PROTEIN_MIN_G_PER_SERVING = 4;

export function allergenBit(a: Allergen): number {
  return 1 << ALLERGENS.indexOf(a);
}

export function dietBit(d: RecipeDietLabel): number {
  return 1 << RECIPE_DIET_LABELS.indexOf(d);
}

export function buildCatalogue(input: BuildCatalogueInput): PlannerCatalogue {
  const derive = input.deriveLabels ?? deriveLabels;
  const factor = input.priceLevelFactor ?? 1;
  const foods = [...input.foods];
  const foodIndexById = new Map<string, number>();
  const foodById = new Map<string, Food>();
  foods.forEach((f, i) => {
    foodIndexById.set(f.id, i);
    foodById.set(f.id, f);
  });

  const products: CatalogueProduct[] = [];
  const productIndexById = new Map<string, number>();
  const optionsByFood: PackageOption[][] = foods.map(() => []);
  const organicOptionsByFood: PackageOption[][] = foods.map(() => []);
  for (const product of input.products) {
    const foodIndex = foodIndexById.get(product.foodId);
    if (foodIndex === undefined) continue;
    const grams = toGrams(product.size, product.unit, foods[foodIndex] as Food);
    if (grams === null || grams <= 0) continue;
    const cp: CatalogueProduct = {
      index: products.length,
      product,
      foodIndex,
      sizeMg: Math.round(grams * 1000),
      priceCents: Math.max(1, Math.round(product.priceCents * factor)),
    };
    productIndexById.set(product.id, cp.index);
    products.push(cp);
    const option = { product: cp.index, sizeMg: cp.sizeMg, priceCents: cp.priceCents };
    optionsByFood[foodIndex]?.push(option);
    if (product.organic) organicOptionsByFood[foodIndex]?.push(option);
  }
  const costTables = optionsByFood.map((o) => new FoodCostTable(o, MIX_PENALTY_CENTS));
  const organicCostTables = organicOptionsByFood.map((o, i) =>
    o.length > 0 ? new FoodCostTable(o, MIX_PENALTY_CENTS) : (costTables[i] as FoodCostTable),
  );
  const bestCentsPerMg = costTables.map((t) => {
    const best = t.options[0];
    return best ? best.priceCents / best.sizeMg : Infinity;
  });

  const recipes: CatalogueRecipe[] = [];
  const recipeIndexById = new Map<string, number>();
  const recipesByMeal: Record<Meal, number[]> = { breakfast: [], lunch: [], dinner: [] };
  const skipped: SkippedRecipe[] = [];
  for (const recipe of input.recipes) {
    if (recipeIndexById.has(recipe.id)) {
      skipped.push({ recipeId: recipe.id, reason: 'duplicate recipe id' });
      continue;
    }
    const reason = unusableReason(recipe, foodById);
    if (reason) {
      skipped.push({ recipeId: recipe.id, reason });
      continue;
    }
    const cr = catalogueRecipe(recipe, recipes.length, {
      foods,
      foodById,
      foodIndexById,
      bestCentsPerMg,
      derive,
    });
    recipeIndexById.set(recipe.id, cr.index);
    recipes.push(cr);
    recipesByMeal[recipe.meal].push(cr.index);
  }

  return {
    foods,
    foodIndexById,
    foodById,
    foodNames: foods.map(foodNameWords),
    products,
    productIndexById,
    costTables,
    organicCostTables,
    recipes,
    recipeIndexById,
    recipesByMeal,
    pantryCatalogue: input.pantryCatalogue ?? { spices: [], baking: [], condiments: [] },
    skipped,
    priceNote: input.priceNote ?? DEFAULT_PRICE_NOTE,
    pricing: {
      priceDate: input.priceDate ?? null,
      regionPriceLevels: input.regionPriceLevels ?? null,
      region: null,
    },
    sides: buildSides(foodIndexById, foodById, bestCentsPerMg, derive),
  };
}

/** The side definitions against these foods: a variant is kept when all its foods exist. */
function buildSides(
  foodIndexById: ReadonlyMap<string, number>,
  foodById: ReadonlyMap<string, Food>,
  bestCentsPerMg: readonly number[],
  derive: DeriveRecipeLabels,
): CatalogueSide[] {
  return SIDE_DEFINITIONS.map((definition, side) => {
    const variants: CatalogueSideVariant[] = [];
    definition.variants.forEach((v, variant) => {
      const foods: number[] = [];
      const mg: number[] = [];
      let kcal = 0;
      let proteinG = 0;
      let sodiumMg = 0;
      let fiberG = 0;
      for (const [quantity, unit, foodId] of v.foods) {
        const food = foodById.get(foodId);
        const grams = food ? toGrams(quantity, unit, food) : null;
        if (!food || grams === null) return;
        foods.push(foodIndexById.get(foodId) as number);
        mg.push(Math.round(grams * 1000));
        kcal += (food.nutrition.per100g.kcal * grams) / 100;
        proteinG += (food.nutrition.per100g.proteinG * grams) / 100;
        sodiumMg += (food.nutrition.per100g.sodiumMg * grams) / 100;
        fiberG += (food.nutrition.per100g.fiberG * grams) / 100;
      }
      // Labels at the largest portion served: thresholds only get easier with less.
      const labels = derive(
        sideAsRecipe(v, definition.meals[0]!, definition.maxUnits),
        foodById,
        toGrams,
      );
      let allergenMask = 0;
      for (const a of labels.allergens) allergenMask |= allergenBit(a);
      // The foods' own allergens too: a safety belt under the label rules, as for recipes.
      for (const [, , foodId] of v.foods) {
        for (const a of (foodById.get(foodId) as Food).allergens) allergenMask |= allergenBit(a);
      }
      let dietMask = 0;
      for (const d of labels.diets) dietMask |= dietBit(d);
      variants.push({
        side,
        variant,
        name: v.name,
        definition: v,
        foods: Int32Array.from(foods),
        mg: Float64Array.from(mg),
        lines: v.foods.map(([quantity, unit, foodId]) => ({ quantity, unit, foodId })),
        kcal,
        proteinG,
        sodiumMg,
        fiberG,
        allergenMask,
        dietMask,
        unbuyable: foods.filter((fi) => bestCentsPerMg[fi] === Infinity),
      });
    });
    return { definition, variants };
  });
}

/** What one recipe needs of the catalogue to be built (buildCatalogue, own-recipes.ts). */
export interface RecipeBuildContext {
  foods: readonly Food[];
  foodById: ReadonlyMap<string, Food>;
  foodIndexById: ReadonlyMap<string, number>;
  bestCentsPerMg: readonly number[];
  derive: DeriveRecipeLabels;
}

/**
 * One usable recipe (unusableReason is null) against these foods and prices: it reads no
 * other recipe, so a person's recipes can be built one at a time and kept (own-recipes.ts).
 */
export function catalogueRecipe(
  recipe: Recipe,
  index: number,
  ctx: RecipeBuildContext,
): CatalogueRecipe {
  const { foods, foodById, foodIndexById, bestCentsPerMg, derive } = ctx;
  const ingredientGrams: number[] = [];
  const byFood = new Map<number, number>();
  for (const ing of recipe.ingredients) {
    const food = foodById.get(ing.foodId) as Food;
    const grams = toGrams(ing.quantity, ing.unit, food) as number;
    ingredientGrams.push(grams);
    const fi = foodIndexById.get(ing.foodId) as number;
    byFood.set(fi, (byFood.get(fi) ?? 0) + grams * 1000);
  }
  const wholeCounts: { food: number; count: number; mgEach: number }[] = [];
  for (const ing of recipe.ingredients) {
    const food = foodById.get(ing.foodId) as Food;
    if (!countedWhole(ing.unit, food)) continue;
    const count = ing.unit === 'dozen' ? ing.quantity * 12 : ing.quantity;
    const mgEach = ((toGrams(count, 'each', food) as number) * 1000) / count;
    if (mgEach > 0) wholeCounts.push({ food: foodIndexById.get(ing.foodId)!, count, mgEach });
  }
  const labels = derive(recipe, foodById, toGrams);
  // Allergens are also read straight from the foods: a safety belt under the label rules.
  const allergens = new Set<Allergen>(labels.allergens);
  for (const ing of recipe.ingredients) {
    for (const a of (foodById.get(ing.foodId) as Food).allergens) allergens.add(a);
  }
  let allergenMask = 0;
  for (const a of allergens) allergenMask |= allergenBit(a);
  let dietMask = 0;
  for (const d of labels.diets) dietMask |= dietBit(d);
  const foodIdx = [...byFood.keys()].sort((a, b) => a - b);
  let addedSugars = 0;
  recipe.ingredients.forEach((ing, k) => {
    const food = foodById.get(ing.foodId) as Food;
    if (food.addedSugar)
      addedSugars += (food.nutrition.per100g.sugarsG * ingredientGrams[k]!) / 100;
  });
  let mainProtein = -1;
  let mostProteinMg = MAIN_PROTEIN_MIN_G_PER_SERVING * 1000 * recipe.servings;
  for (const fi of foodIdx) {
    const proteinMg = ((foods[fi] as Food).nutrition.per100g.proteinG * byFood.get(fi)!) / 100;
    if (proteinMg >= mostProteinMg) {
      mostProteinMg = proteinMg;
      mainProtein = fi;
    }
  }
  let linear = 0;
  const unbuyableFoods: number[] = [];
  for (const fi of foodIdx) {
    const per = bestCentsPerMg[fi] as number;
    if (per === Infinity) unbuyableFoods.push(fi);
    else linear += per * (byFood.get(fi) as number);
  }
  return {
    index,
    recipe,
    meal: recipe.meal,
    labels: { ...labels, allergens: ALLERGENS.filter((a) => allergens.has(a)) },
    allergenMask,
    dietMask,
    foods: Int32Array.from(foodIdx),
    batchMg: Float64Array.from(foodIdx.map((fi) => byFood.get(fi) as number)),
    ingredientGrams,
    wholeCounts,
    unbuyableFoods,
    linearCentsPerServing: linear / recipe.servings,
    addedSugarsGPerServing: addedSugars / recipe.servings,
    sideFit: sideFitMask(
      recipe,
      foodIdx.map((fi) => foods[fi] as Food),
    ),
    mainProtein,
  };
}

export function unusableReason(recipe: Recipe, foodById: ReadonlyMap<string, Food>): string | null {
  if (!MEALS.includes(recipe.meal)) return `unknown meal ${recipe.meal}`;
  for (const ing of recipe.ingredients) {
    const food = foodById.get(ing.foodId);
    if (!food) return `unknown food ${ing.foodId}`;
    if (toGrams(ing.quantity, ing.unit, food) === null) {
      return `${ing.quantity} ${ing.unit} of ${ing.foodId} does not convert to grams`;
    }
  }
  return null;
}
