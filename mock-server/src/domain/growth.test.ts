import { describe, expect, it } from 'vitest';
import { growthPercent } from './growth';

describe('growthPercent', () => {
  it('is the whole-number percent change against the previous value', () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(100, 100)).toBe(0);
    expect(growthPercent(4, 3)).toBe(33);
    expect(growthPercent(5, 3)).toBe(67);
  });

  it('is negative when the value fell', () => {
    expect(growthPercent(50, 100)).toBe(-50);
    expect(growthPercent(0, 7)).toBe(-100);
    expect(growthPercent(2, 3)).toBe(-33);
  });

  it('rounds half away from zero, symmetrically', () => {
    expect(growthPercent(9, 8)).toBe(13); // +12.5
    expect(growthPercent(7, 8)).toBe(-13); // -12.5
    expect(growthPercent(41, 40)).toBe(3); // +2.5
    expect(growthPercent(39, 40)).toBe(-3); // -2.5
  });

  it('with a previous value of zero is 0 when both are zero and 100 when the current is above zero', () => {
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(1, 0)).toBe(100);
    expect(growthPercent(12345, 0)).toBe(100);
  });

  it('never answers negative zero', () => {
    expect(Object.is(growthPercent(1000, 1001), 0)).toBe(true);
    expect(Object.is(growthPercent(0, 0), 0)).toBe(true);
  });
});
