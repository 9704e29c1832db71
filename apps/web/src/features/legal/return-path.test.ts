import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps app paths with their query', () => {
    expect(safeReturnPath('/register')).toBe('/register');
    expect(safeReturnPath('/settings')).toBe('/settings');
    expect(safeReturnPath('/account-verification?phone=%2B49.151&from=register')).toBe(
      '/account-verification?phone=%2B49.151&from=register',
    );
  });

  it('falls back to /login when from is missing or empty', () => {
    expect(safeReturnPath(null)).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath(undefined)).toBe('/login');
    expect(safeReturnPath('')).toBe('/login');
  });

  it.each([
    'https://evil.test/phish',
    '//evil.test/phish',
    '/\\evil.test',
    '\\\\evil.test',
    'javascript:alert(1)',
    'register',
    '/\tevil',
    '/\u0000x',
    ' /register',
    'data:text/html,hi',
  ])('never leaves the app: %s', (from) => {
    expect(safeReturnPath(from)).toBe('/login');
  });
});
