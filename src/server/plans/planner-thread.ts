/**
 * A planner thread: builds the catalogue of its data folder once, then answers planning
 * requests from the generation worker. Planning is CPU work of a few hundred milliseconds;
 * here it neither blocks the web server's event loop nor leaves the other cores idle.
 */
import { pricedCatalogue, US_AVERAGE } from '../../planner/priced-catalogue';
import { parentPort, workerData } from 'node:worker_threads';
import { generatePlan } from '../../planner/generate-plan';
import { getReferenceCatalogue } from '../catalogue/catalogue-service';
import { rankCandidates } from './dish-candidates';
import type { PlannerRequest, PlannerResponse } from './planner-runner';

const { dataDir } = workerData as { dataDir: string };
const catalogue = getReferenceCatalogue(dataDir);

function answer(request: PlannerRequest): PlannerResponse {
  try {
    // The person's prices over this thread's shared catalogue (kept per price context).
    const priced = pricedCatalogue(catalogue, request.prices ?? US_AVERAGE);
    const result =
      request.op === 'generate'
        ? generatePlan(request.input, priced, request.seed)
        : rankCandidates(priced, request.input, request.seed);
    return { id: request.id, ok: true, result };
  } catch (error) {
    const e = error as Error & { code?: string; cheapestTotalCents?: number };
    return {
      id: request.id,
      ok: false,
      error: {
        name: e.name,
        message: e.message,
        code: e.code,
        cheapestTotalCents: e.cheapestTotalCents,
      },
    };
  }
}

parentPort!.on('message', (request: PlannerRequest) => {
  parentPort!.postMessage(answer(request));
});
parentPort!.postMessage({ ready: true });
