/**
 * Where rate-limit windows and open event streams are counted (issue 33,
 * docs/decisions/0024-shared-limits-and-cheap-reads.md): in PostgreSQL, so every server process
 * on one database sees the same counts and a person gets the limit once, not once per process.
 *
 * - A fixed one-minute window is one statement (INSERT ... ON CONFLICT DO UPDATE ... RETURNING):
 *   the row lock of the upsert serialises concurrent hits on one key, whichever process sends them.
 * - An open stream is a lease row with an expiry; the process holding it renews all its leases
 *   in one UPDATE every HEARTBEAT_MS, and deletes the row when the stream ends. A killed process
 *   renews nothing, so its streams stop counting LEASE_SECONDS later.
 */
import type { Database } from '../db/client';

/** How long a stream's lease lasts without a renewal (a killed process's streams free up). */
export const LEASE_SECONDS = 45;
const HEARTBEAT_MS = 15_000;
/** Windows older than this are deleted (at most once a minute per process). */
const WINDOW_KEEP_SECONDS = 120;

export interface StreamLease {
  release: () => Promise<void>;
}

export interface LimitStore {
  /** Counts one hit; the seconds to wait when over `perMinute` in the current window, else null. */
  hit(key: string, perMinute: number): Promise<number | null>;
  /** A lease on one of at most `max` open streams for `key`, or null when all are taken. */
  acquire(key: string, max: number): Promise<StreamLease | null>;
  /** Stops the heartbeat (shutdown); leases still held expire on their own. */
  close(): void;
}

export class PostgresLimitStore implements LimitStore {
  private readonly held = new Set<string>();
  private readonly heartbeat: NodeJS.Timeout;
  private lastSweep = 0;

  constructor(private readonly db: Database) {
    this.heartbeat = setInterval(() => void this.renew().catch(() => {}), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async hit(key: string, perMinute: number): Promise<number | null> {
    const { rows } = await this.db.$client.query<{ count: number; wait: number }>(
      `insert into rate_limit_windows as w (key, window_start, count) values ($1, now(), 1)
       on conflict (key) do update set
         window_start = case when w.window_start <= now() - interval '60 seconds'
                             then now() else w.window_start end,
         count = case when w.window_start <= now() - interval '60 seconds'
                      then 1 else w.count + 1 end
       returning count,
         greatest(1, ceil(extract(epoch from w.window_start + interval '60 seconds' - now())))::int
           as wait`,
      [key],
    );
    this.sweepOldWindows();
    const row = rows[0]!;
    return row.count <= perMinute ? null : row.wait;
  }

  async acquire(key: string, max: number): Promise<StreamLease | null> {
    const client = await this.db.$client.connect();
    let id: string | undefined;
    try {
      await client.query('begin');
      // One key at a time: the count below is read after the lock, so two processes opening
      // the last free stream at once cannot both get it.
      await client.query('select pg_advisory_xact_lock(hashtext($1))', [`stream:${key}`]);
      await client.query('delete from open_streams where key = $1 and expires_at <= now()', [key]);
      const { rows } = await client.query<{ id: string }>(
        `insert into open_streams (key, expires_at)
         select $1, now() + make_interval(secs => $3)
          where (select count(*) from open_streams where key = $1) < $2
         returning id`,
        [key, max, LEASE_SECONDS],
      );
      await client.query('commit');
      id = rows[0]?.id;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    if (!id) return null;
    const leaseId = id;
    this.held.add(leaseId);
    return {
      release: async () => {
        if (!this.held.delete(leaseId)) return;
        await this.db.$client.query('delete from open_streams where id = $1', [leaseId]);
      },
    };
  }

  close(): void {
    clearInterval(this.heartbeat);
  }

  /** Renews every lease this process holds, in one statement. */
  private async renew(): Promise<void> {
    if (this.held.size === 0) return;
    await this.db.$client.query(
      `update open_streams set expires_at = now() + make_interval(secs => $2)
        where id = any($1::uuid[])`,
      [[...this.held], LEASE_SECONDS],
    );
  }

  private sweepOldWindows(): void {
    const now = Date.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    void this.db.$client
      .query(
        `delete from rate_limit_windows
          where window_start < now() - make_interval(secs => $1)`,
        [WINDOW_KEEP_SECONDS],
      )
      .catch(() => {});
  }
}
