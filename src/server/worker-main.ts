/**
 * `npm run worker`: a generation worker in its own process, on the same PostgreSQL as the
 * web server (DATABASE_URL, or the embedded one a running `npm start` serves for DATA_DIR, on
 * the port remembered in DATA_DIR/postgres-port). Run the web server with RUN_WORKER=false to
 * keep generation out of it, or keep both: any number of workers share the queue, each job
 * runs once.
 */
import { DEFAULT_DATA_DIR } from './catalogue/load-reference-catalogue';
import { loadConfig, type Config } from './config';
import { embeddedDatabaseUrl, rememberedPort } from './db/embedded-postgres';
import { createDatabase, runMigrations } from './db/client';
import { startPlansCapability } from './plans/plans-capability';
import { keepRunningThroughDatabaseLoss } from './db/database-unavailable';

/** The embedded database a running `npm start` serves for DATA_DIR (its remembered port). */
function embeddedUrl(config: Config): string {
  const port = config.EMBEDDED_PG_PORT ?? rememberedPort(config.dataDir);
  if (port === null) {
    throw new Error(
      `No embedded PostgreSQL has run for ${config.DATA_DIR} yet: start the server (npm start) first, or set DATABASE_URL.`,
    );
  }
  return embeddedDatabaseUrl(port);
}

async function main() {
  const config = loadConfig();
  keepRunningThroughDatabaseLoss((m) => console.error(m));
  const url = config.DATABASE_URL ?? embeddedUrl(config);
  const db = createDatabase(url, 4);
  await runMigrations(db);
  const plans = await startPlansCapability({
    config,
    db,
    dataDir: DEFAULT_DATA_DIR,
    runWorker: true,
  });
  await plans.workerReady;
  if (config.LOG_LEVEL !== 'silent') {
    console.log(
      `Generation worker ${process.pid} running (concurrency ${config.GENERATION_CONCURRENCY})`,
    );
  }
  // Tests and supervisors read this line to know the worker is ready.
  if (process.send) process.send({ ready: true, pid: process.pid });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (config.LOG_LEVEL !== 'silent') console.log(`Worker received ${signal}, finishing jobs...`);
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    await plans.stop();
    await db.$client.end().catch(() => {});
    process.exit(0);
  };
  // embedded-postgres's exit hooks would exit at once on a signal (see main.ts): ours finish.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
