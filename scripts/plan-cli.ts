/**
 * npm run plan -- --days 7 --servings 4 --budget 120 --meals breakfast,lunch,dinner
 *   --diet vegetarian --allergy peanuts --cuisine italian,mexican --preference balanced
 *
 * Builds a plan from the shipped data with the same planner the server uses and prints it
 * day by day with the shopping list, or the whole output object with --json. Bad arguments
 * print the usage and exit 2; a plan that cannot be made prints why and exits 1.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildCartLink } from '../src/planner/cart-link';
import { unknownFoodIdMessages } from '../src/planner/closest-food-ids';
import { generatePlan, PlanInfeasibleError } from '../src/planner/generate-plan';
import { planInputSchema, type PlanInput } from '../src/planner/plan-input';
import type { CensusRegion } from '../src/planner/price-levels';
import { pricedCatalogue } from '../src/planner/priced-catalogue';
import { regionOfZip } from '../src/server/prices/zip-region';
import {
  CatalogueLoadError,
  loadReferenceCatalogue,
} from '../src/server/catalogue/load-reference-catalogue';
import { cookOnceLine, mealTitle } from '../src/shared/cook-once-text';
import { formatCents, itemLineCents, type GeneratedPlan } from '../src/shared/generated-plan';
import {
  ADVANCE_PREP_LABELS,
  fibreAgainstGoal,
  sodiumAgainstGoal,
} from '../src/shared/daily-goals';
import { COOKING_TIMES, MEAL_MINUTE_LIMITS } from '../src/planner/cooking-time';
import { pantryStockSchema, type PantryStock } from '../src/shared/pantry-stock';
import {
  ALLERGEN_LABELS,
  ALLERGENS,
  BUDGET_PREFERENCES,
  CUISINES,
  DIETARY_RESTRICTIONS,
  DISH_TYPE_LABELS,
  DISH_TYPES_BY_MEAL,
  MEAL_LABELS,
  MEALS,
  STORES,
  type Allergen,
  type DishType,
  type Meal,
} from '../src/shared/options';

const USAGE = `Usage: npm run plan -- --budget DOLLARS [options]

  --budget DOLLARS        total budget in USD (required), e.g. 120 or 85.50
  --days N                plan length, 1-7 (default 7)
  --servings N            servings per meal, 1-50 (default 2)
  --meals LIST            breakfast,lunch,dinner (default all three)
  --diet LIST             ${DIETARY_RESTRICTIONS.join(', ')}
  --allergy LIST          ${ALLERGENS.join(', ')}; anything else is a custom allergy
  --cuisine LIST          preferred cuisines: ${CUISINES.join(', ')}
  --dish LIST             preferred dish types, e.g. oatmeal,salad,tacos
  --pantry LIST|all       food ids you have (all: the whole pantry catalogue)
  --pantry-file PATH      JSON list of {"foodId": "...", "grams": N}: amounts you hold, used
                          before buying (each ingredient in --json says fromPantry and
                          pantryGrams; the plan's pantryUse lists the grams per food); an
                          entry's optional "bestBefore": "YYYY-MM-DD" within the plan is
                          used first; an id that names no food is an error that
                          suggests the closest ids
  --preference NAME       ${BUDGET_PREFERENCES.join(', ')} (default balanced)
  --cooking-time NAME     ${COOKING_TIMES.join(', ')} (default 30-60): minutes a meal may take,
                          ${COOKING_TIMES.map((t) => `${t} ${MEAL_MINUTE_LIMITS[t].breakfast}/${MEAL_MINUTE_LIMITS[t].lunch}/${MEAL_MINUTE_LIMITS[t].dinner}`).join(', ')}
                          (breakfast/lunch/dinner)
  --store NAME            ${STORES.join(', ')} (default walmart)
  --zip ZIP               price for the Census region of this ZIP code (default U.S. averages)
  --seed N                another seed, another good plan (default 1)
  --never LIST            recipe ids never to plan (never again)
  --loved LIST            recipe ids loved or favourite: planned more often
  --recent LIST           recipe ids from the last 14 days' plans: avoided unless loved
  --pin LIST              recipeId@day:meal (e.g. tacos-al-pastor@5:dinner) fixes a recipe
                          into that slot; recipeId alone puts it anywhere in the plan
  --details               print each meal's ingredients and instructions
  --json                  print the plan object as JSON
  --help                  this text`;

class UsageError extends Error {}

const list = (v: string | undefined): string[] =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

function wholeNumber(
  name: string,
  v: string | undefined,
  fallback: number,
  min: number,
  max: number,
) {
  if (v === undefined) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not "${v}"`);
  }
  return Number(v);
}

function oneOf<T extends string>(name: string, values: readonly T[], items: string[]): T[] {
  for (const item of items) {
    if (!values.includes(item as T)) {
      throw new UsageError(`--${name}: "${item}" is not one of ${values.join(', ')}`);
    }
  }
  return items as T[];
}

function parse(argv: string[]): {
  input: PlanInput;
  seed: number;
  json: boolean;
  details: boolean;
  pantryAll: boolean;
  region: CensusRegion | null;
} {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        budget: { type: 'string' },
        days: { type: 'string' },
        servings: { type: 'string' },
        meals: { type: 'string' },
        diet: { type: 'string' },
        allergy: { type: 'string' },
        cuisine: { type: 'string' },
        dish: { type: 'string' },
        pantry: { type: 'string' },
        'pantry-file': { type: 'string' },
        preference: { type: 'string' },
        'cooking-time': { type: 'string' },
        store: { type: 'string' },
        zip: { type: 'string' },
        seed: { type: 'string' },
        never: { type: 'string' },
        loved: { type: 'string' },
        recent: { type: 'string' },
        pin: { type: 'string' },
        details: { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) throw new UsageError('');
  if (values.budget === undefined) throw new UsageError('--budget is required');
  if (!/^\d+(\.\d{1,2})?$/.test(values.budget) || Number(values.budget) <= 0) {
    throw new UsageError(`--budget must be a positive amount of dollars, not "${values.budget}"`);
  }
  const meals =
    values.meals === undefined
      ? [...MEALS]
      : oneOf('meals', MEALS, list(values.meals.toLowerCase()));
  if (meals.length === 0) throw new UsageError('--meals needs at least one meal');
  const dishes = list(values.dish?.toLowerCase());
  const dishTypes = { breakfast: [] as string[], lunch: [] as string[], dinner: [] as string[] };
  for (const dish of dishes) {
    const meal = MEALS.find((m) => (DISH_TYPES_BY_MEAL[m] as readonly string[]).includes(dish));
    if (!meal) throw new UsageError(`--dish: "${dish}" is not a dish type`);
    dishTypes[meal].push(dish);
  }
  const allergies: Allergen[] = [];
  const customAllergies: string[] = [];
  for (const a of list(values.allergy)) {
    const common = ALLERGENS.find(
      (x) =>
        x.toLowerCase() === a.toLowerCase() || ALLERGEN_LABELS[x].toLowerCase() === a.toLowerCase(),
    );
    if (common) allergies.push(common);
    else customAllergies.push(a.toLowerCase());
  }
  const pantryAll = values.pantry === 'all';
  const input = planInputSchema.parse({
    meals,
    days: wholeNumber('days', values.days, 7, 1, 7),
    servings: wholeNumber('servings', values.servings, 2, 1, 50),
    budgetCents: Math.round(Number(values.budget) * 100),
    budgetPreference: oneOf('preference', BUDGET_PREFERENCES, [values.preference ?? 'balanced'])[0],
    cookingTime: oneOf('cooking-time', COOKING_TIMES, [values['cooking-time'] ?? '30-60'])[0],
    store: oneOf('store', STORES, [values.store ?? 'walmart'])[0],
    cuisines: oneOf('cuisine', CUISINES, list(values.cuisine?.toLowerCase())),
    dishTypes,
    diets: oneOf('diet', DIETARY_RESTRICTIONS, list(values.diet)),
    allergies,
    customAllergies,
    pantry: pantryAll ? [] : list(values.pantry),
    pantryStock: readPantryFile(values['pantry-file']),
    // Today: pantry food whose bestBefore falls within the plan is used first.
    startDate: new Date().toISOString().slice(0, 10),
    neverRecipeIds: list(values.never),
    lovedRecipeIds: list(values.loved),
    recentRecipeIds: list(values.recent),
    pins: list(values.pin).map(parsePin),
  });
  return {
    input,
    seed: wholeNumber('seed', values.seed, 1, 0, 2 ** 31 - 1),
    json: values.json === true,
    details: values.details === true,
    pantryAll,
    region: zipRegion(values.zip),
  };
}

/** --zip: its Census region; a ZIP code without one (not a ZIP, a territory) is a usage error. */
function zipRegion(zip: string | undefined): CensusRegion | null {
  if (zip === undefined) return null;
  const region = regionOfZip(zip);
  if (!region) throw new UsageError(`--zip: "${zip}" is not a U.S. ZIP code in a Census region`);
  return region;
}

/** One --pin item: recipeId, or recipeId@day:meal. */
function parsePin(text: string): { recipeId: string; day?: number; meal?: Meal } {
  const match = /^([^@]+)(?:@(\d+):([a-z]+))?$/i.exec(text);
  if (!match) throw new UsageError(`--pin: "${text}" is not recipeId or recipeId@day:meal`);
  const [, recipeId, day, meal] = match;
  if (day === undefined) return { recipeId: recipeId! };
  const [oneMeal] = oneOf('pin', MEALS, [meal!.toLowerCase()]);
  return { recipeId: recipeId!, day: wholeNumber('pin', day, 1, 1, 7), meal: oneMeal };
}

/** --pantry-file: a JSON list of { foodId, grams }; a bad file is a usage error that says why. */
function readPantryFile(file: string | undefined): PantryStock {
  if (file === undefined) return [];
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(
      `--pantry-file: cannot read ${file} as JSON (${(error as Error).message})`,
    );
  }
  const parsed = pantryStockSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(
      `--pantry-file: item ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'} ` +
        '(expected a list of {"foodId": "...", "grams": N} with grams of 0 or more)',
    );
  }
  return parsed.data;
}

/** The dish type as a person reads it ("porridge" for the slot whose id is "oatmeal"). */
function dishWord(dishType: string | undefined): string {
  const label = dishType ? DISH_TYPE_LABELS[dishType as DishType] : undefined;
  return (label ?? dishType ?? '').toLowerCase();
}

function printPlan(plan: GeneratedPlan, input: PlanInput, details: boolean): void {
  const out: string[] = [];
  const storeName = input.store === 'walmart' ? 'Walmart' : 'Target';
  out.push(
    `PantryPilot plan: ${input.days} ${input.days === 1 ? 'day' : 'days'} x ${input.meals.length} ` +
      `${input.meals.length === 1 ? 'meal' : 'meals'} x ${input.servings} ` +
      `${input.servings === 1 ? 'serving' : 'servings'}, budget ${formatCents(input.budgetCents)} ` +
      `(${input.budgetPreference}), ${storeName}`,
  );
  const who = [
    input.diets.length > 0 ? `diet: ${input.diets.join(', ')}` : null,
    input.allergies.length + input.customAllergies.length > 0
      ? `allergies: ${[...input.allergies, ...input.customAllergies].join(', ')}`
      : null,
    input.cuisines.length > 0 ? `cuisines: ${input.cuisines.join(', ')}` : null,
  ].filter(Boolean);
  if (who.length > 0) out.push(who.join(' | '));
  const target = plan.totals?.energyTargetKcal;
  for (let day = 1; day <= input.days; day++) {
    const n = plan.totals?.nutritionByDay?.find((d) => d.day === day);
    const fed = n
      ? `: ${n.kcal} kcal${target ? ` of ${target}` : ''}, protein ${n.proteinG} g (${n.kcal > 0 ? Math.round((400 * n.proteinG) / n.kcal) : 0}% of energy) per person`
      : '';
    const minutes = plan.totals?.cookingMinutesByDay?.find((d) => d.day === day)?.minutes;
    out.push(
      '',
      `Day ${day}${fed}${minutes !== undefined ? `; ${minutes} minutes of cooking` : ''}`,
    );
    for (const entry of plan.recipes.filter((r) => r.day === day)) {
      const portion =
        entry.portion !== undefined && entry.portion !== 1 ? `, ${entry.portion} portions` : '';
      const sides = (entry.sides ?? []).map((s) => s.name.toLowerCase());
      out.push(
        `  ${MEAL_LABELS[entry.meal as Meal]}${entry.pinned ? ' (pinned)' : ''}: ${mealTitle(entry)}${sides.length > 0 ? ` with ${sides.join(' and ')}` : ''} (${entry.cuisine} ${dishWord(entry.dishType)}${portion}, ${formatCents(entry.costPerServingCents)}/serving, ${entry.nutritionPerServing.kcal} kcal)`,
      );
      const cookOnce = cookOnceLine(entry);
      if (cookOnce) out.push(`      ${cookOnce}`);
      if (!entry.cookedWith) {
        const time = `${(entry.prepMinutes ?? 0) + (entry.cookMinutes ?? 0)} minutes`;
        const ahead = entry.advancePrep ? `; ${ADVANCE_PREP_LABELS[entry.advancePrep]}` : '';
        out.push(`      ${time}${ahead}`);
      }
      if (details) {
        for (const ing of entry.recipe.main_dish_ingredients) {
          const held = ing.pantryGrams ? ` (${ing.pantryGrams} g from the pantry)` : ' (pantry)';
          out.push(`      - ${ing.quantity} ${ing.ingredient}${ing.fromPantry ? held : ''}`);
        }
        for (const side of entry.sides ?? []) {
          const what = side.ingredients.map((i) => `${i.quantity} ${i.ingredient}`).join(', ');
          out.push(`      + ${side.name}: ${what}`);
        }
        entry.recipe.instructions.forEach((step, i) => out.push(`      ${i + 1}. ${step}`));
      }
    }
  }
  const items = Object.values(plan.shopping_list.items);
  out.push('', `Shopping list at ${storeName}`);
  for (const item of items) {
    const line = `${item.quantity_to_buy} x ${item.name}`;
    out.push(
      `  ${line.padEnd(58)} ${formatCents(Math.round(item.price * 100)).padStart(8)} ${formatCents(itemLineCents(item)).padStart(9)}`,
    );
    if (item.why) out.push(`      ${item.why}`);
  }
  const totals = plan.totals!;
  out.push(
    '',
    `Total: ${formatCents(totals.costCents)} (${items.length} items), ${formatCents(totals.costPerServingCents)} per serving; ` +
      `leftovers worth ${formatCents(totals.leftoverValueCents)}` +
      (totals.perishableLeftoverCents !== undefined
        ? `; perishables left over: ${formatCents(totals.perishableLeftoverCents)}`
        : ''),
  );
  const used = plan.pantryUse ?? [];
  if (used.length > 0) {
    const value = used.reduce((sum, u) => sum + u.valueCents, 0);
    out.push(
      `From the pantry (not bought, saves ${formatCents(value)}): ` +
        used.map((u) => `${u.name} ${u.grams} g`).join(', '),
    );
  }
  const left = input.budgetCents - totals.costCents;
  out.push(
    left >= 0
      ? `Budget ${formatCents(input.budgetCents)}: ${formatCents(left)} to spare`
      : `Budget ${formatCents(input.budgetCents)}: ${formatCents(-left)} over (flexible)`,
  );
  const n = totals.nutritionPerDay;
  out.push(
    `Per person per day (average): ${n.kcal} kcal${totals.energyTargetKcal ? ` (target ${totals.energyTargetKcal})` : ''}, protein ${n.proteinG} g, fat ${n.fatG} g, carbohydrate ${n.carbsG} g, ${fibreAgainstGoal(n.fiberG)}, ${sodiumAgainstGoal(n.sodiumMg)}`,
  );
  const cart = buildCartLink(input.store, plan.shopping_list.items);
  out.push(
    cart.url
      ? `Cart: ${cart.url}${cart.missing.length > 0 ? ` (${cart.missing.length} items without a ${storeName} product id left out)` : ''}`
      : `Cart: no link, ${cart.missing.length} of ${items.length} items have no known ${storeName} product id (none is ever made up)`,
  );
  if (plan.priceNote) out.push(plan.priceNote);
  for (const note of plan.notes ?? []) out.push(`Note: ${note}`);
  console.log(out.join('\n'));
}

function main(): number {
  let args;
  try {
    args = parse(process.argv.slice(2).filter((a) => a !== '--'));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) console.error(`plan: ${error.message}\n`);
    console.error(USAGE);
    return error.message ? 2 : 0;
  }
  let catalogue;
  try {
    // The same prices a person with this ZIP code gets from the server (priced-catalogue.ts).
    catalogue = pricedCatalogue(loadReferenceCatalogue(), { region: args.region, ownPrices: [] });
  } catch (error) {
    if (error instanceof CatalogueLoadError) {
      console.error(`plan: cannot load the data: ${error.message}`);
      return 1;
    }
    throw error;
  }
  if (catalogue.recipes.length === 0) {
    console.error('plan: data/recipes/ holds no recipes yet, so there is nothing to plan with.');
    return 1;
  }
  // A pantry id that names no food would be dropped without a word and the food bought
  // anyway; it is an error naming the id and the ids that were likely meant (issue 27).
  const foodIds = catalogue.foods.map((f) => f.id);
  const unknown = [
    ...unknownFoodIdMessages(
      args.input.pantryStock.map((s) => s.foodId),
      foodIds,
    ).map((m) => `--pantry-file: ${m}`),
    ...unknownFoodIdMessages(args.input.pantry, foodIds).map((m) => `--pantry: ${m}`),
  ];
  if (unknown.length > 0) {
    for (const m of unknown) console.error(`plan: ${m}`);
    return 2;
  }
  const input = args.pantryAll
    ? { ...args.input, pantry: Object.values(catalogue.pantryCatalogue).flat() }
    : args.input;
  try {
    const plan = generatePlan(input, catalogue, args.seed);
    if (args.json) console.log(JSON.stringify(plan, null, 2));
    else printPlan(plan, input, args.details);
    return 0;
  } catch (error) {
    if (error instanceof PlanInfeasibleError) {
      console.error(`plan: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = main();
