/**
 * HTML through a real parser (htmlparser2), never regular expressions: real pages nest,
 * mis-close and escape in ways a pattern cannot follow. Helpers read text the way a person
 * sees it (block elements break lines, scripts and styles are not text).
 */
import { DomHandler, DomUtils, Parser } from 'htmlparser2';
import type { AnyNode, Document, Element } from 'domhandler';

export type { Document, Element };

/** Real pages nest a few dozen deep; thousands deep is a page built to stall a parser. */
export const MAX_NESTING = 1000;

export class PageTooDeepError extends Error {
  override name = 'PageTooDeepError';
  constructor() {
    super('That page could not be read: its markup nests too deep. Paste the recipe text instead.');
  }
}

/**
 * htmlparser2's DOM builder, stopped at MAX_NESTING open elements: the parser's work grows
 * with the square of the depth, so a page of 200,000 unclosed divs would take minutes.
 */
class NestingGuard extends DomHandler {
  private depth = 0;
  override onopentag(name: string, attribs: Record<string, string>): void {
    if (++this.depth > MAX_NESTING) throw new PageTooDeepError();
    super.onopentag(name, attribs);
  }
  override onclosetag(): void {
    this.depth--;
    super.onclosetag();
  }
}

export function parseHtml(html: string): Document {
  const handler = new NestingGuard(undefined, { withStartIndices: false });
  new Parser(handler, { decodeEntities: true, lowerCaseAttributeNames: true }).end(html);
  return handler.root;
}

const INVISIBLE = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe']);
const BLOCK = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'pre',
  'dd',
  'dt',
  'figcaption',
]);

/** Text of a node as a person reads it: block elements on their own lines. */
export function visibleText(node: AnyNode | AnyNode[]): string {
  const out: string[] = [];
  const walk = (n: AnyNode) => {
    if (n.type === 'text') {
      out.push((n as unknown as { data: string }).data);
      return;
    }
    if (!('children' in n)) return;
    const el = n as Element;
    const name = el.name?.toLowerCase();
    if (name && INVISIBLE.has(name)) return;
    const block = name !== undefined && BLOCK.has(name);
    if (block) out.push('\n');
    for (const c of el.children) walk(c);
    if (block) out.push('\n');
  };
  for (const n of Array.isArray(node) ? node : [node]) walk(n);
  return out.join('');
}

/** One line of text: whitespace (including non-breaking spaces) collapsed. */
export function cleanText(s: string): string {
  return s
    .replace(/[\u00a0\u2009\u202f\u200b\ufeff]/g, (c) =>
      c === '\u200b' || c === '\ufeff' ? '' : ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A string from structured data may hold HTML or entities ("Salt &amp; pepper",
 * "<p>Stir.</p>", even double-escaped "&amp;frac12;"): parse it as HTML and keep its text.
 */
export function textFromMarkup(s: string): string {
  if (!/[<&]/.test(s)) return cleanText(s);
  let text = visibleText(parseHtml(s).children);
  // Double-escaped entities survive one decoding as "&frac12;": decode once more.
  if (/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/i.test(text)) text = visibleText(parseHtml(text).children);
  return cleanText(text);
}

export function findAll(root: AnyNode | AnyNode[], test: (el: Element) => boolean): Element[] {
  return DomUtils.findAll(test, Array.isArray(root) ? root : [root]);
}

export function findOne(root: AnyNode | AnyNode[], test: (el: Element) => boolean): Element | null {
  return DomUtils.findOne(test, Array.isArray(root) ? root : [root], true);
}

export function attr(el: Element, name: string): string | undefined {
  return el.attribs[name];
}

export function hasClass(el: Element, cls: string): boolean {
  const c = el.attribs.class;
  return c !== undefined && c.split(/\s+/).includes(cls);
}

/** The og:title or title element's first part ("Lemon Rice | Dinners | My Blog"). */
function titleName(doc: Document): string | null {
  const meta = findOne(
    doc,
    (el) => el.name === 'meta' && (el.attribs.property ?? el.attribs.name) === 'og:title',
  );
  const title = findOne(doc, (el) => el.name === 'title');
  const t = meta?.attribs.content ?? (title ? DomUtils.textContent(title) : '');
  const first = cleanText(t)
    .split(/\s+[|–—•·-]\s+/)[0]!
    .trim();
  return first.length >= 3 ? first : null;
}

/**
 * The page's first h1, else its og:title or twitter:title, else its title element without the
 * site's name ("Lemon Rice | My Blog"), for pages without structured data.
 */
export function pageHeading(doc: Document): string | null {
  const h1 = findOne(doc, (el) => el.name === 'h1');
  if (h1) {
    const t = cleanText(visibleText(h1));
    // An h1 that carries a byline or a badge after the name ("Lemon Rice by Jo", "Lemon Rice
    // Jump to Recipe"): the page's own title, when the h1 starts with it, is the name.
    const named = titleName(doc);
    if (named && t.startsWith(named) && named.length < t.length) return named;
    if (t) return t;
  }
  const meta = findOne(
    doc,
    (el) =>
      el.name === 'meta' &&
      ['og:title', 'twitter:title'].includes(el.attribs.property ?? el.attribs.name ?? '') &&
      !!el.attribs.content?.trim(),
  );
  if (meta) return cleanText(meta.attribs.content!);
  const title = findOne(doc, (el) => el.name === 'title');
  const t = title ? cleanText(DomUtils.textContent(title)) : '';
  return t.split(/\s+[|–—•·-]\s+/)[0]!.trim() || t || null;
}
