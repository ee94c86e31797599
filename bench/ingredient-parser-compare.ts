/**
 * npx tsx bench/ingredient-parser-compare.ts
 *
 * The measured comparison behind the choice of ingredient line parser (decision record 0021):
 * parse-ingredient and recipe-ingredient-parser-v3, each used bare, on hand-labelled lines of
 * the kinds recipe pages carry. A line counts as right when quantity (within 0.01), unit and
 * the food words all match the label.
 */
import { parseIngredient } from 'parse-ingredient';
import { parse as ripParse } from 'recipe-ingredient-parser-v3';

/** [line, quantity, unit (normalised), food words the description must start with] */
const LABELLED: [string, number | null, string | null, string][] = [
  ['1 1/2 cups all-purpose flour', 1.5, 'cup', 'all-purpose flour'],
  ['½ tsp salt', 0.5, 'tsp', 'salt'],
  ['1½ cups milk', 1.5, 'cup', 'milk'],
  ['2 tablespoons olive oil', 2, 'tbsp', 'olive oil'],
  ['1-2 tbsp olive oil', 1.5, 'tbsp', 'olive oil'],
  ['2 to 3 cloves garlic, minced', 2.5, 'clove', 'garlic'],
  ['3 cloves garlic, minced', 3, 'clove', 'garlic'],
  ['1 large onion, chopped', 1, null, 'onion'],
  ['2 eggs', 2, null, 'eggs'],
  ['1 lb ground beef', 1, 'lb', 'ground beef'],
  ['8 oz cream cheese, softened', 8, 'oz', 'cream cheese'],
  ['500 g spaghetti', 500, 'g', 'spaghetti'],
  ['250 ml chicken stock', 250, 'ml', 'chicken stock'],
  ['1/4 teaspoon black pepper', 0.25, 'tsp', 'black pepper'],
  ['1 can black beans, drained', 1, 'can', 'black beans'],
  ['1 bunch cilantro', 1, 'bunch', 'cilantro'],
  ['2 sprigs thyme', 2, 'sprig', 'thyme'],
  ['1 pinch cayenne', 1, 'pinch', 'cayenne'],
  ['1 head broccoli', 1, 'head', 'broccoli'],
  ['3/4 cup sugar', 0.75, 'cup', 'sugar'],
  ['1 kg potatoes', 1, 'kg', 'potatoes'],
  ['2 cups water', 2, 'cup', 'water'],
  ['1 tsp vanilla extract', 1, 'tsp', 'vanilla extract'],
  ['1 package dry yeast', 1, 'package', 'dry yeast'],
  ['4 medium tomatoes', 4, null, 'tomatoes'],
  ['Salt to taste', null, null, 'salt'],
  ['1 1/4 cups grated parmesan', 1.25, 'cup', 'grated parmesan'],
  ['0.5 cup rice', 0.5, 'cup', 'rice'],
  ['10 oz frozen spinach', 10, 'oz', 'frozen spinach'],
  ['2 lbs chicken thighs', 2, 'lb', 'chicken thighs'],
  ['3 tbsp soy sauce', 3, 'tbsp', 'soy sauce'],
  ['1 ⅓ cups oats', 1.333, 'cup', 'oats'],
  ['¾ cup brown sugar', 0.75, 'cup', 'brown sugar'],
  ['2 teaspoons baking powder', 2, 'tsp', 'baking powder'],
  ['1 quart chicken broth', 1, 'qt', 'chicken broth'],
  ['6 slices bacon', 6, 'slice', 'bacon'],
  ['1 stick butter', 1, 'stick', 'butter'],
  ['1 dozen eggs', 1, 'dozen', 'eggs'],
  ['5-6 cloves of garlic', 5.5, 'clove', 'garlic'],
  ['1 cup shredded cheddar cheese', 1, 'cup', 'shredded cheddar cheese'],
];

const UNIT = new Map<string, string>([
  ['cup', 'cup'],
  ['cups', 'cup'],
  ['teaspoon', 'tsp'],
  ['tablespoon', 'tbsp'],
  ['pound', 'lb'],
  ['ounce', 'oz'],
  ['gram', 'g'],
  ['kilogram', 'kg'],
  ['milliliter', 'ml'],
  ['quart', 'qt'],
  ['clove', 'clove'],
  ['can', 'can'],
  ['bunch', 'bunch'],
  ['sprig', 'sprig'],
  ['pinch', 'pinch'],
  ['head', 'head'],
  ['package', 'package'],
  ['stick', 'stick'],
  ['slice', 'slice'],
  ['dozen', 'dozen'],
  ['large', null as unknown as string],
  ['medium', null as unknown as string],
]);
const unit = (u: string | null | undefined) => (u ? (UNIT.has(u) ? UNIT.get(u)! : u) : null);

type Reading = { quantity: number | null; unit: string | null; food: string };
const parsers: Record<string, (line: string) => Reading> = {
  'parse-ingredient 3.0.0': (line) => {
    const r = parseIngredient(line)[0]!;
    const q =
      r.quantity === null
        ? null
        : r.quantity2 !== null
          ? (r.quantity + r.quantity2) / 2
          : r.quantity;
    return { quantity: q, unit: unit(r.unitOfMeasureID), food: r.description };
  },
  'recipe-ingredient-parser-v3 1.5.0': (line) => {
    const r = ripParse(line, 'eng');
    const q = r.quantity === 0 && !/\d/.test(line) ? null : (r.minQty + r.maxQty) / 2;
    return { quantity: q, unit: unit(r.unit), food: r.ingredient };
  },
};

for (const [name, parse] of Object.entries(parsers)) {
  let right = 0;
  const wrong: string[] = [];
  const start = performance.now();
  for (const [line, q, u, food] of LABELLED) {
    let r: Reading;
    try {
      r = parse(line);
    } catch {
      wrong.push(`${line} (threw)`);
      continue;
    }
    const qOk =
      q === null ? r.quantity === null : r.quantity !== null && Math.abs(r.quantity - q) < 0.01;
    const ok = qOk && r.unit === u && r.food.toLowerCase().replace(/^of /, '').startsWith(food);
    if (ok) right++;
    else wrong.push(`${line} -> ${JSON.stringify(r)}`);
  }
  const ms = performance.now() - start;
  console.log(`${name}: ${right}/${LABELLED.length} lines right, ${ms.toFixed(1)} ms`);
  for (const w of wrong) console.log(`   ${w}`);
}
