/**
 * The generation queue on pg-boss 10, in the product's own PostgreSQL. Jobs are enqueued in
 * the same transaction as the plan they generate (send with `db: { executeSql }` on that
 * transaction's connection), so a plan exists exactly when its job does; the same
 * transaction NOTIFYs the workers of every process, which then fetch at once.
 */
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Config } from '../config';
import type { GenerationJobData } from './generation-job';
import {
  encodePlanEvent,
  PLAN_EVENTS_CHANNEL,
  PLAN_JOBS_CHANNEL,
  type PlanEvent,
} from './plan-events';

export const GENERATION_QUEUE = 'meal-plan-generation';
/** Re-deliveries after a crash or an unexpected error; the last one marks the plan as error. */
export const GENERATION_RETRY_LIMIT = 3;
export const GENERATION_RETRY_DELAY_SECONDS = 1;

export type JobSettings = {
  expireInSeconds: number;
  maintenanceIntervalSeconds: number;
  pollingIntervalSeconds: number;
  /** Plans planned at once (GENERATION_CONCURRENCY): the planner threads' default count. */
  concurrency: number;
  /**
   * Jobs taken at once: one more than are planned, so that the next job's database work (its
   * row, the person's inputs) and the last one's (the plan saved, the job completed) overlap
   * the others' planning, and a planner thread does not wait for the database between two
   * plans. With 20 plans at once, five bursts each: median p95 1,107 ms against 1,236, and
   * 18.0 plans/s against 15.5 (decision 0031).
   */
  jobs: number;
};

export function jobSettings(config: Config): JobSettings {
  const llm = Boolean(config.AI_BASE_URL && config.AI_MODEL);
  const needed = llm ? Math.ceil(2 * config.AI_TIMEOUT_SECONDS) + 15 : 15;
  return {
    // Never shorter than a healthy job can take: the LLM step may use two full time-outs.
    expireInSeconds: Math.max(config.GENERATION_JOB_EXPIRE_SECONDS ?? needed, llm ? needed : 1),
    maintenanceIntervalSeconds: config.GENERATION_MAINTENANCE_SECONDS,
    pollingIntervalSeconds: config.GENERATION_POLL_SECONDS,
    concurrency: config.GENERATION_CONCURRENCY,
    jobs: config.GENERATION_CONCURRENCY + 1,
  };
}

export async function startQueue(
  pool: pg.Pool,
  settings: JobSettings,
  log: (message: string) => void,
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schedule: false,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
  });
  boss.on('error', (error) => log(`generation queue: ${error.message}`));
  await boss.start();
  await boss.createQueue(GENERATION_QUEUE, {
    name: GENERATION_QUEUE,
    policy: 'standard',
    retryLimit: GENERATION_RETRY_LIMIT,
    retryDelay: GENERATION_RETRY_DELAY_SECONDS,
    expireInSeconds: settings.expireInSeconds,
  });
  return boss;
}

/**
 * Enqueues inside the caller's transaction, and tells the workers and the person's event
 * streams (`event`: the plan's new status) in one statement; the NOTIFYs are delivered, in
 * that order, when the transaction commits.
 */
export async function enqueueGeneration(
  boss: PgBoss,
  client: pg.PoolClient,
  data: GenerationJobData,
  settings: JobSettings,
  event: PlanEvent,
): Promise<string | null> {
  const id = await boss.send(GENERATION_QUEUE, data, {
    db: { executeSql: (text, values) => client.query(text, values) },
    retryLimit: GENERATION_RETRY_LIMIT,
    retryDelay: GENERATION_RETRY_DELAY_SECONDS,
    expireInSeconds: settings.expireInSeconds,
  });
  await client.query(
    `select pg_notify('${PLAN_JOBS_CHANNEL}', ''), pg_notify('${PLAN_EVENTS_CHANNEL}', $1)`,
    [encodePlanEvent(event)],
  );
  return id;
}
