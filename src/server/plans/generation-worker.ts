/**
 * The generation worker of one process: `jobs` pg-boss workers on the queue, woken by
 * the LISTEN connection as soon as a job is enqueued anywhere, and fetching again right after
 * each job, so a burst drains without waiting for the polling interval.
 */
import { hostname } from 'node:os';
import type PgBoss from 'pg-boss';
import {
  PlanBusyError,
  runGenerationJob,
  type GenerationContext,
  type GenerationJobData,
} from './generation-job';
import { GENERATION_QUEUE, type JobSettings } from './generation-queue';
import type { PlanEventHub } from './plan-events';

const WORKER_NAME = `${hostname()}:${process.pid}`;

export interface GenerationWorker {
  stop: () => Promise<void>;
}

export async function startGenerationWorker(options: {
  boss: PgBoss;
  hub: PlanEventHub;
  context: GenerationContext;
  settings: JobSettings;
}): Promise<GenerationWorker> {
  const { boss, hub, context, settings } = options;
  const ids: string[] = [];
  const running = new Set<Promise<unknown>>();
  for (let i = 0; i < settings.jobs; i++) {
    const self = { id: '' };
    self.id = await boss.work<GenerationJobData>(
      GENERATION_QUEUE,
      {
        batchSize: 1,
        includeMetadata: true,
        pollingIntervalSeconds: settings.pollingIntervalSeconds,
      },
      async ([job]) => {
        if (!job) return;
        const run = runGenerationJob(context, job.data, {
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
        });
        running.add(run);
        try {
          const outcome = await run;
          // Kept as the job's output: which process ran it, for operators and tests.
          return { outcome, worker: WORKER_NAME };
        } catch (error) {
          if (!(error instanceof PlanBusyError)) {
            context.log(`generation job ${job.id} failed: ${(error as Error).message}`);
          }
          throw error;
        } finally {
          running.delete(run);
          // Look for the next job now rather than after the polling interval.
          boss.notifyWorker(self.id);
        }
      },
    );
    ids.push(self.id);
  }
  const off = hub.onJobsAvailable(() => {
    for (const id of ids) boss.notifyWorker(id);
  });
  return {
    /** Takes no new job and lets the running ones finish (at most 10 s). */
    stop: async () => {
      off();
      await boss.offWork(GENERATION_QUEUE);
      const limit = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
      await Promise.race([Promise.allSettled([...running]), limit]);
    },
  };
}
