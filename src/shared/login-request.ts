import { z } from 'zod';

/**
 * `POST /api/login/google`: starts the OAuth authorization-code flow. Not in session.ts: every
 * page loads that module, and it holds only zod/mini schemas (decision record 0025).
 */
export const startLoginRequestSchema = z.object({
  /** Where the browser returns after a successful sign-in, a path on this origin. */
  callbackPath: z.string().startsWith('/').default('/auth/callback'),
});
