/**
 * `npm run bench:api`: latency and throughput of plan reads (GET /api/meal-plans and
 * GET /api/meal-plans/:id) with autocannon at 100 concurrent connections, against the real
 * server in its own process on a throw-away embedded PostgreSQL. Goals (issue 33): at most 1 ms
 * of server CPU per read, at least 1,000 requests/s, p99 under 150 ms, no errors.
 *
 * Environment: BENCH_SECONDS (per endpoint, default 10), BENCH_CONNECTIONS (default 100),
 * BENCH_PLANS (completed 7-day plans the person has, default 10).
 */
import { readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { startServerProcess, type ChildServer } from '../src/server/plans/worker-process';
import { PROJECT_ROOT } from '../src/server/server';
import { freePort } from '../src/server/test-support/free-port';
import { signIn } from '../src/server/test-support/http-client';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PLANS = Number(process.env.BENCH_PLANS ?? 10);

/**
 * CPU seconds the server process has used (user + system, from /proc): divided by the requests
 * served, it gives a per-request cost that, unlike latency, hardly depends on what else the
 * machine is doing.
 */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // Fields 14 and 15 of stat (utime, stime), counted from the state field (3) here.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

type Result = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
};

async function main() {
  const dataDir = path.join(PROJECT_ROOT, '.test-data', `bench-api-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const database = await startEmbeddedPostgres({ dataDir });
  let server: ChildServer | undefined;
  try {
    const port = String(await freePort());
    server = await startServerProcess({
      PORT: port,
      DATABASE_URL: database.url,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
      RATE_LIMIT_GENERATION_PER_MINUTE: '100000',
    });
    const base = `http://localhost:${port}`;
    const client = await signIn(base, { name: 'Bench Ben', email: 'bench.ben@example.com' });
    const me = await client.json<{ user: { id: string } }>('/api/me');
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(
      `insert into user_subscriptions (user_id, subscription_status) values ($1, 'active')
       on conflict (user_id) do update set subscription_status = 'active'`,
      [me.body.user.id],
    );
    await admin.end();

    const ids: string[] = [];
    for (let i = 0; i < PLANS; i++) {
      const created = await client.json<{ plan: { id: string } }>('/api/meal-plans', {
        method: 'POST',
        body: {
          meals: ['Breakfast', 'Lunch', 'Dinner'],
          store: 'Walmart',
          budget: '250',
          duration: '7',
          servingsPerMeal: '4',
        },
      });
      if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created)}`);
      ids.push(created.body.plan.id);
    }
    for (const id of ids) {
      for (let i = 0; ; i++) {
        const s = await client.json<{ status: string }>(`/api/meal-plans/${id}/status`);
        if (s.body.status === 'completed') break;
        if (s.body.status === 'error' || i > 600) throw new Error(`plan ${id}: ${s.body.status}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }

    const rows: Array<[string, Result, number]> = [];
    for (const [label, url] of [
      ['GET /api/meal-plans', `${base}/api/meal-plans`],
      ['GET /api/meal-plans/:id', `${base}/api/meal-plans/${ids[0]}`],
    ] as const) {
      // A fresh signed session copy (SESSION_COOKIE_CACHE_SECONDS, 60 s), as a browser holds:
      // /api/me always asks the database and sets one. autocannon sends fixed cookies and
      // cannot take the renewed copy a read sets, so a copy older than the run would expire
      // in the middle of it and every read after that would be a session query.
      await client.json('/api/me');
      const headers = { cookie: client.cookieHeader() };
      // A short warm-up so the first figures are not the JIT's.
      await autocannon({ url, connections: 10, duration: 2, headers });
      const cpuBefore = cpuSecondsOf(server.child.pid!);
      const result = (await autocannon({
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
      })) as Result;
      const cpuMs = ((cpuSecondsOf(server.child.pid!) - cpuBefore) * 1000) / result.requests.total;
      rows.push([label, result, cpuMs]);
    }

    console.log(
      `\nPlan reads, ${CONNECTIONS} connections, ${SECONDS} s each, ${PLANS} completed 7-day plans\n`,
    );
    console.log(
      '| endpoint | requests/s | p50 ms | p99 ms | mean ms | server CPU ms/request | non-2xx | errors |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const [label, r, cpuMs] of rows) {
      console.log(
        `| ${label} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ` +
          `${r.latency.average.toFixed(1)} | ${cpuMs.toFixed(2)} | ${r.non2xx} | ${r.errors} |`,
      );
    }
    console.log(
      `Load average while measuring: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
    );
    // Issue 33's goals for each read: at most 1 ms of server CPU, at least 1,000 requests/s,
    // p99 under 150 ms, no errors.
    const worst = Math.max(...rows.map(([, r]) => r.latency.p99));
    const slowest = Math.min(...rows.map(([, r]) => r.requests.average));
    const costliest = Math.max(...rows.map(([, , cpuMs]) => cpuMs));
    const failed = rows.reduce((n, [, r]) => n + r.non2xx + r.errors, 0);
    const verdict = (ok: boolean) => (ok ? 'met' : 'not met');
    console.log(
      `\nGoals: server CPU <= 1 ms/request ${verdict(costliest <= 1)} (worst ${costliest.toFixed(2)}); ` +
        `>= 1,000 requests/s ${verdict(slowest >= 1000)} (lowest ${Math.round(slowest)}); ` +
        `p99 < 150 ms ${verdict(worst < 150)} (worst ${worst} ms); ` +
        `0 errors ${verdict(failed === 0)} (${failed})`,
    );
  } finally {
    await server?.stop();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
