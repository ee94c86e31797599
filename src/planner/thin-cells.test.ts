/** Cells left thin on purpose (issue 27): no data-check failure, and a note for who asks. */
import { describe, expect, it } from 'vitest';
import { cellShortfalls, computeCellCoverage, THIN_CELLS, thinCellNotes } from './cell-coverage';

describe('thin cells', () => {
  it('are not shortfalls, while any other cell under the minimum is', () => {
    const recipes = [1, 2, 3].map((i) => ({
      id: `jp-${i}`,
      cuisine: 'japanese' as const,
      meal: 'dinner' as const,
      dishType: 'pizza',
      allergens: [],
      diets: [],
      costCentsPerServing: 100,
    }));
    const gaps = cellShortfalls(computeCellCoverage(recipes));
    expect(gaps.some((g) => g.startsWith('japanese dinner pizza'))).toBe(false);
    expect(gaps).toContain('japanese dinner tacos: 0 recipes, needs 4');
    expect(THIN_CELLS.has('japanese dinner pizza')).toBe(true);
  });

  it('give a note when the person chose that cuisine and dish type, and only then', () => {
    const recipes = [
      { cuisine: 'japanese', meal: 'dinner', dishType: 'pizza' },
      { cuisine: 'japanese', meal: 'dinner', dishType: 'pizza' },
      { cuisine: 'italian', meal: 'dinner', dishType: 'pizza' },
    ];
    const input = (cuisines: string[], dinner: string[]) => ({
      cuisines,
      meals: ['dinner' as const],
      dishTypes: { breakfast: [], lunch: [], dinner },
    });
    expect(thinCellNotes(input(['japanese', 'italian'], ['pizza', 'fish']), recipes)).toEqual([
      'Japanese cooking has few real pizza dinners: the recipe library has 2, since okonomiyaki, often called Japanese pizza, is a pancake and sits with the breakfast pancakes.',
    ]);
    expect(thinCellNotes(input(['italian'], ['pizza']), recipes)).toEqual([]);
    expect(thinCellNotes(input(['japanese'], ['fish']), recipes)).toEqual([]);
  });
});
