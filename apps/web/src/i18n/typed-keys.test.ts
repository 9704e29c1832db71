import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import i18n, { type TextKey } from './index';

/**
 * The keys are types (i18next.d.ts): tsc checks this file with the rest of src, and each
 * `@ts-expect-error` below fails the typecheck the day the line after it compiles.
 */
describe('typed keys', () => {
  it('a key en/vouchers.json does not have does not compile', () => {
    expect(i18n.t('vouchers:list.title', { lng: 'en' })).toBe('Vouchers');
    // @ts-expect-error -- en/vouchers.json has no list.nope
    expect(i18n.t('vouchers:list.nope', { lng: 'en' })).toBe('vouchers:list.nope');
  });

  it('a key that travels as data is a key of some namespace', () => {
    const known: TextKey = 'vouchers:list.title';
    // @ts-expect-error -- no namespace has this key
    const unknown: TextKey = 'vouchers:list.nope';
    expect([known, unknown]).toHaveLength(2);
  });

  it('a component reads only the namespaces its useTranslation names', () => {
    // Never rendered: the types are the test.
    function Names() {
      const { t } = useTranslation(['vouchers', 'common']);
      return [t('vouchers:list.title'), t('common:actions.save')].join();
    }
    function NamesOnlyCommon() {
      const { t } = useTranslation(['common']);
      // @ts-expect-error -- the vouchers namespace is not named, so nothing loaded it
      return t('vouchers:list.title');
    }
    expect([Names, NamesOnlyCommon]).toHaveLength(2);
  });
});
