/**
 * The capabilities added to the core server: each capability folder contributes its API
 * routes and background work here, so server.ts stays about process wiring.
 */
import path from 'node:path';
import { accountRoutes } from './account/account-routes';
import { billingRoutes, WEBHOOK_PATH } from './billing/billing-routes';
import { createBilling } from './billing/billing-setup';
import { pantryRoutes } from './pantry/pantry-routes';
import { preferencesRoutes } from './preferences/preferences-routes';
import { PROJECT_ROOT, type ServerExtensions } from './server';

export const DATA_DIR = path.join(PROJECT_ROOT, 'data');

export const extendWithCapabilities: NonNullable<ServerExtensions['extend']> = async ({
  config,
  db,
  auth,
}) => {
  const billing = createBilling(config);
  return {
    apiRoutes: [
      (api) => api.route('/', preferencesRoutes(db, auth)),
      (api) => api.route('/', pantryRoutes(db, auth, DATA_DIR)),
      (api) => api.route('/', billingRoutes(db, auth, billing.provider)),
      (api) => {
        if (billing.embedded) api.route('/billing/dev', billing.embedded.routes(auth));
      },
      (api) => api.route('/', accountRoutes(db, auth)),
    ],
    csrfExempt: [WEBHOOK_PATH],
  };
};
