import { IdFilter, LabelList, Money, PageQuery, SearchText, Timestamp, z } from './common';
import { VoucherStatus, VoucherType } from './vouchers';

export const BillingPeriod = z
  .object({ id: z.number().int(), label: z.string(), months: z.number().int() })
  .meta({ id: 'BillingPeriod' });
export type BillingPeriod = z.infer<typeof BillingPeriod>;

export const NO_PUBLISHED_VOUCHER_MESSAGE =
  "You don't have a published voucher yet. Please ensure a voucher is published before continuing to create a subscription plan.";

/** A voucher inside a plan; `qty` repeats max_use_qty as the detail call has always done. */
export const SubscriptionVoucher = z
  .object({
    id: z.number().int(),
    voucher_id: z.number().int(),
    voucher: z.object({
      id: z.number().int(),
      name: z.string(),
      status: VoucherStatus,
      voucher_type: VoucherType,
    }),
    additional_voucher: z.boolean(),
    max_use_qty: z.number().int(),
    qty: z.number().int(),
  })
  .meta({ id: 'SubscriptionVoucher' });
export type SubscriptionVoucher = z.infer<typeof SubscriptionVoucher>;

/** A subscription plan. final_price = price + the local fan fee. */
export const Plan = z
  .object({
    id: z.number().int(),
    name: z.string(),
    price: Money,
    fee: Money,
    final_price: Money,
    currency: z.literal('EUR'),
    billing_period: BillingPeriod,
    subscription_vouchers: z.array(SubscriptionVoucher),
    how_to_use: z.array(z.string()),
    perks_and_benefits: z.array(z.string()),
    terms_and_conditions: z.string(),
    subscriber_count: z.number().int(),
    created_at: Timestamp,
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof Plan>;

/** How a plan picks a voucher: the voucher, how often a fan may use it per period, and whether it is an extra. */
export const PlanVoucherInput = z.object({
  voucher_id: z.number().int().positive(),
  max_use_qty: z.number().int().min(1).max(1000),
  additional_voucher: z.boolean().default(false),
});

export const PlanBody = z
  .object({
    name: z.string().trim().min(2).max(80),
    price: z.number().min(0.5).max(10_000),
    billing_period_id: z.number().int().positive(),
    how_to_use: LabelList.default([]),
    perks_and_benefits: LabelList.default([]),
    terms_and_conditions: z.string().trim().max(5000).default(''),
    vouchers: z.array(PlanVoucherInput).min(1).max(50),
  })
  .superRefine((p, ctx) => {
    const seen = new Set<number>();
    p.vouchers.forEach((v, i) => {
      if (seen.has(v.voucher_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['vouchers', i, 'voucher_id'],
          message: 'This voucher is already in the plan',
        });
      }
      seen.add(v.voucher_id);
    });
    if (!p.vouchers.some((v) => !v.additional_voucher)) {
      ctx.addIssue({ code: 'custom', path: ['vouchers'], message: 'A plan needs at least one guaranteed voucher' });
    }
  })
  .meta({ id: 'PlanBody' });
export type PlanBody = z.input<typeof PlanBody>;

export const PlanListQuery = PageQuery.extend({ q: SearchText });

/** Plan report (GET /api/store/my/report); growth values are whole-number percent strings. */
export const PlanReport = z
  .object({
    revenue: Money,
    revenue_growth: z.string().regex(/^-?\d+$/),
    subscriber_count: z.number().int(),
    subscriber_growth: z.string().regex(/^-?\d+$/),
    currency: z.literal('EUR'),
  })
  .meta({ id: 'PlanReport' });
export type PlanReport = z.infer<typeof PlanReport>;

export const SubscriberListQuery = PageQuery.extend({
  q: SearchText,
  plan_id: IdFilter,
});

/** A row of the subscriber table. */
export const SubscriberRow = z
  .object({
    id: z.number().int(),
    username: z.string(),
    phone: z.string(),
    voucher_count: z.number().int(),
    paid_at: Timestamp.nullable(),
    plan: z.object({ id: z.number().int(), name: z.string() }),
    active: z.boolean(),
  })
  .meta({ id: 'SubscriberRow' });
export type SubscriberRow = z.infer<typeof SubscriberRow>;

/** Consumer detail. A cancelled subscription stays active until cancel_at, the end of its billing month. */
export const SubscriberDetail = SubscriberRow.extend({
  address: z.string().nullable(),
  subscribed_at: Timestamp,
  renewal_at: Timestamp,
  cancel_at: Timestamp.nullable(),
  total_paid: Money,
  redeemed_count: z.number().int(),
}).meta({ id: 'SubscriberDetail' });
export type SubscriberDetail = z.infer<typeof SubscriberDetail>;
