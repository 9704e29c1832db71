import { OTP_MAX_ATTEMPTS } from '@mbo/contracts';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import {
  checkOtp,
  issueOtp,
  newCode,
  otpMessage,
  resendWaitSeconds,
  ResendTooSoon,
  verifyOtp,
  type OtpKey,
  type OtpRecord,
  type OtpStore,
} from './otp';

const T0 = Date.UTC(2026, 10, 15, 12);
const KEY: OtpKey = { phone: '+49.15112345678', purpose: 'login', storeId: 1 };

/** The OtpStore contract over an array. */
function memoryStore(): OtpStore & { rows: OtpRecord[] } {
  const rows: OtpRecord[] = [];
  const same = (r: OtpRecord, k: OtpKey) => r.phone === k.phone && r.purpose === k.purpose && r.storeId === k.storeId;
  return {
    rows,
    latest: (k) => rows.filter((r) => same(r, k)).at(-1),
    voidOpen: (k, now) => {
      for (const r of rows) if (same(r, k) && r.consumedAt == null && r.expiresAt > now) r.expiresAt = now;
    },
    insert: (k, code, now, expiresAt) => {
      rows.push({ ...k, id: rows.length + 1, code, attempts: 0, expiresAt, consumedAt: null, createdAt: now });
    },
    setAttempts: (id, attempts) => {
      rows[id - 1]!.attempts = attempts;
    },
    consume: (id, now) => {
      const r = rows[id - 1]!;
      if (r.consumedAt != null) return false;
      r.consumedAt = now;
      return true;
    },
  };
}

const record = (over: Partial<OtpRecord> = {}): OtpRecord => ({
  ...KEY,
  id: 1,
  code: '123456',
  attempts: 0,
  expiresAt: T0 + 600_000,
  consumedAt: null,
  createdAt: T0,
  ...over,
});

function thrown(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('did not throw');
}

describe('newCode', () => {
  it('makes 6 digits, keeping leading zeros', () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });
  it('uses the fixed code when configured', () => {
    expect(newCode('000111')).toBe('000111');
  });
});

describe('resendWaitSeconds', () => {
  it('is 0 without a previous code and after 30 s', () => {
    expect(resendWaitSeconds(undefined, T0)).toBe(0);
    expect(resendWaitSeconds({ createdAt: T0 }, T0 + 30_000)).toBe(0);
  });
  it('rounds the remaining time up to whole seconds', () => {
    expect(resendWaitSeconds({ createdAt: T0 }, T0)).toBe(30);
    expect(resendWaitSeconds({ createdAt: T0 }, T0 + 29_001)).toBe(1);
    expect(resendWaitSeconds({ createdAt: T0 }, T0 + 10_500)).toBe(20);
  });
});

describe('issueOtp', () => {
  it('stores a 10-minute code and voids the older open ones', () => {
    const store = memoryStore();
    issueOtp(store, KEY, T0, '111111');
    const issued = issueOtp(store, KEY, T0 + 31_000, '222222');
    expect(issued).toEqual({ code: '222222', expiresIn: 600, resendIn: 30 });
    expect(store.rows[0]!.expiresAt).toBe(T0 + 31_000);
    expect(store.rows[1]).toMatchObject({ code: '222222', expiresAt: T0 + 31_000 + 600_000, attempts: 0 });
  });

  it('throws ResendTooSoon within 30 s, without touching the open code', () => {
    const store = memoryStore();
    issueOtp(store, KEY, T0);
    const err = thrown(() => issueOtp(store, KEY, T0 + 5_000));
    expect(err).toBeInstanceOf(ResendTooSoon);
    expect((err as ResendTooSoon).retryAfter).toBe(25);
    expect(err.status).toBe(429);
    expect(store.rows).toHaveLength(1);
    expect(store.rows[0]!.expiresAt).toBe(T0 + 600_000);
  });

  it('keeps keys apart', () => {
    const store = memoryStore();
    issueOtp(store, KEY, T0);
    expect(() => issueOtp(store, { ...KEY, purpose: 'edit_phone' }, T0)).not.toThrow();
    expect(() => issueOtp(store, { ...KEY, storeId: 2 }, T0)).not.toThrow();
  });
});

describe('checkOtp', () => {
  it('accepts the right live code', () => {
    expect(checkOtp(record(), '123456', T0)).toEqual({ result: 'ok' });
  });
  it('tells a phone that was never sent a code from one whose code is used up', () => {
    expect(checkOtp(undefined, '123456', T0)).toEqual({ result: 'not-sent' });
  });

  it('treats consumed and expired codes alike', () => {
    expect(checkOtp(record({ consumedAt: T0 }), '123456', T0)).toEqual({ result: 'expired' });
    expect(checkOtp(record(), '123456', T0 + 600_000)).toEqual({ result: 'expired' });
  });
  it('counts a wrong try and locks on the last one', () => {
    expect(checkOtp(record(), '654321', T0)).toEqual({ result: 'wrong', attempts: 1, triesLeft: OTP_MAX_ATTEMPTS - 1 });
    expect(checkOtp(record({ attempts: OTP_MAX_ATTEMPTS - 1 }), '654321', T0)).toEqual({
      result: 'locked',
      attempts: OTP_MAX_ATTEMPTS,
    });
    expect(checkOtp(record({ attempts: OTP_MAX_ATTEMPTS }), '123456', T0)).toEqual({
      result: 'locked',
      attempts: OTP_MAX_ATTEMPTS,
    });
  });
  it('does not match codes of another length', () => {
    expect(checkOtp(record(), '12345', T0).result).toBe('wrong');
  });
});

describe('verifyOtp', () => {
  it('consumes the code, so it works once', () => {
    const store = memoryStore();
    issueOtp(store, KEY, T0, '123456');
    expect(() => verifyOtp(store, KEY, '123456', T0 + 1)).not.toThrow();
    expect(store.rows[0]!.consumedAt).toBe(T0 + 1);
    const again = thrown(() => verifyOtp(store, KEY, '123456', T0 + 2));
    expect(again.status).toBe(422);
    expect(again.fieldErrors).toEqual({ code: ['The code has expired. Please request a new one'] });
  });

  it('says so when no code was ever sent to the phone', () => {
    const never = thrown(() => verifyOtp(memoryStore(), KEY, '123456', T0));
    expect(never.status).toBe(422);
    expect(never.fieldErrors).toEqual({ code: ['No code was sent to this number. Please request a code first'] });
  });

  it('stores wrong tries and says how many are left', () => {
    const store = memoryStore();
    issueOtp(store, KEY, T0, '123456');
    const first = thrown(() => verifyOtp(store, KEY, '000000', T0));
    expect(first.status).toBe(422);
    expect(first.fieldErrors.code).toEqual(['The code is not correct. 4 tries left']);
    for (let i = 2; i < OTP_MAX_ATTEMPTS; i++) thrown(() => verifyOtp(store, KEY, '000000', T0));
    expect(store.rows[0]!.attempts).toBe(OTP_MAX_ATTEMPTS - 1);
    const last = thrown(() => verifyOtp(store, KEY, '000000', T0));
    expect(last.status).toBe(429);
    expect(last.userMessage).toBe('Too many wrong tries. Please request a new code');
    expect(store.rows[0]!.attempts).toBe(OTP_MAX_ATTEMPTS);
    expect(thrown(() => verifyOtp(store, KEY, '123456', T0)).status).toBe(429);
  });

  it('only looks at the newest code', () => {
    const store = memoryStore();
    issueOtp(store, KEY, T0, '111111');
    issueOtp(store, KEY, T0 + 31_000, '222222');
    expect(thrown(() => verifyOtp(store, KEY, '111111', T0 + 32_000)).status).toBe(422);
    expect(() => verifyOtp(store, KEY, '222222', T0 + 32_000)).not.toThrow();
  });
});

describe('otpMessage', () => {
  it('contains the code and the validity in both languages', () => {
    expect(otpMessage('012345', 'en', 'login')).toContain('012345');
    expect(otpMessage('012345', 'en', 'login')).toContain('10 minutes');
    expect(otpMessage('012345', 'de', 'login')).toContain('10 Minuten');
    expect(otpMessage('012345', 'de', 'edit_phone')).toContain('neuen Telefonnummer');
  });
});
