/**
 * schema.org Recipe in microdata (itemscope/itemprop attributes), the older form some sites
 * and templates still publish. Values come from the attribute HTML defines for each element
 * (meta content, time datetime, img src, a href), else the element's visible text.
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

function isRecipeScope(el: Element): boolean {
  return (
    el.attribs.itemscope !== undefined && /schema\.org\/Recipe\b/i.test(el.attribs.itemtype ?? '')
  );
}

function propValue(el: Element): string {
  const a = el.attribs;
  if (a.content !== undefined) return cleanText(a.content);
  if (el.name === 'time' && a.datetime) return a.datetime;
  if ((el.name === 'img' || el.name === 'source') && a.src) return a.src;
  if ((el.name === 'a' || el.name === 'link') && a.href) return a.href;
  if (el.name === 'meta') return cleanText(a.content ?? '');
  return cleanText(visibleText(el));
}

export function recipesFromMicrodata(doc: Document): RawRecipe[] {
  return findAll(doc, isRecipeScope).map((scope) => {
    const props = new Map<string, Element[]>();
    for (const el of findAll(scope.children, (e) => e.attribs.itemprop !== undefined)) {
      // A property belongs to the nearest enclosing scope; skip those of nested items
      // (HowToStep text is read through its parent recipeInstructions element).
      for (const name of el.attribs.itemprop!.split(/\s+/)) {
        const list = props.get(name) ?? [];
        list.push(el);
        props.set(name, list);
      }
    }
    const all = (name: string) => (props.get(name) ?? []).map(propValue).filter(Boolean);
    const first = (name: string) => all(name)[0] ?? null;
    const r = emptyRawRecipe('microdata');
    r.title = first('name');
    r.description = first('description');
    r.yields = all('recipeYield');
    r.prepTime = first('prepTime');
    r.cookTime = first('cookTime');
    r.totalTime = first('totalTime');
    const ingredientEls = props.get('recipeIngredient') ?? props.get('ingredients') ?? [];
    r.ingredients = ingredientEls
      .map((el) => ({ text: textFromMarkup(propValue(el)), group: null }))
      .filter((l) => l.text.length > 0);
    r.instructions = instructionTexts(props.get('recipeInstructions') ?? []);
    r.categories = all('recipeCategory');
    r.cuisines = all('recipeCuisine');
    r.keywords = all('keywords').flatMap((k) => k.split(/\s*,\s*/));
    r.image = first('image');
    const kcal = first('calories');
    r.statedKcal = kcal && /\d/.test(kcal) ? Number(/(\d+(?:\.\d+)?)/.exec(kcal)![1]) : null;
    return r;
  });
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
