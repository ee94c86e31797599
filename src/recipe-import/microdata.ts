/**
 * schema.org Recipe in microdata (itemscope/itemprop attributes) or RDFa (typeof/property
 * attributes), the older forms some sites and templates still publish. Values come from the
 * attribute HTML defines for each element (content, meta content, time datetime, img src,
 * a href), else the element's visible text. A property belongs to its nearest enclosing item:
 * the author's or a review's `name` is not the recipe's; the recipe's `nutrition` item is read
 * for its calories.
 */
import {
  cleanText,
  findAll,
  textFromMarkup,
  visibleText,
  type Document,
  type Element,
} from './html-document';
import { emptyRawRecipe, type RawRecipe } from './raw-recipe';

/** How one syntax marks an item, its type and its properties. */
interface ItemSyntax {
  source: 'microdata' | 'rdfa';
  /** Whether the element starts an item (of any type). */
  startsItem: (el: Element) => boolean;
  /** The item's types, without vocabulary prefixes ("Recipe", "HowToStep"). */
  itemTypes: (el: Element) => string[];
  /** The property names the element carries, without vocabulary prefixes. */
  propertyNames: (el: Element) => string[];
}

/** "http://schema.org/Recipe", "schema:recipeYield", "https://schema.org/name" → the last part. */
function localName(term: string): string {
  return term.replace(/^.*[/#:]/, '');
}

function terms(value: string | undefined): string[] {
  return (value ?? '').split(/\s+/).filter(Boolean).map(localName);
}

const MICRODATA: ItemSyntax = {
  source: 'microdata',
  startsItem: (el) => el.attribs.itemscope !== undefined,
  itemTypes: (el) => terms(el.attribs.itemtype),
  propertyNames: (el) => terms(el.attribs.itemprop),
};

const RDFA: ItemSyntax = {
  source: 'rdfa',
  startsItem: (el) => el.attribs.typeof !== undefined,
  itemTypes: (el) => terms(el.attribs.typeof),
  propertyNames: (el) => terms(el.attribs.property),
};

function propValue(el: Element): string {
  const a = el.attribs;
  if (a.content !== undefined) return cleanText(a.content);
  if (el.name === 'time' && a.datetime) return a.datetime;
  if ((el.name === 'img' || el.name === 'source') && a.src) return a.src;
  if ((el.name === 'a' || el.name === 'link') && a.href) return a.href;
  if (el.name === 'meta') return cleanText(a.content ?? '');
  return cleanText(visibleText(el));
}

/**
 * The item's own properties by name: elements under `scope` carrying a property whose nearest
 * enclosing item is `scope` (an element that starts a nested item and carries a property is
 * that property of the outer item, its own properties are the nested item's).
 */
function ownProperties(scope: Element, syntax: ItemSyntax): Map<string, Element[]> {
  const props = new Map<string, Element[]>();
  const walk = (el: Element) => {
    for (const c of el.children) {
      if (!('attribs' in c)) continue;
      const child = c as Element;
      for (const name of syntax.propertyNames(child)) {
        const list = props.get(name) ?? [];
        list.push(child);
        props.set(name, list);
      }
      if (!syntax.startsItem(child)) walk(child);
    }
  };
  walk(scope);
  return props;
}

function recipesIn(doc: Document, syntax: ItemSyntax): RawRecipe[] {
  const scopes = findAll(
    doc,
    (el) => syntax.startsItem(el) && syntax.itemTypes(el).some((t) => t.toLowerCase() === 'recipe'),
  );
  return scopes.map((scope) => {
    const own = ownProperties(scope, syntax);
    // A template that wraps the lists in an item of its own (an ItemList without itemprop)
    // hides them from the recipe by the rules; take them from anywhere inside then.
    const props =
      own.has('recipeIngredient') || own.has('ingredients') || own.has('ingredient')
        ? own
        : withNestedLists(own, scope, syntax);
    const all = (name: string) => (props.get(name) ?? []).map(propValue).filter(Boolean);
    const first = (name: string) => all(name)[0] ?? null;
    const r = emptyRawRecipe(syntax.source);
    r.title = first('name') ?? first('headline');
    r.description = first('description');
    r.yields = all('recipeYield').length > 0 ? all('recipeYield') : all('yield');
    r.prepTime = first('prepTime');
    r.cookTime = first('cookTime');
    r.totalTime = first('totalTime');
    // "ingredients" is the older schema.org name; "ingredient" is data-vocabulary.org's.
    const ingredientEls =
      props.get('recipeIngredient') ?? props.get('ingredients') ?? props.get('ingredient') ?? [];
    r.ingredients = ingredientEls
      .map((el) => ({ text: textFromMarkup(propValue(el)), group: null }))
      .filter((l) => l.text.length > 0);
    r.instructions = instructionTexts(
      props.get('recipeInstructions') ?? props.get('instructions') ?? [],
    );
    r.categories = all('recipeCategory');
    r.cuisines = all('recipeCuisine');
    r.keywords = all('keywords').flatMap((k) => k.split(/\s*,\s*/));
    r.image = first('image');
    r.statedKcal = statedKcal(props, syntax);
    return r;
  });
}

function withNestedLists(
  own: Map<string, Element[]>,
  scope: Element,
  syntax: ItemSyntax,
): Map<string, Element[]> {
  const props = new Map(own);
  for (const name of ['recipeIngredient', 'ingredients', 'recipeInstructions']) {
    if (props.has(name)) continue;
    const found = findAll(scope.children, (el) => syntax.propertyNames(el).includes(name));
    if (found.length > 0) props.set(name, found);
  }
  return props;
}

/** Calories from the recipe's nutrition item, or a `calories` property of the recipe itself. */
function statedKcal(props: Map<string, Element[]>, syntax: ItemSyntax): number | null {
  const candidates: Element[] = [];
  for (const n of props.get('nutrition') ?? []) {
    candidates.push(...(ownProperties(n, syntax).get('calories') ?? []));
    if (!syntax.startsItem(n)) candidates.push(n);
  }
  candidates.push(...(props.get('calories') ?? []));
  for (const el of candidates) {
    const m = /(\d+(?:\.\d+)?)/.exec(propValue(el));
    if (m) return Number(m[1]);
  }
  return null;
}

export function recipesFromMicrodata(doc: Document): RawRecipe[] {
  return [
    ...recipesIn(doc, MICRODATA),
    // RDFa Lite: typeof="Recipe" under vocab="http://schema.org/", or prefixed "schema:Recipe".
    ...recipesIn(doc, RDFA),
  ];
}

/** A recipeInstructions element may be one step, or a list of steps (li / p / HowToStep). */
function instructionTexts(els: Element[]): string[] {
  const out: string[] = [];
  for (const el of els) {
    const items = findAll(el.children, (e) => e.name === 'li' || e.name === 'p');
    const texts =
      items.length > 0 ? items.map((i) => visibleText(i)) : visibleText(el).split(/\n+/);
    for (const t of texts) {
      const s = cleanText(t);
      if (s && !out.includes(s)) out.push(s);
    }
  }
  return out;
}
