/**
 * The variety of real recipe pages the import meets (issue 30's done-when is measured on pages
 * we have not seen): microdata with nested items (author, nutrition, steps, reviews), RDFa,
 * JSON-LD with prefixed types in @graph and HowToSection steps, the old data-vocabulary.org
 * markup, a blog page with only a recipe card's headings; yields as numbers, words and "1 loaf (10 slices)"; durations in ISO 8601 and words;
 * ingredient lines in metric and US units, with decimal commas, British spellings, cookbook
 * shorthand, sums and sizes without parentheses. Fixtures: src/recipe-import/fixtures/.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importRecipeFromHtml, importRecipeFromText } from './import-recipe';
import { parseIngredientLine } from './ingredient-line';
import { durationMinutes, servingsOfYields } from './recipe-fields';
import { shippedImportCatalogue } from './test-import-catalogue';

const catalogue = shippedImportCatalogue();
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const lines = (r: {
  ingredients: { text: string; foodId: string | null; grams: number | null }[];
}) => r.ingredients.map((i) => [i.text, i.foodId, i.grams === null ? null : Math.round(i.grams)]);

describe('pages in the markup real sites publish', () => {
  it('microdata: the recipe’s own name, not its author’s; nutrition, steps and a review nested', () => {
    const { recipe, details } = importRecipeFromHtml(
      fixture('microdata-nested-items.html'),
      catalogue,
    );
    expect(recipe.title).toBe('Tomato & White Bean Soup');
    expect([recipe.servings, recipe.prepMinutes, recipe.cookMinutes]).toEqual([4, 10, 35]);
    expect(details.statedKcal).toBe(310);
    expect(lines(recipe)).toEqual([
      ['2 tbsp olive oil', 'olive-oil', 27],
      ['1 medium onion, diced', 'onion', 110],
      ['3 cloves garlic, minced', 'garlic', 9],
      ['1 (28 oz) can crushed tomatoes', 'crushed-tomatoes', 794],
      ['2 (15-ounce) cans cannellini beans, drained', 'cannellini-beans', 851],
      ['4 cups vegetable broth', 'vegetable-broth', 884],
      ['½ tsp dried oregano', 'dried-oregano', 1],
      ['Salt & pepper, to taste', 'salt', 0],
    ]);
    // The review's "1 cup spinach" and name are the review's.
    expect(recipe.instructions).toEqual([
      'Soften the onion and garlic in the oil.',
      'Add the rest and simmer 30 minutes.',
    ]);
  });

  it('RDFa Lite (vocab + typeof): metric lines, decimal commas and British spellings', () => {
    const { recipe, details } = importRecipeFromHtml(fixture('rdfa-lite.html'), catalogue);
    expect(details.extractedFrom).toBe('rdfa');
    expect(recipe.title).toBe('Potato & Leek Soup');
    expect(recipe.servings).toBe(6);
    expect(details.statedKcal).toBe(330);
    expect(lines(recipe)).toEqual([
      ['1,5 kg floury potatoes, peeled', 'potato', 1500],
      ['2 leeks, sliced', 'leek', 178],
      ['30 g butter', 'butter', 30],
      ['1 litre vegetable stock', 'vegetable-broth', 934],
      ['200 millilitres single cream', 'half-and-half', 205],
      ['1 T. chopped chives', 'chives', 3],
    ]);
    expect(recipe.instructions).toHaveLength(3);
  });

  it('JSON-LD: "schema:Recipe" in @graph, a numeric yield, HowToSections, entities', () => {
    const { recipe, details } = importRecipeFromHtml(
      fixture('json-ld-prefixed-graph.html'),
      catalogue,
    );
    expect(recipe.title).toBe('Coconut Chickpea Curry – 30 Minutes');
    expect([recipe.servings, recipe.prepMinutes, recipe.cookMinutes]).toEqual([4, 10, 20]);
    expect(recipe.cuisine).toBe('indian');
    expect(details.statedKcal).toBe(520);
    expect(recipe.ingredients.map((i) => [i.text, i.quantity, i.unit, i.foodId])).toEqual([
      ['1 T. coconut oil', 1, 'tbsp', 'coconut-oil'],
      ['1 large onion, chopped', 1, 'each', 'onion'],
      ['1 tablespoon + 1 teaspoon curry powder', 1.333, 'tbsp', 'curry-powder'],
      ['1 14-ounce can coconut milk', 1, 'can', 'coconut-milk'],
      ['1-1/2 cups cooked chickpeas', 1.5, 'cup', 'chickpeas'],
      ['1 cup + 2 tbsp water', 1.125, 'cup', 'water'],
      ['About 2 cups cooked rice, to serve', 2, 'cup', 'white-rice'],
      ['1 (5 oz) bag baby spinach', 1, 'bag', 'spinach'],
      ['Juice of ½ lime', 0.5, null, 'lime-juice'],
    ]);
    // The can's own size, not a default can: 14 oz.
    expect(recipe.ingredients[3]!.grams).toBeCloseTo(14 * 28.3495, 0);
    expect(recipe.instructions).toEqual([
      'Fry the onion in the oil until soft.',
      'Stir in the curry powder, then the coconut milk, chickpeas and water.',
      'Wilt the spinach in, add the lime juice & serve over rice.',
    ]);
  });

  it('data-vocabulary.org microdata: ingredient items, "yield" of a loaf in slices', () => {
    const { recipe } = importRecipeFromHtml(fixture('data-vocabulary.html'), catalogue);
    expect(recipe.title).toBe('Easy Banana Bread');
    expect(recipe.servings).toBe(10);
    expect(recipe.cookMinutes).toBe(60);
    expect(recipe.ingredients.map((i) => i.text)).toEqual([
      '3 ripe bananas, mashed',
      '⅓ cup melted butter',
      '¾ cup sugar',
      '1 egg, beaten',
      '1 ½ cups all-purpose flour',
      '1 tsp baking soda',
    ]);
    expect(recipe.unmatched).toBe(0);
    expect(recipe.instructions).toEqual(['Mix everything.', 'Bake at 350°F for 1 hour.']);
  });
});

describe('microdata lists wrapped in an item of their own', () => {
  it('still finds the ingredient lines and steps', () => {
    const html = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Rice</h1>
      <ul itemscope itemtype="https://schema.org/ItemList"><li itemprop="recipeIngredient">1 cup rice</li>
      <li itemprop="recipeIngredient">2 cups water</li></ul>
      <ol itemscope itemtype="https://schema.org/ItemList"><li itemprop="recipeInstructions">Simmer 18 minutes.</li></ol></div>`;
    const { recipe } = importRecipeFromHtml(html, catalogue);
    expect(recipe.title).toBe('Rice');
    expect(recipe.ingredients.map((i) => i.text)).toEqual(['1 cup rice', '2 cups water']);
    expect(recipe.instructions).toEqual(['Simmer 18 minutes.']);
  });
});

describe('JSON-LD ingredients in one string', () => {
  it('splits a comma-separated list before each amount, not inside a line', () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Pancakes',
      recipeIngredient: '2 cups flour, 1 cup milk, 2 eggs, 1 onion, diced',
    })}</script>`;
    const { recipe } = importRecipeFromHtml(html, catalogue);
    expect(recipe.ingredients.map((i) => i.text)).toEqual([
      '2 cups flour',
      '1 cup milk',
      '2 eggs',
      '1 onion, diced',
    ]);
  });
});

describe('a blog page without structured data', () => {
  it('takes the recipe card’s list, not the table of contents or the story', () => {
    const { recipe } = importRecipeFromHtml(fixture('blog-without-markup.html'), catalogue);
    expect(recipe.title).toBe('The Best Lemon Garlic Pasta');
    expect([recipe.servings, recipe.prepMinutes, recipe.cookMinutes]).toEqual([4, 10, 15]);
    expect(recipe.ingredients.map((i) => i.text)).toEqual([
      '1 lb spaghetti',
      '¼ cup extra virgin olive oil',
      '4 cloves garlic, thinly sliced',
      'Zest and juice of 2 lemons',
      '½ cup grated Parmesan',
      'Salt and pepper, to taste',
    ]);
    expect(recipe.unmatched).toBe(0);
    expect(recipe.instructions).toEqual([
      'Cook the spaghetti in salted water.',
      'Warm the garlic in the oil, add the lemon and the pasta, toss with the cheese.',
    ]);
  });
});

describe('fields as pages write them', () => {
  it.each([
    ['PT1H30M', 90],
    ['PT0H35M', 35],
    ['PT0.5H', 30],
    ['PT', null],
    ['1 1/2 hours', 90],
    ['1½ hours', 90],
    ['1 hr 15 min', 75],
    ['P0Y0M0DT0H45M0.000S', 45],
  ])('duration %s', (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it.each([
    [['4'], 4],
    [['Serves four'], 4],
    [['Four servings'], 4],
    [['1 loaf (10 slices)'], 10],
    [['Makes 24 cookies'], 24],
    [['6 to 8 servings'], 6],
    [['Makes about 2 dozen'], 24],
    [['a dozen muffins'], 12],
  ])('yield %j', (yields, servings) => {
    expect(servingsOfYields(yields)?.servings ?? null).toBe(servings);
  });
});

describe('ingredient lines in metric and US units', () => {
  it.each([
    ['1,5 kg potatoes', 1.5, 'kg', 'potatoes'],
    ['1 litre chicken stock', 1, 'l', 'chicken stock'],
    ['500 millilitres milk', 500, 'ml', 'milk'],
    ['2 cl rum', 20, 'ml', 'rum'],
    ['1 T. butter', 1, 'tbsp', 'butter'],
    ['1 t. salt', 1, 'tsp', 'salt'],
    ['1 Tbs butter', 1, 'tbsp', 'butter'],
    ['1 heaping cup flour', 1, 'cup', 'flour'],
    ['About 2 cups rice', 2, 'cup', 'rice'],
    ['1-1/2 cups milk', 1.5, 'cup', 'milk'],
    ['1 to 2 teaspoons chili flakes', 1.5, 'tsp', 'chili flakes'],
    ['1 cup + 2 tbsp flour', 1.125, 'cup', 'flour'],
    ['28-ounce can tomatoes', 1, 'can', 'tomatoes'],
    ['1 15oz can chickpeas', 1, 'can', 'chickpeas'],
  ])('%s', (line, quantity, unit, name) => {
    const p = parseIngredientLine(line);
    expect(p.text).toBe(line);
    expect([p.quantity, p.unit, p.name]).toEqual([quantity, unit, name]);
  });

  it('weighs a can by the size written without parentheses', () => {
    expect(parseIngredientLine('28-ounce can tomatoes').alternative).toEqual({
      quantity: 28,
      unit: 'oz',
    });
    expect(parseIngredientLine('2 15 oz cans black beans').alternative).toEqual({
      quantity: 30,
      unit: 'oz',
    });
  });
});

describe('lines as US and UK sites write them', () => {
  it.each([
    ['1 lb. boneless, skinless chicken thighs', 'chicken-thighs', 453.6],
    ['2 large, ripe tomatoes', 'tomato', null],
    // One 5 oz can as sold (141.75 g; 141.74 g in foods.json, rounded to 0.1 g): issue 27.
    ['1 can tuna, drained', 'canned-tuna', 141.7],
    ['1 tbsp rapeseed oil', 'canola-oil', 13.6],
    ['a knob of butter', 'butter', 14.2],
    ['1 tbsp cornstarch mixed with 2 tbsp water', 'cornstarch', 8],
    ['1 (16 oz) box penne pasta', 'penne', 453.6],
    ['1 cup ditalini pasta', 'elbow-macaroni', 105],
    ['1 cup shredded lettuce', 'iceberg-lettuce', 72],
  ])('%s', (line, foodId, grams) => {
    const { recipe } = importRecipeFromText(`Ingredients\n${line}\n1 onion\n`, catalogue);
    const [first] = recipe.ingredients;
    expect(first!.foodId).toBe(foodId);
    if (grams !== null) expect(first!.grams).toBeCloseTo(grams, 1);
    else expect(first!.grams).toBeGreaterThan(0);
  });
});

describe('fuzzy matching', () => {
  it('takes misspellings, never a food that only contains the word', () => {
    expect(catalogue.matcher.match('zuchini')?.foodId).toBe('zucchini');
    expect(catalogue.matcher.match('mozarella')?.foodId).toBe('mozzarella');
    // "rum" is not bread crumbs, "nut" not walnuts, "gin" not ginger.
    expect(catalogue.matcher.match('rum')).toBeNull();
    expect(catalogue.matcher.match('nut')).toBeNull();
    expect(catalogue.matcher.match('gin')).toBeNull();
  });
});

describe('JSON-LD wrapped in comments, as old themes print it', () => {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Rice and carrots',
    recipeYield: '4',
    recipeIngredient: ['1 cup rice', '2 carrots'],
    recipeInstructions: 'Cook.',
  };
  it.each([
    ['/*<![CDATA[*/', '/*]]>*/'],
    ['//<![CDATA[\n', '\n//]]>'],
    ['<!--', '-->'],
    ['<![CDATA[', ']]>'],
  ])('reads the recipe inside %s ... %s', (open, close) => {
    const html = `<html><head><script type="application/ld+json">${open}${JSON.stringify(recipe)}${close}</script></head></html>`;
    const r = importRecipeFromHtml(html, catalogue).recipe;
    expect(r.title).toBe('Rice and carrots');
    expect(r.ingredients.map((i) => i.foodId)).toEqual(['white-rice', 'carrot']);
  });
});

describe('pages without structured data or a known plugin', () => {
  const nav = '<nav><ul><li>Home</li><li>Recipes</li></ul></nav>';

  it('leaves the site’s menu and footer out of the steps', () => {
    const r = importRecipeFromHtml(
      `<html><body>${nav}<article><h1>Lemon Rice</h1><p><strong>Ingredients</strong></p><p>1 cup basmati rice</p><p>2 tbsp butter</p><p><strong>Directions</strong></p><p>Cook the rice.</p><p>Stir in the butter.</p></article><footer><p>© 2026 My Blog</p></footer></body></html>`,
      catalogue,
    ).recipe;
    expect(r.ingredients.map((i) => i.text)).toEqual(['1 cup basmati rice', '2 tbsp butter']);
    expect(r.instructions).toEqual(['Cook the rice.', 'Stir in the butter.']);
  });

  it('reads a card of an unknown plugin by its class names, titled by og:title', () => {
    const r = importRecipeFromHtml(
      `<html><head><meta property="og:title" content="Lemon Rice"><title>Lemon Rice | My Blog</title></head><body><div class="recipe-ingredients"><ul><li>1 cup basmati rice</li><li>2 tbsp butter</li></ul></div><div id="recipe-method"><ol><li>Cook the rice.</li></ol></div></body></html>`,
      catalogue,
    ).recipe;
    expect(r.title).toBe('Lemon Rice');
    expect(r.ingredients.map((i) => i.foodId)).toEqual(['basmati-rice', 'butter']);
    expect(r.instructions).toEqual(['Cook the rice.']);
  });

  it('takes the title element without the site’s name when nothing better says it', () => {
    const r = importRecipeFromHtml(
      `<html><head><title>Lemon Rice | My Blog</title></head><body><ul class="ingredient-list"><li>1 cup basmati rice</li><li>2 tbsp butter</li></ul></body></html>`,
      catalogue,
    ).recipe;
    expect(r.title).toBe('Lemon Rice');
  });
});
