import type { SaleRow, SalesTotals } from '@mbo/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Locale, MessageId } from '../i18n/catalogue';
import { render, storeLocalIso } from '../i18n/render';

/**
 * Each money column says whose money it is, as the screen does: gross is what the fan paid, the fee
 * is kept by the platform, net is what the store earns (net = gross − fee on every row).
 */
const HEADER: readonly MessageId[] = [
  'csv.date',
  'csv.subscriber',
  'csv.plan',
  'csv.gross',
  'csv.fee',
  'csv.net',
  'csv.currency',
];

/**
 * What a spreadsheet in the language expects: German Excel and LibreOffice split columns at `;`
 * and read `12,50` as a number; English ones split at `,` and read `12.50`.
 */
const SHAPE: Record<Locale, { delimiter: string; number: Intl.NumberFormat }> = {
  en: { delimiter: ',', number: amountFormat('en-US') },
  de: { delimiter: ';', number: amountFormat('de-DE') },
};

function amountFormat(locale: string) {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
}

/**
 * The sales report as CSV in the language: a header row, one row per payment (its time in the
 * stores' time zone, with the offset), then the totals row the screen shows (its first field is
 * "total"; the plan field holds the number of payments); CRLF line ends, RFC 4180 quoting.
 *
 * It starts with a UTF-8 byte order mark in every language: without it Excel reads the file as the
 * system's legacy code page and garbles umlauts and "€", and fans' names and plan names have them
 * whatever language the file is in. Usernames come from fans, so text a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR first) gets a leading apostrophe.
 */
export function salesCsv(rows: SaleRow[], totals: SalesTotals, locale: Locale): string {
  const { delimiter, number } = SHAPE[locale];
  const money = (n: number) => number.format(n);
  const records = [
    HEADER.map((id) => render(id, locale)),
    ...rows.map((r) => [
      storeLocalIso(Date.parse(r.paid_at)),
      r.username,
      r.plan_name,
      money(r.gross),
      money(r.fee),
      money(r.net),
      r.currency,
    ]),
    [
      render('csv.total', locale),
      '',
      String(totals.count),
      money(totals.gross),
      money(totals.fee),
      money(totals.net),
      totals.currency,
    ],
  ];
  return stringify(records, {
    delimiter,
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
    // csv-stringify quotes a line break only when it equals the record delimiter (CRLF); RFC 4180
    // quotes a lone CR or LF too, or a spreadsheet would start a new row inside a name.
    quoted_match: /[\r\n]/,
  });
}
