/**
 * Plan events across processes: writers NOTIFY in the same transaction or statement as
 * their change (so an event is never sent for a change that did not commit), and each
 * process holds ONE LISTEN connection that fans the events out to its subscribers: the
 * server-sent-event streams of that process, and its generation workers (woken when a
 * job is enqueued anywhere, so they need no fast polling).
 */
import pg from 'pg';
import type { MealPlanStatus } from '../../shared/meal-plan';

export const PLAN_EVENTS_CHANNEL = 'pantrypilot_meal_plan_events';
export const PLAN_JOBS_CHANNEL = 'pantrypilot_plan_jobs';

export type PlanEvent =
  | { type: 'status'; userId: string; status: MealPlanStatus }
  | { type: 'deleted'; userId: string; id: string }
  /** The plan's shopping list changed (issue 17); readers fetch its state again. */
  | { type: 'list'; userId: string; planId: string };

/** `resync`: the LISTEN connection was re-established; events may have been missed. */
export type HubMessage = PlanEvent | { type: 'resync' };
export type HubListener = (message: HubMessage) => void;

/** NOTIFY payloads must stay under 8000 bytes; status messages are short, so this is ample. */
const MAX_PAYLOAD_BYTES = 7900;

export function encodePlanEvent(event: PlanEvent): string {
  let payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES && event.type === 'status') {
    payload = JSON.stringify({
      ...event,
      status: {
        ...event.status,
        message: event.status.message.slice(0, 500),
        details: event.status.details?.slice(0, 500) ?? null,
        error: event.status.error?.slice(0, 2000) ?? null,
      },
    });
  }
  return payload;
}

export class PlanEventHub {
  private client: pg.Client | null = null;
  private readonly byPlan = new Map<string, Set<HubListener>>();
  private readonly byUser = new Map<string, Set<HubListener>>();
  private readonly jobListeners = new Set<() => void>();
  private stopped = false;
  private reconnectDelay = 250;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly log: (message: string) => void = () => {},
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (n) => this.dispatch(n.channel, n.payload));
    client.on('error', (error) => {
      // 57P01: PostgreSQL is shutting down (Ctrl-C in a terminal reaches it too); the
      // reconnect below covers a real restart, so only other errors are worth a line.
      if ((error as Error & { code?: string }).code !== '57P01') {
        this.log(`plan events: LISTEN connection error: ${error.message}`);
      }
      this.scheduleReconnect(client);
    });
    client.on('end', () => this.scheduleReconnect(client));
    await client.connect();
    await client.query(`LISTEN ${PLAN_EVENTS_CHANNEL}; LISTEN ${PLAN_JOBS_CHANNEL}`);
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.reconnectDelay = 250;
  }

  private scheduleReconnect(failed: pg.Client): void {
    if (this.stopped || this.client !== failed) return;
    this.client = null;
    failed.end().catch(() => {});
    this.retryLater();
  }

  private retryLater(): void {
    if (this.stopped || this.reconnectTimer) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, 10_000);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect()
        .then(() => {
          // Whatever happened while disconnected is unknown: subscribers re-read the database.
          for (const set of [...this.byPlan.values(), ...this.byUser.values()]) {
            for (const listener of set) listener({ type: 'resync' });
          }
          for (const listener of this.jobListeners) listener();
        })
        .catch((error: unknown) => {
          this.log(`plan events: reconnect failed: ${(error as Error).message}`);
          this.retryLater();
        });
    }, delay);
    this.reconnectTimer.unref();
  }

  private dispatch(channel: string, payload: string | undefined): void {
    if (channel === PLAN_JOBS_CHANNEL) {
      for (const listener of this.jobListeners) listener();
      return;
    }
    if (channel !== PLAN_EVENTS_CHANNEL || !payload) return;
    let event: PlanEvent;
    try {
      event = JSON.parse(payload) as PlanEvent;
    } catch {
      return;
    }
    const planId =
      event.type === 'status' ? event.status.id : event.type === 'list' ? event.planId : event.id;
    for (const listener of this.byPlan.get(planId) ?? []) listener(event);
    for (const listener of this.byUser.get(event.userId) ?? []) listener(event);
  }

  subscribePlan(planId: string, listener: HubListener): () => void {
    return add(this.byPlan, planId, listener);
  }

  subscribeUser(userId: string, listener: HubListener): () => void {
    return add(this.byUser, userId, listener);
  }

  /** Called when a generation job was enqueued somewhere (or after a reconnect). */
  onJobsAvailable(listener: () => void): () => void {
    this.jobListeners.add(listener);
    return () => this.jobListeners.delete(listener);
  }

  get subscriberCount(): number {
    let n = 0;
    for (const set of [...this.byPlan.values(), ...this.byUser.values()]) n += set.size;
    return n;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}

function add(map: Map<string, Set<HubListener>>, key: string, listener: HubListener) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(listener);
  return () => {
    const current = map.get(key);
    if (!current) return;
    current.delete(listener);
    if (current.size === 0) map.delete(key);
  };
}
