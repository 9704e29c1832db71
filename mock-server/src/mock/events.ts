import { Id, Phone, addMonths, billingPeriodAt, feeCents, nextBillingAfter, z, type Lang } from '@mbo/contracts';
import type { FastifyInstance } from 'fastify';
import { randomBytes, randomInt } from 'node:crypto';
import type { Deps } from '../deps';
import { notify } from '../domain/notify';
import { conflict, notFound } from '../errors';
import { dateOnly, iso } from '../format';
import { hidden, parseInput } from './kit';
import { notice } from './texts';

const SubscribeBody = z.object({
  store_id: Id,
  plan_id: Id,
  username: z.string().trim().min(1).max(60).optional(),
  phone: Phone.optional(),
});
const MembershipBody = z.object({ membership_id: Id });
const RedeemBody = z.object({ membership_id: Id, voucher_id: Id });

interface MembershipRow {
  id: number;
  store_id: number;
  subscriber_id: number;
  plan_id: number;
  subscribed_at: number;
  cancel_at: number | null;
  username: string;
  plan_name: string;
  lang: Lang;
}

/** Fans' actions, simulated for demos and tests: subscribe, cancel, redeem a voucher. */
export function registerEventRoutes(app: FastifyInstance, { sqlite, clock }: Deps): void {
  const store = sqlite.prepare<[number], { id: number; lang: Lang }>('SELECT id, lang FROM stores WHERE id = ?');
  const plan = sqlite.prepare<[number, number], { id: number; name: string; price_cents: number; months: number }>(
    `SELECT p.id, p.name, p.price_cents, b.months FROM plans p JOIN billing_periods b ON b.id = p.billing_period_id
     WHERE p.id = ? AND p.store_id = ?`,
  );
  const subscriberByPhone = sqlite.prepare<[number, string], { id: number; username: string }>(
    'SELECT id, username FROM subscribers WHERE store_id = ? AND phone = ? ORDER BY id LIMIT 1',
  );
  const insertSubscriber = sqlite.prepare<[number, string, string, number]>(
    'INSERT INTO subscribers (store_id, username, phone, address, created_at) VALUES (?, ?, ?, NULL, ?)',
  );
  const activeMembership = sqlite.prepare<[number, number, number], { id: number }>(
    'SELECT id FROM memberships WHERE subscriber_id = ? AND plan_id = ? AND (cancel_at IS NULL OR cancel_at > ?) LIMIT 1',
  );
  const insertMembership = sqlite.prepare<[number, number, number, number, number]>(
    'INSERT INTO memberships (store_id, subscriber_id, plan_id, subscribed_at, renewal_at, cancel_at) VALUES (?, ?, ?, ?, ?, NULL)',
  );
  const insertPayment = sqlite.prepare<[number, number, number, number, number, number, number]>(
    'INSERT INTO payments (store_id, membership_id, subscriber_id, plan_id, amount_cents, fee_cents, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const membership = sqlite.prepare<[number], MembershipRow>(
    `SELECT m.id, m.store_id, m.subscriber_id, m.plan_id, m.subscribed_at, m.cancel_at, s.username, p.name AS plan_name, st.lang
     FROM memberships m JOIN subscribers s ON s.id = m.subscriber_id JOIN plans p ON p.id = m.plan_id JOIN stores st ON st.id = m.store_id
     WHERE m.id = ?`,
  );
  const setCancel = sqlite.prepare<[number, number]>('UPDATE memberships SET cancel_at = ? WHERE id = ?');
  const planVoucher = sqlite.prepare<[number, number], { max_use_qty: number; name: string; status: string }>(
    `SELECT pv.max_use_qty, v.name, v.status FROM plan_vouchers pv JOIN vouchers v ON v.id = pv.voucher_id
     WHERE pv.plan_id = ? AND pv.voucher_id = ?`,
  );
  const usesBetween = sqlite.prepare<[number, number, number, number], { n: number }>(
    'SELECT count(*) AS n FROM redemptions WHERE membership_id = ? AND voucher_id = ? AND redeemed_at >= ? AND redeemed_at < ?',
  );
  const insertRedemption = sqlite.prepare<[number, number, number, number, number]>(
    'INSERT INTO redemptions (store_id, membership_id, subscriber_id, voucher_id, redeemed_at) VALUES (?, ?, ?, ?, ?)',
  );

  const loadMembership = (id: number) => {
    const m = membership.get(id);
    if (!m) throw notFound('Membership');
    return m;
  };

  const subscribe = sqlite.transaction((input: z.output<typeof SubscribeBody>) => {
    const now = clock.now();
    const s = store.get(input.store_id);
    if (!s) throw notFound('Store');
    const p = plan.get(input.plan_id, s.id);
    if (!p) throw notFound('Plan');
    const existing = input.phone ? subscriberByPhone.get(s.id, input.phone) : undefined;
    let subscriberId: number;
    let username: string;
    if (existing) {
      if (activeMembership.get(existing.id, p.id, now)) throw conflict('This subscriber already has this plan');
      ({ id: subscriberId, username } = existing);
    } else {
      username = input.username ?? `fan_${randomBytes(3).toString('hex')}`;
      const phone = input.phone ?? `+49.17${String(randomInt(0, 10 ** 8)).padStart(8, '0')}`;
      subscriberId = Number(insertSubscriber.run(s.id, username, phone, now).lastInsertRowid);
    }
    const membershipId = Number(
      insertMembership.run(s.id, subscriberId, p.id, now, addMonths(now, p.months)).lastInsertRowid,
    );
    const paymentId = Number(
      insertPayment.run(s.id, membershipId, subscriberId, p.id, p.price_cents, feeCents(p.price_cents), now)
        .lastInsertRowid,
    );
    const notificationCode = notify(sqlite, now, {
      storeId: s.id,
      type: 'cust_subscribe',
      ...notice.subscribed(s.lang, username, p.name),
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

  const cancel = sqlite.transaction((membershipId: number) => {
    const now = clock.now();
    const m = loadMembership(membershipId);
    if (m.cancel_at != null) throw conflict('This subscription is already cancelled');
    const cancelAt = nextBillingAfter(m.subscribed_at, 1, now);
    setCancel.run(cancelAt, m.id);
    const notificationCode = notify(sqlite, now, {
      storeId: m.store_id,
      type: 'cust_subscribe_cancel',
      ...notice.cancelled(m.lang, m.username, m.plan_name, dateOnly(cancelAt)),
      referenceId: m.subscriber_id,
      subscriptionId: m.plan_id,
    });
    return { membership_id: m.id, cancel_at: iso(cancelAt), notification_code: notificationCode };
  });

  const redeem = sqlite.transaction((input: z.output<typeof RedeemBody>) => {
    const now = clock.now();
    const m = loadMembership(input.membership_id);
    if (m.cancel_at != null && m.cancel_at <= now) throw conflict('This subscription has ended');
    const pv = planVoucher.get(m.plan_id, input.voucher_id);
    if (!pv) throw conflict("This voucher is not part of the subscriber's plan");
    if (pv.status !== 'published') throw conflict('This voucher is not available');
    const { start, end } = billingPeriodAt(m.subscribed_at, 1, now);
    const used = usesBetween.get(m.id, input.voucher_id, start, end)!.n;
    if (used >= pv.max_use_qty) throw conflict('This voucher is used up for this billing month');
    const redemptionId = Number(
      insertRedemption.run(m.store_id, m.id, m.subscriber_id, input.voucher_id, now).lastInsertRowid,
    );
    const notificationCode = notify(sqlite, now, {
      storeId: m.store_id,
      type: 'vcr_redeemed',
      ...notice.redeemed(m.lang, m.username, pv.name),
      referenceId: input.voucher_id,
      subscriptionId: m.plan_id,
    });
    return {
      redemption_id: redemptionId,
      notification_code: notificationCode,
      uses_this_month: used + 1,
      max_use_qty: pv.max_use_qty,
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
