/**
 * The plans capability of one process: the queue, the event hub (one LISTEN connection),
 * the worker (unless RUN_WORKER=false), the time-out sweeper, and the API routes. The web
 * server mounts it through capabilities.ts; `npm run worker` starts it without routes.
 */
import { availableParallelism } from 'node:os';
import type { Config } from '../config';
import { createDatabase, type Database } from '../db/client';
import { createLanguageModel, describeLanguageModel } from '../ai/language-model';
import {
  createDevelopmentStore,
  createStorePricing,
  createStoreProviders,
  foodsOf,
} from '../stores/store-registry';
import type { AppDeps } from '../app';
import type { Auth } from '../auth/auth';
import { referenceCatalogueSource, type CatalogueSource } from './catalogue-source';
import { devStoreRoutes } from '../stores/dev-store/dev-store-routes';
import { storeRoutes } from '../stores/store-routes';
import { cartLinkFor } from './cart-link';
import { startQueue, jobSettings } from './generation-queue';
import { startGenerationWorker, type GenerationWorker } from './generation-worker';
import { PlanEventHub } from './plan-events';
import { inlineRunner, threadPoolRunner } from './planner-runner';
import { listRoutes } from './list-routes';
import { ListSyncService } from './list-sync-service';
import { PlanSharingService } from './plan-sharing-service';
import { plansRoutes } from './plans-routes';
import { PlansService } from './plans-service';
import { planQuoteOf } from './plan-quote';
import { mountSharePageStatus, shareRoutes } from './share-routes';
import { swapMealOf, swapOptionsOf } from './swap-meal';
import { startTimeoutSweeper } from './timeout-sweeper';
import { planPinCheckOf } from '../recipes/plan-pin-check';

export interface PlansCapability {
  apiRoutes: NonNullable<AppDeps['apiRoutes']>;
  /** A share link's page answers 404 when the link is unknown or revoked. */
  pageRoutes: NonNullable<AppDeps['pageRoutes']>;
  /** Resolves when this process's worker takes jobs (at once without a worker). */
  workerReady: Promise<void>;
  service: PlansService;
  hub: PlanEventHub;
  stop: () => Promise<void>;
}

export async function startPlansCapability(options: {
  config: Config;
  db: Database;
  auth?: Auth;
  dataDir: string;
  /** Run the generation worker in this process (default: config.RUN_WORKER). */
  runWorker?: boolean;
  catalogue?: CatalogueSource;
}): Promise<PlansCapability> {
  const { config, db } = options;
  const log = (message: string) => {
    if (config.LOG_LEVEL !== 'silent') console.log(message);
  };
  const connectionString = db.$client.options.connectionString;
  if (!connectionString) throw new Error('The plans capability needs a connection string');
  const settings = jobSettings(config);
  // The worker's own small pool, so generation never waits on web traffic and vice versa.
  const workerDb = createDatabase(connectionString, settings.jobs * 2 + 3);
  const stops: Array<() => Promise<void> | void> = [() => workerDb.$client.end()];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => {});
  };
  try {
    const boss = await startQueue(workerDb.$client, settings, log);
    stops.push(() => boss.stop({ graceful: true, timeout: 10_000, close: false }));
    const hub = new PlanEventHub(connectionString, log);
    await hub.start();
    stops.push(() => hub.stop());

    const catalogue =
      options.catalogue ?? referenceCatalogueSource(config.CATALOGUE_DATA_DIR ?? options.dataDir);
    const providers = createStoreProviders(config, { pool: workerDb.$client });
    const pricing = createStorePricing(providers, {
      pool: workerDb.$client,
      foods: foodsOf(catalogue),
    });
    const llm = createLanguageModel(config);
    // The development store stands in for stores without API keys, never in production.
    const devStore = createDevelopmentStore(config, catalogue);
    const liveStores = new Set(
      Object.values(pricing)
        .filter((p) => p.status().pricing === 'live')
        .map((p) => p.store),
    );
    const cartFor = cartLinkFor({ liveStores, devStore, instacart: providers.instacart !== null });
    const availableStores = new Set(
      (['kroger', 'instacart'] as const).filter((store) => providers[store] !== null),
    );
    const lists = new ListSyncService(db, cartFor);
    const service = new PlansService({
      db,
      boss,
      jobSettings: settings,
      cartFor,
      lists,
      availableStores,
      checkPins: planPinCheckOf({ db, catalogue }),
    });

    let workerReady: Promise<void> = Promise.resolve();
    if (options.runWorker ?? config.RUN_WORKER) {
      log(
        `Generation worker: ${describeLanguageModel(config)}; ${pricing.walmart.status().message}`,
      );
      const threads =
        config.GENERATION_PLANNER_THREADS ?? Math.min(settings.concurrency, availableParallelism());
      const planner =
        threads > 0 && !options.catalogue
          ? threadPoolRunner({
              dataDir: config.CATALOGUE_DATA_DIR ?? options.dataDir,
              threads,
              log,
            })
          : inlineRunner(catalogue);
      stops.push(() => planner.close());
      // Jobs are taken once the planner is ready (catalogue built, threads started), so a
      // job's time is planning time and its expiry can stay short; the server does not wait.
      let worker: GenerationWorker | null = null;
      let starting: Promise<GenerationWorker> | null = null;
      let stopped = false;
      workerReady = planner
        .ready()
        .then(async () => {
          if (stopped) return;
          starting = startGenerationWorker({
            boss,
            hub,
            settings,
            context: {
              pool: workerDb.$client,
              db: workerDb,
              planner,
              pricing,
              llm,
              llmTimeoutMs: config.AI_TIMEOUT_SECONDS * 1000,
              log,
            },
          });
          worker = await starting;
        })
        .catch((error: Error) => log(`The generation worker could not start: ${error.message}`));
      stops.push(async () => {
        // A worker not started yet never starts; one starting is let finish, then stopped.
        stopped = true;
        await (starting as Promise<GenerationWorker> | null)?.catch(() => null);
        await (worker as GenerationWorker | null)?.stop();
      });
    }
    const sweeper = startTimeoutSweeper(workerDb.$client, config.PLAN_TIMEOUT_SWEEP_SECONDS, log);
    stops.push(() => sweeper.stop());

    const sharing = new PlanSharingService(db, lists, config.appOrigin);
    const swap = swapMealOf({ service, catalogue, pricing });
    const swapOptions = swapOptionsOf({ service, catalogue });
    return {
      service,
      hub,
      workerReady,
      apiRoutes: options.auth
        ? [
            (api) =>
              api.route(
                '/',
                plansRoutes({
                  auth: options.auth!,
                  service,
                  hub,
                  pricing,
                  generationPerMinute: config.RATE_LIMIT_GENERATION_PER_MINUTE,
                  swapPerMinute: config.RATE_LIMIT_SWAP_PER_MINUTE,
                  quotePerMinute: config.RATE_LIMIT_QUOTE_PER_MINUTE,
                  eventStreamsPerPerson: config.EVENT_STREAMS_PER_PERSON,
                  swap,
                  swapOptions,
                  quote: planQuoteOf({ db, catalogue }),
                }),
              ),
            (api) =>
              api.route(
                '/',
                listRoutes({
                  auth: options.auth!,
                  db,
                  lists,
                  hub,
                  appOrigin: config.appOrigin,
                  eventStreamsPerPerson: config.EVENT_STREAMS_PER_PERSON,
                }),
              ),
            (api) => api.route('/', shareRoutes({ auth: options.auth!, sharing })),
            (api) => {
              if (devStore) api.route('/dev-store', devStoreRoutes(devStore));
            },
            (api) =>
              api.route(
                '/',
                storeRoutes({
                  auth: options.auth!,
                  db,
                  service,
                  providers,
                  devStore,
                  appOrigin: config.appOrigin,
                  secret: config.authSecret,
                }),
              ),
          ]
        : [],
      pageRoutes: [(app) => mountSharePageStatus(app, sharing)],
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
