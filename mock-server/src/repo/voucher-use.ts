/**
 * Who holds a voucher and how much of it they used. Use is counted per calendar month (UTC) rather
 * than per each fan's billing month: one window for every row, matching the monthly reports.
 */
import type { ConsumerRedemption, ConsumerVoucher, VoucherHolder, z } from '@mbo/contracts';
import type { Sqlite } from '../db/client';
import { monthStart } from '../domain/months';
import { dateOnly, iso, isoOrNull } from '../format';
import { voucherStatus, voucherType, type VoucherRow } from './vouchers';

type Holder = z.infer<typeof VoucherHolder>;

interface Page {
  limit: number;
  offset: number;
}

interface HolderRow extends Omit<Holder, 'used_qty' | 'subscribed_at'> {
  subscribed_at: number;
  membership_id: number;
}

type PlanVoucherRow = Pick<VoucherRow, 'id' | 'name' | 'status' | 'end_date' | 'voucher_type'> & {
  additional_voucher: number;
  max_use_qty: number;
};

export function createVoucherUseQueries(sqlite: Sqlite) {
  // A membership is active until its cancel_at (the end of the billing month it was cancelled in).
  const holdersWhere = `FROM plan_vouchers pv
      JOIN plans p ON p.id = pv.plan_id
      JOIN memberships m ON m.plan_id = pv.plan_id
      JOIN subscribers s ON s.id = m.subscriber_id
    WHERE pv.voucher_id = @voucherId AND p.store_id = @storeId AND (m.cancel_at IS NULL OR m.cancel_at > @now)`;
  const holdersCount = sqlite.prepare(`SELECT count(*) ${holdersWhere}`).pluck();
  const holdersPage = sqlite.prepare(
    `SELECT s.id, s.username, s.phone, p.name AS plan_name, pv.max_use_qty, m.subscribed_at, m.id AS membership_id
     ${holdersWhere} ORDER BY m.subscribed_at DESC, m.id DESC LIMIT @limit OFFSET @offset`,
  );
  // `+voucher_id` keeps SQLite on the subscriber index: a page holds a few fans, while a popular
  // voucher may have been redeemed a hundred thousand times.
  const usedByMemberships = sqlite.prepare<[string, number, number], { membership_id: number; n: number }>(
    `SELECT membership_id, count(*) AS n FROM redemptions
     WHERE subscriber_id IN (SELECT value FROM json_each(?)) AND +voucher_id = ? AND redeemed_at >= ?
     GROUP BY membership_id`,
  );

  const planVoucherCount = sqlite
    .prepare<[number], number>('SELECT count(*) FROM plan_vouchers WHERE plan_id = ?')
    .pluck();
  // Guaranteed perks first, then extras, each in the order they were added.
  const planVouchers = sqlite.prepare<{ planId: number } & Page, PlanVoucherRow>(
    `SELECT v.id, v.name, v.status, v.end_date, v.voucher_type, pv.additional_voucher, pv.max_use_qty
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

  const onePlanVoucher = sqlite.prepare<{ planId: number; voucherId: number }, PlanVoucherRow>(
    `SELECT v.id, v.name, v.status, v.end_date, v.voucher_type, pv.additional_voucher, pv.max_use_qty
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
    { id: number; redeemed_at: number; plan_id: number; plan_name: string }
  >(
    `SELECT r.id, r.redeemed_at, p.id AS plan_id, p.name AS plan_name
     FROM redemptions r JOIN memberships m ON m.id = r.membership_id JOIN plans p ON p.id = m.plan_id
     WHERE r.subscriber_id = @subscriberId AND +r.voucher_id = @voucherId
     ORDER BY r.redeemed_at DESC, r.id DESC LIMIT @limit OFFSET @offset`,
  );

  const toConsumerVoucher = (
    r: PlanVoucherRow,
    use: { used_qty: number; last_used_at: number | null } | undefined,
    today: string,
  ): ConsumerVoucher => ({
    id: r.id,
    name: r.name,
    status: voucherStatus(r.status, r.end_date, today),
    voucher_type: voucherType(r.voucher_type),
    additional_voucher: r.additional_voucher === 1,
    max_use_qty: r.max_use_qty,
    used_qty: use?.used_qty ?? 0,
    last_used_at: isoOrNull(use?.last_used_at),
  });

  return {
    /** Fans holding the voucher through an active membership, one row per membership. */
    holders(voucherId: number, storeId: number, now: number, page: Page): { rows: Holder[]; total: number } {
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
          plan_name: r.plan_name,
          used_qty: used.get(r.membership_id) ?? 0,
          max_use_qty: r.max_use_qty,
          subscribed_at: iso(r.subscribed_at),
        })),
      };
    },

    /** The vouchers of a membership's plan as that fan holds them. */
    consumerVouchers(
      subscriberId: number,
      membership: { id: number; plan_id: number },
      now: number,
      page: Page,
    ): { rows: ConsumerVoucher[]; total: number } {
      const total = planVoucherCount.get(membership.plan_id) ?? 0;
      const rows = planVouchers.all({ planId: membership.plan_id, ...page });
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
      membership: { id: number; plan_id: number },
      voucherId: number,
      now: number,
    ): ConsumerVoucher | null {
      const row = onePlanVoucher.get({ planId: membership.plan_id, voucherId });
      if (!row) return null;
      const use = oneUse.get({ subscriberId, membershipId: membership.id, voucherId, monthStart: monthStart(now) });
      return toConsumerVoucher(row, use, dateOnly(now));
    },

    /** The fan's redemptions of one voucher under any of their memberships, newest first. */
    redemptionHistory(
      subscriberId: number,
      voucherId: number,
      page: Page,
    ): { rows: ConsumerRedemption[]; total: number } {
      const total = historyCount.get(subscriberId, voucherId) ?? 0;
      const rows = total === 0 ? [] : historyPage.all({ subscriberId, voucherId, ...page });
      return {
        total,
        rows: rows.map((r) => ({
          id: r.id,
          redeemed_at: iso(r.redeemed_at),
          plan: { id: r.plan_id, name: r.plan_name },
        })),
      };
    },
  };
}
