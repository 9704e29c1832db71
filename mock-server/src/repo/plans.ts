/**
 * Subscription plans (the API's "subscriptions"): the store's list, one plan with its vouchers and
 * active subscriber count, the writes, and what the public store page shows.
 */
import { feeCents, type BillingPeriod, type Plan, type SubscriptionVoucher } from '@mbo/contracts';
import {
  foldForSearch,
  withFolded,
  billingPeriods,
  broadcasts,
  memberships,
  plans,
  planVouchers,
  vouchers,
  type BillingPeriodRow,
  type DbHandle,
  type NewPlan,
  type PlanRow,
  type PlanVoucherRow,
  type VoucherRow,
} from '@mbo/db';
import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { voucherStatus, voucherType } from '../domain/vouchers';
import { dateOnly, euros, iso } from '../format';
import type { Page, Paged } from '../paginate';
import { readCache } from './read-cache';
import { rowExists } from './exists';
import { idList, inIdList } from './id-list';
import { likeEscaped, likePattern } from './like';

/** What a plan holds besides its store and creation time. */
export type PlanFields = Omit<NewPlan, 'id' | 'storeId' | 'createdAt'>;

/** One voucher of a plan, as a plan body lists it. */
export type PlanVoucherFields = Pick<PlanVoucherRow, 'voucherId' | 'maxUseQty' | 'additionalVoucher'>;

/** A plan row with its billing period. */
type PlanWithPeriod = { plan: PlanRow; period: BillingPeriodRow };

/** What the public store page lists of a plan: its price, period and the names of its vouchers. */
export interface PublicPlan {
  id: number;
  name: string;
  priceCents: number;
  period: string;
  vouchers: string[];
}

export function createPlanRepository({ sqlite, db }: Pick<DbHandle, 'sqlite' | 'db'>) {
  const kept = readCache(sqlite);
  const withPeriod = () =>
    db
      .select({ plan: plans, period: billingPeriods })
      .from(plans)
      .innerJoin(billingPeriods, eq(billingPeriods.id, plans.billingPeriodId));
  const ofStore = eq(plans.storeId, sql.placeholder('storeId'));
  const named = and(ofStore, likeEscaped(plans.nameFolded, sql.placeholder('q')));
  // Newest first is id DESC: ids follow creation order and the (store_id, id) index serves it.
  const page = (where: typeof ofStore) =>
    withPeriod()
      .where(where)
      .orderBy(desc(plans.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare();
  const lists = {
    all: { count: db.select({ n: count() }).from(plans).where(ofStore).prepare(), page: page(ofStore) },
    named: { count: db.select({ n: count() }).from(plans).where(named).prepare(), page: page(named!) },
  };
  const byId = withPeriod()
    .where(and(eq(plans.id, sql.placeholder('id')), ofStore))
    .prepare();
  const allPeriods = db.select().from(billingPeriods).orderBy(asc(billingPeriods.id)).prepare();
  const periodExists = rowExists(db, billingPeriods, billingPeriods.id);
  const isBroadcast = rowExists(db, broadcasts, broadcasts.planId);
  const hasVoucher = db
    .select({ id: planVouchers.id })
    .from(planVouchers)
    .where(
      and(eq(planVouchers.planId, sql.placeholder('planId')), eq(planVouchers.voucherId, sql.placeholder('voucherId'))),
    )
    .prepare();
  const anyPublished = db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.storeId, sql.placeholder('storeId')),
        eq(vouchers.status, 'published'),
        or(isNull(vouchers.endDate), sql`${vouchers.endDate} >= ${sql.placeholder('today')}`),
      ),
    )
    .limit(1)
    .prepare();
  const publicPlans = db
    .select({
      id: plans.id,
      name: plans.name,
      priceCents: plans.priceCents,
      period: billingPeriods.label,
      vouchers: sql<string | null>`(SELECT group_concat(${vouchers.name}, char(31)) FROM ${planVouchers}
        JOIN ${vouchers} ON ${vouchers.id} = ${planVouchers.voucherId} WHERE ${planVouchers.planId} = ${plans.id})`,
    })
    .from(plans)
    .innerJoin(billingPeriods, eq(billingPeriods.id, plans.billingPeriodId))
    .where(ofStore)
    .orderBy(asc(plans.priceCents), asc(plans.id))
    .prepare();

  // The vouchers and active subscriber counts of a page's plans: one prepared statement each,
  // the page's ids bound as one list (id-list.ts).
  // Guaranteed perks first, then extras, each in the order they were added.
  const heldVouchers = db
    .select({
      pv: planVouchers,
      voucher: {
        name: vouchers.name,
        status: vouchers.status,
        endDate: vouchers.endDate,
        voucherType: vouchers.voucherType,
      },
    })
    .from(planVouchers)
    .innerJoin(vouchers, eq(vouchers.id, planVouchers.voucherId))
    .where(inIdList(planVouchers.planId))
    .orderBy(asc(planVouchers.planId), asc(planVouchers.additionalVoucher), asc(planVouchers.id))
    .prepare();
  // When each membership of the page's plans ends (null: not cancelled). Active at an instant =
  // not cancelled, or cancelled with effect at a billing-month end still ahead of it.
  const membershipEnds = db
    .select({ planId: memberships.planId, cancelAt: memberships.cancelAt })
    .from(memberships)
    .where(inIdList(memberships.planId))
    .prepare();

  /**
   * Per plan, what its active subscriber count at any instant is read from: the memberships never
   * cancelled, and the cancellation times of the others in ascending order.
   */
  const endsByPlan = (pageIds: string) => {
    const byPlan = new Map<number, { open: number; ends: number[] }>();
    for (const { planId, cancelAt } of membershipEnds.all({ ids: pageIds })) {
      let plan = byPlan.get(planId);
      if (!plan) byPlan.set(planId, (plan = { open: 0, ends: [] }));
      if (cancelAt === null) plan.open++;
      else plan.ends.push(cancelAt);
    }
    for (const plan of byPlan.values()) plan.ends.sort((a, b) => a - b);
    return byPlan;
  };

  /** Memberships active at `now`: the open ones and those whose cancellation is still ahead. */
  const activeAt = (plan: { open: number; ends: number[] } | undefined, now: number) => {
    if (!plan) return 0;
    let lo = 0;
    let hi = plan.ends.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (plan.ends[mid]! > now) hi = mid;
      else lo = mid + 1;
    }
    return plan.open + plan.ends.length - lo;
  };

  /** What a page of plans needs from the database besides its rows: their vouchers and memberships. */
  const loadPage = (rows: PlanWithPeriod[]) => {
    const pageIds = idList(rows.map((r) => r.plan.id));
    return { rows, held: rows.length ? heldVouchers.all({ ids: pageIds }) : [], ends: endsByPlan(pageIds) };
  };

  /** Turns a loaded page into API plans as of `now` (the vouchers' status, the active counts). */
  const present = ({ rows, held, ends }: ReturnType<typeof loadPage>, now: number): Plan[] => {
    if (rows.length === 0) return [];
    const today = dateOnly(now);
    const byPlan = new Map<number, SubscriptionVoucher[]>();
    for (const { pv, voucher: v } of held) {
      const list = byPlan.get(pv.planId) ?? [];
      list.push({
        id: pv.id,
        voucher_id: pv.voucherId,
        voucher: {
          id: pv.voucherId,
          name: v.name,
          status: voucherStatus(v.status, v.endDate, today),
          voucher_type: voucherType(v.voucherType),
        },
        additional_voucher: pv.additionalVoucher,
        max_use_qty: pv.maxUseQty,
        qty: pv.maxUseQty,
      });
      byPlan.set(pv.planId, list);
    }
    return rows.map(({ plan: r, period }) => {
      const fee = feeCents(r.priceCents);
      return {
        id: r.id,
        name: r.name,
        price: euros(r.priceCents),
        fee: euros(fee),
        final_price: euros(r.priceCents + fee),
        currency: 'EUR' as const,
        billing_period: { id: period.id, label: period.label, months: period.months },
        subscription_vouchers: byPlan.get(r.id) ?? [],
        how_to_use: r.howToUse,
        perks_and_benefits: r.perksAndBenefits,
        terms_and_conditions: r.termsAndConditions,
        subscriber_count: activeAt(ends.get(r.id), now),
        created_at: iso(r.createdAt),
      };
    });
  };

  /** Sets the plan's vouchers: kept ones keep their plan_vouchers id (upsert), others go. */
  const setVouchers = (planId: number, list: PlanVoucherFields[]) => {
    for (const v of list) {
      db.insert(planVouchers)
        .values({ planId, ...v })
        .onConflictDoUpdate({
          target: [planVouchers.planId, planVouchers.voucherId],
          set: { maxUseQty: v.maxUseQty, additionalVoucher: v.additionalVoucher },
        })
        .run();
    }
    db.delete(planVouchers)
      .where(
        and(
          eq(planVouchers.planId, planId),
          notInArray(
            planVouchers.voucherId,
            list.map((v) => v.voucherId),
          ),
        ),
      )
      .run();
  };

  return {
    periods: (): BillingPeriod[] => allPeriods.all(),
    periodExists,

    /** One page of the store's plans, newest first; `q` matches names (wildcards taken literally). */
    list(storeId: number, q: string | undefined, now: number, p: Page): Paged<Plan> {
      // What the database holds is kept until the next write; what depends on the time (the
      // vouchers' status, who is still active) is worked out from it on every call.
      const page = kept.answer(`${storeId}|${p.limit}|${p.offset}|${q ?? ''}`, () => {
        const params = { storeId, ...p, ...(q ? { q: likePattern(foldForSearch(q)) } : {}) };
        const list = q ? lists.named : lists.all;
        return { total: list.count.get(params)?.n ?? 0, loaded: loadPage(list.page.all(params)) };
      });
      return { total: page.total, rows: present(page.loaded, now) };
    },

    /** The plan as the API answers it, or null when the store has no such plan. */
    get(storeId: number, id: number, now: number): Plan | null {
      const row = byId.get({ storeId, id });
      return row ? present(loadPage([row]), now)[0]! : null;
    },

    exists: (storeId: number, id: number) => byId.get({ storeId, id }) !== undefined,

    hasVoucher: (planId: number, voucherId: number) => hasVoucher.get({ planId, voucherId }) !== undefined,

    /** Whether the store has a voucher a plan may hold: published and not expired today. */
    hasPublishedVoucher: (storeId: number, today: string) => anyPublished.get({ storeId, today }) !== undefined,

    /** The store's vouchers among the ids, with what decides whether a plan may hold them. */
    vouchersOfStore: (storeId: number, ids: number[]): Pick<VoucherRow, 'id' | 'status' | 'endDate'>[] =>
      ids.length === 0
        ? []
        : db
            .select({ id: vouchers.id, status: vouchers.status, endDate: vouchers.endDate })
            .from(vouchers)
            .where(and(inArray(vouchers.id, ids), eq(vouchers.storeId, storeId)))
            .all(),

    create(storeId: number, fields: PlanFields, list: PlanVoucherFields[], now: number): number {
      const { id } = db
        .insert(plans)
        .values(withFolded(plans, { ...fields, storeId, createdAt: now }))
        .returning({ id: plans.id })
        .get();
      setVouchers(id, list);
      return id;
    },

    update(storeId: number, id: number, fields: PlanFields, list: PlanVoucherFields[]): void {
      db.update(plans)
        .set(withFolded(plans, fields))
        .where(and(eq(plans.id, id), eq(plans.storeId, storeId)))
        .run();
      setVouchers(id, list);
    },

    remove(storeId: number, id: number): void {
      db.delete(plans)
        .where(and(eq(plans.id, id), eq(plans.storeId, storeId)))
        .run();
    },

    /** Memberships of the plan ever, and those active at `now`. */
    membershipStats(id: number, now: number): { total: number; active: number } {
      return db
        .select({
          total: count(),
          active: sql<number>`coalesce(sum(${memberships.cancelAt} IS NULL OR ${memberships.cancelAt} > ${now}), 0)`,
        })
        .from(memberships)
        .where(eq(memberships.planId, id))
        .get()!;
    },

    isBroadcast,

    /** The store's plans for its public page, cheapest first. */
    publicPlans: (storeId: number): PublicPlan[] =>
      publicPlans.all({ storeId }).map((p) => ({ ...p, vouchers: p.vouchers ? p.vouchers.split('\u001f') : [] })),
  };
}

export type PlanRepository = ReturnType<typeof createPlanRepository>;
