import type { BillingPeriod } from '@mbo/contracts';
import type { TFunction } from 'i18next';

type Period = Pick<BillingPeriod, 'months' | 'label'>;

/** The unit a price is charged per ("month", "year"), in the interface language. */
export function periodUnit(t: TFunction<readonly ['plans']>, period: Period): string {
  if (period.months === 1) return t('plans:period.month');
  if (period.months === 12) return t('plans:period.year');
  return t('plans:period.months', { count: period.months });
}

/** A billing period's name ("Monthly", "Yearly"); the server's label for periods the app has no word for. */
export function periodName(t: TFunction<readonly ['plans']>, period: Period): string {
  if (period.months === 1) return t('plans:period.monthly');
  if (period.months === 12) return t('plans:period.yearly');
  return period.months > 0 ? t('plans:period.everyMonths', { count: period.months }) : period.label;
}
