import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { OwnPriceEntry, OwnPricesResponse } from '../../shared/own-prices';
import { apiFetch } from './api-client';

export const OWN_PRICES_QUERY_KEY = ['prices', 'own'] as const;

/** The signed-in person's own prices (issue 31), newest first. */
export function useOwnPrices() {
  return useQuery({
    queryKey: OWN_PRICES_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiFetch<OwnPricesResponse>('/api/prices/own', { signal })).prices,
    staleTime: 60_000,
  });
}

/** Saves what one package of a product cost the person today; "4.29" or "$4.29". */
export async function saveOwnPrice(
  queryClient: QueryClient,
  productId: string,
  price: string,
): Promise<OwnPriceEntry[]> {
  const body = await apiFetch<OwnPricesResponse>(
    `/api/prices/own/${encodeURIComponent(productId)}`,
    { method: 'PUT', body: { price } },
  );
  queryClient.setQueryData(OWN_PRICES_QUERY_KEY, body.prices);
  return body.prices;
}

/** Back to the reference price for this product. */
export async function resetOwnPrice(
  queryClient: QueryClient,
  productId: string,
): Promise<OwnPriceEntry[]> {
  const body = await apiFetch<OwnPricesResponse>(
    `/api/prices/own/${encodeURIComponent(productId)}`,
    { method: 'DELETE' },
  );
  queryClient.setQueryData(OWN_PRICES_QUERY_KEY, body.prices);
  return body.prices;
}
