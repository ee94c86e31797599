import { describe, expect, it } from 'vitest';
import { sanitiseDeep } from './sanitise';

describe('sanitiseDeep (spec section 5, plan data handling)', () => {
  it('trims strings and removes < and >, recursively in lists and objects', () => {
    expect(
      sanitiseDeep({
        name: '  <b>Soup</b> night ',
        meals: [' Breakfast ', '<Lunch>'],
        preferences: { note: { deep: [' a<script>b ', 3, true, null] } },
      }),
    ).toEqual({
      name: 'bSoup/b night',
      meals: ['Breakfast', 'Lunch'],
      preferences: { note: { deep: ['ascriptb', 3, true, null] } },
    });
  });

  it('sanitises keys and drops prototype keys', () => {
    const input = JSON.parse('{" <k> ": 1, "__proto__": {"polluted": true}}');
    const out = sanitiseDeep(input) as Record<string, unknown>;
    expect(out).toEqual({ k: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('leaves numbers and booleans alone', () => {
    expect(sanitiseDeep({ budget: 85.5, useNewGeneration: true })).toEqual({
      budget: 85.5,
      useNewGeneration: true,
    });
  });
});
