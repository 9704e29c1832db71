/**
 * Vouchers: the store's list (the benchmark hot path), one voucher with the plans that use it,
 * and the writes. "Expired" is derived (domain/vouchers.ts).
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
import { and, asc, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { voucherStatus, voucherType } from '../domain/vouchers';
import { iso } from '../format';
import { rowExists } from './exists';
import type { Page, Paged } from '../paginate';
import { idList, inIdList } from './id-list';
import { likeEscaped, likePattern } from './like';
import { readCache } from './read-cache';

type PlanRefs = z.infer<typeof PlanRef>[];

/** What a voucher holds besides its store and its timestamps. */
export type VoucherFields = Omit<NewVoucher, 'id' | 'storeId' | 'createdAt' | 'updatedAt'>;

/** The list's filters. */
export interface VoucherFilters {
  status?: VoucherStatus | undefined;
  voucher_type?: VoucherTypeCode | undefined;
  q?: string | undefined;
}

/** The list's columns: the (store_id, id, …) index covers them, so a page is read from the index alone. */
const LIST_COLUMNS = {
  id: vouchers.id,
  name: vouchers.name,
  voucherType: vouchers.voucherType,
  value: vouchers.value,
  status: vouchers.status,
  quantity: vouchers.quantity,
  startDate: vouchers.startDate,
  endDate: vouchers.endDate,
  category: vouchers.category,
  createdAt: vouchers.createdAt,
  updatedAt: vouchers.updatedAt,
};
type ListRow = Pick<VoucherRow, keyof typeof LIST_COLUMNS>;

const listItem = (r: ListRow, plans: PlanRefs, today: string): VoucherListItem => ({
  id: r.id,
  name: r.name,
  status: voucherStatus(r.status, r.endDate, today),
  voucher_type: voucherType(r.voucherType),
  value: r.value,
  quantity: r.quantity,
  start_date: r.startDate,
  end_date: r.endDate,
  category: r.category as VoucherListItem['category'],
  plans,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});

const day = sql.placeholder('today');
/** Conditions matching each derived status on the day bound as `today` (YYYY-MM-DD). */
const STATUS_CONDITION: Record<VoucherStatus, SQL> = {
  expired: lt(vouchers.endDate, day),
  published: and(eq(vouchers.status, 'published'), or(isNull(vouchers.endDate), gte(vouchers.endDate, day)))!,
  draft: and(eq(vouchers.status, 'draft'), or(isNull(vouchers.endDate), gte(vouchers.endDate, day)))!,
};

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

/** Groups `{ voucherId, id, name }` rows into each voucher's plan list. */
function plansByVoucher(rows: { voucherId: number; id: number; name: string }[]) {
  const map = new Map<number, PlanRefs>();
  for (const r of rows) {
    const list = map.get(r.voucherId) ?? [];
    list.push({ id: r.id, name: r.name });
    map.set(r.voucherId, list);
  }
  return map;
}

export function createVoucherRepository({ sqlite, db }: Pick<DbHandle, 'sqlite' | 'db'>) {
  // The list is the benchmark hot path. Each filter combination gets its own prepared statements
  // (made once, on first use), so the unfiltered count stays a scan of the (store_id, id) index
  // alone. Newest first is id DESC: ids are assigned in creation order, and that order is served
  // straight from the (store_id, id) index without a sort.
  const listStatements = new Map<string, ReturnType<typeof listStatementsOf>>();
  const listStatementsOf = (filters: VoucherFilters) => {
    const where = and(
      eq(vouchers.storeId, sql.placeholder('storeId')),
      filters.status ? STATUS_CONDITION[filters.status] : undefined,
      filters.voucher_type ? eq(vouchers.voucherType, sql.placeholder('type')) : undefined,
      filters.q ? likeEscaped(vouchers.nameFolded, sql.placeholder('q')) : undefined,
    );
    return {
      count: db.select({ n: count() }).from(vouchers).where(where).prepare(),
      page: db
        .select(LIST_COLUMNS)
        .from(vouchers)
        .where(where)
        .orderBy(desc(vouchers.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(),
    };
  };
  const statementsFor = (filters: VoucherFilters) => {
    const shape = `${filters.status ?? ''}|${filters.voucher_type ? 'type' : ''}|${filters.q ? 'q' : ''}`;
    let found = listStatements.get(shape);
    if (!found) listStatements.set(shape, (found = listStatementsOf(filters)));
    return found;
  };
  // Totals and whole pages are kept until the next write (see read-cache.ts): between writes a
  // store's list is read again and again, and reading its rows costs more than answering them.
  const kept = readCache(sqlite);

  // CROSS JOIN pins the join order: from the page's few vouchers through the voucher index, whatever
  // the statistics say about a store with many plans.
  const plansOf = db
    .select({ voucherId: planVouchers.voucherId, id: plans.id, name: plans.name })
    .from(planVouchers)
    .crossJoin(plans)
    .where(
      and(
        inIdList(planVouchers.voucherId),
        eq(plans.id, planVouchers.planId),
        eq(plans.storeId, sql.placeholder('storeId')),
      ),
    )
    .orderBy(asc(plans.id))
    .prepare();

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
      const { status, voucher_type: type, q } = filters;
      // The keys carry everything the reads depend on: the store, the filter values and today's
      // date (the derived status), and for the page its bounds.
      const key = `${storeId}|${status ?? ''}|${type ?? ''}|${today}|${q ?? ''}`;
      return kept.answer(`p|${page.limit}|${page.offset}|${key}`, () => {
        const statements = statementsFor(filters);
        const params = { storeId, today, type, q: q ? likePattern(foldForSearch(q)) : undefined };
        const total = kept.answer(`n|${key}`, () => statements.count.get(params)!.n);
        const rows = statements.page.all({ ...params, ...page });
        const plans =
          rows.length > 0 ? plansByVoucher(plansOf.all({ ids: idList(rows.map((r) => r.id)), storeId })) : new Map();
        return { rows: rows.map((r) => listItem(r, plans.get(r.id) ?? [], today)), total };
      });
    },

    /** The stored row of one of the store's vouchers. */
    row: (storeId: number, id: number): VoucherRow | undefined => byId.get({ storeId, id }),

    /** The voucher as the API answers it, with the plans that use it. */
    present(row: VoucherRow, today: string): Voucher {
      const plans = plansByVoucher(plansOf.all({ ids: idList([row.id]), storeId: row.storeId })).get(row.id) ?? [];
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
