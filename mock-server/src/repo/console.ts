/**
 * What the demo console reads: stores with their key figures, a store's plans and running
 * memberships, and the random picks behind "a fan cancels / redeems / pays".
 */
import {
  billingPeriods,
  memberships,
  payments,
  payouts,
  plans,
  planVouchers,
  stores,
  subscribers,
  vouchers,
  type DbHandle,
  type PayoutRow,
} from '@mbo/db';
import { and, asc, count, countDistinct, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { likeEscaped, likePattern } from './like';

export interface StoreFigureRow {
  id: number;
  name: string;
  phone: string;
  address: string;
  lang: 'en' | 'de';
  activated: boolean;
  plans: number;
  subscribers: number;
  /** Earned minus paid out and pending, as the balance counts it. */
  balanceCents: number;
}

export interface MemberRow {
  membershipId: number;
  username: string;
  planName: string;
  subscribedAt: number;
  cancelAt: number | null;
}

export function createConsoleQueries({ db }: Pick<DbHandle, 'db'>) {
  const [nowParam, storeParam] = [sql.placeholder('now'), sql.placeholder('storeId')];
  /** A membership is running at `now` when it has started and its cancellation has not taken effect. */
  const running = and(
    lte(memberships.subscribedAt, nowParam),
    or(isNull(memberships.cancelAt), gt(memberships.cancelAt, nowParam)),
  );

  // Subscribers: distinct fans with a running membership, as the dashboard's total counts them.
  const figures = () =>
    db
      .select({
        id: stores.id,
        name: stores.name,
        phone: stores.phone,
        address: stores.address,
        lang: stores.lang,
        activated: sql<boolean>`${stores.activatedAt} IS NOT NULL`.mapWith((v) => v === 1),
        plans: sql<number>`${db.select({ n: count() }).from(plans).where(eq(plans.storeId, stores.id))}`,
        subscribers: sql<number>`${db
          .select({ n: countDistinct(memberships.subscriberId) })
          .from(memberships)
          .where(and(eq(memberships.storeId, stores.id), running))}`,
        balanceCents: sql<number>`${db
          .select({ cents: sql`coalesce(sum(${payments.amountCents}), 0)` })
          .from(payments)
          .where(eq(payments.storeId, stores.id))} - ${db
          .select({ cents: sql`coalesce(sum(${payouts.amountCents}), 0)` })
          .from(payouts)
          .where(and(eq(payouts.storeId, stores.id), inArray(payouts.status, ['paid', 'pending'])))}`,
      })
      .from(stores);
  // Demo stores are seeded first, so the id order puts the personas on top.
  const qParam = sql.placeholder('q');
  const list = figures()
    .where(
      or(
        sql`${qParam} IS NULL`,
        likeEscaped(stores.name, qParam),
        likeEscaped(stores.phone, qParam),
        likeEscaped(stores.address, qParam),
      ),
    )
    .orderBy(asc(stores.id))
    .limit(sql.placeholder('limit'))
    .prepare();
  const one = figures()
    .where(eq(stores.id, sql.placeholder('id')))
    .prepare();
  const storePlans = db
    .select({ id: plans.id, name: plans.name, priceCents: plans.priceCents, period: billingPeriods.label })
    .from(plans)
    .innerJoin(billingPeriods, eq(billingPeriods.id, plans.billingPeriodId))
    .where(eq(plans.storeId, storeParam))
    .orderBy(asc(plans.id))
    .prepare();
  const members = db
    .select({
      membershipId: memberships.id,
      username: subscribers.username,
      planName: plans.name,
      subscribedAt: memberships.subscribedAt,
      cancelAt: memberships.cancelAt,
    })
    .from(memberships)
    .innerJoin(subscribers, eq(subscribers.id, memberships.subscriberId))
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(memberships.storeId, storeParam), running))
    .orderBy(desc(memberships.subscribedAt), desc(memberships.id))
    .limit(20)
    .prepare();
  const randomPlan = db
    .select({ id: plans.id })
    .from(plans)
    .where(eq(plans.storeId, storeParam))
    .orderBy(sql`random()`)
    .limit(1)
    .prepare();
  const planByName = db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.storeId, storeParam), likeEscaped(plans.name, sql.placeholder('name'))))
    .orderBy(asc(plans.id))
    .limit(1)
    .prepare();
  const toCancel = db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(eq(memberships.storeId, storeParam), lte(memberships.subscribedAt, nowParam), isNull(memberships.cancelAt)),
    )
    .orderBy(sql`random()`)
    .limit(1)
    .prepare();
  const dueSoonest = db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.storeId, storeParam),
        running,
        or(isNull(memberships.cancelAt), lt(memberships.renewalAt, memberships.cancelAt)),
      ),
    )
    .orderBy(asc(memberships.renewalAt), asc(memberships.id))
    .limit(1)
    .prepare();
  // A running membership and a published voucher of its plan: the uses left this billing month
  // are checked by the redeem rule itself, so a few candidates are tried.
  const redeemable = db
    .select({ membershipId: memberships.id, voucherId: planVouchers.voucherId })
    .from(memberships)
    .innerJoin(planVouchers, eq(planVouchers.planId, memberships.planId))
    .innerJoin(vouchers, eq(vouchers.id, planVouchers.voucherId))
    .where(and(eq(memberships.storeId, storeParam), running, eq(vouchers.status, 'published')))
    .orderBy(sql`random()`)
    .limit(25)
    .prepare();

  const statusParam = sql.placeholder('status');
  const payoutList = db
    .select({ payout: payouts, storeName: stores.name })
    .from(payouts)
    .innerJoin(stores, eq(stores.id, payouts.storeId))
    .where(
      and(
        or(sql`${storeParam} IS NULL`, eq(payouts.storeId, storeParam)),
        or(sql`${statusParam} IS NULL`, eq(payouts.status, statusParam)),
      ),
    )
    .orderBy(desc(payouts.requestedAt), desc(payouts.id))
    .limit(100)
    .prepare();

  return {
    /** Payouts of one store or all, of one status or any, newest first (at most 100). */
    payouts: (storeId: number | undefined, status: string | undefined): (PayoutRow & { storeName: string })[] =>
      payoutList
        .all({ storeId: storeId ?? null, status: status ?? null })
        .map((r) => ({ ...r.payout, storeName: r.storeName })),
    stores: (now: number, q: string | undefined, limit: number): StoreFigureRow[] =>
      list.all({ now, q: q ? likePattern(q) : null, limit }),
    store: (now: number, id: number): StoreFigureRow | undefined => one.get({ now, id }),
    plans: (storeId: number) => storePlans.all({ storeId }),
    members: (now: number, storeId: number): MemberRow[] => members.all({ now, storeId }),
    randomPlan: (storeId: number): number | undefined => randomPlan.get({ storeId })?.id,
    /** The store's first plan whose name contains the text. */
    planNamed: (storeId: number, name: string): number | undefined =>
      planByName.get({ storeId, name: likePattern(name) })?.id,
    /** A running membership not cancelled yet, at random. */
    membershipToCancel: (now: number, storeId: number): number | undefined => toCancel.get({ now, storeId })?.id,
    /** The running membership whose next payment is due soonest. */
    membershipDueSoonest: (now: number, storeId: number): number | undefined => dueSoonest.get({ now, storeId })?.id,
    /** Membership and voucher pairs that could be redeemed, at random. */
    redeemCandidates: (now: number, storeId: number) => redeemable.all({ now, storeId }),
  };
}

export type ConsoleQueries = ReturnType<typeof createConsoleQueries>;
