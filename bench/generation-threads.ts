/**
 * `npx tsx bench/generation-threads.ts`: where a generated plan's Node CPU goes, per thread of
 * the server process (main thread, planner threads, V8's helper threads), from
 * /proc/<pid>/task, and PostgreSQL's CPU, over N sequential 7-day plans for 4 as in
 * bench:generation's first row (decision 0026). Completion is read from the plan events'
 * NOTIFY channel, so the measuring adds no queries. Environment: N (default 30), WARM (rounds
 * of two plans at once before measuring, default 100).
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { postgresCpuMs } from './proc-cpu';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { startServerProcess } from '../src/server/plans/worker-process';
import { PROJECT_ROOT } from '../src/server/server';
import { freePort } from '../src/server/test-support/free-port';
import { signIn } from '../src/server/test-support/http-client';

const N = Number(process.env.N ?? 30);
const WARM_ROUNDS = Number(process.env.WARM ?? 100);
const FORM = {
  meals: ['Breakfast', 'Lunch', 'Dinner'],
  store: 'Walmart',
  budget: '504',
  budgetPreference: 'balanced',
  duration: '7',
  servingsPerMeal: '4',
  useNewGeneration: false,
};
function threads(pid: number) {
  const out = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // The main thread's id is the process id; the others are planner and V8 helper threads.
      const label = tid === String(pid) ? 'main thread' : `${name} thread ${tid}`;
      out.set(label, (Number(f[11]) + Number(f[12])) * 10);
    } catch {
      // The thread ended between listing and reading.
    }
  }
  return out;
}
const dataDir = path.join(PROJECT_ROOT, '.test-data', `bench-threads-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dataDir, port: await freePort() });
const master = Number(
  readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
);
const port = await freePort();
const server = await startServerProcess({
  DATABASE_URL: database.url,
  LOG_LEVEL: 'error',
  NODE_ENV: 'development',
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
  RATE_LIMIT_GENERATION_PER_MINUTE: '100000',
  PORT: String(port),
  APP_ORIGIN: `http://localhost:${port}`,
});
try {
  const base = `http://localhost:${port}`;
  const client = await signIn(base, { name: 'T', email: 't@bench.example' });
  const me = await client.json<{ user: { id: string } }>('/api/me');
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  await db.query(
    `update user_subscriptions set subscription_status = 'active' where user_id = $1`,
    [me.body.user.id],
  );
  const done = new Map<string, string>();
  const waiters = new Map<string, (s: string) => void>();
  db.on('notification', (n) => {
    const e = JSON.parse(n.payload!) as { status?: { id: string; status: string } };
    if (!e.status || e.status.status === 'processing') return;
    done.set(e.status.id, e.status.status);
    waiters.get(e.status.id)?.(e.status.status);
  });
  await db.query('LISTEN pantrypilot_meal_plan_events');
  const waitDone = (id: string) =>
    done.has(id) ? Promise.resolve(done.get(id)!) : new Promise<string>((r) => waiters.set(id, r));
  const one = async () => {
    const res = await client.json<{ plan: { id: string } }>('/api/meal-plans', {
      method: 'POST',
      body: FORM,
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    const s = await waitDone(res.body.plan.id);
    if (s !== 'completed') throw new Error(s);
  };
  // Warm-up, as bench:generation's: rounds of two plans at once reach both planner threads,
  // and V8 keeps recompiling the planner for about its first hundred plans (decision 0031).
  for (let i = 0; i < WARM_ROUNDS; i++) await Promise.all([one(), one()]);
  const pid = server.child.pid!;
  const before = threads(pid);
  const pg0 = postgresCpuMs(master);
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await one();
  const after = threads(pid);
  const pg1 = postgresCpuMs(master);
  const rows = [...after]
    .map(([k, v]) => [k, (v - (before.get(k) ?? 0)) / N] as const)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1]);
  let total = 0;
  for (const [k, v] of rows) {
    total += v;
    console.log(k.padEnd(28), v.toFixed(1), 'ms/plan');
  }
  console.log(
    'node total',
    total.toFixed(1),
    'pg',
    ((pg1 - pg0) / N).toFixed(1),
    'wall/plan',
    ((performance.now() - t0) / N).toFixed(0),
    'load',
    os.loadavg()[0]!.toFixed(1),
  );
  await db.end();
} finally {
  await server.stop();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
