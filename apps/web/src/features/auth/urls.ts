/** Where the verification step lives; the phone travels encoded ("+" would read as a space). */
export function verificationUrl({ phone, from }: { phone: string; from?: 'register' }): string {
  const query = new URLSearchParams(from ? { from, phone } : { phone });
  return `/account-verification?${query.toString()}`;
}

/** The phone of a query string; a raw "+" that turned into a space is put back. */
export function phoneFromQuery(value: string | null): string | null {
  if (!value) return null;
  return value.replace(/^ /, '+').trim();
}
