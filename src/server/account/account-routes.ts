import { Hono } from 'hono';
import { ACCOUNT_MESSAGES, deleteAccountRequestSchema } from '../../shared/billing';
import type { Auth } from '../auth/auth';
import { requireUser, type AppVariables } from '../auth/require-user';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { parseJson } from '../http/validate';
import { deleteAccount } from './delete-account';

/** `POST /api/user/delete` with `{ userId }` (spec section 7), owner-only. */
export function accountRoutes(db: Database, auth: Auth) {
  return new Hono<{ Variables: AppVariables }>()
    .use('/user/*', requireUser(auth))
    .post('/user/delete', async (c) => {
      const { userId } = await parseJson(c, deleteAccountRequestSchema);
      const user = c.get('user');
      if (userId !== user.id) throw new HttpError(403, 'FORBIDDEN', 'Unauthorized access');
      const result = await deleteAccount(db, user.id);
      if (result === 'active-subscription') {
        throw new HttpError(409, 'ACTIVE_SUBSCRIPTION', ACCOUNT_MESSAGES.deleteActiveSubscription);
      }
      // The sessions went with the user; the web signs out to clear its cookie.
      return c.json({ deleted: true, message: ACCOUNT_MESSAGES.deleted });
    });
}
