import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { openingHoursText } from './opening-hours';

describe('opening hours in words', () => {
  it('says when the hours run into the next day, in English and German', async () => {
    const hours = { open_day: 'mon', close_day: 'sat', start_time: '20:00', end_time: '08:00' } as const;
    await i18n.changeLanguage('en');
    expect(openingHoursText(i18n.t, hours)).toBe('Monday – Saturday, 20:00 – 08:00 (next day)');
    await i18n.changeLanguage('de');
    expect(openingHoursText(i18n.t, hours)).toBe('Montag – Samstag, 20:00 – 08:00 Uhr (am Folgetag)');
    expect(openingHoursText(i18n.t, { ...hours, start_time: '08:00', end_time: '18:00' })).toBe(
      'Montag – Samstag, 08:00 – 18:00 Uhr',
    );
  });
});
