/**
 * The shared list's sync rules as a model (issue 28; docs/decisions/0019-list-sync-rules.md):
 * fast-check interleaves several devices (two of the owner, one each of two members), each
 * going offline and online, ticking, unticking, removing and adding back, sending batches whose
 * answers arrive, never arrive, or arrive after more changes were made, beside the owner's
 * whole-list saves, swaps and new lists. The server is the real merge rules
 * (shared/list-merge.ts, which ListSyncService runs under the plan's lock) and the devices run
 * the real queue (list-sync-queue.ts, which the page's hook runs).
 *
 * Checked after every step:
 * - no acknowledged change is lost silently: each change of an answered batch is applied, or
 *   is named in the answer as a conflict or as refused, with the reason;
 * - the valid rest of a batch always applies: only changes of items the list no longer has are
 *   refused;
 * - no false conflict: a change a device made on top of its own change is never reported as
 *   meeting someone else's (issue 28, item 4);
 * - versions are honest: a field whose value changed has a higher version; a whole-list save
 *   leaves the items it does not name alone, and a swap keeps every item that stays as it was.
 *
 * CI runs 200 interleavings; LIST_MODEL_RUNS=10000 (and LIST_MODEL_SEED to replay) runs more.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyWholeListSave,
  carryOverList,
  mergeListChanges,
  type StoredListItem,
} from '../../shared/list-merge';
import type { ListChange, ListChangeKind, ListChangesResponse } from '../../shared/list-sync';
import { enqueue, settleSent } from './list-sync-queue';

type Person = { id: string; name: string };
const OWNER: Person = { id: 'owner', name: 'Olive' };
const PEOPLE: Person[] = [OWNER, { id: 'm1', name: 'Milo' }, { id: 'm2', name: 'Mina' }];

type Known = Map<
  string,
  { name: string; active: boolean; inBasket: boolean; av: number; bv: number }
>;

type Device = {
  id: string;
  person: Person;
  online: boolean;
  queue: ListChange[];
  flight: ListChange[] | null;
  known: Known;
  /** An answer of this device was lost: its next change of that field may meet its own. */
  lostAnswer: boolean;
  told: string[];
};

type World = {
  list: Map<string, StoredListItem>;
  devices: Device[];
  /** Who last changed each field ("key|kind"): a device id, or "owner-save". */
  lastWriter: Map<string, string>;
  nextItem: number;
  steps: number;
};

const field = (key: string, kind: ListChangeKind) => `${key}|${kind}`;

function newItem(n: number): [string, StoredListItem] {
  return [
    `item-${n}`,
    {
      name: `Food ${n}`,
      active: true,
      inBasket: false,
      activeVersion: 0,
      basketVersion: 0,
      changedBy: null,
      changedByName: null,
    },
  ];
}

function knownOf(list: ReadonlyMap<string, StoredListItem>): Known {
  return new Map(
    [...list].map(([key, i]) => [
      key,
      {
        name: i.name,
        active: i.active,
        inBasket: i.inBasket,
        av: i.activeVersion,
        bv: i.basketVersion,
      },
    ]),
  );
}

function stateOf(list: ReadonlyMap<string, StoredListItem>): ListChangesResponse['state'] {
  return {
    planId: 'plan',
    items: Object.fromEntries(
      [...list].map(([key, i]) => [
        key,
        {
          active: i.active,
          inBasket: i.inBasket,
          activeVersion: i.activeVersion,
          basketVersion: i.basketVersion,
          changedBy: i.changedByName,
        },
      ]),
    ),
  };
}

/** Version honesty across one step of the server's list. */
function checkVersions(
  before: ReadonlyMap<string, StoredListItem>,
  after: ReadonlyMap<string, StoredListItem>,
) {
  for (const [key, a] of after) {
    const b = before.get(key);
    if (!b) continue;
    if (a.active !== b.active) expect(a.activeVersion).toBeGreaterThan(b.activeVersion);
    if (a.inBasket !== b.inBasket) expect(a.basketVersion).toBeGreaterThan(b.basketVersion);
    expect(a.activeVersion).toBeGreaterThanOrEqual(b.activeVersion);
    expect(a.basketVersion).toBeGreaterThanOrEqual(b.basketVersion);
  }
}

type Cmd = fc.Command<object, World>;

/** A person taps a row: tick / untick (inBasket) or remove / add back (active). */
class Change implements Cmd {
  constructor(
    readonly d: number,
    readonly i: number,
    readonly kind: ListChangeKind,
  ) {}
  check = () => true;
  run(_: object, w: World) {
    const device = w.devices[this.d]!;
    const keys = [...device.known.keys()];
    if (keys.length === 0) return;
    const key = keys[this.i % keys.length]!;
    const seen = device.known.get(key)!;
    const queued = device.queue.find((c) => c.key === key && c.kind === this.kind);
    const current = queued ? queued.value : this.kind === 'active' ? seen.active : seen.inBasket;
    device.queue = enqueue(device.queue, {
      key,
      kind: this.kind,
      value: !current,
      baseVersion: this.kind === 'active' ? seen.av : seen.bv,
    });
  }
  toString = () => `change(d${this.d}, ${this.i}, ${this.kind})`;
}

class StartSend implements Cmd {
  constructor(readonly d: number) {}
  check = () => true;
  run(_: object, w: World) {
    const device = w.devices[this.d]!;
    if (!device.online || device.flight || device.queue.length === 0) return;
    device.flight = device.queue;
  }
  toString = () => `send(d${this.d})`;
}

/** The server applies the batch; `lose`: the answer never reaches the device. */
class Deliver implements Cmd {
  constructor(
    readonly d: number,
    readonly lose: boolean,
  ) {}
  check = () => true;
  run(_: object, w: World) {
    const device = w.devices[this.d]!;
    const sent = device.flight;
    if (!sent) return;
    const before = w.list;
    const merged = mergeListChanges(before, sent, device.person);
    checkVersions(before, merged.items);
    for (const change of sent) {
      const existed = before.has(change.key);
      const refused = merged.refused.filter((r) => r.key === change.key && r.kind === change.kind);
      const conflict = merged.conflicts.find((c) => c.key === change.key && c.kind === change.kind);
      // The valid rest of a batch applies: only an item the list no longer has is refused.
      expect(refused.length).toBe(existed ? 0 : 1);
      if (!existed) {
        expect(refused[0]!.reason).toBe('gone');
        continue;
      }
      const after = merged.items.get(change.key)!;
      const value = change.kind === 'active' ? after.active : after.inBasket;
      // Applied, or named as a conflict with what was kept: never lost silently.
      if (value !== change.value) {
        expect(conflict, `${change.key} ${change.kind} lost silently`).toBeDefined();
        expect(conflict!.kept).toBe(value);
      }
      if (conflict) {
        expect(conflict.message).toContain(before.get(change.key)!.name);
        // No false conflict: a field last changed by this very device cannot meet "someone".
        if (!device.lostAnswer) {
          expect(w.lastWriter.get(field(change.key, change.kind))).not.toBe(device.id);
        }
      }
    }
    for (const key of merged.touched) {
      for (const kind of ['active', 'inBasket'] as const) {
        const b = before.get(key)!;
        const a = merged.items.get(key)!;
        const changed = kind === 'active' ? a.active !== b.active : a.inBasket !== b.inBasket;
        if (changed) w.lastWriter.set(field(key, kind), device.id);
      }
    }
    w.list = merged.items;
    device.flight = null;
    if (this.lose) {
      // Like a dropped connection after the server applied it: the queue is kept and resent.
      device.lostAnswer = true;
      return;
    }
    const settled = settleSent(
      device.queue,
      sent,
      { state: stateOf(merged.items), refused: merged.refused },
      (key) => device.known.get(key)?.name,
    );
    for (const refusal of settled.refused) {
      // Told exactly which change, by the name the device knew, and why.
      const name = device.known.get(refusal.key)?.name ?? refusal.key;
      expect(refusal.message.startsWith(`${name}: it is no longer on this plan's list`)).toBe(true);
      device.told.push(refusal.message);
    }
    for (const conflict of merged.conflicts) device.told.push(conflict.message);
    // Every sent change left the queue unless one made meanwhile replaced it.
    for (const change of sent) {
      const left = settled.queue.find((c) => c.key === change.key && c.kind === change.kind);
      if (left) expect(left.value).not.toBe(change.value);
    }
    device.queue = settled.queue;
    device.known = knownOf(merged.items);
  }
  toString = () => `deliver(d${this.d}${this.lose ? ', answer lost' : ''})`;
}

class Offline implements Cmd {
  constructor(readonly d: number) {}
  check = () => true;
  run(_: object, w: World) {
    const device = w.devices[this.d]!;
    device.online = false;
    // A send on its way fails as "no network": the queue keeps every change.
    device.flight = null;
  }
  toString = () => `offline(d${this.d})`;
}

class Online implements Cmd {
  constructor(readonly d: number) {}
  check = () => true;
  run(_: object, w: World) {
    w.devices[this.d]!.online = true;
  }
  toString = () => `online(d${this.d})`;
}

/** The live stream or the poll: the device reads the list's state again. */
class Refresh implements Cmd {
  constructor(readonly d: number) {}
  check = () => true;
  run(_: object, w: World) {
    const device = w.devices[this.d]!;
    if (device.online) device.known = knownOf(w.list);
  }
  toString = () => `refresh(d${this.d})`;
}

/** The owner's whole-list PUT, naming some items. */
class OwnerSave implements Cmd {
  constructor(readonly picks: Array<[number, boolean]>) {}
  check = () => true;
  run(_: object, w: World) {
    const keys = [...w.list.keys()];
    if (keys.length === 0) return;
    const body = new Map(this.picks.map(([i, active]) => [keys[i % keys.length]!, active]));
    const saved = applyWholeListSave(w.list, body, OWNER);
    expect(saved.unknown).toEqual([]);
    checkVersions(w.list, saved.items);
    for (const [key, item] of w.list) {
      if (!body.has(key)) expect(saved.items.get(key)).toEqual(item);
    }
    for (const key of saved.touched) w.lastWriter.set(field(key, 'active'), 'owner-save');
    w.list = saved.items;
  }
  toString = () => `ownerSave(${JSON.stringify(this.picks)})`;
}

/** A swap (drops and adds a few items) or a new list (drops and adds many). */
class Replace implements Cmd {
  constructor(
    readonly drop: number[],
    readonly add: number,
  ) {}
  check = () => true;
  run(_: object, w: World) {
    const keys = [...w.list.keys()];
    const dropped = new Set(this.drop.map((i) => keys[i % Math.max(1, keys.length)]));
    const next = new Map<string, { name: string; active: boolean }>();
    for (const [key, item] of w.list) {
      if (!dropped.has(key)) next.set(key, { name: item.name, active: item.active });
    }
    for (let n = 0; n < this.add; n++) {
      const [key, item] = newItem(w.nextItem++);
      next.set(key, { name: item.name, active: true });
    }
    const list = carryOverList(w.list, next);
    // Every item that stays is exactly as it was: nobody's tick or removal is undone.
    for (const [key, item] of list) {
      const before = w.list.get(key);
      if (before) expect(item).toEqual(before);
    }
    w.list = list;
  }
  toString = () => `replace(drop ${JSON.stringify(this.drop)}, add ${this.add})`;
}

const DEVICES = 4;
const device = fc.integer({ min: 0, max: DEVICES - 1 });
const commands = [
  fc
    .tuple(device, fc.nat(40), fc.constantFrom<ListChangeKind>('inBasket', 'active'))
    .map(([d, i, k]) => new Change(d, i, k)),
  fc
    .tuple(device, fc.nat(40), fc.constantFrom<ListChangeKind>('inBasket', 'active'))
    .map(([d, i, k]) => new Change(d, i, k)),
  device.map((d) => new StartSend(d)),
  fc.tuple(device, fc.boolean()).map(([d, lose]) => new Deliver(d, lose)),
  device.map((d) => new Deliver(d, false)),
  device.map((d) => new Offline(d)),
  device.map((d) => new Online(d)),
  device.map((d) => new Refresh(d)),
  fc
    .array(fc.tuple(fc.nat(40), fc.boolean()), { minLength: 1, maxLength: 5 })
    .map((picks) => new OwnerSave(picks)),
  fc
    .tuple(fc.array(fc.nat(40), { maxLength: 2 }), fc.integer({ min: 0, max: 2 }))
    .map(([drop, add]) => new Replace(drop, add)),
  fc
    .tuple(fc.array(fc.nat(40), { minLength: 3, maxLength: 8 }), fc.integer({ min: 2, max: 6 }))
    .map(([drop, add]) => new Replace(drop, add)),
];

function newWorld(): World {
  const list = new Map(Array.from({ length: 8 }, (_, n) => newItem(n)));
  const persons = [OWNER, OWNER, PEOPLE[1]!, PEOPLE[2]!];
  return {
    list,
    devices: persons.map((person, n) => ({
      id: `device-${n}`,
      person,
      online: true,
      queue: [],
      flight: null,
      known: knownOf(list),
      lostAnswer: false,
      told: [],
    })),
    lastWriter: new Map(),
    nextItem: 8,
    steps: 0,
  };
}

/** Every device online, every queue sent and answered: nothing is left unsaid. */
function drain(w: World) {
  for (let round = 0; round < 5; round++) {
    for (let d = 0; d < DEVICES; d++) {
      new Online(d).run({}, w);
      new StartSend(d).run({}, w);
      new Deliver(d, false).run({}, w);
    }
  }
  for (const device of w.devices) expect(device.queue).toEqual([]);
}

describe('the shared list under any interleaving (model-based)', () => {
  it('never loses an acknowledged change silently', () => {
    const numRuns = Number(process.env.LIST_MODEL_RUNS ?? 200);
    const seed = process.env.LIST_MODEL_SEED
      ? Number(process.env.LIST_MODEL_SEED)
      : (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;
    const started = performance.now();
    let steps = 0;
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 80, size: 'large' }), (cmds) => {
        const world = newWorld();
        fc.modelRun(() => ({ model: {}, real: world }), cmds);
        drain(world);
        steps += [...cmds].length;
      }),
      { numRuns, seed },
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`list model: ${numRuns} interleavings, ${steps} steps, seed ${seed}, ${seconds} s`);
  }, 600_000);
});
