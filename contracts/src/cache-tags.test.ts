import { describe, expect, it } from 'vitest';
import { CACHE_TAGS, endpointNames, endpoints, type EndpointDef, type EndpointName } from './endpoints';

const table: Record<EndpointName, EndpointDef> = endpoints;

describe('cache tags of the endpoint table', () => {
  it('a GET changes nothing, except reading a notification, which marks it read', () => {
    const changingReads = endpointNames.filter((n) => table[n].method === 'GET' && table[n].changes.length > 0);
    expect(changingReads).toEqual(['readNotification']);
    expect(table.readNotification.changes).toEqual(['notification']);
  });

  it("every GET of the store's own data says what it reads; only reference data reads nothing", () => {
    const readingNothing = endpointNames.filter((n) => table[n].method === 'GET' && table[n].reads.length === 0);
    expect(readingNothing.sort()).toEqual(['additionalFee', 'billingPeriods', 'categories']);
  });

  it('every tag is read by some call and changed by some call', () => {
    const read = new Set(endpointNames.flatMap((n) => table[n].reads));
    const changed = new Set(endpointNames.flatMap((n) => table[n].changes));
    expect([...read].sort()).toEqual([...CACHE_TAGS].sort());
    expect([...changed].sort()).toEqual(
      // Payments, subscribers and invoices come from fans and the month's end, never from a call of
      // the store's app: they are read only.
      CACHE_TAGS.filter((t) => !['payment', 'subscriber', 'invoice'].includes(t)).sort(),
    );
  });

  it('no call names a tag twice', () => {
    for (const n of endpointNames) {
      expect(new Set(table[n].reads).size, n).toBe(table[n].reads.length);
      expect(new Set(table[n].changes).size, n).toBe(table[n].changes.length);
    }
  });

  it('answers that show another resource name it too', () => {
    // A voucher lists its plans, a plan its vouchers; a subscriber's voucher shows both.
    expect(table.getVoucher.reads).toContain('plan');
    expect(table.getPlan.reads).toContain('voucher');
    for (const n of ['subscriberVouchers', 'subscriberVoucher', 'subscriberVoucherRedemptions'] as const)
      expect(table[n].reads, n).toEqual(expect.arrayContaining(['subscriber', 'plan', 'voucher']));
    // Starting payout onboarding stores the e-mail given on the store.
    expect(table.providerSubAccount.changes).toEqual(expect.arrayContaining(['store', 'payout']));
  });
});
