/**
 * A stored meal plan as the API shows it: the list item, the detail, the polling status,
 * and the metadata of spec section 3. A plan still processing more than 10 minutes after
 * its generation started reads as an error here (spec section 4) even before the sweeper
 * has written that down, so every reader sees the same thing.
 */
import {
  generatedPlanSchema,
  shoppingTotalCents,
  type GeneratedPlan,
} from '../../shared/generated-plan';
import {
  GENERATION_TIMED_OUT_MESSAGE,
  GENERATION_TIMEOUT_MS,
  mealPlanProgressSchema,
  type CartLink,
  type MealPlanDetail,
  type MealPlanListItem,
  type MealPlanProgress,
  type MealPlanSettings,
  type MealPlanStatus,
} from '../../shared/meal-plan';
import { BUDGET_PREFERENCES, MEALS, type Meal } from '../../shared/options';
import { descriptionWithoutTotal } from '../../shared/plan-description';
import type { mealPlans } from '../db/schema';
import { errorProgress, queuedProgress, statusVersion } from './plan-progress';

export type MealPlanRow = typeof mealPlans.$inferSelect;

export function isTimedOut(row: Pick<MealPlanRow, 'status' | 'startedAt'>, now: number): boolean {
  return row.status === 'processing' && now - row.startedAt.getTime() > GENERATION_TIMEOUT_MS;
}

/** The generation attempt a job belongs to (0 for the first, +1 per retry). */
export function attemptOf(row: Pick<MealPlanRow, 'settings'>): number {
  const a = (row.settings as { attempt?: unknown }).attempt;
  return typeof a === 'number' && Number.isInteger(a) && a >= 0 ? a : 0;
}

function listOf<T extends string>(value: unknown, allowed?: readonly T[]): T[] {
  if (!Array.isArray(value)) return [];
  const strings = value.filter((v): v is string => typeof v === 'string');
  return (
    allowed ? strings.filter((s) => (allowed as readonly string[]).includes(s)) : strings
  ) as T[];
}

export function settingsMeals(settings: Record<string, unknown>): Meal[] {
  const meals = listOf(settings.meals, MEALS);
  return meals.length > 0 ? MEALS.filter((m) => meals.includes(m)) : [...MEALS];
}

export function progressOf(row: MealPlanRow): MealPlanProgress {
  const parsed = mealPlanProgressSchema.safeParse(
    (row.settings as { progress?: unknown }).progress,
  );
  if (parsed.success) return parsed.data;
  // Stored settings that do not parse default to empty (spec section 8): a fresh queue state.
  return queuedProgress(row.generationMethod, row.startedAt);
}

function effective(row: MealPlanRow, now: number) {
  const progress = progressOf(row);
  if (isTimedOut(row, now)) {
    return {
      status: 'error' as const,
      error: GENERATION_TIMED_OUT_MESSAGE,
      progress: errorProgress(progress, GENERATION_TIMED_OUT_MESSAGE),
    };
  }
  return { status: row.status, error: row.error, progress };
}

export function generatedPlanOf(row: Pick<MealPlanRow, 'generatedPlan'>): GeneratedPlan | null {
  if (!row.generatedPlan) return null;
  const parsed = generatedPlanSchema.safeParse(row.generatedPlan);
  return parsed.success ? parsed.data : null;
}

export function toStatus(row: MealPlanRow, now = Date.now()): MealPlanStatus {
  const e = effective(row, now);
  return {
    id: row.id,
    status: e.status,
    currentStep: e.status === 'completed' ? 'completed' : e.progress.currentStep,
    percentComplete: e.status === 'completed' ? 100 : e.progress.percentComplete,
    message: e.status === 'error' ? (e.error ?? e.progress.message) : e.progress.message,
    error: e.status === 'error' ? (e.error ?? e.progress.error) : null,
    details: e.progress.details,
    estimatedTimeRemaining: e.progress.estimatedTimeRemaining,
    name: row.name,
    version: statusVersion(attemptOf(row), e.status, e.progress.percentComplete),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `plan`: the row's generated plan when the caller has already parsed it. */
export function toListItem(
  row: MealPlanRow,
  now = Date.now(),
  plan?: GeneratedPlan | null,
): MealPlanListItem {
  const e = effective(row, now);
  const settings = row.settings;
  const meals = settingsMeals(settings);
  const store = typeof settings.store === 'string' ? settings.store.toLowerCase() : 'walmart';
  const preference = BUDGET_PREFERENCES.find((p) => p === settings.budgetPreference) ?? 'balanced';
  const completedPlan = e.status === 'completed' ? (plan ?? generatedPlanOf(row)) : null;
  const end =
    row.completedAt?.getTime() ?? (e.status === 'processing' ? now : row.updatedAt.getTime());
  const budget = row.budgetCents / 100;
  const servings = row.servingsPerMeal || 2;
  const totalMeals = completedPlan?.recipes.length ?? row.duration * meals.length;
  return {
    id: row.id,
    name: row.name,
    description: descriptionWithoutTotal(row.description),
    budget,
    budgetCents: row.budgetCents,
    duration: row.duration,
    servingsPerMeal: servings,
    meals,
    totalMeals,
    store,
    budgetPreference: preference,
    status: e.status,
    progress: e.status === 'completed' ? 100 : e.progress.percentComplete,
    currentStep: e.status === 'completed' ? 'completed' : e.progress.currentStep,
    message: e.status === 'error' ? (e.error ?? e.progress.message) : e.progress.message,
    error: e.status === 'error' ? e.error : null,
    userName: row.userName,
    generationMethod: row.generationMethod,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    timeElapsedMs: Math.max(0, Math.round(end - row.startedAt.getTime())),
    totalCostCents: completedPlan ? shoppingTotalCents(completedPlan.shopping_list) : null,
    metadata: {
      budget,
      duration: row.duration,
      total_recipes: totalMeals,
      store,
      servings_per_meal: servings,
    },
  };
}

export function toDetail(
  row: MealPlanRow,
  cartFor: (plan: GeneratedPlan, store: string) => CartLink,
  now = Date.now(),
  parsedPlan?: GeneratedPlan | null,
): MealPlanDetail {
  const e = effective(row, now);
  // Parsed and validated once: a 7-day plan's validation is most of a read's CPU.
  const plan = e.status === 'completed' ? (parsedPlan ?? generatedPlanOf(row)) : null;
  const item = toListItem(row, now, plan);
  const {
    attempt: _attempt,
    progress: _progress,
    ...settings
  } = row.settings as Record<string, unknown>;
  return {
    ...item,
    settings: {
      meals: item.meals,
      store: item.store === 'target' ? 'target' : 'walmart',
      budget: typeof settings.budget === 'string' ? settings.budget : String(item.budget),
      budgetPreference: item.budgetPreference,
      duration: row.duration,
      servingsPerMeal: item.servingsPerMeal,
      dietaryRestrictions: listOf(settings.dietaryRestrictions),
      allergies: listOf(settings.allergies),
      preferences:
        settings.preferences && typeof settings.preferences === 'object'
          ? (settings.preferences as Record<string, unknown>)
          : {},
      ...(Array.isArray(settings.customAllergies)
        ? { customAllergies: listOf(settings.customAllergies) }
        : {}),
      ...(settings.pantryItems && typeof settings.pantryItems === 'object'
        ? {
            pantryItems: {
              spices: listOf((settings.pantryItems as Record<string, unknown>).spices),
              baking: listOf((settings.pantryItems as Record<string, unknown>).baking),
              condiments: listOf((settings.pantryItems as Record<string, unknown>).condiments),
            },
          }
        : {}),
      useNewGeneration: row.generationMethod === 'new',
      progress: e.progress,
    } satisfies MealPlanSettings,
    progressDetail: e.progress,
    generatedPlan: plan,
    cart: plan ? cartFor(plan, item.store) : null,
    lockedMeals: plan ? lockedMealsOf(row, plan) : [],
  };
}

/**
 * The stored locks that name a meal of the plan, in day and meal order. A lock on a cook-once
 * lunch (stored before such locks were refused) names no meal that can be kept, so it is left out.
 */
export function lockedMealsOf(
  row: Pick<MealPlanRow, 'lockedMeals'>,
  plan: GeneratedPlan,
): { day: number; meal: Meal }[] {
  const stored = Array.isArray(row.lockedMeals) ? row.lockedMeals : [];
  return stored
    .filter((l) => plan.recipes.some((r) => r.day === l.day && r.meal === l.meal && !r.cookedWith))
    .sort((a, b) => a.day - b.day || MEALS.indexOf(a.meal) - MEALS.indexOf(b.meal));
}

/**
 * Why a meal cannot be locked, or null: a cook-once lunch is the extra portions of the dinner
 * before it, bought and cooked with that dinner, so it has no recipe of its own to keep. Locking
 * the dinner for it would keep a meal the person did not choose, and pinning the dinner's recipe
 * to lunch is refused by the planner (a dinner recipe is not a lunch); the lock is refused up
 * front with the meal to lock instead (issue 32).
 */
export function lockRefusal(plan: GeneratedPlan, day: number, meal: Meal): string | null {
  const entry = plan.recipes.find((r) => r.day === day && r.meal === meal);
  if (!entry?.cookedWith) return null;
  const from = entry.cookedWith;
  return `Day ${day}'s ${meal} is the leftovers of day ${from.day}'s ${from.meal} (cook once, eat twice), so it cannot be locked by itself: lock day ${from.day}'s ${from.meal} to keep ${entry.dish}.`;
}
