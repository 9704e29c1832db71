import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackHeader } from '@/components/back-header';
import { FooterBar } from '@/components/footer-bar';
import { Icon, QrCode } from '@/components/icons';
import { paths } from '@/lib/paths';
import { primaryLinkClass } from '../components/link-styles';

const STEPS = ['one', 'two', 'three'] as const;

/** /settings/store-qr: what the store's QR code does, and the way to create it. */
export function Component() {
  const { t } = useTranslation(['settings']);
  return (
    <>
      <BackHeader title={t('settings:qr.title')} backTo={paths.settings.menu()} />
      <div className="flex flex-col gap-6 px-5 pb-6 pt-6">
        <div className="flex justify-center">
          <span className="flex h-24 w-24 items-center justify-center rounded-3xl bg-brand-50 text-brand-700">
            <Icon icon={QrCode} className="h-12 w-12" />
          </span>
        </div>
        <p className="text-center text-sm text-slate-700">{t('settings:qr.intro')}</p>
        <ol className="flex flex-col gap-3">
          {STEPS.map((step, i) => (
            <li
              key={step}
              className="flex items-start gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-inset ring-slate-200"
            >
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
              >
                {i + 1}
              </span>
              <span className="pt-0.5 text-sm text-slate-800">{t(`settings:qr.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
      </div>
      <FooterBar>
        <Link to={paths.settings.storeQrResult()} className={primaryLinkClass} data-testid="generate-qr">
          {t('settings:qr.generate')}
        </Link>
      </FooterBar>
    </>
  );
}
