import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeAgo } from './time-ago';

const NOW = Date.parse('2026-11-15T12:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('relative times of notifications', () => {
  it('reads in the locale', () => {
    expect(timeAgo('2026-11-15T11:57:00.000Z', 'en')).toBe('3 minutes ago');
    expect(timeAgo('2026-11-15T11:57:00.000Z', 'de')).toBe('vor 3 Minuten');
    expect(timeAgo('2026-11-13T12:00:00.000Z', 'en')).toBe('2 days ago');
  });

  it('never reads as the future', () => {
    expect(timeAgo('2026-11-15T12:04:00.000Z', 'en')).toBe('now');
  });
});
