import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import successArt from '../art/registration-success.svg';
import { paths } from '@/lib/paths';

const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600';

/** /registration-success: the store is registered and signed in; on to the dashboard. */
export function Component() {
  const { t } = useTranslation(['signup']);
  return (
    <div
      className="flex min-h-dvh flex-1 flex-col items-center justify-center gap-6 px-6 py-10 text-center"
      data-testid="registration-success"
    >
      <img src={successArt} alt="" className="h-52 w-full max-w-xs" />
      <h1 className="text-2xl font-bold text-slate-900">{t('signup:success.title')}</h1>
      <p className="max-w-sm text-base text-slate-600">
        <Trans
          t={t}
          i18nKey="signup:success.text"
          components={{
            vouchers: <Link to={paths.vouchers.create()} className={linkClass} data-testid="create-voucher-link" />,
            plans: <Link to={paths.plans.create()} className={linkClass} data-testid="create-plan-link" />,
          }}
        />
      </p>
      <Link
        to={paths.home()}
        replace
        className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('signup:success.dashboard')}
      </Link>
    </div>
  );
}
