import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/button-link';
import { PageSpinner } from '@/components/page-spinner';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { saveSession } from '@/lib/session';
import { AuthHeader } from '../components/auth-header';
import { redeemSignInLink } from '../sign-in-link';

/**
 * /sign-in-link?token=: the demo console's "Open the app as this store". The token is traded for a
 * session once; a used, expired or unknown link (or a server without the demo tools) is refused.
 */
export function Component() {
  const { t } = useTranslation(['auth']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [failure, setFailure] = useState<'refused' | 'network' | null>(token ? null : 'refused');

  useEffect(() => {
    if (!token) return;
    let active = true;
    redeemSignInLink(token).then(
      ({ data }) => {
        if (!active) return;
        saveSession(data);
        void navigate(paths.home(), { replace: true });
      },
      (err: unknown) => active && setFailure(isApiError(err) ? 'refused' : 'network'),
    );
    return () => {
      active = false;
    };
  }, [token, navigate]);

  if (!failure) return <PageSpinner />;
  return (
    <div className="flex flex-1 flex-col px-6 pb-10" data-testid="sign-in-link-refused">
      <AuthHeader title={t('auth:signInLink.title')} />
      <p role="alert" className="text-base text-slate-700">
        {t(failure === 'network' ? 'auth:signInLink.network' : 'auth:signInLink.refused')}
      </p>
      <ButtonLink to={paths.login()} replace block className="mt-8">
        {t('auth:signInLink.login')}
      </ButtonLink>
      <Link
        to={paths.helpCenter({ from: paths.login() })}
        className="mt-4 text-center text-sm text-brand-700 underline"
      >
        {t('auth:signInLink.help')}
      </Link>
    </div>
  );
}
