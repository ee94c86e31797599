/**
 * How the web app checks a plan's answer (GET /api/meal-plans/:id and the swap's answer).
 *
 * The generated plan is most of that answer: a 7-day plan for a family is 21 meals with their
 * ingredients, steps, sides and nutrition and a shopping list of 60-odd items with the meals
 * each covers, a few thousand values. Checking all of it with zod on a phone (zod cannot use
 * its compiled fast path under the app's Content Security Policy, which forbids eval) was
 * most of the plan page's main-thread time before its first paint (issue 14).
 *
 * So the answer is checked by hand, in one pass over the values with typeof checks:
 * - the plan's own fields (name, figures, status, progress, cart, the reader's role) with a
 *   plain shape (shared/plain-shape.ts), field for field what the shared zod schema says of
 *   them; its nested settings, progress and metadata, which no screen reads, only as objects.
 *   Building the zod schema of these fields alone was 6-23 ms in one task as a plan opened
 *   (zod builds a schema's parts at first use), more than a phone may spend on one task;
 * - the generated plan's skeleton: the fields the plan page reads to lay out the
 *   meals and the list (each meal's day, meal, dish, recipe lists, cost and nutrition; each
 *   item's name, price, quantity and active flag; the totals).
 *
 * The server does not send a generated plan it has not itself parsed with the full
 * `generatedPlanSchema` (plan-view.ts `generatedPlanOf`), so what the hand check leaves out
 * (e.g. that a gram amount is not negative) is checked once, where the plan is stored and
 * read. A malformed answer still fails here with the client's usual "unexpected response".
 */
import type { GeneratedPlan } from '../../shared/generated-plan';
import {
  GENERATION_METHODS,
  GENERATION_STEPS,
  MEAL_PLAN_STATUS_VALUES,
  type MealPlanDetailResponse,
} from '../../shared/meal-plan';
import { BUDGET_PREFERENCES, MEALS } from '../../shared/options';
import {
  isRecord,
  listOf,
  matchesShape,
  type ResponseCheck,
  type Shape,
} from '../../shared/plain-shape';

type Json = Record<string, unknown>;

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isWholeNumber(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): boolean {
  return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
}

/**
 * The plan's fields as mealPlanDetailSchema (shared/meal-plan.ts) has them, but for the
 * generated plan (below) and the nested objects no screen reads.
 */
const planFieldsShape: Shape = {
  id: 'string',
  name: 'string',
  'description|null': 'string',
  budget: (v) => isNumber(v) && v >= 0,
  budgetCents: 'count',
  duration: (v) => isWholeNumber(v, 1),
  servingsPerMeal: (v) => isWholeNumber(v, 1),
  meals: (v) => Array.isArray(v) && v.every((m) => (MEALS as readonly unknown[]).includes(m)),
  totalMeals: 'count',
  store: 'string',
  budgetPreference: BUDGET_PREFERENCES,
  status: MEAL_PLAN_STATUS_VALUES,
  progress: (v) => isWholeNumber(v, 0, 100),
  currentStep: GENERATION_STEPS,
  message: 'string',
  'error|null': 'string',
  userName: 'string',
  generationMethod: GENERATION_METHODS,
  createdAt: 'string',
  startedAt: 'string',
  'completedAt|null': 'string',
  updatedAt: 'string',
  timeElapsedMs: 'count',
  'totalCostCents|null': 'count',
  metadata: isRecord,
  settings: isRecord,
  progressDetail: isRecord,
  'cart|null': {
    store: 'string',
    'url|null': 'string',
    itemCount: 'count',
    missing: listOf({ key: 'string', name: 'string' }),
    'host?': 'string',
    'development?': 'boolean',
    'fill?': ['link', 'kroger', 'instacart'],
    'instacart?': 'boolean',
  },
  'viewerRole?': ['owner', 'member'],
  'lockedMeals?': listOf({ day: (v) => isWholeNumber(v, 1, 7), meal: MEALS }),
};

function isStringList(value: unknown): boolean {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function isIngredientList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (i) => isRecord(i) && typeof i.quantity === 'string' && typeof i.ingredient === 'string',
    )
  );
}

function isNutrition(value: unknown): boolean {
  return (
    isRecord(value) &&
    isNumber(value.kcal) &&
    isNumber(value.proteinG) &&
    isNumber(value.fatG) &&
    isNumber(value.carbsG)
  );
}

function isMealEntry(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { recipe } = value;
  return (
    Number.isInteger(value.day) &&
    (MEALS as readonly unknown[]).includes(value.meal) &&
    typeof value.dish === 'string' &&
    typeof value.recipeId === 'string' &&
    isRecord(recipe) &&
    isIngredientList(recipe.main_dish_ingredients) &&
    isStringList(recipe.instructions) &&
    isNumber(value.costPerServingCents) &&
    isNutrition(value.nutritionPerServing) &&
    (value.sides === undefined ||
      (Array.isArray(value.sides) &&
        value.sides.every((s) => isRecord(s) && isIngredientList(s.ingredients))))
  );
}

function isShoppingItem(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    (value.imageUrl === null || typeof value.imageUrl === 'string') &&
    isNumber(value.price) &&
    Number.isInteger(value.quantity_to_buy) &&
    Number.isInteger(value.active) &&
    (value.covers === undefined || Array.isArray(value.covers))
  );
}

/** Whether a generated plan has the skeleton the plan page reads (see the file's comment). */
export function isGeneratedPlanSkeleton(value: unknown): value is GeneratedPlan {
  if (!isRecord(value)) return false;
  const { recipes, shopping_list: list, totals } = value;
  if (!Array.isArray(recipes) || !recipes.every(isMealEntry)) return false;
  if (!isRecord(list) || !isRecord(list.items)) return false;
  if (!Object.values(list.items).every(isShoppingItem)) return false;
  if (
    totals !== undefined &&
    !(isRecord(totals) && isNumber(totals.costCents) && isNutrition(totals.nutritionPerDay))
  ) {
    return false;
  }
  return true;
}

/** The ResponseCheck the plans API passes to apiFetch for a plan with its generated plan. */
export const mealPlanDetailResponseCheck: ResponseCheck<MealPlanDetailResponse> = {
  safeParse(value) {
    if (!isRecord(value) || !matchesShape(value.plan, planFieldsShape)) return { success: false };
    const { generatedPlan } = value.plan as Json;
    if (generatedPlan !== null && !isGeneratedPlanSkeleton(generatedPlan)) {
      return { success: false };
    }
    return { success: true, data: value as MealPlanDetailResponse };
  },
};
