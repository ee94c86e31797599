import { describe, expect, it } from 'vitest';
import { importRecipeFromText } from './import-recipe';
import { shippedImportCatalogue } from './test-import-catalogue';

const catalogue = shippedImportCatalogue();

/** Each line imported on its own, as the person would see it on the review screen. */
function lineOf(text: string) {
  const r = importRecipeFromText(
    `Test\n\nIngredients\n${text}\n\nInstructions\nCook.\n`,
    catalogue,
  );
  expect(r.recipe.ingredients).toHaveLength(1);
  return { ...r.recipe.ingredients[0]!, estimate: r.details.lines[0]!.estimate };
}

describe('lines with no amount get what a cook uses, marked as an estimate (issue 30)', () => {
  it('a seasoning "to taste" is a pinch', () => {
    const salt = lineOf('salt to taste');
    expect(salt).toMatchObject({
      foodId: 'salt',
      grams: 0.4,
      estimated: true,
      estimate: 'a pinch',
    });
    expect(lineOf('freshly ground black pepper')).toMatchObject({ grams: 0.4, estimated: true });
  });

  it('oil for frying is what the food takes up, not the pan full', () => {
    for (const text of ['oil for frying', 'vegetable oil, for deep frying']) {
      const oil = lineOf(text);
      expect(oil.foodId).toBe('vegetable-oil');
      expect(oil.grams).toBeCloseTo(27.3, 1); // 2 tbsp at 218 g a cup
      expect(oil.estimated).toBe(true);
    }
  });

  it('cooking spray is a quick coat of the pan', () => {
    const spray = lineOf('Cooking spray');
    expect(spray).toMatchObject({ foodId: 'cooking-spray', estimated: true });
    expect(spray.grams).toBeLessThan(2);
  });

  it('a garnish or a dusting is a tablespoon', () => {
    expect(lineOf('Fresh parsley, chopped, for garnish')).toMatchObject({
      foodId: 'parsley',
      grams: 3.8,
      estimated: true,
    });
    expect(lineOf('powdered sugar, for dusting')).toMatchObject({ grams: 7.5, estimated: true });
  });

  it('a counted food named alone is one of it; a fat or sauce alone is a spoonful', () => {
    expect(lineOf('lemon')).toMatchObject({ foodId: 'lemon', grams: 58, estimated: true });
    expect(lineOf('Butter')).toMatchObject({ foodId: 'butter', grams: 14.2, estimated: true });
  });

  it('water with no amount is a spoonful too, and costs nothing', () => {
    expect(lineOf('water to thin the sauce')).toMatchObject({ foodId: 'water', estimated: true });
  });

  it('a stated amount is never marked as an estimate', () => {
    const flour = lineOf('2 cups all-purpose flour');
    expect(flour.estimated).toBeUndefined();
    expect(flour.estimate).toBeNull();
  });
});

describe('units without a number, and sizes (issue 30)', () => {
  it('"a dash of", "a splash of" are one of the unit, as stated (not an estimate)', () => {
    const dash = lineOf('dash of hot sauce');
    expect(dash).toMatchObject({ foodId: 'hot-sauce', grams: 0.4 });
    expect(dash.estimated).toBeUndefined();
    expect(lineOf('a splash of milk')).toMatchObject({ foodId: 'milk', grams: 15.3 });
  });

  it('"1 inch piece ginger" weighs a piece of ginger', () => {
    expect(lineOf('1 inch piece ginger, grated')).toMatchObject({ foodId: 'ginger', grams: 15 });
    expect(lineOf('2-inch piece fresh ginger')).toMatchObject({ foodId: 'ginger', grams: 30 });
  });
});

describe('form words at the head of a phrase (issue 30)', () => {
  it('"naan bread" is naan, and one of it when served alongside', () => {
    expect(lineOf('naan bread, to serve')).toMatchObject({
      foodId: 'naan',
      grams: 90,
      estimated: true,
    });
  });

  it('"vanilla protein powder" is not vanilla extract: unmatched, for the person to choose', () => {
    expect(lineOf('1 scoop vanilla protein powder').foodId).toBeNull();
    expect(lineOf('2 tbsp almond flour').foodId).not.toBe('almonds');
  });

  it('"sriracha sauce" is sriracha; "garlic bread" is bread, not garlic', () => {
    expect(lineOf('1 tbsp sriracha sauce').foodId).toBe('sriracha');
    expect(lineOf('2 slices garlic bread').foodId).not.toBe('garlic');
  });
});

describe('a count of packages whose size the line does not say (issue 30)', () => {
  it('is the smallest package the stores sell of that food, marked as an estimate', () => {
    expect(lineOf('1 package cream cheese')).toMatchObject({
      foodId: 'cream-cheese',
      grams: 226.8,
      estimated: true,
    });
    expect(lineOf('1 tub ricotta')).toMatchObject({ foodId: 'ricotta', estimated: true });
    expect(lineOf('1 carton chicken broth').grams).toBeGreaterThan(300);
  });

  it('a loaf of bread is a loaf, not one slice', () => {
    const loaf = lineOf('1 loaf bread');
    expect(loaf.grams).toBeGreaterThan(400);
    expect(loaf.estimated).toBe(true);
  });

  it('a bottle is one bottle, never the six-pack a store sells', () => {
    expect(lineOf('1 bottle beer').grams).toBeLessThan(400);
  });
});
