import { Growth, Money, Timestamp, z } from './common';

/** Dashboard overview. */
export const SummaryOverview = z
  .object({
    subscriber_total: z.number().int(),
    subscriber_growth: Growth,
    voucher_total: z.number().int(),
    voucher_growth: Growth,
  })
  .meta({ id: 'SummaryOverview' });
export type SummaryOverview = z.infer<typeof SummaryOverview>;

export const MonthAmount = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  amount: Money,
});
export type MonthAmount = z.infer<typeof MonthAmount>;

export const RevenueReport = z
  .object({
    revenue_total: Money,
    revenue_growth: Growth,
    currency: z.literal('EUR'),
    last_6_month: z.array(MonthAmount).length(6),
    recent: z.array(
      z.object({
        id: z.number().int(),
        username: z.string(),
        plan_name: z.string(),
        amount: Money,
        paid_at: Timestamp,
      }),
    ),
  })
  .meta({ id: 'RevenueReport' });
export type RevenueReport = z.infer<typeof RevenueReport>;

export const VoucherUsageReport = z
  .object({
    voucher_total: z.number().int(),
    voucher_growth: Growth,
    items: z.array(
      z.object({ id: z.number().int(), name: z.string(), total: z.number().int(), max_use_qty: z.number().int() }),
    ),
  })
  .meta({ id: 'VoucherUsageReport' });
export type VoucherUsageReport = z.infer<typeof VoucherUsageReport>;

export const TopSubscribersReport = z
  .object({
    subscriber_total: z.number().int(),
    subscriber_growth: Growth,
    items: z.array(z.object({ id: z.number().int(), name: z.string(), total: z.number().int() })),
  })
  .meta({ id: 'TopSubscribersReport' });
export type TopSubscribersReport = z.infer<typeof TopSubscribersReport>;
