/**
 * Where the generation worker gets its planner catalogue: the reference catalogue, built
 * ONCE per process (building derives every recipe's labels and cost tables, the slow part)
 * and shared by every job. CATALOGUE_DATA_DIR points at another data folder (tests use a
 * seeded fixture catalogue written there, so they do not depend on a library still growing).
 */
import type { PlannerCatalogue } from '../../planner/catalogue';
import { getReferenceCatalogue } from '../catalogue/catalogue-service';

export type CatalogueSource = () => Promise<PlannerCatalogue>;

/** Loads on first use and keeps the promise: concurrent first jobs share one build. */
export function onceCatalogue(load: () => PlannerCatalogue): CatalogueSource {
  let promise: Promise<PlannerCatalogue> | undefined;
  return () => {
    if (!promise) {
      promise = Promise.resolve().then(load);
      promise.catch(() => {
        promise = undefined;
      });
    }
    return promise;
  };
}

export function referenceCatalogueSource(dataDir: string): CatalogueSource {
  return onceCatalogue(() => getReferenceCatalogue(dataDir));
}
