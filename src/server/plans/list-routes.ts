/**
 * The shopping list in the store (issue 17), for the plan's owner and the household members
 * it is shared with (plan-access.ts):
 *
 *   GET  /meal-plans/:id/list-state    remove / add back and in-basket ticks    ListState
 *   POST /meal-plans/:id/list-changes  per-item changes, possibly made offline  ListChangesResponse
 *   GET  /meal-plans/:id/list-events   SSE: `list` whenever the list changes anywhere
 *
 * Schemas: src/shared/list-sync.ts.
 */
import { Hono } from 'hono';
import {
  listChangesRequestSchema,
  type ListChangesResponse,
  type ListState,
} from '../../shared/list-sync';
import type { Auth } from '../auth/auth';
import { requireUser, type AppVariables } from '../auth/require-user';
import type { Database } from '../db/client';
import { parseJson } from '../http/validate';
import type { ListSyncService } from './list-sync-service';
import { planForPerson } from './plan-access';
import type { PlanEventHub } from './plan-events';
import { listStream } from './plan-sse';

export function listRoutes(deps: {
  auth: Auth;
  db: Database;
  lists: ListSyncService;
  hub: PlanEventHub;
}) {
  const { db, lists } = deps;
  // Per route, not `use('/meal-plans/*')`: these routes are merged into the API next to the
  // plans routes, which check the session themselves.
  const signedIn = requireUser(deps.auth);
  return new Hono<{ Variables: AppVariables }>()
    .get('/meal-plans/:id/list-state', signedIn, async (c) => {
      const { row } = await planForPerson(db, c.get('user'), c.req.param('id'));
      return c.json((await lists.state(row)) satisfies ListState, 200, {
        'Cache-Control': 'no-store',
      });
    })
    .post('/meal-plans/:id/list-changes', signedIn, async (c) => {
      const { row } = await planForPerson(db, c.get('user'), c.req.param('id'));
      const { changes } = await parseJson(c, listChangesRequestSchema);
      return c.json(
        (await lists.apply(c.get('user'), row.id, changes)) satisfies ListChangesResponse,
      );
    })
    .get('/meal-plans/:id/list-events', signedIn, async (c) => {
      const { row } = await planForPerson(db, c.get('user'), c.req.param('id'));
      return listStream(c, deps.hub, row.id);
    });
}
