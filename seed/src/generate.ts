/**
 * Writes one store and its whole history from a StoreSpec: vouchers, plans, fans joining over
 * the months, their payments and redemptions, then what follows from them (invoices, payouts,
 * broadcasts, notifications). All instants derive from `now`; all chance from the store's Rng.
 */
import type { InvoiceParty, NotificationType, VoucherTypeCode } from '@mbo/contracts';
import { BROADCAST_TEXTS } from './catalog';
import { feeCents, groupPlanSales, invoiceCalendar, issueInvoice, paymentSplit } from '@mbo/contracts';
import { mobilePhone, streetAddress, username, type Pools } from './pools';
import type { Rng } from './rng';
import {
  DAY,
  HOUR,
  MINUTE,
  addMonths,
  dayStart,
  isoDate,
  minutesOf,
  monthKey,
  monthStart,
  nextBillingAfter,
  weekdayIndex,
} from './time';
import type { Writer } from './writer';

export const WEEKDAY_CODES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export interface OpeningHours {
  open_day: string;
  close_day: string;
  start_time: string;
  end_time: string;
}

export interface Schedule {
  start_time: string;
  end_time: string;
  days: string[];
}

export interface VoucherSpec {
  name: string;
  type: VoucherTypeCode;
  value: number;
  status: 'draft' | 'published';
  quantity: number | null;
  startDate: string;
  endDate: string | null;
  schedule: Schedule | null;
  category: string | null;
  informations: string[];
  terms: string;
  createdAt: number;
  updatedAt: number;
}

export interface PlanSpec {
  name: string;
  priceCents: number;
  billingPeriodId: 1 | 2;
  howToUse: string[];
  perks: string[];
  terms: string;
  createdAt: number;
  /** Indexes into StoreSpec.vouchers. */
  vouchers: { voucher: number; maxUseQty: number; additional: boolean }[];
  /** Relative popularity among the store's plans. */
  weight: number;
}

export interface ActivitySpec {
  subscribers: number;
  /** Fans join from the start of this month (relative to now's month, e.g. -12) until now. */
  firstMonth: number;
  /** Joins in the latest full month relative to the first month (growth over time). */
  growth: number;
  /** Share of memberships that get cancelled. */
  churn: number;
  /** Share of fans who later take a second plan. */
  secondPlanRate: number;
  /** Scales how many of the allowed monthly uses fans actually redeem (0..1). */
  redemptionRate: number;
}

export interface PayoutPlan {
  status: 'paid' | 'rejected' | 'pending';
  requestedAt: number;
}

export interface NotificationMix {
  cust_subscribe: number;
  cust_subscribe_cancel: number;
  vcr_redeemed: number;
  withdraw_success: number;
  broadcast_sent: number;
  /** How many of the newest stay unread. */
  unread: number;
}

export interface BroadcastPlan {
  status: 'Request' | 'Success' | 'Cancelled';
  scheduledAt: number;
}

export interface StoreSpec {
  key: string;
  name: string;
  slug: string;
  phone: string;
  categoryId: number;
  city: { name: string; postcode: string };
  address: string;
  lat: number;
  lng: number;
  about: string | null;
  openingHours: OpeningHours | null;
  email: string | null;
  lang: 'de' | 'en';
  createdAt: number;
  verifiedAt: number | null;
  providerAccountId: string | null;
  activatedAt: number | null;
  vouchers: VoucherSpec[];
  plans: PlanSpec[];
  activity: ActivitySpec | null;
  broadcasts: BroadcastPlan[];
  payouts: PayoutPlan[];
  notifications: NotificationMix | null;
}

interface Membership {
  id: number;
  subscriberId: number;
  username: string;
  plan: number;
  subscribedAt: number;
  cancelRequestedAt: number | null;
  cancelAt: number | null;
}

interface Event {
  at: number;
  type: NotificationType;
  title: string;
  message: string;
  referenceId: number | null;
  subscriptionId: number | null;
}

const eur = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** Weekdays from open_day to close_day (wrapping), as a 7-slot mask, mon first. */
function dayMask(days: readonly string[] | null, opening: OpeningHours | null): boolean[] {
  if (days) return WEEKDAY_CODES.map((d) => days.includes(d));
  if (!opening) return WEEKDAY_CODES.map(() => true);
  const from = WEEKDAY_CODES.indexOf(opening.open_day as (typeof WEEKDAY_CODES)[number]);
  const to = WEEKDAY_CODES.indexOf(opening.close_day as (typeof WEEKDAY_CODES)[number]);
  return WEEKDAY_CODES.map((_, i) => (from <= to ? i >= from && i <= to : i >= from || i <= to));
}

/** Where and when a voucher can be redeemed: allowed weekdays and a minute-of-day window. */
interface UseWindow {
  days: boolean[];
  fromMin: number;
  toMin: number;
}

function useWindow(v: VoucherSpec, opening: OpeningHours | null): UseWindow {
  const hours = v.schedule ?? opening;
  const fromMin = hours ? minutesOf(hours.start_time) : 8 * 60;
  let toMin = hours ? minutesOf(hours.end_time) : 18 * 60;
  if (toMin <= fromMin) toMin = fromMin + 60;
  return { days: dayMask(v.schedule?.days ?? null, opening), fromMin, toMin };
}

/** A moment in [from, to) on an allowed day within the window, or null when none fits. */
function useTime(rng: Rng, w: UseWindow, from: number, to: number): number | null {
  const t = from + rng.next() * (to - from);
  let day = dayStart(t);
  let wd = weekdayIndex(day);
  for (let i = 0; i < 7 && !w.days[wd]; i++) {
    day += DAY;
    wd = (wd + 1) % 7;
  }
  const at = day + (w.fromMin + Math.floor(rng.next() * (w.toMin - w.fromMin))) * MINUTE + rng.int(0, 59) * 1000;
  return at >= from && at < to ? at : null;
}

/** A payment as the seed wrote it, for what follows from it (invoices, payouts). */
interface WrittenPayment {
  at: number;
  plan: number;
  priceCents: number;
  feeCents: number;
}

export function writeStore(
  w: Writer,
  spec: StoreSpec,
  rng: Rng,
  pools: Pools,
  now: number,
  issuer: InvoiceParty,
): number {
  const storeId = w.insert('stores', {
    name: spec.name,
    slug: spec.slug,
    phone: spec.phone,
    categoryId: spec.categoryId,
    address: spec.address,
    lat: spec.lat,
    lng: spec.lng,
    about: spec.about,
    openingHours: spec.openingHours,
    email: spec.email,
    lang: spec.lang,
    verifiedAt: spec.verifiedAt,
    providerAccountId: spec.providerAccountId,
    activatedAt: spec.activatedAt,
    createdAt: spec.createdAt,
  });

  const voucherIds = spec.vouchers.map((v) =>
    w.insert('vouchers', {
      storeId,
      name: v.name,
      voucherType: v.type,
      value: v.value,
      status: v.status,
      quantity: v.quantity,
      startDate: v.startDate,
      endDate: v.endDate,
      schedule: v.schedule,
      category: v.category,
      informations: v.informations,
      termsAndConditions: v.terms,
      createdAt: v.createdAt,
      updatedAt: v.updatedAt,
    }),
  );
  const windows = spec.vouchers.map((v) => useWindow(v, spec.openingHours));

  const planIds = spec.plans.map((p) => {
    const planId = w.insert('plans', {
      storeId,
      name: p.name,
      priceCents: p.priceCents,
      billingPeriodId: p.billingPeriodId,
      howToUse: p.howToUse,
      perksAndBenefits: p.perks,
      termsAndConditions: p.terms,
      createdAt: p.createdAt,
    });
    for (const pv of p.vouchers) {
      w.insert('plan_vouchers', {
        planId,
        voucherId: voucherIds[pv.voucher] as number,
        maxUseQty: pv.maxUseQty,
        additionalVoucher: pv.additional,
      });
    }
    return planId;
  });

  const events: Event[] = [];
  const wantEvents = spec.notifications !== null;
  const memberships: Membership[] = [];
  const payments: WrittenPayment[] = [];

  if (spec.activity && spec.plans.length > 0) {
    const a = spec.activity;
    const months: number[] = [];
    for (let m = a.firstMonth; m <= 0; m++) months.push(m);
    const currentStart = monthStart(now);
    const currentShare = (now - currentStart) / (monthStart(now, 1) - currentStart);
    const monthWeights = months.map((m, i) => {
      const base = 1 + ((a.growth - 1) * i) / Math.max(1, months.length - 2);
      return m === 0 ? base * currentShare : base;
    });
    // A fan can only pick a plan that existed when they joined.
    const weightsAt = (at: number) => spec.plans.map((p) => (p.createdAt < at ? p.weight : 0));
    const pickPlan = (at: number, except = -1): number | null => {
      const weights = weightsAt(at);
      if (except >= 0) weights[except] = 0;
      return weights.some((x) => x > 0) ? rng.weighted(weights) : null;
    };

    for (let s = 0; s < a.subscribers; s++) {
      const m = months[rng.weighted(monthWeights)] as number;
      const from = Math.max(monthStart(now, m), spec.createdAt + DAY);
      const to = Math.min(monthStart(now, m + 1), now);
      if (to <= from) continue;
      const joinedAt = Math.floor((from + rng.next() * (to - from)) / 1000) * 1000;
      const first = pickPlan(joinedAt);
      if (first === null) continue;
      const name = username(rng, pools);
      const subscriberId = w.insert('subscribers', {
        storeId,
        username: name,
        phone: mobilePhone(rng),
        address: rng.chance(0.85) ? streetAddress(rng, pools, spec.city) : null,
        createdAt: joinedAt - rng.int(2, 30) * MINUTE,
      });
      const engagement = rng.float(0.25, 1.25);
      const joins: { plan: number; at: number }[] = [{ plan: first, at: joinedAt }];
      if (spec.plans.length > 1 && rng.chance(a.secondPlanRate) && now - joinedAt > 20 * DAY) {
        const at = Math.floor((joinedAt + rng.float(0.2, 1) * (now - joinedAt)) / 1000) * 1000;
        const second = pickPlan(at, first);
        if (second !== null) joins.push({ plan: second, at });
      }

      for (const join of joins) {
        const plan = spec.plans[join.plan] as PlanSpec;
        const period = plan.billingPeriodId === 2 ? 12 : 1;
        let cancelRequestedAt: number | null = null;
        let cancelAt: number | null = null;
        if (rng.chance(a.churn) && now - join.at > 3 * DAY) {
          // Most cancellations come after a few months; they take effect at the end of the billing period.
          cancelRequestedAt = Math.floor((join.at + Math.sqrt(rng.next()) * (now - join.at)) / 1000) * 1000;
          cancelAt = nextBillingAfter(join.at, period, cancelRequestedAt);
        }
        const renewalAt = cancelAt ?? nextBillingAfter(join.at, period, now);
        const membershipId = w.insert('memberships', {
          storeId,
          subscriberId,
          planId: planIds[join.plan] as number,
          subscribedAt: join.at,
          renewalAt,
          cancelAt,
        });
        memberships.push({
          id: membershipId,
          subscriberId,
          username: name,
          plan: join.plan,
          subscribedAt: join.at,
          cancelRequestedAt,
          cancelAt,
        });
        if (wantEvents) {
          events.push({
            at: join.at,
            type: 'cust_subscribe',
            title: 'New subscriber',
            message: `${name} subscribed to ${plan.name}.`,
            referenceId: subscriberId,
            subscriptionId: planIds[join.plan] as number,
          });
          if (cancelRequestedAt !== null && cancelAt !== null) {
            events.push({
              at: cancelRequestedAt,
              type: 'cust_subscribe_cancel',
              title: 'Subscription cancelled',
              message: `${name} cancelled ${plan.name}. Access ends on ${isoDate(cancelAt)}.`,
              referenceId: subscriberId,
              subscriptionId: planIds[join.plan] as number,
            });
          }
        }

        const end = Math.min(now, cancelAt ?? Infinity);
        // Payments: one per billing period, on the billing date.
        const fee = feeCents(plan.priceCents);
        for (let k = 0; ; k += period) {
          const at = addMonths(join.at, k);
          if (at >= end) break;
          w.insert('payments', {
            storeId,
            membershipId,
            subscriberId,
            planId: planIds[join.plan] as number,
            amountCents: plan.priceCents,
            feeCents: fee,
            paidAt: at,
          });
          payments.push({ at, plan: join.plan, priceCents: plan.priceCents, feeCents: fee });
        }

        // Redemptions: month by month, at most max_use_qty per voucher, more in recent months.
        for (let k = 0; ; k++) {
          const sliceStart = addMonths(join.at, k);
          if (sliceStart >= end) break;
          const sliceEnd = Math.min(addMonths(join.at, k + 1), end);
          const fullSlice = addMonths(join.at, k + 1) - sliceStart;
          const ageMonths = (now - sliceStart) / (30 * DAY);
          const recency = 1 - 0.5 * Math.min(1, ageMonths / 12);
          const expectedShare = a.redemptionRate * engagement * recency * ((sliceEnd - sliceStart) / fullSlice);
          for (const pv of plan.vouchers) {
            const uses = Math.min(pv.maxUseQty, Math.floor(pv.maxUseQty * expectedShare + rng.next()));
            for (let u = 0; u < uses; u++) {
              const at = useTime(rng, windows[pv.voucher] as UseWindow, sliceStart, sliceEnd);
              if (at === null) continue;
              const voucherId = voucherIds[pv.voucher] as number;
              w.insert('redemptions', { storeId, membershipId, subscriberId, voucherId, redeemedAt: at });
              if (wantEvents) {
                events.push({
                  at,
                  type: 'vcr_redeemed',
                  title: 'Voucher redeemed',
                  message: `${name} redeemed "${(spec.vouchers[pv.voucher] as VoucherSpec).name}".`,
                  referenceId: voucherId,
                  subscriptionId: null,
                });
              }
            }
          }
        }
      }
    }
  }

  writeInvoices(w, spec, storeId, planIds, payments, issuer, now);
  writePayouts(w, spec, storeId, payments, events, now);
  writeBroadcasts(w, spec, storeId, rng, planIds, voucherIds, memberships, events, now);
  if (spec.notifications) writeNotifications(w, spec.notifications, storeId, rng, events, now);
  return storeId;
}

/**
 * The invoices of every closed month with payments, in month order (so their numbers run 1, 2, …),
 * issued as the server's billing run issues them: from the payments written above, by the ledger's
 * rules, billed to the store as it reads now (seeded stores are never edited afterwards).
 */
function writeInvoices(
  w: Writer,
  spec: StoreSpec,
  storeId: number,
  planIds: number[],
  payments: readonly WrittenPayment[],
  issuer: InvoiceParty,
  now: number,
): void {
  const byMonth = new Map<string, WrittenPayment[]>();
  for (const p of payments) {
    const key = monthKey(p.at);
    if (invoiceCalendar(key).closesAt > now) continue;
    const list = byMonth.get(key);
    if (list) list.push(p);
    else byMonth.set(key, [p]);
  }
  [...byMonth.keys()].sort().forEach((month, i) => {
    const sales = groupPlanSales(
      (byMonth.get(month) as WrittenPayment[]).map((p) => {
        const plan = spec.plans[p.plan] as PlanSpec;
        return {
          planId: planIds[p.plan] as number,
          planName: plan.name,
          billingMonths: plan.billingPeriodId === 2 ? 12 : 1,
          priceCents: p.priceCents,
          feeCents: p.feeCents,
        };
      }),
    );
    w.insert(
      'invoices',
      issueInvoice({
        storeId,
        sequence: i + 1,
        month,
        billedTo: { name: spec.name, address: spec.address, phone: spec.phone },
        issuer,
        sales,
        issuedAt: invoiceCalendar(month).closesAt,
      }),
    );
  });
}

/** Each payout asks for the whole balance at the time; rejected money returns to the balance. */
function writePayouts(
  w: Writer,
  spec: StoreSpec,
  storeId: number,
  payments: readonly WrittenPayment[],
  events: Event[],
  now: number,
): void {
  let committed = 0;
  for (const p of [...spec.payouts].sort((a, b) => a.requestedAt - b.requestedAt)) {
    if (p.requestedAt >= now) continue;
    let earned = 0;
    for (const pay of payments) if (pay.at < p.requestedAt) earned += paymentSplit(pay).net;
    const amount = earned - committed;
    if (amount <= 0) continue;
    const decidedAt =
      p.status === 'pending' ? null : Math.min(p.requestedAt + (p.status === 'paid' ? 3 : 2) * DAY, now - HOUR);
    const id = w.insert('payouts', {
      storeId,
      amountCents: amount,
      status: p.status,
      requestedAt: p.requestedAt,
      decidedAt,
    });
    if (p.status !== 'rejected') committed += amount;
    if (p.status === 'paid' && decidedAt !== null) {
      events.push({
        at: decidedAt,
        type: 'withdraw_success',
        title: 'Withdrawal approved',
        message: `Your payout of ${eur(amount)} was approved and is on its way to your bank account.`,
        referenceId: id,
        subscriptionId: null,
      });
    }
  }
}

function writeBroadcasts(
  w: Writer,
  spec: StoreSpec,
  storeId: number,
  rng: Rng,
  planIds: number[],
  voucherIds: number[],
  memberships: Membership[],
  events: Event[],
  now: number,
): void {
  const plansWithVouchers = spec.plans.map((p, i) => ({ p, i })).filter(({ p }) => p.vouchers.length > 0);
  if (plansWithVouchers.length === 0) return;
  for (const b of [...spec.broadcasts].sort((x, y) => x.scheduledAt - y.scheduledAt)) {
    const { p, i } = rng.pick(plansWithVouchers);
    const pv = rng.pick(p.vouchers);
    const voucher = spec.vouchers[pv.voucher] as VoucherSpec;
    const text = rng.pick(BROADCAST_TEXTS);
    const sendAt = Math.min(b.scheduledAt, now);
    let recipients = 0;
    if (b.status !== 'Cancelled') {
      for (const m of memberships) {
        if (m.plan === i && m.subscribedAt <= sendAt && (m.cancelAt === null || m.cancelAt > sendAt)) recipients++;
      }
    }
    const createdAt = Math.min(
      b.scheduledAt - rng.int(1, 5) * DAY - rng.int(0, 600) * MINUTE,
      now - rng.int(2, 48) * HOUR,
    );
    // A cancelled broadcast is given up the moment its time comes; a sent one leaves a few minutes later.
    const sentAt =
      b.status === 'Success' ? b.scheduledAt + rng.int(1, 5) * MINUTE : b.status === 'Cancelled' ? b.scheduledAt : null;
    const id = w.insert('broadcasts', {
      storeId,
      planId: planIds[i] as number,
      voucherId: voucherIds[pv.voucher] as number,
      description: text.text.replace('{voucher}', voucher.name),
      scheduledAt: b.scheduledAt,
      status: b.status,
      lang: text.lang,
      recipients,
      sentAt,
      failureReason: b.status === 'Cancelled' ? 'no_active_subscribers' : null,
      createdAt,
    });
    if (b.status === 'Success') {
      events.push({
        at: sentAt!,
        type: 'broadcast_sent',
        title: 'Broadcast sent',
        message: `Your message about "${voucher.name}" reached ${recipients} subscribers of ${p.name}.`,
        referenceId: id,
        subscriptionId: planIds[i] as number,
      });
    }
  }
}

function writeNotifications(
  w: Writer,
  mix: NotificationMix,
  storeId: number,
  rng: Rng,
  events: Event[],
  now: number,
): void {
  const chosen: Event[] = [];
  const types: NotificationType[] = [
    'cust_subscribe',
    'cust_subscribe_cancel',
    'vcr_redeemed',
    'withdraw_success',
    'broadcast_sent',
  ];
  for (const type of types) {
    const ofType = events.filter((e) => e.type === type && e.at < now).sort((a, b) => b.at - a.at);
    chosen.push(...ofType.slice(0, mix[type]));
  }
  chosen.sort((a, b) => a.at - b.at);
  chosen.forEach((e, n) => {
    const unread = n >= chosen.length - mix.unread;
    const readAt = unread ? null : Math.floor(e.at + Math.min(rng.int(5, 36 * 60) * MINUTE, (now - e.at) / 2));
    w.insert('notifications', {
      code: `ntf_${storeId}_${n + 1}`,
      storeId,
      type: e.type,
      title: e.title,
      message: e.message,
      referenceId: e.referenceId,
      subscriptionId: e.subscriptionId,
      readAt,
      createdAt: e.at,
    });
  });
}
