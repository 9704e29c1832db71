import { BodyId, IdFilter, LabelList, Money, PageQuery, SearchText, Timestamp, z } from './common';
import { moneyInput, PLAN_PRICE_MAX_CENTS, PLAN_PRICE_MIN_CENTS } from './money';
import { ComparedPeriod } from './reports';
import { VoucherRef } from './vouchers';

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
    voucher: VoucherRef,
    additional_voucher: z.boolean(),
    max_use_qty: z.number().int(),
    qty: z.number().int(),
  })
  .meta({ id: 'SubscriptionVoucher' });
export type SubscriptionVoucher = z.infer<typeof SubscriptionVoucher>;

/** A subscription plan. Every price is per billing period: final_price = price + the local fan fee. */
export const Plan = z
  .object({
    id: z.number().int(),
    name: z.string(),
    price: Money.describe("The store's price per billing period: what the store earns from each payment."),
    fee: Money.describe('The local fan fee per billing period, paid by the fan on top and kept by the platform.'),
    final_price: Money.describe('What a fan pays per billing period: price + fee.'),
    currency: z.literal('EUR'),
    billing_period: BillingPeriod,
    subscription_vouchers: z.array(SubscriptionVoucher),
    how_to_use: z.array(z.string()),
    perks_and_benefits: z.array(z.string()),
    terms_and_conditions: z.string(),
    subscriber_count: z
      .number()
      .int()
      .describe('Subscribers of this plan: fans holding it now (a fan with two plans counts in both).'),
    created_at: Timestamp,
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof Plan>;

/** How a plan picks a voucher: the voucher, how often a fan may use it per period, and whether it is an extra. */
export const PlanVoucherInput = z.object({
  voucher_id: BodyId,
  max_use_qty: z.number().int().min(1).max(1000),
  additional_voucher: z.boolean().default(false),
});

export const PlanBody = z
  .object({
    name: z.string().trim().min(2).max(80),
    price: moneyInput({ minCents: PLAN_PRICE_MIN_CENTS, maxCents: PLAN_PRICE_MAX_CENTS }),
    billing_period_id: BodyId,
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

/**
 * Plan report (GET /api/store/my/report): this month so far against the same days of last month
 * (`compared_to`); growth values are whole-number percent strings.
 */
export const PlanReport = z
  .object({
    revenue: Money.describe("The store's net revenue this month so far: the net of its payments."),
    revenue_growth: z.string().regex(/^-?\d+$/),
    subscriber_count: z.number().int().describe('Active subscribers now: fans holding at least one plan.'),
    subscriber_growth: z.string().regex(/^-?\d+$/),
    currency: z.literal('EUR'),
    compared_to: ComparedPeriod,
  })
  .meta({ id: 'PlanReport' });
export type PlanReport = z.infer<typeof PlanReport>;

export const SubscriberListQuery = PageQuery.extend({
  q: SearchText,
  plan_id: IdFilter,
});

/** A row of the subscriber table: every fan who ever subscribed, with their latest plan. */
export const SubscriberRow = z
  .object({
    id: z.number().int(),
    username: z.string(),
    phone: z.string(),
    voucher_count: z.number().int(),
    paid_at: Timestamp.nullable(),
    plan: z.object({ id: z.number().int(), name: z.string() }),
    active: z.boolean().describe('Whether the fan holds at least one plan now: an active subscriber.'),
  })
  .meta({ id: 'SubscriberRow' });
export type SubscriberRow = z.infer<typeof SubscriberRow>;

/** Where a membership stands: held and renewing, cancelled but held until it ends, or ended. */
export const MembershipStatus = z.enum(['active', 'cancelled', 'ended']).meta({ id: 'MembershipStatus' });
export type MembershipStatus = z.infer<typeof MembershipStatus>;

/** One plan a fan holds or held, from subscribing to its end, with what the fan paid for it. */
export const SubscriberMembership = z
  .object({
    id: z.number().int(),
    plan: z.object({ id: z.number().int(), name: z.string() }),
    status: MembershipStatus,
    subscribed_at: Timestamp,
    /** When it ends or ended (a cancellation takes effect at the end of the billing month); null while renewing. */
    ends_at: Timestamp.nullable(),
    /** The next charge; null once cancelled. */
    renewal_at: Timestamp.nullable(),
    payment_count: z.number().int(),
    paid: Money.describe('What the fan paid for this plan: the gross of its payments, fan fees included.'),
  })
  .meta({ id: 'SubscriberMembership' });
export type SubscriberMembership = z.infer<typeof SubscriberMembership>;

/**
 * Consumer detail. The top-level plan and dates are the fan's latest membership; `memberships`
 * lists every plan they hold or held, newest first, and total_paid is the sum of their `paid`.
 */
export const SubscriberDetail = SubscriberRow.extend({
  address: z.string().nullable(),
  subscribed_at: Timestamp,
  renewal_at: Timestamp,
  cancel_at: Timestamp.nullable(),
  total_paid: Money.describe('What the fan paid in all: the sum of `paid` over `memberships`.'),
  redeemed_count: z.number().int(),
  memberships: z.array(SubscriberMembership),
}).meta({ id: 'SubscriberDetail' });
export type SubscriberDetail = z.infer<typeof SubscriberDetail>;
