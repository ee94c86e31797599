/**
 * Spec section 5, "Plan data handling": text sent to meal plan create and update is
 * sanitised: strings are trimmed and the characters < and > removed, recursively in lists
 * and objects. Keys are sanitised as values are, so nothing unsanitised reaches storage.
 */
export function sanitiseDeep<T>(value: T): T {
  return sanitise(value, 0) as T;
}

const MAX_DEPTH = 32;

function sanitise(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.replace(/[<>]/g, '').trim();
  if (depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.map((v) => sanitise(v, depth + 1));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const key = k.replace(/[<>]/g, '').trim();
      // Never let a body reach an object's prototype through a sanitised key.
      if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
      out[key] = sanitise(v, depth + 1);
    }
    return out;
  }
  return value;
}
