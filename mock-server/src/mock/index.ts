/**
 * The mock-only surface under /__mock (and the short links /s/:code): never part of the API
 * contract, registered only when dev routes are on.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { registerAdminRoutes } from './admin';
import { registerEventRoutes } from './events';
import { registerFaultRoutes } from './faults';
import { registerGeoRoutes } from './geo';
import { esc, hidden, sendPage } from './kit';
import { registerOutboxRoutes } from './outbox';
import { registerProviderRoutes } from './provider';
import { registerStorePageRoutes } from './store-page';
import { registerTileRoutes } from './tiles';

const LINKS: [string, string][] = [
  ['/__mock/outbox.html', 'Outbox: one-time codes and broadcasts, as a page'],
  ['/__mock/outbox', 'Outbox as JSON (?to=%2B49.151…&limit=)'],
  ['/__mock/geo/search?q=Berlin', 'Place search (Nominatim shape)'],
  ['/__mock/geo/reverse?lat=52.52&lon=13.405&format=json', 'Reverse geocoding (Nominatim shape)'],
  ['/__mock/tiles/6/33/21.png', 'Placeholder map tile'],
  ['/__mock/clock', 'Server clock'],
  ['/docs', 'API documentation (Swagger UI)'],
];

const ACTIONS: [string, string][] = [
  ['DELETE /__mock/outbox', 'clear the outbox'],
  ['POST /__mock/events/subscribe', '{ store_id, plan_id, username?, phone? }: a fan subscribes'],
  ['POST /__mock/events/cancel', '{ membership_id }: a fan cancels at the end of the billing month'],
  ['POST /__mock/events/redeem', '{ membership_id, voucher_id }: a fan redeems a voucher'],
  ['POST /__mock/payouts/:id/approve | reject', 'the administrator decides a withdrawal'],
  ['POST /__mock/clock', '{ offset_ms } or { now }: move the server clock'],
  ['POST /__mock/reset', 'clear the database and load the demo data again'],
  [
    'POST /__mock/faults',
    '{ method?, path, status?, delay_ms?, times?, probability?, network? }: make API calls fail or slow',
  ],
  ['GET | DELETE /__mock/faults[/:id]', 'list or remove fault rules (see the README)'],
  ['GET /__mock/provider/onboarding?account=', 'payment-provider onboarding page'],
  ['GET /s/:code', 'short link of a store QR code → public store page'],
];

export function registerMockRoutes(app: FastifyInstance, deps: Deps): void {
  registerOutboxRoutes(app, deps);
  registerGeoRoutes(app);
  registerTileRoutes(app);
  registerProviderRoutes(app, deps);
  registerStorePageRoutes(app, deps);
  registerEventRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerFaultRoutes(app, deps);

  app.get('/__mock', hidden, async (_req, reply) => {
    const body = `<h1>Mock server tools</h1>
<div class="card"><ul>${LINKS.map(([href, text]) => `<li><a href="${esc(href)}">${esc(href)}</a>: ${esc(text)}</li>`).join('')}</ul></div>
<div class="card"><p class="muted">JSON calls for demos and tests:</p><ul>${ACTIONS.map(([call, text]) => `<li><code>${esc(call)}</code>: ${esc(text)}</li>`).join('')}</ul></div>`;
    return sendPage(reply, 'Mock server tools', body);
  });
}
