import { afterEach, describe, expect, it } from 'vitest';
import { broadcastDate, broadcastTime, scheduledAtFromLocal } from './schedule';

// Node reads TZ again whenever it changes, so a test can put the "device" in any time zone.
const originalTz = process.env.TZ;
const inZone = (tz: string) => {
  process.env.TZ = tz;
};
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('a broadcast time from UTC to the device', () => {
  const scheduledAt = '2031-01-15T02:30:00.000Z';

  it('shows one instant as Berlin sees it', () => {
    inZone('Europe/Berlin');
    expect(broadcastDate(scheduledAt, 'en')).toBe('15 Jan 2031');
    expect(broadcastTime(scheduledAt, 'en')).toBe('03:30 AM');
  });

  it('and as New York sees it: the evening before', () => {
    inZone('America/New_York');
    expect(broadcastDate(scheduledAt, 'en')).toBe('14 Jan 2031');
    expect(broadcastTime(scheduledAt, 'en')).toBe('09:30 PM');
  });

  it('names the month in the locale, as a list writes a date', () => {
    inZone('Europe/Berlin');
    expect(broadcastDate('2031-03-01T12:00:00.000Z', 'de')).toBe('1. März 2031');
  });

  it('shows a dash when there is no time', () => {
    expect(broadcastDate(null, 'en')).toBe('–');
    expect(broadcastTime(null, 'en')).toBe('–');
  });
});

describe('a broadcast time from the device to UTC', () => {
  it('reads the form in the device time zone, summer and winter', () => {
    inZone('Europe/Berlin');
    expect(scheduledAtFromLocal('2031-07-01', '18:45')).toBe('2031-07-01T16:45:00.000Z');
    expect(scheduledAtFromLocal('2031-01-15', '03:30')).toBe('2031-01-15T02:30:00.000Z');
    inZone('America/New_York');
    expect(scheduledAtFromLocal('2031-01-14', '21:30')).toBe('2031-01-15T02:30:00.000Z');
  });

  it('is null for a missing or impossible value', () => {
    expect(scheduledAtFromLocal('', '10:00')).toBeNull();
    expect(scheduledAtFromLocal('2031-01-15', '')).toBeNull();
    expect(scheduledAtFromLocal('2031-02-30', '10:00')).toBeNull();
    expect(scheduledAtFromLocal('2031-01-15', '25:00')).toBeNull();
  });
});
