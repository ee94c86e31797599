import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PLAN_QUOTE_DEBOUNCE_MS, type PlanQuoteResponse } from '../../../shared/plan-quote';
import { fetchPlanQuote, mealPlanKeys } from '../../lib/meal-plans-api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { toQuoteRequest, type WizardForm } from './wizard-form';

export interface PlanQuote {
  query: UseQueryResult<PlanQuoteResponse>;
  /** The cheapest plan for the choices as they stand now, in cents; null while unknown. */
  cheapestCents: number | null;
  /** Whether the answer shown belongs to earlier choices (a newer one is on its way). */
  updating: boolean;
  anyMeal: boolean;
}

/**
 * The planner's cheapest plan for the current choices with the person's diets, allergies and
 * pantry (issue 16). Asked once the choices have settled; a question overtaken by a newer
 * choice is cancelled (the query's signal aborts the request). Since issue 29 it is not a
 * second figure beside the minimum: it raises the Budget step's one minimum (oneMinimumBudget).
 */
export function usePlanQuote(form: WizardForm, enabled = true): PlanQuote {
  const choices = useMemo(() => toQuoteRequest(form), [form]);
  const settled = useDebouncedValue(choices, PLAN_QUOTE_DEBOUNCE_MS);
  // With no meal chosen there is nothing to price (the Meal step says so).
  const anyMeal = (settled.meals ?? []).length > 0;
  const query = useQuery({
    queryKey: mealPlanKeys.quote(settled),
    queryFn: ({ signal }) => fetchPlanQuote(settled, signal),
    enabled: enabled && anyMeal,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const updating = query.isFetching || settled !== choices;
  // An answer for earlier choices never sets the minimum of the current ones.
  const cheapestCents =
    !updating && !query.isPlaceholderData ? (query.data?.cheapestCents ?? null) : null;
  return { query, cheapestCents, updating, anyMeal };
}

/**
 * The line under the Budget step's minimum: why the minimum is what it is when the cheapest
 * real plan sets it, why no plan fits, or that the price is being worked out.
 */
export function PlanQuoteLine({ quote, setByPlan }: { quote: PlanQuote; setByPlan: boolean }) {
  const { query, updating, anyMeal } = quote;
  let text: string | null = null;
  if (updating && anyMeal) text = 'Checking the cheapest plan for your choices...';
  else if (query.data?.cheapestCents == null && query.data?.reason) text = query.data.reason;
  else if (setByPlan) text = 'That is the cheapest plan for your choices, with your pantry.';

  return (
    <p
      aria-live="polite"
      aria-busy={updating}
      data-testid="plan-quote"
      // The figure behind the minimum, for tests and tools; the person reads one minimum.
      data-cheapest-cents={quote.cheapestCents ?? undefined}
      className="mt-1 min-h-5 text-sm text-fg-muted"
    >
      {text}
    </p>
  );
}
