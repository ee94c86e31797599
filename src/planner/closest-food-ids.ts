/**
 * Unknown food ids a person typed (the CLI's --pantry-file, issue 27) are refused with the
 * ids they most likely meant: "rice" -> white-rice, jasmine-rice, basmati-rice.
 */

/** Edit distance between two short ids (insert, delete, substitute one character). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How far `known` is from what was typed, lower is closer: an id ending in the typed word (the
 * food's head noun, "white-rice" for "rice") first, then one holding it as a word, then one
 * holding it at all, then by spelling.
 */
function distance(typed: string, known: string): number {
  const words = known.split('-');
  const typedWords = typed.split(/[-\s_]+/).filter(Boolean);
  const last = typedWords[typedWords.length - 1] ?? typed;
  if (words[words.length - 1] === last && typedWords.every((w) => words.includes(w))) return 0;
  if (typedWords.every((w) => words.includes(w))) return 1;
  if (known.includes(typed)) return 2;
  return 3 + editDistance(typed, known);
}

/** The `count` known ids closest to `typed`, closest first (ties keep the catalogue's order). */
export function closestFoodIds(typed: string, knownIds: readonly string[], count = 3): string[] {
  const t = typed.trim().toLowerCase();
  return knownIds
    .map((id, order) => ({ id, order, d: distance(t, id) }))
    .sort((a, b) => a.d - b.d || a.order - b.order)
    .slice(0, count)
    .map((x) => x.id);
}

/** One message per id not in `knownIds`, naming it and the closest real ids; [] when all are known. */
export function unknownFoodIdMessages(
  ids: readonly string[],
  knownIds: readonly string[],
): string[] {
  const known = new Set(knownIds);
  return [...new Set(ids)]
    .filter((id) => !known.has(id))
    .map(
      (id) =>
        `unknown food id "${id}"; did you mean ${closestFoodIds(id, knownIds)
          .map((c) => `"${c}"`)
          .join(', ')}?`,
    );
}
