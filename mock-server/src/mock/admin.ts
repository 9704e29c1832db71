import { monthKey, monthStart } from '@mbo/contracts';
import { ClockBody, MAX_CLOCK_OFFSET_MS, PayoutQuery, PayoutRequestBody, ResetBody } from './tools';
import type { PayoutRow } from '@mbo/db';
import { z } from '@mbo/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Deps, DepsOf } from '../deps';
import { runBilling } from '../domain/billing';
import { conflict, notFound } from '../errors';
import { euros, iso } from '../format';
import { toPayout } from '../repo/sales';
import { createWithdrawal } from '../routes/sales';
import { hidden, parseInput } from './kit';

const PayoutParams = z.object({ id: z.coerce.number().int().min(1) });

const isShiftable = (clock: Clock): clock is Clock & { offsetMs: number } =>
  typeof (clock as { offsetMs?: unknown }).offsetMs === 'number';

/** A payout with its store, as the console lists it. */
const storePayout = (row: PayoutRow & { storeName: string }) => ({
  ...toPayout(row),
  store_id: row.storeId,
  store_name: row.storeName,
});

export interface AdminOptions {
  /**
   * Puts the seed of the scale in place of the database's data, as of its clock; the default
   * empties the database and seeds it afresh. A sandbox copies its template instead.
   */
  reset?: (deps: Deps, scale: 'demo' | 'large') => ReturnType<Deps['repos']['database']['reset']>;
}

/** The billing run up to the clock's time, counted: payments of renewals made, invoices issued. */
function bill(deps: Deps) {
  const { charged, issued } = runBilling(deps.repos, deps.clock.now(), deps.config.issuer);
  return { charged, issued };
}

function decidePayout(deps: Deps, id: number, status: 'paid' | 'rejected') {
  const { sales, notifications, transaction } = deps.repos;
  return transaction(() => {
    const now = deps.clock.now();
    const row = sales.toDecide(id);
    if (!row) throw notFound('Payout');
    if (row.status !== 'pending' || !sales.decide(id, status, now))
      throw conflict(`This payout is already ${row.status}`);
    const notificationCode =
      status === 'paid'
        ? notifications.add(now, {
            storeId: row.storeId,
            type: 'withdraw_success',
            params: { amountCents: row.amountCents },
            referenceId: row.id,
          })
        : null;
    return {
      payout_id: row.id,
      payout: toPayout({ ...row, status, decidedAt: now }),
      notification_code: notificationCode,
    };
  })();
}

function requestPayout(deps: Deps, storeId: number) {
  const store = deps.repos.stores.byId(storeId);
  if (!store) throw notFound('Store');
  const payout = createWithdrawal(deps)(storeId);
  return { ...payout, store_id: store.id, store_name: store.name };
}

const clockState = (clock: Clock) => ({
  now: iso(clock.now()),
  offset_ms: isShiftable(clock) ? clock.offsetMs : null,
});

function shiftable(clock: Clock) {
  if (!isShiftable(clock)) throw conflict('This server runs on a fixed clock');
  return clock;
}

/**
 * The month end: the clock moves to the first instant of the next month (UTC), and what falls
 * due is booked by the billing run the server runs on its own (renewal payments, the invoices of
 * the months that closed), then a payout of each activated store's balance, pending the
 * administrator's decision.
 */
function runMonthEnd(deps: Deps) {
  const { sales, billing, transaction } = deps.repos;
  const movable = shiftable(deps.clock);
  const from = movable.now();
  const to = monthStart(from, 1);
  const before = movable.offsetMs;
  movable.offsetMs += to - from;
  try {
    return transaction(() => {
      const run = runBilling(deps.repos, to, deps.config.issuer);
      const ended = billing.ended(from, to);
      const payoutsBooked = billing
        .activatedStores()
        .filter((s) => sales.balance(s.id).availableCents > 0)
        .map((s) => requestPayout(deps, s.id));
      return {
        from: iso(from),
        to: iso(to),
        month: monthKey(from),
        renewals: { count: run.charged, amount: euros(run.chargedCents) },
        ended,
        invoices: run.invoices.map((i) => ({
          id: i.id,
          store_id: i.storeId,
          store_name: i.storeName,
          number: i.number,
          month: i.month,
          total: euros(i.earnedCents),
        })),
        payouts: payoutsBooked,
      };
    })();
  } catch (err) {
    movable.offsetMs = before;
    throw err;
  }
}

/**
 * The administrator's side (payouts and their decisions), the demo clock with the month end, and
 * reset to the seed: each acts on the database the request names.
 */
export function registerAdminRoutes(app: FastifyInstance, depsOf: DepsOf, options: AdminOptions = {}): void {
  app.get('/__mock/payouts', hidden, async (req) => {
    const { store_id, status } = parseInput(PayoutQuery, req.query);
    return { data: depsOf(req).repos.console.payouts(store_id, status).map(storePayout) };
  });
  app.post('/__mock/payouts', hidden, async (req, reply) => {
    const { store_id } = parseInput(PayoutRequestBody, req.body);
    return reply.code(201).send({ data: requestPayout(depsOf(req), store_id) });
  });
  app.post('/__mock/payouts/:id/approve', hidden, async (req) => ({
    data: decidePayout(depsOf(req), parseInput(PayoutParams, req.params, 404).id, 'paid'),
  }));
  app.post('/__mock/payouts/:id/reject', hidden, async (req) => ({
    data: decidePayout(depsOf(req), parseInput(PayoutParams, req.params, 404).id, 'rejected'),
  }));

  app.get('/__mock/clock', hidden, async (req) => clockState(depsOf(req).clock));

  app.post('/__mock/clock', hidden, async (req) => {
    const deps = depsOf(req);
    const body = parseInput(ClockBody, req.body);
    const movable = shiftable(deps.clock);
    const base = movable.now() - movable.offsetMs;
    const offset = 'offset_ms' in body ? body.offset_ms : Date.parse(body.now) - base;
    if (Math.abs(offset) > MAX_CLOCK_OFFSET_MS) throw conflict('The clock may move at most ten years');
    movable.offsetMs = offset;
    // Renewals and month ends that the new time has passed happen now, not at the next interval.
    return { ...clockState(movable), billing: bill(deps) };
  });

  app.post('/__mock/billing/run', hidden, async (req) => ({ data: bill(depsOf(req)) }));

  app.post('/__mock/month-end', hidden, async (req) => ({ data: runMonthEnd(depsOf(req)) }));

  // A reset starts the demo afresh: the seed as of the real time, no fault rules, no links.
  app.post('/__mock/reset', hidden, async (req) => {
    const deps = depsOf(req);
    const { scale } = parseInput(ResetBody, req.body);
    if (isShiftable(deps.clock)) deps.clock.offsetMs = 0;
    deps.faults.clear();
    deps.signInLinks.clear();
    const reset =
      options.reset ?? ((d: Deps, s: 'demo' | 'large') => d.repos.database.reset(s, d.clock.now(), d.config.issuer));
    return { data: reset(deps, scale) };
  });
}
