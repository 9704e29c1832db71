/**
 * Who holds a voucher and how much of it they used. Use is counted per calendar month (UTC) rather
 * than per each fan's billing month: one window for every row, matching the monthly reports.
 */
import type { ConsumerRedemption, ConsumerVoucher, VoucherHolder, z } from '@mbo/contracts';
import {
  memberships,
  plans,
  planVouchers,
  redemptions,
  subscribers,
  vouchers,
  type DbHandle,
  type MembershipRow,
  type PlanVoucherRow,
  type VoucherRow,
} from '@mbo/db';
import { and, asc, count, desc, eq, gt, gte, isNull, max, or, sql } from 'drizzle-orm';
import { monthStart } from '../domain/months';
import { voucherStatus, voucherType } from '../domain/vouchers';
import { dateOnly, iso, isoOrNull } from '../format';
import type { Page, Paged } from '../paginate';
import { idList, inIdList } from './id-list';

type Holder = z.infer<typeof VoucherHolder>;

/** A voucher of a plan, with what a fan's use of it is weighed against. */
type HeldVoucherRow = Pick<VoucherRow, 'id' | 'name' | 'status' | 'endDate' | 'voucherType'> &
  Pick<PlanVoucherRow, 'maxUseQty' | 'additionalVoucher'>;

/** The membership whose quota counts: the fan's latest. */
type Membership = Pick<MembershipRow, 'id' | 'planId'>;

export function createVoucherUseQueries({ db }: Pick<DbHandle, 'db'>) {
  const param = {
    voucherId: sql.placeholder('voucherId'),
    subscriberId: sql.placeholder('subscriberId'),
    membershipId: sql.placeholder('membershipId'),
    planId: sql.placeholder('planId'),
    monthStart: sql.placeholder('monthStart'),
    limit: sql.placeholder('limit'),
    offset: sql.placeholder('offset'),
  };
  // `+voucher_id` keeps SQLite on the subscriber index: a fan's own redemptions are few, while a
  // popular voucher may have been redeemed a hundred thousand times.
  const ofVoucher = eq(sql`+${redemptions.voucherId}`, param.voucherId);

  // A membership is active until its cancel_at (the end of the billing month it was cancelled in).
  const holding = and(
    eq(planVouchers.voucherId, param.voucherId),
    eq(plans.storeId, sql.placeholder('storeId')),
    or(isNull(memberships.cancelAt), gt(memberships.cancelAt, sql.placeholder('now'))),
  );
  const holdersCount = db
    .select({ n: count() })
    .from(planVouchers)
    .innerJoin(plans, eq(plans.id, planVouchers.planId))
    .innerJoin(memberships, eq(memberships.planId, planVouchers.planId))
    .innerJoin(subscribers, eq(subscribers.id, memberships.subscriberId))
    .where(holding)
    .prepare();
  const holdersPage = db
    .select({
      id: subscribers.id,
      username: subscribers.username,
      phone: subscribers.phone,
      planName: plans.name,
      maxUseQty: planVouchers.maxUseQty,
      subscribedAt: memberships.subscribedAt,
      membershipId: memberships.id,
    })
    .from(planVouchers)
    .innerJoin(plans, eq(plans.id, planVouchers.planId))
    .innerJoin(memberships, eq(memberships.planId, planVouchers.planId))
    .innerJoin(subscribers, eq(subscribers.id, memberships.subscriberId))
    .where(holding)
    .orderBy(desc(memberships.subscribedAt), desc(memberships.id))
    .limit(param.limit)
    .offset(param.offset)
    .prepare();
  const usedByMemberships = db
    .select({ membershipId: redemptions.membershipId, n: count() })
    .from(redemptions)
    .where(and(inIdList(redemptions.subscriberId), ofVoucher, gte(redemptions.redeemedAt, param.monthStart)))
    .groupBy(redemptions.membershipId)
    .prepare();

  const held = {
    id: vouchers.id,
    name: vouchers.name,
    status: vouchers.status,
    endDate: vouchers.endDate,
    voucherType: vouchers.voucherType,
    additionalVoucher: planVouchers.additionalVoucher,
    maxUseQty: planVouchers.maxUseQty,
  };
  const planVoucherCount = db
    .select({ n: count() })
    .from(planVouchers)
    .where(eq(planVouchers.planId, param.planId))
    .prepare();
  // Guaranteed perks first, then extras, each in the order they were added.
  const planVoucherPage = db
    .select(held)
    .from(planVouchers)
    .innerJoin(vouchers, eq(vouchers.id, planVouchers.voucherId))
    .where(eq(planVouchers.planId, param.planId))
    .orderBy(asc(planVouchers.additionalVoucher), asc(planVouchers.id))
    .limit(param.limit)
    .offset(param.offset)
    .prepare();
  // used_qty counts the current membership, whose quota it is; last_used_at is the fan's last use
  // of the voucher under any membership.
  const use = {
    usedQty: sql<number>`coalesce(sum(${redemptions.membershipId} = ${param.membershipId} AND ${redemptions.redeemedAt} >= ${param.monthStart}), 0)`,
    lastUsedAt: max(redemptions.redeemedAt),
  };
  // One pass over the fan's own redemptions (few) instead of per-voucher scans (many).
  const consumerUse = db
    .select({ voucherId: redemptions.voucherId, ...use })
    .from(redemptions)
    .where(eq(redemptions.subscriberId, param.subscriberId))
    .groupBy(redemptions.voucherId)
    .prepare();

  const onePlanVoucher = db
    .select(held)
    .from(planVouchers)
    .innerJoin(vouchers, eq(vouchers.id, planVouchers.voucherId))
    .where(and(eq(planVouchers.planId, param.planId), eq(planVouchers.voucherId, param.voucherId)))
    .prepare();
  const oneUse = db
    .select(use)
    .from(redemptions)
    .where(and(eq(redemptions.subscriberId, param.subscriberId), ofVoucher))
    .prepare();
  // A fan's own redemptions are few: the subscriber index serves both, whatever the voucher's popularity.
  const historyCount = db
    .select({ n: count() })
    .from(redemptions)
    .where(and(eq(redemptions.subscriberId, param.subscriberId), ofVoucher))
    .prepare();
  const historyPage = db
    .select({ id: redemptions.id, redeemedAt: redemptions.redeemedAt, planId: plans.id, planName: plans.name })
    .from(redemptions)
    .innerJoin(memberships, eq(memberships.id, redemptions.membershipId))
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(redemptions.subscriberId, param.subscriberId), ofVoucher))
    .orderBy(desc(redemptions.redeemedAt), desc(redemptions.id))
    .limit(param.limit)
    .offset(param.offset)
    .prepare();

  const toConsumerVoucher = (
    r: HeldVoucherRow,
    use: { usedQty: number; lastUsedAt: number | null } | undefined,
    today: string,
  ): ConsumerVoucher => ({
    id: r.id,
    name: r.name,
    status: voucherStatus(r.status, r.endDate, today),
    voucher_type: voucherType(r.voucherType),
    additional_voucher: r.additionalVoucher,
    max_use_qty: r.maxUseQty,
    used_qty: use?.usedQty ?? 0,
    last_used_at: isoOrNull(use?.lastUsedAt),
  });

  return {
    /** Fans holding the voucher through an active membership, one row per membership. */
    holders(voucherId: number, storeId: number, now: number, page: Page): Paged<Holder> {
      const where = { voucherId, storeId, now };
      const total = holdersCount.get(where)!.n;
      const rows = holdersPage.all({ ...where, ...page });
      if (rows.length === 0) return { rows: [], total };
      const ids = idList(rows.map((r) => r.id));
      const used = new Map(
        usedByMemberships.all({ ids, voucherId, monthStart: monthStart(now) }).map((u) => [u.membershipId, u.n]),
      );
      return {
        total,
        rows: rows.map((r) => ({
          id: r.id,
          username: r.username,
          phone: r.phone,
          plan_name: r.planName,
          used_qty: used.get(r.membershipId) ?? 0,
          max_use_qty: r.maxUseQty,
          subscribed_at: iso(r.subscribedAt),
        })),
      };
    },

    /** The vouchers of a membership's plan as that fan holds them. */
    consumerVouchers(subscriberId: number, membership: Membership, now: number, page: Page): Paged<ConsumerVoucher> {
      const total = planVoucherCount.get({ planId: membership.planId })!.n;
      const rows = planVoucherPage.all({ planId: membership.planId, ...page });
      const use = new Map(
        consumerUse
          .all({ subscriberId, membershipId: membership.id, monthStart: monthStart(now) })
          .map((u) => [u.voucherId, u]),
      );
      const today = dateOnly(now);
      return { total, rows: rows.map((r) => toConsumerVoucher(r, use.get(r.id), today)) };
    },

    /** One voucher of the membership's plan as that fan holds it, or null when the plan has no such voucher. */
    consumerVoucher(
      subscriberId: number,
      membership: Membership,
      voucherId: number,
      now: number,
    ): ConsumerVoucher | null {
      const row = onePlanVoucher.get({ planId: membership.planId, voucherId });
      if (!row) return null;
      const use = oneUse.get({ subscriberId, membershipId: membership.id, voucherId, monthStart: monthStart(now) });
      return toConsumerVoucher(row, use, dateOnly(now));
    },

    /** The fan's redemptions of one voucher under any of their memberships, newest first. */
    redemptionHistory(subscriberId: number, voucherId: number, page: Page): Paged<ConsumerRedemption> {
      const total = historyCount.get({ subscriberId, voucherId })!.n;
      const rows = total === 0 ? [] : historyPage.all({ subscriberId, voucherId, ...page });
      return {
        total,
        rows: rows.map((r) => ({
          id: r.id,
          redeemed_at: iso(r.redeemedAt),
          plan: { id: r.planId, name: r.planName },
        })),
      };
    },
  };
}
