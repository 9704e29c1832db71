import type { Sqlite } from '../db/client';
import type { OtpKey, OtpPurpose, OtpRecord, OtpStore } from '../domain/otp';

interface OtpRow {
  id: number;
  phone: string;
  purpose: OtpPurpose;
  store_id: number;
  code: string;
  attempts: number;
  expires_at: number;
  consumed_at: number | null;
  created_at: number;
}

const toRecord = (r: OtpRow): OtpRecord => ({
  id: r.id,
  phone: r.phone,
  purpose: r.purpose,
  storeId: r.store_id,
  code: r.code,
  attempts: r.attempts,
  expiresAt: r.expires_at,
  consumedAt: r.consumed_at,
  createdAt: r.created_at,
});

/** The `otp_codes` table behind the OTP rules. */
export function createOtpStore(sqlite: Sqlite): OtpStore {
  const latest = sqlite.prepare<[string, string, number], OtpRow>(
    'SELECT * FROM otp_codes WHERE phone = ? AND purpose = ? AND store_id = ? ORDER BY created_at DESC, id DESC LIMIT 1',
  );
  // A voided code keeps its row (for the resend limit) but can no longer be used.
  const voidOpen = sqlite.prepare<[number, string, string, number, number]>(
    'UPDATE otp_codes SET expires_at = ? WHERE phone = ? AND purpose = ? AND store_id = ? AND consumed_at IS NULL AND expires_at > ?',
  );
  const insert = sqlite.prepare<[string, string, number, string, number, number]>(
    'INSERT INTO otp_codes (phone, purpose, store_id, code, attempts, expires_at, consumed_at, created_at) VALUES (?, ?, ?, ?, 0, ?, NULL, ?)',
  );
  const setAttempts = sqlite.prepare<[number, number]>('UPDATE otp_codes SET attempts = ? WHERE id = ?');
  const consume = sqlite.prepare<[number, number]>(
    'UPDATE otp_codes SET consumed_at = ? WHERE id = ? AND consumed_at IS NULL',
  );

  return {
    latest: (k: OtpKey) => {
      const row = latest.get(k.phone, k.purpose, k.storeId);
      return row ? toRecord(row) : undefined;
    },
    voidOpen: (k, now) => {
      voidOpen.run(now, k.phone, k.purpose, k.storeId, now);
    },
    insert: (k, code, now, expiresAt) => {
      insert.run(k.phone, k.purpose, k.storeId, code, expiresAt, now);
    },
    setAttempts: (id, attempts) => {
      setAttempts.run(attempts, id);
    },
    consume: (id, now) => consume.run(now, id).changes === 1,
  };
}
