/**
 * Provider states of the pact, set up on the mock server's database. Each state starts from an
 * empty database and inserts only what its interactions read, so states never leak into each other.
 */
import { providerStates, type ProviderState, type ProviderStateContract } from '@mbo/contracts';
import type { VerifierOptions } from '@pact-foundation/pact';
import type { Clock } from '../../src/clock';
import { clearDatabase, type DbHandle } from '@mbo/db';
import { DEFAULT_ISSUER } from '@mbo/seed';
import { runBilling } from '../../src/domain/billing';
import { issueOtp } from '../../src/domain/otp';
import { createRepositories } from '../../src/repo/index';
import { createOtpStore } from '../../src/repo/otp-codes';
import {
  DAY,
  insertMembership,
  insertPayment,
  insertPlan,
  insertRedemption,
  insertStore,
  insertSubscriber,
  insertVoucher,
  notify,
  signIn,
} from '../fixtures';

export type StateHandler = NonNullable<VerifierOptions['stateHandlers']>[string];

/** The token the request filter puts on bearer requests: the current state's store, or none. */
export interface Session {
  token: string | null;
}

type Params<K extends keyof ProviderStateContract> = ProviderStateContract[K]['params'];
const paramsOf = <K extends keyof ProviderStateContract>(_key: K, raw: unknown) => raw as Params<K>;

export function createStateHandlers(handle: DbHandle, clock: Clock, session: Session) {
  const { sqlite } = handle;
  const fresh = () => {
    clearDatabase(sqlite);
    session.token = null;
  };
  const anyCategory = () =>
    (sqlite.prepare('SELECT id FROM categories ORDER BY id LIMIT 1').get() as { id: number }).id;
  const sendCode = (phone: string, storeId: number, code?: string) =>
    issueOtp(createOtpStore(handle), { phone, purpose: 'login', storeId }, clock.now(), code);

  /** One fan on one plan since last month: paid twice, redeemed once this month. */
  const activity = (storeId: number) => {
    const now = clock.now();
    const voucherId = insertVoucher(sqlite, storeId, { name: 'Free cappuccino', status: 'published' });
    const planId = insertPlan(sqlite, storeId, [{ voucherId, maxUseQty: 4 }], { name: 'Coffee Lover' });
    const subscriberId = insertSubscriber(sqlite, storeId, { username: 'lena.k' });
    const membership = {
      storeId,
      subscriberId,
      planId,
      id: insertMembership(sqlite, storeId, subscriberId, planId, { subscribedAt: now - 35 * DAY }),
    };
    insertPayment(sqlite, membership, 1990, now - 35 * DAY);
    insertPayment(sqlite, membership, 1990, now - 5 * DAY);
    insertRedemption(sqlite, membership, voucherId, now - 2 * DAY);
    return { ...membership, voucherId };
  };

  const signedInStore = () => {
    fresh();
    const storeId = insertStore(sqlite, { name: 'Café Morgenrot', activated: true });
    session.token = signIn(sqlite, storeId, clock.now());
    return storeId;
  };

  return {
    [providerStates.registeredStore]: async (raw: unknown) => {
      const { phone } = paramsOf('registeredStore', raw);
      fresh();
      insertStore(sqlite, { phone });
      return { phone };
    },

    [providerStates.unregisteredPhone]: async (raw: unknown) => {
      const { phone } = paramsOf('unregisteredPhone', raw);
      fresh();
      return { phone, categoryId: anyCategory() };
    },

    [providerStates.codeJustSent]: async (raw: unknown) => {
      const { phone } = paramsOf('codeJustSent', raw);
      fresh();
      sendCode(phone, insertStore(sqlite, { phone }));
      return { phone };
    },

    [providerStates.codeSent]: async (raw: unknown) => {
      const { phone, code } = paramsOf('codeSent', raw);
      fresh();
      sendCode(phone, insertStore(sqlite, { phone }), code);
      return { phone, code };
    },

    [providerStates.categoriesExist]: async () => {
      // Categories are reference data: an empty database has them.
      fresh();
    },

    [providerStates.signedIn]: async () => {
      const storeId = signedInStore();
      sqlite
        .prepare('UPDATE stores SET about = ?, opening_hours = ?, photo_url = ?, logo_url = ?, email = ? WHERE id = ?')
        .run(
          'Coffee roasted in Kreuzberg.',
          JSON.stringify({ open_day: 'mon', close_day: 'sat', start_time: '08:00', end_time: '18:00' }),
          'https://images.example.com/morgenrot.jpg',
          'https://images.example.com/morgenrot-logo.png',
          'hallo@morgenrot.example',
          storeId,
        );
    },

    [providerStates.signedInWithSlug]: async (raw: unknown) => {
      const { slug } = paramsOf('signedInWithSlug', raw);
      sqlite.prepare('UPDATE stores SET slug = ? WHERE id = ?').run(slug, signedInStore());
      return { slug };
    },

    [providerStates.phoneTaken]: async (raw: unknown) => {
      const { phone } = paramsOf('phoneTaken', raw);
      signedInStore();
      insertStore(sqlite, { name: 'Blumen Lindner', phone });
      return { phone };
    },

    [providerStates.phoneChangeCodeSent]: async (raw: unknown) => {
      const { phone, code } = paramsOf('phoneChangeCodeSent', raw);
      const storeId = signedInStore();
      issueOtp(createOtpStore(handle), { phone, purpose: 'edit_phone', storeId }, clock.now(), code);
      return { phone, code };
    },

    [providerStates.storeWithActivity]: async () => {
      activity(signedInStore());
    },

    [providerStates.unreadNotifications]: async () => {
      const storeId = signedInStore();
      const m = activity(storeId);
      const codes = [2 * DAY, DAY].map((ago) =>
        notify(sqlite, clock.now() - ago, {
          storeId,
          type: 'cust_subscribe',
          title: 'New subscriber',
          message: 'lena.k subscribed to Coffee Lover.',
          referenceId: m.subscriberId,
          subscriptionId: m.planId,
        }),
      );
      return { code: codes[1]! };
    },

    [providerStates.storeWithBroadcasts]: async () => {
      const storeId = signedInStore();
      const m = activity(storeId);
      const now = clock.now();
      const broadcast = sqlite.prepare(
        `INSERT INTO broadcasts (store_id, plan_id, voucher_id, description, scheduled_at, status, lang, recipients, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'en', 1, ?)`,
      );
      broadcast.run(
        storeId,
        m.planId,
        m.voucherId,
        'Your cappuccino is waiting.',
        now - 3 * DAY,
        'Success',
        now - 4 * DAY,
      );
      broadcast.run(storeId, m.planId, m.voucherId, 'Cake is back on Friday.', now + 2 * DAY, 'Request', now - DAY);
      return { planId: m.planId, voucherId: m.voucherId, scheduledAt: new Date(now + DAY).toISOString() };
    },

    [providerStates.planWithSubscriber]: async () => {
      const storeId = signedInStore();
      const m = activity(storeId);
      // Cancelled, so still active until the end of the billing month: the detail pins cancel_at too.
      sqlite.prepare('UPDATE memberships SET cancel_at = ? WHERE id = ?').run(clock.now() + 10 * DAY, m.id);
      const spareVoucherId = insertVoucher(sqlite, storeId, { name: 'Flat White Upgrade', status: 'published' });
      return { planId: m.planId, subscriberId: m.subscriberId, voucherId: m.voucherId, spareVoucherId };
    },

    [providerStates.planWithoutSubscribers]: async () => {
      const storeId = signedInStore();
      const voucherId = insertVoucher(sqlite, storeId, { name: 'Free cappuccino', status: 'published' });
      return { planId: insertPlan(sqlite, storeId, [{ voucherId, maxUseQty: 4 }], { name: 'Coffee Lover' }) };
    },

    [providerStates.storeWithSales]: async () => {
      const storeId = signedInStore();
      const voucherId = insertVoucher(sqlite, storeId, { name: 'Free cappuccino', status: 'published' });
      const planId = insertPlan(sqlite, storeId, [{ voucherId, maxUseQty: 4 }], { name: 'Coffee Lover' });
      const subscriberId = insertSubscriber(sqlite, storeId, { username: 'lena.k' });
      const at = (iso: string) => Date.parse(iso);
      const membership = {
        storeId,
        subscriberId,
        planId,
        id: insertMembership(sqlite, storeId, subscriberId, planId, { subscribedAt: at('2026-10-12T12:00:00Z') }),
      };
      insertPayment(sqlite, membership, 1990, at('2026-11-10T12:00:00Z'));
      insertPayment(sqlite, membership, 1990, at('2026-11-12T12:00:00Z'));
      sqlite
        .prepare(
          "INSERT INTO payouts (store_id, amount_cents, status, requested_at, decided_at) VALUES (?, 1000, 'paid', ?, ?)",
        )
        .run(storeId, at('2026-11-02T09:00:00Z'), at('2026-11-04T09:00:00Z'));
      // The invoice of October, issued by the billing run from the payment made on subscribing.
      insertPayment(sqlite, membership, 1990, at('2026-10-12T12:00:00Z'));
      runBilling(createRepositories(handle), at('2026-11-01T00:00:00Z'), DEFAULT_ISSUER);
      const invoiceId = (sqlite.prepare('SELECT id FROM invoices WHERE store_id = ?').get(storeId) as { id: number })
        .id;
      return { invoiceId };
    },

    [providerStates.storeNotActivated]: async () => {
      fresh();
      const storeId = insertStore(sqlite, { name: 'Blumen Lindner' });
      session.token = signIn(sqlite, storeId, clock.now());
      const voucherId = insertVoucher(sqlite, storeId, { name: 'Tulip of the week', status: 'published' });
      const planId = insertPlan(sqlite, storeId, [{ voucherId }], { name: 'Flower Friend' });
      const subscriberId = insertSubscriber(sqlite, storeId);
      const id = insertMembership(sqlite, storeId, subscriberId, planId, { subscribedAt: clock.now() - 2 * DAY });
      insertPayment(sqlite, { id, storeId, subscriberId, planId }, 1990, clock.now() - 2 * DAY);
    },

    [providerStates.vouchersInPlan]: async () => {
      const storeId = signedInStore();
      const full = (id: number, category: string, schedule: object) =>
        sqlite
          .prepare(
            'UPDATE vouchers SET quantity = 500, end_date = ?, schedule = ?, category = ?, informations = ? WHERE id = ?',
          )
          .run('2027-12-31', JSON.stringify(schedule), category, JSON.stringify(['Show the code at the counter']), id);
      const weekdays = { start_time: '08:00', end_time: '11:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] };
      const cake = insertVoucher(sqlite, storeId, { name: '2 € off cake', type: 'DFP', value: 2 });
      const breakfast = insertVoucher(sqlite, storeId, { name: '10 % off breakfast', type: 'DPR', value: 10 });
      const cappuccino = insertVoucher(sqlite, storeId, { name: 'Free cappuccino', type: 'GDS', value: 3.6 });
      full(cake, 'food', weekdays);
      full(breakfast, 'food', weekdays);
      full(cappuccino, 'drink', { start_time: '08:00', end_time: '18:00', days: ['sat', 'sun'] });
      const list = [cake, breakfast, cappuccino].map((voucherId) => ({ voucherId, maxUseQty: 4 }));
      const planId = insertPlan(sqlite, storeId, list, { name: 'Coffee Lover' });
      const subscriberId = insertSubscriber(sqlite, storeId, { username: 'lena.k' });
      insertMembership(sqlite, storeId, subscriberId, planId, { subscribedAt: clock.now() - 5 * DAY });
      return { voucherId: cappuccino };
    },

    [providerStates.unusedVoucher]: async () => {
      const storeId = signedInStore();
      return { voucherId: insertVoucher(sqlite, storeId, { name: 'Free croissant', type: 'GDS', status: 'draft' }) };
    },

    [providerStates.expiredSession]: async () => {
      fresh();
      const storeId = insertStore(sqlite);
      session.token = signIn(sqlite, storeId, clock.now() - 8 * DAY, 7 * DAY);
    },
  } satisfies Record<ProviderState, StateHandler>;
}
