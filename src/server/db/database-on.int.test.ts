/** drizzle on a checked-out connection is built once per connection (issue 33). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseOn, type Database } from './client';
import { users } from './schema';
import { createTestDatabase } from '../test-support/test-database';

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop();
});

it('the same connection gets the same drizzle, which runs on that connection', async () => {
  const first = await db.$client.connect();
  const second = await db.$client.connect();
  try {
    expect(databaseOn(first)).toBe(databaseOn(first));
    expect(databaseOn(second)).not.toBe(databaseOn(first));
    // Inside a transaction of `first`: seen there, not yet on `second`.
    await first.query('begin');
    await databaseOn(first)
      .insert(users)
      .values({ id: 'on-1', name: 'On', email: 'on@example.com' });
    const inside = await databaseOn(first).select().from(users).where(eq(users.id, 'on-1'));
    const outside = await databaseOn(second).select().from(users).where(eq(users.id, 'on-1'));
    expect([inside.length, outside.length]).toEqual([1, 0]);
    await first.query('rollback');
  } finally {
    first.release();
    second.release();
  }
});
