/**
 * Fans' memberships and what they do with them: joining a plan (with the first payment),
 * cancelling, redeeming a voucher. The mock's event routes drive these for demos and tests.
 */
import {
  withFolded,
  billingPeriods,
  memberships,
  payments,
  plans,
  planVouchers,
  redemptions,
  stores,
  subscribers,
  vouchers,
  type DbHandle,
  type MembershipRow,
  type NewMembership,
  type NewPayment,
  type NewRedemption,
  type PlanRow,
  type StoreRow,
  type SubscriberRow,
} from '@mbo/db';
import { and, asc, count, eq, gt, gte, isNull, lt, or } from 'drizzle-orm';

/** A membership with the names and language its notices need. */
export type MembershipWithNames = Pick<
  MembershipRow,
  'id' | 'storeId' | 'subscriberId' | 'planId' | 'subscribedAt' | 'cancelAt'
> &
  Pick<SubscriberRow, 'username'> & { planName: string; lang: StoreRow['lang'] };

/** A plan a fan may join, with its billing period's length. */
export type PlanToJoin = Pick<PlanRow, 'id' | 'name' | 'priceCents'> & { months: number };

export function createMembershipRepository({ db }: Pick<DbHandle, 'db'>) {
  return {
    planToJoin(storeId: number, planId: number): PlanToJoin | undefined {
      return db
        .select({ id: plans.id, name: plans.name, priceCents: plans.priceCents, months: billingPeriods.months })
        .from(plans)
        .innerJoin(billingPeriods, eq(billingPeriods.id, plans.billingPeriodId))
        .where(and(eq(plans.id, planId), eq(plans.storeId, storeId)))
        .get();
    },

    /** The store's first fan with the phone. */
    subscriberByPhone(storeId: number, phone: string): Pick<SubscriberRow, 'id' | 'username'> | undefined {
      return db
        .select({ id: subscribers.id, username: subscribers.username })
        .from(subscribers)
        .where(and(eq(subscribers.storeId, storeId), eq(subscribers.phone, phone)))
        .orderBy(asc(subscribers.id))
        .limit(1)
        .get();
    },

    addSubscriber(storeId: number, username: string, phone: string, now: number): number {
      return db
        .insert(subscribers)
        .values(withFolded(subscribers, { storeId, username, phone, address: null, createdAt: now }))
        .returning({ id: subscribers.id })
        .get().id;
    },

    /** Whether the fan holds the plan at `now` (not cancelled with effect by then). */
    holdsPlan(subscriberId: number, planId: number, now: number): boolean {
      return (
        db
          .select({ id: memberships.id })
          .from(memberships)
          .where(
            and(
              eq(memberships.subscriberId, subscriberId),
              eq(memberships.planId, planId),
              or(isNull(memberships.cancelAt), gt(memberships.cancelAt, now)),
            ),
          )
          .limit(1)
          .get() !== undefined
      );
    },

    add: (m: Omit<NewMembership, 'id'>): number =>
      db.insert(memberships).values(m).returning({ id: memberships.id }).get().id,

    addPayment: (p: Omit<NewPayment, 'id'>): number =>
      db.insert(payments).values(p).returning({ id: payments.id }).get().id,

    withNames(id: number): MembershipWithNames | undefined {
      return db
        .select({
          id: memberships.id,
          storeId: memberships.storeId,
          subscriberId: memberships.subscriberId,
          planId: memberships.planId,
          subscribedAt: memberships.subscribedAt,
          cancelAt: memberships.cancelAt,
          username: subscribers.username,
          planName: plans.name,
          lang: stores.lang,
        })
        .from(memberships)
        .innerJoin(subscribers, eq(subscribers.id, memberships.subscriberId))
        .innerJoin(plans, eq(plans.id, memberships.planId))
        .innerJoin(stores, eq(stores.id, memberships.storeId))
        .where(eq(memberships.id, id))
        .get();
    },

    cancel(id: number, cancelAt: number): void {
      db.update(memberships).set({ cancelAt }).where(eq(memberships.id, id)).run();
    },

    /** A voucher of the plan, with its allowance per billing month. */
    planVoucher(planId: number, voucherId: number) {
      return db
        .select({ maxUseQty: planVouchers.maxUseQty, name: vouchers.name, status: vouchers.status })
        .from(planVouchers)
        .innerJoin(vouchers, eq(vouchers.id, planVouchers.voucherId))
        .where(and(eq(planVouchers.planId, planId), eq(planVouchers.voucherId, voucherId)))
        .get();
    },

    /** Redemptions of the voucher under the membership in [start, end). */
    usesBetween(membershipId: number, voucherId: number, start: number, end: number): number {
      return db
        .select({ n: count() })
        .from(redemptions)
        .where(
          and(
            eq(redemptions.membershipId, membershipId),
            eq(redemptions.voucherId, voucherId),
            gte(redemptions.redeemedAt, start),
            lt(redemptions.redeemedAt, end),
          ),
        )
        .get()!.n;
    },

    redeem: (r: Omit<NewRedemption, 'id'>): number =>
      db.insert(redemptions).values(r).returning({ id: redemptions.id }).get().id,
  };
}

export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
