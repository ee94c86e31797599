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

export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'INVALID_JSON', 'The request body must be valid JSON');
  }
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
