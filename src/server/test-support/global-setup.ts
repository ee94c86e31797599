/**
 * Vitest global setup: one real PostgreSQL for the whole run. Uses TEST_DATABASE_URL when
 * set, otherwise starts the embedded PostgreSQL with its data in .test-data (wiped first).
 * Each test file then creates its own database on it (see test-database.ts).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { PROJECT_ROOT } from '../server';
import { freePort } from './free-port';

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  // A folder and port of its own, so two test runs on one machine never collide.
  const dataDir = path.join(PROJECT_ROOT, '.test-data', `vitest-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const port = Number(process.env.TEST_EMBEDDED_PG_PORT ?? (await freePort()));
  const pg = await startEmbeddedPostgres({ dataDir, port });
  project.provide('adminDatabaseUrl', pg.url);
  return async () => {
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
