import { DateOnly, Growth, Money, Timestamp, z } from './common';

/**
 * The days a growth figure compares with: the same days of last month as this month so far
 * (1 to 24 October on 24 November; to 28 February on 31 March), as UTC calendar days, inclusive.
 */
export const ComparedPeriod = z.object({ from: DateOnly, to: DateOnly }).meta({ id: 'ComparedPeriod' });
export type ComparedPeriod = z.infer<typeof ComparedPeriod>;

/** Dashboard overview: this month so far against the same days of last month. */
export const SummaryOverview = z
  .object({
    subscriber_total: z.number().int().describe('Active subscribers now: fans holding at least one plan.'),
    subscriber_growth: Growth,
    voucher_total: z.number().int().describe('Vouchers redeemed this month so far.'),
    voucher_growth: Growth,
    compared_to: ComparedPeriod,
  })
  .meta({ id: 'SummaryOverview' });
export type SummaryOverview = z.infer<typeof SummaryOverview>;

export const MonthAmount = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  amount: Money.describe("The store's net revenue of the month: the net of its payments (the current month so far)."),
});
export type MonthAmount = z.infer<typeof MonthAmount>;

/**
 * Subscriber revenue, always the store's net (what it earns; fans paid the fan fee on top):
 * revenue_total sums last_6_month; growth compares this month so far with the same days of last month.
 */
export const RevenueReport = z
  .object({
    revenue_total: Money.describe("The store's net revenue over the six months of last_6_month."),
    revenue_growth: Growth,
    currency: z.literal('EUR'),
    last_6_month: z.array(MonthAmount).length(6),
    recent: z.array(
      z.object({
        id: z.number().int(),
        username: z.string(),
        plan_name: z.string(),
        amount: Money.describe('What the store earned from the payment (net).'),
        paid_at: Timestamp,
      }),
    ),
    compared_to: ComparedPeriod,
  })
  .meta({ id: 'RevenueReport' });
export type RevenueReport = z.infer<typeof RevenueReport>;

export const VoucherUsageReport = z
  .object({
    voucher_total: z.number().int().describe('Vouchers redeemed this month so far.'),
    voucher_growth: Growth,
    compared_to: ComparedPeriod,
    items: z.array(
      z.object({ id: z.number().int(), name: z.string(), total: z.number().int(), max_use_qty: z.number().int() }),
    ),
  })
  .meta({ id: 'VoucherUsageReport' });
export type VoucherUsageReport = z.infer<typeof VoucherUsageReport>;

export const TopSubscribersReport = z
  .object({
    subscriber_total: z.number().int().describe('Active subscribers now: fans holding at least one plan.'),
    subscriber_growth: Growth,
    compared_to: ComparedPeriod,
    items: z.array(
      z.object({
        id: z.number().int().describe('The subscriber (as in /api/store/subscriptions/my/subscriber/{id}).'),
        name: z.string(),
        total: z
          .number()
          .int()
          .describe(
            'Loyalty score: the vouchers the subscriber has redeemed at the store, ever (their `redeemed_count`).',
          ),
      }),
    ),
  })
  .meta({ id: 'TopSubscribersReport' });
export type TopSubscribersReport = z.infer<typeof TopSubscribersReport>;

/** The steps of a new store's setup guide, in the order the dashboard shows them. */
export const SETUP_STEPS = ['profile', 'voucher', 'plan', 'payouts', 'share'] as const;
export const SetupStepKey = z.enum(SETUP_STEPS).meta({ id: 'SetupStepKey' });
export type SetupStepKey = z.infer<typeof SetupStepKey>;

/**
 * One step of the setup guide, ticked from the store's data: `profile` when the store has a photo
 * and an about text; `voucher` when it has a voucher; `plan` when one of its plans holds a
 * voucher; `payouts` when the payment provider has activated its payouts; `share` when its link
 * (the one behind its QR code) has been opened.
 */
export const SetupStep = z
  .object({
    step: SetupStepKey,
    done: z.boolean(),
    record_id: z
      .number()
      .int()
      .nullable()
      .describe(
        'What the step made, where it is a record: the first voucher (`voucher`), the first plan with a voucher (`plan`); null otherwise.',
      ),
  })
  .meta({ id: 'SetupStep' });
export type SetupStep = z.infer<typeof SetupStep>;

/**
 * The setup guide of a store that is not yet earning. `show` is what the dashboard does with it:
 * the guide shows while the store has had no payment, a step is left, and the store has not
 * dismissed it.
 */
export const SetupGuide = z
  .object({
    steps: z.array(SetupStep).length(SETUP_STEPS.length),
    done_count: z.number().int().min(0).max(SETUP_STEPS.length),
    total: z.literal(SETUP_STEPS.length),
    earning: z.boolean().describe('Whether a fan has paid the store yet.'),
    dismissed: z.boolean().describe('Whether the store has hidden the guide (remembered for the store).'),
    show: z.boolean().describe('Not earning, a step left, and not dismissed.'),
  })
  .meta({ id: 'SetupGuide' });
export type SetupGuide = z.infer<typeof SetupGuide>;

export const SetupGuideBody = z
  .object({ dismissed: z.boolean().describe('true hides the guide for the store; false shows it again.') })
  .meta({ id: 'SetupGuideBody' });
export type SetupGuideBody = z.infer<typeof SetupGuideBody>;
