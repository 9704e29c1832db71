import type { Broadcast, BroadcastStatus, Lang } from '@mbo/contracts';
import { deliverDueBroadcasts } from '../domain/scheduler';
import { invalid } from '../errors';
import { iso, isoOrNull } from '../format';
import { pageOffset, paginate } from '../paginate';
import type { HandlerFactory } from './types';

interface BroadcastRow {
  id: number;
  description: string;
  plan_id: number;
  plan_name: string;
  voucher_id: number;
  voucher_name: string;
  scheduled_at: number | null;
  status: BroadcastStatus;
  lang: Lang;
  recipients: number;
  created_at: number;
}

const SELECT = `SELECT b.id, b.description, b.plan_id, p.name AS plan_name, b.voucher_id, v.name AS voucher_name,
    b.scheduled_at, b.status, b.lang, b.recipients, b.created_at
  FROM broadcasts b
  JOIN plans p ON p.id = b.plan_id
  JOIN vouchers v ON v.id = b.voucher_id`;

// The broadcast has no name of its own: the app shows it under its plan's name.
const toBroadcast = (r: BroadcastRow): Broadcast => ({
  id: r.id,
  name: r.plan_name,
  description: r.description,
  plan_id: r.plan_id,
  plan_name: r.plan_name,
  voucher_id: r.voucher_id,
  voucher_name: r.voucher_name,
  scheduled_at: isoOrNull(r.scheduled_at),
  status: r.status,
  lang: r.lang,
  recipients: r.recipients,
  created_at: iso(r.created_at),
});

// Search is case-insensitive on the plan name; instr() rather than LIKE so % and _ match literally.
const FILTER = `b.store_id = @store AND (@status IS NULL OR b.status = @status)
  AND (@q IS NULL OR instr(lower(p.name), lower(@q)) > 0)`;

const ORDER = {
  newest: 'b.created_at DESC, b.id DESC',
  name_asc: 'p.name COLLATE NOCASE ASC, b.id ASC',
  date_asc: 'b.scheduled_at IS NULL, b.scheduled_at ASC, b.id ASC',
} as const;

type ListParams = { store: number; status: BroadcastStatus | null; q: string | null };

export const createBroadcastHandlers: HandlerFactory<'requestBroadcast' | 'listBroadcasts'> = (deps) => {
  const { sqlite } = deps;

  const planOf = sqlite.prepare<[number, number], { id: number; name: string }>(
    'SELECT id, name FROM plans WHERE id = ? AND store_id = ?',
  );
  const voucherOf = sqlite.prepare<[number, number], { id: number }>(
    'SELECT id FROM vouchers WHERE id = ? AND store_id = ?',
  );
  const inPlan = sqlite.prepare<[number, number], { id: number }>(
    'SELECT id FROM plan_vouchers WHERE plan_id = ? AND voucher_id = ?',
  );
  const activeMembers = sqlite.prepare<[{ plan: number; now: number }], { n: number }>(
    `SELECT COUNT(DISTINCT subscriber_id) AS n FROM memberships
     WHERE plan_id = @plan AND subscribed_at <= @now AND (cancel_at IS NULL OR cancel_at > @now)`,
  );
  const insert = sqlite.prepare(
    `INSERT INTO broadcasts (store_id, plan_id, voucher_id, description, scheduled_at, status, lang, recipients, created_at)
     VALUES (@store, @plan, @voucher, @description, @scheduledAt, 'Request', @lang, @recipients, @now)`,
  );
  const byId = sqlite.prepare<[number], BroadcastRow>(`${SELECT} WHERE b.id = ?`);
  const count = sqlite.prepare<[ListParams], { n: number }>(
    `SELECT COUNT(*) AS n FROM broadcasts b JOIN plans p ON p.id = b.plan_id WHERE ${FILTER}`,
  );
  const listPage = (order: string) =>
    sqlite.prepare<[ListParams & { limit: number; offset: number }], BroadcastRow>(
      `${SELECT} WHERE ${FILTER} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
    );
  const pages = {
    newest: listPage(ORDER.newest),
    name_asc: listPage(ORDER.name_asc),
    date_asc: listPage(ORDER.date_asc),
  };

  return {
    requestBroadcast: ({ storeId, body }) => {
      const now = deps.clock.now();
      // Plan and voucher ids are body fields, so a foreign or unknown id is a field error, not a 404.
      const errors: Record<string, string> = {};
      const plan = planOf.get(body.subscription_id, storeId);
      if (!plan) errors.subscription_id = 'Subscription plan not found';
      if (!voucherOf.get(body.voucher_id, storeId)) errors.voucher_id = 'Voucher not found';
      else if (plan && !inPlan.get(plan.id, body.voucher_id))
        errors.voucher_id = 'This voucher is not part of the subscription plan';
      const scheduledAt = Date.parse(body.scheduled_at);
      if (!(scheduledAt > now)) errors.scheduled_at = 'The broadcast time must be in the future';
      if (Object.keys(errors).length > 0 || !plan) throw invalid(errors);

      const result = insert.run({
        store: storeId,
        plan: plan.id,
        voucher: body.voucher_id,
        description: body.description,
        scheduledAt,
        lang: body.lang,
        recipients: activeMembers.get({ plan: plan.id, now })!.n,
        now,
      });
      return { data: toBroadcast(byId.get(Number(result.lastInsertRowid))!) };
    },

    listBroadcasts: ({ storeId, query }) => {
      // Deliver what is due first, so the list never shows a stale Request.
      deliverDueBroadcasts(sqlite, deps.clock.now(), storeId);
      const filter: ListParams = { store: storeId, status: query.status ?? null, q: query.q ? query.q : null };
      const total = count.get(filter)!.n;
      const rows = pages[query.sort ?? 'newest'].all({
        ...filter,
        limit: query.size,
        offset: pageOffset(query.page, query.size),
      });
      return { data: rows.map(toBroadcast), paginate: paginate(query.page, query.size, total) };
    },
  };
};
