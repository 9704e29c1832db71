/**
 * One-time codes: issuing, the resend limit, and checking a code against the latest one issued.
 * Storage is behind `OtpStore`, so the rules are testable without SQL.
 */
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, type Lang } from '@mbo/contracts';
import type { OtpCodeRow } from '@mbo/db';
import { randomInt, timingSafeEqual } from 'node:crypto';
import { HttpError, invalid, tooMany } from '../errors';

/** A stored code (a row of otp_codes). */
export type OtpRecord = OtpCodeRow;

export type OtpPurpose = OtpRecord['purpose'];

/** Codes are kept apart per phone, purpose and store: two stores asking to move to the same number never see each other's codes. */
export type OtpKey = Pick<OtpRecord, 'phone' | 'purpose' | 'storeId'>;

export interface OtpStore {
  /** The newest code for the key, whatever its state. */
  latest(key: OtpKey): OtpRecord | undefined;
  /** Ends every unconsumed code of the key (a new one replaces them). */
  voidOpen(key: OtpKey, now: number): void;
  insert(key: OtpKey, code: string, now: number, expiresAt: number): void;
  setAttempts(id: number, attempts: number): void;
  /** Marks the code used; false when it already was. */
  consume(id: number, now: number): boolean;
}

export const OTP_TTL_MS = OTP_TTL_SECONDS * 1000;
const RESEND_MS = OTP_RESEND_SECONDS * 1000;

export const MESSAGES = {
  notSent: 'No code was sent to this number. Please request a code first',
  expired: 'The code has expired. Please request a new one',
  locked: 'Too many wrong tries. Please request a new code',
} as const;

/** A random 6-digit code, or the configured demo code. */
export function newCode(fixed?: string): string {
  if (fixed !== undefined) return fixed;
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** Whole seconds until another code may be requested for the key; 0 when it may be now. */
export function resendWaitSeconds(last: Pick<OtpRecord, 'createdAt'> | undefined, now: number): number {
  if (!last) return 0;
  const left = last.createdAt + RESEND_MS - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** 429 for a code requested too soon; `retryAfter` goes into the Retry-After header. */
export class ResendTooSoon extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, `Please wait ${retryAfter} seconds before requesting a new code`);
  }
}

export interface Issued {
  code: string;
  expiresIn: number;
  resendIn: number;
}

/** Issues a new code for the key (voiding older ones), or throws ResendTooSoon unless `noWait`. */
export function issueOtp(store: OtpStore, key: OtpKey, now: number, fixed?: string, noWait = false): Issued {
  const wait = noWait ? 0 : resendWaitSeconds(store.latest(key), now);
  if (wait > 0) throw new ResendTooSoon(wait);
  const code = newCode(fixed);
  store.voidOpen(key, now);
  store.insert(key, code, now, now + OTP_TTL_MS);
  return { code, expiresIn: OTP_TTL_SECONDS, resendIn: OTP_RESEND_SECONDS };
}

export type OtpCheck =
  | { result: 'ok' }
  | { result: 'not-sent' }
  | { result: 'expired' }
  | { result: 'locked'; attempts: number }
  | { result: 'wrong'; attempts: number; triesLeft: number };

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Judges a code against the latest record. `attempts` in the answer is the value to store: the
 * wrong try that uses up the last attempt voids the code at once, so it answers `locked`.
 */
export function checkOtp(record: OtpRecord | undefined, code: string, now: number): OtpCheck {
  if (!record) return { result: 'not-sent' };
  if (record.consumedAt != null || record.expiresAt <= now) return { result: 'expired' };
  if (record.attempts >= OTP_MAX_ATTEMPTS) return { result: 'locked', attempts: record.attempts };
  if (sameCode(record.code, code)) return { result: 'ok' };
  const attempts = record.attempts + 1;
  if (attempts >= OTP_MAX_ATTEMPTS) return { result: 'locked', attempts };
  return { result: 'wrong', attempts, triesLeft: OTP_MAX_ATTEMPTS - attempts };
}

/** Checks and, on success, consumes the latest code of the key; throws the API error otherwise. */
export function verifyOtp(store: OtpStore, key: OtpKey, code: string, now: number): void {
  const record = store.latest(key);
  const check = checkOtp(record, code, now);
  if ((check.result === 'wrong' || check.result === 'locked') && record && check.attempts !== record.attempts) {
    store.setAttempts(record.id, check.attempts);
  }
  switch (check.result) {
    case 'ok':
      if (!store.consume(record!.id, now)) throw invalid({ code: MESSAGES.expired });
      return;
    case 'not-sent':
      throw invalid({ code: MESSAGES.notSent });
    case 'expired':
      throw invalid({ code: MESSAGES.expired });
    case 'locked':
      throw tooMany(MESSAGES.locked);
    case 'wrong': {
      const tries = check.triesLeft === 1 ? '1 try left' : `${check.triesLeft} tries left`;
      throw invalid({ code: `The code is not correct. ${tries}` });
    }
  }
}

const TEXT: Record<Lang, Record<OtpPurpose, (code: string, minutes: number) => string>> = {
  en: {
    login: (c, m) => `Your verification code is ${c}. It is valid for ${m} minutes. Never share it with anyone.`,
    edit_phone: (c, m) =>
      `Your code to confirm your new phone number is ${c}. It is valid for ${m} minutes. Never share it with anyone.`,
  },
  de: {
    login: (c, m) => `Dein Bestätigungscode lautet ${c}. Er ist ${m} Minuten gültig. Gib ihn niemals weiter.`,
    edit_phone: (c, m) =>
      `Dein Code zur Bestätigung deiner neuen Telefonnummer lautet ${c}. Er ist ${m} Minuten gültig. Gib ihn niemals weiter.`,
  },
};

/** The WhatsApp text that carries a code, in the store's language. */
export function otpMessage(code: string, lang: Lang, purpose: OtpPurpose): string {
  return TEXT[lang][purpose](code, OTP_TTL_SECONDS / 60);
}
