import type { OpeningHours } from '@mbo/contracts';
import type { TFunction } from 'i18next';

/** The week in order, Monday first (the contract's weekday codes). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** "Monday – Saturday, 08:00 – 18:00", or one day when the store opens on a single day. */
export function openingHoursText(t: TFunction, hours: OpeningHours): string {
  const times = { start: hours.start_time, end: hours.end_time };
  if (hours.open_day === hours.close_day) {
    return t('settings.account.hoursSameDay', { day: t(`settings.days.${hours.open_day}`), ...times });
  }
  return t('settings.account.hoursValue', {
    open: t(`settings.days.${hours.open_day}`),
    close: t(`settings.days.${hours.close_day}`),
    ...times,
  });
}
