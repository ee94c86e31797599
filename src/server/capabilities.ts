/**
 * The capabilities added to the core server: each capability folder contributes its API
 * routes and background work here, so server.ts stays about process wiring.
 */
import { ownPriceRoutes } from './prices/own-price-routes';
import path from 'node:path';
import { accountRoutes } from './account/account-routes';
import { billingRoutes, WEBHOOK_PATH } from './billing/billing-routes';
import { createBilling } from './billing/billing-setup';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { getReferenceCatalogue, syncReferenceCatalogue } from './catalogue/catalogue-service';
import { pantryRoutes } from './pantry/pantry-routes';
import { pantryStockRoutes } from './pantry/pantry-stock-routes';
import { startPlansCapability } from './plans/plans-capability';
import { preferencesRoutes } from './preferences/preferences-routes';
import { loadImportCatalogue } from './recipe-import/load-import-catalogue';
import { myRecipesRoutes } from './recipe-import/my-recipes-routes';
import { recipeRoutes } from './recipes/recipe-routes';
import { PROJECT_ROOT, type ServerExtensions } from './server';

export const DATA_DIR = path.join(PROJECT_ROOT, 'data');

export const extendWithCapabilities: NonNullable<ServerExtensions['extend']> = async ({
  config,
  db,
  auth,
}) => {
  const billing = createBilling(config);
  const plans = await startPlansCapability({ config, db, auth, dataDir: DATA_DIR });
  const sync = await syncReferenceCatalogue(db);
  if (sync.reloaded && config.LOG_LEVEL !== 'silent') {
    console.log(
      `Catalogue loaded into PostgreSQL: ${sync.recipes} recipes in ${Math.round(sync.ms)} ms`,
    );
  }
  return {
    apiRoutes: [
      (api) => api.route('/', catalogueRoutes(db)),
      (api) => api.route('/', preferencesRoutes(db, auth)),
      (api) =>
        api.route(
          '/',
          pantryStockRoutes(db, auth, () =>
            getReferenceCatalogue(config.CATALOGUE_DATA_DIR ?? DATA_DIR),
          ),
        ),
      (api) => api.route('/', pantryRoutes(db, auth, DATA_DIR)),
      (api) =>
        api.route(
          '/',
          ownPriceRoutes(db, auth, async () =>
            getReferenceCatalogue(config.CATALOGUE_DATA_DIR ?? DATA_DIR),
          ),
        ),
      (api) =>
        api.route(
          '/',
          billingRoutes(db, auth, billing.provider, config.RATE_LIMIT_BILLING_PER_MINUTE),
        ),
      (api) => {
        if (billing.embedded) api.route('/billing/dev', billing.embedded.routes(auth));
      },
      (api) => api.route('/', accountRoutes(db, auth)),
      (api) =>
        api.route(
          '/',
          myRecipesRoutes(db, auth, {
            catalogue: () => loadImportCatalogue(config.CATALOGUE_DATA_DIR ?? DATA_DIR),
            fetchOptions: { allowLoopback: config.RECIPE_IMPORT_ALLOW_LOOPBACK },
            importsPerMinute: config.RATE_LIMIT_IMPORT_PER_MINUTE,
          }),
        ),
      (api) =>
        api.route(
          '/',
          recipeRoutes(db, auth, async () =>
            getReferenceCatalogue(config.CATALOGUE_DATA_DIR ?? DATA_DIR),
          ),
        ),
      ...plans.apiRoutes,
    ],
    pageRoutes: plans.pageRoutes,
    csrfExempt: [WEBHOOK_PATH],
    stop: plans.stop,
  };
};
