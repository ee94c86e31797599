import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import {
  checkTierLimits,
  FREE_PLAN_SHAPE_MESSAGE,
  FREE_PLAN_USED_MESSAGE,
  tierOf,
} from './tier-limits';

function refusal(fn: () => void): HttpError {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('tier limits (spec sections 1, 6, 9)', () => {
  it('only subscription status active is Pro', () => {
    expect(tierOf('active')).toBe('pro');
    for (const s of ['free', 'past_due', 'canceled', null, undefined])
      expect(tierOf(s)).toBe('free');
  });

  it('a free person gets one plan in total, of 1 day and 2 servings', () => {
    expect(() => checkTierLimits('free', 0, { days: 1, servings: 2 })).not.toThrow();
    const second = refusal(() => checkTierLimits('free', 1, { days: 1, servings: 2 }));
    expect([second.status, second.code, second.message]).toEqual([
      403,
      'UPGRADE_REQUIRED',
      FREE_PLAN_USED_MESSAGE,
    ]);
    expect(refusal(() => checkTierLimits('free', 0, { days: 7, servings: 2 })).message).toBe(
      FREE_PLAN_SHAPE_MESSAGE,
    );
    expect(refusal(() => checkTierLimits('free', 0, { days: 1, servings: 4 })).field).toBe(
      'servingsPerMeal',
    );
  });

  it('a Pro person gets 1, 3, 5 or 7 days and 1 to 50 servings, any number of plans', () => {
    for (const days of [1, 3, 5, 7]) {
      expect(() => checkTierLimits('pro', 40, { days, servings: 50 })).not.toThrow();
    }
    for (const days of [2, 4, 6, 8]) {
      expect(refusal(() => checkTierLimits('pro', 0, { days, servings: 2 })).message).toBe(
        'Please enter a valid duration',
      );
    }
    expect(refusal(() => checkTierLimits('pro', 0, { days: 7, servings: 51 })).message).toBe(
      'Please enter a valid number of servings',
    );
  });
});
