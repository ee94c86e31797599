/**
 * The server the end-to-end suite runs against: the real app on its own embedded PostgreSQL
 * data folder (wiped at start), so the suite never touches a developer's ./.data.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../src/server/config';
import { startServer, PROJECT_ROOT } from '../../../src/server/server';
import { extendWithCapabilities } from '../../../src/server/capabilities';
import { freePort } from '../../../src/server/test-support/free-port';

// A folder per port, so two suites on one machine never share (or wipe) a database.
const port = process.env.E2E_PORT ?? '3111';
const dataDir = path.join('.test-data', `e2e-${port}`);
rmSync(path.join(PROJECT_ROOT, dataDir), { recursive: true, force: true });

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  PORT: port,
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? String(await freePort()),
  DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
  LOG_LEVEL: 'error',
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '10000',
  RATE_LIMIT_GENERATION_PER_MINUTE: '10000',
  RATE_LIMIT_SWAP_PER_MINUTE: '10000',
  RATE_LIMIT_QUOTE_PER_MINUTE: '10000',
  RATE_LIMIT_BILLING_PER_MINUTE: '10000',
  RATE_LIMIT_IMPORT_PER_MINUTE: '10000',
});
const running = await startServer(config, { extend: extendWithCapabilities });
console.log(`e2e server on ${running.url}`);
const stop = async () => {
  await running.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
