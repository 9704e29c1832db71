import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('counts', () => {
  it('say what they count, with thousands separators in the locale', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('dashboard:vouchers.ratio', { total: 358, max: 1444 })).toBe('358 of 1,444 used');
    await i18n.changeLanguage('de');
    expect(i18n.t('dashboard:vouchers.ratio', { total: 358, max: 1444 })).toBe('358 von 1.444 eingelöst');
  });
});
