/**
 * The meal, cuisine and dish type a recipe most likely is, from what the page says about it
 * (recipeCategory, recipeCuisine, keywords) and its title. A guess the person can change on
 * the review screen: dinner when nothing points elsewhere.
 */
import { CUISINES, DISH_TYPES_BY_MEAL, type Meal } from '../shared/options';

const MEAL_WORDS: readonly [Meal, RegExp][] = [
  [
    'breakfast',
    /\b(breakfast|brunch|pancakes?|waffles?|oatmeal|porridge|granola|omelet(te)?s?|french toast|smoothies?|muffins?|scrambled|frittata|shakshuka|crepes?|overnight oats)\b/i,
  ],
  [
    'lunch',
    /\b(lunch|salads?|sandwich(es)?|soups?|wraps?|stews?|chowder|bisque|gazpacho|toastie|panini|burritos?|quesadillas?|bowls?)\b/i,
  ],
  ['dinner', /\b(dinner|supper|main course|main dish|mains?|entr[ée]es?)\b/i],
];

const DISH_WORDS = new Map<string, RegExp>([
  ['oatmeal', /\b(oatmeal|porridge|oats)\b/i],
  ['eggs', /\b(eggs?|omelet(te)?|frittata|shakshuka|scrambled)\b/i],
  ['pancakes', /\b(pancakes?|waffles?|crepes?|french toast)\b/i],
  ['smoothies', /\bsmoothies?\b/i],
  ['toast', /\btoast\b/i],
  ['yogurt', /\b(yogh?urt|parfait)\b/i],
  ['cereal', /\b(cereal|granola|muesli)\b/i],
  ['sandwich', /\b(sandwich(es)?|panini|sub|toastie|grilled cheese)\b/i],
  ['salad', /\bsalads?\b/i],
  ['soup', /\b(soups?|stews?|chowder|bisque|broth|chili|gazpacho)\b/i],
  ['wrap', /\b(wraps?|burritos?|quesadillas?)\b/i],
  ['bowl', /\bbowls?\b/i],
  [
    'pasta',
    /\b(pasta|spaghetti|penne|noodles?|lasagna|macaroni|linguine|fettuccine|gnocchi|ravioli|risotto)\b/i,
  ],
  ['steak', /\b(steaks?|beef|lamb|pork chops?)\b/i],
  ['chicken', /\bchicken\b/i],
  ['fish', /\b(fish|salmon|cod|tuna|shrimp|prawns?|seafood|tilapia)\b/i],
  ['stirfry', /\b(stir[- ]?fry|fried rice|curry|wok)\b/i],
  ['pizza', /\b(pizza|flatbread)\b/i],
  ['burger', /\bburgers?\b/i],
  ['tacos', /\b(tacos?|enchiladas?|fajitas?)\b/i],
]);

const CUISINE_WORDS = new Map<string, RegExp>([
  [
    'mediterranean',
    /\b(mediterranean|spanish|middle eastern|lebanese|turkish|moroccan|portuguese|maltese)\b/i,
  ],
  ['american', /\b(american|southern|cajun|tex[- ]mex|bbq|usa)\b/i],
]);

export interface MealGuess {
  meal: Meal;
  cuisine: string | null;
  dishType: string | null;
}

export function guessMeal(input: {
  title: string;
  categories: readonly string[];
  cuisines: readonly string[];
  keywords: readonly string[];
}): MealGuess {
  const pageSays = [...input.categories, ...input.keywords].join(' | ');
  const title = input.title;
  let meal: Meal = 'dinner';
  for (const text of [input.categories.join(' | '), title, pageSays]) {
    const hit = MEAL_WORDS.find(([, re]) => re.test(text));
    if (hit) {
      meal = hit[0];
      break;
    }
  }
  let dishType: string | null = null;
  for (const text of [title, pageSays]) {
    const types = DISH_TYPES_BY_MEAL[meal] as readonly string[];
    const hit = types.find((t) => DISH_WORDS.get(t)?.test(text));
    if (hit) {
      dishType = hit;
      break;
    }
  }
  const cuisineText = [...input.cuisines, ...input.keywords, title].join(' | ').toLowerCase();
  let cuisine: string | null =
    CUISINES.find((c) => new RegExp(`\\b${c}\\b`, 'i').test(cuisineText)) ?? null;
  if (!cuisine) {
    for (const [c, re] of CUISINE_WORDS) {
      if (re.test(cuisineText)) {
        cuisine = c;
        break;
      }
    }
  }
  return { meal, cuisine, dishType };
}
