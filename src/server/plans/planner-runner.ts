/**
 * Where the generation worker runs the planner: in a pool of threads (the default), each
 * with its own catalogue built once, so planning uses every core and never blocks the
 * event loop of the process (in the web server, that loop also serves the API and the
 * event streams); or inline, on the caller's thread (GENERATION_PLANNER_THREADS=0, and
 * tests that hand the worker a catalogue object).
 */
import { pricedCatalogue, US_AVERAGE, type PriceContext } from '../../planner/priced-catalogue';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { generatePlan } from '../../planner/generate-plan';
import type { PlanInput } from '../../planner/plan-input';
import { PlanInfeasibleError } from '../../planner/plan-model';
import type { GeneratedPlan } from '../../shared/generated-plan';
import { getReferenceCatalogue } from '../catalogue/catalogue-service';
import { onceCatalogue, type CatalogueSource } from './catalogue-source';
import { rankCandidates, type RankedCandidates } from './dish-candidates';

export interface PlannerRunner {
  /** Resolves when the planner can answer at once (catalogue built, threads started). */
  ready(): Promise<void>;
  /** prices: the person's region and own prices (priced-catalogue.ts); U.S. averages if left out. */
  generate(input: PlanInput, seed: number, prices?: PriceContext): Promise<GeneratedPlan>;
  rank(input: PlanInput, seed: number, prices?: PriceContext): Promise<RankedCandidates>;
  close(): Promise<void>;
}

export type PlannerRequest =
  | { id: number; op: 'generate'; input: PlanInput; seed: number; prices?: PriceContext }
  | { id: number; op: 'rank'; input: PlanInput; seed: number; prices?: PriceContext };

export type PlannerResponse =
  | { id: number; ok: true; result: unknown }
  | {
      id: number;
      ok: false;
      error: { name: string; message: string; code?: string; cheapestTotalCents?: number };
    };

export function inlineRunner(catalogue: CatalogueSource): PlannerRunner {
  return {
    ready: async () => {
      await catalogue();
    },
    generate: async (input, seed, prices = US_AVERAGE) =>
      generatePlan(input, pricedCatalogue(await catalogue(), prices), seed),
    rank: async (input, seed, prices = US_AVERAGE) =>
      rankCandidates(pricedCatalogue(await catalogue(), prices), input, seed),
    close: async () => {},
  };
}

function revive(error: Extract<PlannerResponse, { ok: false }>['error']): Error {
  if (error.name === 'PlanInfeasibleError') {
    return new PlanInfeasibleError(
      error.message,
      (error.code as 'no-recipes' | 'budget-too-low') ?? 'no-recipes',
      error.cheapestTotalCents,
    );
  }
  const revived = new Error(error.message);
  revived.name = error.name;
  return revived;
}

type Task = {
  request: PlannerRequest;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};

/** tsx's ESM API (its `import` export), which registers the TypeScript loader. */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return pathToFileURL(path.join(path.dirname(manifest), pkg.exports['./esm/api']!.import.default))
    .href;
}

/** TypeScript threads: tsx registers its loader inside the thread, then imports the entry. */
function startThread(dataDir: string): Worker {
  const tsxApi = tsxEsmApi();
  const entry = new URL('./planner-thread.ts', import.meta.url).href;
  const code =
    `import(${JSON.stringify(tsxApi)})` +
    `.then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(code, { eval: true, workerData: { dataDir } });
}

export function threadPoolRunner(options: {
  dataDir: string;
  threads: number;
  log: (message: string) => void;
}): PlannerRunner {
  type Slot = { worker: Worker; ready: boolean; task: Task | null };
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;
  let earlyFailures = 0;
  /** Threads that cannot start (e.g. no tsx): plan inline rather than not at all. */
  let fallback: PlannerRunner | null = null;
  let markReady!: () => void;
  const allReady = new Promise<void>((resolve) => (markReady = resolve));

  const useFallback = (why: string) => {
    options.log(`planner threads unavailable (${why}); planning on the main thread`);
    fallback = inlineRunner(onceCatalogue(() => getReferenceCatalogue(options.dataDir)));
    fallback.ready().then(markReady, markReady);
    for (const task of queue.splice(0)) {
      const { op, input, seed, prices } = task.request;
      (op === 'generate'
        ? fallback.generate(input, seed, prices)
        : fallback.rank(input, seed, prices)
      ).then(task.resolve, task.reject);
    }
  };

  const dispatch = () => {
    for (const slot of slots) {
      if (!slot.ready || slot.task) continue;
      const task = queue.shift();
      if (!task) return;
      slot.task = task;
      slot.worker.postMessage(task.request);
    }
  };

  const spawn = (): Slot => {
    const slot: Slot = { worker: startThread(options.dataDir), ready: false, task: null };
    slot.worker.on('message', (message: PlannerResponse | { ready: true }) => {
      if ('ready' in message) {
        slot.ready = true;
        earlyFailures = 0;
        if (slots.every((s) => s.ready)) markReady();
        dispatch();
        return;
      }
      const task = slot.task;
      slot.task = null;
      if (task && task.request.id === message.id) {
        if (message.ok) task.resolve(message.result);
        else task.reject(revive(message.error));
      }
      dispatch();
    });
    const replace = (error: Error) => {
      const task = slot.task;
      slot.task = null;
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      if (task) task.reject(error);
      if (closed || fallback) return;
      if (!slot.ready && ++earlyFailures >= 3) {
        useFallback(error.message);
        return;
      }
      options.log(`planner thread stopped (${error.message}); starting another`);
      slots.push(spawn());
    };
    slot.worker.on('error', replace);
    slot.worker.on('exit', (code) => {
      if (slots.includes(slot)) replace(new Error(`planner thread exited with code ${code}`));
    });
    return slot;
  };

  for (let i = 0; i < options.threads; i++) slots.push(spawn());

  const run = (op: PlannerRequest['op'], input: PlanInput, seed: number, prices?: PriceContext) =>
    new Promise<unknown>((resolve, reject) => {
      if (fallback) {
        (op === 'generate'
          ? fallback.generate(input, seed, prices)
          : fallback.rank(input, seed, prices)
        ).then(resolve, reject);
        return;
      }
      if (closed) {
        reject(new Error('The planner pool is closed'));
        return;
      }
      queue.push({ request: { id: nextId++, op, input, seed, prices }, resolve, reject });
      dispatch();
    });

  return {
    ready: () => allReady,
    generate: (input, seed, prices) =>
      run('generate', input, seed, prices) as Promise<GeneratedPlan>,
    rank: (input, seed, prices) => run('rank', input, seed, prices) as Promise<RankedCandidates>,
    close: async () => {
      closed = true;
      markReady();
      for (const task of queue.splice(0)) task.reject(new Error('The planner pool is closed'));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
