/**
 * The fallback for pasted text and pages without structured data: find the ingredient and
 * method sections by their headings ("Ingredients", "Method", "Directions"...), as a person
 * scanning the page would. Lines keep their words; only bullets and step numbers are removed.
 */
import { cleanText } from './html-document';
import { emptyRawRecipe, type RawIngredientLine, type RawRecipe } from './raw-recipe';

const INGREDIENTS_HEADING =
  /^(?:#+\s*)?(?:here[’']?s\s+|here is\s+)?(?:the\s+)?(ingredients?|what you(?:[’']ll| will)? need|you(?:[’']ll| will) need|shopping list|zutaten|ingr[ée]dients)(?:\s*\([^)]*\)|\s+for\s+[\p{L}\d ]{1,30})?\s*:?$/iu;
const METHOD_HEADING =
  /^(?:#+\s*)?(?:here[’']?s\s+|here is\s+|let[’']?s\s+)?(method|directions?|instructions?|preparation|steps|how to (?:make|cook|prepare)(?: it| them| this)?|to make|procedure|cooking instructions|zubereitung|pr[ée]paration)\s*:?$/i;
const END_HEADING =
  /^(?:#+\s*)?(notes?|tips?|nutrition(?: facts| information)?|equipment|storage|comments?|related|you may also like|video|reviews?|tags|filed under|categories)\s*:?$/i;

const BULLET = /^(?:[-*•·▪▢◦‣–—]|\u2610|\u2022)\s*/;
const STEP_NUMBER = /^(?:step\s*)?\d{1,2}\s*[.):]\s+/i;

export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map(cleanText)
    .filter((l) => l.length > 0);
}

/** A line that reads like a sub-heading of the ingredient list ("For the sauce:"). */
export function isGroupHeading(line: string): boolean {
  const l = line.replace(BULLET, '').trim();
  if (l.length === 0 || l.length > 60) return false;
  if (/^for (the )?[\p{L} '&-]+:?$/iu.test(l)) return true;
  return /:$/.test(l) && !/\d/.test(l);
}

export function recipeFromText(text: string, fallbackTitle: string | null): RawRecipe | null {
  const lines = linesOf(text);
  const r = emptyRawRecipe('text');
  let ingStart = ingredientHeading(lines);
  let methodStart = lines.findIndex((l, i) => i > ingStart && METHOD_HEADING.test(l));
  if (ingStart < 0) {
    // No heading: the longest run of lines that start with an amount is the ingredient list.
    const run = longestAmountRun(lines);
    if (!run) return null;
    ingStart = run[0] - 1;
    methodStart = lines.findIndex((l, i) => i >= run[1] && METHOD_HEADING.test(l));
    if (methodStart < 0) methodStart = run[1];
  }
  const ingEnd = methodStart > ingStart ? methodStart : endOfSection(lines, ingStart + 1);
  let group: string | null = null;
  const ingredients: RawIngredientLine[] = [];
  for (const raw of lines.slice(ingStart + 1, ingEnd)) {
    if (END_HEADING.test(raw) || METHOD_HEADING.test(raw)) break;
    if (isGroupHeading(raw)) {
      group = raw
        .replace(BULLET, '')
        .replace(/^#+\s*/, '')
        .replace(/:$/, '')
        .trim();
      continue;
    }
    ingredients.push({ text: raw.replace(BULLET, '').trim(), group });
  }
  if (ingredients.length === 0) return null;
  r.ingredients = ingredients;
  if (methodStart > ingStart) {
    const end = endOfSection(lines, methodStart + 1);
    r.instructions = lines
      .slice(methodStart + 1, end)
      .map((l) => l.replace(BULLET, '').replace(STEP_NUMBER, '').trim())
      .filter((l) => l.length > 0);
  }
  const head = lines.slice(0, Math.max(0, ingStart));
  r.title =
    fallbackTitle ??
    head.find((l) => !/^(?:prep|cook|total|serv|yield|makes)/i.test(l))?.replace(/^#+\s*/, '') ??
    null;
  // "Serves: 4 · Prep time: 10 minutes · Cook time: 15 minutes" is three facts on one line.
  for (const l of lines.flatMap((line) => line.split(/\s+[·•|]\s+/))) {
    const clean = l.replace(BULLET, '').replace(/^[^\p{L}\d]+/u, '');
    const serves = /^(?:serves|servings|yield|yields|makes|portions)\s*:?\s*(.+)$/i.exec(clean);
    if (serves && r.yields.length === 0) r.yields.push(serves[1]!);
    const prep = /^prep(?:aration)?\s*time\s*:?\s*(.+)$/i.exec(clean);
    if (prep && !r.prepTime) r.prepTime = prep[1]!;
    const cook = /^cook(?:ing)?\s*time\s*:?\s*(.+)$/i.exec(clean);
    if (cook && !r.cookTime) r.cookTime = cook[1]!;
    const total = /^total\s*time\s*:?\s*(.+)$/i.exec(clean);
    if (total && !r.totalTime) r.totalTime = total[1]!;
  }
  return r;
}

/**
 * The "Ingredients" heading of the recipe itself. A blog page names its sections more than
 * once (a table of contents, "Ingredients" over a story about them, then the recipe card):
 * the heading whose section holds the most lines that start with an amount is the list.
 */
function ingredientHeading(lines: string[]): number {
  let best = -1;
  let bestScore = -1;
  lines.forEach((line, i) => {
    if (!INGREDIENTS_HEADING.test(line)) return;
    let score = 0;
    for (let k = i + 1; k < lines.length; k++) {
      const l = lines[k]!;
      if (END_HEADING.test(l) || METHOD_HEADING.test(l) || INGREDIENTS_HEADING.test(l)) break;
      if (AMOUNT_START.test(l)) score++;
    }
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  return best;
}

function endOfSection(lines: string[], from: number): number {
  const i = lines.findIndex((l, k) => k >= from && END_HEADING.test(l));
  return i < 0 ? lines.length : i;
}

const AMOUNT_START = /^(?:[-*•]\s*)?(?:\d|[¼½¾⅓⅔⅛⅜⅝⅞]|a |an |one |two |three |pinch |handful )/i;

function longestAmountRun(lines: string[]): [number, number] | null {
  let best: [number, number] | null = null;
  let start = -1;
  for (let i = 0; i <= lines.length; i++) {
    const ok = i < lines.length && AMOUNT_START.test(lines[i]!) && lines[i]!.length <= 120;
    if (ok && start < 0) start = i;
    if (!ok && start >= 0) {
      if (i - start >= 3 && (!best || i - start > best[1] - best[0])) best = [start, i];
      start = -1;
    }
  }
  return best;
}
