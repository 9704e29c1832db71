/**
 * The mock-only surface under /__mock (and the short links /s/:code): never part of the API
 * contract, registered only when dev routes are on. /__mock itself is the demo console. Every
 * route acts on the database its request names (`depsOf`): the one database, or a sandbox.
 */
import type { FastifyInstance } from 'fastify';
import type { DepsOf } from '../deps';
import { registerAdminRoutes, type AdminOptions } from './admin';
import { registerConsoleRoutes, type ConsoleOptions } from './console';
import { registerEventRoutes } from './events';
import { registerFaultRoutes } from './faults';
import { registerGeoRoutes } from './geo';
import { registerOutboxRoutes } from './outbox';
import { registerPactStateRoute } from './pact-states';
import { registerProviderRoutes } from './provider';
import { registerSignInLinkRoutes, type SignInLinkOptions } from './sign-in-links';
import { registerStorePageRoutes } from './store-page';
import { registerTileRoutes } from './tiles';

export type MockRouteOptions = SignInLinkOptions & AdminOptions & ConsoleOptions;

export function registerMockRoutes(app: FastifyInstance, depsOf: DepsOf, options: MockRouteOptions): void {
  registerOutboxRoutes(app, depsOf);
  registerGeoRoutes(app);
  registerTileRoutes(app);
  registerProviderRoutes(app, depsOf);
  registerStorePageRoutes(app, depsOf);
  registerEventRoutes(app, depsOf);
  registerSignInLinkRoutes(app, depsOf, options);
  registerAdminRoutes(app, depsOf, options);
  registerPactStateRoute(app, depsOf);
  registerFaultRoutes(app, depsOf);
  registerConsoleRoutes(app, depsOf, options);
}
