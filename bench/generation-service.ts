/**
 * `npx tsx bench/generation-service.ts`: the CPU of the generation service AROUND the planner
 * (issue 33: "the service around the planner under 20 ms"), without the planner's own cost
 * and its noise. One process runs generation jobs (`runGenerationJob`, as the worker does)
 * for 7-day plans for 4 against a throw-away embedded PostgreSQL; the planner is replaced by
 * one plan the real planner made, handed over the way a planner thread hands it (V8's
 * serializer, as `postMessage` does). Prints this process's CPU per job (loading the inputs,
 * progress writes, pricing, the final check, writing the result and its event) and
 * PostgreSQL's. Environment: N (jobs, default 150).
 */
import { readFileSync, rmSync } from 'node:fs';
import { postgresCpuMs } from './proc-cpu';
import { loadavg } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { getReferenceCatalogue } from '../src/server/catalogue/catalogue-service';
import { createDatabase, runMigrations } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { mealPlans, users } from '../src/server/db/schema';
import { runGenerationJob, type GenerationContext } from '../src/server/plans/generation-job';
import { queuedProgress } from '../src/server/plans/plan-progress';
import { inlineRunner } from '../src/server/plans/planner-runner';
import { onceCatalogue } from '../src/server/plans/catalogue-source';
import { PROJECT_ROOT } from '../src/server/server';
import { createStorePricing } from '../src/server/stores/store-registry';
import { freePort } from '../src/server/test-support/free-port';

const N = Number(process.env.N ?? 150);
const WARM = 10;

const nodeCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const dataDir = path.join(PROJECT_ROOT, '.test-data', `bench-service-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dataDir, port: await freePort() });
const master = Number(
  readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
);
const db = createDatabase(database.url);
try {
  await runMigrations(db);
  // Jobs spread over people as in bench:generation (about 30 plans each): a person's recent
  // plans are read for every new one, so one person with every plan would cost more per job.
  const people = Array.from({ length: Math.ceil((WARM + N) / 32) }, (_, i) => `service-${i}`);
  await db
    .insert(users)
    .values(people.map((id) => ({ id, name: 'Service', email: `${id}@bench.example` })));
  const real = inlineRunner(onceCatalogue(() => getReferenceCatalogue()));
  const settings = {
    meals: ['breakfast', 'lunch', 'dinner'],
    store: 'walmart',
    budget: '504',
    budgetPreference: 'balanced',
    duration: 7,
    servingsPerMeal: 4,
    preferences: {},
    dietaryRestrictions: [],
    allergies: [],
    attempt: 0,
  };
  let handedOver: Buffer | null = null;
  const ctx: GenerationContext = {
    pool: db.$client,
    db,
    planner: {
      ...real,
      // The first job plans for real; every later one receives that plan as from a thread.
      generate: async (input, seed, prices) => {
        if (!handedOver) handedOver = v8.serialize(await real.generate(input, seed, prices));
        return v8.deserialize(handedOver);
      },
    },
    pricing: createStorePricing(),
    llm: null,
    llmTimeoutMs: 1000,
    log: () => {},
  };
  const ids: string[] = [];
  for (let i = 0; i < WARM + N; i++) {
    const startedAt = new Date();
    const [row] = await db
      .insert(mealPlans)
      .values({
        userId: people[i % people.length]!,
        budgetCents: 50_400,
        duration: 7,
        servingsPerMeal: 4,
        generationMethod: 'classic',
        startedAt,
        settings: { ...settings, progress: queuedProgress('classic', startedAt) },
      })
      .returning({ id: mealPlans.id });
    ids.push(row!.id);
  }
  const job = async (planId: string) => {
    const outcome = await runGenerationJob(
      ctx,
      { planId, attempt: 0 },
      { retryCount: 0, retryLimit: 3 },
    );
    if (outcome !== 'completed') throw new Error(`job ${planId}: ${outcome}`);
  };
  for (const id of ids.slice(0, WARM)) await job(id);
  const node0 = nodeCpuMs();
  const pg0 = postgresCpuMs(master);
  const t0 = performance.now();
  for (const id of ids.slice(WARM)) await job(id);
  const wall = (performance.now() - t0) / N;
  const node = (nodeCpuMs() - node0) / N;
  const postgres = (postgresCpuMs(master) - pg0) / N;
  console.log(
    `generation service per 7-day plan for 4 (${N} jobs, planner's own work left out): ` +
      `Node ${node.toFixed(2)} ms CPU, PostgreSQL ${postgres.toFixed(2)} ms CPU, ` +
      `${wall.toFixed(1)} ms wall; load ${loadavg()[0]!.toFixed(1)}`,
  );
} finally {
  await db.$client.end();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
