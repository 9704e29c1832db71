/**
 * The mock-only surface under /__mock (and the short links /s/:code): never part of the API
 * contract, registered only when dev routes are on. /__mock itself is the demo console.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { registerAdminRoutes } from './admin';
import { registerConsoleRoutes } from './console';
import { createFanEvents, registerEventRoutes } from './events';
import { registerFaultRoutes } from './faults';
import { registerGeoRoutes } from './geo';
import { registerOutboxRoutes } from './outbox';
import { registerPactStateRoute } from './pact-states';
import { registerProviderRoutes } from './provider';
import { registerSignInLinkRoutes } from './sign-in-links';
import { registerStorePageRoutes } from './store-page';
import { registerTileRoutes } from './tiles';

export function registerMockRoutes(app: FastifyInstance, deps: Deps): void {
  registerOutboxRoutes(app, deps);
  registerGeoRoutes(app);
  registerTileRoutes(app);
  registerProviderRoutes(app, deps);
  registerStorePageRoutes(app, deps);
  registerEventRoutes(app, createFanEvents(deps));
  const links = registerSignInLinkRoutes(app, deps);
  registerAdminRoutes(app, deps, { onReset: links.forget });
  registerPactStateRoute(app, deps);
  registerFaultRoutes(app, deps);
  registerConsoleRoutes(app, deps);
}
