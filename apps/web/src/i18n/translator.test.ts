import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

const make = (onMissing?: (key: string) => void) =>
  new Translator({
    language: 'de',
    fallbackLanguage: 'en',
    onMissing,
    resources: {
      en: {
        shop: {
          greeting: 'Hello {{name}}',
          items_one: '{{count}} item',
          items_other: '{{count}} items',
          total: '{{total, number}} of {{max, number}}',
          onlyEnglish: 'Only in English',
        },
      },
      de: {
        shop: {
          greeting: 'Hallo {{name}}',
          items_one: '{{count}} Artikel',
          items_other: '{{count}} Artikel (viele)',
          total: '{{total, number}} von {{max, number}}',
        },
      },
    },
  });

describe('Translator', () => {
  it('reads nested keys in the interface language and fills placeholders', () => {
    const i18n = make();
    expect(i18n.t('shop.greeting', { name: 'Mia' })).toBe('Hallo Mia');
    expect(i18n.t('shop.greeting', { name: 'Mia', lng: 'en' })).toBe('Hello Mia');
  });

  it('picks the plural form by the language’s rules', () => {
    const i18n = make();
    expect(i18n.t('shop.items', { count: 1 })).toBe('1 Artikel');
    expect(i18n.t('shop.items', { count: 0 })).toBe('0 Artikel (viele)');
    expect(i18n.t('shop.items', { count: 7, lng: 'en' })).toBe('7 items');
  });

  it('formats `number` placeholders for the language', () => {
    const i18n = make();
    expect(i18n.t('shop.total', { total: 358, max: 1444 })).toBe('358 von 1.444');
    expect(i18n.getFixedT('en')('shop.total', { total: 358, max: 1444 })).toBe('358 of 1,444');
  });

  it('falls back to English, then to the key, and reports a key no language has', () => {
    const missing = vi.fn();
    const i18n = make(missing);
    expect(i18n.t('shop.onlyEnglish')).toBe('Only in English');
    expect(missing).not.toHaveBeenCalled();
    expect(i18n.t('shop.nothing')).toBe('shop.nothing');
    expect(i18n.t('shop')).toBe('shop');
    expect(missing.mock.calls).toEqual([['shop.nothing'], ['shop']]);
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(make().t('shop.greeting', {})).toBe('Hallo {{name}}');
  });

  it('tells listeners about a new language and new texts, with a new `t` for each change', () => {
    const i18n = make();
    const changed = vi.fn();
    const any = vi.fn();
    i18n.on('languageChanged', changed);
    const unsubscribe = i18n.subscribe(any);
    const t = i18n.getT();
    void i18n.changeLanguage('en');
    void i18n.changeLanguage('en');
    i18n.addResources('en', { shop: { later: 'Loaded later' } });
    expect(changed.mock.calls).toEqual([['en']]);
    expect(any).toHaveBeenCalledTimes(2);
    expect(i18n.getT()).not.toBe(t);
    expect(i18n.t('shop.later')).toBe('Loaded later');
    expect(i18n.t('shop.greeting', { name: 'Mia' })).toBe('Hello Mia');
    unsubscribe();
    void i18n.changeLanguage('de');
    expect(any).toHaveBeenCalledTimes(2);
  });
});
