/** The cooking-time preference (issue 27): three choices written, anything older read as 30-60. */
import { describe, expect, it } from 'vitest';
import {
  COOKING_TIME_MESSAGE,
  preferencesObjectSchema,
  readCookingTime,
  storedPreferencesObjectSchema,
} from './preferences';

describe('cooking time', () => {
  it.each(['under-30', '30-60', 'over-60'] as const)('reads and writes %s as itself', (t) => {
    expect(readCookingTime(t)).toBe(t);
    expect(preferencesObjectSchema.parse({ cookingTime: t }).cookingTime).toBe(t);
  });

  it.each(['30', '30 minutes', 'quick', '', 45, null, undefined, { x: 1 }])(
    'reads the legacy value %j as 30-60 and never fails',
    (legacy) => {
      expect(readCookingTime(legacy)).toBe('30-60');
      const stored = storedPreferencesObjectSchema.parse({
        servingSize: 3,
        budget: 'high',
        cookingTime: legacy,
      });
      expect(stored).toEqual({ servingSize: 3, budget: 'high', cookingTime: '30-60' });
    },
  );

  it('refuses another value on write, with a message naming the three choices', () => {
    const r = preferencesObjectSchema.safeParse({ cookingTime: '45' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(COOKING_TIME_MESSAGE);
    expect(COOKING_TIME_MESSAGE).toBe('Cooking time must be one of "under-30", "30-60", "over-60"');
  });

  it('defaults to 30-60 when a write leaves it out', () => {
    expect(preferencesObjectSchema.parse({}).cookingTime).toBe('30-60');
  });
});
