/**
 * schema.org Recipe from JSON-LD: the form most recipe sites (and every common recipe plugin)
 * publish. The web's JSON-LD is messy: several script blocks, `@graph`, arrays of types,
 * recipes nested in `mainEntity` or `itemListElement`, HowToSection groups, PropertyValue
 * ingredients, HTML and entities inside strings, stray control characters, trailing commas.
 */
import {
  cleanText,
  findAll,
  parseHtml,
  textFromMarkup,
  visibleText,
  type Document,
} from './html-document';
import { emptyRawRecipe, type RawIngredientLine, type RawRecipe } from './raw-recipe';

type Json = unknown;

export function recipesFromJsonLd(doc: Document): RawRecipe[] {
  const scripts = findAll(
    doc,
    (el) =>
      el.name === 'script' && (el.attribs.type ?? '').toLowerCase().includes('application/ld+json'),
  );
  const found: RawRecipe[] = [];
  for (const script of scripts) {
    const body = script.children
      .map((c) => (c.type === 'text' ? (c as unknown as { data: string }).data : ''))
      .join('');
    const data = parseLenientJson(body);
    if (data === undefined) continue;
    for (const node of recipeNodes(data, 0)) found.push(toRawRecipe(node));
  }
  return found;
}

/** JSON as sites write it: try strictly, then without control characters and trailing commas. */
export function parseLenientJson(body: string): Json | undefined {
  // Wrappers old pages and some WordPress themes put around the JSON: "<!-- -->",
  // "<![CDATA[ ]]>" and the same behind "//" or inside "/* */" comments.
  const text = body
    .trim()
    .replace(/^(?:<!--|\/\*\s*<!\[CDATA\[\s*\*\/|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\*\s*\]\]>\s*\*\/|\/\/\s*\]\]>|\]\]>)$/, '')
    .trim();
  try {
    return JSON.parse(text);
  } catch {
    try {
      // Raw newlines and tabs inside strings are invalid JSON but common; so are trailing commas.
      // eslint-disable-next-line no-control-regex
      const repaired = text.replace(/[\u0000-\u001f]+/g, ' ').replace(/,\s*([}\]])/g, '$1');
      return JSON.parse(repaired);
    } catch {
      return undefined;
    }
  }
}

function isObject(v: Json): v is Record<string, Json> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function types(node: Record<string, Json>): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : [t];
  return (
    list
      .filter((x): x is string => typeof x === 'string')
      // "Recipe", "http://schema.org/Recipe", "schema:Recipe": the term after the vocabulary.
      .map((x) => x.replace(/^.*[/#:]/, '').toLowerCase())
  );
}

/** Every Recipe node anywhere in the data, depth-limited against hostile nesting. */
function recipeNodes(data: Json, depth: number): Record<string, Json>[] {
  if (depth > 8) return [];
  if (Array.isArray(data)) return data.flatMap((d) => recipeNodes(d, depth + 1));
  if (!isObject(data)) return [];
  if (types(data).includes('recipe')) return [data];
  const out: Record<string, Json>[] = [];
  for (const key of [
    '@graph',
    'mainEntity',
    'mainEntityOfPage',
    'itemListElement',
    'item',
    'hasPart',
  ]) {
    if (key in data) out.push(...recipeNodes(data[key], depth + 1));
  }
  return out;
}

function strings(v: Json): string[] {
  if (v === null || v === undefined) return [];
  if (typeof v === 'string') return [v];
  if (typeof v === 'number') return [String(v)];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (isObject(v)) {
    for (const key of ['name', 'text', '@value', 'value', 'url']) {
      if (typeof v[key] === 'string' || typeof v[key] === 'number') return [String(v[key])];
    }
  }
  return [];
}

function firstText(v: Json): string | null {
  for (const s of strings(v)) {
    const t = textFromMarkup(s);
    if (t) return t;
  }
  return null;
}

function list(v: Json): string[] {
  return strings(v)
    .flatMap((s) => s.split(/\s*,\s*/))
    .map(textFromMarkup)
    .filter((s) => s.length > 0);
}

function toRawRecipe(node: Record<string, Json>): RawRecipe {
  const r = emptyRawRecipe('json-ld');
  r.title = firstText(node.name) ?? firstText(node.headline);
  r.description = firstText(node.description);
  r.yields = strings(node.recipeYield ?? node.yield)
    .map(textFromMarkup)
    .filter(Boolean);
  r.prepTime = firstText(node.prepTime);
  r.cookTime = firstText(node.cookTime);
  r.totalTime = firstText(node.totalTime);
  r.ingredients = ingredientLines(node.recipeIngredient ?? node.ingredients);
  r.instructions = instructionSteps(node.recipeInstructions, 0);
  r.categories = list(node.recipeCategory);
  r.cuisines = list(node.recipeCuisine);
  r.keywords = list(node.keywords);
  r.image = imageUrl(node.image);
  r.statedKcal = statedKcal(node.nutrition);
  return r;
}

function ingredientLines(v: Json): RawIngredientLine[] {
  // A few sites give every ingredient in one string, separated by commas: "2 cups flour, 1
  // cup milk, 2 eggs". Split only before an amount ("1 onion, diced" stays one line).
  const items = Array.isArray(v)
    ? v
    : typeof v === 'string'
      ? v.split(/,\s*(?=\d|[¼½¾⅓⅔⅛])/)
      : v === undefined || v === null
        ? []
        : [v];
  const lines: RawIngredientLine[] = [];
  for (const item of items) {
    if (typeof item === 'string') {
      // A few sites put every ingredient in one string, one per line.
      for (const part of item.split(/\r?\n/)) {
        const text = textFromMarkup(part);
        if (text) lines.push({ text, group: null });
      }
    } else if (isObject(item)) {
      // PropertyValue: { value: "2", unitText: "cups", name: "flour" } or { name: "2 cups flour" }.
      const parts = [item.value, item.unitText ?? item.unitCode, item.name]
        .flatMap(strings)
        .map(textFromMarkup)
        .filter(Boolean);
      const text = cleanText(parts.join(' '));
      if (text) lines.push({ text, group: null });
    }
  }
  return lines;
}

function instructionSteps(v: Json, depth: number): string[] {
  if (depth > 6 || v === null || v === undefined) return [];
  if (typeof v === 'string') {
    // One string with the whole method: one step per HTML block or line.
    return splitBlocks(v);
  }
  if (Array.isArray(v)) return v.flatMap((x) => instructionSteps(x, depth + 1));
  if (!isObject(v)) return [];
  const t = types(v);
  if (t.includes('howtosection') || Array.isArray(v.itemListElement)) {
    return instructionSteps(v.itemListElement, depth + 1);
  }
  const text = firstText(v.text) ?? firstText(v.name) ?? firstText(v.description);
  return text ? [text] : [];
}

function splitBlocks(html: string): string[] {
  return visibleText(parseHtml(html).children)
    .split(/\n+/)
    .map(textFromMarkup)
    .filter((s) => s.length > 0);
}

function imageUrl(v: Json): string | null {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) {
    for (const x of v) {
      const u = imageUrl(x);
      if (u) return u;
    }
    return null;
  }
  if (isObject(v)) return imageUrl(v.url ?? v.contentUrl ?? v['@id']);
  return null;
}

function statedKcal(v: Json): number | null {
  if (!isObject(v)) return null;
  const s = strings(v.calories)[0];
  if (!s) return null;
  const m = /(\d+(?:[.,]\d+)?)/.exec(s);
  if (!m) return null;
  const n = Number(m[1]!.replace(',', '.'));
  // "kJ" pages: convert to kcal.
  return /kj/i.test(s) && !/kcal|cal(orie)?s?\b/i.test(s) ? Math.round(n / 4.184) : n;
}
