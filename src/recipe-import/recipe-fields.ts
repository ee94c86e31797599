/**
 * Reading the fields pages write in many ways: durations ("PT1H30M", "P0DT0H20M",
 * "1 hour 20 mins", "45") and yields ("4", "4-6 servings", ["4", "4 servings"], "Makes 12").
 */
import { NUMBER_WORDS, numberWordValue } from '../shared/number-words';

const VULGAR = new Map([
  ['½', '1/2'],
  ['⅓', '1/3'],
  ['⅔', '2/3'],
  ['¼', '1/4'],
  ['¾', '3/4'],
]);

/** Minutes in a duration, or null when none can be read. */
export function durationMinutes(s: string | null): number | null {
  if (!s) return null;
  // ISO 8601, including the zero years and months some plugins write: "P0Y0M0DT0H45M0.000S".
  const iso =
    /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(
      s.trim(),
    );
  if (iso && /\d/.test(s)) {
    const [, y, mo, w, d, h, m, sec] = iso;
    const days = Number(y ?? 0) * 365 + Number(mo ?? 0) * 30 + Number(w ?? 0) * 7 + Number(d ?? 0);
    const total = days * 1440 + Number(h ?? 0) * 60 + Number(m ?? 0) + Number(sec ?? 0) / 60;
    return Math.round(total);
  }
  let total = 0;
  let found = false;
  // "1 1/2 hours", "1½ hours", "1-1/2 hrs": a whole number and a fraction are one amount.
  const text = s
    .replace(/(\d)?\s*([½⅓⅔¼¾])/g, (_, whole: string | undefined, f: string) =>
      whole ? `${whole} ${VULGAR.get(f)}` : `${VULGAR.get(f)}`,
    )
    .replace(/(\d+)[\s-]+(\d+)\/(\d+)/g, (_, w: string, n: string, d: string) =>
      String(Number(w) + Number(n) / Number(d)),
    )
    .replace(/(\d+)\/(\d+)/g, (_, n: string, d: string) => String(Number(n) / Number(d)));
  const re = /(\d+(?:[.,]\d+)?)\s*(days?|d\b|hours?|hrs?|h\b|minutes?|mins?|m\b)/gi;
  for (const m of text.matchAll(re)) {
    const n = Number(m[1]!.replace(',', '.'));
    const unit = m[2]!.toLowerCase();
    total += unit.startsWith('d') ? n * 1440 : unit.startsWith('h') ? n * 60 : n;
    found = true;
  }
  if (found) return Math.round(total);
  const bare = /^\s*(\d+)\s*$/.exec(s);
  return bare ? Number(bare[1]) : null;
}

/** Servings read from the yields, and how they were estimated when the page did not say. */
export interface ServingsRead {
  servings: number;
  /** Set when the number is ours, not the page's: "2 loaves at about 10 slices each". */
  estimate: string | null;
}

/**
 * Servings a whole bake is cut into when the page does not say (a yield of "2 loaves" is
 * not 2 servings; a page's nutrition is then per slice). The usual cut: a 9x5-inch loaf in
 * about 10 slices of 2 cm, a 9-inch pie, tart or quiche in 8 wedges, a cake (a 9-inch
 * layer, bundt or 9x13 sheet) in about 12 pieces. Estimates, and said so.
 */
const SERVINGS_PER_BAKE: readonly { re: RegExp; each: number }[] = [
  { re: /^loa(?:f|ves)$/i, each: 10 },
  { re: /^(?:pie|tart|quiche|galette)s?$/i, each: 8 },
  { re: /^(?:cake|cheesecake|bundt)s?$/i, each: 12 },
];
/**
 * "2 loaves", "Makes 2 pies", "1 (9-inch) cake", "one 9x13 sheet cake": a count of whole
 * bakes, with only size and shape words between (not "4 crab cakes" or "12 mini pies").
 */
const WHOLE_BAKES = new RegExp(
  '(?:^|\\b(?:makes|yields?|about)\\s*:?\\s+)(\\d+|an?)\\s+' +
    '(?:\\([^)]*\\)\\s*|[\\d.x×/]+(?:[\\s-]*(?:inch(?:es)?|in\\.|cm|"|”))?[\\s-]+|' +
    '(?:large|standard|round|square|deep[- ]dish|double[- ]crust|single[- ]crust|layer|two[- ]layer|' +
    'three[- ]layer|bundt|sheet|sandwich|sponge|pound|whole)\\s+)*' +
    '(loaf|loaves|pies?|tarts?|quiches?|galettes?|cakes?|cheesecakes?|bundts?)\\b',
  'i',
);

function wholeBakes(y: string): ServingsRead | null {
  const m = WHOLE_BAKES.exec(y);
  if (!m) return null;
  const count = /^an?$/i.test(m[1]!) ? 1 : Number(m[1]);
  const bake = SERVINGS_PER_BAKE.find((b) => b.re.test(m[2]!));
  if (!bake || count < 1 || count > 20) return null;
  return {
    servings: count * bake.each,
    estimate:
      count === 1
        ? `1 ${m[2]!.toLowerCase()}: about ${bake.each} servings`
        : `${count} ${m[2]!.toLowerCase()}: about ${bake.each} servings each`,
  };
}

/**
 * Servings from the page's yields: the first that names servings/people, else the first
 * number; a range ("4-6") gives its lower end, the number the amounts were written for
 * most often. Yields of a count ("Makes 24 cookies") are taken as written.
 */
export function servingsOfYields(yields: readonly string[]): ServingsRead | null {
  const stated = (servings: number | null): ServingsRead | null =>
    servings === null ? null : { servings, estimate: null };
  const candidates = yields.map((y) => numberWordsToDigits(y.trim())).filter(Boolean);
  // The number that counts servings, wherever it stands: "1 loaf (10 slices)", "Serves 4",
  // "1 (9x13-inch) pan, 12 squares".
  for (const y of candidates) {
    const m =
      /(\d+)(?:\s*(?:-|–|—|to)\s*\d+)?\s*(?:servings?|portions?|people|persons?|slices|pieces|squares|bars|wedges)\b/i.exec(
        y,
      ) ?? /\b(?:serves|servings|feeds|portions)\s*:?\s*(\d+)/i.exec(y);
    const n = m ? Number(m[1]) : 0;
    if (n >= 1 && n <= 200) return stated(n);
  }
  // Whole loaves, pies or cakes, when no yield says how many servings they make.
  for (const y of candidates) {
    const bakes = wholeBakes(y);
    if (bakes) return bakes;
  }
  const named = candidates.find((y) => /serv|people|person|portion|persons/i.test(y));
  for (const y of named ? [named, ...candidates] : candidates) {
    const m = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|—|to)\s*(\d+))?/.exec(y);
    if (!m) continue;
    const n = Math.round(Number(m[1]!.replace(',', '.')));
    if (n >= 1 && n <= 200) return stated(n);
  }
  return null;
}

const NUMBER_WORD_RE = new RegExp(`\\b(${NUMBER_WORDS.join('|')})\\b`, 'gi');

/** "Serves four" → "Serves 4"; "2 dozen cookies" → "24 cookies", "a dozen" → "12". */
function numberWordsToDigits(s: string): string {
  return s
    .replace(NUMBER_WORD_RE, (w) => String(numberWordValue(w)))
    .replace(/(?:\b(\d+(?:\.5)?)|\ba)\s+dozen\b/gi, (_, n: string | undefined) =>
      String(Math.round((n === undefined ? 1 : Number(n)) * 12)),
    );
}
