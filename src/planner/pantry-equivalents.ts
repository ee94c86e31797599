/**
 * Foods a cook uses one for the other when the pantry has one of them (issue 29): a person
 * who ticked "Table salt" has salt for a recipe that asks for kosher salt, and a plan must not
 * buy a 3 lb box of kosher salt for 3/4 tsp. Only pantry staples whose swap changes nothing a
 * person would taste or notice belong here; a recipe's own amount stays as written.
 *
 * Groups of food ids (data/foods.json). A held staple in a group covers every food of it.
 */
export const PANTRY_EQUIVALENT_GROUPS: readonly (readonly string[])[] = [
  // Salt is salt for seasoning: the recipe's measure is kept as written.
  ['salt', 'kosher-salt'],
  // Neutral cooking oils.
  ['vegetable-oil', 'canola-oil'],
];

const groupOf = new Map<string, readonly string[]>();
for (const group of PANTRY_EQUIVALENT_GROUPS) for (const id of group) groupOf.set(id, group);

/** The pantry's staples with every food they stand in for. */
export function withPantryEquivalents(pantry: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const id of pantry) {
    out.add(id);
    for (const other of groupOf.get(id) ?? []) out.add(other);
  }
  return out;
}
