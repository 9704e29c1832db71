/**
 * Row types of every table, inferred from the schema: `…Row` is what a SELECT gives back, `New…`
 * what an INSERT takes (columns with a default or NULL may be left out). Property names are
 * drizzle's (camelCase); JSON columns hold their parsed values.
 */
import type * as t from './schema';

export type CategoryRow = typeof t.categories.$inferSelect;
export type StoreRow = typeof t.stores.$inferSelect;
export type NewStore = typeof t.stores.$inferInsert;
export type OtpCodeRow = typeof t.otpCodes.$inferSelect;
export type NewOtpCode = typeof t.otpCodes.$inferInsert;
export type TokenRow = typeof t.tokens.$inferSelect;
export type NewToken = typeof t.tokens.$inferInsert;
export type OutboxRow = typeof t.outbox.$inferSelect;
export type NewOutboxMessage = typeof t.outbox.$inferInsert;
export type VoucherRow = typeof t.vouchers.$inferSelect;
export type NewVoucher = typeof t.vouchers.$inferInsert;
export type BillingPeriodRow = typeof t.billingPeriods.$inferSelect;
export type PlanRow = typeof t.plans.$inferSelect;
export type NewPlan = typeof t.plans.$inferInsert;
export type PlanVoucherRow = typeof t.planVouchers.$inferSelect;
export type NewPlanVoucher = typeof t.planVouchers.$inferInsert;
export type SubscriberRow = typeof t.subscribers.$inferSelect;
export type NewSubscriber = typeof t.subscribers.$inferInsert;
export type MembershipRow = typeof t.memberships.$inferSelect;
export type NewMembership = typeof t.memberships.$inferInsert;
export type PaymentRow = typeof t.payments.$inferSelect;
export type NewPayment = typeof t.payments.$inferInsert;
export type RedemptionRow = typeof t.redemptions.$inferSelect;
export type NewRedemption = typeof t.redemptions.$inferInsert;
export type BroadcastRow = typeof t.broadcasts.$inferSelect;
export type NewBroadcast = typeof t.broadcasts.$inferInsert;
export type NotificationRow = typeof t.notifications.$inferSelect;
export type NewNotification = typeof t.notifications.$inferInsert;
export type PayoutRow = typeof t.payouts.$inferSelect;
export type NewPayout = typeof t.payouts.$inferInsert;
export type InvoiceRow = typeof t.invoices.$inferSelect;
export type NewInvoice = typeof t.invoices.$inferInsert;
export type ShortLinkRow = typeof t.shortLinks.$inferSelect;
export type RateLimitCounterRow = typeof t.rateLimitCounters.$inferSelect;
export type MediaFileRow = typeof t.mediaFiles.$inferSelect;
export type NewMediaFile = typeof t.mediaFiles.$inferInsert;
