/**
 * Search ignores case in every script, the same way on both sides: "ÄPFEL" finds "Äpfel",
 * "STRASSE" finds "Straße", in every searchable list (vouchers, plans, subscribers, broadcasts).
 */
import { foldForSearch, insertRow, broadcasts } from '@mbo/db';
import { beforeEach, describe, expect, it } from 'vitest';
import { DAY, insertMembership, insertPlan, insertSubscriber, insertVoucher, useSignedInApp } from './fixtures';

const t = useSignedInApp();

beforeEach(() => {
  const { sqlite, storeId } = t;
  const now = t.clock.now();
  const apple = insertVoucher(sqlite, storeId, { name: 'Äpfel vom Bauern' });
  insertVoucher(sqlite, storeId, { name: 'Straßenfest-Kaffee' });
  insertVoucher(sqlite, storeId, { name: 'Plain coffee' });
  const plan = insertPlan(sqlite, storeId, [{ voucherId: apple }], { name: 'Österreich-Abo' });
  insertPlan(sqlite, storeId, [{ voucherId: apple }], { name: 'Morning club' });
  const fan = insertSubscriber(sqlite, storeId, { username: 'ÇAĞLA.ÖZ' });
  insertSubscriber(sqlite, storeId, { username: 'max' });
  insertMembership(sqlite, storeId, fan, plan, { subscribedAt: now - 10 * DAY });
  insertRow(sqlite, broadcasts, {
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
  insertVoucher(sqlite, t.otherStoreId, { name: 'Äpfel' });
});

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
      const res = await t.call('listVouchers', { query: { q } });
      expect(names(res.body.data), q).toEqual(['Äpfel vom Bauern']);
    }
    const street = await t.call('listVouchers', { query: { q: 'STRASSENFEST' } });
    expect(names(street.body.data)).toEqual(['Straßenfest-Kaffee']);
    expect((await t.call('listVouchers', { query: { q: 'COFFEE' } })).body.paginate.total_entries).toBe(1);
  });

  it('plans', async () => {
    const res = await t.call('listPlans', { query: { q: 'ÖSTERREICH' } });
    expect(names(res.body.data)).toEqual(['Österreich-Abo']);
  });

  it('subscribers', async () => {
    const res = await t.call('listSubscribers', { query: { q: 'çağla.öz' } });
    expect(names(res.body.data)).toEqual(['ÇAĞLA.ÖZ']);
  });

  it('broadcasts (by plan name)', async () => {
    const res = await t.call('listBroadcasts', { query: { q: 'österreich' } });
    expect(res.body.data).toHaveLength(1);
  });

  it('a plan created through the API is found by its folded name', async () => {
    const voucherId = (await t.call('listVouchers', { query: { q: 'äpfel' } })).body.data[0]!.id;
    const created = await t.call('createPlan', {
      body: {
        name: 'GRÜNER TEE',
        price: 9.9,
        billing_period_id: 1,
        vouchers: [{ voucher_id: voucherId, max_use_qty: 2, additional_voucher: false }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(names((await t.call('listPlans', { query: { q: 'grüner' } })).body.data)).toEqual(['GRÜNER TEE']);
  });

  it('a changed name is found by its new name only', async () => {
    const list = await t.call('listVouchers', { query: { q: 'äpfel' } });
    const id = (list.body.data[0] as { id: number }).id;
    const body = {
      name: 'BIRNEN',
      voucher_type: 'GDS',
      value: 3,
      status: 'published',
      start_date: '2026-11-01',
    } as const;
    const updated = await t.call('updateVoucher', { params: { id }, body });
    expect(updated.status).toBe(200);
    expect((await t.call('listVouchers', { query: { q: 'birnen' } })).body.data).toHaveLength(1);
    expect((await t.call('listVouchers', { query: { q: 'äpfel' } })).body.data).toHaveLength(0);
  });
});

describe('rows written before the folded columns existed', () => {
  it('are folded when the database is opened', async () => {
    t.sqlite.prepare('UPDATE vouchers SET name_folded = NULL').run();
    const { foldMissing } = await import('@mbo/db');
    foldMissing(t.sqlite);
    const res = await t.call('listVouchers', { query: { q: 'ÄPFEL' } });
    expect(res.body.data).toHaveLength(1);
  });
});
