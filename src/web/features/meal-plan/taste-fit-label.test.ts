import { describe, expect, it } from 'vitest';
import { tasteFitLabel } from './day-meals';

describe('a swap offer says how it meets the tastes (issue 29)', () => {
  it('labels each step of relaxing the tastes honestly', () => {
    expect(tasteFitLabel({ matchesTastes: true, tasteFit: 'both' })).toBe('');
    expect(tasteFitLabel({ matchesTastes: false, tasteFit: 'dish' })).toBe(
      ' · a dish you like, another cuisine',
    );
    expect(tasteFitLabel({ matchesTastes: false, tasteFit: 'cuisine' })).toBe(
      ' · a cuisine you like, another dish',
    );
    expect(tasteFitLabel({ matchesTastes: false, tasteFit: 'none' })).toBe(
      ' · outside your tastes',
    );
    // An answer from before the field existed.
    expect(tasteFitLabel({ matchesTastes: false })).toBe(' · outside your tastes');
  });
});
