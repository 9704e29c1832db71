/**
 * What the demo console reads: stores with their key figures, a store's plans and running
 * memberships, and the random picks behind "a fan cancels / redeems / pays".
 */
import type { DbHandle, PayoutRow } from '@mbo/db';
import { likePattern } from './like';

/** A membership is running at @now when it has started and its cancellation has not taken effect. */
const RUNNING = `m.subscribed_at <= @now AND (m.cancel_at IS NULL OR m.cancel_at > @now)`;

export interface StoreFigureRow {
  id: number;
  name: string;
  phone: string;
  address: string;
  lang: 'en' | 'de';
  activated: number;
  plans: number;
  subscribers: number;
  /** Earned minus paid out and pending, as the balance counts it. */
  balanceCents: number;
}

export interface MemberRow {
  membershipId: number;
  username: string;
  planName: string;
  subscribedAt: number;
  cancelAt: number | null;
}

export function createConsoleQueries({ sqlite }: Pick<DbHandle, 'sqlite'>) {
  // Subscribers: distinct fans with a running membership, as the dashboard's total counts them.
  const FIGURES = `SELECT s.id, s.name, s.phone, s.address, s.lang, s.activated_at IS NOT NULL AS activated,
      (SELECT COUNT(*) FROM plans p WHERE p.store_id = s.id) AS plans,
      (SELECT COUNT(DISTINCT m.subscriber_id) FROM memberships m WHERE m.store_id = s.id AND ${RUNNING}) AS subscribers,
      (SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE store_id = s.id)
        - (SELECT COALESCE(SUM(amount_cents), 0) FROM payouts WHERE store_id = s.id AND status IN ('paid', 'pending'))
        AS balanceCents
    FROM stores s`;
  // Demo stores are seeded first, so the id order puts the personas on top.
  const list = sqlite.prepare<{ now: number; q: string | null; limit: number }, StoreFigureRow>(
    `${FIGURES} WHERE @q IS NULL OR s.name LIKE @q ESCAPE '\\' OR s.phone LIKE @q ESCAPE '\\' OR s.address LIKE @q ESCAPE '\\'
     ORDER BY s.id LIMIT @limit`,
  );
  const one = sqlite.prepare<{ now: number; id: number }, StoreFigureRow>(`${FIGURES} WHERE s.id = @id`);
  const plans = sqlite.prepare<[number], { id: number; name: string; priceCents: number; period: string }>(
    `SELECT p.id, p.name, p.price_cents AS priceCents, bp.label AS period
     FROM plans p JOIN billing_periods bp ON bp.id = p.billing_period_id WHERE p.store_id = ? ORDER BY p.id`,
  );
  const members = sqlite.prepare<{ now: number; storeId: number }, MemberRow>(
    `SELECT m.id AS membershipId, s.username, p.name AS planName, m.subscribed_at AS subscribedAt, m.cancel_at AS cancelAt
     FROM memberships m JOIN subscribers s ON s.id = m.subscriber_id JOIN plans p ON p.id = m.plan_id
     WHERE m.store_id = @storeId AND ${RUNNING}
     ORDER BY m.subscribed_at DESC, m.id DESC LIMIT 20`,
  );
  const randomPlan = sqlite
    .prepare<[number], number>('SELECT id FROM plans WHERE store_id = ? ORDER BY random() LIMIT 1')
    .pluck();
  const planByName = sqlite
    .prepare<{ storeId: number; name: string }, number>(
      `SELECT id FROM plans WHERE store_id = @storeId AND name LIKE @name ESCAPE '\\' ORDER BY id LIMIT 1`,
    )
    .pluck();
  const toCancel = sqlite
    .prepare<{ now: number; storeId: number }, number>(
      `SELECT m.id FROM memberships m WHERE m.store_id = @storeId AND m.subscribed_at <= @now AND m.cancel_at IS NULL
       ORDER BY random() LIMIT 1`,
    )
    .pluck();
  const dueSoonest = sqlite
    .prepare<{ now: number; storeId: number }, number>(
      `SELECT m.id FROM memberships m WHERE m.store_id = @storeId AND ${RUNNING}
         AND (m.cancel_at IS NULL OR m.renewal_at < m.cancel_at)
       ORDER BY m.renewal_at, m.id LIMIT 1`,
    )
    .pluck();
  // A running membership and a published voucher of its plan: the uses left this billing month
  // are checked by the redeem rule itself, so a few candidates are tried.
  const redeemable = sqlite.prepare<{ now: number; storeId: number }, { membershipId: number; voucherId: number }>(
    `SELECT m.id AS membershipId, pv.voucher_id AS voucherId
     FROM memberships m JOIN plan_vouchers pv ON pv.plan_id = m.plan_id JOIN vouchers v ON v.id = pv.voucher_id
     WHERE m.store_id = @storeId AND ${RUNNING} AND v.status = 'published'
     ORDER BY random() LIMIT 25`,
  );

  const payouts = sqlite.prepare<{ storeId: number | null; status: string | null }, PayoutRow & { storeName: string }>(
    `SELECT p.id, p.store_id AS storeId, p.amount_cents AS amountCents, p.status, p.requested_at AS requestedAt,
       p.decided_at AS decidedAt, s.name AS storeName
     FROM payouts p JOIN stores s ON s.id = p.store_id
     WHERE (@storeId IS NULL OR p.store_id = @storeId) AND (@status IS NULL OR p.status = @status)
     ORDER BY p.requested_at DESC, p.id DESC LIMIT 100`,
  );

  return {
    /** Payouts of one store or all, of one status or any, newest first (at most 100). */
    payouts: (storeId: number | undefined, status: string | undefined) =>
      payouts.all({ storeId: storeId ?? null, status: status ?? null }),
    stores: (now: number, q: string | undefined, limit: number) =>
      list.all({ now, q: q ? likePattern(q) : null, limit }),
    store: (now: number, id: number) => one.get({ now, id }),
    plans: (storeId: number) => plans.all(storeId),
    members: (now: number, storeId: number) => members.all({ now, storeId }),
    randomPlan: (storeId: number): number | undefined => randomPlan.get(storeId),
    /** The store's first plan whose name contains the text. */
    planNamed: (storeId: number, name: string): number | undefined =>
      planByName.get({ storeId, name: likePattern(name) }),
    /** A running membership not cancelled yet, at random. */
    membershipToCancel: (now: number, storeId: number): number | undefined => toCancel.get({ now, storeId }),
    /** The running membership whose next payment is due soonest. */
    membershipDueSoonest: (now: number, storeId: number): number | undefined => dueSoonest.get({ now, storeId }),
    /** Membership and voucher pairs that could be redeemed, at random. */
    redeemCandidates: (now: number, storeId: number) => redeemable.all({ now, storeId }),
  };
}

export type ConsoleQueries = ReturnType<typeof createConsoleQueries>;
