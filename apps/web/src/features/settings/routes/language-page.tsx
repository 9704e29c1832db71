import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackHeader } from '@/components/back-header';
import { Button } from '@/components/button';
import { FooterBar } from '@/components/footer-bar';
import { Check, Icon } from '@/components/icons';
import { LOCALES, setLocale, storedLocale, type Locale } from '@/i18n';
import { paths } from '@/lib/paths';
import { useSetLang } from '../api';

/**
 * /settings/language: English or German. Saving switches the whole interface at once, keeps the
 * choice on this device (`locale`) and on the server (POST /api/lang), and confirms in the new language.
 */
export function Component() {
  const { t } = useTranslation(['settings']);
  const setLang = useSetLang();
  const [current, setCurrent] = useState<Locale>(storedLocale);
  const [choice, setChoice] = useState<Locale>(current);
  const [confirmed, setConfirmed] = useState(false);

  const save = () => {
    void setLocale(choice);
    setCurrent(choice);
    setConfirmed(true);
    // The interface follows the device's choice even if the server cannot be reached; the toast says so.
    setLang.mutate(choice);
  };

  return (
    <>
      <BackHeader title={t('settings:language.title')} backTo={paths.settings.menu()} />
      <div className="flex flex-col gap-5 px-5 pb-6 pt-5">
        <p className="text-sm text-slate-700">{t('settings:language.intro')}</p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('settings:language.legend')}</legend>
          {LOCALES.map((locale) => (
            <label
              key={locale}
              lang={locale}
              className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-xl px-4 py-3 ring-1 ring-inset has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                choice === locale ? 'bg-brand-50 ring-brand-600' : 'bg-white ring-slate-300'
              }`}
              data-testid={`language-${locale}`}
            >
              <input
                type="radio"
                name="language"
                value={locale}
                checked={choice === locale}
                onChange={() => {
                  setChoice(locale);
                  setConfirmed(false);
                }}
                className="h-5 w-5 accent-brand-600"
              />
              <span className="flex-1 text-base font-medium text-slate-900">{t(`settings:languages.${locale}`)}</span>
              {current === locale && (
                <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300">
                  {t('settings:language.current')}
                </span>
              )}
            </label>
          ))}
        </fieldset>
        <p role="status" className="min-h-6" data-testid="language-confirmation">
          {confirmed && (
            <span className="flex items-center gap-2 text-sm font-medium text-green-800">
              <Icon icon={Check} className="h-5 w-5" />
              {t('settings:language.confirmation')}
            </span>
          )}
        </p>
      </div>
      <FooterBar>
        <Button block onClick={save} disabled={choice === current} data-testid="save-language">
          {t('settings:language.save')}
        </Button>
      </FooterBar>
    </>
  );
}
