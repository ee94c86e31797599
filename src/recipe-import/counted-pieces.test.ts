/**
 * Whole spices and herb sprigs counted by the piece, in lines written for these tests in the
 * style recipe sites use (issue 30): a few grams, marked as estimates, never a spoonful or
 * butter's stick.
 */
import { describe, expect, it } from 'vitest';
import { importRecipeFromText } from './import-recipe';
import { shippedImportCatalogue } from './test-import-catalogue';

const catalogue = shippedImportCatalogue();

function lineOf(text: string) {
  const r = importRecipeFromText(`Test\n\nIngredients\n${text}\n\nMethod\nSimmer.\n`, catalogue);
  return { ...r.recipe.ingredients[0]!, as: r.details.lines[0]!.estimate };
}

describe('whole spices counted by the piece', () => {
  it.each([
    ['4 whole cloves', 'ground-cloves', 0.4],
    ['1 cinnamon stick', 'ground-cinnamon', 3],
    ['2 cinnamon sticks, broken in half', 'ground-cinnamon', 6],
    ['1 stick cinnamon', 'ground-cinnamon', 3],
    ['6 whole black peppercorns', 'black-pepper', 0.3],
    ['5 green cardamom pods, lightly crushed', 'ground-cardamom', 1],
    ['8 allspice berries', 'ground-allspice', 0.8],
    ['1 whole nutmeg', 'ground-nutmeg', 5],
  ])('"%s" is %s, %d g, an estimate', (text, foodId, grams) => {
    const line = lineOf(text);
    expect(line.foodId).toBe(foodId);
    expect(line.grams).toBe(grams);
    expect(line.estimated).toBe(true);
    expect(line.as).toMatch(/about [\d.]+ g/);
  });

  it('a piece the food itself weighs keeps that weight (star anise, bay leaves)', () => {
    const anise = catalogue.foodById.get('star-anise')!.units.each!;
    expect(lineOf('1 star anise').grams).toBe(anise);
    expect(lineOf('2 whole star anise').grams).toBe(2 * anise);
    const leaf = catalogue.foodById.get('bay-leaves')!.units.leaf!;
    expect(lineOf('2 bay leaves').grams).toBe(2 * leaf);
  });

  it('measured spices and garlic cloves are not pieces', () => {
    expect(lineOf('1/2 tsp ground cloves').estimated).toBeUndefined();
    expect(lineOf('2 teaspoons whole black peppercorns').estimated).toBeUndefined();
    const garlic = lineOf('3 whole cloves garlic');
    expect(garlic.foodId).toBe('garlic');
    expect(garlic.grams).toBe(3 * catalogue.foodById.get('garlic')!.units.clove!);
    // Butter's stick is still half a cup.
    expect(lineOf('1 stick butter').grams).toBeGreaterThan(100);
  });
});

describe('herb sprigs', () => {
  it('a sprig of a herb weighed by the leaf is about five leaves', () => {
    const leaf = catalogue.foodById.get('basil')!.units.leaf!;
    const line = lineOf('2 sprigs fresh basil');
    expect(line.foodId).toBe('basil');
    expect(line.grams).toBe(2 * 5 * leaf);
    expect(line.estimated).toBe(true);
  });

  it('a herb with its own sprig weight keeps it', () => {
    const sprig = catalogue.foodById.get('thyme')!.units.sprig!;
    expect(lineOf('3 sprigs thyme').grams).toBeCloseTo(3 * sprig);
    expect(lineOf('3 sprigs thyme').estimated).toBeUndefined();
  });

  it('a fresh sprig of a herb held only dried is a quarter teaspoon of the dried herb', () => {
    const line = lineOf('3 sprigs of marjoram, leaves picked');
    expect(line.foodId).toBe('dried-marjoram');
    const tsp = catalogue.foodById.get('dried-marjoram')!.units.cup! / 48;
    expect(Math.abs(line.grams! - 3 * 0.25 * tsp)).toBeLessThan(0.06);
    expect(line.estimated).toBe(true);
    expect(line.grams!).toBeLessThan(2);
  });
});
