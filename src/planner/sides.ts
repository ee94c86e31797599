/**
 * Simple sides that round a meal up to its share of the day's energy: bread, rice, a piece of
 * fruit, a glass of milk or a plant milk, yogurt, a side salad. Each is made of the
 * catalogue's own foods and has variants (soy milk when milk is ruled out, gluten-free bread
 * when wheat is): a person gets the first variant that keeps all their rules, judged by the
 * same diet rules as recipes (the side as a dish of its own at its largest portion).
 *
 * Which side suits which dish is a cook's judgement written down here: no rice with pasta or
 * pizza, no bread with a sandwich, a bowl, a stir-fry or a noodle or rice dish, rice with a
 * stir-fry, bread with a soup; no piece of fruit with a savoury starch-and-legume main
 * (koshari, mujaddara, rice and beans) nor with a rice or pasta dinner (issue 29).
 */
import type { Cuisine, DishType, Meal } from '../shared/options';
import type { Food, Recipe, Unit } from './catalogue-schema';
import type { RecipeLabels } from './recipe-labels';

export interface SideVariantDefinition {
  /** What the plan shows: "Whole-wheat bread", "Glass of soy milk". */
  name: string;
  /** One unit per person: [quantity, unit, food id]. */
  foods: [number, Unit, string][];
}

export interface SideDefinition {
  id: string;
  meals: readonly Meal[];
  /** Units per person at most (two slices of bread, one piece of fruit). */
  maxUnits: number;
  variants: readonly SideVariantDefinition[];
  /** Whether the variant may change from meal to meal (fruit: a banana one day, an apple the next). */
  rotate?: boolean;
  /** Dish types this side never goes with. */
  notWith: readonly DishType[];
  /** Cuisines this side never goes with. */
  notWithCuisines?: readonly Cuisine[];
  /** Food categories that make the side redundant when the dish has them (bread with a wrap). */
  notWithCategories?: readonly string[];
  /** Words in a dish's food ids that make the side redundant (rice with fried rice). */
  notWithFoodWords?: readonly string[];
  /** Words in a dish's title that say it is a noodle or rice dish (bread with Hakka noodles). */
  notWithTitleWords?: readonly string[];
  /**
   * Groups of words in food ids: a dish with a word of every group is a meal the side does
   * not suit (fruit with rice, macaroni and lentils: koshari).
   */
  notWithAllOf?: readonly (readonly string[])[];
  /** Words in a dish's food ids that make the side out of place at dinner (fruit with a pasta dinner). */
  notAtDinnerWithFoodWords?: readonly string[];
}

/** The starches of a savoury main, as words in food ids. */
const MAIN_STARCH_WORDS = [
  'rice',
  'pasta',
  'macaroni',
  'spaghetti',
  'penne',
  'fettuccine',
  'rigatoni',
  'farfalle',
  'orzo',
  'lasagna',
  'noodle',
  'couscous',
  'bulgur',
] as const;
/** Lentils, chickpeas and beans (not green beans), as words in food ids. */
const LEGUME_WORDS = [
  'lentil',
  'chickpea',
  'black-beans',
  'kidney-beans',
  'pinto-beans',
  'cannellini-beans',
  'great-northern-beans',
  'navy-beans',
  'black-eyed-peas',
  'refried-beans',
] as const;

const EAST_ASIAN: readonly Cuisine[] = ['chinese', 'japanese', 'korean', 'thai', 'vietnamese'];

export const SIDE_DEFINITIONS: readonly SideDefinition[] = [
  {
    id: 'bread',
    meals: ['breakfast', 'lunch', 'dinner'],
    maxUnits: 2,
    variants: [
      { name: 'Whole-wheat bread', foods: [[1, 'slice', 'whole-wheat-bread']] },
      { name: 'Gluten-free bread', foods: [[1, 'slice', 'gluten-free-bread']] },
    ],
    notWith: [
      'sandwich',
      'wrap',
      'burger',
      'pizza',
      'toast',
      'pancakes',
      'tacos',
      'cereal',
      'bowl',
      'stirfry',
    ],
    notWithCuisines: EAST_ASIAN,
    notWithCategories: ['bakery'],
    notWithFoodWords: ['rice', 'noodle', 'tortilla'],
    // Issue 27: "Vegetable Hakka Noodles" is made with spaghetti, and came with 8 slices of bread.
    notWithTitleWords: [
      'noodle',
      'rice',
      'biryani',
      'pulao',
      'pilaf',
      'risotto',
      'congee',
      'mein',
      'pad thai',
      'ramen',
      'udon',
      'soba',
      'pho',
      'khichdi',
    ],
  },
  {
    id: 'rice',
    meals: ['lunch', 'dinner'],
    maxUnits: 2,
    variants: [{ name: 'Steamed rice', foods: [[0.25, 'cup', 'white-rice']] }],
    notWith: ['sandwich', 'wrap', 'burger', 'pizza', 'pasta', 'salad'],
    notWithCuisines: ['italian', 'french', 'greek'],
    notWithCategories: ['bakery', 'grains-pasta'],
    notWithFoodWords: ['rice', 'noodle', 'potato', 'tortilla', 'pasta', 'couscous', 'quinoa'],
  },
  {
    id: 'fruit',
    meals: ['breakfast', 'lunch', 'dinner'],
    maxUnits: 1,
    rotate: true,
    variants: [
      { name: 'A banana', foods: [[1, 'each', 'banana']] },
      { name: 'An apple', foods: [[1, 'each', 'apple']] },
      { name: 'An orange', foods: [[1, 'each', 'orange']] },
    ],
    notWith: ['smoothies'],
    // Issue 29: a banana came with koshari. Fruit suits breakfast and a light lunch, not a
    // savoury grain-and-legume main, nor a rice or pasta dinner.
    notWithAllOf: [MAIN_STARCH_WORDS, LEGUME_WORDS],
    notAtDinnerWithFoodWords: MAIN_STARCH_WORDS,
  },
  {
    id: 'milk',
    meals: ['breakfast'],
    maxUnits: 1,
    variants: [
      { name: 'Glass of milk', foods: [[1, 'cup', 'milk']] },
      { name: 'Glass of soy milk', foods: [[1, 'cup', 'soy-milk']] },
      { name: 'Glass of oat milk', foods: [[1, 'cup', 'oat-milk']] },
      { name: 'Glass of rice milk', foods: [[1, 'cup', 'rice-milk']] },
    ],
    notWith: ['smoothies', 'cereal'],
  },
  {
    id: 'yogurt',
    meals: ['breakfast', 'lunch'],
    maxUnits: 1,
    variants: [
      { name: 'Greek yogurt', foods: [[170, 'g', 'greek-yogurt']] },
      { name: 'Plain yogurt', foods: [[170, 'g', 'plain-yogurt']] },
    ],
    notWith: ['yogurt', 'smoothies'],
  },
  {
    id: 'salad',
    meals: ['lunch', 'dinner'],
    maxUnits: 1,
    variants: [
      {
        name: 'Side salad',
        foods: [
          [1.5, 'cup', 'mixed-greens'],
          [2, 'tsp', 'olive-oil'],
        ],
      },
    ],
    notWith: ['salad', 'pizza'],
  },
];

/** A side variant resolved against a catalogue. */
export interface CatalogueSideVariant {
  side: number;
  variant: number;
  name: string;
  definition: SideVariantDefinition;
  /** Catalogue food index per food of one unit, in the definition's order. */
  foods: Int32Array;
  /** Milligrams per person of each food, one unit. */
  mg: Float64Array;
  /** Ingredient lines of one unit, for the plan and the checker. */
  lines: { quantity: number; unit: Unit; foodId: string }[];
  kcal: number;
  proteinG: number;
  /** Sodium (mg) and fibre (g) of one unit per person. */
  sodiumMg: number;
  fiberG: number;
  /** Labels of the side as a dish of its own at maxUnits units (the largest portion served). */
  allergenMask: number;
  dietMask: number;
  /** Foods no product sells (usable only from the pantry). */
  unbuyable: number[];
}

export interface CatalogueSide {
  definition: SideDefinition;
  variants: CatalogueSideVariant[];
}

/** Whether a side suits a dish (bits by side index), judged once per recipe. */
export function sideFitMask(recipe: Recipe, foods: readonly Food[]): number {
  let mask = 0;
  SIDE_DEFINITIONS.forEach((side, i) => {
    if (!side.meals.includes(recipe.meal)) return;
    if (side.notWith.includes(recipe.dishType as DishType)) return;
    if (side.notWithCuisines?.includes(recipe.cuisine)) return;
    const title = recipe.title.toLowerCase();
    if (side.notWithTitleWords?.some((w) => new RegExp(`\\b${w}`).test(title))) return;
    for (const food of foods) {
      if (side.notWithCategories?.includes(food.category)) return;
      if (side.notWithFoodWords?.some((w) => food.id.includes(w))) return;
      if (
        recipe.meal === 'dinner' &&
        side.notAtDinnerWithFoodWords?.some((w) => food.id.includes(w))
      )
        return;
    }
    const hasAllGroups = (groups: readonly (readonly string[])[]) =>
      groups.every((words) => foods.some((food) => words.some((w) => food.id.includes(w))));
    if (side.notWithAllOf && hasAllGroups(side.notWithAllOf)) return;
    mask |= 1 << i;
  });
  return mask;
}

/** The pseudo-recipe of a side at `units` units per person: one serving. */
export function sideAsRecipe(definition: SideVariantDefinition, meal: Meal, units: number): Recipe {
  return {
    id: `side-${definition.name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    title: definition.name,
    description: definition.name,
    cuisine: 'american',
    meal,
    dishType: meal === 'breakfast' ? 'toast' : meal === 'lunch' ? 'salad' : 'chicken',
    servings: 1,
    prepMinutes: 0,
    cookMinutes: 0,
    ingredients: definition.foods.map(([quantity, unit, foodId]) => ({
      quantity: quantity * units,
      unit,
      foodId,
    })),
    instructions: [],
    source: { kind: 'original' },
  } as Recipe;
}

export type SideLabelsOf = (recipe: Recipe) => RecipeLabels;
