import { z } from '@mbo/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DepsOf } from '../deps';
import { notFound } from '../errors';
import { iso } from '../format';
import { formatMoney } from '../i18n/render';
import { base, esc, hidden, originOf, parseInput, sendPage } from './kit';

const AccountInput = z.object({ account: z.string().trim().min(1).max(100) });

const eur = (euros: number) => formatMoney(Math.round(euros * 100), 'en');

/** The payment provider's onboarding and dashboard, as far as the back-office needs them. */
export function registerProviderRoutes(app: FastifyInstance, depsOf: DepsOf): void {
  const storeOf = (req: FastifyRequest, input: unknown) => {
    const { account } = parseInput(AccountInput, input);
    const store = depsOf(req).repos.stores.byPayoutAccount(account);
    if (!store) throw notFound('Payment account');
    return { account, store };
  };

  app.get('/__mock/provider/onboarding', hidden, async (req, reply) => {
    const { account, store } = storeOf(req, req.query);
    const status = store.activatedAt
      ? `<p class="muted">Payouts were activated on ${esc(iso(store.activatedAt))}.</p>`
      : '';
    const body = `<h1>Payment provider onboarding (mock)</h1>
<div class="card">
  <p>Store: <strong>${esc(store.name)}</strong></p>
  <p class="muted">Account ${esc(account)}${store.email ? ` · ${esc(store.email)}` : ''}</p>
  ${status}
  <p>A real provider would ask for identity and bank details here. This mock activates payouts at once.</p>
  <form method="post" action="${esc(base(req))}/__mock/provider/onboarding/complete">
    <input type="hidden" name="account" value="${esc(account)}">
    <button type="submit">Activate payouts</button>
  </form>
</div>`;
    return sendPage(reply, 'Payment provider onboarding (mock)', body, {
      formTargets: originOf(depsOf(req).config.webAppUrl),
    });
  });

  // Activation keeps its first date; completing again only returns to the web app.
  app.post('/__mock/provider/onboarding/complete', hidden, async (req, reply) => {
    const { clock, config, repos } = depsOf(req);
    const { store } = storeOf(req, req.body);
    repos.stores.activatePayouts(store.id, clock.now());
    return reply.redirect(`${config.webAppUrl}/settings/my-sales?activated=1`, 302);
  });

  app.get('/__mock/provider/dashboard', hidden, async (req, reply) => {
    const { account, store } = storeOf(req, req.query);
    const b = depsOf(req).repos.sales.balance(store.id).balance;
    const body = `<h1>Payment provider dashboard (mock)</h1>
<div class="card">
  <p>Store: <strong>${esc(store.name)}</strong> <span class="muted">(${esc(account)})</span></p>
  <p>Payouts: <strong>${b.is_activated ? 'active' : 'not activated'}</strong></p>
  <table>
    <tr><th>Available</th><td>${esc(eur(b.available))}</td></tr>
    <tr><th>Pending payout</th><td>${esc(eur(b.pending_payout))}</td></tr>
    <tr><th>Paid out</th><td>${esc(eur(b.paid_out))}</td></tr>
  </table>
</div>`;
    return sendPage(reply, 'Payment provider dashboard (mock)', body);
  });
}
