import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { requireSession } from './guards';

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
    expect(redirectTarget(requireSession)).toBeNull();
  });

  it('sends an expired session to /login and removes it', () => {
    storage.set('accessToken', 'abc');
    storage.set('expiredAt', String(Math.floor(Date.now() / 1000) - 1));
    expect(redirectTarget(requireSession)).toBe('/login');
    expect(storage.get('accessToken')).toBeNull();
    expect(storage.get('expiredAt')).toBeNull();
  });

  it('sends a missing token or expiry to /login', () => {
    expect(redirectTarget(requireSession)).toBe('/login');
    storage.set('accessToken', 'abc');
    expect(redirectTarget(requireSession)).toBe('/login');
    expect(storage.get('accessToken')).toBeNull();
  });
});
