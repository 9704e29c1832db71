/**
 * Subscriber (consumer) queries. A subscriber's row shows their latest membership (by subscribe
 * time); the table lists only fans with at least one membership, latest payment first.
 */
import {
  paymentSplit,
  type MembershipStatus,
  type ParsedQuery,
  type SubscriberDetail,
  type SubscriberMembership,
  type SubscriberRow,
} from '@mbo/contracts';
import {
  foldForSearch,
  memberships,
  payments,
  plans,
  planVouchers,
  redemptions,
  subscribers,
  type DbHandle,
  type MembershipRow,
} from '@mbo/db';
import { and, count, desc, eq, exists, lt, lte, max, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { euros, iso, isoOrNull } from '../format';
import type { Page, Paged } from '../paginate';
import { idList, inIdList } from './id-list';
import { likeEscaped, likePattern } from './like';
import { phoneDigits, phoneSearchDigits } from './phone-search';
import { readCache } from './read-cache';

type ListQuery = ParsedQuery<'listSubscribers'>;

interface PageKey {
  id: number;
  paidAt: number | null;
}

const STREAM_MAX_OFFSET = 2000;
/** The unfiltered walk reads payments in batches: the first covers page 1, later ones grow. */
const FIRST_BATCH = 64;
const MAX_BATCH = 4096;

/** Cancelling takes effect at the end of the billing month: active until cancel_at. */
const isActive = (cancelAt: number | null, now: number) => cancelAt == null || cancelAt > now;

const membershipStatus = (cancelAt: number | null, now: number): MembershipStatus =>
  cancelAt == null ? 'active' : cancelAt > now ? 'cancelled' : 'ended';

export function createSubscriberRepository({ sqlite, db }: Pick<DbHandle, 'sqlite' | 'db'>) {
  const kept = readCache(sqlite);
  const storeParam = sql.placeholder('storeId');
  const [limit, offset] = [sql.placeholder('limit'), sql.placeholder('offset')];

  // Fans with a membership, of the store.
  const em = alias(memberships, 'em');
  const ofStore = and(
    eq(subscribers.storeId, storeParam),
    exists(
      db
        .select({ one: sql`1` })
        .from(em)
        .where(eq(em.subscriberId, subscribers.id)),
    ),
  );
  // A name, or a phone number typed any usual way (the phone placeholder is null when the term is no number).
  const matchesQ = or(
    likeEscaped(subscribers.usernameFolded, sql.placeholder('q')),
    likeEscaped(phoneDigits(subscribers.phone), sql.placeholder('phone')),
  );
  const pay = alias(payments, 'pay');
  const paidAt = sql<number | null>`${db
    .select({ last: max(pay.paidAt) })
    .from(pay)
    .where(eq(pay.subscriberId, subscribers.id))}`.as('paid_at');
  const pageKey = { id: subscribers.id, paidAt };
  const latestPaymentFirst = [sql`${paidAt} IS NULL`, desc(paidAt), desc(subscribers.id)];
  // The membership a fan's row shows: their latest.
  const lm = alias(memberships, 'lm');
  const isLatestMembership = eq(
    memberships.id,
    db
      .select({ id: lm.id })
      .from(lm)
      .where(eq(lm.subscriberId, subscribers.id))
      .orderBy(desc(lm.subscribedAt), desc(lm.id))
      .limit(1),
  );

  /** A list's total and its page of keys, over the store's fans. */
  const fansOfStore = (where: SQL | undefined) => ({
    count: db.select({ n: count() }).from(subscribers).where(where).prepare(),
    page: db
      .select(pageKey)
      .from(subscribers)
      .where(where)
      .orderBy(...latestPaymentFirst)
      .limit(limit)
      .offset(offset)
      .prepare(),
  });
  // By plan: start from that plan's memberships, keeping those that are their fan's latest (the
  // plan the row shows), so the cost follows the plan's size rather than the store's.
  const fanOfMembership = eq(subscribers.id, memberships.subscriberId);
  const fansOfPlan = (where: SQL | undefined) => ({
    count: db.select({ n: count() }).from(memberships).innerJoin(subscribers, fanOfMembership).where(where).prepare(),
    page: db
      .select(pageKey)
      .from(memberships)
      .innerJoin(subscribers, fanOfMembership)
      .where(where)
      .orderBy(...latestPaymentFirst)
      .limit(limit)
      .offset(offset)
      .prepare(),
  });
  const ofPlan = and(
    eq(memberships.planId, sql.placeholder('planId')),
    eq(subscribers.storeId, storeParam),
    isLatestMembership,
  );
  const lists = {
    // The unfiltered page is walked (below); its deep pages, past a few thousand fans, come from
    // one sorted pass, which then beats walking that many payments.
    store: fansOfStore(ofStore),
    storeSearch: fansOfStore(and(ofStore, matchesQ)),
    plan: fansOfPlan(ofPlan),
    planSearch: fansOfPlan(and(ofPlan, matchesQ)),
  };

  // Unfiltered: walk the store's payments newest first and keep each fan's first (= latest)
  // payment; page 1 reads a handful of index entries instead of every fan of the store. The walk
  // reads batches, each starting after the last row of the one before ((paid_at, subscriber_id)
  // below it: a second payment of the same fan at the same instant is skipped, which is the fan
  // already counted).
  const paymentsBefore = db
    .select({ id: payments.subscriberId, paidAt: payments.paidAt })
    .from(payments)
    .where(
      and(
        eq(payments.storeId, storeParam),
        lte(payments.paidAt, sql.placeholder('paidAt')),
        or(lt(payments.paidAt, sql.placeholder('paidAt')), lt(payments.subscriberId, sql.placeholder('subscriberId'))),
      ),
    )
    .orderBy(desc(payments.paidAt), desc(payments.subscriberId))
    .limit(limit)
    .prepare();
  // Fans with a membership but no payment yet come after every payer.
  const np = alias(payments, 'np');
  const unpaid = db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(
      and(
        ofStore,
        notExists(
          db
            .select({ one: sql`1` })
            .from(np)
            .where(eq(np.subscriberId, subscribers.id)),
        ),
      ),
    )
    .orderBy(desc(subscribers.id))
    .limit(limit)
    .offset(offset)
    .prepare();

  const unfilteredPage = (storeId: number, size: number, skip: number): PageKey[] => {
    if (skip > STREAM_MAX_OFFSET) return lists.store.page.all({ storeId, limit: size, offset: skip });
    const seen = new Set<number>();
    const keys: PageKey[] = [];
    let after = { paidAt: Number.MAX_SAFE_INTEGER, subscriberId: Number.MAX_SAFE_INTEGER };
    for (let batch = FIRST_BATCH; ; batch = Math.min(batch * 4, MAX_BATCH)) {
      const rows = paymentsBefore.all({ storeId, ...after, limit: batch });
      for (const p of rows) {
        if (seen.has(p.id)) continue;
        seen.add(p.id);
        if (seen.size > skip) keys.push(p);
        if (keys.length === size) return keys;
      }
      if (rows.length < batch) break;
      const last = rows[rows.length - 1]!;
      after = { paidAt: last.paidAt, subscriberId: last.id };
    }
    // Every payer has been seen: the rest of the page comes from fans who never paid.
    const rest = unpaid.all({ storeId, limit: size - keys.length, offset: Math.max(0, skip - seen.size) });
    return keys.concat(rest.map((r) => ({ id: r.id, paidAt: null })));
  };

  const pageKeys = (storeId: number, query: ListQuery, skip: number): { keys: PageKey[]; total: number } => {
    const digits = query.q ? phoneSearchDigits(query.q) : null;
    const params = {
      storeId,
      planId: query.plan_id,
      q: query.q ? likePattern(foldForSearch(query.q)) : undefined,
      phone: digits === null ? null : likePattern(digits),
      limit: query.size,
      offset: skip,
    };
    const key = `${storeId}|${query.plan_id ?? ''}|${query.q ?? ''}`;
    const list = query.plan_id ? (query.q ? lists.planSearch : lists.plan) : query.q ? lists.storeSearch : undefined;
    if (list) return { total: kept.answer(key, () => list.count.get(params)!.n), keys: list.page.all(params) };
    return {
      total: kept.answer(key, () => lists.store.count.get(params)!.n),
      keys: unfilteredPage(storeId, query.size, skip),
    };
  };

  // A fan with their latest membership (the plan the row shows). heldUntil: when the last of the
  // fan's plans ends; null while one of them is not cancelled.
  const am = alias(memberships, 'am');
  const enriched = {
    id: subscribers.id,
    username: subscribers.username,
    phone: subscribers.phone,
    address: subscribers.address,
    planId: memberships.planId,
    planName: plans.name,
    subscribedAt: memberships.subscribedAt,
    renewalAt: memberships.renewalAt,
    cancelAt: memberships.cancelAt,
    voucherCount: sql<number>`${db
      .select({ n: count() })
      .from(planVouchers)
      .where(eq(planVouchers.planId, memberships.planId))}`,
    heldUntil: sql<number | null>`${db
      .select({ until: sql`CASE WHEN sum(${am.cancelAt} IS NULL) > 0 THEN NULL ELSE max(${am.cancelAt}) END` })
      .from(am)
      .where(eq(am.subscriberId, subscribers.id))}`,
  };
  const enrichMany = db
    .select(enriched)
    .from(subscribers)
    .innerJoin(memberships, isLatestMembership)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(inIdList(subscribers.id))
    .prepare();
  // Up to the clock, as the dashboard's loyalty score counts them (repo/reports.ts).
  const redeemed = db
    .select({ n: count() })
    .from(redemptions)
    .where(and(eq(redemptions.subscriberId, subscribers.id), lte(redemptions.redeemedAt, sql.placeholder('now'))));
  const enrichOne = db
    .select({ ...enriched, paidAt, redeemed: sql<number>`${redeemed}` })
    .from(subscribers)
    .innerJoin(memberships, isLatestMembership)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(subscribers.id, sql.placeholder('id')), eq(subscribers.storeId, storeParam)))
    .prepare();
  type EnrichedRow = ReturnType<typeof enrichMany.all>[number];

  // Every plan the fan holds or held, newest first, with the payments made under each.
  const membershipsOf = db
    .select({
      id: memberships.id,
      planId: memberships.planId,
      planName: plans.name,
      subscribedAt: memberships.subscribedAt,
      renewalAt: memberships.renewalAt,
      cancelAt: memberships.cancelAt,
      payments: count(payments.id),
      priceCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`,
      feeCents: sql<number>`coalesce(sum(${payments.feeCents}), 0)`,
    })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .leftJoin(
      payments,
      and(eq(payments.subscriberId, memberships.subscriberId), eq(payments.membershipId, memberships.id)),
    )
    .where(eq(memberships.subscriberId, sql.placeholder('id')))
    .groupBy(memberships.id)
    .orderBy(desc(memberships.subscribedAt), desc(memberships.id))
    .prepare();

  const toRow = (r: EnrichedRow, paid: number | null, now: number): SubscriberRow => ({
    id: r.id,
    username: r.username,
    phone: r.phone,
    voucher_count: r.voucherCount,
    paid_at: isoOrNull(paid),
    plan: { id: r.planId, name: r.planName },
    // An active subscriber holds at least one plan now, whichever plan the row shows.
    active: isActive(r.heldUntil, now),
  });

  const fanOfStore = db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(eq(subscribers.id, sql.placeholder('id')), eq(subscribers.storeId, storeParam)))
    .prepare();
  const membershipsNewestFirst = db
    .select({ id: memberships.id, planId: memberships.planId })
    .from(memberships)
    .where(eq(memberships.subscriberId, sql.placeholder('subscriberId')))
    .orderBy(desc(memberships.subscribedAt), desc(memberships.id))
    .prepare();

  return {
    /** True when the store has the fan. */
    exists: (storeId: number, id: number) => fanOfStore.get({ storeId, id }) !== undefined,

    /** The fan's memberships, latest (by subscribe time) first, active or not. */
    memberships: (subscriberId: number): Pick<MembershipRow, 'id' | 'planId'>[] =>
      membershipsNewestFirst.all({ subscriberId }),

    list(storeId: number, query: ListQuery, now: number, page: Page): Paged<SubscriberRow> {
      // What the database holds is kept until the next write; whether each fan is active is read
      // from it at the instant asked.
      const key = `page|${storeId}|${query.plan_id ?? ''}|${query.q ?? ''}|${query.size}|${page.offset}`;
      const { keys, total, byId } = kept.answer(key, () => {
        const { keys, total } = pageKeys(storeId, query, page.offset);
        const ids = idList(keys.map((k) => k.id));
        return { keys, total, byId: new Map(keys.length ? enrichMany.all({ ids }).map((r) => [r.id, r]) : []) };
      });
      const rows = keys.flatMap((k) => {
        const r = byId.get(k.id);
        return r ? [toRow(r, k.paidAt, now)] : [];
      });
      return { rows, total };
    },

    /** The consumer detail, or null when the store has no such subscriber with a membership. */
    detail(storeId: number, id: number, now: number): SubscriberDetail | null {
      const r = enrichOne.get({ id, storeId, now });
      if (!r) return null;
      let paidCents = 0;
      const held = membershipsOf.all({ id }).map((m): SubscriberMembership => {
        const status = membershipStatus(m.cancelAt, now);
        const paid = paymentSplit(m).gross;
        paidCents += paid;
        return {
          id: m.id,
          plan: { id: m.planId, name: m.planName },
          status,
          subscribed_at: iso(m.subscribedAt),
          ends_at: isoOrNull(m.cancelAt),
          renewal_at: status === 'active' ? iso(m.renewalAt) : null,
          payment_count: m.payments,
          paid: euros(paid),
        };
      });
      return {
        ...toRow(r, r.paidAt, now),
        address: r.address,
        subscribed_at: iso(r.subscribedAt),
        renewal_at: iso(r.renewalAt),
        cancel_at: isoOrNull(r.cancelAt),
        // What the fan paid, fan fees included: the sum of the memberships listed.
        total_paid: euros(paidCents),
        redeemed_count: r.redeemed,
        memberships: held,
      };
    },
  };
}
