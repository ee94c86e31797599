/**
 * Referential checks of the food knowledge that schemas alone cannot express: ids are
 * unique, every reference points at a known food, every quantity converts to grams for its
 * food, every food can be bought and every price names its source. Pure: the data check
 * script loads and schema-validates the files, then lists what this returns.
 */
import { DISH_TYPES_BY_MEAL, PANTRY_CATEGORIES } from '../shared/options';
import type { Food, PantryCatalogue, Product, Recipe, Unit } from './catalogue-schema';
import { SIZED_UNITS } from './recipe-text';

export type ToGrams = (quantity: number, unit: Unit, food: Food) => number | null;

export interface CatalogueData {
  foods: readonly Food[];
  products: readonly Product[];
  pantry: PantryCatalogue;
  /** Recipes with the file they came from, for readable messages. */
  recipes: readonly { file: string; recipe: Recipe }[];
}

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const id of ids) (seen.has(id) ? dup : seen).add(id);
  return [...dup];
}

/**
 * A package unit within this share above a product's weight is that product's package
 * rounded up, not a bigger package: 794 g for a 28 oz (793.79 g) can.
 */
const ROUNDED_UP_SHARE = 0.02;

const grams2 = (g: number): string => `${Math.round(g * 100) / 100} g`;

/**
 * Package units (can, jar, bag, box, package) a hair heavier than the product sold in that
 * package (issue 27, the list buys what the recipe text says): the planner buys whole
 * packages by grams, so a recipe's "1 can" of 794 g needs two 793.79 g cans. A unit meant
 * as a different, bigger package (a 16 oz package of noodles sold as 14 oz) is further off
 * and is not this mistake.
 */
function heavierPackageUnits(
  foods: readonly Food[],
  products: readonly Product[],
  toGrams: ToGrams,
): string[] {
  const errors: string[] = [];
  for (const food of foods) {
    for (const [unit, unitGrams] of Object.entries(food.units)) {
      if (!SIZED_UNITS.has(unit)) continue;
      for (const product of products) {
        if (product.foodId !== food.id || product.unit === unit) continue;
        const productGrams = toGrams(product.size, product.unit, food);
        if (productGrams === null || unitGrams <= productGrams) continue;
        if (unitGrams > productGrams * (1 + ROUNDED_UP_SHARE)) continue;
        errors.push(
          `food ${food.id}: 1 ${unit} is ${grams2(unitGrams)}, more than product ${product.id} ` +
            `(${grams2(productGrams)}): one ${unit} in a recipe would buy two`,
        );
      }
    }
  }
  return errors;
}

export function checkCatalogue(data: CatalogueData, toGrams: ToGrams): string[] {
  const errors: string[] = [];
  const foodsById = new Map(data.foods.map((f) => [f.id, f]));

  for (const id of duplicates(data.foods.map((f) => f.id))) errors.push(`duplicate food id ${id}`);
  for (const id of duplicates(data.products.map((p) => p.id))) {
    errors.push(`duplicate product id ${id}`);
  }
  for (const id of duplicates(data.recipes.map((r) => r.recipe.id))) {
    errors.push(`duplicate recipe id ${id}`);
  }

  for (const food of data.foods) {
    const from = food.yieldFrom?.foodId;
    if (from && !foodsById.get(from)?.units.each) {
      errors.push(`food ${food.id}: yieldFrom ${from} is not a food counted by each`);
    }
  }

  const bought = new Set<string>();
  for (const product of data.products) {
    const food = foodsById.get(product.foodId);
    if (!food) {
      errors.push(`product ${product.id}: unknown food id ${product.foodId}`);
      continue;
    }
    bought.add(food.id);
    if (toGrams(product.size, product.unit, food) === null) {
      errors.push(
        `product ${product.id}: ${product.size} ${product.unit} of ${food.id} has no weight`,
      );
    }
    // The schema requires a source; this guards data built around it (e.g. a cast).
    const source = product.priceSource as Product['priceSource'] | undefined;
    if (!source) errors.push(`product ${product.id}: no price source`);
    else if (source.kind === 'estimate' && source.reasoning.trim().length < 10) {
      errors.push(`product ${product.id}: estimate without reasoning`);
    }
  }
  for (const food of data.foods) {
    if (!bought.has(food.id)) errors.push(`food ${food.id}: no product sells it`);
  }
  errors.push(...heavierPackageUnits(data.foods, data.products, toGrams));

  for (const category of PANTRY_CATEGORIES) {
    const ids = data.pantry[category];
    for (const id of ids) {
      if (!foodsById.has(id)) errors.push(`pantry ${category}: unknown food id ${id}`);
    }
    for (const id of duplicates(ids)) errors.push(`pantry ${category}: ${id} listed twice`);
  }

  for (const { file, recipe } of data.recipes) {
    const where = `${file} recipe ${recipe.id}`;
    const allowed: readonly string[] = DISH_TYPES_BY_MEAL[recipe.meal];
    if (!allowed.includes(recipe.dishType)) {
      errors.push(`${where}: dish type ${recipe.dishType} is not a ${recipe.meal} dish type`);
    }
    for (const ing of recipe.ingredients) {
      const food = foodsById.get(ing.foodId);
      if (!food) {
        errors.push(`${where}: unknown food id ${ing.foodId}`);
      } else if (toGrams(ing.quantity, ing.unit, food) === null) {
        errors.push(`${where}: ${ing.quantity} ${ing.unit} of ${ing.foodId} has no weight`);
      }
    }
  }
  return errors;
}
