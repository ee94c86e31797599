import * as v from 'valibot';

/**
 * GET /api/stores/setup: what works in this configuration. The landing, features and help pages
 * read it on their first load, so its schema is valibot's, as session.ts says, in a module of
 * its own: a module the first page imports brings with it every schema of that module the app
 * uses anywhere (docs/decisions/0025-ecosystem-pwa-and-schemas.md).
 */
export const storeSetupSchema = v.object({
  stores: v.array(
    v.object({
      store: v.string(),
      enabled: v.boolean(),
      /** Prices come from the store's own API. */
      live: v.boolean(),
      /** The embedded development store stands in for this store. */
      development: v.boolean(),
    }),
  ),
});
export type StoreSetup = v.InferOutput<typeof storeSetupSchema>;
