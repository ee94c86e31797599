import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PLAN_QUOTE_DEBOUNCE_MS, planQuoteText } from '../../../shared/plan-quote';
import { cn } from '../../components/ui/cn';
import { fetchPlanQuote, mealPlanKeys } from '../../lib/meal-plans-api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { toQuoteRequest, type WizardForm } from './wizard-form';

/**
 * "Plans for your choices start at $X" under the Budget step's messages (issue 16): the
 * planner's cheapest plan for the current choices with the person's diets, allergies and
 * pantry. Asked once the choices have settled; a question overtaken by a newer choice is
 * cancelled (the query's signal aborts the request), and the last answer stays, dimmed, until
 * the new one arrives.
 */
export function PlanQuoteLine({ form }: { form: WizardForm }) {
  const choices = useMemo(() => toQuoteRequest(form), [form]);
  const settled = useDebouncedValue(choices, PLAN_QUOTE_DEBOUNCE_MS);
  // With no meal chosen there is nothing to price (the Meal step says so).
  const anyMeal = (settled.meals ?? []).length > 0;
  const quote = useQuery({
    queryKey: mealPlanKeys.quote(settled),
    queryFn: ({ signal }) => fetchPlanQuote(settled, signal),
    enabled: anyMeal,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const updating = quote.isFetching || settled !== choices;

  let text: string | null = null;
  if (quote.data?.cheapestCents != null) text = planQuoteText(quote.data.cheapestCents);
  else if (quote.data?.reason) text = quote.data.reason;
  else if (quote.isPending && anyMeal) text = 'Finding the cheapest plan...';

  return (
    <p
      aria-live="polite"
      aria-busy={updating}
      data-testid="plan-quote"
      className={cn(
        'mt-1 min-h-5 text-sm font-medium text-fg transition-opacity',
        updating && quote.data ? 'opacity-60' : 'opacity-100',
      )}
    >
      {text}
    </p>
  );
}
