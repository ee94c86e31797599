/**
 * Reading the fields pages write in many ways: durations ("PT1H30M", "P0DT0H20M",
 * "1 hour 20 mins", "45") and yields ("4", "4-6 servings", ["4", "4 servings"], "Makes 12").
 */

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

/**
 * Servings from the page's yields: the first that names servings/people, else the first
 * number; a range ("4-6") gives its lower end, the number the amounts were written for
 * most often. Yields of a count ("Makes 24 cookies") are taken as written.
 */
export function servingsFromYields(yields: readonly string[]): number | null {
  const candidates = yields.map((y) => numberWordsToDigits(y.trim())).filter(Boolean);
  // The number that counts servings, wherever it stands: "1 loaf (10 slices)", "Serves 4",
  // "1 (9x13-inch) pan, 12 squares".
  for (const y of candidates) {
    const m =
      /(\d+)(?:\s*(?:-|–|—|to)\s*\d+)?\s*(?:servings?|portions?|people|persons?|slices|pieces|squares|bars|wedges)\b/i.exec(
        y,
      ) ?? /\b(?:serves|servings|feeds|portions)\s*:?\s*(\d+)/i.exec(y);
    const n = m ? Number(m[1]) : 0;
    if (n >= 1 && n <= 200) return n;
  }
  const named = candidates.find((y) => /serv|people|person|portion|persons/i.test(y));
  for (const y of named ? [named, ...candidates] : candidates) {
    const m = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|—|to)\s*(\d+))?/.exec(y);
    if (!m) continue;
    const n = Math.round(Number(m[1]!.replace(',', '.')));
    if (n >= 1 && n <= 200) return n;
  }
  return null;
}

const NUMBER_WORDS = new Map(
  [
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
  ].map((w, i) => [w, String(i + 1)] as const),
);

/** "Serves four" → "Serves 4"; "2 dozen cookies" → "24 cookies", "a dozen" → "12". */
function numberWordsToDigits(s: string): string {
  return s
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/gi, (w) =>
      NUMBER_WORDS.get(w.toLowerCase())!,
    )
    .replace(/(?:\b(\d+(?:\.5)?)|\ba)\s+dozen\b/gi, (_, n: string | undefined) =>
      String(Math.round((n === undefined ? 1 : Number(n)) * 12)),
    );
}
