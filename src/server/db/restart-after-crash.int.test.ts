/**
 * "A start after a crash recovers by itself" (issue 28, item 8): `npm start`'s server process
 * is killed with SIGKILL, which leaves its embedded PostgreSQL running with no PantryPilot.
 * Starting again on the same data folder stops that PostgreSQL cleanly and starts; a folder
 * whose PantryPilot still runs is refused as before, and that one keeps running.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fastGenerationEnv } from '../plans/plans-test-support';
import { startServerProcess, type ChildServer } from '../plans/worker-process';
import { PROJECT_ROOT } from '../server';
import { freePort } from '../test-support/free-port';

const dataDir = path.join(PROJECT_ROOT, '.test-data', `crash-restart-${process.pid}`);
const children: ChildServer[] = [];
afterAll(async () => {
  for (const child of children) await child.stop().catch(() => {});
  // A failed run may leave a PostgreSQL of its own killed server: stop it (fast shutdown).
  try {
    const pid = Number(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    if (pid > 0) process.kill(pid, 'SIGINT');
    await new Promise((r) => setTimeout(r, 2000));
  } catch {
    // none left
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<ChildServer> {
  const child = await startServerProcess({
    ...fastGenerationEnv(),
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'info',
  });
  children.push(child);
  return child;
}

const healthy = async (port: number) =>
  (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200;

describe('npm start after a crash', () => {
  it(
    'stops the embedded PostgreSQL a killed PantryPilot left running, and starts again',
    { timeout: 240_000 },
    async () => {
      const port = await freePort();
      const first = await start(port);
      expect(await healthy(port)).toBe(true);
      await first.kill(); // SIGKILL: no shutdown, PostgreSQL keeps running

      const second = await start(port);
      expect(await healthy(port)).toBe(true);
      expect(second.output()).toContain('is gone');

      // While that one runs, the folder is refused, and the running one is untouched.
      const otherPort = await freePort();
      await expect(start(otherPort)).rejects.toThrow(/is in use by another running PantryPilot/);
      expect(await healthy(port)).toBe(true);

      // Killed again, and again started: recovery is repeatable.
      await second.kill();
      const third = await start(port);
      expect(await healthy(port)).toBe(true);
      await third.stop();
    },
  );
});
