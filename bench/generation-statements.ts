/**
 * `npx tsx bench/generation-statements.ts`: where PostgreSQL's time goes per generated plan.
 * A throw-away embedded PostgreSQL with pg_stat_statements, the server in its own process, one
 * person creating 7-day plans for 4 one after the other; prints each statement's executions
 * and execution time per plan, most expensive first (issue 33: the database's share of a
 * plan's CPU, separated from the planner's).
 *
 * Environment: BENCH_PLANS (default 20), BENCH_TOP (statements listed, default 15), BENCH_WORKER=1 (generate in a separate worker
 * process, as `npm run worker` does), CPU_PROF_DIR (V8 CPU profiles of the processes).
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import {
  startServerProcess,
  startWorkerProcess,
  type ChildServer,
} from '../src/server/plans/worker-process';
import { PROJECT_ROOT } from '../src/server/server';
import { freePort } from '../src/server/test-support/free-port';
import { signIn } from '../src/server/test-support/http-client';

const PLANS = Number(process.env.BENCH_PLANS ?? 20);
const FORM = {
  meals: ['Breakfast', 'Lunch', 'Dinner'],
  store: 'Walmart',
  budget: String(7 * 4 * 3 * 6),
  budgetPreference: 'balanced',
  duration: '7',
  servingsPerMeal: '4',
  useNewGeneration: false,
};

async function main() {
  const dataDir = path.join(PROJECT_ROOT, '.test-data', `bench-statements-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  // pg_stat_statements must be loaded at start: set it, then start PostgreSQL again.
  const first = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const setup = new pg.Client({ connectionString: first.url });
  await setup.connect();
  await setup.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
  await setup.end();
  await first.stop();
  const database = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  const children: ChildServer[] = [];
  try {
    await admin.query('create extension if not exists pg_stat_statements');
    const port = await freePort();
    const env = {
      DATABASE_URL: database.url,
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
      RATE_LIMIT_GENERATION_PER_MINUTE: '100000',
    };
    const separateWorker = process.env.BENCH_WORKER === '1';
    children.push(
      await startServerProcess({
        ...env,
        PORT: String(port),
        APP_ORIGIN: `http://localhost:${port}`,
        ...(separateWorker ? { RUN_WORKER: 'false' } : {}),
      }),
    );
    if (separateWorker) children.push(await startWorkerProcess(env));

    const client = await signIn(`http://localhost:${port}`, {
      name: 'Statements Sam',
      email: 'statements.sam@example.com',
    });
    const me = await client.json<{ user: { id: string } }>('/api/me');
    await admin.query(
      `update user_subscriptions set subscription_status = 'active' where user_id = $1`,
      [me.body.user.id],
    );
    const onePlan = async () => {
      const created = await client.json<{ plan: { id: string } }>('/api/meal-plans', {
        method: 'POST',
        body: FORM,
      });
      if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created.body)}`);
      for (;;) {
        const { rows } = await admin.query<{ status: string }>(
          'select status from meal_plans where id = $1',
          [created.body.plan.id],
        );
        if (rows[0]?.status === 'error') throw new Error('a plan failed');
        if (rows[0]?.status === 'completed') return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    for (let i = 0; i < 3; i++) await onePlan(); // warm-up
    await admin.query('select pg_stat_statements_reset()');
    const started = performance.now();
    for (let i = 0; i < PLANS; i++) await onePlan();
    const wall = performance.now() - started;
    const { rows } = await admin.query<{ calls: string; total: number; query: string }>(
      `select calls, total_exec_time as total, regexp_replace(query, '\\s+', ' ', 'g') as query
         from pg_stat_statements
        where query not like '%pg_stat_statements%'
          and query not like 'select status from meal_plans where id = $1'
        order by total_exec_time desc`,
    );
    const perPlan = rows.reduce((sum, r) => sum + r.total, 0) / PLANS;
    console.log(
      `\n${PLANS} 7-day plans for 4, one at a time (${(wall / PLANS).toFixed(0)} ms each), ` +
        `worker ${separateWorker ? 'in its own process' : 'in the server process'}`,
    );
    const statements = rows.reduce((sum, r) => sum + Number(r.calls), 0) / PLANS;
    console.log(`PostgreSQL statement execution time per plan: ${perPlan.toFixed(2)} ms`);
    console.log(`Statements per plan: ${statements.toFixed(1)}\n`);
    console.log('| executions per plan | ms per plan | statement |');
    console.log('| ---: | ---: | --- |');
    for (const r of rows.slice(0, Number(process.env.BENCH_TOP ?? 15))) {
      console.log(
        `| ${(Number(r.calls) / PLANS).toFixed(1)} | ${(r.total / PLANS).toFixed(2)} | ` +
          `${r.query.slice(0, 110).replaceAll('|', '\\|')} |`,
      );
    }
    // What each plan writes: the stored plan (as text, and as stored: jsonb, compressed) and
    // its prompt records.
    const sizes = await admin.query<{ plan_text: number; plan_stored: number; prompts: number }>(
      `select (select avg(octet_length(generated_plan::text))::int from meal_plans
                where status = 'completed') as plan_text,
              (select avg(pg_column_size(generated_plan))::int from meal_plans
                where status = 'completed') as plan_stored,
              (select (sum(pg_column_size(prompt) + pg_column_size(response))
                       / nullif(count(distinct meal_plan_id), 0))::int from ai_prompts) as prompts`,
    );
    const size = sizes.rows[0]!;
    console.log(
      `\nWritten per plan: generated_plan ${size.plan_text} bytes as text, ${size.plan_stored} ` +
        `stored; ai_prompts ${size.prompts} bytes stored`,
    );
    console.log(`Load average: ${loadavg()[0]!.toFixed(1)}`);
  } finally {
    for (const child of children) await child.stop().catch(() => {});
    await admin.end().catch(() => {});
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
