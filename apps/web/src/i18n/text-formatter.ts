import type { FormatterModule } from 'i18next';
import { formatNumber } from '@/lib/format';

/**
 * How a value placed into a text is written: a number, whether the text asks for it
 * (`{{total, number}}`) or places it plainly (`{{count}}`, `{{max}}`), goes through
 * `lib/format.ts` like every other number on screen, so "1.000 Zeichen" is grouped as "8.000 €" is.
 * Anything else is placed as it comes: dates and amounts arrive formatted already. With
 * `interpolation.alwaysFormat` i18next asks this for every placeholder, `number` or none.
 */
export const textFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  // The texts name no other format (i18n/number-style.test.ts checks): nothing to add.
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, format: string | undefined, lng: string | undefined) => {
    if (typeof value === 'number' && (format === undefined || format === 'number'))
      return formatNumber(value, lng ?? 'de');
    return value as string;
  },
};
