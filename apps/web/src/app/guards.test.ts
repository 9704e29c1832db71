import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { requireSession } from './guards';

const at = (path: string) => ({ request: new Request(`http://app.test${path}`) });

const redirectTarget = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (r) {
    return (r as Response).headers.get('Location');
  }
};

describe('requireSession', () => {
  it('lets a stored, unexpired session through', () => {
    storage.set('accessToken', 'abc');
    storage.set('expiredAt', String(Math.floor(Date.now() / 1000) + 3600));
    expect(redirectTarget(() => requireSession(at('/vouchers/2')))).toBeNull();
  });

  it('sends an expired session to /login and removes it', () => {
    storage.set('accessToken', 'abc');
    storage.set('expiredAt', String(Math.floor(Date.now() / 1000) - 1));
    expect(redirectTarget(() => requireSession(at('/')))).toBe('/login');
    expect(storage.get('accessToken')).toBeNull();
    expect(storage.get('expiredAt')).toBeNull();
  });

  it('sends a missing token or expiry to /login', () => {
    expect(redirectTarget(() => requireSession(at('/')))).toBe('/login');
    storage.set('accessToken', 'abc');
    expect(redirectTarget(() => requireSession(at('/')))).toBe('/login');
    expect(storage.get('accessToken')).toBeNull();
  });

  it('keeps the page asked for, so the sign-in leads back to it', () => {
    expect(redirectTarget(() => requireSession(at('/vouchers/2')))).toBe('/login?next=%2Fvouchers%2F2');
    expect(redirectTarget(() => requireSession(at('/vouchers?q=Kaffee&page=2')))).toBe(
      `/login?next=${encodeURIComponent('/vouchers?q=Kaffee&page=2')}`,
    );
  });
});
