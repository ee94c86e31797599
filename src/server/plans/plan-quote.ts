/**
 * The live quote of the wizard's Budget step: the planner's cheapest plan for the choices
 * posted, with the caller's own diets, allergies, tastes and pantry (never anyone else's).
 * It runs on the web process like a swap; the answers are remembered per planner input, so
 * going back to earlier choices answers at once.
 */
import { pricedCatalogue } from '../../planner/priced-catalogue';
import { loadPriceContext } from '../prices/price-context';
import { PlanInfeasibleError } from '../../planner/plan-model';
import type { PlannerCatalogue } from '../../planner/catalogue';
import { quotePlanCents } from '../../planner/plan-quote';
import {
  MAX_BUDGET_DOLLARS,
  MAX_PLAN_DAYS,
  MAX_SERVINGS,
  parseWholeNumber,
} from '../../shared/budget-rules';
import type { PlanQuoteRequestParsed, PlanQuoteResponse } from '../../shared/plan-quote';
import type { SessionUser } from '../auth/require-user';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { loadPantry } from '../pantry/pantry-routes';
import { loadPantryStock } from '../pantry/pantry-stock';
import { loadPreferences } from '../preferences/preferences-routes';
import type { CatalogueSource } from './catalogue-source';
import { plannerInputFor, PlanSettingsError } from './planner-input';

/** null when the client went away before the planner started (nothing was computed). */
export type QuotePlan = (
  user: SessionUser,
  choices: PlanQuoteRequestParsed,
  signal?: AbortSignal,
) => Promise<PlanQuoteResponse | null>;

/** Answers kept per catalogue; a person moving between choices asks for the same few. */
const REMEMBERED_QUOTES = 500;

export function planQuoteOf(deps: { db: Database; catalogue: CatalogueSource }): QuotePlan {
  const remembered = new WeakMap<PlannerCatalogue, Map<string, PlanQuoteResponse>>();
  return async (user, choices, signal) => {
    const [prefs, pantry, stock, reference, prices] = await Promise.all([
      loadPreferences(deps.db, user.id),
      loadPantry(deps.db, user.id),
      loadPantryStock(deps.db, user.id),
      deps.catalogue(),
      loadPriceContext(deps.db, user.id),
    ]);
    // The person's region and own prices: the same prices their plan will be made with.
    const catalogue = pricedCatalogue(reference, prices);
    // The budget does not change the cheapest plan; the largest one keeps the schema happy.
    const budgetCents = MAX_BUDGET_DOLLARS * 100;
    // The request schema already refused anything else.
    const days = parseWholeNumber(choices.duration, 1, MAX_PLAN_DAYS) ?? 1;
    const servings = parseWholeNumber(choices.servingsPerMeal, 1, MAX_SERVINGS) ?? 1;
    let input;
    try {
      input = plannerInputFor(
        {
          settings: {
            meals: choices.meals,
            store: choices.store,
            budgetPreference: choices.budgetPreference,
            pantryItems: choices.pantryItems,
          },
          duration: days,
          servingsPerMeal: servings,
          budgetCents,
        },
        prefs,
        pantry,
        stock,
      );
    } catch (error) {
      if (error instanceof PlanSettingsError) {
        throw new HttpError(400, 'VALIDATION_ERROR', 'These choices cannot be planned.');
      }
      throw error;
    }
    const key = JSON.stringify(input);
    let cache = remembered.get(catalogue);
    if (!cache) remembered.set(catalogue, (cache = new Map()));
    const known = cache.get(key);
    if (known) return known;

    // Let a newer request's abort of this one arrive before the CPU work starts.
    await new Promise((resolve) => setImmediate(resolve));
    if (signal?.aborted) return null;
    let answer: PlanQuoteResponse;
    try {
      answer = { cheapestCents: quotePlanCents(input, catalogue), reason: null };
    } catch (error) {
      if (!(error instanceof PlanInfeasibleError)) throw error;
      answer = { cheapestCents: null, reason: error.message };
    }
    if (cache.size >= REMEMBERED_QUOTES) cache.delete(cache.keys().next().value!);
    cache.set(key, answer);
    return answer;
  };
}
