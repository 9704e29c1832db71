import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toasts/toast-store';
import { ApiRequestError } from '@/lib/api-client';
import { notifyUnlessOnField, serverFieldMessages } from './core';
import { formFieldMessages } from './use-save-form';

afterEach(() => {
  toastStore.clear();
  vi.restoreAllMocks();
});

const refused = (errors: Record<string, string[]>, status = 422) => new ApiRequestError(status, 'Not saved', errors);

describe("the server's messages on the form's fields", () => {
  it('follow a table in its order, one message per field, and leave keys without a field out', () => {
    const error = refused({ lng: ['Pin the store'], lat: ['Pin it'], phone: ['Taken', 'Also wrong'], token: ['x'] });
    expect(serverFieldMessages(error, { phone: 'phone', lat: 'lat', lng: 'lat' })).toEqual([
      { field: 'phone', message: 'Taken' },
      { field: 'lat', message: 'Pin it' },
    ]);
  });

  it("follow a function in the server's order, and a form's order when it gives one", () => {
    const error = refused({
      'vouchers.0.voucher_id': ['Not published'],
      vouchers: ['None published'],
      name: ['Taken'],
    });
    const fields = (key: string) => (key === 'vouchers' ? 'vouchers.root' : key);
    expect(serverFieldMessages(error, fields).map((m) => m.field)).toEqual([
      'vouchers.0.voucher_id',
      'vouchers.root',
      'name',
    ]);
    expect(formFieldMessages(error, { fields, order: ['name', 'price', 'vouchers'] }).map((m) => m.field)).toEqual([
      'name',
      'vouchers.0.voucher_id',
      'vouchers.root',
    ]);
  });

  it('put a whole refusal on its field when the status belongs to one', () => {
    const conflict = refused({}, 409);
    expect(formFieldMessages(conflict, { statusFields: { 409: 'status' } })).toEqual([
      { field: 'status', message: 'Not saved' },
    ]);
    expect(formFieldMessages(refused({}, 500), { statusFields: { 409: 'status' } })).toEqual([]);
  });

  it('are none for a failure that is not an API answer', () => {
    expect(serverFieldMessages(new TypeError('Failed to fetch'), { phone: 'phone' })).toEqual([]);
  });
});

describe('the toast rule', () => {
  it('toasts user_message only when no field shows the failure', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    notifyUnlessOnField(refused({ phone: ['Taken'] }), true);
    expect(toastStore.getSnapshot()).toEqual([]);
    expect(console.error).toHaveBeenCalledTimes(1);

    notifyUnlessOnField(refused({}), false);
    expect(toastStore.getSnapshot().map((t) => t.message)).toEqual(['Not saved']);
  });

  it('says "Connection error" for a failure without an answer', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    notifyUnlessOnField(new TypeError('Failed to fetch'), false);
    expect(toastStore.getSnapshot().map((t) => t.messageKey)).toEqual(['common:errors.connection']);
  });
});
