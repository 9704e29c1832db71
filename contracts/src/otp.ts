/**
 * The one-time code's and the session's limits: plain values, apart from the schemas that use them
 * (auth.ts), so a screen can read them without loading zod.
 */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 30;
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;
