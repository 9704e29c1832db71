import type { MonthAmount } from '@mbo/contracts';
import { monthLabel, numberFormat } from '@/lib/format';

export interface RevenuePoint {
  month: string;
  /** Short month for the axis ("Nov"). */
  label: string;
  /** Full month for the tooltip ("November 2026"). */
  fullLabel: string;
  amount: number;
}

/** The chart's series: the API's six months (oldest first), labelled in the active locale. */
export function revenueSeries(months: readonly MonthAmount[], locale: string): RevenuePoint[] {
  return (
    [...months]
      // "2026-06" < "2026-11": ISO months sort as plain strings (a collator would load ICU's
      // collation data for six fixed-format keys).
      .sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0))
      .map((m) => ({
        month: m.month,
        label: monthLabel(m.month, locale),
        fullLabel: monthLabel(m.month, locale, true),
        amount: m.amount,
      }))
  );
}

/** An axis value: money in the locale, compact and without cents (en "€1.2k", de "1200 €", "25.000 €"). */
export function axisMoney(amount: number, locale: string, currency = 'EUR'): string {
  return numberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(amount);
}
