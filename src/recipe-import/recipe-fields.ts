/**
 * Reading the fields pages write in many ways: durations ("PT1H30M", "P0DT0H20M",
 * "1 hour 20 mins", "45") and yields ("4", "4-6 servings", ["4", "4 servings"], "Makes 12").
 */

/** Minutes in a duration, or null when none can be read. */
export function durationMinutes(s: string | null): number | null {
  if (!s) return null;
  const iso =
    /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(
      s.trim(),
    );
  if (iso && s.trim().length > 1) {
    const [, d, h, m, sec] = iso;
    const total =
      Number(d ?? 0) * 1440 + Number(h ?? 0) * 60 + Number(m ?? 0) + Number(sec ?? 0) / 60;
    return Math.round(total);
  }
  let total = 0;
  let found = false;
  const re = /(\d+(?:[.,]\d+)?)\s*(days?|d\b|hours?|hrs?|h\b|minutes?|mins?|m\b)/gi;
  for (const m of s.matchAll(re)) {
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
  const candidates = yields.map((y) => y.trim()).filter(Boolean);
  const named = candidates.find((y) => /serv|people|person|portion|persons/i.test(y));
  for (const y of named ? [named, ...candidates] : candidates) {
    const m = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|—|to)\s*(\d+))?/.exec(y);
    if (!m) continue;
    const n = Math.round(Number(m[1]!.replace(',', '.')));
    if (n >= 1 && n <= 200) return n;
  }
  return null;
}
