/**
 * Property test of the ledger: for any history of subscribe, pay (renewals as time passes), redeem,
 * cancel, withdraw (approved, rejected or pending), month-end, price-change and store-edit events,
 * driven through the HTTP API and the mock's event routes, every identity of
 * test/ledger/identities.ts holds, and an issued invoice never changes. LEDGER_RUNS (20) histories
 * per run, LEDGER_SEED to replay one.
 */
import { DEFAULT_ISSUER } from '@mbo/seed';
import { openDatabase, type DbHandle } from '@mbo/db';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { fixedClock, shiftableClock } from '../src/clock';
import { call, DAY, insertPlan, insertStore, insertVoucher, request, signIn } from './fixtures';
import { checkStoreLedger } from './ledger/identities';

const RUNS = Number(process.env.LEDGER_RUNS ?? 20);
const SEED = process.env.LEDGER_SEED ? Number(process.env.LEDGER_SEED) : undefined;
const START = '2026-08-14T09:00:00.000Z';

type Event =
  | { kind: 'subscribe'; plan: number; fan: number }
  | { kind: 'time'; days: number; hours: number }
  | { kind: 'month-end' }
  | { kind: 'redeem'; membership: number; voucher: number }
  | { kind: 'cancel'; membership: number }
  | { kind: 'withdraw'; decision: 'approve' | 'reject' | 'leave' }
  | { kind: 'price'; plan: number; cents: number }
  | { kind: 'edit-store'; n: number };

const event: fc.Arbitrary<Event> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('subscribe'), plan: fc.nat(2), fan: fc.nat(5) }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('time'), days: fc.nat(45), hours: fc.nat(23) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('month-end') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('redeem'), membership: fc.nat(20), voucher: fc.nat(1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel'), membership: fc.nat(20) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('withdraw'),
      decision: fc.constantFrom('approve' as const, 'reject' as const, 'leave' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('price'), plan: fc.nat(2), cents: fc.integer({ min: 50, max: 30_000 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('edit-store'), n: fc.nat(99) }) },
);

/** Plan prices in cents (one of them yearly) and the history. */
const history = fc.record({
  prices: fc.tuple(
    fc.integer({ min: 50, max: 20_000 }),
    fc.integer({ min: 50, max: 20_000 }),
    fc.integer({ min: 1_000, max: 100_000 }),
  ),
  events: fc.array(event, { minLength: 10, maxLength: 40, size: 'max' }),
});

interface World {
  app: FastifyInstance;
  handle: DbHandle;
  clock: ReturnType<typeof shiftableClock>;
  storeId: number;
  token: string;
  otherToken: string;
  plans: { id: number; body: { name: string; price: number; billing_period_id: number; vouchers: object[] } }[];
  vouchers: number[];
  memberships: number[];
  /** Every invoice as first read, by id: it must read the same ever after. */
  issued: Map<number, string>;
  /** The store's name now: an invoice issued now is billed to it. */
  storeName: string;
}

async function makeWorld(prices: [number, number, number]): Promise<World> {
  const handle = openDatabase(':memory:');
  const clock = shiftableClock(fixedClock(START));
  const app = await buildApp({ db: handle, clock });
  await app.ready();
  const storeId = insertStore(handle.sqlite, { name: 'Café Ledger', activated: true });
  const other = insertStore(handle.sqlite, { name: 'Other Ledger', activated: true });
  const vouchers = [insertVoucher(handle.sqlite, storeId), insertVoucher(handle.sqlite, storeId)];
  const plans = prices.map((price, i) => {
    const body = {
      name: `Plan ${i + 1}`,
      price: price / 100,
      billing_period_id: i === 2 ? 2 : 1,
      vouchers: vouchers.map((voucher_id, v) => ({ voucher_id, max_use_qty: 2, additional_voucher: v === 1 })),
    };
    const id = insertPlan(
      handle.sqlite,
      storeId,
      vouchers.map((voucherId, v) => ({ voucherId, maxUseQty: 2, additional: v === 1 })),
      {
        name: body.name,
        priceCents: price,
        billingPeriodId: body.billing_period_id,
        createdAt: 0,
      },
    );
    return { id, body };
  });
  // The other store sells too, so every figure is seen to stay within its store.
  const otherPlan = insertPlan(handle.sqlite, other, [{ voucherId: insertVoucher(handle.sqlite, other) }], {
    priceCents: 777,
    createdAt: 0,
  });
  await request(app, null, {
    method: 'POST',
    url: '/__mock/events/subscribe',
    payload: { store_id: other, plan_id: otherPlan },
  });
  return {
    app,
    handle,
    clock,
    storeId,
    token: signIn(handle.sqlite, storeId, clock.now(), 3650 * DAY),
    otherToken: signIn(handle.sqlite, other, clock.now(), 3650 * DAY),
    plans,
    vouchers,
    memberships: [],
    issued: new Map(),
    storeName: 'Café Ledger',
  };
}

/** Reads every invoice; one read before must read exactly the same now. */
async function checkInvoicesUnchanged(w: World): Promise<void> {
  const list = await call(w.app, 'invoices', { token: w.token, query: { size: 100 } });
  for (const { id } of list.body.data) {
    const invoice = (await call(w.app, 'invoice', { token: w.token, params: { id } })).body.data;
    const body = JSON.stringify(invoice);
    const before = w.issued.get(id);
    if (before === undefined) {
      // Issued by the step just made, with the store and the issuer as they were then.
      expect(invoice.billed_to.name).toBe(w.storeName);
      expect(invoice.issuer).toEqual(DEFAULT_ISSUER);
      w.issued.set(id, body);
    } else expect(body, `invoice ${id} changed after it was issued`).toBe(before);
  }
}

async function apply(w: World, e: Event): Promise<void> {
  const mock = (url: string, payload: object) => request(w.app, null, { method: 'POST', url, payload });
  switch (e.kind) {
    case 'subscribe': {
      const res = await mock('/__mock/events/subscribe', {
        store_id: w.storeId,
        plan_id: w.plans[e.plan]!.id,
        phone: `+49.170000000${e.fan}`,
        username: `fan${e.fan}`,
      });
      if (res.status === 201) w.memberships.push(res.body.data.membership_id);
      else expect(res.status).toBe(409); // the fan holds the plan already
      return;
    }
    case 'time': {
      const offset = w.clock.offsetMs + e.days * DAY + e.hours * 3600_000;
      expect((await mock('/__mock/clock', { offset_ms: offset })).status).toBe(200);
      // A store's token lasts; the clock only moves forward here.
      return checkInvoicesUnchanged(w);
    }
    case 'month-end': {
      // To the first instant of the next month: payments and renewals then fall on the boundary.
      const now = w.clock.now();
      const next = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() + 1, 1);
      expect((await mock('/__mock/clock', { offset_ms: w.clock.offsetMs + next - now })).status).toBe(200);
      return checkInvoicesUnchanged(w);
    }
    case 'redeem': {
      const membership = w.memberships[e.membership % Math.max(1, w.memberships.length)];
      if (membership === undefined) return;
      const res = await mock('/__mock/events/redeem', { membership_id: membership, voucher_id: w.vouchers[e.voucher] });
      expect([201, 409]).toContain(res.status);
      return;
    }
    case 'cancel': {
      const membership = w.memberships[e.membership % Math.max(1, w.memberships.length)];
      if (membership === undefined) return;
      expect([200, 409]).toContain((await mock('/__mock/events/cancel', { membership_id: membership })).status);
      return;
    }
    case 'withdraw': {
      const res = await call(w.app, 'withdraw', { token: w.token });
      if (res.status === 409) return;
      expect(res.status).toBe(201);
      expect(res.body.data.amount).toBeGreaterThan(0);
      if (e.decision !== 'leave') {
        expect((await mock(`/__mock/payouts/${res.body.data.id}/${e.decision}`, {})).status).toBe(200);
      }
      return;
    }
    case 'price': {
      const plan = w.plans[e.plan]!;
      plan.body.price = e.cents / 100;
      const res = await call(w.app, 'updatePlan', {
        token: w.token,
        params: { id: plan.id },
        body: plan.body as never,
      });
      expect(res.status).toBe(200);
      return;
    }
    case 'edit-store': {
      const res = await call(w.app, 'updateMyStore', {
        token: w.token,
        body: { name: `Café Ledger ${e.n}`, address: `Neue Straße ${e.n + 1}, 10115 Berlin` },
      });
      expect(res.status).toBe(200);
      await checkInvoicesUnchanged(w);
      w.storeName = `Café Ledger ${e.n}`;
      return;
    }
  }
}

describe('the ledger over generated histories', () => {
  it('keeps every identity for the store and its neighbour, and issued invoices as issued', async () => {
    await fc.assert(
      fc.asyncProperty(history, async ({ prices, events }) => {
        const w = await makeWorld(prices);
        try {
          for (const e of events) await apply(w, e);
          // Close the month the history ends in, so its invoice is issued and checked too.
          await apply(w, { kind: 'month-end' });
          expect(await checkStoreLedger(w.app, w.token, { now: w.clock.now() })).toEqual([]);
          expect(await checkStoreLedger(w.app, w.otherToken, { now: w.clock.now() })).toEqual([]);
          if (process.env.LEDGER_STATS) {
            const q = (sql: string) => w.handle.sqlite.prepare(sql).pluck().get();
            console.log(
              ['payments', 'invoices', 'payouts', 'memberships', 'redemptions']
                .map((t) => `${t} ${String(q(`SELECT count(*) FROM ${t}`))}`)
                .join(', '),
            );
          }
        } finally {
          await w.app.close();
          w.handle.close();
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 300_000);
});
