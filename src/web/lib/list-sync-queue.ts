/**
 * The device's queue of list changes the server has not confirmed, as pure functions (the
 * page's hook and the model test, list-sync-model.test.ts, use the same ones). Rules:
 * docs/decisions/0019-list-sync-rules.md.
 */
import type { ListChange, ListChangesResponse, ListRefusal } from '../../shared/list-sync';

const sameField = (a: ListChange, b: ListChange) => a.key === b.key && a.kind === b.kind;

/**
 * Adds a change; a second change of the same field replaces the first but keeps the version
 * the first was made on, which is what the server compares against.
 */
export function enqueue(queue: ListChange[], change: ListChange): ListChange[] {
  const existing = queue.find((c) => sameField(c, change));
  if (!existing) return [...queue, change];
  return queue.map((c) => (c === existing ? { ...change, baseVersion: existing.baseVersion } : c));
}

/** What is left after a send: changes made while it was on its way stay queued. */
export function withoutSent(queue: ListChange[], sent: ListChange[]): ListChange[] {
  return queue.filter((c) => !sent.some((s) => sameField(s, c) && s.value === c.value));
}

/**
 * After the server answered a send: the sent changes leave the queue (each applied, met a
 * conflict, or was refused, and the answer says which). A change of the same field made while
 * the send was on its way was made on top of it, so it now carries the version the server gave
 * the field (issue 28, item 4: else tick then untick looked like a conflict and lost the
 * untick). Returns the refusals with the names this device knew the items by.
 */
export function settleSent(
  queue: ListChange[],
  sent: ListChange[],
  answer: Pick<ListChangesResponse, 'state' | 'refused'>,
  nameOf: (key: string) => string | undefined = () => undefined,
): { queue: ListChange[]; refused: ListRefusal[] } {
  const left = withoutSent(queue, sent).map((c) => {
    if (!sent.some((s) => sameField(s, c))) return c;
    const item = Object.hasOwn(answer.state.items, c.key) ? answer.state.items[c.key] : undefined;
    if (!item) return c;
    return { ...c, baseVersion: c.kind === 'active' ? item.activeVersion : item.basketVersion };
  });
  return { queue: left, refused: answer.refused.map((r) => withName(r, nameOf(r.key))) };
}

function withName(refusal: ListRefusal, name: string | undefined): ListRefusal {
  if (!name || !refusal.message.startsWith(`${refusal.key.slice(0, 80)}:`)) return refusal;
  return {
    ...refusal,
    message: `${name}${refusal.message.slice(refusal.key.slice(0, 80).length)}`,
  };
}
