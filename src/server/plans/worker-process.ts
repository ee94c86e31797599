/**
 * Starts `src/server/worker-main.ts` or `src/server/main.ts` as a child process (tests and
 * the benchmark), resolving when it is ready.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ChildServer {
  child: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
  /** SIGKILL and wait for the exit. */
  kill: () => Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function start(
  entry: string,
  env: Record<string, string>,
  ready: (child: ChildProcess, output: () => string) => Promise<void>,
): Promise<ChildServer> {
  // CPU_PROF_DIR=<folder>: each child writes a V8 CPU profile there when it exits (profiling
  // the benches' server and worker processes; NODE_OPTIONS may not carry --cpu-prof).
  const profile = process.env.CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const output = () => log;
  const handle: ChildServer = {
    child,
    output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  return Promise.race([
    ready(child, output).then(() => handle),
    exited(child).then(() => {
      throw new Error(`${entry} exited before it was ready:\n${log}`);
    }),
  ]);
}

/** A generation worker process on the given database. */
export function startWorkerProcess(env: Record<string, string>): Promise<ChildServer> {
  return start(
    'src/server/worker-main.ts',
    env,
    (child) =>
      new Promise<void>((resolve) => {
        child.on('message', (m: { ready?: boolean }) => {
          if (m?.ready) resolve();
        });
      }),
  );
}

/** A whole server process (HTTP, in-process worker unless RUN_WORKER=false). */
export function startServerProcess(
  env: Record<string, string> & { PORT: string },
): Promise<ChildServer> {
  return start('src/server/main.ts', env, async () => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${env.PORT}/healthz`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('The server did not start within 60 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  });
}
