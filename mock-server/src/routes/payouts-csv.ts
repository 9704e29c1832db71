import type { SaleRow } from '@mbo/contracts';

const HEADER = ['date', 'subscriber', 'plan', 'amount', 'fee', 'net', 'currency'];

/**
 * One CSV field (RFC 4180). Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR)
 * gets a leading apostrophe, since usernames come from fans.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

// Spreadsheet values, not text for people: a decimal point and two decimals.
// eslint-disable-next-line no-restricted-syntax
const money = (n: number) => n.toFixed(2);

/** The sales report as CSV: a header row, then one row per payment; CRLF line ends. */
export function salesCsv(rows: SaleRow[]): string {
  const lines = [HEADER.join(',')];
  for (const r of rows) {
    lines.push(
      [r.paid_at, r.username, r.plan_name, money(r.amount), money(r.fee), money(r.net), r.currency]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
