/**
 * The shopping list in the store (issue 17), for the plan's owner and the household members
 * it is shared with (plan-access.ts):
 *
 *   GET  /meal-plans/:id/list-state    remove / add back and in-basket ticks    ListState
 *   POST /meal-plans/:id/list-changes  per-item changes, possibly made offline  ListChangesResponse
 *   GET  /meal-plans/:id/list-events   SSE: `list` whenever the list changes anywhere
 *   GET  /meal-plans/:id/calendar.ics  one event per meal at the person's times  text/calendar
 *   GET  /meal-plans/:id/shopping-list.txt  the list as plain text              text/plain
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
import { HttpError } from '../http/errors';
import { concurrencyLimit } from '../http/rate-limit';
import { parseJson, parseQuery } from '../http/validate';
import { calendarQuerySchema, planCalendar, shoppingListText } from './plan-exports';
import { generatedPlanOf, type MealPlanRow } from './plan-view';
import type { ListSyncService } from './list-sync-service';
import { planForPerson } from './plan-access';
import type { PlanEventHub } from './plan-events';
import { listStream } from './plan-sse';
import { storeLabel } from '../stores/store-pricing';

function readyPlan(row: MealPlanRow) {
  const plan = row.status === 'completed' ? generatedPlanOf(row) : null;
  if (!plan) throw new HttpError(409, 'NOT_READY', 'This meal plan is not ready yet.');
  return plan;
}

export function listRoutes(deps: {
  auth: Auth;
  db: Database;
  lists: ListSyncService;
  hub: PlanEventHub;
  appOrigin: string;
  /** Open list event streams per person, like the plan event streams (issue 28, item 7). */
  eventStreamsPerPerson: number;
}) {
  const { db, lists } = deps;
  // Each open stream holds a connection and a subscription.
  const streamLimit = concurrencyLimit({ bucket: 'list-events', max: deps.eventStreamsPerPerson });
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
    .get('/meal-plans/:id/list-events', signedIn, streamLimit, async (c) => {
      const { row } = await planForPerson(db, c.get('user'), c.req.param('id'));
      return listStream(c, deps.hub, row.id);
    })
    .get('/meal-plans/:id/calendar.ics', signedIn, async (c) => {
      const { row } = await planForPerson(db, c.get('user'), c.req.param('id'));
      const query = parseQuery(c, calendarQuerySchema);
      const plan = readyPlan(row);
      const body = planCalendar({
        planId: row.id,
        planName: row.name,
        plan,
        query,
        link: `${deps.appOrigin}/meal-plan/${row.id}`,
      });
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="meal-plan-${row.id}.ics"`,
        'Cache-Control': 'no-store',
      });
    })
    .get('/meal-plans/:id/shopping-list.txt', signedIn, async (c) => {
      const { row } = await planForPerson(db, c.get('user'), c.req.param('id'));
      const plan = readyPlan(row);
      const store = typeof row.settings.store === 'string' ? row.settings.store : 'walmart';
      // Removed items and in-basket ticks as everyone sharing the list sees them now.
      const state = await lists.state(row);
      const body = shoppingListText({
        ticks: new Map(Object.entries(state.items)),
        planName: row.name,
        storeName: storeLabel(store),
        plan,
        link: `${deps.appOrigin}/meal-plan/${row.id}`,
      });
      return c.body(body, 200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': `attachment; filename="shopping-list-${row.id}.txt"`,
        'Cache-Control': 'no-store',
      });
    });
}
