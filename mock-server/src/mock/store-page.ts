import { z, type OpeningHours } from '@mbo/contracts';
import type { FastifyInstance } from 'fastify';
import type { DepsOf } from '../deps';
import { finalPriceCents } from '@mbo/contracts';
import { notFound } from '../errors';
import { formatMoney } from '../i18n/render';
import { base, esc, hidden, parseInput, sendPage } from './kit';

const CodeParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'Unknown link') });
const SlugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/, 'Unknown store') });

const DAY_NAMES: Record<OpeningHours['open_day'], string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** What a fan sees after scanning the store QR code: the short link and the public store page. */
export function registerStorePageRoutes(app: FastifyInstance, depsOf: DepsOf): void {
  app.get('/s/:code', hidden, async (req, reply) => {
    const { code } = parseInput(CodeParams, req.params, 404);
    const slug = depsOf(req).repos.stores.slugOfShortCode(code);
    if (!slug) throw notFound('Link');
    // The store's QR code or link has reached someone: the setup guide's last step.
    const deps = depsOf(req);
    deps.repos.setupGuide.markLinkOpened(code, deps.clock.now());
    return reply.redirect(`${base(req)}/__mock/stores/${encodeURIComponent(slug)}`, 302);
  });

  app.get('/__mock/stores/:slug', hidden, async (req, reply) => {
    const { stores, plans } = depsOf(req).repos;
    const { slug } = parseInput(SlugParams, req.params, 404);
    const store = stores.publicBySlug(slug);
    if (!store) throw notFound('Store');
    const hours = store.openingHours as OpeningHours | null;
    const storePlans = plans.publicPlans(store.id);
    const planCards = storePlans
      .map((p) => {
        const { vouchers } = p;
        return `<div class="card">
  <strong>${esc(p.name)}</strong> · ${esc(formatMoney(finalPriceCents(p.priceCents), 'en'))} / ${esc(p.period.toLowerCase())}
  ${vouchers.length ? `<ul>${vouchers.map((v) => `<li>${esc(v)}</li>`).join('')}</ul>` : ''}
</div>`;
      })
      .join('\n');
    const body = `<h1>${esc(store.name)}</h1>
<div class="card">
  <p class="muted">${esc(store.category)}</p>
  <p>${esc(store.address)}</p>
  ${store.about ? `<p>${esc(store.about)}</p>` : ''}
  ${hours ? `<p>Open ${esc(DAY_NAMES[hours.open_day])} to ${esc(DAY_NAMES[hours.close_day])}, ${esc(hours.start_time)}–${esc(hours.end_time)}</p>` : ''}
</div>
<h2>Subscription plans</h2>
${planCards || '<p class="muted">No plans yet.</p>'}
<p class="muted">Prices include the local fan fee.</p>`;
    return sendPage(reply, store.name, body);
  });
}
