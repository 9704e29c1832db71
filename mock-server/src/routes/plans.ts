import { NO_PUBLISHED_VOUCHER_MESSAGE, type BillingPeriod, type ParsedBody } from '@mbo/contracts';
import { conflict, invalid, notFound } from '../errors';
import { cents, dateOnly } from '../format';
import { pageOffset, paginate } from '../paginate';
import { PLAN_SELECT, createPlanPresenter, type PlanRow } from '../repo/plans';
import { createSubscriberQueries } from '../repo/subscribers';
import { likePattern, voucherStatus } from '../repo/vouchers';
import type { HandlerFactory } from './types';

type Body = ParsedBody<'createPlan'>;

interface VoucherCheckRow {
  id: number;
  status: 'draft' | 'published';
  end_date: string | null;
}

export const createPlanHandlers: HandlerFactory<
  | 'billingPeriods'
  | 'listPlans'
  | 'createPlan'
  | 'getPlan'
  | 'updatePlan'
  | 'deletePlan'
  | 'listSubscribers'
  | 'getSubscriber'
> = (deps) => {
  const { sqlite, clock } = deps;
  const present = createPlanPresenter(sqlite);
  const subscribers = createSubscriberQueries(sqlite);

  const periods = sqlite.prepare<[], BillingPeriod>('SELECT id, label, months FROM billing_periods ORDER BY id');
  const periodExists = sqlite.prepare<[number], { id: number }>('SELECT id FROM billing_periods WHERE id = ?');

  // Newest first is id DESC: ids follow creation order and the (store_id, id) index serves it.
  const countAll = sqlite.prepare<{ storeId: number }, { n: number }>(
    'SELECT count(*) AS n FROM plans p WHERE p.store_id = @storeId',
  );
  const pageAll = sqlite.prepare<{ storeId: number; limit: number; offset: number }, PlanRow>(
    `${PLAN_SELECT} WHERE p.store_id = @storeId ORDER BY p.id DESC LIMIT @limit OFFSET @offset`,
  );
  const countNamed = sqlite.prepare<{ storeId: number; q: string }, { n: number }>(
    "SELECT count(*) AS n FROM plans p WHERE p.store_id = @storeId AND p.name LIKE @q ESCAPE '\\'",
  );
  const pageNamed = sqlite.prepare<{ storeId: number; q: string; limit: number; offset: number }, PlanRow>(
    `${PLAN_SELECT} WHERE p.store_id = @storeId AND p.name LIKE @q ESCAPE '\\' ORDER BY p.id DESC LIMIT @limit OFFSET @offset`,
  );
  const byId = sqlite.prepare<[number, number], PlanRow>(`${PLAN_SELECT} WHERE p.id = ? AND p.store_id = ?`);

  const anyPublished = sqlite.prepare<[number, string], { one: 1 }>(
    "SELECT 1 AS one FROM vouchers WHERE store_id = ? AND status = 'published' AND (end_date IS NULL OR end_date >= ?) LIMIT 1",
  );
  const vouchersOfStore = sqlite.prepare<[string, number], VoucherCheckRow>(
    'SELECT id, status, end_date FROM vouchers WHERE id IN (SELECT value FROM json_each(?)) AND store_id = ?',
  );

  const insertPlan = sqlite.prepare(
    `INSERT INTO plans (store_id, name, price_cents, billing_period_id, how_to_use, perks_and_benefits, terms_and_conditions, created_at)
     VALUES (@storeId, @name, @price_cents, @billing_period_id, @how_to_use, @perks_and_benefits, @terms_and_conditions, @now)`,
  );
  const updatePlan = sqlite.prepare(
    `UPDATE plans SET name = @name, price_cents = @price_cents, billing_period_id = @billing_period_id,
       how_to_use = @how_to_use, perks_and_benefits = @perks_and_benefits, terms_and_conditions = @terms_and_conditions
     WHERE id = @id AND store_id = @storeId`,
  );
  // Upsert keeps a kept voucher's plan_vouchers id stable across edits.
  const upsertPlanVoucher = sqlite.prepare(
    `INSERT INTO plan_vouchers (plan_id, voucher_id, max_use_qty, additional_voucher) VALUES (?, ?, ?, ?)
     ON CONFLICT (plan_id, voucher_id) DO UPDATE SET max_use_qty = excluded.max_use_qty, additional_voucher = excluded.additional_voucher`,
  );
  const dropOtherVouchers = sqlite.prepare(
    'DELETE FROM plan_vouchers WHERE plan_id = ? AND voucher_id NOT IN (SELECT value FROM json_each(?))',
  );
  const deletePlan = sqlite.prepare('DELETE FROM plans WHERE id = ? AND store_id = ?');
  const membershipStats = sqlite.prepare<[number, number], { total: number; active: number }>(
    `SELECT count(*) AS total, coalesce(sum(cancel_at IS NULL OR cancel_at > ?), 0) AS active
     FROM memberships WHERE plan_id = ?`,
  );
  const broadcastOnce = sqlite.prepare<[number], { one: 1 }>(
    'SELECT 1 AS one FROM broadcasts WHERE plan_id = ? LIMIT 1',
  );

  const load = (id: number, storeId: number) => {
    const row = byId.get(id, storeId);
    if (!row) throw notFound('Plan');
    return row;
  };
  const presentOne = (row: PlanRow) => present([row], clock.now())[0]!;

  /** Every rule on a plan body against stored data; throws one 422 naming every bad field. */
  const validate = (storeId: number, body: Body) => {
    const today = dateOnly(clock.now());
    if (!anyPublished.get(storeId, today)) {
      throw invalid({ vouchers: NO_PUBLISHED_VOUCHER_MESSAGE }, NO_PUBLISHED_VOUCHER_MESSAGE);
    }
    const errors: Record<string, string> = {};
    if (!periodExists.get(body.billing_period_id)) errors.billing_period_id = 'This billing period does not exist';
    const found = new Map(
      vouchersOfStore.all(JSON.stringify(body.vouchers.map((v) => v.voucher_id)), storeId).map((v) => [v.id, v]),
    );
    body.vouchers.forEach((v, i) => {
      const row = found.get(v.voucher_id);
      const status = row ? voucherStatus(row.status, row.end_date, today) : null;
      if (status === null) errors[`vouchers.${i}.voucher_id`] = 'This voucher does not exist';
      else if (status === 'expired') errors[`vouchers.${i}.voucher_id`] = 'This voucher has expired';
      else if (status === 'draft') errors[`vouchers.${i}.voucher_id`] = 'Only published vouchers can join a plan';
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
  };

  const columns = (body: Body) => ({
    name: body.name,
    price_cents: cents(body.price),
    billing_period_id: body.billing_period_id,
    how_to_use: JSON.stringify(body.how_to_use ?? []),
    perks_and_benefits: JSON.stringify(body.perks_and_benefits ?? []),
    terms_and_conditions: body.terms_and_conditions ?? '',
  });

  const setVouchers = (planId: number, body: Body) => {
    for (const v of body.vouchers)
      upsertPlanVoucher.run(planId, v.voucher_id, v.max_use_qty, v.additional_voucher ? 1 : 0);
    dropOtherVouchers.run(planId, JSON.stringify(body.vouchers.map((v) => v.voucher_id)));
  };

  const create = sqlite.transaction((storeId: number, body: Body, now: number) => {
    const planId = Number(insertPlan.run({ ...columns(body), storeId, now }).lastInsertRowid);
    setVouchers(planId, body);
    return planId;
  });
  const update = sqlite.transaction((storeId: number, planId: number, body: Body) => {
    updatePlan.run({ ...columns(body), id: planId, storeId });
    setVouchers(planId, body);
  });

  return {
    billingPeriods: () => ({ data: periods.all() }),

    listPlans: ({ storeId, query }) => {
      const offset = pageOffset(query.page, query.size);
      const q = query.q ? likePattern(query.q) : null;
      const total = (q ? countNamed.get({ storeId, q }) : countAll.get({ storeId }))?.n ?? 0;
      const rows = q
        ? pageNamed.all({ storeId, q, limit: query.size, offset })
        : pageAll.all({ storeId, limit: query.size, offset });
      return { data: present(rows, clock.now()), paginate: paginate(query.page, query.size, total) };
    },

    createPlan: ({ storeId, body }) => {
      validate(storeId, body);
      const planId = create(storeId, body, clock.now());
      return { data: presentOne(load(planId, storeId)) };
    },

    getPlan: ({ storeId, params }) => ({ data: presentOne(load(params.id, storeId)) }),

    updatePlan: ({ storeId, params, body }) => {
      const row = load(params.id, storeId);
      validate(storeId, body);
      update(storeId, row.id, body);
      return { data: presentOne(load(row.id, storeId)) };
    },

    deletePlan: ({ storeId, params }) => {
      const row = load(params.id, storeId);
      const stats = membershipStats.get(clock.now(), row.id)!;
      if (stats.active > 0) {
        throw conflict(
          'This plan still has active subscribers. It can be deleted once their subscriptions have ended.',
        );
      }
      // Memberships, payments and broadcasts keep pointing at the plan: the reports, invoices and
      // broadcast history need it, so a plan with a past is kept rather than half-deleted.
      if (stats.total > 0) throw conflict('This plan has past subscribers and is kept for the reports');
      if (broadcastOnce.get(row.id)) throw conflict('This plan has broadcasts and is kept for the broadcast history');
      deletePlan.run(row.id, storeId);
      return { data: { id: row.id, deleted: true as const } };
    },

    listSubscribers: ({ storeId, query }) => {
      const { rows, total } = subscribers.list(storeId, query, clock.now(), pageOffset(query.page, query.size));
      return { data: rows, paginate: paginate(query.page, query.size, total) };
    },

    getSubscriber: ({ storeId, params }) => {
      const detail = subscribers.detail(storeId, params.id, clock.now());
      if (!detail) throw notFound('Subscriber');
      return { data: detail };
    },
  };
};
