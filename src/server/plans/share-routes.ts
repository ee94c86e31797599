/**
 * Household sharing (issue 17, plan-sharing-service.ts):
 *
 *   GET    /shared-plans                         plans shared with the caller   { plans }
 *   GET    /meal-plans/:id/sharing               links and members (owner)      PlanSharing
 *   POST   /meal-plans/:id/share-links           new invite / read-only link    201 CreatedShareLink
 *   DELETE /meal-plans/:id/share-links/:linkId   revoke it (owner)              { id, revoked }
 *   DELETE /meal-plans/:id/members/:userId       remove a member, or leave      { userId, removed }
 *   POST   /share/:token/join                    open an invite link            JoinResponse
 *   GET    /share/:token                         a read-only link's plan, no session  { plan }
 *
 * Schemas: src/shared/plan-sharing.ts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  createShareLinkRequestSchema,
  type CreatedShareLink,
  type JoinResponse,
  type PlanSharing,
  type PublicPlan,
  type SharedPlanItem,
} from '../../shared/plan-sharing';
import type { Auth } from '../auth/auth';
import { requireUser, type AppVariables } from '../auth/require-user';
import { rateLimit } from '../http/rate-limit';
import { parseJson, parseParam } from '../http/validate';
import type { PlanSharingService } from './plan-sharing-service';

/** Opening links, per person or address: far more than a household needs, far too few to guess. */
export const SHARE_LINK_OPENS_PER_MINUTE = 60;

const linkIdSchema = z.uuid({ error: 'must be the id of a share link' });
const userIdSchema = z
  .string()
  .min(1, { error: 'must be the id of a person' })
  .max(100, { error: 'must be the id of a person' });

export function shareRoutes(deps: { auth: Auth; sharing: PlanSharingService }) {
  const { sharing } = deps;
  const signedIn = requireUser(deps.auth);
  const opens = rateLimit({ bucket: 'share-link', perMinute: SHARE_LINK_OPENS_PER_MINUTE });
  const noStore = { 'Cache-Control': 'no-store' };
  return (
    new Hono<{ Variables: AppVariables }>()
      .get('/shared-plans', signedIn, async (c) =>
        c.json(
          { plans: (await sharing.sharedWith(c.get('user'))) satisfies SharedPlanItem[] },
          200,
          noStore,
        ),
      )
      .get('/meal-plans/:id/sharing', signedIn, async (c) =>
        c.json(
          (await sharing.sharing(c.get('user'), c.req.param('id'))) satisfies PlanSharing,
          200,
          noStore,
        ),
      )
      .post('/meal-plans/:id/share-links', signedIn, async (c) => {
        const user = c.get('user');
        const id = c.req.param('id');
        // Who may share is answered before what: a stranger learns nothing from a 400.
        await sharing.ownedPlan(user, id);
        const { kind } = await parseJson(c, createShareLinkRequestSchema);
        const created = await sharing.createLink(user, id, kind);
        return c.json(created satisfies CreatedShareLink, 201, noStore);
      })
      .delete('/meal-plans/:id/share-links/:linkId', signedIn, async (c) => {
        const user = c.get('user');
        const id = c.req.param('id');
        await sharing.ownedPlan(user, id);
        const linkId = parseParam(c, 'linkId', linkIdSchema);
        await sharing.revokeLink(user, id, linkId);
        return c.json({ id: linkId, revoked: true as const });
      })
      .delete('/meal-plans/:id/members/:userId', signedIn, async (c) => {
        const memberId = parseParam(c, 'userId', userIdSchema);
        await sharing.removeMember(c.get('user'), c.req.param('id'), memberId);
        return c.json({ userId: memberId, removed: true as const });
      })
      .post('/share/:token/join', signedIn, opens, async (c) =>
        c.json(
          (await sharing.join(c.get('user'), c.req.param('token'))) satisfies JoinResponse,
          200,
          noStore,
        ),
      )
      // Who invited a visitor, for the sign-in page (issue 29); no session needed.
      .get('/share/:token/inviter', opens, async (c) =>
        c.json(await sharing.inviter(c.req.param('token')), 200, {
          ...noStore,
          'Referrer-Policy': 'no-referrer',
        }),
      )
      .get('/share/:token', opens, async (c) =>
        c.json(
          { plan: (await sharing.publicPlan(c.req.param('token'))) satisfies PublicPlan },
          200,
          // The token is in the address: no cache keeps the answer, no page passes it on.
          { ...noStore, 'Referrer-Policy': 'no-referrer' },
        ),
      )
  );
}

/**
 * The pages of share links (/join/:token, /shared/:token) are the web app, answered with 404
 * when the link is unknown, revoked or of the other kind: the link itself "gets 404", for a
 * browser, a link preview or a crawler alike, and the page says what happened.
 */
export function mountSharePageStatus(app: Hono, sharing: PlanSharingService): void {
  const pages = [
    ['/join/:token', 'invite'],
    ['/shared/:token', 'read-only'],
  ] as const;
  for (const [path, kind] of pages) {
    app.get(path, async (c, next) => {
      // Read before next(): afterwards the params are those of the route that answered.
      const token = c.req.param('token');
      await next();
      // A redirect (to the app's own origin) is left alone; the link is checked where it lands.
      if (c.res.status >= 300 && c.res.status < 400) return;
      if (await sharing.isLive(token, kind)) return;
      c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
      c.header('Referrer-Policy', 'no-referrer');
    });
  }
}
