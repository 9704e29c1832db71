import { fromNow } from '@/lib/format';

/**
 * "3 minutes ago" in the locale. A time a little ahead of the device's clock (the two clocks
 * differ by a few seconds, or a demo moved the server's) reads as just now, never "in 2 minutes".
 */
export function timeAgo(iso: string, locale: string, now: number = Date.now()): string {
  const at = Math.min(Date.parse(iso), now);
  return fromNow(new Date(at).toISOString(), locale, now);
}
