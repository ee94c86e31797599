/**
 * The shopping list in the store (issue 17): the in-basket ticks and remove / add back as
 * per-item changes that can be made offline, queued, and replayed later. Each field of an item
 * has a version; a change carries the version it was made on, so the server can tell when
 * someone else changed the same field meanwhile (docs/decisions/0015-offline-list-and-sharing.md).
 */
import { z } from 'zod';
import { shoppingListResponseSchema } from './meal-plan';

export const LIST_CHANGE_KINDS = ['inBasket', 'active'] as const;
export type ListChangeKind = (typeof LIST_CHANGE_KINDS)[number];
/** Enough for a whole week's list changed twice over while offline. */
export const MAX_LIST_CHANGES = 500;

export const listChangeSchema = z
  .object({
    key: z.string().min(1).max(200),
    kind: z.enum(LIST_CHANGE_KINDS),
    /** inBasket: true = in the basket; active: true = on the list, false = removed. */
    value: z.boolean(),
    /** The field's version the change was made on (0 when never changed). */
    baseVersion: z.number().int().min(0).max(1_000_000),
  })
  .strict();
export type ListChange = z.infer<typeof listChangeSchema>;

export const listChangesRequestSchema = z
  .object({ changes: z.array(listChangeSchema).min(1).max(MAX_LIST_CHANGES) })
  .strict();
export type ListChangesRequest = z.infer<typeof listChangesRequestSchema>;

export const listItemStateSchema = z.object({
  active: z.boolean(),
  inBasket: z.boolean(),
  activeVersion: z.number().int(),
  basketVersion: z.number().int(),
  /** Name of who made the last change, when it was someone. */
  changedBy: z.string().nullable(),
});
export type ListItemState = z.infer<typeof listItemStateSchema>;

/** GET /api/meal-plans/:id/list-state */
export const listStateSchema = z.object({
  planId: z.string(),
  items: z.record(z.string(), listItemStateSchema),
});
export type ListState = z.infer<typeof listStateSchema>;

/** A change that met another one made elsewhere; both intents are kept (see `kept`). */
export const listConflictSchema = z.object({
  key: z.string(),
  name: z.string(),
  kind: z.enum(LIST_CHANGE_KINDS),
  yours: z.boolean(),
  theirs: z.boolean(),
  kept: z.boolean(),
  by: z.string().nullable(),
  message: z.string(),
});
export type ListConflict = z.infer<typeof listConflictSchema>;

/**
 * A change that could not apply, and why; the rest of its batch applied (issue 28). `gone`:
 * the item is no longer on the plan's list (a swap or a new list removed it meanwhile).
 */
export const LIST_REFUSAL_REASONS = ['gone'] as const;
export const listRefusalSchema = z.object({
  key: z.string(),
  kind: z.enum(LIST_CHANGE_KINDS),
  value: z.boolean(),
  reason: z.enum(LIST_REFUSAL_REASONS),
  message: z.string(),
});
export type ListRefusal = z.infer<typeof listRefusalSchema>;

/** POST /api/meal-plans/:id/list-changes */
export const listChangesResponseSchema = shoppingListResponseSchema.extend({
  state: listStateSchema,
  conflicts: z.array(listConflictSchema),
  /** Changes that did not apply (each with the reason); every other change of the batch did. */
  refused: z.array(listRefusalSchema),
});
export type ListChangesResponse = z.infer<typeof listChangesResponseSchema>;

/**
 * When two changes of the same field meet, the one that loses nothing wins: an item anyone
 * wants stays on the list, an item anyone put in the basket stays ticked. The person whose
 * change arrived second is told what happened, in these words.
 */
export function conflictMessage(
  kind: ListChangeKind,
  name: string,
  yours: boolean,
  by: string | null,
): string {
  const who = by ?? 'Someone';
  if (kind === 'active') {
    return yours
      ? `${name}: ${who} removed it while you were offline; you added it back, so it is on the list.`
      : `${name}: you removed it while offline, but ${who} kept it on the list, so it stays.`;
  }
  return yours
    ? `${name}: ${who} took it out of the basket meanwhile; your tick is kept.`
    : `${name}: you un-ticked it while offline, but ${who} put it in the basket, so it stays ticked.`;
}

/**
 * Why a change did not apply, in the words the person reads. `name` is the item's name as the
 * person's device knew it (the server no longer has the item), else its key.
 */
export function refusalMessage(kind: ListChangeKind, name: string, value: boolean): string {
  const what =
    kind === 'active'
      ? value
        ? 'adding it back'
        : 'removing it'
      : value
        ? 'your tick'
        : 'your un-tick';
  return `${name}: it is no longer on this plan's list (the plan changed meanwhile), so ${what} was not saved.`;
}
