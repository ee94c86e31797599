/**
 * The capabilities added to the core server: each capability folder contributes its API
 * routes and background work here, so server.ts stays about process wiring.
 */
import type { ServerExtensions } from './server';

export const extendWithCapabilities: NonNullable<ServerExtensions['extend']> = async () => {
  return { apiRoutes: [], csrfExempt: [] };
};
