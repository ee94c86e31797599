/**
 * Which catalogue food an ingredient phrase names. In order of trust: the person's own
 * corrections, the food's names and aliases (data/foods.json), the recipe aliases
 * (data/food-aliases.json), the same without preparation words ("finely chopped fresh"),
 * the longest run of words that is a name ("boneless skinless chicken breasts"), and last a
 * fuzzy match (fuse.js) above a cut-off. Never invents a food: below the cut-off the line
 * stays unmatched, and the person chooses.
 */
import Fuse from 'fuse.js';
import { z } from 'zod';
import type { Food } from '../planner/catalogue-schema';

/** data/food-aliases.json */
export const foodAliasDataSchema = z.object({
  about: z.string().optional(),
  /** Food id -> the names recipe pages use for it. */
  aliases: z.record(z.string(), z.array(z.string().min(1))),
  free: z.array(z.string().min(1)),
});
export type FoodAliasData = z.infer<typeof foodAliasDataSchema>;

export type MatchHow = 'personal' | 'name' | 'alias' | 'words' | 'fuzzy' | 'free';

export interface FoodMatch {
  /** A catalogue food id, or FREE_FOOD_ID for tap water and ice. */
  foodId: string;
  /** 1 for an exact name; lower the further the match had to reach. */
  confidence: number;
  how: MatchHow;
}

/** Tap water and ice: matched (nothing unknown in them), never bought, no nutrients. */
export const FREE_FOOD_ID = 'water';

/** Preparation and size words that do not change which food it is. */
const DESCRIPTORS = new Set(
  (
    'fresh freshly chopped diced minced sliced grated shredded large medium small finely roughly ' +
    'thinly coarsely peeled softened melted boneless skinless organic good quality packed heaping ' +
    'level cold warm hot ripe raw cooked uncooked trimmed halved quartered cubed crumbled rinsed drained ' +
    'divided beaten lightly about approximately extra plus more whole thick thin firm store bought ' +
    'homemade optional into piece pieces cut inch cm to taste for serving garnish of the a an some few ' +
    'handful your favorite favourite preferably sifted room temperature at dry dried lean ' +
    'unsweetened mild size toasted pure'
  ).split(' '),
);
/**
 * Words that name what a food was made into ("garlic powder", "almond flour", "naan bread"):
 * at the end of a phrase they are its head, so a food named by an earlier word is that food
 * only when it is of the kinds listed ("sriracha sauce" is sriracha, "naan bread" is naan),
 * and never otherwise ("vanilla protein powder" is not vanilla, "almond flour" not almonds).
 * Among the kinds listed, the earlier, more specific word wins over the bare head word.
 */
const FORM_WORDS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  (
    [
      ['powder', ['spices']],
      ['sauce', ['condiments', 'international']],
      ['paste', ['condiments', 'international', 'canned-jarred']],
      ['oil', ['oils-vinegars']],
      ['syrup', ['baking', 'condiments']],
      ['extract', ['baking']],
      ['seasoning', ['spices']],
      ['cheese', ['dairy-eggs']],
      ['pasta', ['grains-pasta']],
      ['bread', ['bakery']],
      ['cream', ['dairy-eggs']],
      ['flour', []],
      ['milk', []],
      ['butter', []],
      ['juice', []],
      ['stock', []],
      ['broth', []],
    ] as const
  ).map(([word, kinds]) => [word, new Set<string>(kinds)]),
);

/** Words before a head that make it a food the catalogue does not have ("nutritional yeast"). */
const MAKES_ANOTHER_FOOD: ReadonlyMap<string, readonly string[]> = new Map([
  ['yeast', ['nutritional', 'brewer']],
  ['butter', ['cookie', 'apple', 'pumpkin', 'cocoa', 'shea']],
  // Flours and milks of grains, nuts and seeds the catalogue has no food for.
  [
    'flour',
    'rye spelt buckwheat teff sorghum millet chickpea gram besan coconut cassava potato quinoa semolina barley masa tapioca hazelnut cashew corn oat'.split(
      ' ',
    ),
  ],
  ['milk', 'cashew hemp pea macadamia hazelnut flax pistachio walnut goat sheep camel'.split(' ')],
]);

/**
 * Heads that name a dish or product made with the earlier words' food, not that food: "cheese
 * tortellini" is pasta (wheat, egg), not cheddar; "pork sausage casings" are not sausage.
 * Unmatched unless a name ends with the head itself ("chocolate chips").
 */
const DISH_HEADS = new Set(
  'tortellini ravioli pierogi dumpling wonton casing chip cracker cookie crust shell pie cake muffin biscuit bar roll pickle pastry mix filling frosting'.split(
    ' ',
  ),
);

/**
 * What a phrase promises about its food: "gluten free flour" is not wheat flour, "dairy free
 * spread" not butter, "vegan butter" not butter. A match that breaks the promise is dropped:
 * it would put wheat, milk or eggs where the recipe says there are none.
 */
const PROMISES: readonly { words: RegExp; breaks: (food: Food) => boolean }[] = [
  { words: /\bgluten free\b|\bgf\b/, breaks: (f) => f.gluten },
  {
    words: /\b(?:dairy free|non dairy|nondairy|lactose free|vegan|plant based)\b/,
    breaks: (f) => f.allergens.includes('milk'),
  },
  { words: /\b(?:egg free|eggless|vegan)\b/, breaks: (f) => f.allergens.includes('eggs') },
  { words: /\bvegan\b/, breaks: (f) => f.animal.length > 0 },
];

/** "dry" and "dried" name some foods ("dried oregano"): they are only dropped as a last resort. */
const WEAK_DESCRIPTORS = new Set(['dry', 'dried', 'whole', 'cooked']);

/** Lower case, no accents or punctuation, each word singular. */
export function matchKey(phrase: string): string {
  return (
    phrase
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/&/g, ' and ')
      // "bone-in" says how the meat is cut, not which meat; "100%" is no part of a name.
      .replace(/\bbone[\s-]in\b|\d+(?:\.\d+)?\s*%/g, ' ')
      .replace(/[^a-z0-9 ]+/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .map(singular)
      .join(' ')
  );
}

export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (/(?:ss|us|is)$/.test(word)) return word;
  // "gas" and "atlas" keep their s; "tortillas", "bananas", "enchiladas" are plurals.
  if (/as$/.test(word) && word.length <= 5) return word;
  if (word.endsWith('leaves')) return word.slice(0, -6) + 'leaf';
  if (word.endsWith('ies')) return word.slice(0, -3) + 'y';
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(?:ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * A fuzzy hit must be a misspelling of the food's words, not a piece of a longer word or
 * another word that looks alike: fuse.js finds "rum" inside "bread crumbs", "pea" inside
 * "peanut butter" (a false allergen) and "macaroni" for "mascarpone" (a missed one). So every
 * word of the phrase must be within a typo or two of a word of the name, starting with the
 * same letter ("tomaten" ~ "tomato", "zuchini" ~ "zucchini").
 */
function wordsAlign(phrase: string, name: string): boolean {
  const nameWords = name.split(' ');
  const phraseWords = phrase.split(' ');
  const near = (a: string, b: string) =>
    a[0] === b[0] && editDistance(a, b) <= (Math.min(a.length, b.length) >= 5 ? 2 : 1);
  // Both ways: a misspelt phrase names the whole food, not a part of a longer name ("noodles"
  // is not "lasagna noodles", "champagne" not "champagne vinegar", "red" not "red onion").
  return (
    phraseWords.every((w) => nameWords.some((n) => near(n, w))) &&
    nameWords.every((n) => NAME_ONLY_WORDS.has(n) || phraseWords.some((w) => near(n, w)))
  );
}

/** Words a food's name may have that a phrase naming it often leaves out ("ground cloves"). */
const NAME_ONLY_WORDS = new Set(['ground', 'fresh', 'whole', 'large', 'dried']);

/** Levenshtein distance with adjacent swaps counted as one edit ("tomtao"). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]!.push(d);
    }
  }
  return rows[a.length]![b.length]!;
}

export class FoodMatcher {
  private readonly byKey = new Map<string, { foodId: string; how: MatchHow }>();
  private readonly categoryOf = new Map<string, string>();
  private readonly foodById = new Map<string, Food>();
  private readonly fuse: Fuse<{ key: string; foodId: string }>;

  constructor(
    foods: readonly Food[],
    aliasData: FoodAliasData,
    /** The person's own corrections: phrase -> food id. */
    personal: ReadonlyMap<string, string> = new Map(),
  ) {
    const known = new Set(foods.map((f) => f.id));
    for (const f of foods) {
      this.categoryOf.set(f.id, f.category);
      this.foodById.set(f.id, f);
    }
    const add = (phrase: string, foodId: string, how: MatchHow) => {
      const key = matchKey(phrase);
      if (key && !this.byKey.has(key)) this.byKey.set(key, { foodId, how });
    };
    for (const [phrase, foodId] of personal) if (known.has(foodId)) add(phrase, foodId, 'personal');
    for (const f of foods) {
      add(f.name, f.id, 'name');
      add(f.id.replace(/-/g, ' '), f.id, 'name');
      if (f.display) {
        add(f.display.one, f.id, 'name');
        add(f.display.many, f.id, 'name');
      }
    }
    for (const f of foods) for (const a of f.aliases) add(a, f.id, 'alias');
    for (const [foodId, names] of Object.entries(aliasData.aliases)) {
      if (!known.has(foodId)) continue;
      for (const n of names) add(n, foodId, 'alias');
    }
    for (const n of aliasData.free) add(n, FREE_FOOD_ID, 'free');
    const entries = [...this.byKey.entries()]
      .filter(([, v]) => v.how !== 'free')
      .map(([key, v]) => ({ key, foodId: v.foodId }));
    this.fuse = new Fuse(entries, {
      keys: ['key'],
      includeScore: true,
      threshold: 0.3,
      ignoreLocation: true,
    });
  }

  match(phrase: string): FoodMatch | null {
    const found = this.matchKey(matchKey(phrase));
    if (!found || found.how === 'free') return found;
    const food = this.foodById.get(found.foodId);
    // The promise is the named food's: in "butter or dairy free spread" butter is the first choice.
    const named = matchKey(phrase).split(' or ')[0]!;
    if (food && PROMISES.some((p) => p.words.test(named) && p.breaks(food))) return null;
    return found;
  }

  private matchKey(key: string): FoodMatch | null {
    if (!key) return null;
    const exact = this.exact(key);
    if (exact) return exact;
    const words = key.split(' ');
    const strong = words.filter((w) => !DESCRIPTORS.has(w) || WEAK_DESCRIPTORS.has(w));
    const stripped = this.exact(strong.join(' '), 0.95);
    if (stripped) return stripped;
    const weak = strong.filter((w) => !WEAK_DESCRIPTORS.has(w));
    const weaker = this.exact(weak.join(' '), 0.9);
    if (weaker) return weaker;
    // "corn or flour tortillas", "chicken or vegetable broth", "parsley or cilantro": the first
    // food named, with the head noun the alternatives share ("corn tortillas"), not whichever
    // word happens to be a food ("flour").
    const alternatives = key.split(' or ');
    if (alternatives.length > 1) {
      const first = alternatives[0]!.trim();
      const last = alternatives.at(-1)!.trim().split(' ');
      const firstFood =
        (!first.includes(' ') && last.length > 1
          ? this.match(`${first} ${last.slice(1).join(' ')}`)
          : null) ?? this.match(first);
      if (firstFood) return { ...firstFood, confidence: Math.min(firstFood.confidence, 0.8) };
    }
    if (this.madeFromAnother(strong)) return null;
    const run = this.longestRun(strong) ?? this.longestRun(weak);
    if (run) return run;
    // "salt and pepper", "butter or oil": the first food named.
    const parts = key
      .split(/\b(?:and|or|with)\b/)
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.length > 1) {
      const first = this.match(parts[0]!);
      if (first) return { ...first, confidence: Math.min(first.confidence, 0.8) };
    }
    return this.fuzzy(weak.join(' ') || key);
  }

  /**
   * "quinoa flour", "cashew milk", "apple butter", "nutritional yeast": the head word names what
   * the earlier word was made into, and the catalogue has no such food. Neither the bare head
   * ("flour" is wheat flour, "milk" is cow's milk) nor the earlier food is right, and either
   * would promise the wrong allergens: unmatched, the person chooses.
   */
  private madeFromAnother(words: readonly string[]): boolean {
    const head = words.at(-1) ?? '';
    if (words.length < 2) return false;
    // A name that ends at the head is the food: "low sodium chicken broth", "natural peanut butter".
    for (let start = 0; start < words.length - 1; start++) {
      if (this.byKey.has(words.slice(start).join(' '))) return false;
    }
    if (DISH_HEADS.has(head)) return true;
    const before = words.at(-2)!;
    if (MAKES_ANOTHER_FOOD.get(head)?.includes(before)) return true;
    const kinds = FORM_WORDS.get(head);
    if (!kinds || kinds.size > 0) return false;
    const hit = this.byKey.get(before);
    return hit !== undefined && hit.how !== 'free';
  }

  private exact(key: string, confidence = 1): FoodMatch | null {
    const hit = key ? this.byKey.get(key) : undefined;
    if (!hit) return null;
    return { foodId: hit.foodId, how: hit.how, confidence: hit.how === 'free' ? 1 : confidence };
  }

  /**
   * The longest run of words that names a food; among equals the last (the head noun). With
   * a form word as the head ("powder", "bread"), see FORM_WORDS.
   */
  private longestRun(words: readonly string[]): FoodMatch | null {
    const kinds = FORM_WORDS.get(words.at(-1) ?? '');
    let bareHead: FoodMatch | null = null;
    for (let len = Math.min(words.length - 1, 5); len >= 1; len--) {
      for (let start = words.length - len; start >= 0; start--) {
        const hit = this.exact(words.slice(start, start + len).join(' '));
        if (!hit) continue;
        // A single generic word ("oil", "cheese") is a weaker hint than a full name.
        const found: FoodMatch = { ...hit, how: 'words', confidence: len >= 2 ? 0.85 : 0.75 };
        if (kinds) {
          const endsAtHead = start + len === words.length;
          if (!endsAtHead && !kinds.has(this.categoryOf.get(hit.foodId) ?? '')) continue;
          if (endsAtHead && len === 1) {
            bareHead = found;
            continue;
          }
        }
        return found;
      }
    }
    return bareHead;
  }

  private fuzzy(key: string): FoodMatch | null {
    if (key.length < 3) return null;
    const best = this.fuse.search(key, { limit: 5 }).find(
      (hit) =>
        hit.score !== undefined &&
        hit.score <= 0.3 &&
        wordsAlign(key, hit.item.key) &&
        // "coconut" is not "coconut milk": a name with a form word the phrase lacks.
        !hit.item.key.split(' ').some((w) => FORM_WORDS.has(w) && !key.split(' ').includes(w)),
    );
    if (!best || best.score === undefined) return null;
    return {
      foodId: best.item.foodId,
      how: 'fuzzy',
      confidence: Math.round((0.7 - best.score) * 100) / 100,
    };
  }

  /** Foods whose names contain the query, best first: the review screen's food search. */
  search(query: string, limit = 10): { foodId: string; key: string }[] {
    const key = matchKey(query);
    if (!key) return [];
    return this.fuse
      .search(key, { limit: limit * 3 })
      .reduce<{ foodId: string; key: string }[]>((acc, r) => {
        if (!acc.some((a) => a.foodId === r.item.foodId) && acc.length < limit) acc.push(r.item);
        return acc;
      }, []);
  }
}
