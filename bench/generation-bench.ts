/**
 * `npm run bench:generation`: the generation service end to end, against a throw-away
 * embedded PostgreSQL and the real recipe library, with the server in its own process:
 *
 * - latency: time from the create request to `completed` (seen on the person's event
 *   stream) for a 7-day plan, one at a time and 20 created at once, p50 and p95;
 * - throughput: plans completed per second from the first request of each 20 to its last
 *   completion, with the worker in the server process, then with the server not generating
 *   and two worker processes;
 * - CPU: the Node processes' and PostgreSQL's CPU time a plan, and the plans a second that
 *   cost allows on an idle machine;
 * - delivery: plans lost (not completed) and plans whose generation job ran more than once.
 *
 * It ends with issue 33's targets, met or not: at most 110 ms of CPU a plan, at least 18
 * plans/s on an idle machine by that measure, p95 under 1 s, 0 lost.
 *
 * Environment: BENCH_PLANS (sequential plans, default 30), BENCH_BURST (default 20),
 * BENCH_BURSTS (bursts measured one after the other, latencies pooled, default 3),
 * BENCH_DAYS (default 7), BENCH_SERVINGS (default 4), BENCH_METHOD (classic or new),
 * BENCH_WARM_UP_ROUNDS (rounds of two plans before the one-at-a-time scenarios, default 100).
 */
import { readFileSync, rmSync } from 'node:fs';
import { postgresCpuMs, procTimes } from './proc-cpu';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { getReferenceCatalogue } from '../src/server/catalogue/catalogue-service';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import {
  startServerProcess,
  startWorkerProcess,
  type ChildServer,
} from '../src/server/plans/worker-process';
import { PROJECT_ROOT } from '../src/server/server';
import { freePort } from '../src/server/test-support/free-port';
import { signIn, type TestClient } from '../src/server/test-support/http-client';

const SEQUENTIAL = Number(process.env.BENCH_PLANS ?? 30);
const BURST = Number(process.env.BENCH_BURST ?? 20);
const BURSTS = Number(process.env.BENCH_BURSTS ?? 3);
const DAYS = process.env.BENCH_DAYS ?? '7';
const SERVINGS = process.env.BENCH_SERVINGS ?? '4';
const METHOD = process.env.BENCH_METHOD === 'new' ? 'new' : 'classic';

const FORM = {
  meals: ['Breakfast', 'Lunch', 'Dinner'],
  store: 'Walmart',
  budget: String(Number(DAYS) * Number(SERVINGS) * 3 * 6),
  budgetPreference: 'balanced',
  duration: DAYS,
  servingsPerMeal: SERVINGS,
  useNewGeneration: METHOD === 'new',
};

/** Node processes' own CPU, and PostgreSQL's: the postmaster, its ended and live backends. */
function cpuMs(nodePids: number[], postmasterPid: number): { node: number; postgres: number } {
  let node = 0;
  for (const pid of nodePids) node += procTimes(pid)?.self ?? 0;
  return { node, postgres: postgresCpuMs(postmasterPid) };
}

type Finished = { status: string; at: number };

/** A plan not finished this long after its create request counts as lost. */
const WAIT_LIMIT_MS = 60_000;

/** Reads the person's event stream and resolves each plan's promise when it finishes. */
class Completions {
  private waiting = new Map<string, (f: Finished) => void>();
  private done = new Map<string, Finished>();
  private controller = new AbortController();

  async open(client: TestClient): Promise<void> {
    const response = await client.request('/api/meal-plans/events', {
      headers: { accept: 'text/event-stream' },
      signal: this.controller.signal,
    });
    if (!response.body) throw new Error('no event stream');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const data = block
              .split('\n')
              .find((l) => l.startsWith('data: '))
              ?.slice(6);
            if (!data) continue;
            const status = JSON.parse(data) as { id: string; status: string };
            if (status.status === 'processing') continue;
            const finished = { status: status.status, at: performance.now() };
            this.done.set(status.id, finished);
            this.waiting.get(status.id)?.(finished);
          }
        }
      } catch {
        // closed
      }
    })();
  }

  /** The plan's end as its stream told it; 'lost' when nothing came within WAIT_LIMIT_MS. */
  wait(id: string): Promise<Finished> {
    const done = this.done.get(id);
    if (done) return Promise.resolve(done);
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => resolve({ status: 'lost', at: performance.now() }),
        WAIT_LIMIT_MS,
      );
      this.waiting.set(id, (finished) => {
        clearTimeout(timer);
        resolve(finished);
      });
    });
  }

  close() {
    this.controller.abort();
  }
}

async function proClient(baseUrl: string, databaseUrl: string, name: string) {
  const client = await signIn(baseUrl, { name, email: `${name.replace(/\W/g, '')}@bench.example` });
  const me = await client.json<{ user: { id: string } }>('/api/me');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `update user_subscriptions set subscription_status = 'active' where user_id = $1`,
    [me.body.user.id],
  );
  await db.end();
  const completions = new Completions();
  await completions.open(client);
  return { client, completions };
}

async function create(client: TestClient): Promise<{ id: string; sentAt: number }> {
  const sentAt = performance.now();
  const res = await client.json<{ plan: { id: string } }>('/api/meal-plans', {
    method: 'POST',
    body: FORM,
  });
  if (res.status !== 201)
    throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { id: res.body.plan.id, sentAt };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type Row = {
  scenario: string;
  plans: number;
  p50: number;
  p95: number;
  perSecond: number | null;
  /** Planner time (the optimise step) and everything else, p50 each. */
  plannerP50: number;
  overheadP50: number;
  /** CPU per plan, milliseconds: the Node processes (web, workers, planner threads) and PostgreSQL. */
  nodeCpu: number;
  postgresCpu: number;
  /** Plans not completed (the stream said otherwise or went quiet, or the row is not completed). */
  lost: number;
  /** Plans whose generation job ran more than once (a second job, or a retry). */
  repeated: number;
};

type Meter = () => { node: number; postgres: number };

/** How long each plan's planner step took, from the step timings the worker stored. */
async function plannerMs(databaseUrl: string, ids: string[]): Promise<Map<string, number>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ id: string; ms: number }>(
    `select id, coalesce(sum((s->>'durationMs')::int), 0)::int as ms
       from meal_plans, jsonb_array_elements(settings->'progress'->'steps') s
      where id = any($1::uuid[]) and s->>'step' in ('optimise-week', 'choose-dishes')
      group by id`,
    [ids],
  );
  await db.end();
  return new Map(rows.map((r) => [r.id, r.ms]));
}

/**
 * What the database says of the plans: lost counts those whose stream did not say completed or
 * whose row is not completed; repeated, those with more than one generation job or a retried one.
 */
async function deliveries(
  databaseUrl: string,
  plans: { id: string; status: string }[],
): Promise<{ lost: number; repeated: number }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ id: string; status: string; jobs: number; retries: number }>(
    `with jobs as (
       select data->>'planId' as plan, retry_count from pgboss.job
        where name = 'meal-plan-generation'
       union all
       select data->>'planId', retry_count from pgboss.archive
        where name = 'meal-plan-generation')
     select p.id, p.status, count(j.plan)::int as jobs, coalesce(sum(j.retry_count), 0)::int as retries
       from meal_plans p left join jobs j on j.plan = p.id::text
      where p.id = any($1::uuid[])
      group by p.id, p.status`,
    [plans.map((p) => p.id)],
  );
  await db.end();
  const byId = new Map(rows.map((r) => [r.id, r]));
  let lost = 0;
  let repeated = 0;
  for (const plan of plans) {
    const row = byId.get(plan.id);
    if (plan.status !== 'completed' || row?.status !== 'completed') lost++;
    if (row && (row.jobs > 1 || row.retries > 0)) repeated++;
  }
  return { lost, repeated };
}

async function split(databaseUrl: string, plans: { id: string; ms: number }[]) {
  const planner = await plannerMs(
    databaseUrl,
    plans.map((p) => p.id),
  );
  const plannerTimes = plans.map((p) => planner.get(p.id) ?? 0);
  const overheads = plans.map((p) => p.ms - (planner.get(p.id) ?? 0));
  return { plannerP50: percentile(plannerTimes, 50), overheadP50: percentile(overheads, 50) };
}

/**
 * Before measuring, every planner thread of the scenario runs about a hundred plans, as in a
 * server that has been up for a while (each thread compiles its own code). V8 keeps
 * recompiling the planner for its first hundred or so plans on a thread, as new object shapes
 * reach the search and it is deoptimized and optimized again: measured on one planner thread
 * (node+PostgreSQL CPU ms a plan, blocks of 20 plans), 170 for the first 20, 108-118 up to
 * plan 80, 98-107 to plan 120, then 90-103 (decision 0031). A few plans per thread measured
 * that warm-up rather than the service. Rounds of two plans at once reach both threads (the
 * in-process worker's two, or one in each worker process). What the warm-up itself cost is
 * printed too: a server's first plans after a start.
 */
const WARM_UP_ROUNDS = Number(process.env.BENCH_WARM_UP_ROUNDS ?? 100);
const warmUpCost: { scenario: string; plans: number; cpu: number }[] = [];
async function warmUp(
  client: TestClient,
  completions: Completions,
  rounds: number,
  atOnce: number,
  scenario: string,
  meter: Meter,
): Promise<void> {
  const before = meter();
  for (let round = 0; round < rounds; round++) {
    const plans = await Promise.all(Array.from({ length: atOnce }, () => create(client)));
    await Promise.all(plans.map((p) => completions.wait(p.id)));
  }
  const after = meter();
  const cpu = after.node - before.node + after.postgres - before.postgres;
  warmUpCost.push({ scenario, plans: atOnce * rounds, cpu: cpu / (atOnce * rounds) });
}

async function sequential(
  baseUrl: string,
  databaseUrl: string,
  label: string,
  meter: Meter,
): Promise<Row> {
  const { client, completions } = await proClient(baseUrl, databaseUrl, `Seq ${label}`);
  await warmUp(client, completions, WARM_UP_ROUNDS, 2, label, meter);
  const before = meter();
  const times: { id: string; ms: number; status: string }[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const { id, sentAt } = await create(client);
    const finished = await completions.wait(id);
    times.push({ id, ms: finished.at - sentAt, status: finished.status });
  }
  const after = meter();
  completions.close();
  return {
    scenario: `${label}: one at a time`,
    plans: SEQUENTIAL,
    p50: percentile(
      times.map((t) => t.ms),
      50,
    ),
    p95: percentile(
      times.map((t) => t.ms),
      95,
    ),
    perSecond: null,
    ...(await split(databaseUrl, times)),
    nodeCpu: (after.node - before.node) / SEQUENTIAL,
    postgresCpu: (after.postgres - before.postgres) / SEQUENTIAL,
    ...(await deliveries(databaseUrl, times)),
  };
}

async function burst(
  baseUrl: string,
  databaseUrl: string,
  label: string,
  meter: Meter,
): Promise<Row> {
  const { client, completions } = await proClient(baseUrl, databaseUrl, `Burst ${label}`);
  // One burst first, as a server up for a while has seen: a process's first burst takes paths
  // (20 creates at once, queued pool connections, a full queue) the plans one or two at a time
  // never took, and measured 15-25% more CPU a plan than the bursts after it (decision 0031).
  await warmUp(client, completions, 1, BURST, `${label}, a first burst`, meter);
  const before = meter();
  const times: { id: string; ms: number; status: string }[] = [];
  let busyMs = 0;
  // Several bursts, one after the other, their latencies pooled: the p95 of one burst of 20
  // is its second-slowest plan, a figure that moved by 100-200 ms between identical runs.
  for (let b = 0; b < BURSTS; b++) {
    const started = performance.now();
    const plans = await Promise.all(Array.from({ length: BURST }, () => create(client)));
    const finished = await Promise.all(plans.map((p) => completions.wait(p.id)));
    busyMs += Math.max(...finished.map((f) => f.at)) - started;
    plans.forEach((p, i) =>
      times.push({ id: p.id, ms: finished[i]!.at - p.sentAt, status: finished[i]!.status }),
    );
  }
  const after = meter();
  completions.close();
  return {
    scenario: `${label}: ${BURST} created at once, ${BURSTS} times`,
    plans: times.length,
    p50: percentile(
      times.map((t) => t.ms),
      50,
    ),
    p95: percentile(
      times.map((t) => t.ms),
      95,
    ),
    perSecond: times.length / (busyMs / 1000),
    ...(await split(databaseUrl, times)),
    nodeCpu: (after.node - before.node) / times.length,
    postgresCpu: (after.postgres - before.postgres) / times.length,
    ...(await deliveries(databaseUrl, times)),
  };
}

/** What the CPU cost allows when every core works for generation and nothing else runs. */
function idlePlansPerSecond(r: Row): number {
  return (os.availableParallelism() * 1000) / (r.nodeCpu + r.postgresCpu);
}

const TARGETS: { label: string; met: (r: Row) => boolean }[] = [
  {
    label: 'at most 110 ms of CPU a plan (Node + PostgreSQL)',
    met: (r) => r.nodeCpu + r.postgresCpu <= 110,
  },
  {
    label: 'at least 18 plans/s on an idle machine by that measure',
    met: (r) => idlePlansPerSecond(r) >= 18,
  },
  {
    label: `p95 from create to completed under 1000 ms (one at a time and ${BURST} at once)`,
    met: (r) => r.p95 < 1000,
  },
  {
    label: `at least 10 plans/s measured with ${BURST} at once (the product description)`,
    met: (r) => r.perSecond === null || r.perSecond >= 10,
  },
  { label: '0 lost and 0 run twice', met: (r) => r.lost === 0 && r.repeated === 0 },
];

async function main() {
  const dataDir = path.join(PROJECT_ROOT, '.test-data', `bench-generation-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const database = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const postmasterPid = Number(
    readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const meterOf =
    (processes: ChildServer[]): Meter =>
    () =>
      cpuMs(
        processes.map((p) => p.child.pid!),
        postmasterPid,
      );
  const children: ChildServer[] = [];
  const rows: Row[] = [];
  const env = {
    DATABASE_URL: database.url,
    LOG_LEVEL: 'error',
    NODE_ENV: 'development',
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
    RATE_LIMIT_GENERATION_PER_MINUTE: '100000',
  };
  try {
    // The in-process worker (the default).
    const port = await freePort();
    const server = await startServerProcess({
      ...env,
      PORT: String(port),
      APP_ORIGIN: `http://localhost:${port}`,
    });
    children.push(server);
    const url = `http://localhost:${port}`;
    const meter = meterOf([server]);
    rows.push(await sequential(url, database.url, 'worker in the server process', meter));
    rows.push(await burst(url, database.url, 'worker in the server process', meter));
    await server.stop();
    children.pop();

    // The server does not generate; two worker processes do.
    const port2 = await freePort();
    const web = await startServerProcess({
      ...env,
      PORT: String(port2),
      APP_ORIGIN: `http://localhost:${port2}`,
      RUN_WORKER: 'false',
    });
    children.push(web);
    // Two processes on one machine share its cores: each runs half the jobs at once.
    const workerEnv = {
      ...env,
      GENERATION_CONCURRENCY:
        process.env.GENERATION_CONCURRENCY ??
        String(Math.max(1, Math.floor(os.availableParallelism() / 2))),
    };
    children.push(await startWorkerProcess(workerEnv), await startWorkerProcess(workerEnv));
    const url2 = `http://localhost:${port2}`;
    const meter2 = meterOf([...children]);
    rows.push(await sequential(url2, database.url, 'two worker processes', meter2));
    rows.push(await burst(url2, database.url, 'two worker processes', meter2));
  } finally {
    for (const child of children) await child.stop().catch(() => {});
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const recipes = getReferenceCatalogue().recipes.length;
  console.log(
    `\nGeneration benchmark: embedded PostgreSQL, ${recipes} recipes, ${DAYS}-day plans, ` +
      `3 meals, ${SERVINGS} servings, ${METHOD} method; ${os.cpus().length} cores ` +
      `(${os.cpus()[0]?.model.trim()}), Node ${process.version}\n`,
  );
  const header = [
    'scenario',
    'plans',
    'p50 ms',
    'p95 ms',
    'plans/s',
    'planner p50',
    'rest p50',
    'CPU ms/plan node+pg',
    'idle-machine plans/s',
    'lost',
    'run twice',
  ];
  const table = rows.map((r) => [
    r.scenario,
    String(r.plans),
    r.p50.toFixed(0),
    r.p95.toFixed(0),
    r.perSecond === null ? '' : r.perSecond.toFixed(1),
    r.plannerP50.toFixed(0),
    r.overheadP50.toFixed(0),
    `${r.nodeCpu.toFixed(0)}+${r.postgresCpu.toFixed(0)}`,
    idlePlansPerSecond(r).toFixed(1),
    String(r.lost),
    String(r.repeated),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const r of table) console.log(line(r));
  console.log(
    '\nplanner p50: the planner step (optimise the week, and choose dishes for the new method);' +
      ' rest p50: everything else from the request to the completed event (HTTP, queue, database,' +
      ' pricing, events), including waiting for a free worker in a burst.',
  );
  console.log(
    'CPU ms/plan: CPU time of the Node processes (web server, workers, planner threads) and of ' +
      'PostgreSQL per plan, measured from /proc; idle-machine plans/s: cores x 1000 / that, the ' +
      'throughput the CPU cost allows when nothing else runs on the machine.',
  );
  console.log(
    'lost: plans not completed within a minute or not completed in the database; run twice: plans' +
      ' whose generation job ran more than once (a second job or a retry), from the job tables of pg-boss.',
  );
  console.log('\nTargets (issue 33), every scenario:');
  for (const target of TARGETS) {
    const missed = rows.filter((r) => !target.met(r)).map((r) => r.scenario);
    console.log(
      `  ${target.label}: ${missed.length === 0 ? 'met' : `NOT met by ${missed.join('; ')}`}`,
    );
  }
  console.log('Warm-up before measuring, CPU ms a plan node+pg:');
  for (const w of warmUpCost) {
    console.log(`  ${w.scenario}: ${w.plans} plans, ${w.cpu.toFixed(0)}`);
  }
  const [load1, load5] = os.loadavg();
  console.log(
    `Load average during the run: ${load1!.toFixed(1)} (1 min), ${load5!.toFixed(1)} (5 min).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
