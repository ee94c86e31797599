/**
 * The HTML of the common WordPress recipe plugins (WP Recipe Maker, Tasty Recipes, Mediavine
 * Create), read by their class names: they also publish JSON-LD, but a pasted page or a cache
 * may keep only the card, and the card is where ingredient group headings live.
 */
import {
  cleanText,
  findAll,
  findOne,
  hasClass,
  visibleText,
  type Document,
  type Element,
} from './html-document';
import { emptyRawRecipe, type RawIngredientLine, type RawRecipe } from './raw-recipe';

interface PluginClasses {
  card: string;
  title: string;
  servings: string[];
  prep: string;
  cook: string;
  total: string;
  ingredients: string;
  groupName: string[];
  instructions: string;
  category: string;
  cuisine: string;
}

const PLUGINS: readonly PluginClasses[] = [
  {
    card: 'wprm-recipe-container',
    title: 'wprm-recipe-name',
    servings: ['wprm-recipe-servings'],
    prep: 'wprm-recipe-prep_time-container',
    cook: 'wprm-recipe-cook_time-container',
    total: 'wprm-recipe-total_time-container',
    ingredients: 'wprm-recipe-ingredients-container',
    groupName: ['wprm-recipe-group-name'],
    instructions: 'wprm-recipe-instructions-container',
    category: 'wprm-recipe-course',
    cuisine: 'wprm-recipe-cuisine',
  },
  {
    card: 'tasty-recipes',
    title: 'tasty-recipes-title',
    servings: ['tasty-recipes-yield'],
    prep: 'tasty-recipes-prep-time',
    cook: 'tasty-recipes-cook-time',
    total: 'tasty-recipes-total-time',
    ingredients: 'tasty-recipes-ingredients',
    groupName: [],
    instructions: 'tasty-recipes-instructions',
    category: 'tasty-recipes-category',
    cuisine: 'tasty-recipes-cuisine',
  },
  {
    card: 'mv-create-card',
    title: 'mv-create-title',
    servings: ['mv-create-yield'],
    prep: 'mv-create-time-prep',
    cook: 'mv-create-time-active',
    total: 'mv-create-time-total',
    ingredients: 'mv-create-ingredients',
    groupName: [],
    instructions: 'mv-create-instructions',
    category: 'mv-create-category',
    cuisine: 'mv-create-cuisine',
  },
];

const HEADING = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b']);

export function recipesFromPluginMarkup(doc: Document): RawRecipe[] {
  const out: RawRecipe[] = [];
  for (const p of PLUGINS) {
    for (const card of findAll(doc, (el) => hasClass(el, p.card))) {
      const within = (cls: string) => findOne(card.children, (el) => hasClass(el, cls));
      const text = (cls: string) => {
        const el = within(cls);
        return el ? cleanText(visibleText(el)) : null;
      };
      const r = emptyRawRecipe('plugin-markup');
      r.title = text(p.title);
      r.yields = p.servings.map(text).filter((s): s is string => !!s);
      r.prepTime = text(p.prep);
      r.cookTime = text(p.cook);
      r.totalTime = text(p.total);
      const ing = within(p.ingredients);
      r.ingredients = ing ? groupedLines(ing, p.groupName) : [];
      const ins = within(p.instructions);
      r.instructions = ins
        ? findAll(
            ins.children,
            (el) => el.name === 'li' || (el.name === 'p' && !hasAncestorLi(el, ins)),
          )
            .map((el) => cleanText(visibleText(el)))
            .filter(Boolean)
        : [];
      r.categories = (text(p.category) ?? '').split(/\s*,\s*/).filter(Boolean);
      r.cuisines = (text(p.cuisine) ?? '').split(/\s*,\s*/).filter(Boolean);
      const img = findOne(card.children, (el) => el.name === 'img' && !!el.attribs.src);
      r.image = img?.attribs.src ?? null;
      if (r.ingredients.length > 0) out.push(r);
    }
  }
  return out;
}

function hasAncestorLi(el: Element, stop: Element): boolean {
  for (let p = el.parent; p && p !== stop; p = p.parent) {
    if ((p as Element).name === 'li') return true;
  }
  return false;
}

/** Ingredient items in document order, each under the last heading seen before it. */
function groupedLines(container: Element, groupClasses: readonly string[]): RawIngredientLine[] {
  const lines: RawIngredientLine[] = [];
  let group: string | null = null;
  const walk = (el: Element) => {
    for (const c of el.children) {
      if (c.type !== 'tag') continue;
      const child = c as Element;
      if (child.name === 'li') {
        // WPRM's checkbox and notes are inside the li: its visible text is the line.
        const text = cleanText(visibleText(child)).replace(/^[▢☐□]\s*/u, '');
        if (text) lines.push({ text, group });
      } else if (HEADING.has(child.name) || groupClasses.some((g) => hasClass(child, g))) {
        const t = cleanText(visibleText(child)).replace(/:$/, '');
        group = t || null;
      } else {
        walk(child);
      }
    }
  };
  walk(container);
  return lines;
}

const INGREDIENTS_NAME = /(?:^|[-_\s])(?:ingredients?|ingredient-?list)(?:[-_\s]|$)/i;
const STEPS_NAME =
  /(?:^|[-_\s])(?:instructions?|directions?|method|steps|preparation)(?:[-_\s]|$)/i;

/**
 * A recipe card of a plugin or theme we do not know, by what its class or id names: the
 * first list container called "ingredients" (or "recipe-ingredients", "ingredient-list") with
 * at least two items, and the steps of one called "instructions", "directions", "method" or
 * "steps". The last resort, after the page's text found no ingredient section.
 */
export function recipeFromClassNames(doc: Document, title: string | null): RawRecipe | null {
  const named = (re: RegExp) => (el: Element) =>
    el.name !== 'li' && re.test(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`);
  let ingredients: RawIngredientLine[] = [];
  for (const el of findAll(doc, named(INGREDIENTS_NAME))) {
    ingredients = groupedLines(el, []);
    if (ingredients.length >= 2) break;
  }
  if (ingredients.length < 2) return null;
  const r = emptyRawRecipe('text');
  r.title = title;
  r.ingredients = ingredients;
  const steps = findOne(doc, named(STEPS_NAME));
  r.instructions = steps
    ? findAll(steps.children, (el) => el.name === 'li' || el.name === 'p')
        .map((el) => cleanText(visibleText(el)))
        .filter(Boolean)
    : [];
  return r;
}
