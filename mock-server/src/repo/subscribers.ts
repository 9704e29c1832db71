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
  subscribers,
  type DbHandle,
  type MembershipRow,
  type SubscriberRow as FanRow,
} from '@mbo/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { euros, iso, isoOrNull } from '../format';
import type { Page, Paged } from '../paginate';
import { readCache } from './read-cache';
import { likePattern } from './like';
import { PHONE_DIGITS_SQL, phoneSearchDigits } from './phone-search';

type ListQuery = ParsedQuery<'listSubscribers'>;

interface PageKey {
  id: number;
  paid_at: number | null;
}

/** A fan with their latest membership (the plan the row shows). */
type EnrichedRow = Pick<FanRow, 'id' | 'username' | 'phone' | 'address'> &
  Pick<MembershipRow, 'planId' | 'subscribedAt' | 'renewalAt' | 'cancelAt'> & {
    planName: string;
    voucherCount: number;
    heldUntil: number | null;
  };

const LATEST_MEMBERSHIP = `SELECT lm.id FROM memberships lm WHERE lm.subscriber_id = s.id
  ORDER BY lm.subscribed_at DESC, lm.id DESC LIMIT 1`;

// heldUntil: when the last of the fan's plans ends; NULL while one of them is not cancelled.
const ENRICH = `SELECT s.id, s.username, s.phone, s.address, m.plan_id AS planId, p.name AS planName,
    m.subscribed_at AS subscribedAt, m.renewal_at AS renewalAt, m.cancel_at AS cancelAt,
    (SELECT count(*) FROM plan_vouchers pv WHERE pv.plan_id = m.plan_id) AS voucherCount,
    (SELECT CASE WHEN sum(am.cancel_at IS NULL) > 0 THEN NULL ELSE max(am.cancel_at) END
       FROM memberships am WHERE am.subscriber_id = s.id) AS heldUntil
  FROM subscribers s
  JOIN memberships m ON m.id = (${LATEST_MEMBERSHIP})
  JOIN plans p ON p.id = m.plan_id`;

const STREAM_MAX_OFFSET = 2000;

/** Cancelling takes effect at the end of the billing month: active until cancel_at. */
const isActive = (cancelAt: number | null, now: number) => cancelAt == null || cancelAt > now;

export function createSubscriberRepository({ sqlite, db }: Pick<DbHandle, 'sqlite' | 'db'>) {
  const kept = readCache(sqlite);
  const hasMembership = 'EXISTS (SELECT 1 FROM memberships em WHERE em.subscriber_id = s.id)';
  // A name, or a phone number typed any usual way (@phone is null when the term is no number).
  const matchesQ = `(s.username_folded LIKE @q ESCAPE '\\' OR ${PHONE_DIGITS_SQL('s.phone')} LIKE @phone)`;
  const lastPaid = '(SELECT max(pay.paid_at) FROM payments pay WHERE pay.subscriber_id = s.id)';
  const order = 'ORDER BY paid_at IS NULL, paid_at DESC, s.id DESC LIMIT @limit OFFSET @offset';

  // Unfiltered: walk the store's payments newest first and keep each fan's first (= latest)
  // payment; page 1 reads a handful of index entries instead of every fan of the store.
  const paymentsNewestFirst = sqlite.prepare<[number], PageKey>(
    'SELECT subscriber_id AS id, paid_at FROM payments WHERE store_id = ? ORDER BY paid_at DESC, subscriber_id DESC',
  );
  // Fans with a membership but no payment yet come after every payer.
  const unpaid = sqlite.prepare<[number, number, number], { id: number }>(
    `SELECT s.id FROM subscribers s WHERE s.store_id = ? AND ${hasMembership}
       AND NOT EXISTS (SELECT 1 FROM payments np WHERE np.subscriber_id = s.id)
     ORDER BY s.id DESC LIMIT ? OFFSET ?`,
  );
  const countAll = sqlite
    .prepare<{ storeId: number }, number>(
      `SELECT count(*) FROM subscribers s WHERE s.store_id = @storeId AND ${hasMembership}`,
    )
    .pluck();

  // By plan: start from that plan's memberships, keeping those that are their fan's latest (the
  // plan the row shows), so the cost follows the plan's size rather than the store's.
  const byPlanFrom = `FROM memberships m JOIN subscribers s ON s.id = m.subscriber_id
    WHERE m.plan_id = @planId AND s.store_id = @storeId AND m.id = (${LATEST_MEMBERSHIP})`;
  const planStatements = {
    count: sqlite.prepare(`SELECT count(*) ${byPlanFrom}`).pluck(),
    countQ: sqlite.prepare(`SELECT count(*) ${byPlanFrom} AND ${matchesQ}`).pluck(),
    page: sqlite.prepare(`SELECT s.id, ${lastPaid} AS paid_at ${byPlanFrom} ${order}`),
    pageQ: sqlite.prepare(`SELECT s.id, ${lastPaid} AS paid_at ${byPlanFrom} AND ${matchesQ} ${order}`),
  };
  const searchFrom = `FROM subscribers s WHERE s.store_id = @storeId AND ${hasMembership} AND ${matchesQ}`;
  const searchStatements = {
    count: sqlite.prepare(`SELECT count(*) ${searchFrom}`).pluck(),
    page: sqlite.prepare(`SELECT s.id, ${lastPaid} AS paid_at ${searchFrom} ${order}`),
  };
  // Deep pages: past a few thousand fans, one sorted pass beats walking that many payments.
  const sortedPage = sqlite.prepare<{ storeId: number; limit: number; offset: number }, PageKey>(
    `SELECT s.id, ${lastPaid} AS paid_at FROM subscribers s WHERE s.store_id = @storeId AND ${hasMembership} ${order}`,
  );

  const unfilteredPage = (storeId: number, limit: number, offset: number): PageKey[] => {
    if (offset > STREAM_MAX_OFFSET) return sortedPage.all({ storeId, limit, offset });
    const seen = new Set<number>();
    const keys: PageKey[] = [];
    for (const p of paymentsNewestFirst.iterate(storeId)) {
      if (seen.has(p.id)) continue;
      seen.add(p.id);
      if (seen.size > offset) keys.push(p);
      if (keys.length === limit) return keys;
    }
    // Every payer has been seen: the rest of the page comes from fans who never paid.
    const rest = unpaid.all(storeId, limit - keys.length, Math.max(0, offset - seen.size));
    return keys.concat(rest.map((r) => ({ id: r.id, paid_at: null })));
  };

  const pageKeys = (storeId: number, query: ListQuery, offset: number): { keys: PageKey[]; total: number } => {
    const params: Record<string, unknown> = { storeId, limit: query.size, offset };
    if (query.q) {
      params.q = likePattern(foldForSearch(query.q));
      const digits = phoneSearchDigits(query.q);
      params.phone = digits === null ? null : likePattern(digits);
    }
    if (query.plan_id) params.planId = query.plan_id;
    const key = `${storeId}|${query.plan_id ?? ''}|${query.q ?? ''}`;
    if (query.plan_id) {
      const [count, page] = query.q
        ? [planStatements.countQ, planStatements.pageQ]
        : [planStatements.count, planStatements.page];
      return { total: kept.answer(key, () => count.get(params) as number), keys: page.all(params) as PageKey[] };
    }
    if (query.q) {
      return {
        total: kept.answer(key, () => searchStatements.count.get(params) as number),
        keys: searchStatements.page.all(params) as PageKey[],
      };
    }
    return {
      total: kept.answer(key, () => countAll.get({ storeId }) as number),
      keys: unfilteredPage(storeId, query.size, offset),
    };
  };

  const enrichMany = sqlite.prepare<[string], EnrichedRow>(`${ENRICH} WHERE s.id IN (SELECT value FROM json_each(?))`);
  const enrichOne = sqlite.prepare<[number, number], EnrichedRow>(`${ENRICH} WHERE s.id = ? AND s.store_id = ?`);
  const totals = sqlite.prepare<{ id: number }, { paid_at: number | null; redeemed: number }>(
    `SELECT (SELECT max(paid_at) FROM payments WHERE subscriber_id = @id) AS paid_at,
       (SELECT count(*) FROM redemptions WHERE subscriber_id = @id) AS redeemed`,
  );
  // Every plan the fan holds or held, newest first, with the payments made under each.
  const membershipsOf = sqlite.prepare<
    { id: number },
    Pick<MembershipRow, 'id' | 'planId' | 'subscribedAt' | 'renewalAt' | 'cancelAt'> & {
      planName: string;
      payments: number;
      priceCents: number;
      feeCents: number;
    }
  >(
    `SELECT m.id, m.plan_id AS planId, p.name AS planName, m.subscribed_at AS subscribedAt,
       m.renewal_at AS renewalAt, m.cancel_at AS cancelAt,
       count(pay.id) AS payments, coalesce(sum(pay.amount_cents), 0) AS priceCents,
       coalesce(sum(pay.fee_cents), 0) AS feeCents
     FROM memberships m
     JOIN plans p ON p.id = m.plan_id
     LEFT JOIN payments pay ON pay.subscriber_id = m.subscriber_id AND pay.membership_id = m.id
     WHERE m.subscriber_id = @id
     GROUP BY m.id
     ORDER BY m.subscribed_at DESC, m.id DESC`,
  );

  const membershipStatus = (cancelAt: number | null, now: number): MembershipStatus =>
    cancelAt == null ? 'active' : cancelAt > now ? 'cancelled' : 'ended';

  const toRow = (r: EnrichedRow, paidAt: number | null, now: number): SubscriberRow => ({
    id: r.id,
    username: r.username,
    phone: r.phone,
    voucher_count: r.voucherCount,
    paid_at: isoOrNull(paidAt),
    plan: { id: r.planId, name: r.planName },
    // An active subscriber holds at least one plan now, whichever plan the row shows.
    active: isActive(r.heldUntil, now),
  });

  const ofStore = db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(eq(subscribers.id, sql.placeholder('id')), eq(subscribers.storeId, sql.placeholder('storeId'))))
    .prepare();
  const membershipsNewestFirst = db
    .select({ id: memberships.id, planId: memberships.planId })
    .from(memberships)
    .where(eq(memberships.subscriberId, sql.placeholder('subscriberId')))
    .orderBy(desc(memberships.subscribedAt), desc(memberships.id))
    .prepare();

  return {
    /** True when the store has the fan. */
    exists: (storeId: number, id: number) => ofStore.get({ storeId, id }) !== undefined,

    /** The fan's memberships, latest (by subscribe time) first, active or not. */
    memberships: (subscriberId: number): Pick<MembershipRow, 'id' | 'planId'>[] =>
      membershipsNewestFirst.all({ subscriberId }),

    list(storeId: number, query: ListQuery, now: number, page: Page): Paged<SubscriberRow> {
      // What the database holds is kept until the next write; whether each fan is active is read
      // from it at the instant asked.
      const key = `page|${storeId}|${query.plan_id ?? ''}|${query.q ?? ''}|${query.size}|${page.offset}`;
      const { keys, total, byId } = kept.answer(key, () => {
        const { keys, total } = pageKeys(storeId, query, page.offset);
        const ids = JSON.stringify(keys.map((k) => k.id));
        return { keys, total, byId: new Map(keys.length ? enrichMany.all(ids).map((r) => [r.id, r]) : []) };
      });
      const rows = keys.flatMap((k) => {
        const r = byId.get(k.id);
        return r ? [toRow(r, k.paid_at, now)] : [];
      });
      return { rows, total };
    },

    /** The consumer detail, or null when the store has no such subscriber with a membership. */
    detail(storeId: number, id: number, now: number): SubscriberDetail | null {
      const r = enrichOne.get(id, storeId);
      if (!r) return null;
      const t = totals.get({ id })!;
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
        ...toRow(r, t.paid_at, now),
        address: r.address,
        subscribed_at: iso(r.subscribedAt),
        renewal_at: iso(r.renewalAt),
        cancel_at: isoOrNull(r.cancelAt),
        // What the fan paid, fan fees included: the sum of the memberships listed.
        total_paid: euros(paidCents),
        redeemed_count: t.redeemed,
        memberships: held,
      };
    },
  };
}
