/**
 * The shared list's merge rules as pure functions (issue 28, docs/decisions/0019-list-sync-rules.md):
 * the list-changes batch, the owner's whole-list save and a swap (or any new list) each take
 * the list as stored and give the list to store. The server's ListSyncService runs them
 * under the plan's row lock; the model test (src/web/lib/list-sync-model.test.ts) runs them against many
 * devices going on and offline.
 *
 * The list is a Map keyed by item key, never a plain object: keys come from requests, and a key
 * such as "constructor" or "__proto__" is then simply an item the plan does not have.
 */
import {
  conflictMessage,
  refusalMessage,
  type ListChange,
  type ListConflict,
  type ListRefusal,
} from './list-sync';

/** One item's list fields as stored: `active` in the plan, the rest in shopping_item_marks. */
export type StoredListItem = {
  name: string;
  active: boolean;
  inBasket: boolean;
  activeVersion: number;
  basketVersion: number;
  /** The person who made the last change, and their name (for a conflict's sentence). */
  changedBy: string | null;
  changedByName: string | null;
};

export type StoredList = ReadonlyMap<string, StoredListItem>;

export type ListMergeResult = {
  items: Map<string, StoredListItem>;
  /** Items whose stored fields changed. */
  touched: Set<string>;
  conflicts: ListConflict[];
  refused: ListRefusal[];
};

/**
 * Applies a batch in order. A change of an item the list no longer has is refused on its own
 * (the rest of the batch applies); a change made on an older version than the stored one that
 * meets the opposite value keeps what loses nothing (on the list, in the basket) and says so.
 */
export function mergeListChanges(
  stored: StoredList,
  changes: readonly ListChange[],
  person: { id: string; name: string },
): ListMergeResult {
  const items = new Map(stored);
  const touched = new Set<string>();
  const conflicts: ListConflict[] = [];
  const refused: ListRefusal[] = [];
  for (const change of changes) {
    const item = items.get(change.key);
    if (!item) {
      refused.push({
        key: change.key,
        kind: change.kind,
        value: change.value,
        reason: 'gone',
        message: refusalMessage(change.kind, change.key.slice(0, 80), change.value),
      });
      continue;
    }
    const isActive = change.kind === 'active';
    const current = isActive ? item.active : item.inBasket;
    const version = isActive ? item.activeVersion : item.basketVersion;
    let next = change.value;
    if (current !== change.value && change.baseVersion !== version) {
      // Changed elsewhere since this person saw it, to the opposite: keep what loses nothing.
      next = true;
      const by = item.changedBy === person.id ? null : item.changedByName;
      conflicts.push({
        key: change.key,
        name: item.name,
        kind: change.kind,
        yours: change.value,
        theirs: current,
        kept: next,
        by,
        message: conflictMessage(change.kind, item.name, change.value, by),
      });
    }
    if (next === current) continue;
    items.set(change.key, {
      ...item,
      ...(isActive
        ? { active: next, activeVersion: item.activeVersion + 1 }
        : { inBasket: next, basketVersion: item.basketVersion + 1 }),
      changedBy: person.id,
      changedByName: person.name,
    });
    touched.add(change.key);
  }
  return { items, touched, conflicts, refused };
}

/**
 * The owner's whole-list save (spec: PUT .../shopping-list): sets `active` of the items it
 * names, and raises the version of each it changed, so an offline change made before it sees
 * it. Items it does not name are left exactly as stored. Unknown keys are returned (the
 * route answers 400 and saves nothing: this is one person's explicit save, not an offline batch).
 */
export function applyWholeListSave(
  stored: StoredList,
  body: ReadonlyMap<string, boolean>,
  person: { id: string; name: string },
): { items: Map<string, StoredListItem>; touched: Set<string>; unknown: string[] } {
  const items = new Map(stored);
  const touched = new Set<string>();
  const unknown: string[] = [];
  for (const [key, active] of body) {
    const item = items.get(key);
    if (!item) {
      unknown.push(key);
      continue;
    }
    if (item.active === active) continue;
    items.set(key, {
      ...item,
      active,
      activeVersion: item.activeVersion + 1,
      changedBy: person.id,
      changedByName: person.name,
    });
    touched.add(key);
  }
  return { items, touched, unknown };
}

/**
 * A swap (or any new list for the plan): the new list's items, each that was on the stored
 * list keeping its stored `active` (a removal made while the swap was computed stays), its
 * tick and versions. Items the new list no longer has are gone: a later change of one is
 * refused with the reason. New items start on the list, unticked, at their marks' versions.
 */
export function carryOverList(
  stored: StoredList,
  next: ReadonlyMap<string, { name: string; active: boolean }>,
  marks: ReadonlyMap<string, Omit<StoredListItem, 'name' | 'active'>> = new Map(),
): Map<string, StoredListItem> {
  const items = new Map<string, StoredListItem>();
  for (const [key, item] of next) {
    const before = stored.get(key);
    if (before) items.set(key, { ...before, name: item.name });
    else {
      const mark = marks.get(key);
      items.set(key, {
        name: item.name,
        active: item.active,
        inBasket: mark?.inBasket ?? false,
        activeVersion: mark?.activeVersion ?? 0,
        basketVersion: mark?.basketVersion ?? 0,
        changedBy: mark?.changedBy ?? null,
        changedByName: mark?.changedByName ?? null,
      });
    }
  }
  return items;
}
