import type { SaleRow, SalesTotals } from '@mbo/contracts';

/**
 * Each money column says whose money it is, as the screen does: gross is what the fan paid, the fee
 * is kept by the platform, net is what the store earns (net = gross − fee on every row).
 */
const HEADER = [
  'date',
  'subscriber',
  'plan',
  'gross_paid_by_fan',
  'fee_kept_by_platform',
  'net_earned_by_store',
  'currency',
];

/**
 * One CSV field (RFC 4180). Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR)
 * gets a leading apostrophe, since usernames come from fans.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const money = (n: number) => n.toFixed(2);

/**
 * The sales report as CSV: a header row, one row per payment, then the totals row the screen shows
 * (its first field is "total"; the plan field holds the number of payments); CRLF line ends.
 */
export function salesCsv(rows: SaleRow[], totals: SalesTotals): string {
  const lines = [HEADER.join(',')];
  for (const r of rows) {
    lines.push(
      [r.paid_at, r.username, r.plan_name, money(r.gross), money(r.fee), money(r.net), r.currency]
        .map(csvField)
        .join(','),
    );
  }
  lines.push(
    [
      'total',
      '',
      String(totals.count),
      money(totals.gross),
      money(totals.fee),
      money(totals.net),
      totals.currency,
    ].join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}
