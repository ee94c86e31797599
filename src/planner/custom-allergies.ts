/**
 * Matching a person's free-text allergies ("prawns", "Strawberries", "gluten") to foods. A
 * missed match could hurt someone, a spurious one only removes a recipe, so matching leans
 * towards excluding: whole words in any order of case, singular or plural.
 */
import { ALLERGEN_LABELS, ALLERGENS, type Allergen } from '../shared/options';
import type { Food } from './catalogue-schema';

/** Lower-case words with a plural "s"/"es"/"ies" reduced, so "Tomatoes" meets "tomato". */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .map(singular);
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(oes|ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Whether `needle` appears as consecutive whole words inside `haystack`. */
export function containsWords(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** The names a food answers to, as word lists. */
export function foodNameWords(food: Food): string[][] {
  return [food.name, food.id.replace(/-/g, ' '), ...food.aliases].map(normaliseWords);
}

/**
 * Whether a custom allergy names this food: the allergy's words appear in the food's name,
 * id or an alias ("shrimp" matches "Shrimp, raw" and the alias "prawns" matches "prawns").
 */
export function customAllergyMatchesFood(allergy: string, food: Food): boolean {
  const words = normaliseWords(allergy);
  if (words.length === 0) return false;
  return foodNameWords(food).some((name) => containsWords(name, words));
}

const EXTRA_ALLERGEN_WORDS: Record<string, Allergen> = {
  peanut: 'peanuts',
  nut: 'treeNuts',
  'tree nut': 'treeNuts',
  dairy: 'milk',
  milk: 'milk',
  lactose: 'milk',
  egg: 'eggs',
  soy: 'soy',
  soya: 'soy',
  wheat: 'wheat',
  fish: 'fish',
  shellfish: 'shellfish',
  sesame: 'sesame',
};

/**
 * Common allergens a custom entry also names ("Dairy", "peanut", "nuts"), so typing one in
 * the free-text box protects as much as ticking the box.
 */
export function allergensNamedBy(allergy: string): Allergen[] {
  const phrase = normaliseWords(allergy).join(' ');
  const found = new Set<Allergen>();
  for (const a of ALLERGENS) {
    if (normaliseWords(a.replace(/([A-Z])/g, ' $1')).join(' ') === phrase) found.add(a);
    if (normaliseWords(ALLERGEN_LABELS[a]).join(' ') === phrase) found.add(a);
  }
  // The phrase is what a person typed: "constructor" must not find Object's own function.
  const extra = Object.hasOwn(EXTRA_ALLERGEN_WORDS, phrase)
    ? EXTRA_ALLERGEN_WORDS[phrase]
    : undefined;
  if (extra) found.add(extra);
  return [...found];
}

/** "gluten" is not one of the nine allergens but foods carry the fact, so honour it. */
export function allergyMeansGluten(allergy: string): boolean {
  const phrase = normaliseWords(allergy).join(' ');
  return phrase === 'gluten' || phrase === 'celiac' || phrase === 'coeliac';
}
