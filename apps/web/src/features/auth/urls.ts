/** The phone of a query string; a raw "+" that turned into a space is put back. */
export function phoneFromQuery(value: string | null): string | null {
  if (!value) return null;
  return value.replace(/^ /, '+').trim();
}
