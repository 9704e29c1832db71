import type { MonthAmount } from '@mbo/contracts';
import { intlLocale, monthLabel, numberFormat } from '@/lib/format';

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

/**
 * An amount on the chart's axis: money in the language, no cents, thousands always grouped, so
 * every tick has one shape ("0 €", "8.000 €", "10.000 €"; "€0", "€8,000", "€10,000"). Compact
 * notation would write German 8000 as "8000 €" beside "10.000 €" and English as "€8k".
 */
export function axisMoney(amount: number, locale: string, currency = 'EUR'): string {
  return numberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    useGrouping: 'always',
  }).format(amount);
}
