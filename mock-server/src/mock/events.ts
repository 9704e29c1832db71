import { Id, Phone, addMonths, billingPeriodAt, feeCents, nextBillingAfter, z } from '@mbo/contracts';
import type { FastifyInstance } from 'fastify';
import { randomBytes, randomInt } from 'node:crypto';
import type { Deps } from '../deps';
import { conflict, notFound } from '../errors';
import { iso } from '../format';
import { hidden, parseInput } from './kit';

const SubscribeBody = z.object({
  store_id: Id,
  plan_id: Id,
  username: z.string().trim().min(1).max(60).optional(),
  phone: Phone.optional(),
});
const MembershipBody = z.object({ membership_id: Id });
const RedeemBody = z.object({ membership_id: Id, voucher_id: Id });

/** Fans' actions, simulated for demos and tests: subscribe, cancel, redeem a voucher. */
export function registerEventRoutes(app: FastifyInstance, deps: Deps): void {
  const { clock } = deps;
  const { stores, memberships, notifications, transaction } = deps.repos;

  const loadMembership = (id: number) => {
    const m = memberships.withNames(id);
    if (!m) throw notFound('Membership');
    return m;
  };

  const subscribe = transaction((input: z.output<typeof SubscribeBody>) => {
    const now = clock.now();
    const s = stores.byId(input.store_id);
    if (!s) throw notFound('Store');
    const p = memberships.planToJoin(s.id, input.plan_id);
    if (!p) throw notFound('Plan');
    const existing = input.phone ? memberships.subscriberByPhone(s.id, input.phone) : undefined;
    let subscriberId: number;
    let username: string;
    if (existing) {
      if (memberships.holdsPlan(existing.id, p.id, now)) throw conflict('This subscriber already has this plan');
      ({ id: subscriberId, username } = existing);
    } else {
      username = input.username ?? `fan_${randomBytes(3).toString('hex')}`;
      const phone = input.phone ?? `+49.17${String(randomInt(0, 10 ** 8)).padStart(8, '0')}`;
      subscriberId = memberships.addSubscriber(s.id, username, phone, now);
    }
    const membershipId = memberships.add({
      storeId: s.id,
      subscriberId,
      planId: p.id,
      subscribedAt: now,
      renewalAt: addMonths(now, p.months),
      cancelAt: null,
    });
    const paymentId = memberships.addPayment({
      storeId: s.id,
      membershipId,
      subscriberId,
      planId: p.id,
      amountCents: p.priceCents,
      feeCents: feeCents(p.priceCents),
      paidAt: now,
    });
    const notificationCode = notifications.add(now, {
      storeId: s.id,
      type: 'cust_subscribe',
      params: { fan: username, plan: p.name },
      referenceId: subscriberId,
      subscriptionId: p.id,
    });
    return {
      subscriber_id: subscriberId,
      membership_id: membershipId,
      payment_id: paymentId,
      notification_code: notificationCode,
    };
  });

  const cancel = transaction((membershipId: number) => {
    const now = clock.now();
    const m = loadMembership(membershipId);
    if (m.cancelAt != null) throw conflict('This subscription is already cancelled');
    const cancelAt = nextBillingAfter(m.subscribedAt, 1, now);
    memberships.cancel(m.id, cancelAt);
    const notificationCode = notifications.add(now, {
      storeId: m.storeId,
      type: 'cust_subscribe_cancel',
      params: { fan: m.username, plan: m.planName, endsAt: cancelAt },
      referenceId: m.subscriberId,
      subscriptionId: m.planId,
    });
    return { membership_id: m.id, cancel_at: iso(cancelAt), notification_code: notificationCode };
  });

  const redeem = transaction((input: z.output<typeof RedeemBody>) => {
    const now = clock.now();
    const m = loadMembership(input.membership_id);
    if (m.cancelAt != null && m.cancelAt <= now) throw conflict('This subscription has ended');
    const pv = memberships.planVoucher(m.planId, input.voucher_id);
    if (!pv) throw conflict("This voucher is not part of the subscriber's plan");
    if (pv.status !== 'published') throw conflict('This voucher is not available');
    const { start, end } = billingPeriodAt(m.subscribedAt, 1, now);
    const used = memberships.usesBetween(m.id, input.voucher_id, start, end);
    if (used >= pv.maxUseQty) throw conflict('This voucher is used up for this billing month');
    const redemptionId = memberships.redeem({
      storeId: m.storeId,
      membershipId: m.id,
      subscriberId: m.subscriberId,
      voucherId: input.voucher_id,
      redeemedAt: now,
    });
    const notificationCode = notifications.add(now, {
      storeId: m.storeId,
      type: 'vcr_redeemed',
      params: { fan: m.username, voucher: pv.name },
      referenceId: input.voucher_id,
      subscriptionId: m.planId,
    });
    return {
      redemption_id: redemptionId,
      notification_code: notificationCode,
      uses_this_month: used + 1,
      max_use_qty: pv.maxUseQty,
    };
  });

  app.post('/__mock/events/subscribe', hidden, async (req, reply) => {
    const data = subscribe(parseInput(SubscribeBody, req.body));
    return reply.code(201).send({ data });
  });

  app.post('/__mock/events/cancel', hidden, async (req) => ({
    data: cancel(parseInput(MembershipBody, req.body).membership_id),
  }));

  app.post('/__mock/events/redeem', hidden, async (req, reply) => {
    const data = redeem(parseInput(RedeemBody, req.body));
    return reply.code(201).send({ data });
  });
}
