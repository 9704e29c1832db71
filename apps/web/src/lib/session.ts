import type { Token } from '@mbo/contracts';
import { storage } from './storage';

/** A session is valid while a token and an expiry exist and now is before the expiry (seconds since epoch). */
export function hasValidSession(nowMs = Date.now()): boolean {
  const token = storage.get('accessToken');
  const expiredAt = Number(storage.get('expiredAt'));
  return Boolean(token) && Number.isFinite(expiredAt) && expiredAt > 0 && nowMs < expiredAt * 1000;
}

export function saveSession(token: Token): void {
  storage.set('accessToken', token.access_token);
  storage.set('expiredAt', String(token.expired_at));
}

export function clearSession(): void {
  storage.remove('accessToken');
  storage.remove('expiredAt');
}

export const accessToken = () => storage.get('accessToken');
