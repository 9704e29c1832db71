import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, hasValidSession, onSessionChange, saveSession } from './session';

afterEach(() => localStorage.clear());

describe('session changes', () => {
  it('tell listeners when a session starts and when it ends', () => {
    const listener = vi.fn();
    const off = onSessionChange(listener);
    saveSession({ access_token: 't', token_type: 'Bearer', expires_in: 60, expired_at: Date.now() / 1000 + 60 });
    expect(hasValidSession()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    clearSession();
    expect(hasValidSession()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    clearSession(); // nothing left to end
    expect(listener).toHaveBeenCalledTimes(2);
    off();
  });
});
