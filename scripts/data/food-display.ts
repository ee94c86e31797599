import { plural } from '../../src/planner/kitchen-measure';

/**
 * The name a cook reads in a recipe, singular and plural ("1 avocado", "2 avocados"), derived
 * from the shopping name in data/source/foods.json ("Avocados", "Eggs, large", "Canned chickpeas"):
 * the package words go, proper names keep their capital, and a food that is counted (it has
 * an `each`-like unit) gets both forms. DISPLAY_OVERRIDES holds the names the rules get wrong.
 */

export interface FoodDisplay {
  one: string;
  many: string;
  /** The word one `each` is counted in when it is not the food itself: "2 balls pizza dough". */
  each?: [string, string];
}

/** Words that stay capitalised in a recipe: places and proper names. */
const PROPER_WORDS = new Map(
  [
    'Italian',
    'Greek',
    'Mexican',
    'Thai',
    'Chinese',
    'Korean',
    'Japanese',
    'Indian',
    'French',
    'English',
    'American',
    'Dijon',
    'Parmesan',
    'Pecorino',
    'Romano',
    'Monterey',
    'Jack',
    'Swiss',
    'Gruyère',
    'Worcestershire',
    'Kalamata',
    'Medjool',
    'Provence',
    'Brussels',
    'Shaoxing',
    'Cajun',
    'Yukon',
    'Gold',
    'Sichuan',
    'Szechuan',
    'Roquefort',
    'Manchego',
    'Cotija',
    'Oaxaca',
    'Chihuahua',
    'Tuscan',
    'Persian',
    'Castelvetrano',
  ].map((w) => [w.toLowerCase(), w]),
);

/** Foods sold by count whose shopping name is already the cook's word, singular = plural. */
const SAME_SINGULAR_PLURAL = new Set(['zucchini', 'bok choy', 'daikon radish', 'sake']);

/** Nouns that end in s but are not plurals. */
const NOT_PLURAL = /(ss|us|is|oats|grits|molasses|couscous|hummus|asparagus|swiss)$/;

/** Names the rules get wrong, by food id. */
export const DISPLAY_OVERRIDES: Record<string, FoodDisplay> = {
  onion: { one: 'onion', many: 'onions' },
  salt: { one: 'salt', many: 'salt' },
  'ground-beef': { one: 'ground beef (80% lean)', many: 'ground beef (80% lean)' },
  'lean-ground-beef': { one: 'ground beef (90% lean)', many: 'ground beef (90% lean)' },
  // "4 leaves green leaf lettuce" doubles the word; green lettuce is what a cook calls it.
  'green-leaf-lettuce': { one: 'green lettuce', many: 'green lettuce' },
  asparagus: { one: 'asparagus spear', many: 'asparagus spears' },
  'canned-corn': { one: 'canned corn', many: 'canned corn' },
  'arborio-rice': { one: 'Arborio rice', many: 'Arborio rice' },
  'red-onion': { one: 'red onion', many: 'red onions' },
  ginger: { one: 'fresh ginger', many: 'fresh ginger' },
  potato: { one: 'russet potato', many: 'russet potatoes' },
  'corn-on-the-cob': { one: 'ear of corn', many: 'ears of corn' },
  kiwi: { one: 'kiwi', many: 'kiwis' },
  mango: { one: 'mango', many: 'mangoes' },
  'chicken-breast': {
    one: 'boneless skinless chicken breast',
    many: 'boneless skinless chicken breasts',
  },
  'chicken-thighs': {
    one: 'boneless skinless chicken thigh',
    many: 'boneless skinless chicken thighs',
  },
  'whole-chicken': { one: 'whole chicken', many: 'whole chickens' },
  shrimp: { one: 'peeled and deveined shrimp', many: 'peeled and deveined shrimp' },
  eggs: { one: 'egg', many: 'eggs' },
  'egg-whites': { one: 'liquid egg white', many: 'liquid egg whites' },
  anchovies: { one: 'anchovy fillet', many: 'anchovy fillets' },
  sardines: { one: 'sardine', many: 'sardines' },
  'canned-tuna': { one: 'canned tuna', many: 'canned tuna' },
  'canned-salmon': { one: 'canned salmon', many: 'canned salmon' },
  ham: { one: 'ham', many: 'ham' },
  pepperoni: { one: 'pepperoni', many: 'pepperoni' },
  salami: { one: 'salami', many: 'salami' },
  'turkey-breast-deli': { one: 'deli turkey', many: 'deli turkey' },
  bacon: { one: 'bacon', many: 'bacon' },
  'turkey-bacon': { one: 'turkey bacon', many: 'turkey bacon' },
  'italian-sausage': { one: 'Italian sausage', many: 'Italian sausages' },
  'breakfast-sausage': { one: 'breakfast sausage', many: 'breakfast sausages' },
  chorizo: { one: 'chorizo sausage', many: 'chorizo sausages' },
  'beef-hot-dogs': { one: 'beef hot dog', many: 'beef hot dogs' },
  'chicken-sausage': { one: 'chicken sausage', many: 'chicken sausages' },
  'sirloin-steak': { one: 'top sirloin steak', many: 'top sirloin steaks' },
  'flank-steak': { one: 'flank steak', many: 'flank steaks' },
  'ribeye-steak': { one: 'ribeye steak', many: 'ribeye steaks' },
  'pork-tenderloin': { one: 'pork tenderloin', many: 'pork tenderloins' },
  'pork-chops': { one: 'pork loin chop', many: 'pork loin chops' },
  'tuna-steak': { one: 'tuna steak', many: 'tuna steaks' },
  'portobello-mushroom': { one: 'portobello mushroom cap', many: 'portobello mushroom caps' },
  'green-beans': { one: 'green beans', many: 'green beans' },
  'snow-peas': { one: 'snow peas', many: 'snow peas' },
  'bean-sprouts': { one: 'mung bean sprouts', many: 'mung bean sprouts' },
  lemon: { one: 'lemon', many: 'lemons' },
  lime: { one: 'lime', many: 'limes' },
  'lemon-zest': { one: 'lemon zest', many: 'lemon zest' },
  'orange-zest': { one: 'orange zest', many: 'orange zest' },
  'greek-yogurt': { one: 'plain Greek yogurt', many: 'plain Greek yogurt' },
  'whole-milk-greek-yogurt': { one: 'whole milk Greek yogurt', many: 'whole milk Greek yogurt' },
  'plain-yogurt': { one: 'plain yogurt', many: 'plain yogurt' },
  'vanilla-yogurt': { one: 'vanilla yogurt', many: 'vanilla yogurt' },
  mozzarella: { one: 'mozzarella cheese', many: 'mozzarella cheese' },
  parmesan: { one: 'Parmesan cheese', many: 'Parmesan cheese' },
  gruyere: { one: 'Gruyère cheese', many: 'Gruyère cheese' },
  'fresh-mozzarella': { one: 'fresh mozzarella', many: 'fresh mozzarella' },
  'american-cheese': { one: 'American cheese', many: 'American cheese' },
  'blue-cheese': { one: 'blue cheese', many: 'blue cheese' },
  'mexican-cheese-blend': {
    one: 'shredded Mexican cheese blend',
    many: 'shredded Mexican cheese blend',
  },
  'soy-milk': { one: 'soy milk', many: 'soy milk' },
  'coconut-milk': { one: 'coconut milk', many: 'coconut milk' },
  edamame: { one: 'shelled edamame', many: 'shelled edamame' },
  'glutinous-rice': { one: 'glutinous rice', many: 'glutinous rice' },
  'sushi-rice': { one: 'sushi rice', many: 'sushi rice' },
  polenta: { one: 'polenta', many: 'polenta' },
  farfalle: { one: 'farfalle', many: 'farfalle' },
  'lasagna-noodles': { one: 'lasagna noodle', many: 'lasagna noodles' },
  'whole-wheat-pasta': { one: 'whole wheat spaghetti', many: 'whole wheat spaghetti' },
  'gluten-free-pasta': { one: 'gluten-free pasta', many: 'gluten-free pasta' },
  'udon-noodles': { one: 'udon noodles', many: 'udon noodles', each: ['portion', 'portions'] },
  'ramen-noodles': { one: 'ramen noodles', many: 'ramen noodles', each: ['block', 'blocks'] },
  'glass-noodles': { one: 'glass noodles', many: 'glass noodles' },
  'egg-noodles': { one: 'egg noodles', many: 'egg noodles' },
  'rice-noodles': { one: 'rice noodles', many: 'rice noodles' },
  'rice-vermicelli': { one: 'rice vermicelli', many: 'rice vermicelli' },
  'soba-noodles': { one: 'soba noodles', many: 'soba noodles' },
  'lo-mein-noodles': { one: 'lo mein noodles', many: 'lo mein noodles' },
  'white-bread': { one: 'white sandwich bread', many: 'white sandwich bread' },
  'whole-wheat-bread': { one: 'whole wheat bread', many: 'whole wheat bread' },
  'multigrain-bread': { one: 'multigrain bread', many: 'multigrain bread' },
  'rye-bread': { one: 'rye bread', many: 'rye bread' },
  'sourdough-bread': { one: 'sourdough bread', many: 'sourdough bread', each: ['loaf', 'loaves'] },
  'gluten-free-bread': { one: 'gluten-free bread', many: 'gluten-free bread' },
  baguette: { one: 'baguette', many: 'baguettes' },
  pita: { one: 'pita bread', many: 'pita breads' },
  'whole-wheat-pita': { one: 'whole wheat pita', many: 'whole wheat pitas' },
  naan: { one: 'naan', many: 'naan' },
  'flour-tortillas': { one: 'flour tortilla', many: 'flour tortillas' },
  'large-flour-tortillas': { one: 'large flour tortilla', many: 'large flour tortillas' },
  'taco-shells': { one: 'hard taco shell', many: 'hard taco shells' },
  bagels: { one: 'bagel', many: 'bagels' },
  'english-muffins': { one: 'English muffin', many: 'English muffins' },
  croissants: { one: 'croissant', many: 'croissants' },
  'pizza-dough': { one: 'pizza dough', many: 'pizza dough', each: ['ball', 'balls'] },
  nori: { one: 'nori sheet', many: 'nori sheets' },
  'dill-pickles': { one: 'dill pickle', many: 'dill pickles' },
  kimchi: { one: 'kimchi', many: 'kimchi' },
  tamari: { one: 'tamari', many: 'tamari' },
  gochujang: { one: 'gochujang', many: 'gochujang' },
  gochugaru: { one: 'gochugaru', many: 'gochugaru' },
  mirin: { one: 'mirin', many: 'mirin' },
  'red-curry-paste': { one: 'Thai red curry paste', many: 'Thai red curry paste' },
  'green-curry-paste': { one: 'Thai green curry paste', many: 'Thai green curry paste' },
  'cooking-wine': { one: 'Shaoxing wine', many: 'Shaoxing wine' },
  'star-anise': { one: 'star anise pod', many: 'star anise pods' },
  'bay-leaves': { one: 'bay leaf', many: 'bay leaves' },
  saffron: { one: 'saffron', many: 'saffron' },
  'roasted-red-peppers': { one: 'roasted red peppers', many: 'roasted red peppers' },
  'chipotle-in-adobo': { one: 'chipotle pepper in adobo', many: 'chipotle peppers in adobo' },
  'sun-dried-tomatoes': { one: 'sun-dried tomato', many: 'sun-dried tomatoes' },
  'kalamata-olives': { one: 'Kalamata olive', many: 'Kalamata olives' },
  'green-olives': { one: 'green olive', many: 'green olives' },
  'black-olives': { one: 'sliced black olives', many: 'sliced black olives' },
  'pumpkin-seeds': { one: 'pumpkin seeds', many: 'pumpkin seeds' },
  dates: { one: 'Medjool date', many: 'Medjool dates' },
  'dried-apricots': { one: 'dried apricot', many: 'dried apricots' },
  'saltine-crackers': { one: 'saltine cracker', many: 'saltine crackers' },
  'graham-crackers': { one: 'graham cracker', many: 'graham crackers' },
  'wonton-wrappers': { one: 'wonton wrapper', many: 'wonton wrappers' },
  almonds: { one: 'almond', many: 'almonds' },
  'baking-chocolate': { one: 'unsweetened baking chocolate', many: 'unsweetened baking chocolate' },
  'hamburger-buns': { one: 'hamburger bun', many: 'hamburger buns' },
  'hot-dog-buns': { one: 'hot dog bun', many: 'hot dog buns' },
  'brioche-buns': { one: 'brioche bun', many: 'brioche buns' },
  'corn-tortillas': { one: 'corn tortilla', many: 'corn tortillas' },
  'whole-wheat-tortillas': { one: 'whole wheat tortilla', many: 'whole wheat tortillas' },
  'chicken-drumsticks': { one: 'chicken drumstick', many: 'chicken drumsticks' },
  'chicken-wings': { one: 'chicken wing', many: 'chicken wings' },
  'cherry-tomatoes': { one: 'cherry tomato', many: 'cherry tomatoes' },
  'roma-tomato': { one: 'Roma tomato', many: 'Roma tomatoes' },
  tomatillos: { one: 'tomatillo', many: 'tomatillos' },
  'brussels-sprouts': { one: 'Brussels sprout', many: 'Brussels sprouts' },
  radishes: { one: 'radish', many: 'radishes' },
  beets: { one: 'beet', many: 'beets' },
  mushrooms: { one: 'white mushroom', many: 'white mushrooms' },
  'cremini-mushrooms': { one: 'cremini mushroom', many: 'cremini mushrooms' },
  'shiitake-mushrooms': { one: 'shiitake mushroom', many: 'shiitake mushrooms' },
  jalapeno: { one: 'jalapeño pepper', many: 'jalapeño peppers' },
  'serrano-pepper': { one: 'serrano pepper', many: 'serrano peppers' },
  'red-chili-pepper': { one: 'fresh red chili pepper', many: 'fresh red chili peppers' },
  scallion: { one: 'scallion', many: 'scallions' },
  carrot: { one: 'carrot', many: 'carrots' },
  tomato: { one: 'tomato', many: 'tomatoes' },
  'sweet-potato': { one: 'sweet potato', many: 'sweet potatoes' },
  'red-potato': { one: 'red potato', many: 'red potatoes' },
  apple: { one: 'apple', many: 'apples' },
  banana: { one: 'banana', many: 'bananas' },
  strawberries: { one: 'strawberry', many: 'strawberries' },
  avocado: { one: 'avocado', many: 'avocados' },
  orange: { one: 'orange', many: 'oranges' },
  peach: { one: 'peach', many: 'peaches' },
  pear: { one: 'pear', many: 'pears' },
  plantain: { one: 'plantain', many: 'plantains' },
  shallot: { one: 'shallot', many: 'shallots' },
  leek: { one: 'leek', many: 'leeks' },
  'fennel-bulb': { one: 'fennel bulb', many: 'fennel bulbs' },
  artichoke: { one: 'artichoke', many: 'artichokes' },
  pineapple: { one: 'pineapple', many: 'pineapples' },
  watermelon: { one: 'watermelon', many: 'watermelons' },
  cantaloupe: { one: 'cantaloupe', many: 'cantaloupes' },
  pomegranate: { one: 'pomegranate', many: 'pomegranates' },
  'butternut-squash': { one: 'butternut squash', many: 'butternut squashes' },
  eggplant: { one: 'eggplant', many: 'eggplants' },
  cucumber: { one: 'cucumber', many: 'cucumbers' },
  broccoli: { one: 'broccoli', many: 'broccoli' },
  scallops: { one: 'sea scallop', many: 'sea scallops' },
  mussels: { one: 'mussel', many: 'mussels' },
  salmon: { one: 'salmon fillet', many: 'salmon fillets' },
  cod: { one: 'cod fillet', many: 'cod fillets' },
  tilapia: { one: 'tilapia fillet', many: 'tilapia fillets' },
  pollock: { one: 'pollock fillet', many: 'pollock fillets' },
  haddock: { one: 'haddock fillet', many: 'haddock fillets' },
  halibut: { one: 'halibut fillet', many: 'halibut fillets' },
  trout: { one: 'rainbow trout fillet', many: 'rainbow trout fillets' },
  mackerel: { one: 'mackerel fillet', many: 'mackerel fillets' },
  'smoked-salmon': { one: 'smoked salmon', many: 'smoked salmon' },
};

/** Shopping words that a recipe does not say ("Canned chickpeas" -> "chickpeas"). */
const PACKAGE_PREFIX = /^canned /;

export function deriveDisplay(
  id: string,
  name: string,
  units: Record<string, number>,
): FoodDisplay {
  const override = DISPLAY_OVERRIDES[id];
  if (override) return override;
  let base = name
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/,.*$/, '')
    .trim()
    .toLowerCase()
    .replace(PACKAGE_PREFIX, '');
  base = base
    .split(' ')
    .map((w) => PROPER_WORDS.get(w) ?? w)
    .join(' ');
  const counted = ['each', 'piece', 'fillet', 'tortilla'].some((u) => u in units);
  if (!counted || SAME_SINGULAR_PLURAL.has(base)) return { one: base, many: base };
  if (/s$/.test(base) && !NOT_PLURAL.test(base)) return { one: singular(base), many: base };
  return { one: base, many: plural(base) };
}

function singular(word: string): string {
  if (/oes$/.test(word)) return word.slice(0, -2);
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}
