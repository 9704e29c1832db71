import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { openingHoursText } from './opening-hours';

describe('opening hours in words', () => {
  it('says when the hours run into the next day, in English and German', () => {
    const hours = { open_day: 'mon', close_day: 'sat', start_time: '20:00', end_time: '08:00' } as const;
    const en = i18n.getFixedT('en', ['settings'] as const);
    const de = i18n.getFixedT('de', ['settings'] as const);
    expect(openingHoursText(en, hours)).toBe('Monday – Saturday, 20:00 – 08:00 (next day)');
    expect(openingHoursText(de, hours)).toBe('Montag – Samstag, 20:00 – 08:00 Uhr (am Folgetag)');
    expect(openingHoursText(de, { ...hours, start_time: '08:00', end_time: '18:00' })).toBe(
      'Montag – Samstag, 08:00 – 18:00 Uhr',
    );
  });
});
