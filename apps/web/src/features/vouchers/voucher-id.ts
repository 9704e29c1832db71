/** The voucher id of a route parameter: a positive whole number, or null for anything else. */
export function voucherIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,15}$/.test(param) ? Number(param) : null;
}
