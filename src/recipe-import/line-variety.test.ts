/** Ingredient lines as the web writes them, beyond the corpus (issue 30). */
import { describe, expect, it } from 'vitest';
import { importRecipeFromText } from './import-recipe';
import { parseIngredientLine } from './ingredient-line';
import { shippedImportCatalogue } from './test-import-catalogue';

const catalogue = shippedImportCatalogue();

function gramsOfLine(text: string): [string | null, number | null] {
  const r = importRecipeFromText(
    `Test\n\nIngredients\n${text}\n\nInstructions\nCook.\n`,
    catalogue,
  );
  const line = r.recipe.ingredients[0]!;
  return [line.foodId, line.grams === null ? null : Math.round(line.grams)];
}

describe('amounts in words', () => {
  it.each([
    ['a couple of eggs', 2],
    ['a few sprigs of fresh rosemary', 3],
    ['several sprigs thyme', 3],
    ['two cans chickpeas', 2],
    ['three eggs', 3],
    ['half a lemon', 0.5],
    ['twelve corn tortillas', 12],
  ])('"%s" is %d', (text, quantity) => {
    expect(parseIngredientLine(text).quantity).toBe(quantity);
  });

  it('weighs them: two cans of chickpeas are two cans, not a spoonful', () => {
    expect(gramsOfLine('two cans chickpeas')).toEqual(['chickpeas', 850]);
    expect(gramsOfLine('half a lemon')).toEqual(['lemon', 29]);
    expect(gramsOfLine('three eggs')).toEqual(['eggs', 150]);
  });
});

describe('sizes in parentheses', () => {
  it('after a bare count, the size is each one’s: "4 (6 oz) chicken breasts" is 24 oz', () => {
    expect(gramsOfLine('4 (6 oz) boneless chicken breasts')).toEqual(['chicken-breast', 680]);
    expect(gramsOfLine('2 medium (8 oz) zucchini')).toEqual(['zucchini', 454]);
  });

  it('after a unit, the size is the same amount again: "1 lb (450 g) pasta" is a pound', () => {
    expect(gramsOfLine('1 lb (450 g) dried pasta')[1]).toBe(454);
    expect(gramsOfLine('4 oz cheddar, shredded (about 1 cup)')).toEqual(['cheddar', 113]);
  });

  it('a range in parentheses is its middle: "1 (3-4 lb) whole chicken" is 3.5 lb', () => {
    expect(gramsOfLine('1 (3-4 lb) whole chicken')).toEqual(['whole-chicken', 1588]);
  });
});

describe('food names as the web writes them', () => {
  it.each([
    ['1 cup shredded pepper jack', 'monterey-jack'],
    ['2 poblano peppers, roasted', 'green-bell-pepper'],
    ['1 spaghetti squash', 'butternut-squash'],
    ['2 yellow squash, sliced', 'zucchini'],
    ['2 tbsp white wine vinegar', 'white-vinegar'],
    ['1 tbsp rice wine vinegar', 'rice-vinegar'],
    ['1/4 cup agave nectar', 'agave-syrup'],
    ['3 clementines', 'orange'],
    ['1 tsp coriander seeds', 'ground-coriander'],
  ])('"%s" is %s', (text, foodId) => {
    expect(gramsOfLine(text)[0]).toBe(foodId);
  });

  it('a look-alike word is not a misspelling: mascarpone is not macaroni (a missed allergen)', () => {
    expect(gramsOfLine('8 oz mascarpone')[0]).toBeNull();
    // A real misspelling still matches.
    expect(gramsOfLine('2 zuchini, sliced')[0]).toBe('zucchini');
  });

  it('"shredded coconut" is coconut, never coconut milk', () => {
    expect(gramsOfLine('1/2 cup shredded coconut')[0]).not.toBe('coconut-milk');
  });
});

describe('pages built to stall the import', () => {
  it('reads a line of 20,000 numbers in well under a second, keeping the line whole', () => {
    const text = `${'1 '.repeat(20_000)}cup flour`;
    const start = performance.now();
    const line = parseIngredientLine(text);
    expect(performance.now() - start).toBeLessThan(1000);
    expect(line.text).toBe(text);
  });

  it('reads at most 200 ingredient lines of a page', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `${i + 1} g rice`).join('\n');
    const r = importRecipeFromText(
      `Test\n\nIngredients\n${many}\n\nInstructions\nCook.\n`,
      catalogue,
    );
    expect(r.recipe.ingredients).toHaveLength(200);
  });
});
