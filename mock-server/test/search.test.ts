/**
 * Search ignores case in every script, the same way on both sides: "ÄPFEL" finds "Äpfel",
 * "STRASSE" finds "Straße", in every searchable list (vouchers, plans, subscribers, broadcasts).
 */
import { foldForSearch, insertRow, broadcasts } from '@mbo/db';
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import {
  call,
  DAY,
  insertMembership,
  insertPlan,
  insertStore,
  insertSubscriber,
  insertVoucher,
  makeTestApp,
  signIn,
  type TestApp,
} from './fixtures';

let t: TestApp;
let token: string;
let storeId: number;

beforeEach(async () => {
  t = await makeTestApp();
  const now = t.clock.now();
  storeId = insertStore(t.sqlite);
  token = signIn(t.sqlite, storeId, now);
  const apple = insertVoucher(t.sqlite, storeId, { name: 'Äpfel vom Bauern' });
  insertVoucher(t.sqlite, storeId, { name: 'Straßenfest-Kaffee' });
  insertVoucher(t.sqlite, storeId, { name: 'Plain coffee' });
  const plan = insertPlan(t.sqlite, storeId, [{ voucherId: apple }], { name: 'Österreich-Abo' });
  insertPlan(t.sqlite, storeId, [{ voucherId: apple }], { name: 'Morning club' });
  const fan = insertSubscriber(t.sqlite, storeId, { username: 'ÇAĞLA.ÖZ' });
  insertSubscriber(t.sqlite, storeId, { username: 'max' });
  insertMembership(t.sqlite, storeId, fan, plan, { subscribedAt: now - 10 * DAY });
  insertRow(t.sqlite, broadcasts, {
    storeId,
    planId: plan,
    voucherId: apple,
    description: 'Frische Äpfel',
    scheduledAt: null,
    status: 'Request',
    lang: 'de',
    createdAt: now,
  });
  // Another store's rows with the same names stay out of the answers.
  const other = insertStore(t.sqlite);
  insertVoucher(t.sqlite, other, { name: 'Äpfel' });
});
afterEach(() => t.close());

describe('foldForSearch', () => {
  it('folds case in every script, ß and final sigma included, and composes accents', () => {
    expect(foldForSearch('ÄPFEL')).toBe(foldForSearch('äpfel'));
    expect(foldForSearch('STRASSE')).toBe(foldForSearch('straße'));
    expect(foldForSearch('ΟΔΟΣ')).toBe(foldForSearch('οδος'));
    expect(foldForSearch('ΟΔΟΣ')).toBe(foldForSearch('οδoς'.replace('o', 'ο')));
    expect(foldForSearch('A\u0308pfel')).toBe(foldForSearch('Äpfel'));
    expect(foldForSearch('ﬁne')).toBe('fine');
  });
});

describe('every searchable list', () => {
  const names = (rows: { name?: string; username?: string; plan?: { name: string } }[]) =>
    rows.map((r) => r.name ?? r.username ?? r.plan?.name);

  it('vouchers', async () => {
    for (const q of ['ÄPFEL', 'äpfel', 'A\u0308PFEL']) {
      const res = await call(t.app, 'listVouchers', { query: { q }, token });
      expect(names(res.body.data), q).toEqual(['Äpfel vom Bauern']);
    }
    const street = await call(t.app, 'listVouchers', { query: { q: 'STRASSENFEST' }, token });
    expect(names(street.body.data)).toEqual(['Straßenfest-Kaffee']);
    expect((await call(t.app, 'listVouchers', { query: { q: 'COFFEE' }, token })).body.paginate.total_entries).toBe(1);
  });

  it('plans', async () => {
    const res = await call(t.app, 'listPlans', { query: { q: 'ÖSTERREICH' }, token });
    expect(names(res.body.data)).toEqual(['Österreich-Abo']);
  });

  it('subscribers', async () => {
    const res = await call(t.app, 'listSubscribers', { query: { q: 'çağla.öz' }, token });
    expect(names(res.body.data)).toEqual(['ÇAĞLA.ÖZ']);
  });

  it('broadcasts (by plan name)', async () => {
    const res = await call(t.app, 'listBroadcasts', { query: { q: 'österreich' }, token });
    expect(res.body.data).toHaveLength(1);
  });

  it('a plan created through the API is found by its folded name', async () => {
    const voucherId = (await call(t.app, 'listVouchers', { query: { q: 'äpfel' }, token })).body.data[0]!.id;
    const created = await call(t.app, 'createPlan', {
      body: {
        name: 'GRÜNER TEE',
        price: 9.9,
        billing_period_id: 1,
        vouchers: [{ voucher_id: voucherId, max_use_qty: 2, additional_voucher: false }],
      },
      token,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(names((await call(t.app, 'listPlans', { query: { q: 'grüner' }, token })).body.data)).toEqual([
      'GRÜNER TEE',
    ]);
  });

  it('a changed name is found by its new name only', async () => {
    const list = await call(t.app, 'listVouchers', { query: { q: 'äpfel' }, token });
    const id = (list.body.data[0] as { id: number }).id;
    const body = {
      name: 'BIRNEN',
      voucher_type: 'GDS',
      value: 3,
      status: 'published',
      start_date: '2026-11-01',
    } as const;
    const updated = await call(t.app, 'updateVoucher', { params: { id }, body, token });
    expect(updated.status).toBe(200);
    expect((await call(t.app, 'listVouchers', { query: { q: 'birnen' }, token })).body.data).toHaveLength(1);
    expect((await call(t.app, 'listVouchers', { query: { q: 'äpfel' }, token })).body.data).toHaveLength(0);
  });
});

describe('rows written before the folded columns existed', () => {
  it('are folded when the database is opened', async () => {
    t.sqlite.prepare('UPDATE vouchers SET name_folded = NULL').run();
    const { foldMissing } = await import('@mbo/db');
    foldMissing(t.sqlite);
    const res = await call(t.app, 'listVouchers', { query: { q: 'ÄPFEL' }, token });
    expect(res.body.data).toHaveLength(1);
  });
});
