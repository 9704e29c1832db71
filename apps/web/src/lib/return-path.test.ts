import { describe, expect, it } from 'vitest';
import { afterSignInPath, DEFAULT_RETURN_PATH, loginPathFor, nextOf, safeReturnPath } from './return-path';

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

describe('afterSignInPath', () => {
  it('keeps a page of the app, with its query and hash', () => {
    expect(afterSignInPath('/vouchers/2')).toBe('/vouchers/2');
    expect(afterSignInPath('/vouchers?q=Kaffee&page=2#top')).toBe('/vouchers?q=Kaffee&page=2#top');
  });

  it('goes to the dashboard without a page, or for the sign-in screens themselves', () => {
    expect(afterSignInPath(null)).toBe('/');
    expect(afterSignInPath('/login')).toBe('/');
    expect(afterSignInPath('/login?next=%2Fvouchers')).toBe('/');
    expect(afterSignInPath('/account-verification?phone=%2B49.1')).toBe('/');
    expect(afterSignInPath('/register')).toBe('/');
  });

  it.each(['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', 'vouchers/2'])(
    'never leaves the app: %s',
    (next) => {
      expect(afterSignInPath(next)).toBe('/');
    },
  );
});

describe('nextOf', () => {
  it('names the page to come back to, and nothing for the dashboard', () => {
    expect(nextOf({ pathname: '/vouchers/2', search: '?x=1', hash: '' })).toBe('/vouchers/2?x=1');
    expect(nextOf({ pathname: '/', search: '', hash: '' })).toBeUndefined();
    expect(nextOf({ pathname: '/login', search: '', hash: '' })).toBeUndefined();
  });
});

describe('loginPathFor', () => {
  it('sends to the login with the page the session ended on, query included', () => {
    expect(loginPathFor({ pathname: '/vouchers', search: '?status=draft', hash: '' })).toBe(
      `/login?next=${encodeURIComponent('/vouchers?status=draft')}`,
    );
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
  });

  it('keeps the way back when a second end of the session finds the login already open', () => {
    const first = new URL(loginPathFor({ pathname: '/notifications', search: '', hash: '' }), 'http://app.test');
    expect(loginPathFor(first)).toBe('/login?next=%2Fnotifications');
    expect(loginPathFor({ pathname: '/login', search: '?next=https%3A%2F%2Fevil.test', hash: '' })).toBe('/login');
    expect(loginPathFor({ pathname: '/account-verification', search: '?phone=x&next=%2Fplans', hash: '' })).toBe(
      '/login?next=%2Fplans',
    );
  });
});
