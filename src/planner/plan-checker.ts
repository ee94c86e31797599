/**
 * An independent check of a generated plan against every rule of the planner, written from
 * the raw data (foods, products, recipes) and the rules' definitions, sharing no code with
 * the optimiser. The property tests and the benchmark run it on every plan: it must find
 * nothing.
 */
import { shoppingTotalCents, type GeneratedPlan } from '../shared/generated-plan';
import { MEALS, type Allergen, type RecipeDietLabel } from '../shared/options';
import type { Food, Product, Recipe } from './catalogue-schema';
import { allergensNamedBy, allergyMeansGluten, customAllergyMatchesFood } from './custom-allergies';
import { deriveRecipeLabels } from './diet-rules';
import { withPantryEquivalents } from './pantry-equivalents';
import type { PlanInput } from './plan-input';
import { VARIETY_WINDOW_DAYS } from './plan-model';
import { toGrams } from './units';

export interface CheckerData {
  foods: readonly Food[];
  products: readonly Product[];
  recipes: readonly Recipe[];
  priceLevelFactor?: number;
}

/** Grams of slack allowed when comparing bought and needed amounts (rounding of sizes). */
const GRAMS_TOLERANCE = 0.01;

/** Labels depend only on the recipe and the foods: cached so checking a big library is quick. */
const labelCache = new WeakMap<
  readonly Food[],
  WeakMap<Recipe, ReturnType<typeof deriveRecipeLabels>>
>();

function labelsOf(data: CheckerData, foods: ReadonlyMap<string, Food>, recipe: Recipe) {
  let byRecipe = labelCache.get(data.foods);
  if (!byRecipe) labelCache.set(data.foods, (byRecipe = new WeakMap()));
  let labels = byRecipe.get(recipe);
  if (!labels) byRecipe.set(recipe, (labels = deriveRecipeLabels(recipe, foods, toGrams)));
  return labels;
}

/** Recipes of a meal that keep every rule for this person, by the checker's own reading. */
export function fittingRecipeIds(data: CheckerData, input: PlanInput, meal: string): string[] {
  const rules = readRules(data, input);
  return data.recipes.filter((r) => r.meal === meal && rules.recipeFits(r)).map((r) => r.id);
}

export function checkPlan(data: CheckerData, input: PlanInput, plan: GeneratedPlan): string[] {
  const problems: string[] = [];
  const { foods, pantry, foodIsUnsafe, diets, recipeFits } = readRules(data, input);
  const products = new Map(data.products.map((p) => [p.id, p]));
  const recipes = new Map(data.recipes.map((r) => [r.id, r]));
  const factor = data.priceLevelFactor ?? 1;

  // Meals: exactly the chosen ones each day, in breakfast, lunch, dinner order.
  const expected: string[] = [];
  for (let day = 1; day <= input.days; day++) {
    for (const meal of MEALS) if (input.meals.includes(meal)) expected.push(`${day}:${meal}`);
  }
  const actual = plan.recipes.map((e) => `${e.day}:${e.meal}`);
  if (actual.join(',') !== expected.join(',')) {
    problems.push(`meals are [${actual.join(', ')}], expected [${expected.join(', ')}]`);
  }

  // Every recipe safe, of its meal, keeping the diets at the portion served; every side too.
  const needed = new Map<string, number>();
  for (const entry of plan.recipes) {
    const r = recipes.get(entry.recipeId);
    if (!r) {
      problems.push(`day ${entry.day} ${entry.meal}: unknown recipe ${entry.recipeId}`);
      continue;
    }
    const cookOnce = cookOnceProblem(plan, entry);
    if (cookOnce) problems.push(cookOnce);
    else if (r.meal !== entry.meal && !entry.cookedWith) {
      problems.push(`${r.id} is a ${r.meal}, served as ${entry.meal}`);
    }
    const portion = entry.portion ?? 1;
    const labels = labelsOf(data, foods, r);
    // The threshold diets are per serving eaten: a bigger portion is judged as served.
    const served =
      portion === 1
        ? labels
        : deriveRecipeLabels(
            {
              ...r,
              ingredients: r.ingredients.map((i) => ({ ...i, quantity: i.quantity * portion })),
            },
            foods,
            toGrams,
          );
    for (const d of diets) {
      if (!labels.diets.includes(d)) problems.push(`${r.id} breaks the ${d} diet`);
      else if (!served.diets.includes(d)) {
        problems.push(`${r.id} at ${portion} portions breaks the ${d} diet`);
      }
    }
    for (const ing of r.ingredients) {
      const food = foods.get(ing.foodId);
      if (!food) {
        problems.push(`${r.id}: unknown food ${ing.foodId}`);
        continue;
      }
      const unsafe = foodIsUnsafe(food);
      if (unsafe) problems.push(`${r.id}: ${food.id} ${unsafe}`);
      const grams = toGrams(ing.quantity, ing.unit, food);
      if (grams === null) {
        problems.push(`${r.id}: ${ing.unit} of ${food.id} does not convert`);
        continue;
      }
      if (!pantry.has(food.id)) {
        needed.set(
          food.id,
          (needed.get(food.id) ?? 0) + (grams * input.servings * portion) / r.servings,
        );
      }
    }
    for (const side of entry.sides ?? []) {
      const lines: Recipe['ingredients'] = [];
      for (const ing of side.ingredients) {
        const food = ing.foodId ? foods.get(ing.foodId) : undefined;
        if (!food || ing.grams === undefined) {
          problems.push(`day ${entry.day} ${entry.meal}: side ${side.name} has an unknown food`);
          continue;
        }
        const unsafe = foodIsUnsafe(food);
        if (unsafe) problems.push(`side ${side.name}: ${food.id} ${unsafe}`);
        lines.push({ quantity: ing.grams / input.servings, unit: 'g', foodId: food.id });
        if (!pantry.has(food.id)) needed.set(food.id, (needed.get(food.id) ?? 0) + ing.grams);
      }
      // The side as a dish of its own, one person's portion.
      const sideLabels = deriveRecipeLabels(
        { ...r, id: `side-${side.name}`, servings: 1, ingredients: lines },
        foods,
        toGrams,
      );
      for (const d of diets) {
        if (!sideLabels.diets.includes(d)) problems.push(`side ${side.name} breaks the ${d} diet`);
      }
    }
  }

  // Variety: no recipe twice within the window while the meal has enough fitting recipes.
  for (const meal of input.meals) {
    const fitting = data.recipes.filter((r) => r.meal === meal && recipeFits(r)).length;
    const window = Math.min(VARIETY_WINDOW_DAYS, fitting);
    const byDay = plan.recipes.filter((e) => e.meal === meal);
    for (const a of byDay) {
      for (const b of byDay) {
        if (a.day < b.day && b.day - a.day < window && a.recipeId === b.recipeId) {
          problems.push(`${a.recipeId} repeats on days ${a.day} and ${b.day} (${fitting} fit)`);
        }
      }
    }
  }

  // The list: real products at their prices, nothing from the pantry, enough of everything.
  const bought = new Map<string, number>();
  const organicAvailable = new Set(data.products.filter((p) => p.organic).map((p) => p.foodId));
  const organicWanted = input.diets.includes('organic');
  const organicFallback = (plan.notes ?? []).some((n) => n.includes('organic'));
  for (const [key, item] of Object.entries(plan.shopping_list.items)) {
    const product = products.get(item.productId ?? key);
    if (!product) {
      problems.push(`item ${key}: unknown product`);
      continue;
    }
    if (pantry.has(product.foodId))
      problems.push(`item ${key}: ${product.foodId} is in the pantry`);
    const price = Math.max(1, Math.round(product.priceCents * factor));
    if (Math.round(item.price * 100) !== price) {
      problems.push(`item ${key}: price ${item.price} is not the catalogue's ${price / 100}`);
    }
    if (!Number.isInteger(item.quantity_to_buy) || item.quantity_to_buy < 1) {
      problems.push(`item ${key}: quantity ${item.quantity_to_buy} is not a whole package`);
    }
    const storeId = product.storeIds[input.store];
    if ((item.storeProductId ?? null) !== (storeId ?? null)) {
      problems.push(`item ${key}: store id ${item.storeProductId} is not the catalogue's`);
    }
    if (
      organicWanted &&
      !organicFallback &&
      organicAvailable.has(product.foodId) &&
      !product.organic
    ) {
      problems.push(`item ${key}: conventional although organic ${product.foodId} is sold`);
    }
    const food = foods.get(product.foodId)!;
    const grams = toGrams(product.size, product.unit, food) ?? 0;
    bought.set(product.foodId, (bought.get(product.foodId) ?? 0) + grams * item.quantity_to_buy);
  }
  // A food got from another (lime juice from limes, lemon zest from lemons) may be bought as
  // that food: juice uses the fruit up, zest needs only that many fruit.
  for (const [foodId, grams] of [...needed]) {
    const y = foods.get(foodId)?.yieldFrom;
    const eachGrams = y ? foods.get(y.foodId)?.units.each : undefined;
    if (!y || !eachGrams || bought.has(foodId) || !bought.has(y.foodId)) continue;
    const wholeGrams = (grams / y.grams) * eachGrams;
    const before = needed.get(y.foodId) ?? 0;
    needed.set(y.foodId, y.kind === 'juice' ? before + wholeGrams : Math.max(before, wholeGrams));
    needed.delete(foodId);
  }
  for (const [foodId, grams] of needed) {
    const have = bought.get(foodId) ?? 0;
    if (have + GRAMS_TOLERANCE < grams) {
      problems.push(`${foodId}: ${grams.toFixed(1)} g needed, ${have.toFixed(1)} g bought`);
    }
  }
  for (const foodId of bought.keys()) {
    if (!needed.has(foodId)) problems.push(`${foodId} is bought but no recipe needs it`);
  }

  // Money: the total is the sum of price x quantity over active items, to the cent.
  const total = shoppingTotalCents(plan.shopping_list);
  if (plan.totals && plan.totals.costCents !== total) {
    problems.push(`total ${plan.totals.costCents} is not the sum of the items ${total}`);
  }
  const over = total - input.budgetCents;
  if (input.budgetPreference !== 'flexible' && over > 0) {
    problems.push(`${input.budgetPreference} plan is ${over} cents over the budget`);
  }
  if (plan.budget && plan.budget.overBudgetCents !== Math.max(0, over)) {
    problems.push(`overBudgetCents ${plan.budget.overBudgetCents} should be ${Math.max(0, over)}`);
  }
  return problems;
}

/**
 * Cook once, eat twice: a lunch may be a dinner's dish only as the extra portions of the day
 * before's dinner of the same recipe, and that dinner must say it cooks for this lunch (and
 * the other way round), so its ingredients are bought once.
 */
function cookOnceProblem(plan: GeneratedPlan, entry: GeneratedPlan['recipes'][number]) {
  const where = `day ${entry.day} ${entry.meal}`;
  if (entry.cookedWith) {
    const { day, meal } = entry.cookedWith;
    const from = plan.recipes.find((e) => e.day === day && e.meal === meal);
    if (entry.meal !== 'lunch' || meal !== 'dinner' || day !== entry.day - 1) {
      return `${where}: cooked with day ${day} ${meal}, which is not the day before's dinner`;
    }
    if (!from || from.recipeId !== entry.recipeId) {
      return `${where}: cooked with day ${day} ${meal}, which is another dish`;
    }
    if (from.cooksFor?.day !== entry.day || from.cooksFor.meal !== entry.meal) {
      return `${where}: day ${day} ${meal} does not cook its extra portions`;
    }
    if (entry.recipe.main_dish_ingredients.length > 0) {
      return `${where}: a cook-once lunch lists ingredients bought with its dinner`;
    }
  }
  if (entry.cooksFor) {
    const { day, meal } = entry.cooksFor;
    const to = plan.recipes.find((e) => e.day === day && e.meal === meal);
    if (to?.cookedWith?.day !== entry.day || to.cookedWith.meal !== entry.meal) {
      return `${where}: cooks for day ${day} ${meal}, which is not its extra portions`;
    }
  }
  return null;
}

function readRules(data: CheckerData, input: PlanInput) {
  const foods = new Map(data.foods.map((f) => [f.id, f]));
  // A held staple stands in for its equivalents (kosher salt for salt), as in the planner.
  const pantry = withPantryEquivalents(input.pantry);

  const forbidden = new Set<Allergen>(input.allergies);
  let noGluten = false;
  for (const custom of input.customAllergies) {
    for (const a of allergensNamedBy(custom)) forbidden.add(a);
    noGluten ||= allergyMeansGluten(custom);
  }
  const foodIsUnsafe = (food: Food): string | null => {
    const a = food.allergens.find((x) => forbidden.has(x));
    if (a) return `contains ${a}`;
    if (noGluten && food.gluten) return 'contains gluten';
    const custom = input.customAllergies.find(
      (c) => c.trim() !== '' && customAllergyMatchesFood(c, food),
    );
    return custom ? `matches the custom allergy "${custom}"` : null;
  };
  const diets = input.diets.filter((d) => d !== 'organic') as RecipeDietLabel[];
  const buyableFoods = new Set(data.products.map((p) => p.foodId));
  const recipeFits = (r: Recipe): boolean => {
    for (const ing of r.ingredients) {
      const food = foods.get(ing.foodId);
      if (!food || foodIsUnsafe(food) || toGrams(ing.quantity, ing.unit, food) === null) {
        return false;
      }
      if (!buyableFoods.has(food.id) && !pantry.has(food.id)) return false;
    }
    const labels = labelsOf(data, foods, r);
    return diets.every((d) => labels.diets.includes(d));
  };

  return { foods, pantry, foodIsUnsafe, diets, recipeFits };
}
