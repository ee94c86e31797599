/**
 * Server-sent events of plan progress. A stream subscribes to the process's event hub
 * BEFORE it reads the current state, so nothing that happens in between is lost; events
 * older than what was already sent (by `version`) are dropped, so the person never sees
 * progress go backwards.
 */
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { MealPlanStatus } from '../../shared/meal-plan';
import type { HubListener, HubMessage, PlanEventHub } from './plan-events';

const HEARTBEAT_MS = 15_000;
/** What an EventSource waits before reconnecting after the stream ends or drops. */
const RECONNECT_MS = 1_000;

type Out = { event: 'status' | 'deleted' | 'resync' | 'list'; data: unknown };

function isEnd(status: MealPlanStatus): boolean {
  return status.status !== 'processing';
}

function open(
  c: Context,
  body: (send: (out: Out) => Promise<void>, finish: () => void) => Promise<() => void>,
) {
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream: SSEStreamingApi) => {
    let chain = Promise.resolve();
    let closed = false;
    let finishStream!: () => void;
    const done = new Promise<void>((resolve) => (finishStream = resolve));
    let eventId = 0;
    const send = (out: Out) => {
      chain = chain
        .then(async () => {
          if (closed) return;
          await stream.writeSSE({
            event: out.event,
            data: JSON.stringify(out.data),
            id: String(++eventId),
            ...(eventId === 1 ? { retry: RECONNECT_MS } : {}),
          });
        })
        .catch(() => finish());
      return chain;
    };
    const finish = () => {
      closed = true;
      finishStream();
    };
    stream.onAbort(finish);
    const heartbeat = setInterval(() => {
      chain = chain
        .then(async () => {
          if (!closed) await stream.write(': ping\n\n');
        })
        .catch(finish);
    }, HEARTBEAT_MS);
    let cleanup = () => {};
    try {
      cleanup = await body(send, finish);
      await done;
    } finally {
      closed = true;
      clearInterval(heartbeat);
      cleanup();
    }
    await chain;
  });
}

/** One plan: its current state first, then each change; ends after `completed` or `error`. */
export function planStream(
  c: Context,
  hub: PlanEventHub,
  planId: string,
  readStatus: () => Promise<MealPlanStatus | null>,
) {
  return open(c, async (send, finish) => {
    let lastVersion = -1;
    const deliver = (status: MealPlanStatus) => {
      if (status.version <= lastVersion) return;
      lastVersion = status.version;
      void send({ event: 'status', data: status }).then(() => {
        if (isEnd(status)) finish();
      });
    };
    const refresh = async () => {
      const status = await readStatus();
      if (!status) {
        await send({ event: 'deleted', data: { id: planId } });
        finish();
      } else deliver(status);
    };
    let ready = false;
    const early: HubMessage[] = [];
    const listener: HubListener = (message) => {
      if (!ready) {
        early.push(message);
        return;
      }
      handle(message);
    };
    const handle = (message: HubMessage) => {
      if (message.type === 'list') return;
      if (message.type === 'resync') void refresh().catch(finish);
      else if (message.type === 'deleted') {
        void send({ event: 'deleted', data: { id: message.id } }).then(finish);
      } else deliver(message.status);
    };
    const unsubscribe = hub.subscribePlan(planId, listener);
    await refresh();
    ready = true;
    for (const message of early.splice(0)) handle(message);
    return unsubscribe;
  });
}

/**
 * All of a person's plans: the state of those generating first, then every change, and
 * `deleted` for a deleted plan. `resync` asks the client to reload its list (the server
 * lost its database connection for a moment and may have missed changes).
 */
export function personStream(
  c: Context,
  hub: PlanEventHub,
  userId: string,
  readProcessing: () => Promise<MealPlanStatus[]>,
) {
  return open(c, async (send) => {
    const versions = new Map<string, number>();
    const deliver = (status: MealPlanStatus) => {
      if (status.version <= (versions.get(status.id) ?? -1)) return;
      versions.set(status.id, status.version);
      void send({ event: 'status', data: status });
    };
    let ready = false;
    const early: HubMessage[] = [];
    const handle = (message: HubMessage) => {
      if (message.type === 'list') return;
      if (message.type === 'resync') {
        void send({ event: 'resync', data: {} });
        void readProcessing().then((list) => list.forEach(deliver));
      } else if (message.type === 'deleted') {
        versions.delete(message.id);
        void send({ event: 'deleted', data: { id: message.id } });
      } else deliver(message.status);
    };
    const unsubscribe = hub.subscribeUser(userId, (message) => {
      if (ready) handle(message);
      else early.push(message);
    });
    for (const status of await readProcessing()) deliver(status);
    ready = true;
    for (const message of early.splice(0)) handle(message);
    return unsubscribe;
  });
}

/**
 * One plan's shopping list (issue 17): a `list` event whenever it changes anywhere (a tick, a
 * remove, an add back, from any phone), and at the start, so a reader fetches its state again.
 */
export function listStream(c: Context, hub: PlanEventHub, planId: string) {
  return open(c, async (send) => {
    void send({ event: 'list', data: { planId } });
    return hub.subscribePlan(planId, (message) => {
      if (message.type === 'list' || message.type === 'resync') {
        void send({ event: 'list', data: { planId } });
      }
    });
  });
}
