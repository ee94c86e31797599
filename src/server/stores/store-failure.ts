/**
 * What a person reads when a store's API fails (issue 15: clear errors, never a 500). The
 * store's own answer decides the status: a spent allowance or 429 is "busy, try again", any
 * other refusal or an unreachable store is a 502 naming the store and what it said.
 */
import { HttpError } from '../http/errors';
import { StoreApiError } from './store-provider';
import { storeLabel } from './store-pricing';

export function storeFailure(store: string, what: string, error: unknown): HttpError {
  const name = storeLabel(store);
  if (error instanceof HttpError) return error;
  if (error instanceof StoreApiError && error.status === 429) {
    return new HttpError(
      503,
      'STORE_BUSY',
      `${name} is not taking more requests right now, so ${what} did not happen. Please try again in a few minutes.`,
    );
  }
  if (error instanceof StoreApiError) {
    return new HttpError(
      502,
      'STORE_FAILED',
      `${name} refused, so ${what} did not happen (${error.message}). Please try again later.`,
    );
  }
  // A network failure, a time-out or an answer that does not parse.
  return new HttpError(
    502,
    'STORE_UNREACHABLE',
    `${name} could not be reached, so ${what} did not happen. Please try again in a few minutes.`,
  );
}
