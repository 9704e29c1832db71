import type { OpeningHours } from '@mbo/contracts';
import type { TFunction } from 'i18next';

/** The week in order, Monday first (the contract's weekday codes). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Whether the hours run past midnight: closing at or before the opening time means the next day. */
export const isOvernight = (hours: Pick<OpeningHours, 'start_time' | 'end_time'>) => hours.end_time < hours.start_time;

/**
 * "Monday – Saturday, 08:00 – 18:00", or one day when the store opens on a single day; overnight
 * hours say so ("20:00 – 08:00 (next day)").
 */
export function openingHoursText(t: TFunction<readonly ['settings']>, hours: OpeningHours): string {
  const times = { start: hours.start_time, end: hours.end_time };
  const text =
    hours.open_day === hours.close_day
      ? t('settings:account.hoursSameDay', { day: t(`settings:days.${hours.open_day}`), ...times })
      : t('settings:account.hoursValue', {
          open: t(`settings:days.${hours.open_day}`),
          close: t(`settings:days.${hours.close_day}`),
          ...times,
        });
  return isOvernight(hours) ? `${text} ${t('settings:account.nextDay')}` : text;
}
