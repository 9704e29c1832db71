import { useTranslation } from '@/i18n';
import { Link } from 'react-router-dom';
import { RichText } from '@/components/rich-text';
import { paths } from '@/lib/paths';

const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600';

/** "By continuing you agree to the terms and the privacy policy"; the legal pages come back to `from`. */
export function ConsentText({ from }: { from: string }) {
  const { t } = useTranslation();
  return (
    <p className="text-xs leading-relaxed text-slate-600">
      <RichText
        text={t('auth.login.consent')}
        tags={{
          terms: <Link to={paths.terms({ from })} className={linkClass} />,
          privacy: <Link to={paths.privacy({ from })} className={linkClass} />,
        }}
      />
    </p>
  );
}
