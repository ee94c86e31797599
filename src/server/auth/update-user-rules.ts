/**
 * better-auth's `POST /api/auth/update-user` takes any name and image it is given; the
 * product does not use it, but it is reachable with a session. These rules keep what it
 * stores a person's name and picture: short text, an http(s) address, nothing else.
 */
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { parseJson } from '../http/validate';

export const MAX_NAME_LENGTH = 100;
export const MAX_IMAGE_URL_LENGTH = 2048;

export const updateUserRequestSchema = z
  .object({
    name: z
      .string('must be text')
      .trim()
      .min(1, 'must not be empty')
      .max(MAX_NAME_LENGTH, `must be at most ${MAX_NAME_LENGTH} characters`)
      .optional(),
    image: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
      .max(MAX_IMAGE_URL_LENGTH, `must be at most ${MAX_IMAGE_URL_LENGTH} characters`)
      .nullable()
      .optional(),
  })
  .strict();

/** Refuses (400, naming the field) what update-user must not store; lets the rest through. */
export function updateUserRules(): MiddlewareHandler {
  return async (c, next) => {
    await parseJson(c, updateUserRequestSchema);
    await next();
  };
}
