import { describe, expect, it } from 'vitest';
import { fitWithin, isPictureType } from './image';

describe('fitWithin', () => {
  it('shrinks the longer side to the limit and keeps the proportions', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
});

describe('isPictureType', () => {
  it('takes JPEG, PNG and WebP only', () => {
    expect(['image/jpeg', 'image/png', 'image/webp'].every(isPictureType)).toBe(true);
    expect(isPictureType('image/gif')).toBe(false);
    expect(isPictureType('image/svg+xml')).toBe(false);
    expect(isPictureType('')).toBe(false);
  });
});
