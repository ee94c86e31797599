/**
 * What a page says about its recipe, before interpretation: strings as the page wrote them
 * (entities decoded, HTML stripped), one per ingredient line and per step. Every extractor
 * (JSON-LD, microdata, plugin markup, plain text) produces this one shape.
 */
export interface RawIngredientLine {
  text: string;
  /** The heading the page put this line under ("For the sauce"), if any. */
  group: string | null;
}

export interface RawRecipe {
  source: 'json-ld' | 'microdata' | 'rdfa' | 'plugin-markup' | 'text';
  title: string | null;
  description: string | null;
  /** recipeYield as written: "4", "4-6 servings", ["4", "4 servings"]. */
  yields: string[];
  prepTime: string | null;
  cookTime: string | null;
  totalTime: string | null;
  ingredients: RawIngredientLine[];
  instructions: string[];
  categories: string[];
  cuisines: string[];
  keywords: string[];
  image: string | null;
  /** The page's own calories per serving, when it states them (for comparison only). */
  statedKcal: number | null;
}

export function emptyRawRecipe(source: RawRecipe['source']): RawRecipe {
  return {
    source,
    title: null,
    description: null,
    yields: [],
    prepTime: null,
    cookTime: null,
    totalTime: null,
    ingredients: [],
    instructions: [],
    categories: [],
    cuisines: [],
    keywords: [],
    image: null,
    statedKcal: null,
  };
}
