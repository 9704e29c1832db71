/**
 * Phones are stored in one form, "+49.15112345678" (dial code, a dot, the local digits without
 * the trunk 0). People type them every other way: "0151 1234 5678", "1511 2345678",
 * "+49 151 12345678", "+49 (0)151…", "0049 151…". A search term that looks like a phone number is reduced to the
 * digits the stored form would hold, and compared with the stored phone's digits.
 */
import { sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/** Only digits and what people put between them: spaces, +, dots, dashes, slashes, brackets. */
const PHONE_LIKE = /^[\d\s+./()-]+$/;

/**
 * The digits a phone-like term stands for in the stored form, or null when the term is no phone
 * number (a name, or no digit at all). "00" is the international prefix; a single leading 0 is the
 * trunk prefix, which the stored local part never carries.
 */
export function phoneSearchDigits(term: string): string | null {
  const text = term.trim();
  if (!PHONE_LIKE.test(text)) return null;
  // "+49 (0)151…": the bracketed trunk 0 is written for callers from inside the country only.
  let digits = text.replace(/\(0\)/g, '').replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (!text.startsWith('+') && digits.startsWith('0')) digits = digits.slice(1);
  return digits === '' ? null : digits;
}

/** A stored phone's digits ("+49.151…" → "49151…"), to compare with LIKE. */
export const phoneDigits = (column: SQLiteColumn) => sql`replace(replace(${column}, '+', ''), '.', '')`;
