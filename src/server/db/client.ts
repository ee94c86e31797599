import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PreparingClient } from './prepared-statements';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

export function createDatabase(url: string, max = 10): Database {
  // Repeated statements are prepared once per connection (prepared-statements.ts).
  const pool = new pg.Pool({ connectionString: url, max, Client: PreparingClient });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  // Nor may a client that is checked out (a generation job holds one for its whole run):
  // pg-pool removes its idle listener on checkout, and an 'error' event without a listener
  // (e.g. 57P01 from pg_terminate_backend or PostgreSQL shutting down) would be thrown.
  // The query in flight still rejects, and its owner releases the broken client.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return drizzle(pool, { schema }) as Database;
}

const onClient = new WeakMap<pg.PoolClient, Database>();

/**
 * drizzle on one checked-out connection (a transaction's), kept per connection: building it
 * reads the whole schema's relations, a third of a millisecond of CPU per plan created
 * (issue 33), and a pool hands out the same few connections again and again.
 */
export function databaseOn(client: pg.PoolClient): Database {
  let db = onClient.get(client);
  if (!db) {
    db = drizzle(client, { schema }) as unknown as Database;
    onClient.set(client, db);
  }
  return db;
}

/** Applies the checked-in migrations; safe to run from several processes at once. */
export async function runMigrations(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    // Serialise concurrent starters (two servers on one database) on an advisory lock.
    await client.query('select pg_advisory_lock(72707001)');
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock(72707001)').catch(() => {});
    client.release();
  }
}
