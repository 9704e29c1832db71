import { dayjs } from '@/lib/dayjs';
import { DATE_FORMATS, formatDate } from '@/lib/format';

/**
 * A date (YYYY-MM-DD) and a time (HH:mm) on the device's clock, as the UTC instant (ISO 8601) the
 * API takes for scheduled_at; null when either is missing or not a real date or time.
 */
export function scheduledAtFromLocal(date: string, time: string): string | null {
  if (!date || !time) return null;
  const local = dayjs(`${date} ${time}`, 'YYYY-MM-DD HH:mm', true);
  return local.isValid() ? local.toISOString() : null;
}

/** Today on the device's clock, for the date input's lower bound. */
export const localToday = (now: number = Date.now()) => dayjs(now).format('YYYY-MM-DD');

/** The broadcast date in the device's time zone, as a list writes it ("4. Dez. 2026"), or a dash when none. */
export const broadcastDate = (iso: string | null, locale: string) => formatDate(iso, DATE_FORMATS.short, locale);

/** The broadcast time in the device's time zone ("09:30", "09:30 AM"), or a dash when none. */
export const broadcastTime = (iso: string | null, locale: string) => formatDate(iso, DATE_FORMATS.time, locale);

/** The device's time zone, to say in which zone the form's time is read ("Europe/Berlin"). */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
