import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('counts', () => {
  it('have thousands separators in the locale ("358 / 1,444", "358 / 1.444")', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('dashboard:vouchers.ratio', { total: 358, max: 1444 })).toBe('358 / 1,444');
    await i18n.changeLanguage('de');
    expect(i18n.t('dashboard:vouchers.ratio', { total: 358, max: 1444 })).toBe('358 / 1.444');
  });
});
