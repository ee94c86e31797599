/** Starts the real server (HTTP, auth, development issuer) on a free port and a fresh database. */
import { loadConfig } from '../config';
import { startServer, type RunningServer, type ServerExtensions } from '../server';
import { extendWithCapabilities } from '../capabilities';
import { createTestDatabase } from './test-database';
import { freePort } from './free-port';

export { freePort };

export type TestServer = RunningServer & { dropDatabase: () => Promise<void> };

export async function startTestServer(
  env: Record<string, string> = {},
  ext: ServerExtensions = { extend: extendWithCapabilities },
): Promise<TestServer> {
  const database = await createTestDatabase();
  await database.db.$client.end();
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
    RATE_LIMIT_GENERATION_PER_MINUTE: '1000',
    RATE_LIMIT_SWAP_PER_MINUTE: '1000',
    RATE_LIMIT_QUOTE_PER_MINUTE: '1000',
    RATE_LIMIT_BILLING_PER_MINUTE: '1000',
    RATE_LIMIT_IMPORT_PER_MINUTE: '1000',
    ...env,
  });
  const running = await startServer(config, ext);
  return {
    ...running,
    stop: async () => {
      await running.stop();
    },
    dropDatabase: database.drop,
  };
}
