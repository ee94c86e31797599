/**
 * The capabilities added to the core server: each capability folder contributes its API
 * routes and background work here, so server.ts stays about process wiring.
 */
import path from 'node:path';
import { pantryRoutes } from './pantry/pantry-routes';
import { preferencesRoutes } from './preferences/preferences-routes';
import { PROJECT_ROOT, type ServerExtensions } from './server';

export const DATA_DIR = path.join(PROJECT_ROOT, 'data');

export const extendWithCapabilities: NonNullable<ServerExtensions['extend']> = async ({
  db,
  auth,
}) => {
  return {
    apiRoutes: [
      (api) => api.route('/', preferencesRoutes(db, auth)),
      (api) => api.route('/', pantryRoutes(db, auth, DATA_DIR)),
    ],
    csrfExempt: [],
  };
};
