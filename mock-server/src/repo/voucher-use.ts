/**
 * Who holds a voucher and how much of it they used. Use is counted per calendar month (UTC) rather
 * than per each fan's billing month: one window for every row, matching the monthly reports.
 */
import type { ConsumerRedemption, ConsumerVoucher, VoucherHolder, z } from '@mbo/contracts';
import type { DbHandle, MembershipRow, PlanVoucherRow, SubscriberRow, VoucherRow } from '@mbo/db';
import { monthStart } from '../domain/months';
import { voucherStatus, voucherType } from '../domain/vouchers';
import { dateOnly, iso, isoOrNull } from '../format';
import type { Page, Paged } from '../paginate';

type Holder = z.infer<typeof VoucherHolder>;

/** A membership holding the voucher, with its fan and plan. */
type HolderRow = Pick<SubscriberRow, 'id' | 'username' | 'phone'> &
  Pick<PlanVoucherRow, 'maxUseQty'> &
  Pick<MembershipRow, 'subscribedAt'> & { planName: string; membershipId: number };

/** A voucher of a plan; raw SQL reads the flag as 0/1. */
type HeldVoucherRow = Pick<VoucherRow, 'id' | 'name' | 'status' | 'endDate' | 'voucherType'> &
  Pick<PlanVoucherRow, 'maxUseQty'> & { additionalVoucher: number };

/** The membership whose quota counts: the fan's latest. */
type Membership = Pick<MembershipRow, 'id' | 'planId'>;

export function createVoucherUseQueries({ sqlite }: Pick<DbHandle, 'sqlite'>) {
  // A membership is active until its cancel_at (the end of the billing month it was cancelled in).
  const holdersWhere = `FROM plan_vouchers pv
      JOIN plans p ON p.id = pv.plan_id
      JOIN memberships m ON m.plan_id = pv.plan_id
      JOIN subscribers s ON s.id = m.subscriber_id
    WHERE pv.voucher_id = @voucherId AND p.store_id = @storeId AND (m.cancel_at IS NULL OR m.cancel_at > @now)`;
  const holdersCount = sqlite.prepare(`SELECT count(*) ${holdersWhere}`).pluck();
  const holdersPage = sqlite.prepare(
    `SELECT s.id, s.username, s.phone, p.name AS planName, pv.max_use_qty AS maxUseQty, m.subscribed_at AS subscribedAt,
       m.id AS membershipId
     ${holdersWhere} ORDER BY m.subscribed_at DESC, m.id DESC LIMIT @limit OFFSET @offset`,
  );
  // `+voucher_id` keeps SQLite on the subscriber index: a page holds a few fans, while a popular
  // voucher may have been redeemed a hundred thousand times.
  const usedByMemberships = sqlite.prepare<[string, number, number], { membership_id: number; n: number }>(
    `SELECT membership_id, count(*) AS n FROM redemptions
     WHERE subscriber_id IN (SELECT value FROM json_each(?)) AND +voucher_id = ? AND redeemed_at >= ?
     GROUP BY membership_id`,
  );

  const HELD_COLUMNS = `v.id, v.name, v.status, v.end_date AS endDate, v.voucher_type AS voucherType,
    pv.additional_voucher AS additionalVoucher, pv.max_use_qty AS maxUseQty`;
  const planVoucherCount = sqlite
    .prepare<[number], number>('SELECT count(*) FROM plan_vouchers WHERE plan_id = ?')
    .pluck();
  // Guaranteed perks first, then extras, each in the order they were added.
  const planVouchers = sqlite.prepare<{ planId: number } & Page, HeldVoucherRow>(
    `SELECT ${HELD_COLUMNS}
     FROM plan_vouchers pv JOIN vouchers v ON v.id = pv.voucher_id
     WHERE pv.plan_id = @planId
     ORDER BY pv.additional_voucher, pv.id LIMIT @limit OFFSET @offset`,
  );
  // One pass over the fan's own redemptions (few) instead of per-voucher scans (many). used_qty
  // counts the current membership, whose quota it is; last_used_at is the fan's last use of the
  // voucher under any membership.
  const consumerUse = sqlite.prepare<
    { subscriberId: number; membershipId: number; monthStart: number },
    { voucher_id: number; used_qty: number; last_used_at: number }
  >(
    `SELECT voucher_id, sum(membership_id = @membershipId AND redeemed_at >= @monthStart) AS used_qty,
       max(redeemed_at) AS last_used_at
     FROM redemptions WHERE subscriber_id = @subscriberId GROUP BY voucher_id`,
  );

  const onePlanVoucher = sqlite.prepare<{ planId: number; voucherId: number }, HeldVoucherRow>(
    `SELECT ${HELD_COLUMNS}
     FROM plan_vouchers pv JOIN vouchers v ON v.id = pv.voucher_id
     WHERE pv.plan_id = @planId AND pv.voucher_id = @voucherId`,
  );
  const oneUse = sqlite.prepare<
    { subscriberId: number; membershipId: number; voucherId: number; monthStart: number },
    { used_qty: number; last_used_at: number | null }
  >(
    `SELECT coalesce(sum(membership_id = @membershipId AND redeemed_at >= @monthStart), 0) AS used_qty,
       max(redeemed_at) AS last_used_at
     FROM redemptions WHERE subscriber_id = @subscriberId AND +voucher_id = @voucherId`,
  );
  // A fan's own redemptions are few: the subscriber index serves both, whatever the voucher's popularity.
  const historyCount = sqlite
    .prepare<[number, number], number>('SELECT count(*) FROM redemptions WHERE subscriber_id = ? AND +voucher_id = ?')
    .pluck();
  const historyPage = sqlite.prepare<
    { subscriberId: number; voucherId: number } & Page,
    { id: number; redeemedAt: number; planId: number; planName: string }
  >(
    `SELECT r.id, r.redeemed_at AS redeemedAt, p.id AS planId, p.name AS planName
     FROM redemptions r JOIN memberships m ON m.id = r.membership_id JOIN plans p ON p.id = m.plan_id
     WHERE r.subscriber_id = @subscriberId AND +r.voucher_id = @voucherId
     ORDER BY r.redeemed_at DESC, r.id DESC LIMIT @limit OFFSET @offset`,
  );

  const toConsumerVoucher = (
    r: HeldVoucherRow,
    use: { used_qty: number; last_used_at: number | null } | undefined,
    today: string,
  ): ConsumerVoucher => ({
    id: r.id,
    name: r.name,
    status: voucherStatus(r.status, r.endDate, today),
    voucher_type: voucherType(r.voucherType),
    additional_voucher: r.additionalVoucher === 1,
    max_use_qty: r.maxUseQty,
    used_qty: use?.used_qty ?? 0,
    last_used_at: isoOrNull(use?.last_used_at),
  });

  return {
    /** Fans holding the voucher through an active membership, one row per membership. */
    holders(voucherId: number, storeId: number, now: number, page: Page): Paged<Holder> {
      const where = { voucherId, storeId, now };
      const total = holdersCount.get(where) as number;
      const rows = holdersPage.all({ ...where, ...page }) as HolderRow[];
      if (rows.length === 0) return { rows: [], total };
      const ids = JSON.stringify(rows.map((r) => r.id));
      const used = new Map(usedByMemberships.all(ids, voucherId, monthStart(now)).map((u) => [u.membership_id, u.n]));
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
      const total = planVoucherCount.get(membership.planId) ?? 0;
      const rows = planVouchers.all({ planId: membership.planId, ...page });
      const use = new Map(
        consumerUse
          .all({ subscriberId, membershipId: membership.id, monthStart: monthStart(now) })
          .map((u) => [u.voucher_id, u]),
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
      const total = historyCount.get(subscriberId, voucherId) ?? 0;
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
