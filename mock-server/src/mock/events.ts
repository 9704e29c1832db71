/**
 * Fans' actions, simulated for demos and tests: subscribe, cancel, redeem a voucher, pay. One
 * function per event, each in one transaction of the database it is given.
 */
import { addMonths, billingPeriodAt, feeCents, nextBillingAfter, type z } from '@mbo/contracts';
import { MembershipTarget, RedeemBody, SubscribeBody } from './tools';
import { buildPools, mobilePhone, username as fanName, type Pools } from '@mbo/seed/pools';
import { Rng } from '@mbo/seed/rng';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import type { Deps, DepsOf } from '../deps';
import { payNext } from '../domain/billing';
import { conflict, HttpError, notFound } from '../errors';
import { euros, iso } from '../format';
import { hidden, parseInput } from './kit';

type Target = z.output<typeof MembershipTarget>;

// The seed's name pools (faker, German locale), made on the first made-up fan.
let pools: Pools | undefined;
function madeUpFan() {
  const rng = new Rng(randomInt(2 ** 31));
  pools ??= buildPools();
  return { username: fanName(rng, pools), phone: mobilePhone(rng) };
}

function loadMembership(deps: Deps, id: number) {
  const m = deps.repos.memberships.withNames(id);
  if (!m) throw notFound('Membership');
  return m;
}

/** The membership a call names, or the store's pick; 409 when the store has none to pick. */
function target(deps: Deps, input: Target, pick: (now: number, storeId: number) => number | undefined) {
  if ('membership_id' in input) return input.membership_id;
  if (!deps.repos.stores.byId(input.store_id)) throw notFound('Store');
  const id = pick(deps.clock.now(), input.store_id);
  if (id === undefined) throw conflict('This store has no subscriber who could do that now');
  return id;
}

/** A fan (the one with `phone`, or a new one) subscribes to a plan and pays the first period. */
export function subscribe(deps: Deps, input: z.output<typeof SubscribeBody>) {
  const { stores, memberships, notifications, transaction } = deps.repos;
  return transaction(() => {
    const now = deps.clock.now();
    const s = stores.byId(input.store_id);
    if (!s) throw notFound('Store');
    const planId = input.plan_id ?? deps.repos.console.randomPlan(s.id);
    if (planId === undefined) throw conflict('This store has no plan to subscribe to');
    const p = memberships.planToJoin(s.id, planId);
    if (!p) throw notFound('Plan');
    const existing = input.phone ? memberships.subscriberByPhone(s.id, input.phone) : undefined;
    let subscriberId: number;
    let username: string;
    if (existing) {
      if (memberships.holdsPlan(existing.id, p.id, now)) throw conflict('This subscriber already has this plan');
      ({ id: subscriberId, username } = existing);
    } else {
      const made = madeUpFan();
      username = input.username ?? made.username;
      subscriberId = memberships.addSubscriber(s.id, username, input.phone ?? made.phone, now);
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
      username,
      plan_name: p.name,
    };
  })();
}

/** A fan cancels: the plan ends at the end of the billing month. */
export function cancel(deps: Deps, input: Target) {
  const { memberships, notifications, transaction } = deps.repos;
  return transaction(() => {
    const now = deps.clock.now();
    const m = loadMembership(deps, target(deps, input, deps.repos.console.membershipToCancel));
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
    return {
      membership_id: m.id,
      cancel_at: iso(cancelAt),
      notification_code: notificationCode,
      username: m.username,
      plan_name: m.planName,
    };
  })();
}

function redeemOne(deps: Deps, membershipId: number, voucherId: number) {
  const { memberships, notifications } = deps.repos;
  const now = deps.clock.now();
  const m = loadMembership(deps, membershipId);
  if (m.cancelAt != null && m.cancelAt <= now) throw conflict('This subscription has ended');
  const pv = memberships.planVoucher(m.planId, voucherId);
  if (!pv) throw conflict("This voucher is not part of the subscriber's plan");
  if (pv.status !== 'published') throw conflict('This voucher is not available');
  const { start, end } = billingPeriodAt(m.subscribedAt, 1, now);
  const used = memberships.usesBetween(m.id, voucherId, start, end);
  if (used >= pv.maxUseQty) throw conflict('This voucher is used up for this billing month');
  const redemptionId = memberships.redeem({
    storeId: m.storeId,
    membershipId: m.id,
    subscriberId: m.subscriberId,
    voucherId,
    redeemedAt: now,
  });
  const notificationCode = notifications.add(now, {
    storeId: m.storeId,
    type: 'vcr_redeemed',
    params: { fan: m.username, voucher: pv.name },
    referenceId: voucherId,
    subscriptionId: m.planId,
  });
  return {
    redemption_id: redemptionId,
    notification_code: notificationCode,
    uses_this_month: used + 1,
    max_use_qty: pv.maxUseQty,
    username: m.username,
    voucher_name: pv.name,
  };
}

/** A fan redeems a voucher of their plan, or one of the store's fans with a use left this month. */
export function redeem(deps: Deps, input: z.output<typeof RedeemBody>) {
  return deps.repos.transaction(() => {
    if ('membership_id' in input) return redeemOne(deps, input.membership_id, input.voucher_id);
    if (!deps.repos.stores.byId(input.store_id)) throw notFound('Store');
    // A few random candidates; the first with a use left this month is redeemed.
    for (const c of deps.repos.console.redeemCandidates(deps.clock.now(), input.store_id)) {
      try {
        return redeemOne(deps, c.membershipId, c.voucherId);
      } catch (err) {
        if (!(err instanceof HttpError && err.status === 409)) throw err;
      }
    }
    throw conflict('No subscriber of this store has a voucher left to redeem this month');
  })();
}

/** A fan's next payment arrives (the membership due soonest, when only the store is named). */
export function pay(deps: Deps, input: Target) {
  return deps.repos.transaction(() => {
    const now = deps.clock.now();
    const m = loadMembership(deps, target(deps, input, deps.repos.console.membershipDueSoonest));
    if (m.cancelAt != null && m.cancelAt <= now) throw conflict('This subscription has ended');
    const booked = payNext(deps.repos, m.id, now)!;
    return {
      payment_id: booked.id,
      membership_id: m.id,
      username: m.username,
      plan_name: m.planName,
      amount: euros(booked.amountCents),
      fee: euros(booked.feeCents),
      paid_at: iso(booked.paidAt),
      renewal_at: iso(booked.renewalAt),
    };
  })();
}

export function registerEventRoutes(app: FastifyInstance, depsOf: DepsOf): void {
  app.post('/__mock/events/subscribe', hidden, async (req, reply) => {
    const data = subscribe(depsOf(req), parseInput(SubscribeBody, req.body));
    return reply.code(201).send({ data });
  });

  app.post('/__mock/events/cancel', hidden, async (req) => ({
    data: cancel(depsOf(req), parseInput(MembershipTarget, req.body)),
  }));

  app.post('/__mock/events/redeem', hidden, async (req, reply) => {
    const data = redeem(depsOf(req), parseInput(RedeemBody, req.body));
    return reply.code(201).send({ data });
  });

  app.post('/__mock/events/payment', hidden, async (req, reply) => {
    const data = pay(depsOf(req), parseInput(MembershipTarget, req.body));
    return reply.code(201).send({ data });
  });
}
