/**
 * The option catalogues of the product (spec section 3, "Option catalogues").
 * Ids are the values stored in user_preferences; labels are what a person reads.
 * Both the web wizard and the server/planner use these, so they live in shared.
 */

export const CUISINES = [
  'italian',
  'mexican',
  'chinese',
  'japanese',
  'indian',
  'thai',
  'mediterranean',
  'american',
  'french',
  'korean',
  'vietnamese',
  'greek',
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const CUISINE_LABELS: Record<Cuisine, string> = {
  italian: 'Italian',
  mexican: 'Mexican',
  chinese: 'Chinese',
  japanese: 'Japanese',
  indian: 'Indian',
  thai: 'Thai',
  mediterranean: 'Mediterranean',
  american: 'American',
  french: 'French',
  korean: 'Korean',
  vietnamese: 'Vietnamese',
  greek: 'Greek',
};

export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

export const MEAL_LABELS: Record<Meal, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
};

export const BREAKFAST_DISH_TYPES = [
  'oatmeal',
  'eggs',
  'pancakes',
  'smoothies',
  'toast',
  'yogurt',
  'cereal',
] as const;
export const LUNCH_DISH_TYPES = ['sandwich', 'salad', 'soup', 'wrap', 'bowl', 'pasta'] as const;
export const DINNER_DISH_TYPES = [
  'steak',
  'chicken',
  'fish',
  'stirfry',
  'pizza',
  'burger',
  'tacos',
] as const;

export const DISH_TYPES_BY_MEAL = {
  breakfast: BREAKFAST_DISH_TYPES,
  lunch: LUNCH_DISH_TYPES,
  dinner: DINNER_DISH_TYPES,
} as const;

export type BreakfastDishType = (typeof BREAKFAST_DISH_TYPES)[number];
export type LunchDishType = (typeof LUNCH_DISH_TYPES)[number];
export type DinnerDishType = (typeof DINNER_DISH_TYPES)[number];
export type DishType = BreakfastDishType | LunchDishType | DinnerDishType;
export const DISH_TYPES: readonly DishType[] = [
  ...BREAKFAST_DISH_TYPES,
  ...LUNCH_DISH_TYPES,
  ...DINNER_DISH_TYPES,
];

export const DISH_TYPE_LABELS: Record<DishType, string> = {
  oatmeal: 'Porridge',
  eggs: 'Eggs',
  pancakes: 'Pancakes',
  smoothies: 'Smoothies',
  toast: 'Toast',
  yogurt: 'Yogurt',
  cereal: 'Cereal',
  sandwich: 'Sandwich',
  salad: 'Salad',
  soup: 'Soup',
  wrap: 'Wrap',
  bowl: 'Bowl',
  pasta: 'Pasta',
  steak: 'Steak',
  chicken: 'Chicken',
  fish: 'Fish',
  stirfry: 'Stir-fry',
  pizza: 'Pizza',
  burger: 'Burger',
  tacos: 'Tacos',
};

export const DIETS = [
  'vegetarian',
  'vegan',
  'glutenFree',
  'dairyFree',
  'keto',
  'paleo',
  'lowCarb',
  'mediterranean',
  'halal',
  'kosher',
  'pescatarian',
  'whole30',
] as const;
export type Diet = (typeof DIETS)[number];

export const DIET_EXTRAS = ['lowSodium', 'lowSugar', 'organic'] as const;
export type DietExtra = (typeof DIET_EXTRAS)[number];

/** Everything that can be stored in dietaryRestrictions. */
export const DIETARY_RESTRICTIONS = [...DIETS, ...DIET_EXTRAS] as const;
export type DietaryRestriction = Diet | DietExtra;

export const DIETARY_LABELS: Record<DietaryRestriction, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  glutenFree: 'Gluten-Free',
  dairyFree: 'Dairy-Free',
  keto: 'Keto',
  paleo: 'Paleo',
  lowCarb: 'Low-Carb',
  mediterranean: 'Mediterranean',
  halal: 'Halal',
  kosher: 'Kosher',
  pescatarian: 'Pescatarian',
  whole30: 'Whole30',
  lowSodium: 'Low Sodium',
  lowSugar: 'Low Sugar',
  organic: 'Organic',
};

/** Diets a recipe can be labelled with (the 12 diets plus the two nutritional extras). */
export const RECIPE_DIET_LABELS = [...DIETS, 'lowSodium', 'lowSugar'] as const;
export type RecipeDietLabel = (typeof RECIPE_DIET_LABELS)[number];

export const ALLERGENS = [
  'peanuts',
  'treeNuts',
  'milk',
  'eggs',
  'soy',
  'wheat',
  'fish',
  'shellfish',
  'sesame',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  peanuts: 'Peanuts',
  treeNuts: 'Tree Nuts',
  milk: 'Dairy',
  eggs: 'Eggs',
  soy: 'Soy',
  wheat: 'Wheat',
  fish: 'Fish',
  shellfish: 'Shellfish',
  sesame: 'Sesame',
};

export const PANTRY_CATEGORIES = ['spices', 'baking', 'condiments'] as const;
export type PantryCategory = (typeof PANTRY_CATEGORIES)[number];

export const STORES = ['walmart', 'kroger', 'instacart', 'target'] as const;
export type Store = (typeof STORES)[number];

export const BUDGET_PREFERENCES = ['strict', 'balanced', 'flexible'] as const;
export type BudgetPreference = (typeof BUDGET_PREFERENCES)[number];

export const BUDGET_PREFERENCE_DESCRIPTIONS: Record<BudgetPreference, string> = {
  strict: 'Stay strictly within budget, prioritizing cost over variety',
  balanced: 'Balance between cost and variety',
  flexible: 'Prioritize meal variety, using budget as a guideline',
};
