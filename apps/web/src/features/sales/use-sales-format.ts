import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, formatDate, formatDay, formatMoney, formatNumber } from '@/lib/format';

/** Money, instants, calendar days and counts in the interface's locale. */
export function useSalesFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    locale,
    money: (amount: number, currency = 'EUR') => formatMoney(amount, locale, currency),
    /** An instant (ISO timestamp), shown as the viewer's local day. */
    date: (iso: string) => formatDate(iso, DATE_FORMATS.short, locale),
    /** A calendar day (YYYY-MM-DD). */
    day: (date: string) => formatDay(date, DATE_FORMATS.short, locale),
    number: (n: number) => formatNumber(n, locale),
  };
}
