import { describe, expect, it } from 'vitest';
import { shippedImportCatalogue } from './test-import-catalogue';
import { extractRecipeFromHtml } from './extract-recipe';
import { parseIngredientLine } from './ingredient-line';
import { importRecipeFromHtml, importRecipeFromText, NoRecipeFoundError } from './import-recipe';
import { durationMinutes, servingsOfYields } from './recipe-fields';

const catalogue = shippedImportCatalogue();
const page = (jsonLd: unknown, body = '') =>
  `<html><head><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body>${body}</body></html>`;

describe('JSON-LD extraction', () => {
  it('finds a Recipe in @graph with an array @type, sections and PropertyValue lines', () => {
    const r = extractRecipeFromHtml(
      page({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', name: 'Site' },
          {
            '@type': ['Recipe', 'NewsArticle'],
            name: 'Mac &amp; Cheese',
            recipeYield: ['4', '4 servings'],
            recipeIngredient: [
              { '@type': 'PropertyValue', value: '2', unitText: 'cups', name: 'elbow macaroni' },
              '1 cup <b>shredded</b> cheddar',
            ],
            recipeInstructions: [
              {
                '@type': 'HowToSection',
                name: 'Pasta',
                itemListElement: [{ '@type': 'HowToStep', text: '<p>Boil the pasta.</p>' }],
              },
              { '@type': 'HowToStep', text: 'Stir in cheese &amp; serve.' },
            ],
            image: { '@type': 'ImageObject', url: 'https://example.com/a.jpg' },
          },
        ],
      }),
    )!;
    expect(r.title).toBe('Mac & Cheese');
    expect(r.ingredients.map((l) => l.text)).toEqual([
      '2 cups elbow macaroni',
      '1 cup shredded cheddar',
    ]);
    expect(r.instructions).toEqual(['Boil the pasta.', 'Stir in cheese & serve.']);
    expect(r.image).toBe('https://example.com/a.jpg');
  });

  it('reads JSON-LD with raw newlines in strings and a trailing comma', () => {
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"Soup","recipeIngredient":["1 onion","2 cups
broth",],}</script>`;
    expect(extractRecipeFromHtml(html)!.ingredients).toHaveLength(2);
  });

  it('takes the recipe with most lines when a page has several', () => {
    const html =
      page({ '@type': 'Recipe', name: 'Small', recipeIngredient: ['1 egg'] }) +
      page({
        '@type': 'Recipe',
        name: 'Big',
        recipeIngredient: ['1 egg', '1 cup milk', '1 cup flour'],
      });
    expect(extractRecipeFromHtml(html)!.title).toBe('Big');
  });
});

describe('microdata and text fallback', () => {
  it('reads microdata', () => {
    const html = `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Toast</h1>
      <meta itemprop="recipeYield" content="2 servings"><meta itemprop="prepTime" content="PT5M">
      <ul><li itemprop="recipeIngredient">2 slices bread</li><li itemprop="recipeIngredient">1 tbsp butter</li></ul>
      <ol itemprop="recipeInstructions"><li>Toast the bread.</li><li>Butter it.</li></ol></div>`;
    const r = extractRecipeFromHtml(html)!;
    expect(r.title).toBe('Toast');
    expect(servingsOfYields(r.yields)?.servings ?? null).toBe(2);
    expect(r.ingredients.map((l) => l.text)).toEqual(['2 slices bread', '1 tbsp butter']);
    expect(r.instructions).toEqual(['Toast the bread.', 'Butter it.']);
  });

  it('finds ingredient and method sections with group headings in pasted text', () => {
    const text = `Lemon Pasta\nServes 4\n\nIngredients\n- 1 lb spaghetti\nFor the sauce:\n- 2 tbsp butter\n- Juice of 1 lemon\n\nMethod\n1. Boil the pasta.\n2. Toss with the sauce.\n\nNotes\nKeeps 2 days.`;
    const { recipe } = importRecipeFromText(text, catalogue);
    expect(recipe.title).toBe('Lemon Pasta');
    expect(recipe.servings).toBe(4);
    expect(recipe.ingredients.map((i) => [i.text, i.group])).toEqual([
      ['1 lb spaghetti', null],
      ['2 tbsp butter', 'For the sauce'],
      ['Juice of 1 lemon', 'For the sauce'],
    ]);
    expect(recipe.instructions).toEqual(['Boil the pasta.', 'Toss with the sauce.']);
  });

  it('says so when a page has no recipe', () => {
    expect(() =>
      importRecipeFromHtml('<html><body><p>About us</p></body></html>', catalogue),
    ).toThrow(NoRecipeFoundError);
  });
});

describe('ingredient lines', () => {
  it.each([
    ['1 1/2 cups all-purpose flour', 1.5, 'cup', 'all-purpose flour'],
    ['½ tsp salt', 0.5, 'tsp', 'salt'],
    ['1-2 tbsp olive oil', 1.5, 'tbsp', 'olive oil'],
    ['150g/5oz butter, softened', 150, 'g', 'butter'],
    ['2 (14 oz) cans diced tomatoes', 2, 'can', 'diced tomatoes'],
    ['Juice of 1 lemon', 1, null, 'lemon juice'],
    ['3 cloves garlic, minced', 3, 'clove', 'garlic'],
  ])('%s', (line, quantity, unit, name) => {
    const p = parseIngredientLine(line);
    expect(p.text).toBe(line);
    expect(p.quantity).toBe(quantity);
    expect(p.unit).toBe(unit);
    expect(p.name).toBe(name);
  });

  it('marks optional and to-taste lines', () => {
    expect(parseIngredientLine('1 cup milk (optional)').optional).toBe(true);
    const t = parseIngredientLine('Salt and pepper to taste');
    expect([t.toTaste, t.quantity]).toEqual([true, null]);
  });

  it('weighs a count by the food’s own count unit', () => {
    const { recipe } = importRecipeFromText('Ingredients\n2 bay leaves\n1 onion\n', catalogue);
    expect(recipe.ingredients[0]!.grams).toBeCloseTo(
      2 * catalogue.foodById.get('bay-leaves')!.units.leaf!,
      5,
    );
  });

  it('weighs a can by the weight the line states', () => {
    const { recipe } = importRecipeFromText(
      'Ingredients\n2 (14 oz) cans diced tomatoes\n1 onion\n',
      catalogue,
    );
    expect(recipe.ingredients[0]!.grams).toBeCloseTo(2 * 14 * 28.3495, 0);
  });
});

describe('food matching, labels and price', () => {
  it('matches aliases, plurals and descriptors, and leaves the unknown unmatched', () => {
    const { recipe } = importRecipeFromText(
      'Ingredients\n3 scallions, sliced\n2 spring onions\n2 boneless skinless chicken breasts\n1 cup dragonfruit-kombucha syrup\n',
      catalogue,
    );
    expect(recipe.ingredients.map((i) => i.foodId)).toEqual([
      'scallion',
      'scallion',
      'chicken-breast',
      null,
    ]);
    expect(recipe.unmatched).toBe(1);
    // An unknown line can be promised free of nothing, and is not priced.
    expect(recipe.diets).toEqual([]);
    expect(recipe.costPerServingCents).toBeNull();
  });

  it('derives allergens from the foods and prices a fully matched recipe', () => {
    const { recipe } = importRecipeFromText(
      'Ingredients\n2 cups milk\n2 eggs\n1 cup all-purpose flour\nMethod\nWhisk and fry.',
      catalogue,
    );
    expect(recipe.allergens).toEqual(expect.arrayContaining(['milk', 'eggs', 'wheat']));
    expect(recipe.unmatched).toBe(0);
    expect(recipe.costPerServingCents).toBeGreaterThan(0);
    // 488 g milk (61 kcal/100 g) + 100 g egg + 125 g flour over 4 servings: about 250 kcal.
    expect(recipe.nutritionPerServing.kcal).toBeGreaterThan(200);
    expect(recipe.nutritionPerServing.kcal).toBeLessThan(300);
  });

  it('uses a person’s own alias before the catalogue', () => {
    const personal = new Map([['nana sauce', 'marinara-sauce']]);
    const { recipe } = importRecipeFromText(
      'Ingredients\n1 cup Nana Sauce\n1 lb spaghetti\n',
      catalogue,
      {
        personalAliases: personal,
      },
    );
    expect(recipe.ingredients[0]!.foodId).toBe('marinara-sauce');
  });
});

describe('fields', () => {
  it('reads durations and yields', () => {
    expect(durationMinutes('PT1H30M')).toBe(90);
    expect(durationMinutes('P0DT0H20M')).toBe(20);
    expect(durationMinutes('1 hour 20 mins')).toBe(80);
    expect(servingsOfYields(['4-6 servings'])?.servings ?? null).toBe(4);
    expect(servingsOfYields(['12', '12 cookies'])?.servings ?? null).toBe(12);
    expect(servingsOfYields(['Serves 8'])?.servings ?? null).toBe(8);
  });
});

describe('the alias list', () => {
  it('names only foods of the catalogue', async () => {
    const { readFileSync } = await import('node:fs');
    const aliases = JSON.parse(
      readFileSync(new URL('../../data/food-aliases.json', import.meta.url), 'utf8'),
    ) as {
      aliases: Record<string, string[]>;
    };
    const missing = Object.keys(aliases.aliases).filter((id) => !catalogue.foodById.has(id));
    expect(missing).toEqual([]);
  });
});
