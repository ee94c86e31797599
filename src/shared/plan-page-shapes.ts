/**
 * Two small answers the plan page reads as it opens, as plain shapes (plain-shape.ts): the
 * list's in-store state and the plan's sharing. zod builds a schema's parts the first time it
 * is used; for these two that was 7-8 ms each of the main thread, in the tasks that delivered
 * the answers while a plan opened (CPU samples of a traced load, issue 14), and a phone is
 * four times slower. Their zod twins (list-sync.ts, plan-sharing.ts) stay for the server and
 * for the list's own changes; plain-shape.test.ts checks that the two agree. (Importing a
 * constant from those files builds no schema: the web build makes each one lazy.)
 */
import type { ListState } from './list-sync';
import { isRecord, listOf, matchesShape, plainCheck, type Shape } from './plain-shape';
import { SHARE_KINDS, type PlanSharing } from './plan-sharing';

/** zod's `z.number().int()`: any whole number it can represent exactly. */
const isInteger = (value: unknown) => Number.isSafeInteger(value);

const LIST_ITEM_STATE_SHAPE: Shape = {
  active: 'boolean',
  inBasket: 'boolean',
  activeVersion: isInteger,
  basketVersion: isInteger,
  'changedBy|null': 'string',
};

/** `GET /api/meal-plans/:id/list-state`, as listStateSchema. */
export const listStateCheck = plainCheck<ListState>({
  planId: 'string',
  items: (value) =>
    isRecord(value) &&
    Object.values(value).every((item) => matchesShape(item, LIST_ITEM_STATE_SHAPE)),
});

const SHARE_LINK_SHAPE: Shape = { id: 'string', kind: SHARE_KINDS, createdAt: 'string' };
const PLAN_MEMBER_SHAPE: Shape = { userId: 'string', name: 'string', joinedAt: 'string' };

/** `GET /api/meal-plans/:id/sharing`, as planSharingSchema. */
export const planSharingCheck = plainCheck<PlanSharing>({
  links: listOf(SHARE_LINK_SHAPE),
  members: listOf(PLAN_MEMBER_SHAPE),
});
