import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('reads a whole number from 1 written in digits', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('27')).toBe(27);
    expect(parseRouteId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['a word', 'abc'],
    ['zero', '0'],
    ['a leading zero', '07'],
    ['a sign', '-3'],
    ['a plus', '+3'],
    ['a fraction', '2.5'],
    ['an exponent', '1e3'],
    ['hex', '0x1b'],
    ['spaces', ' 27'],
    ['beyond the largest id', String(Number.MAX_SAFE_INTEGER + 2)],
    ['twenty digits', '99999999999999999999'],
  ])('names no record for %s', (_what, param) => {
    expect(parseRouteId(param)).toBeNull();
  });
});
