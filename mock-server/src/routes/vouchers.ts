import type { ParsedBody, ParsedQuery } from '@mbo/contracts';
import type { Statement } from 'better-sqlite3';
import { conflict, invalid, notFound } from '../errors';
import { dateOnly } from '../format';
import { pageOffset, paginate } from '../paginate';
import { createCountCache } from '../repo/count-cache';
import { createVoucherUseQueries } from '../repo/voucher-use';
import {
  STATUS_CONDITION,
  LIST_COLUMNS,
  likePattern,
  plansByVoucher,
  toVoucher,
  listItemFromRaw,
  type VoucherRow,
} from '../repo/vouchers';
import type { HandlerFactory } from './types';

type ListQuery = ParsedQuery<'listVouchers'>;
type Body = ParsedBody<'createVoucher'>;

const quote = (names: string[]) => names.map((n) => `"${n}"`).join(', ');

export const createVoucherHandlers: HandlerFactory<
  | 'listVouchers'
  | 'createVoucher'
  | 'getVoucher'
  | 'updateVoucher'
  | 'deleteVoucher'
  | 'voucherSubscribers'
  | 'subscriberVouchers'
  | 'subscriberVoucher'
  | 'subscriberVoucherRedemptions'
> = (deps) => {
  const { sqlite, clock } = deps;
  const use = createVoucherUseQueries(sqlite);

  // The list is the benchmark hot path. Each filter combination gets its own statement (made once,
  // on first use) so the unfiltered count stays a scan of the (store_id, id) index alone, and
  // totals are cached until the next write.
  // Newest first is id DESC: ids are assigned in creation order, and that order is served
  // straight from the (store_id, id) index without a sort.
  const listStatements = new Map<
    string,
    { count: Statement<unknown[], { n: number }>; page: Statement<unknown[], unknown[]> }
  >();
  const cachedCount = createCountCache(sqlite);
  /** The WHERE clause of a list query and its values, bound positionally (named binding costs more on this path). */
  const filtersOf = (query: ListQuery, storeId: number, today: string) => {
    const where = ['store_id = ?'];
    const binds: unknown[] = [storeId];
    if (query.status) {
      where.push(STATUS_CONDITION[query.status]);
      binds.push(today);
    }
    if (query.voucher_type) {
      where.push('voucher_type = ?');
      binds.push(query.voucher_type);
    }
    if (query.q) {
      where.push("name LIKE ? ESCAPE '\\'");
      binds.push(likePattern(query.q));
    }
    return { clause: where.join(' AND '), binds };
  };
  const statementsFor = (clause: string) => {
    let found = listStatements.get(clause);
    if (!found) {
      found = {
        count: sqlite.prepare<unknown[], { n: number }>(`SELECT count(*) AS n FROM vouchers WHERE ${clause}`),
        page: sqlite
          .prepare<unknown[], unknown[]>(
            `SELECT ${LIST_COLUMNS} FROM vouchers WHERE ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`,
          )
          .raw(true),
      };
      listStatements.set(clause, found);
    }
    return found;
  };

  // CROSS JOIN pins the join order: from the page's few ids through the voucher index, whatever
  // the statistics say about a store with many plans.
  const plansOf = sqlite.prepare<[string, number], { voucher_id: number; id: number; name: string }>(
    `SELECT pv.voucher_id, p.id, p.name
     FROM json_each(?) j CROSS JOIN plan_vouchers pv ON pv.voucher_id = j.value CROSS JOIN plans p ON p.id = pv.plan_id
     WHERE p.store_id = ? ORDER BY p.id`,
  );
  const byId = sqlite.prepare<[number, number], VoucherRow>('SELECT * FROM vouchers WHERE id = ? AND store_id = ?');
  const insert = sqlite.prepare(
    `INSERT INTO vouchers (store_id, name, voucher_type, value, status, quantity, start_date, end_date, schedule, category,
       informations, terms_and_conditions, created_at, updated_at)
     VALUES (@storeId, @name, @voucher_type, @value, @status, @quantity, @start_date, @end_date, @schedule, @category,
       @informations, @terms_and_conditions, @now, @now)`,
  );
  const update = sqlite.prepare(
    `UPDATE vouchers SET name = @name, voucher_type = @voucher_type, value = @value, status = @status, quantity = @quantity,
       start_date = @start_date, end_date = @end_date, schedule = @schedule, category = @category,
       informations = @informations, terms_and_conditions = @terms_and_conditions, updated_at = @now
     WHERE id = @id AND store_id = @storeId`,
  );
  const remove = sqlite.prepare('DELETE FROM vouchers WHERE id = ? AND store_id = ?');
  const redeemedOnce = sqlite.prepare<[number], { one: 1 }>(
    'SELECT 1 AS one FROM redemptions WHERE voucher_id = ? LIMIT 1',
  );
  const broadcastOnce = sqlite.prepare<[number], { one: 1 }>(
    'SELECT 1 AS one FROM broadcasts WHERE voucher_id = ? LIMIT 1',
  );

  const subscriberOf = sqlite.prepare<[number, number], { id: number }>(
    'SELECT id FROM subscribers WHERE id = ? AND store_id = ?',
  );
  const latestMembership = sqlite.prepare<[number], { id: number; plan_id: number }>(
    'SELECT id, plan_id FROM memberships WHERE subscriber_id = ? ORDER BY subscribed_at DESC, id DESC LIMIT 1',
  );
  // Unscoped on purpose: any plan_vouchers row would block the delete at the foreign key.
  const planNamesStmt = sqlite.prepare<[number], { name: string }>(
    'SELECT p.name FROM plan_vouchers pv JOIN plans p ON p.id = pv.plan_id WHERE pv.voucher_id = ? ORDER BY p.id',
  );

  const today = () => dateOnly(clock.now());

  /** A voucher of the plan of the fan's latest membership, as they hold it; 404 otherwise. */
  const heldVoucher = (storeId: number, subscriberId: number, voucherId: number) => {
    if (!subscriberOf.get(subscriberId, storeId)) throw notFound('Subscriber');
    const membership = latestMembership.get(subscriberId);
    const held = membership && use.consumerVoucher(subscriberId, membership, voucherId, clock.now());
    if (!held) throw notFound('Voucher');
    return held;
  };

  const load = (id: number, storeId: number) => {
    const row = byId.get(id, storeId);
    if (!row) throw notFound('Voucher');
    return row;
  };
  const present = (row: VoucherRow) =>
    toVoucher(row, plansByVoucher(plansOf.all(JSON.stringify([row.id]), row.store_id)).get(row.id) ?? [], today());
  const planNamesOf = (row: VoucherRow) => planNamesStmt.all(row.id).map((p) => p.name);

  /** The row's columns from a body; a body without a start date takes `startDate` (today on create, kept on update). */
  const columns = (body: Body, startDate: string) => ({
    name: body.name,
    voucher_type: body.voucher_type,
    value: body.value,
    status: body.status,
    quantity: body.quantity ?? null,
    start_date: body.start_date ?? startDate,
    end_date: body.end_date ?? null,
    schedule: body.schedule ? JSON.stringify(body.schedule) : null,
    category: body.category ?? null,
    informations: JSON.stringify(body.informations ?? []),
    terms_and_conditions: body.terms_and_conditions ?? '',
  });

  return {
    listVouchers: ({ storeId, query }) => {
      const day = today();
      const { clause, binds } = filtersOf(query, storeId, day);
      const { count, page } = statementsFor(clause);
      // The key carries everything the count depends on: the filter values and today's date.
      const total = cachedCount(`${clause}|${day}|${binds.join('|')}`, () => count.get(...binds)!.n);
      const rows = page.all(...binds, query.size, pageOffset(query.page, query.size));
      const plans =
        rows.length > 0 ? plansByVoucher(plansOf.all(JSON.stringify(rows.map((r) => r[0])), storeId)) : new Map();
      return {
        data: rows.map((r) => listItemFromRaw(r, plans.get(r[0] as number) ?? [], day)),
        paginate: paginate(query.page, query.size, total),
      };
    },

    createVoucher: ({ storeId, body }) => {
      // A voucher born expired is a typo, not an intent; editing an old voucher stays possible.
      if (body.end_date && body.end_date < today()) throw invalid({ end_date: 'The end date has already passed' });
      const now = clock.now();
      const result = insert.run({ ...columns(body, today()), storeId, now });
      return { data: present(load(Number(result.lastInsertRowid), storeId)) };
    },

    getVoucher: ({ storeId, params }) => ({ data: present(load(params.id, storeId)) }),

    updateVoucher: ({ storeId, params, body }) => {
      const row = load(params.id, storeId);
      if (body.status === 'draft' && planNamesOf(row).length > 0) {
        throw conflict('This voucher is used by a plan and must stay published');
      }
      if (body.end_date && body.end_date !== row.end_date && body.end_date < today()) {
        throw invalid({ end_date: 'The end date has already passed' });
      }
      // The schema compares the dates only when both are sent; a kept start date is checked here.
      if (!body.start_date && body.end_date && body.end_date < row.start_date) {
        throw invalid({ end_date: 'End date is before the start date' });
      }
      update.run({ ...columns(body, row.start_date), id: row.id, storeId, now: clock.now() });
      return { data: present(load(row.id, storeId)) };
    },

    deleteVoucher: ({ storeId, params }) => {
      const row = load(params.id, storeId);
      const names = planNamesOf(row);
      if (names.length === 1) {
        throw conflict(`This voucher is used by the plan ${quote(names)}. Remove it from the plan first.`);
      }
      if (names.length > 1) {
        throw conflict(`This voucher is used by the plans ${quote(names)}. Remove it from these plans first.`);
      }
      // Redemptions and broadcasts point at the voucher; reports and the broadcast history need it.
      if (redeemedOnce.get(row.id)) throw conflict('This voucher has been redeemed and is kept for the reports');
      if (broadcastOnce.get(row.id))
        throw conflict('This voucher has been broadcast and is kept for the broadcast history');
      remove.run(row.id, storeId);
      return { data: { id: row.id, deleted: true as const } };
    },

    voucherSubscribers: ({ storeId, params, query }) => {
      const voucher = load(params.id, storeId);
      const page = { limit: query.size, offset: pageOffset(query.page, query.size) };
      const { rows, total } = use.holders(voucher.id, storeId, clock.now(), page);
      return { data: rows, paginate: paginate(query.page, query.size, total) };
    },

    subscriberVouchers: ({ storeId, params, query }) => {
      if (!subscriberOf.get(params.id, storeId)) throw notFound('Subscriber');
      // The fan's vouchers are those of their latest membership's plan, active or not.
      const membership = latestMembership.get(params.id);
      if (!membership) return { data: [], paginate: paginate(query.page, query.size, 0) };
      const page = { limit: query.size, offset: pageOffset(query.page, query.size) };
      const { rows, total } = use.consumerVouchers(params.id, membership, clock.now(), page);
      return { data: rows, paginate: paginate(query.page, query.size, total) };
    },

    subscriberVoucher: ({ storeId, params }) => ({
      data: heldVoucher(storeId, params.id, params.voucher_id),
    }),

    subscriberVoucherRedemptions: ({ storeId, params, query }) => {
      heldVoucher(storeId, params.id, params.voucher_id);
      const page = { limit: query.size, offset: pageOffset(query.page, query.size) };
      const { rows, total } = use.redemptionHistory(params.id, params.voucher_id, page);
      return { data: rows, paginate: paginate(query.page, query.size, total) };
    },
  };
};
