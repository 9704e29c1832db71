/** The `otp_codes` table behind the one-time-code rules (domain/otp.ts). */
import { otpCodes, type DbHandle } from '@mbo/db';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OtpKey, OtpStore } from '../domain/otp';

export function createOtpStore({ db }: Pick<DbHandle, 'db'>): OtpStore {
  const ofKey = (k: OtpKey) =>
    and(eq(otpCodes.phone, k.phone), eq(otpCodes.purpose, k.purpose), eq(otpCodes.storeId, k.storeId));
  const latest = db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phone, sql.placeholder('phone')),
        eq(otpCodes.purpose, sql.placeholder('purpose')),
        eq(otpCodes.storeId, sql.placeholder('storeId')),
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1)
    .prepare();

  return {
    latest: (k) => latest.get(k),
    // A voided code keeps its row (for the resend limit) but can no longer be used.
    voidOpen: (k, now) => {
      db.update(otpCodes)
        .set({ expiresAt: now })
        .where(and(ofKey(k), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
        .run();
    },
    insert: (k, code, now, expiresAt) => {
      db.insert(otpCodes)
        .values({ ...k, code, attempts: 0, expiresAt, consumedAt: null, createdAt: now })
        .run();
    },
    setAttempts: (id, attempts) => {
      db.update(otpCodes).set({ attempts }).where(eq(otpCodes.id, id)).run();
    },
    consume: (id, now) =>
      db
        .update(otpCodes)
        .set({ consumedAt: now })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
        .run().changes === 1,
  };
}
