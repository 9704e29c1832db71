import { describe, expect, it } from 'vitest';
import { addMonths, billingPeriodAt, nextBillingAfter } from './calendar';

const t = (s: string) => Date.parse(s);

describe('addMonths', () => {
  it('keeps the day and time of day, clamped to shorter months, milliseconds included', () => {
    expect(addMonths(t('2026-01-31T09:30:15.250Z'), 1)).toBe(t('2026-02-28T09:30:15.250Z'));
    expect(addMonths(t('2026-01-31T09:30:00Z'), 2)).toBe(t('2026-03-31T09:30:00Z'));
    expect(addMonths(t('2026-11-15T00:00:00Z'), 12)).toBe(t('2027-11-15T00:00:00Z'));
  });
});

describe('billingPeriodAt', () => {
  it('is the period between the billing dates around the instant', () => {
    const sub = t('2026-01-31T09:30:00Z');
    expect(billingPeriodAt(sub, 1, t('2026-03-05T00:00:00Z'))).toEqual({
      start: t('2026-02-28T09:30:00Z'),
      end: t('2026-03-31T09:30:00Z'),
    });
    expect(billingPeriodAt(sub, 12, t('2026-03-05T00:00:00Z'))).toEqual({ start: sub, end: t('2027-01-31T09:30:00Z') });
  });

  it('starts a new period exactly at a billing date', () => {
    const sub = t('2026-01-10T08:00:00Z');
    expect(billingPeriodAt(sub, 1, t('2026-02-10T08:00:00Z')).start).toBe(t('2026-02-10T08:00:00Z'));
  });
});

describe('nextBillingAfter before the subscription starts', () => {
  it('is the start itself', () => {
    expect(nextBillingAfter(t('2026-01-10T08:00:00Z'), 1, t('2026-01-01T00:00:00Z'))).toBe(t('2026-01-10T08:00:00Z'));
  });
});

describe('nextBillingAfter, one-month periods (where a cancellation takes effect)', () => {
  it('is the same day of the next month', () => {
    expect(nextBillingAfter(t('2026-01-10T08:00:00Z'), 1, t('2026-01-20T00:00:00Z'))).toBe(t('2026-02-10T08:00:00Z'));
  });

  it('is the day of the current month when that is still ahead', () => {
    expect(nextBillingAfter(t('2026-01-10T08:00:00Z'), 1, t('2026-03-05T00:00:00Z'))).toBe(t('2026-03-10T08:00:00Z'));
  });

  it('moves on once the instant reaches the end itself', () => {
    expect(nextBillingAfter(t('2026-01-10T08:00:00Z'), 1, t('2026-02-10T08:00:00Z'))).toBe(t('2026-03-10T08:00:00Z'));
  });

  it('from the 31st, ends on the last day of shorter months', () => {
    const sub = t('2026-01-31T09:30:00Z');
    expect(nextBillingAfter(sub, 1, t('2026-02-10T00:00:00Z'))).toBe(t('2026-02-28T09:30:00Z'));
    expect(nextBillingAfter(sub, 1, t('2026-03-01T00:00:00Z'))).toBe(t('2026-03-31T09:30:00Z'));
    expect(nextBillingAfter(sub, 1, t('2026-04-05T00:00:00Z'))).toBe(t('2026-04-30T09:30:00Z'));
    expect(nextBillingAfter(t('2027-12-31T09:30:00Z'), 1, t('2028-02-01T00:00:00Z'))).toBe(t('2028-02-29T09:30:00Z'));
  });

  it('rolls over the year', () => {
    expect(nextBillingAfter(t('2025-10-15T00:00:00Z'), 1, t('2025-12-20T00:00:00Z'))).toBe(t('2026-01-15T00:00:00Z'));
  });
});
