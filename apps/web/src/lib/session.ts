import type { Token } from '@mbo/contracts';
import { storage } from './storage';

/** A session is valid while a token and an expiry exist and now is before the expiry (seconds since epoch). */
export function hasValidSession(nowMs = Date.now()): boolean {
  const token = storage.get('accessToken');
  const expiredAt = Number(storage.get('expiredAt'));
  return Boolean(token) && Number.isFinite(expiredAt) && expiredAt > 0 && nowMs < expiredAt * 1000;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called whenever a session starts or ends (sign-in, sign-out, a 401): cached data of the old one must go. */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveSession(token: Token): void {
  storage.set('accessToken', token.access_token);
  storage.set('expiredAt', String(token.expired_at));
  listeners.forEach((l) => l());
}

export function clearSession(): void {
  const had = storage.get('accessToken') !== null || storage.get('expiredAt') !== null;
  storage.remove('accessToken');
  storage.remove('expiredAt');
  if (had) listeners.forEach((l) => l());
}

export const accessToken = () => storage.get('accessToken');
