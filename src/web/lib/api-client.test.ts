/**
 * apiFetch checks answers with the shared schemas themselves (issue 34: one schema per shape,
 * zod/mini where a public page reads it first): a good answer passes, a drifted one is the
 * client's "unexpected response", and an error body keeps the server's own message.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listStateSchema } from '../../shared/list-sync';
import { meResponseSchema } from '../../shared/session';
import { ApiRequestError, apiFetch } from './api-client';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

const me = {
  user: { id: 'u1', email: 'ada@example.com', name: 'Ada', image: null },
  subscription: { status: 'free', priceId: null, updatedAt: '2026-11-26T00:00:00.000Z' },
  onboardingCompleted: true,
  planCount: 1,
};

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch with the shared schemas', () => {
  it('returns an answer that matches', async () => {
    answer(200, me);
    await expect(apiFetch('/api/me', { schema: meResponseSchema })).resolves.toEqual(me);
  });

  it('refuses an answer that drifted from the shape', async () => {
    answer(200, { ...me, planCount: -1 });
    const error = await failure(apiFetch('/api/me', { schema: meResponseSchema }));
    expect(error.code).toBe('invalid_response');
    expect(error.message).toBe('PantryPilot sent an unexpected response.');

    answer(200, {
      planId: 'p1',
      items: { rice: { active: true, inBasket: 'no', activeVersion: 1, basketVersion: 0 } },
    });
    const listError = await failure(apiFetch('/api/x', { schema: listStateSchema }));
    expect(listError.code).toBe('invalid_response');
  });

  it("keeps the server's error code and message", async () => {
    answer(400, {
      error: { code: 'VALIDATION_ERROR', message: 'budget: too low', field: 'budget' },
    });
    const error = await failure(apiFetch('/api/meal-plans', { method: 'POST', body: {} }));
    expect([error.status, error.code, error.message, error.field]).toEqual([
      400,
      'VALIDATION_ERROR',
      'budget: too low',
      'budget',
    ]);
  });

  it('says the request failed when the error body is not the API error shape', async () => {
    answer(500, { oops: true });
    const error = await failure(apiFetch('/api/me'));
    expect(error.message).toBe('The request failed (HTTP 500).');
  });
});
