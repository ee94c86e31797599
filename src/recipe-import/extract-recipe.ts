/**
 * One page (or pasted text) in, the page's recipe out: JSON-LD first (the most complete),
 * then microdata, then the markup of recipe plugins, then the visible text's sections, and
 * last lists whose class or id says "ingredients".
 * When a page holds several recipes, the one with the most ingredient lines is taken.
 */
import { DomUtils } from 'htmlparser2';
import { findAll, pageHeading, parseHtml, visibleText, type Document } from './html-document';
import { recipesFromJsonLd } from './json-ld';
import { recipesFromMicrodata } from './microdata';
import { recipeFromClassNames, recipesFromPluginMarkup } from './plugin-markup';
import type { RawRecipe } from './raw-recipe';
import { recipeFromText } from './text-sections';

function best(recipes: RawRecipe[]): RawRecipe | null {
  let pick: RawRecipe | null = null;
  for (const r of recipes) {
    if (r.ingredients.length === 0) continue;
    if (!pick || r.ingredients.length > pick.ingredients.length) pick = r;
  }
  return pick;
}

export function extractRecipeFromHtml(html: string): RawRecipe | null {
  const doc = parseHtml(html);
  const structured = best(recipesFromJsonLd(doc)) ?? best(recipesFromMicrodata(doc));
  const plugin = best(recipesFromPluginMarkup(doc));
  if (structured) {
    // The plugin card knows the ingredient groups that JSON-LD flattens away.
    if (plugin && sameLines(plugin, structured)) {
      structured.ingredients = structured.ingredients.map((l, i) => ({
        ...l,
        group: plugin.ingredients[i]!.group,
      }));
    }
    if (!structured.title) structured.title = plugin?.title ?? pageHeading(doc);
    return structured;
  }
  if (plugin) {
    plugin.title ??= pageHeading(doc);
    return plugin;
  }
  const heading = pageHeading(doc);
  withoutPageChrome(doc);
  return recipeFromText(visibleText(doc), heading) ?? recipeFromClassNames(doc, heading);
}

/**
 * The site's menus, footer and sidebars are not the recipe: without them the text's sections
 * end where the recipe does (a footer's "© 2026" is no step). Only for the text fallbacks.
 */
function withoutPageChrome(doc: Document): void {
  const chrome = (el: { name: string; attribs: Record<string, string> }) =>
    ['nav', 'footer', 'aside'].includes(el.name) ||
    ['navigation', 'contentinfo', 'complementary'].includes(el.attribs.role ?? '');
  for (const el of findAll(doc, chrome)) DomUtils.removeElement(el);
}

export function extractRecipeFromText(text: string): RawRecipe | null {
  return recipeFromText(text, null);
}

function sameLines(a: RawRecipe, b: RawRecipe): boolean {
  if (a.ingredients.length !== b.ingredients.length) return false;
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');
  return a.ingredients.every((l, i) => norm(l.text) === norm(b.ingredients[i]!.text));
}
