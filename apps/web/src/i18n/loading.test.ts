import { createInstance, type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import enCommon from './en/common.json';
import deVouchers from './de/vouchers.json';
import enVouchers from './en/vouchers.json';
import { NAMESPACES, textsBackend, textsOptions } from './index';
import { textFormatter } from './text-formatter';

/**
 * The app's i18next as a page load starts it (its backend and settings, in the stored language),
 * without the texts the tests' setup puts into the shared instance. Records which language's
 * namespaces the backend loaded.
 */
async function pageLoad(): Promise<{ texts: I18n; loaded: string[] }> {
  const texts = createInstance();
  const loaded: string[] = [];
  // i18next's `loaded` event: { [language]: { [namespace]: true } } for each load finished.
  texts.on('loaded', (done: Record<string, Record<string, boolean>>) => {
    for (const [lng, namespaces] of Object.entries(done))
      loaded.push(...Object.keys(namespaces).map((ns) => `${lng}/${ns}`));
  });
  await texts.use(textsBackend).use(textFormatter).init(textsOptions());
  return { texts, loaded };
}

/** The namespaces of a language the instance holds. */
const held = (texts: I18n, lng: string) => NAMESPACES.filter((ns) => texts.hasResourceBundle(lng, ns));

describe('loading the texts', () => {
  it('starts in the stored language with the shared namespaces only', async () => {
    storage.set('locale', 'en');
    const { texts, loaded } = await pageLoad();
    expect(texts.language).toBe('en');
    expect(loaded.sort()).toEqual(['en/common', 'en/ui']);
    expect(held(texts, 'de')).toEqual([]);
    expect(texts.t('common:actions.save')).toBe(enCommon.actions.save);
  });

  it('starts in German when no language is stored', async () => {
    const { texts } = await pageLoad();
    expect(texts.language).toBe('de');
    expect(held(texts, 'de')).toEqual(['common', 'ui']);
    expect(held(texts, 'en')).toEqual([]);
  });

  it('loads a namespace a screen names in the stored language only', async () => {
    storage.set('locale', 'de');
    const { texts, loaded } = await pageLoad();
    await texts.loadNamespaces('vouchers');
    expect(texts.hasResourceBundle('de', 'vouchers')).toBe(true);
    expect(texts.hasResourceBundle('en', 'vouchers')).toBe(false);
    expect(loaded.filter((file) => file.endsWith('/vouchers'))).toEqual(['de/vouchers']);
    expect(texts.t('vouchers:list.title')).toBe(deVouchers.list.title);
  });

  it('loads the other language’s namespaces in use when the merchant switches to it', async () => {
    storage.set('locale', 'de');
    const { texts } = await pageLoad();
    await texts.loadNamespaces('vouchers');
    await texts.changeLanguage('en');
    expect(held(texts, 'en')).toEqual(expect.arrayContaining(['common', 'ui', 'vouchers']));
    expect(texts.t('vouchers:list.title')).toBe(enVouchers.list.title);
  });
});
