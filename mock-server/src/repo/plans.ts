/** Plan rows and their API shape, loaded a page at a time (one query per related table). */
import { feeCents, type Plan, type SubscriptionVoucher, type VoucherTypeCode } from '@mbo/contracts';
import type { Sqlite } from '../db/client';
import { dateOnly, euros, iso, parseJson } from '../format';
import { voucherStatus, voucherType } from './vouchers';

export interface PlanRow {
  id: number;
  store_id: number;
  name: string;
  price_cents: number;
  billing_period_id: number;
  bp_label: string;
  bp_months: number;
  how_to_use: string;
  perks_and_benefits: string;
  terms_and_conditions: string;
  created_at: number;
}

interface PlanVoucherRow {
  id: number;
  plan_id: number;
  voucher_id: number;
  max_use_qty: number;
  additional_voucher: number;
  name: string;
  status: 'draft' | 'published';
  end_date: string | null;
  voucher_type: VoucherTypeCode;
}

/** Plan columns with their billing period; callers append WHERE / ORDER BY. */
export const PLAN_SELECT = `SELECT p.*, bp.label AS bp_label, bp.months AS bp_months
  FROM plans p JOIN billing_periods bp ON bp.id = p.billing_period_id`;

/** Turns plan rows into API plans with their vouchers and active subscriber counts. */
export function createPlanPresenter(sqlite: Sqlite) {
  // Guaranteed perks first, then extras, each in the order they were added.
  const vouchersOf = sqlite.prepare<[string], PlanVoucherRow>(
    `SELECT pv.id, pv.plan_id, pv.voucher_id, pv.max_use_qty, pv.additional_voucher,
       v.name, v.status, v.end_date, v.voucher_type
     FROM plan_vouchers pv JOIN vouchers v ON v.id = pv.voucher_id
     WHERE pv.plan_id IN (SELECT value FROM json_each(?))
     ORDER BY pv.plan_id, pv.additional_voucher, pv.id`,
  );
  // Active = not cancelled, or cancelled with effect at a billing-month end still ahead.
  const activeCounts = sqlite.prepare<[string, number], { plan_id: number; n: number }>(
    `SELECT plan_id, count(*) AS n FROM memberships
     WHERE plan_id IN (SELECT value FROM json_each(?)) AND (cancel_at IS NULL OR cancel_at > ?)
     GROUP BY plan_id`,
  );

  return (rows: PlanRow[], now: number): Plan[] => {
    if (rows.length === 0) return [];
    const ids = JSON.stringify(rows.map((r) => r.id));
    const today = dateOnly(now);
    const byPlan = new Map<number, SubscriptionVoucher[]>();
    for (const v of vouchersOf.all(ids)) {
      const list = byPlan.get(v.plan_id) ?? [];
      list.push({
        id: v.id,
        voucher_id: v.voucher_id,
        voucher: {
          id: v.voucher_id,
          name: v.name,
          status: voucherStatus(v.status, v.end_date, today),
          voucher_type: voucherType(v.voucher_type),
        },
        additional_voucher: v.additional_voucher === 1,
        max_use_qty: v.max_use_qty,
        qty: v.max_use_qty,
      });
      byPlan.set(v.plan_id, list);
    }
    const counts = new Map(activeCounts.all(ids, now).map((c) => [c.plan_id, c.n]));
    return rows.map((r) => {
      const fee = feeCents(r.price_cents);
      return {
        id: r.id,
        name: r.name,
        price: euros(r.price_cents),
        fee: euros(fee),
        final_price: euros(r.price_cents + fee),
        currency: 'EUR' as const,
        billing_period: { id: r.billing_period_id, label: r.bp_label, months: r.bp_months },
        subscription_vouchers: byPlan.get(r.id) ?? [],
        how_to_use: parseJson(r.how_to_use, []),
        perks_and_benefits: parseJson(r.perks_and_benefits, []),
        terms_and_conditions: r.terms_and_conditions,
        subscriber_count: counts.get(r.id) ?? 0,
        created_at: iso(r.created_at),
      };
    });
  };
}
