import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600';

/** "By continuing you agree to the terms and the privacy policy"; the legal pages come back to `from`. */
export function ConsentText({ from }: { from: string }) {
  const { t } = useTranslation(['auth']);
  return (
    <p className="text-xs leading-relaxed text-slate-600">
      <Trans
        t={t}
        i18nKey="auth:login.consent"
        components={{
          terms: <Link to={paths.terms({ from })} className={linkClass} />,
          privacy: <Link to={paths.privacy({ from })} className={linkClass} />,
        }}
      />
    </p>
  );
}
