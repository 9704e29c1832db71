import { OutboxQuery } from './tools';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DepsOf } from '../deps';
import { iso } from '../format';
import { base, esc, hidden, parseInput, sendPage } from './kit';

/** The message outbox: every WhatsApp or SMS the server "sent", as JSON and as a page for people. */
export function registerOutboxRoutes(app: FastifyInstance, depsOf: DepsOf): void {
  const read = (req: FastifyRequest) => {
    const { to, limit } = parseInput(OutboxQuery, req.query);
    return { to, rows: depsOf(req).repos.outbox.latest(limit, to) };
  };

  app.get('/__mock/outbox', hidden, async (req) =>
    read(req).rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.to,
      body: r.body,
      code: r.code,
      created_at: iso(r.createdAt),
    })),
  );

  app.delete('/__mock/outbox', hidden, async (req) => ({ data: { deleted: depsOf(req).repos.outbox.clear() } }));

  app.get('/__mock/outbox.html', hidden, async (req, reply) => {
    const { to, rows } = read(req);
    const items = rows
      .map(
        (r) => `<div class="card">
  <div class="muted">${esc(r.channel === 'whatsapp' ? 'WhatsApp' : 'SMS')} to <strong>${esc(r.to)}</strong> · ${esc(iso(r.createdAt))}</div>
  ${r.code ? `<div class="code">${esc(r.code)}</div>` : ''}
  <div>${esc(r.body)}</div>
</div>`,
      )
      .join('\n');
    const body = `<h1>Outbox</h1>
<p class="muted">Messages the mock server sent instead of WhatsApp or SMS, newest first. This page reloads every 5 seconds.</p>
<form method="get" action="${esc(base(req))}/__mock/outbox.html" class="card">
  <label for="to">Phone</label> <input id="to" name="to" value="${esc(to ?? '')}" placeholder="+49.15112345678">
  <button type="submit">Filter</button> <a href="${esc(base(req))}/__mock/outbox.html">All messages</a>
</form>
${items || '<p class="muted">No messages yet.</p>'}`;
    return sendPage(reply, 'Outbox (mock)', body, { refresh: 5 });
  });
}
