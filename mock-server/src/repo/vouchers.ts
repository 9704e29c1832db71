/**
 * Vouchers: the store's list (the benchmark hot path, on hand-tuned raw statements), one voucher
 * with the plans that use it, and the writes. "Expired" is derived (domain/vouchers.ts).
 */
import type { PlanRef, Voucher, VoucherListItem, VoucherStatus, VoucherTypeCode, z } from '@mbo/contracts';
import {
  foldForSearch,
  withFolded,
  broadcasts,
  plans,
  planVouchers,
  redemptions,
  vouchers,
  type DbHandle,
  type NewVoucher,
  type VoucherRow,
} from '@mbo/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Statement } from 'better-sqlite3';
import { voucherStatus, voucherType } from '../domain/vouchers';
import { iso } from '../format';
import { rowExists } from './exists';
import type { Page, Paged } from '../paginate';
import { readCache } from './read-cache';
import { likePattern } from './like';

type PlanRefs = z.infer<typeof PlanRef>[];

/** What a voucher holds besides its store and its timestamps. */
export type VoucherFields = Omit<NewVoucher, 'id' | 'storeId' | 'createdAt' | 'updatedAt'>;

/** The list's filters. */
export interface VoucherFilters {
  status?: VoucherStatus | undefined;
  voucher_type?: VoucherTypeCode | undefined;
  q?: string | undefined;
}

/** SQL conditions matching each derived status; each binds today (YYYY-MM-DD) once, positionally. */
const STATUS_CONDITION: Record<VoucherStatus, string> = {
  expired: 'end_date < ?',
  published: "status = 'published' AND (end_date IS NULL OR ? <= end_date)",
  draft: "status = 'draft' AND (end_date IS NULL OR ? <= end_date)",
};

/** Columns of a list row, in the order `listItemFromRaw` reads them (raw reads are the cheapest on the hot list path). */
const LIST_COLUMNS =
  'id, name, voucher_type, value, status, quantity, start_date, end_date, category, created_at, updated_at';

/** A raw row in LIST_COLUMNS order → the list item. */
function listItemFromRaw(r: unknown[], plans: PlanRefs, today: string): VoucherListItem {
  return {
    id: r[0] as number,
    name: r[1] as string,
    status: voucherStatus(r[4] as 'draft' | 'published', r[7] as string | null, today),
    voucher_type: voucherType(r[2] as VoucherTypeCode),
    value: r[3] as number,
    quantity: r[5] as number | null,
    start_date: r[6] as string,
    end_date: r[7] as string | null,
    category: r[8] as VoucherListItem['category'],
    plans,
    created_at: iso(r[9] as number),
    updated_at: iso(r[10] as number),
  };
}

const toVoucher = (row: VoucherRow, plans: PlanRefs, today: string): Voucher => ({
  id: row.id,
  name: row.name,
  status: voucherStatus(row.status, row.endDate, today),
  voucher_type: voucherType(row.voucherType),
  value: row.value,
  quantity: row.quantity,
  start_date: row.startDate,
  end_date: row.endDate,
  // Written from the contract's schemas (createVoucher, updateVoucher), so they read back as them.
  schedule: row.schedule as Voucher['schedule'],
  category: row.category as Voucher['category'],
  informations: row.informations,
  terms_and_conditions: row.termsAndConditions,
  plans,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** Groups `{ voucher_id, id, name }` rows into each voucher's plan list. */
function plansByVoucher(rows: { voucher_id: number; id: number; name: string }[]) {
  const map = new Map<number, PlanRefs>();
  for (const r of rows) {
    const list = map.get(r.voucher_id) ?? [];
    list.push({ id: r.id, name: r.name });
    map.set(r.voucher_id, list);
  }
  return map;
}

export function createVoucherRepository({ sqlite, db }: Pick<DbHandle, 'sqlite' | 'db'>) {
  // The list is the benchmark hot path. Each filter combination gets its own statement (made once,
  // on first use) so the unfiltered count stays a scan of the (store_id, id) index alone, and
  // totals are cached until the next write.
  // Newest first is id DESC: ids are assigned in creation order, and that order is served
  // straight from the (store_id, id) index without a sort.
  const listStatements = new Map<
    string,
    { count: Statement<unknown[], { n: number }>; page: Statement<unknown[], unknown[]> }
  >();
  // Totals and whole pages are kept until the next write (see read-cache.ts): between writes a
  // store's list is read again and again, and reading its rows costs more than answering them.
  const kept = readCache(sqlite);
  /** The WHERE clause of a list query and its values, bound positionally (named binding costs more on this path). */
  const filtersOf = (filters: VoucherFilters, storeId: number, today: string) => {
    const where = ['store_id = ?'];
    const binds: unknown[] = [storeId];
    if (filters.status) {
      where.push(STATUS_CONDITION[filters.status]);
      binds.push(today);
    }
    if (filters.voucher_type) {
      where.push('voucher_type = ?');
      binds.push(filters.voucher_type);
    }
    if (filters.q) {
      where.push("name_folded LIKE ? ESCAPE '\\'");
      binds.push(likePattern(foldForSearch(filters.q)));
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

  const ofStore = and(eq(vouchers.id, sql.placeholder('id')), eq(vouchers.storeId, sql.placeholder('storeId')));
  const byId = db.select().from(vouchers).where(ofStore).prepare();
  // Unscoped on purpose: any plan_vouchers row would block the delete at the foreign key.
  const planNames = db
    .select({ name: plans.name })
    .from(planVouchers)
    .innerJoin(plans, eq(plans.id, planVouchers.planId))
    .where(eq(planVouchers.voucherId, sql.placeholder('id')))
    .orderBy(asc(plans.id))
    .prepare();
  const isRedeemed = rowExists(db, redemptions, redemptions.voucherId);
  const isBroadcast = rowExists(db, broadcasts, broadcasts.voucherId);

  return {
    /** One page of the store's vouchers, newest first, with the plans that use them. */
    list(storeId: number, filters: VoucherFilters, today: string, page: Page): Paged<VoucherListItem> {
      const { clause, binds } = filtersOf(filters, storeId, today);
      // The keys carry everything the reads depend on: the filter values and today's date (the
      // derived status), and for the page its bounds.
      const key = `${clause}|${today}|${binds.join('|')}`;
      return kept.answer(`p|${key}|${page.limit}|${page.offset}`, () => {
        const { count, page: pageOf } = statementsFor(clause);
        const total = kept.answer(`n|${key}`, () => count.get(...binds)!.n);
        const rows = pageOf.all(...binds, page.limit, page.offset);
        const plans =
          rows.length > 0 ? plansByVoucher(plansOf.all(JSON.stringify(rows.map((r) => r[0])), storeId)) : new Map();
        return { rows: rows.map((r) => listItemFromRaw(r, plans.get(r[0] as number) ?? [], today)), total };
      });
    },

    /** The stored row of one of the store's vouchers. */
    row: (storeId: number, id: number): VoucherRow | undefined => byId.get({ storeId, id }),

    /** The voucher as the API answers it, with the plans that use it. */
    present(row: VoucherRow, today: string): Voucher {
      const plans = plansByVoucher(plansOf.all(JSON.stringify([row.id]), row.storeId)).get(row.id) ?? [];
      return toVoucher(row, plans, today);
    },

    create(storeId: number, fields: VoucherFields, now: number): VoucherRow {
      return db
        .insert(vouchers)
        .values(withFolded(vouchers, { ...fields, storeId, createdAt: now, updatedAt: now }))
        .returning()
        .get();
    },

    update(storeId: number, id: number, fields: VoucherFields, now: number): VoucherRow {
      return db
        .update(vouchers)
        .set(withFolded(vouchers, { ...fields, updatedAt: now }))
        .where(and(eq(vouchers.id, id), eq(vouchers.storeId, storeId)))
        .returning()
        .get()!;
    },

    remove(storeId: number, id: number): void {
      db.delete(vouchers)
        .where(and(eq(vouchers.id, id), eq(vouchers.storeId, storeId)))
        .run();
    },

    /** Names of the plans (of any store) that hold the voucher. */
    planNames: (id: number): string[] => planNames.all({ id }).map((p) => p.name),
    isRedeemed,
    isBroadcast,
    exists: (storeId: number, id: number) => byId.get({ storeId, id }) !== undefined,
  };
}

export type VoucherRepository = ReturnType<typeof createVoucherRepository>;
