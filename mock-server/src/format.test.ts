import { describe, expect, it } from 'vitest';
import { dateOnly } from './format';

describe('dateOnly', () => {
  it('writes the UTC day of each instant, whichever day was asked before', () => {
    const t = Date.parse('2026-11-15T23:59:59.999Z');
    expect(dateOnly(t)).toBe('2026-11-15');
    expect(dateOnly(Date.parse('2026-11-15T00:00:00.000Z'))).toBe('2026-11-15');
    expect(dateOnly(t + 1)).toBe('2026-11-16');
    expect(dateOnly(t)).toBe('2026-11-15');
    expect(dateOnly(Date.parse('1969-12-31T12:00:00.000Z'))).toBe('1969-12-31');
    expect(dateOnly(Date.parse('2024-02-29T08:00:00.000Z'))).toBe('2024-02-29');
  });
});
