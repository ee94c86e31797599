import { apiErrorSchema } from '../../shared/session';

/** The one error type the web app throws for API failures, carrying the server's code. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/**
 * No request waits longer than this (issue 14): a "Saving..." that never ends is worse than
 * the failure message the person can act on.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * The app registers what a lost session means (go to /login) once the router exists;
 * the wrapper stays free of routing so it can be used anywhere.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/**
 * A schema that checks an answer, through the Standard Schema interface both of the app's
 * schema libraries implement: zod (the signed-in screens) and valibot (what every page reads
 * first; decision record 0025). Only synchronous checks are used.
 */
export interface ResponseSchema<T> {
  readonly '~standard': {
    validate(
      value: unknown,
    ):
      | { readonly value: T; readonly issues?: undefined }
      | { readonly issues: readonly unknown[] }
      | Promise<unknown>;
  };
}

/** The answer as the schema returns it, or undefined when it does not match. */
function validated<T>(schema: ResponseSchema<T>, value: unknown): { value: T } | undefined {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) return undefined;
  const checked = result as { value?: T; issues?: readonly unknown[] };
  return checked.issues ? undefined : { value: checked.value as T };
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. State-changing requests always send a body (at least `{}`). */
  body?: unknown;
  /** Validates the response; a mismatch is an error, never silently trusted. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /**
   * The session probe (`GET /api/me`) answers 401 for every visitor, which means "signed
   * out" there, not "session lost"; it turns the redirect off.
   */
  redirectOnUnauthorized?: boolean;
}

/**
 * The one fetch wrapper: same-origin, JSON in and out, `{ error: { code, message } }` turned
 * into ApiRequestError, and any 401 reported to the unauthorized handler.
 */
export async function apiFetch<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  // A GET sends no headers of its own: the browser hands a request the answer the page
  // preloaded (src/server/http/screen-preloads.ts) only when their headers are the same.
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (method !== 'GET') {
    headers.accept = 'application/json';
    // The server's CSRF check expects JSON from this origin on every state change.
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'same-origin', signal });
    text = await response.text();
  } catch (error) {
    if (timeout.aborted) {
      throw new ApiRequestError(
        0,
        'timeout',
        'PantryPilot took too long to answer. Please try again.',
      );
    }
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(
      0,
      'network_error',
      'Could not reach PantryPilot. Check your connection and try again.',
    );
  }

  if (response.status === 401 && options.redirectOnUnauthorized !== false) {
    unauthorizedHandler?.();
  }

  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }

  if (!response.ok) {
    const parsed = validated(apiErrorSchema, json);
    if (parsed) {
      const { code, message, field } = parsed.value.error;
      throw new ApiRequestError(response.status, code, message, field);
    }
    throw new ApiRequestError(
      response.status,
      'http_error',
      `The request failed (HTTP ${response.status}).`,
    );
  }

  if (options.schema) {
    const result = validated(options.schema, json);
    if (!result) {
      throw new ApiRequestError(
        response.status,
        'invalid_response',
        'PantryPilot sent an unexpected response.',
      );
    }
    return result.value;
  }
  return json as T;
}
