/**
 * Lines in the styles real recipe sites write them, where a measurement on real pages
 * (bench/import-real-lines.ts) found the import reading them wrong (issue 30). The lines are
 * written for these tests, in the sites' styles.
 */
import { describe, expect, it } from 'vitest';
import { importRecipeFromHtml, importRecipeFromText } from './import-recipe';
import { parseIngredientLine } from './ingredient-line';
import { servingsOfYields } from './recipe-fields';
import { shippedImportCatalogue } from './test-import-catalogue';

const catalogue = shippedImportCatalogue();

function lineOf(text: string) {
  const r = importRecipeFromText(
    `Test\n\nIngredients\n${text}\n\nInstructions\nCook.\n`,
    catalogue,
  );
  return r.recipe.ingredients[0]!;
}
const food = (text: string) => lineOf(text).foodId;
const grams = (text: string) => {
  const g = lineOf(text).grams;
  return g === null ? null : Math.round(g);
};
const unit = (id: string, u: string) => {
  const f = catalogue.foodById.get(id)!;
  return (f.units as Record<string, number>)[u]!;
};

describe('notes in parentheses stay notes', () => {
  it('a comma inside parentheses does not cut the food name: milk is milk, not almond milk', () => {
    const line = parseIngredientLine('1 cup milk (or oat, soy, or almond milk)');
    expect(line.name).toBe('milk');
    expect(food('1 cup milk (or oat, soy, or almond milk)')).toBe('milk');
    expect(food('½ cup whole milk (I use unsweetened almond milk, any milk works)')).toBe('milk');
  });

  it('an amount in a nested note is not the line’s amount', () => {
    const text = '2 cups chicken broth (for a thinner soup, add 1 cup (240 ml) more)';
    expect(parseIngredientLine(text).alternative).toBeNull();
    expect(food(text)).toBe('chicken-broth');
    expect(grams(text)).toBe(Math.round(2 * unit('chicken-broth', 'cup')));
    expect(food('3 cups water (for a stovetop pot of rice, use 2 1/2 cups (600 ml) water)')).toBe(
      'water',
    );
  });

  it('double parentheses from recipe cards are one note', () => {
    const line = parseIngredientLine(
      '1 kg / 2 lb beef brisket ((flat) or chuck, cut into 4 cm pieces)',
    );
    expect(line.name).toBe('beef brisket');
  });
});

describe('amounts the parser missed', () => {
  it.each([
    ['1/4-1/2 tsp fine sea salt', 0.375],
    ['1/2 + 1/4 teaspoon ground cumin', 0.75],
    ['1-1/2 cups flour', 1.5],
  ])('"%s" is %d', (text, quantity) => {
    expect(parseIngredientLine(text).quantity).toBe(quantity);
  });

  it('meal-kit units: "milliliter(s)", "unit(s)"', () => {
    expect(parseIngredientLine('15 milliliter(s) Fish Sauce').measure).toEqual({
      quantity: 15,
      unit: 'ml',
    });
    expect(parseIngredientLine('3 unit(s) Spring Onion').name).toBe('spring onion');
    expect(food('3 unit(s) Spring Onion')).toBe('scallion');
  });

  it('a container whose size is a range, or is written inside the parentheses', () => {
    expect(parseIngredientLine('1 (14 to 16-ounce) tub ricotta cheese').alternative).toEqual({
      quantity: 15,
      unit: 'oz',
    });
    expect(grams('1 (14 to 16-ounce) tub ricotta cheese')).toBe(425);
    expect(parseIngredientLine('2 (15-ounce cans) black beans, drained').alternative).toEqual({
      quantity: 30,
      unit: 'oz',
    });
  });

  it('a size that says "total" is all of it; "each" is per piece', () => {
    expect(grams('6 boneless chicken thighs (about 2 pounds total)')).toBe(907);
    expect(grams('2 bone-in pork chops (about 12 ounces each), patted dry')).toBe(680);
    expect(food('2 1-inch-thick bone-in pork chops')).toBe('pork-chops');
  });
});

describe('which food a line names', () => {
  it('an orange juiced for part of the line is still oranges; a lemon, juiced, is juice', () => {
    expect(food('3 oranges, one juiced and two segmented')).toBe('orange');
    expect(food('1 lemon, juiced')).toBe('lemon-juice');
  });

  it('a list of colours names one pepper, not "red" alone', () => {
    expect(food('1 large green, red, or yellow bell pepper, diced')).toBe('green-bell-pepper');
  });

  it('alternatives: the first one named, with the noun they share', () => {
    expect(food('8 corn or flour tortillas, warmed')).toBe('corn-tortillas');
    expect(food('4 cups chicken or vegetable stock')).toBe('chicken-broth');
    expect(food('1/4 cup chopped parsley or cilantro')).toBe('parsley');
    // "tortillas" is a plural like any other (it was kept whole, and "corn" alone won).
    // (with a word between, the tortilla is found, not the corn or the flour)
    expect(['corn-tortillas', 'flour-tortillas']).toContain(
      food('corn or flour taco-size tortillas'),
    );
    expect(food('2 teaspoons cayenne, chipotle, or other chile powder')).toBe('cayenne-pepper');
  });

  it('names the sites use for foods the catalogue has', () => {
    expect(food('2 chipotle peppers in adobo sauce, chopped')).toBe('chipotle-in-adobo');
    expect(food('1 (4 oz) can diced green chilies')).toBe('green-chiles');
    expect(food('1 serrano chile, minced')).toBe('serrano-pepper');
    expect(food('4 burger buns, toasted')).toBe('hamburger-buns');
    expect(food('1/2 cup champagne')).toBe('white-wine');
    expect(food('3 pounds lean chuck roast, cubed')).toBe('beef-chuck-roast');
    expect(food('1/4 cup dried unsweetened cranberries')).toBe('dried-cranberries');
    expect(food('12 ounces noodles')).toBe('egg-noodles');
    expect(food('100 g good dark chocolate (70%), chopped')).toBe('chocolate-chips');
    expect(food('4 cups low-sodium chicken broth')).toBe('chicken-broth');
    expect(food('3 tablespoons creamy natural peanut butter')).toBe('peanut-butter');
  });
});

describe('a generic name with examples in its note', () => {
  it('takes the first example: "chopped nuts (walnuts, pecans, etc)" is walnuts', () => {
    expect(food('1 cup chopped nuts (walnuts, pecans, etc)')).toBe('walnuts');
    expect(food('1/2 cup nuts (such as almonds or cashews)')).toBe('almonds');
    expect(food('Serve with sauce (see notes)')).toBeNull();
  });
});

describe('unmatched rather than wrong', () => {
  it.each([
    // Wheat flour or the grain would promise the wrong allergens (or miss a nut).
    ['1 cup quinoa flour'],
    ['1/2 cup coconut flour'],
    ['2 cups medium rye flour'],
    ['1 cup cashew milk'],
    // Not baker's yeast.
    ['2 tablespoons nutritional yeast'],
  ])('"%s" stays unmatched', (text) => {
    expect(food(text)).toBeNull();
  });

  it('a fuzzy match covers the whole food name: "red" is not red onion, "noodls" not lasagna', () => {
    expect(catalogue.matcher.match('red')).toBeNull();
    expect(catalogue.matcher.match('noodls')?.foodId ?? null).not.toBe('lasagna-noodles');
    expect(catalogue.matcher.match('sparkling champagne')?.foodId ?? null).not.toBe(
      'white-vinegar',
    );
    // Misspellings of a whole name still match.
    expect(catalogue.matcher.match('tomatos')?.foodId).toBe('tomato');
    expect(catalogue.matcher.match('clovs')?.foodId).toBe('ground-cloves');
  });
});

describe('heads and promises', () => {
  it('a dish made with a food is not that food: cheese tortellini is not cheddar', () => {
    expect(food('1 (9 oz) package refrigerated cheese tortellini')).toBeNull();
    expect(food('3 feet hog sausage casings')).toBeNull();
    expect(food('1 cup crushed graham crackers')).toBe('graham-crackers');
    expect(food('1 cup semi-sweet chocolate chips')).toBe('chocolate-chips');
  });

  it('"gluten free", "dairy free", "vegan" rule out foods with wheat, milk or animal origin', () => {
    expect(food('2 tbsp gluten-free all purpose flour')).toBeNull();
    expect(food('1/2 cup vegan butter')).toBeNull();
    expect(food('2 tbsp dairy-free butter')).toBeNull();
    expect(food('8 oz gluten-free pasta')).toBe('gluten-free-pasta');
    // The first choice named keeps its own food.
    expect(food('2 tbsp butter or dairy-free spread')).toBe('butter');
  });

  it('a count of peppers is not ground pepper', () => {
    expect(food('2 fresh cayenne peppers')).not.toBe('cayenne-pepper');
    expect(food('2 red habanero peppers, seeded')).toBe('red-chili-pepper');
    expect(food('1/2 tsp ground black pepper')).toBe('black-pepper');
  });

  it('a generic pasta word gives way to the shape named', () => {
    expect(food('250 g durum wheat macaroni pasta')).toBe('elbow-macaroni');
  });

  it('a food the parser took for a counting unit: "2 Tortillas, (wheat)"', () => {
    expect(food('2 Tortillas, (wheat/regular)')).toBe('flour-tortillas');
  });

  it('grams spelt "gm", and sachets as containers', () => {
    expect(grams('18 gm extra virgin olive oil')).toBe(18);
    expect(parseIngredientLine('40g sachet taco seasoning').alternative).toEqual({
      quantity: 40,
      unit: 'g',
    });
  });

  it('more names the sites use', () => {
    expect(food('80g fetta, crumbled')).toBe('feta');
    expect(food('1 cup Oaxaca cheese, shredded')).toBe('mozzarella');
    expect(food('Pecorino or Parmesan, for grating')).toBe('pecorino-romano');
    expect(food('1 (4 lb) whole roaster chicken')).toBe('whole-chicken');
    expect(food('2 small bread and butter pickles')).toBe('dill-pickles');
    expect(food('1 tsp rubbed sage')).toBe('ground-sage');
    expect(food('1 1/2 lb top sirloin or tenderloin, sliced')).toBe('sirloin-steak');
  });
});

describe('more of the web’s ways', () => {
  it('pastry made with butter is not butter (it carries wheat)', () => {
    expect(food('1 sheet all-butter puff pastry, thawed')).toBeNull();
  });

  it('describing words before a comma, percentages and "pure" are not the food', () => {
    expect(food('3 pounds crisp, sweet apples, cored')).toBe('apple');
    expect(food('1 (15-oz) can 100% pure pumpkin')).toBe('pumpkin-puree');
    expect(food('2 chipotle peppers in adobo sauce minced')).toBe('chipotle-in-adobo');
  });

  it('a count then the size of each: "1 boneless 3-4 pound chuck roast"', () => {
    expect(grams('1 boneless 3-4 pound chuck roast, cubed')).toBe(1588);
    expect(grams('2 1-pound pork tenderloins')).toBe(907);
    expect(food('2 1-pound pork tenderloins')).toBe('pork-tenderloin');
  });

  it('a mixed number is not a count and a size; a hyphenated size in parentheses', () => {
    expect(grams('1 ½ pounds boneless skinless chicken breasts (about 3 large breasts)')).toBe(680);
    expect(grams('1 (1-pound) salmon fillet')).toBe(454);
  });

  it('sauces and sides named by their dish', () => {
    expect(food('1 cup pico de gallo')).toBe('salsa');
    expect(food('1/2 cup guacamole')).toBe('avocado');
    expect(food('1/2 tsp pumpkin spice')).toBe('pumpkin-pie-spice');
  });
});

describe('parts of a fruit and sizes in notes', () => {
  it('slices and wedges are parts of one, zest a spoonful a fruit', () => {
    expect(grams('3 slices tomato')).toBe(Math.round((3 * unit('tomato', 'each')) / 8));
    expect(grams('2 lemon wedges')).toBe(Math.round((2 * unit('lemon', 'each')) / 8));
    expect(lineOf('2 lemon wedges').estimated).toBe(true);
    expect(grams('Zest from 2 limes')).toBe(12);
  });

  it('a weight that opens a note is the amount: "12 (100g, about 1 cup) mushrooms"', () => {
    expect(grams('12 medium-sized (100g, about 1 cup) button mushrooms')).toBe(100);
    expect(grams('1 (8-ounce) wheel Brie')).toBe(227);
    expect(grams('zest of 2 oranges ((about 2 tsp))')).toBe(
      Math.round(2 * (unit('orange-zest', 'cup') / 48)),
    );
  });

  it('"Scant 2 cups" is 2 cups; a pudding mix is not vanilla extract', () => {
    expect(grams('Scant 2 cups chicken broth')).toBe(Math.round(2 * unit('chicken-broth', 'cup')));
    expect(food('2 boxes (3.4 oz each) vanilla instant pudding & pie filling mix')).toBeNull();
  });
});

describe('cooked grains', () => {
  it('a cup of cooked rice is about a third of a cup of dry rice', () => {
    expect(grams('2 cups cooked brown rice')).toBe(Math.round((2 * unit('brown-rice', 'cup')) / 3));
    expect(grams('300 g cooked spaghetti')).toBe(120);
    expect(grams('1 cup uncooked brown rice')).toBe(unit('brown-rice', 'cup'));
  });
});

describe('a page with the recipe in its article text', () => {
  const page = `<html><head><title>Skillet Lemon Chicken | Chicken Recipes | Weeknight Food</title>
    <script type="application/ld+json">{"@type":"Article","headline":"Skillet Lemon Chicken"}</script>
    </head><body><article><h1>Skillet Lemon Chicken <small class="print-only"> by Weeknight Food</small></h1>
    <p><strong>Servings: 4</strong></p><p><strong>Ingredients</strong></p><ul>
    <li>1 pound chicken tenders</li><li>2 tablespoons&nbsp;<a href="#">olive oil</a></li>
    <li>1 lemon, juiced</li></ul>
    <p><strong>Here’s how to make it:</strong></p><ol><li>Brown the chicken.</li>
    <li>Add the lemon juice.</li></ol><ul class="tags"><li>Tags</li><li>chicken</li></ul>
    </article></body></html>`;

  it('takes the name without the byline and ends the list at "Here’s how to make it:"', () => {
    const r = importRecipeFromHtml(page, catalogue).recipe;
    expect(r.title).toBe('Skillet Lemon Chicken');
    expect(r.servings).toBe(4);
    expect(r.ingredients.map((i) => i.text)).toEqual([
      '1 pound chicken tenders',
      '2 tablespoons olive oil',
      '1 lemon, juiced',
    ]);
    expect(r.instructions).toEqual(['Brown the chicken.', 'Add the lemon juice.']);
  });
});

describe('yields as pages write them', () => {
  it.each([
    ['Serves 4-6', 4],
    ['8 slices', 8],
    ['1 loaf (12 servings)', 12],
    ['Makes 24 cookies', 24],
    ['20 to 24 servings', 20],
    ['Makes about 2 dozen', 24],
    ['1 (9x13-inch) pan, 12 squares', 12],
    ['16 bars', 16],
    ['8 bowls', 8],
  ])('"%s" is %d servings', (yields, servings) => {
    expect(servingsOfYields([yields])?.servings ?? null).toBe(servings);
  });
});

describe('yields of whole loaves, pies and cakes', () => {
  it.each([
    ['2 loaves', 20],
    ['Makes 2 pies', 16],
    ['1 (9-inch) cake', 12],
    ['One 9-inch deep-dish pie', 8],
  ])('"%s" is %d servings, an estimate that says so', (yields, servings) => {
    const read = servingsOfYields([yields]);
    expect(read?.servings).toBe(servings);
    expect(read?.estimate).toMatch(/about \d+ servings/);
  });

  it('a yield that names slices or servings uses them, not the estimate', () => {
    expect(servingsOfYields(['1 loaf (12 slices)'])).toEqual({ servings: 12, estimate: null });
    expect(servingsOfYields(['2', '2 pies (16 servings)'])).toEqual({
      servings: 16,
      estimate: null,
    });
  });

  it('cakes and pies that are single servings are counted as written', () => {
    expect(servingsOfYields(['4 crab cakes'])?.servings ?? null).toBe(4);
    expect(servingsOfYields(['12 mini pies'])?.servings ?? null).toBe(12);
    expect(servingsOfYields(['8 pancakes'])?.servings ?? null).toBe(8);
  });

  it('the import states the estimate beside the servings', () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Honey Oat Bread',
      recipeYield: ['2', '2 loaves'],
      recipeIngredient: ['6 cups bread flour', '2 cups warm water', '1/4 cup honey'],
    })}</script>`;
    const { recipe, details } = importRecipeFromHtml(html, catalogue);
    expect(recipe.servings).toBe(20);
    expect(details.servingsEstimate).toBe('2 loaves: about 10 servings each');
  });
});

describe('the juice of a counted fruit', () => {
  it('weighs what each fruit gives, from the juice food’s own per-fruit yield', () => {
    const orange = catalogue.foodById.get('orange-juice')!.yieldFrom!;
    expect(orange).toMatchObject({ foodId: 'orange', kind: 'juice' });
    expect(food('Juice of 1 orange')).toBe('orange-juice');
    expect(grams('Juice of 1 orange')).toBe(orange.grams);
    expect(grams('juice of 2 oranges, strained')).toBe(2 * orange.grams);
  });

  it('reads an amount in words after "juice of"', () => {
    const lime = catalogue.foodById.get('lime-juice')!.yieldFrom!.grams;
    expect(food('juice of half a lemon')).toBe('lemon-juice');
    expect(grams('juice of half a lemon')).toBe(
      Math.round(catalogue.foodById.get('lemon-juice')!.yieldFrom!.grams / 2),
    );
    expect(lineOf('Juice of half a lime').estimated).toBeUndefined();
    expect(grams('the juice of one lime')).toBe(lime);
  });

  it('an amount the page gives in spoons beside the fruit is the amount', () => {
    const tbsp = catalogue.foodById.get('lemon-juice')!.units.cup! / 16;
    expect(grams('juice of 1 lemon (about 2 tablespoons)')).toBe(Math.round(2 * tbsp));
    expect(grams('Juice of 1/2 lime (about 1 1/2 tablespoons)')).toBe(
      Math.round((1.5 * catalogue.foodById.get('lime-juice')!.units.cup!) / 16),
    );
  });

  it('"zest and juice of 2 limes" is the juice of two limes, most of what they give', () => {
    const lime = catalogue.foodById.get('lime-juice')!.yieldFrom!.grams;
    expect(food('zest and juice of 2 limes')).toBe('lime-juice');
    expect(grams('zest and juice of 2 limes')).toBe(2 * lime);
    expect(food('Zest of 1 orange')).toBe('orange-zest');
  });
});
