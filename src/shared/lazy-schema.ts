/**
 * A schema built the first time it is used rather than when its module loads. zod builds each
 * schema's parts eagerly, and the signed-in screens' code defines some hundred of them (the
 * plans, the list, the pantry, sharing): building them all was the largest piece of the
 * dashboard's and a plan's first long task on a phone, though a page opened uses a handful
 * (issue 14, Total Blocking Time). The web build wraps the shared modules' `…Schema`
 * definitions in this (scripts/pure-schemas-plugin.ts); the server and the tests use the
 * modules as written.
 *
 * The stand-in forwards every read to the built schema, so a lazily built schema works as a
 * field of another (zod reads a field's `_zod`), and `instanceof` (zod checks `_zod.traits`).
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    has: (_target, key) => Reflect.has(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
