import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

export function createDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  return drizzle(pool, { schema }) as Database;
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
