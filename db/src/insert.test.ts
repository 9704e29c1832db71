import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, isEmpty, openDatabase, type DbHandle } from './client';
import { createRowInserter, insertRow } from './insert';
import { BILLING_PERIODS, CATEGORIES } from './reference';
import { planVouchers, plans, stores, vouchers } from './schema';

let handle: DbHandle;
beforeEach(() => {
  handle = openDatabase(':memory:');
});
afterEach(() => handle.close());

const store = {
  name: 'Café Test',
  slug: 'cafe-test',
  phone: '+49.15100000001',
  categoryId: 1,
  address: 'Friedrichstraße 43, 10117 Berlin',
  lat: 52.52,
  lng: 13.39,
  createdAt: 0,
};

describe('openDatabase', () => {
  it('migrates and holds the reference rows, and no store', () => {
    expect(isEmpty(handle.sqlite)).toBe(true);
    expect(handle.db.select().from(stores).all()).toEqual([]);
    expect(handle.sqlite.prepare('SELECT count(*) FROM categories').pluck().get()).toBe(CATEGORIES.length);
    expect(handle.sqlite.prepare('SELECT count(*) FROM billing_periods').pluck().get()).toBe(BILLING_PERIODS.length);
  });

  it('clearDatabase empties every table but keeps the reference rows', () => {
    insertRow(handle.sqlite, stores, store);
    expect(isEmpty(handle.sqlite)).toBe(false);
    clearDatabase(handle.sqlite);
    expect(isEmpty(handle.sqlite)).toBe(true);
    expect(handle.sqlite.prepare('SELECT count(*) FROM categories').pluck().get()).toBe(CATEGORIES.length);
  });
});

describe('createRowInserter', () => {
  it('writes typed rows that drizzle reads back the same, defaults included', () => {
    const insert = createRowInserter(handle.sqlite);
    const storeId = insert(stores, {
      ...store,
      openingHours: { open_day: 'mon', close_day: 'fri', start_time: '08:00', end_time: '18:00' },
    });
    const voucherId = insert(vouchers, {
      storeId,
      name: 'Free espresso',
      voucherType: 'GDS',
      value: 3,
      status: 'published',
      startDate: '2026-11-01',
      schedule: { start_time: '08:00', end_time: '10:00', days: ['mon'] },
      createdAt: 1,
      updatedAt: 1,
    });
    const planId = insert(plans, {
      storeId,
      name: 'Gold',
      priceCents: 1990,
      billingPeriodId: 1,
      howToUse: ['Show the QR code'],
      createdAt: 2,
    });
    insert(planVouchers, { planId, voucherId, maxUseQty: 4, additionalVoucher: true });

    expect(handle.db.select().from(stores).get()).toMatchObject({
      id: storeId,
      country: 'DE',
      lang: 'de',
      about: null,
      openingHours: { open_day: 'mon', close_day: 'fri', start_time: '08:00', end_time: '18:00' },
    });
    expect(handle.db.select().from(vouchers).get()).toMatchObject({
      id: voucherId,
      schedule: { start_time: '08:00', end_time: '10:00', days: ['mon'] },
      informations: [],
      termsAndConditions: '',
      quantity: null,
    });
    expect(handle.db.select().from(plans).get()).toMatchObject({
      howToUse: ['Show the QR code'],
      perksAndBenefits: [],
    });
    expect(handle.db.select().from(planVouchers).get()).toMatchObject({ additionalVoucher: true, maxUseQty: 4 });
    // Stored as drizzle stores them: JSON text and 0/1.
    expect(handle.sqlite.prepare('SELECT schedule FROM vouchers').pluck().get()).toBe(
      '{"start_time":"08:00","end_time":"10:00","days":["mon"]}',
    );
    expect(handle.sqlite.prepare('SELECT additional_voucher FROM plan_vouchers').pluck().get()).toBe(1);
  });

  it('takes explicit ids and NULLs', () => {
    const id = insertRow(handle.sqlite, stores, { ...store, id: 42, email: null });
    expect(id).toBe(42);
    expect(handle.db.select().from(stores).get()).toMatchObject({ id: 42, email: null });
  });

  it('names a column the table does not have', () => {
    expect(() => insertRow(handle.sqlite, stores, { ...store, colour: 'red' } as never)).toThrow(
      'stores has no column colour',
    );
  });
});
