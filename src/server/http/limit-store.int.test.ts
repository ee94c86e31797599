/**
 * The shared limit store: two stores on separate pools stand for two server processes on one
 * database; hits sent at once from both count in one window, the last free stream goes to one
 * of them only, and a killed process's leases stop counting when they expire.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import { createTestDatabase } from '../test-support/test-database';
import { PostgresLimitStore } from './limit-store';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let secondPool: Database;
let first: PostgresLimitStore;
let second: PostgresLimitStore;

beforeAll(async () => {
  database = await createTestDatabase();
  secondPool = createDatabase(database.url, 5);
  first = new PostgresLimitStore(database.db);
  second = new PostgresLimitStore(secondPool);
});
afterAll(async () => {
  first?.close();
  second?.close();
  await secondPool?.$client.end();
  await database?.drop();
});

describe('rate-limit windows shared by processes', () => {
  it('let exactly perMinute of 40 simultaneous hits through, whichever process takes them', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? first : second).hit('generation:person:a', 7)),
    );
    expect(results.filter((r) => r === null)).toHaveLength(7);
    for (const wait of results.filter((r) => r !== null)) {
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
    }
    // Another person's window is their own.
    expect(await first.hit('generation:person:b', 7)).toBeNull();
  });

  it('start a new window a minute after the last one began', async () => {
    expect(await first.hit('swap:person:c', 1)).toBeNull();
    expect(await second.hit('swap:person:c', 1)).not.toBeNull();
    await database.db.$client.query(
      `update rate_limit_windows set window_start = now() - interval '61 seconds' where key = $1`,
      ['swap:person:c'],
    );
    expect(await second.hit('swap:person:c', 1)).toBeNull();
  });
});

describe('open streams shared by processes', () => {
  it('hand out at most max leases when both processes ask at once', async () => {
    const leases = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? first : second).acquire('events:person:d', 3)),
    );
    const granted = leases.filter((l) => l !== null);
    expect(granted).toHaveLength(3);
    // Ending one stream frees one place, on either process.
    await granted[0]!.release();
    expect(await second.acquire('events:person:d', 3)).not.toBeNull();
    expect(await first.acquire('events:person:d', 3)).toBeNull();
  });

  it("free a killed process's streams when their leases expire", async () => {
    const killed = new PostgresLimitStore(secondPool);
    expect(await killed.acquire('events:person:e', 1)).not.toBeNull();
    killed.close(); // No more renewals: the process is gone.
    expect(await first.acquire('events:person:e', 1)).toBeNull();
    // Time passes beyond the lease (moved in the database rather than waited for).
    await database.db.$client.query(
      `update open_streams set expires_at = now() - interval '1 second' where key = $1`,
      ['events:person:e'],
    );
    expect(await first.acquire('events:person:e', 1)).not.toBeNull();
  });
});
