/**
 * A few-line shape check for the handful of JSON answers a public page reads on its first
 * load (the session, an API error, the cookie choice, the library's size). zod is about 26 KB
 * gzipped, a fifth of a public page's JavaScript budget (issue 14), so these shapes are
 * checked here and zod loads only with the screens that need it. Each shape keeps a zod twin
 * where the server needs one; plain-shape.test.ts checks that the two agree.
 */

/** A field: a primitive kind, a list of allowed literals, a nested shape, or a custom test. */
export type Field =
  | 'string'
  | 'boolean'
  | 'count'
  | readonly (string | boolean)[]
  | ((value: unknown) => boolean)
  | Shape;

/** An object's fields; a key ending in `?` may be absent, `|null` may be null. */
export type Shape = { readonly [key: string]: Field };

/** A JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldMatches(value: unknown, field: Field): boolean {
  if (field === 'string') return typeof value === 'string';
  if (field === 'boolean') return typeof value === 'boolean';
  // A whole number of at least zero (a count of things).
  if (field === 'count') return Number.isSafeInteger(value) && (value as number) >= 0;
  if (Array.isArray(field)) return field.includes(value as string | boolean);
  if (typeof field === 'function') return field(value);
  return matchesShape(value, field as Shape);
}

/** Whether `value` is an object with every field of `shape` (other keys are ignored). */
export function matchesShape(value: unknown, shape: Shape): boolean {
  if (!isRecord(value)) return false;
  for (const [rawKey, field] of Object.entries(shape)) {
    const optional = rawKey.endsWith('?');
    const nullable = rawKey.endsWith('|null');
    const key = rawKey.replace(/\?$|\|null$/, '');
    const present = value[key];
    if (present === undefined && optional) continue;
    if (present === null && nullable) continue;
    if (!fieldMatches(present, field)) return false;
  }
  return true;
}

/** A field that is a list of objects of `shape` (an empty list too). */
export function listOf(shape: Shape): (value: unknown) => boolean {
  return (value) => Array.isArray(value) && value.every((entry) => matchesShape(entry, shape));
}

/** The part of a zod schema the API client uses, so either kind can check an answer. */
export interface ResponseCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A ResponseCheck for a plain shape; the caller names the type the shape describes. */
export function plainCheck<T>(shape: Shape): ResponseCheck<T> {
  return {
    safeParse: (value) =>
      matchesShape(value, shape) ? { success: true, data: value as T } : { success: false },
  };
}
