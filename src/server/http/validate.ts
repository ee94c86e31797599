/**
 * zod validation for request bodies and queries: a 400 with `{ error: { code, message, field } }`
 * naming the first invalid field, and nothing changes.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './errors';

function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || 'body';
  return { field, message: `${field}: ${issue?.message ?? 'invalid value'}` };
}

/**
 * The first place in a parsed JSON body with an own key "__proto__", else null. JSON.parse
 * makes such a key an ordinary property, but any code that copies it into an object (a spread,
 * a zod record) would set that object's prototype or silently drop the key, so it is refused.
 */
export function protoKeyPath(value: unknown, path = 'body'): string | null {
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = protoKeyPath(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (Object.hasOwn(value, '__proto__')) return path;
  for (const [key, child] of Object.entries(value)) {
    const found = protoKeyPath(child, `${path}.${key}`);
    if (found) return found;
  }
  return null;
}

export const PROTO_KEY_MESSAGE = 'may not have a key named "__proto__"';

/** Parses the body as JSON; a body with a "__proto__" key anywhere is a 400. */
export async function readJson(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'INVALID_JSON', 'The request body must be valid JSON');
  }
  const at = protoKeyPath(body);
  if (at) {
    const field = at === 'body' ? 'body' : at.slice('body.'.length);
    throw new HttpError(400, 'VALIDATION_ERROR', `${field}: ${PROTO_KEY_MESSAGE}`, field);
  }
  return body;
}

export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const body = await readJson(c);
  const result = schema.safeParse(body);
  if (!result.success) {
    const { field, message } = firstIssue(result.error);
    throw new HttpError(400, 'VALIDATION_ERROR', message, field);
  }
  return result.data;
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) {
    const { field, message } = firstIssue(result.error);
    throw new HttpError(400, 'VALIDATION_ERROR', message, field);
  }
  return result.data;
}

export function parseParam<S extends z.ZodType>(c: Context, name: string, schema: S): z.infer<S> {
  const result = schema.safeParse(c.req.param(name));
  if (!result.success) {
    throw new HttpError(
      400,
      'VALIDATION_ERROR',
      `${name}: ${result.error.issues[0]?.message}`,
      name,
    );
  }
  return result.data;
}
