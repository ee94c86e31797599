import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importRecipeFromHtml, importRecipeFromText, NoRecipeFoundError } from './import-recipe';
import { parseIngredientLine } from './ingredient-line';
import { shippedImportCatalogue } from './test-import-catalogue';

const catalogue = shippedImportCatalogue();
const fragments = [
  '<script type="application/ld+json">',
  '</script>',
  '{"@type":"Recipe","name":"x","recipeIngredient":["1 cup flour"',
  ']}',
  '{"@graph":[',
  '<div itemscope itemtype="https://schema.org/Recipe">',
  '<li itemprop="recipeIngredient">',
  '<div class="wprm-recipe-container">',
  'Ingredients\n',
  'Method\n',
  '1 ½ cups',
  '(14 oz) can',
  '150g/5oz',
  'juice of',
  'For the sauce:',
  '&amp;',
  '&frac12;',
  '\u0000',
  '<',
  '>',
];

/** Whatever a page or paste holds, the import answers with a recipe or "no recipe found". */
function onlyNoRecipe(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(NoRecipeFoundError);
  }
}

describe('the import never crashes', () => {
  it('on arbitrary pages and pastes', () => {
    const page = fc
      .array(fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 30 })), {
        maxLength: 40,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(page, (html) => {
        onlyNoRecipe(() => importRecipeFromHtml(html, catalogue));
        onlyNoRecipe(() => importRecipeFromText(html, catalogue));
      }),
      { numRuns: 300, seed: 30 },
    );
  });

  it('on arbitrary ingredient lines', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (line) => {
        const parsed = parseIngredientLine(line);
        expect(parsed.text).toBe(line);
        expect(parsed.quantity === null || Number.isFinite(parsed.quantity)).toBe(true);
      }),
      { numRuns: 500, seed: 30 },
    );
  });
});
