/**
 * `npm run db:migrate`: applies the checked-in migrations to DATABASE_URL and exits; a deploy's
 * release step, run once before the new server and worker processes start (docs/deploy.md).
 * Every process still checks at start, under the same advisory lock, and then finds nothing
 * left to apply.
 */
import { createDatabase, runMigrations } from './client';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is required: the PostgreSQL to migrate (postgres://...).');
    process.exit(2);
  }
  const db = createDatabase(url, 1);
  try {
    await runMigrations(db);
    const { rows } = await db.$client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    console.log(`Migrations applied: ${rows[0]!.n} in total`);
  } finally {
    await db.$client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
